-- Earlier versions of the player's cloud lists (issue 16): every save keeps the content it
-- replaces, on the device first (Dexie listVersions) and, for a list kept in the cloud, here,
-- so the player's other devices have the same history. A device uploads a list's versions
-- after the server confirmed the list itself; rows are immutable (insert, read, delete only).
-- A list's versions go when the list is deleted (its tombstone) or purged.

create table public.army_list_versions (
  -- Client-made UUID (the device's listVersions.id), so a retried upload is idempotent.
  id uuid primary key,
  list_id uuid not null references public.army_lists (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  faction text not null,
  units jsonb not null,
  data_version text,
  note text,
  saved_at timestamptz not null,
  replaced_at timestamptz not null,
  -- Why it was replaced: repriced, saved, restored or pulled (the device reads only these).
  reason text not null,
  created_at timestamptz not null default now(),
  -- Like every table: rows change only by insert and delete, so version stays 1 and
  -- updated_at is the upload time, the watermark of a device's pull.
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint army_list_versions_name_length check (char_length(name) between 1 and 200),
  constraint army_list_versions_faction_length check (char_length(faction) between 1 and 64),
  constraint army_list_versions_units_array check (
    case when jsonb_typeof(units) = 'array' then jsonb_array_length(units) <= 100 else false end
  ),
  constraint army_list_versions_units_size check (octet_length(units::text) <= 65536),
  constraint army_list_versions_data_version_length check (data_version is null or char_length(data_version) between 1 and 128),
  constraint army_list_versions_note_length check (note is null or char_length(note) between 1 and 2000),
  constraint army_list_versions_reason_length check (char_length(reason) between 1 and 32)
);

create index army_list_versions_user_updated_idx on public.army_list_versions (user_id, updated_at);
create index army_list_versions_updated_at_idx on public.army_list_versions (updated_at);

create trigger army_list_versions_touch_row
  before insert or update on public.army_list_versions
  for each row execute function public.touch_row();
create index army_list_versions_list_idx on public.army_list_versions (list_id);

alter table public.army_list_versions enable row level security;

create policy "Players can read the versions of their own lists"
  on public.army_list_versions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can keep versions of their own lists"
  on public.army_list_versions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.army_lists l where l.id = list_id and l.user_id = (select auth.uid()))
  );

create policy "Players can delete the versions of their own lists"
  on public.army_list_versions for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.army_list_versions from anon;
grant select, insert, delete on public.army_list_versions to authenticated;

-- A deleted list (a tombstone) takes its versions with it.
create or replace function public.drop_versions_of_deleted_list()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.army_list_versions where list_id = new.id;
  return new;
end;
$$;

create trigger army_lists_drop_versions
  after update of deleted_at on public.army_lists
  for each row when (new.deleted_at is not null and old.deleted_at is null)
  execute function public.drop_versions_of_deleted_list();

revoke all on function public.drop_versions_of_deleted_list() from public, anon, authenticated;
