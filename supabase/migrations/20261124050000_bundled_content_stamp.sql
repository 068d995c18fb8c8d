-- Content rows loaded from the app's bundled seed files carry updated_at = 2000-01-01 00:00 UTC
-- (BUNDLED_CONTENT_AT in src/domain/constants.ts): a device that seeded the same bundle starts
-- its content pull after that moment, so it fetches only rows edited on the server since,
-- which get a real timestamp as before (issue 12 "Nothing downloaded twice").
--
-- Only the server itself (migrations, the seed, the service role) may write that stamp, and only
-- by setting it; every other insert or update gets the clock, as the sync rules require.
create or replace function public.touch_row()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  bundled constant timestamptz := timestamptz '2000-01-01 00:00:00+00';
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.created_at := coalesce(new.created_at, clock_timestamp());
  else
    new.version := old.version + 1;
    new.created_at := old.created_at;
  end if;
  -- Kept only when the statement sets the stamp itself: an edit that leaves updated_at as it
  -- was (an admin correcting a bundled row) gets the clock like any other edit.
  if new.updated_at = bundled and public.is_server_role()
     and (tg_op = 'INSERT' or old.updated_at is distinct from bundled) then
    return new;
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

revoke all on function public.touch_row() from public, anon, authenticated;
