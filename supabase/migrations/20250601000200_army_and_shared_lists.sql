-- Player data: cloud army lists, community (shared) lists and short links.
--
-- Owner columns come from auth.uid() (and the owner's profile for wab_id), never from the
-- request body. Deletes through the API become tombstones (deleted_at) so that other devices
-- learn of them on their next incremental pull (ARCHITECTURE.md, sync rule 4).

-- ---------------------------------------------------------------------------------------
-- Shared trigger functions
-- ---------------------------------------------------------------------------------------

-- user_id and wab_id of a list: set from the caller on insert, frozen on update. The server
-- itself (service role, seeding) may insert on behalf of a user.
create or replace function public.assign_list_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.wab_id := old.wab_id;
    return new;
  end if;
  if public.is_server_role() and new.user_id is not null then
    new.wab_id := coalesce(new.wab_id, (select p.wab_id from public.profiles p where p.id = new.user_id));
    return new;
  end if;
  if (select auth.uid()) is null then
    raise exception 'You must be signed in to save lists' using errcode = '42501';
  end if;
  new.user_id := (select auth.uid());
  new.wab_id := (select p.wab_id from public.profiles p where p.id = new.user_id);
  return new;
end;
$$;

-- A DELETE from a player becomes a tombstone; the server role may still purge rows.
create or replace function public.tombstone_instead_of_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_server_role() then
    return old;
  end if;
  execute format(
    'update %I.%I set deleted_at = clock_timestamp() where id = $1 and deleted_at is null',
    tg_table_schema, tg_table_name
  ) using old.id;
  return null;
end;
$$;

revoke all on function public.assign_list_owner() from public, anon, authenticated;
revoke all on function public.tombstone_instead_of_delete() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- army_lists: a player's cloud lists, readable and writable only by their owner
-- ---------------------------------------------------------------------------------------

create table public.army_lists (
  -- Client-made UUID, so a retried push is idempotent.
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  wab_id text,
  name text not null,
  faction text not null default 'unknown',
  units jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  constraint army_lists_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint army_lists_faction_length check (char_length(faction) between 1 and 64),
  constraint army_lists_units_array check (
    case when jsonb_typeof(units) = 'array' then jsonb_array_length(units) <= 100 else false end
  ),
  constraint army_lists_units_size check (octet_length(units::text) <= 65536)
);

create index army_lists_user_updated_idx on public.army_lists (user_id, updated_at);
create index army_lists_updated_at_idx on public.army_lists (updated_at);
create index army_lists_user_name_idx on public.army_lists (user_id, name) where deleted_at is null;

create trigger army_lists_assign_owner
  before insert or update on public.army_lists
  for each row execute function public.assign_list_owner();

create trigger army_lists_touch_row
  before insert or update on public.army_lists
  for each row execute function public.touch_row();

create trigger army_lists_tombstone
  before delete on public.army_lists
  for each row execute function public.tombstone_instead_of_delete();

alter table public.army_lists enable row level security;

create policy "Players can read their own army lists"
  on public.army_lists for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can create their own army lists"
  on public.army_lists for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own army lists"
  on public.army_lists for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own army lists"
  on public.army_lists for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- shared_lists: community posts, readable by everyone while active, written by their owner
-- ---------------------------------------------------------------------------------------

create table public.shared_lists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  wab_id text,
  name text not null,
  faction text not null default 'unknown',
  description text,
  image_url text,
  units jsonb not null default '[]'::jsonb,
  is_tournament_list boolean not null default false,
  tournament_name text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  constraint shared_lists_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint shared_lists_faction_length check (char_length(faction) between 1 and 64),
  constraint shared_lists_description_length check (description is null or char_length(description) <= 2000),
  -- https: URLs, or a root-relative path of the app's own art (unit portraits).
  constraint shared_lists_image_url_https check (
    image_url is null
    or (char_length(image_url) <= 2048 and image_url ~ '^(https://[^\s]+|/[^/\s][^\s]*)$')
  ),
  constraint shared_lists_units_array check (
    case when jsonb_typeof(units) = 'array' then jsonb_array_length(units) <= 100 else false end
  ),
  constraint shared_lists_units_size check (octet_length(units::text) <= 65536),
  constraint shared_lists_tournament_name check (
    tournament_name is null or (is_tournament_list and char_length(tournament_name) <= 100)
  )
);

-- A double tap or a retried post can only ever leave one active post per name and player.
create unique index shared_lists_one_active_per_name
  on public.shared_lists (user_id, name) where is_active;
create index shared_lists_updated_at_idx on public.shared_lists (updated_at);

-- Retiring a post (is_active false, or deleted) turns it into a tombstone for everyone:
-- content is cleared, so only an inactive row's id, name and owner stay public. Tombstones
-- are final; posting the same name again creates a new active row.
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
    new.description := null;
    new.image_url := null;
    new.units := '[]'::jsonb;
    new.tournament_name := null;
  end if;
  return new;
end;
$$;

revoke all on function public.retire_shared_list() from public, anon, authenticated;

create trigger shared_lists_assign_owner
  before insert or update on public.shared_lists
  for each row execute function public.assign_list_owner();

create trigger shared_lists_retire
  before insert or update on public.shared_lists
  for each row execute function public.retire_shared_list();

create trigger shared_lists_touch_row
  before insert or update on public.shared_lists
  for each row execute function public.touch_row();

create trigger shared_lists_tombstone
  before delete on public.shared_lists
  for each row execute function public.tombstone_instead_of_delete();

alter table public.shared_lists enable row level security;

create policy "Anyone can read active community lists and tombstones"
  on public.shared_lists for select to anon, authenticated
  using (is_active or deleted_at is not null);

create policy "Players can read all their own community lists"
  on public.shared_lists for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can post their own community lists"
  on public.shared_lists for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own community lists"
  on public.shared_lists for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own community lists"
  on public.shared_lists for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- short_links: hash -> encoded list, readable by everyone, written by its creator
-- ---------------------------------------------------------------------------------------

create table public.short_links (
  hash text primary key,
  code text not null,
  list_name text,
  faction text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint short_links_hash_format check (hash ~ '^[A-Za-z0-9_-]{4,64}$'),
  constraint short_links_code_size check (char_length(code) between 1 and 65536),
  constraint short_links_list_name_length check (list_name is null or char_length(list_name) <= 100),
  constraint short_links_faction_length check (faction is null or char_length(faction) <= 64)
);

create index short_links_updated_at_idx on public.short_links (updated_at);

-- created_by from the caller; inserting a hash that already holds the same code is a no-op
-- (the row is skipped), so creating the same short link twice succeeds both times.
create or replace function public.prepare_short_link()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_by := old.created_by;
    return new;
  end if;
  if not (public.is_server_role() and new.created_by is not null) then
    if (select auth.uid()) is null then
      raise exception 'You must be signed in to create short links' using errcode = '42501';
    end if;
    new.created_by := (select auth.uid());
  end if;
  if exists (select 1 from public.short_links s where s.hash = new.hash and s.code = new.code) then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function public.prepare_short_link() from public, anon, authenticated;

create trigger short_links_prepare
  before insert or update on public.short_links
  for each row execute function public.prepare_short_link();

create trigger short_links_touch_row
  before insert or update on public.short_links
  for each row execute function public.touch_row();

alter table public.short_links enable row level security;

create policy "Anyone can read short links"
  on public.short_links for select to anon, authenticated
  using (true);

create policy "Players can create their own short links"
  on public.short_links for insert to authenticated
  with check (created_by = (select auth.uid()));

create policy "Creators can update their short links"
  on public.short_links for update to authenticated
  using (created_by = (select auth.uid()))
  with check (created_by = (select auth.uid()));

create policy "Creators can delete their short links"
  on public.short_links for delete to authenticated
  using (created_by = (select auth.uid()));
