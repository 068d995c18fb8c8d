-- Sync helpers, profiles, the admin check and the registered-user count.
--
-- Every table carries `version` (1 on insert, +1 on every update) and `updated_at`, both set
-- by the `touch_row` trigger so that clients cannot forge them (ARCHITECTURE.md, sync rule 2).
-- Runs unchanged on hosted Supabase: it relies only on what Supabase provides (auth.users,
-- auth.uid(), the anon / authenticated / service_role roles).

-- ---------------------------------------------------------------------------------------
-- Trigger functions shared by every table
-- ---------------------------------------------------------------------------------------

-- Server-owned bookkeeping. clock_timestamp() (not now()) keeps rows written later in one
-- transaction ordered after earlier ones, which incremental pulls by updated_at rely on.
create or replace function public.touch_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.created_at := coalesce(new.created_at, clock_timestamp());
  else
    new.version := old.version + 1;
    new.created_at := old.created_at;
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

-- True for the connections that are the server itself: the migration / dashboard owner and
-- the service role. Requests from the browser run as anon or authenticated.
create or replace function public.is_server_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('postgres', 'supabase_admin', 'service_role');
$$;

revoke all on function public.touch_row() from public, anon, authenticated;
revoke all on function public.is_server_role() from public, anon, authenticated;
grant execute on function public.is_server_role() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Public id shown to other players (first 8 characters). Generated, never user-editable.
  wab_id text not null unique default gen_random_uuid()::text,
  username text,
  wab_admin boolean not null default false,
  tester boolean not null default false,
  banned boolean not null default false,
  deactivated boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint profiles_username_length check (username is null or char_length(username) <= 100)
);

create index profiles_updated_at_idx on public.profiles (updated_at);

create trigger profiles_touch_row
  before insert or update on public.profiles
  for each row execute function public.touch_row();

-- Is the caller an administrator? SECURITY DEFINER so that policies can ask without
-- recursing into the profiles policies; it only ever answers for auth.uid() itself.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.wab_admin and not p.banned and not p.deactivated
       from public.profiles p
      where p.id = auth.uid()),
    false
  );
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated, service_role;

-- Nobody changes their own flags or anyone's wab_id through the API. Administrators may
-- change other players' flags (tester, banned, deactivated, wab_admin).
create or replace function public.guard_profile_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_server_role() then
    return new;
  end if;
  if new.id is distinct from old.id or new.wab_id is distinct from old.wab_id then
    raise exception 'The profile id and wab_id cannot be changed'
      using errcode = '42501';
  end if;
  if (new.wab_admin, new.tester, new.banned, new.deactivated)
       is distinct from (old.wab_admin, old.tester, old.banned, old.deactivated)
     and (old.id = (select auth.uid()) or not public.is_admin()) then
    raise exception 'Profile flags can only be changed by an administrator, and never on their own profile'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function public.guard_profile_changes() from public, anon, authenticated;

create trigger profiles_guard_changes
  before update on public.profiles
  for each row execute function public.guard_profile_changes();

alter table public.profiles enable row level security;

create policy "Players can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Admins can read every profile"
  on public.profiles for select to authenticated
  using (public.is_admin());

create policy "Players can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "Admins can update every profile"
  on public.profiles for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

-- No insert or delete policy: a profile is created by the trigger below and removed with
-- its auth user.

-- A profile (with its generated wab_id) for every new user.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id) values (new.id) on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The landing page's player count: users neither banned nor deactivated. Only the number
-- leaves the function.
create or replace function public.registered_user_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.profiles where not banned and not deactivated;
$$;

revoke all on function public.registered_user_count() from public, anon, authenticated;
grant execute on function public.registered_user_count() to anon, authenticated, service_role;
