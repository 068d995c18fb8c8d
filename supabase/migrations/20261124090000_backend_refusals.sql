-- What the backend refuses (issue 15 item 5), each rule with its test in
-- tests/integration/backend/hardening.test.ts.
--
-- 1. A banned or deactivated player, or a session that has ended (signed out), writes
--    nothing: a trigger on every player table refuses the write with a clear message, and a
--    restrictive insert policy says the same to the policy reader. The RPCs run as the caller
--    (security invoker), so their writes meet the same trigger. The session check reads
--    auth.sessions through the token's session_id claim: hosted Supabase keeps that table
--    too, so a signed-out token cannot write there either (the local backend also refuses
--    such a token at its gateway, for reads as well).
-- 2. Guests read only active posts, and never the auth user id: anon may select every
--    column of shared_lists but user_id. Devices learn that a post was retired from
--    shared_list_retirements (its id and time, nothing else).
-- 3. created_at and updated_at are the server's: touch_row no longer keeps a created_at
--    from the request (the server itself, seeding or restoring, still may).
-- 4. The units JSON of lists and posts is checked by public.units_valid (at most 60 unit
--    objects, keys and types as the app writes them, bounded depth and size); list and post
--    names are at most 80 characters (descriptions already at most 2,000).
-- 5. Posts record when and why they were retired (retired_at, retired_reason): the player
--    retiring their own post, or (issue 17) a moderator with a reason.

-- ---------------------------------------------------------------------------------------
-- 1. Blocked accounts and ended sessions
-- ---------------------------------------------------------------------------------------

-- Why the caller may not write, or null. SECURITY DEFINER to read profiles and auth.sessions;
-- it only ever answers for the caller's own id and session.
create or replace function public.account_write_refusal()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when exists (
      select 1 from public.profiles p where p.id = auth.uid() and (p.banned or p.deactivated)
    ) then 'suspended'
    when nullif(auth.jwt() ->> 'session_id', '') is not null
      and not exists (select 1 from auth.sessions s where s.id::text = auth.jwt() ->> 'session_id')
      then 'session_ended'
    else null
  end;
$$;

-- True for the server itself and for a player whose account and session are in order.
create or replace function public.caller_may_write()
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.is_server_role() or public.account_write_refusal() is null;
$$;

create or replace function public.refuse_blocked_writer()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_why text;
begin
  if public.is_server_role() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  v_why := public.account_write_refusal();
  if v_why = 'suspended' then
    raise exception 'Your account is suspended: it cannot save, post or share'
      using errcode = '42501';
  elsif v_why = 'session_ended' then
    raise exception 'This session has ended: sign in again'
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function public.account_write_refusal() from public, anon;
revoke all on function public.caller_may_write() from public, anon;
revoke all on function public.refuse_blocked_writer() from public, anon, authenticated;
grant execute on function public.account_write_refusal() to authenticated, service_role;
grant execute on function public.caller_may_write() to authenticated, service_role;

-- The trigger's name sorts before the tables' other triggers, so it speaks first.
do $$
declare
  t text;
begin
  foreach t in array array['army_lists', 'shared_lists', 'short_links', 'games', 'army_list_versions'] loop
    execute format(
      'create trigger %I before insert or update or delete on public.%I for each row execute function public.refuse_blocked_writer()',
      t || '_0_refuse_blocked', t
    );
    execute format(
      'create policy %I on public.%I as restrictive for insert to authenticated with check (public.caller_may_write())',
      'Suspended accounts and ended sessions cannot add ' || replace(t, '_', ' '), t
    );
  end loop;
end;
$$;

create trigger profiles_0_refuse_blocked
  before update on public.profiles
  for each row execute function public.refuse_blocked_writer();

-- ---------------------------------------------------------------------------------------
-- 5. Retired posts: when and why (before 2, whose trigger keeps the retirement list)
-- ---------------------------------------------------------------------------------------

alter table public.shared_lists add column retired_at timestamptz;
alter table public.shared_lists add column retired_reason text;
alter table public.shared_lists add constraint shared_lists_retired_reason_length
  check (retired_reason is null or char_length(retired_reason) between 1 and 500);

update public.shared_lists set retired_at = coalesce(deleted_at, updated_at)
 where retired_at is null and (not is_active or deleted_at is not null);

-- As in 20250601000200: a retired post is a tombstone, its content cleared. It now also
-- records when (retired_at) and keeps the reason given (retired_reason, trimmed; a blank
-- one is none). An active post has neither.
create or replace function public.retire_shared_list()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.deleted_at is not null then
    new.deleted_at := old.deleted_at;
  end if;
  new.description := nullif(btrim(new.description), '');
  if not new.is_tournament_list then
    new.tournament_name := null;
  end if;
  if not new.is_active or new.deleted_at is not null then
    new.is_active := false;
    new.deleted_at := coalesce(new.deleted_at, clock_timestamp());
    new.retired_at := coalesce(case when tg_op = 'UPDATE' then old.retired_at end, new.deleted_at);
    new.retired_reason := nullif(btrim(new.retired_reason), '');
    new.description := null;
    new.image_url := null;
    new.units := '[]'::jsonb;
    new.tournament_name := null;
  else
    new.retired_at := null;
    new.retired_reason := null;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- 2. What guests read of community posts
-- ---------------------------------------------------------------------------------------

drop policy "Anyone can read active community lists and tombstones" on public.shared_lists;

create policy "Anyone can read active community posts"
  on public.shared_lists for select to anon, authenticated
  using (is_active and deleted_at is null);

-- Guests: every column but the owner's auth id (wab_id is the public one).
revoke select on public.shared_lists from anon;
grant select (
  id, wab_id, name, faction, description, image_url, units, is_tournament_list, tournament_name,
  is_active, created_at, updated_at, version, deleted_at, data_version, retired_at
) on public.shared_lists to anon;

-- The ids of retired posts, so a device that showed one removes it; nothing else about it.
create table public.shared_list_retirements (
  id uuid primary key references public.shared_lists (id) on delete cascade,
  retired_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create index shared_list_retirements_updated_at_idx on public.shared_list_retirements (updated_at);

create trigger shared_list_retirements_touch_row
  before insert or update on public.shared_list_retirements
  for each row execute function public.touch_row();

alter table public.shared_list_retirements enable row level security;

create policy "Anyone can read which posts were retired"
  on public.shared_list_retirements for select to anon, authenticated
  using (true);

revoke all on public.shared_list_retirements from anon, authenticated;
grant select on public.shared_list_retirements to anon, authenticated;

-- Kept by the server as posts are retired (and, should one become active again, un-retired).
create or replace function public.track_shared_list_retirement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_active then
    delete from public.shared_list_retirements where id = new.id;
  elsif tg_op = 'INSERT' or old.is_active then
    insert into public.shared_list_retirements (id, retired_at)
    values (new.id, coalesce(new.retired_at, clock_timestamp()))
    on conflict (id) do update set retired_at = excluded.retired_at;
  end if;
  return null;
end;
$$;

revoke all on function public.track_shared_list_retirement() from public, anon, authenticated;

create trigger shared_lists_track_retirement
  after insert or update of is_active, deleted_at on public.shared_lists
  for each row execute function public.track_shared_list_retirement();

insert into public.shared_list_retirements (id, retired_at)
select id, retired_at from public.shared_lists where not is_active
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------
-- 3. Server time
-- ---------------------------------------------------------------------------------------

-- The body of 20261124050000_bundled_content_stamp.sql (the bundled-content stamp), with
-- created_at from the clock for every insert but the server's own.
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
    -- Only the server itself (migrations, the seed, the service role) may say when a row was made.
    if new.created_at is null or not public.is_server_role() then
      new.created_at := clock_timestamp();
    end if;
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

-- ---------------------------------------------------------------------------------------
-- 4. Units JSON and names
-- ---------------------------------------------------------------------------------------

-- A keyword or special rule entry: a short string, or an object of scalar fields.
create or replace function public.unit_tag_valid(p_tag jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case jsonb_typeof(p_tag)
    when 'string' then char_length(p_tag #>> '{}') <= 200
    when 'object' then
      jsonb_typeof(p_tag -> 'name') = 'string'
      and not exists (
        select 1 from jsonb_each(p_tag) as e (key, value)
         where e.key !~ '^[A-Za-z][A-Za-z0-9_]{0,39}$'
            or jsonb_typeof(e.value) not in ('string', 'number', 'boolean', 'null')
            or (jsonb_typeof(e.value) = 'string' and char_length(e.value #>> '{}') > 2000)
      )
    else false
  end;
$$;

-- The units of a list or post as the app writes them (SelectedUnit, src/domain/types.ts):
-- an array of at most 60 objects, each with a string id and name; the known fields of the
-- right type; any other field a plain value under a plain name (never __proto__,
-- constructor or prototype); keywords and special rules lists of tags; at most 64 KB.
create or replace function public.units_valid(p_units jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_unit jsonb;
  v_key text;
  v_value jsonb;
  v_type text;
begin
  if p_units is null or jsonb_typeof(p_units) <> 'array' or jsonb_array_length(p_units) > 60
     or octet_length(p_units::text) > 65536 then
    return false;
  end if;
  for v_unit in select value from jsonb_array_elements(p_units) loop
    if jsonb_typeof(v_unit) <> 'object'
       or jsonb_typeof(v_unit -> 'id') is distinct from 'string'
       or jsonb_typeof(v_unit -> 'name') is distinct from 'string'
       or char_length(v_unit ->> 'id') not between 1 and 128
       or char_length(v_unit ->> 'name') not between 1 and 200
       or (select count(*) from jsonb_object_keys(v_unit)) > 40 then
      return false;
    end if;
    for v_key, v_value in select key, value from jsonb_each(v_unit) loop
      v_type := jsonb_typeof(v_value);
      if v_key !~ '^[A-Za-z][A-Za-z0-9_]{0,39}$' or lower(v_key) in ('constructor', 'prototype') then
        return false;
      end if;
      if v_key in ('pointsCost', 'quantity', 'availability', 'command') then
        if v_type <> 'number' or (v_value #>> '{}')::numeric not between 0 and 1000 then
          return false;
        end if;
      elsif v_key in ('highCommand', 'tournamentLegal') then
        if v_type <> 'boolean' then
          return false;
        end if;
      elsif v_key in ('keywords', 'specialRules') then
        if v_type <> 'array' or jsonb_array_length(v_value) > 64
           or exists (select 1 from jsonb_array_elements(v_value) as t (tag) where not public.unit_tag_valid(t.tag)) then
          return false;
        end if;
      elsif v_type not in ('string', 'number', 'boolean', 'null') then
        return false;
      elsif v_type = 'string' and char_length(v_value #>> '{}') > 2048 then
        return false;
      end if;
    end loop;
  end loop;
  return true;
end;
$$;

-- Checked on every write from now on; rows stored before are validated when they all pass
-- (a row that does not stays readable and can still be deleted or replaced as a whole).
alter table public.army_lists add constraint army_lists_units_valid check (public.units_valid(units)) not valid;
alter table public.shared_lists add constraint shared_lists_units_valid check (public.units_valid(units)) not valid;

alter table public.army_lists drop constraint army_lists_name_length;
alter table public.army_lists add constraint army_lists_name_length
  check (char_length(btrim(name)) between 1 and 80) not valid;
alter table public.shared_lists drop constraint shared_lists_name_length;
alter table public.shared_lists add constraint shared_lists_name_length
  check (char_length(btrim(name)) between 1 and 80) not valid;

do $$
declare
  c record;
begin
  for c in
    select * from (values
      ('army_lists', 'army_lists_units_valid'),
      ('shared_lists', 'shared_lists_units_valid'),
      ('army_lists', 'army_lists_name_length'),
      ('shared_lists', 'shared_lists_name_length')
    ) as v (tbl, con)
  loop
    begin
      execute format('alter table public.%I validate constraint %I', c.tbl, c.con);
    exception when check_violation then
      raise notice 'Older rows of % do not pass %: kept, checked again when written', c.tbl, c.con;
    end;
  end loop;
end;
$$;
