/**
 * What hosted Supabase gives every project before our migrations run, recreated for the
 * local backend: the API roles, the auth schema (users, sessions, refresh tokens, one-time
 * tokens) with auth.uid() / auth.jwt() / auth.role() / auth.email(), the default grants on
 * the public schema, and a `local` schema that exists only here (applied migrations, the
 * mail outbox). None of this is a migration: hosted Supabase already has its own.
 *
 * It runs once per fresh database, on PGlite or on a Postgres server (where the connecting
 * user must be a superuser: it creates roles, one of them with BYPASSRLS).
 */

export const BOOTSTRAP_SQL = `
-- Roles belong to the whole cluster: on a Postgres server another database may have made
-- them already.
do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$roles$;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  phone text unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create table auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

create table auth.one_time_tokens (
  id bigserial primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

-- The request's claims, as PostgREST sets them (request.jwt.claims), with the older
-- per-claim settings as a fallback, like hosted Supabase's definitions.
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb;
$$;

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid;
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text;
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text;
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- Hosted Supabase grants the API roles everything in public and leaves the rest to RLS.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema local;

create table local.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);

-- Emails the local auth server would have sent (confirmation, recovery, email change).
create table local.mail (
  id bigserial primary key,
  user_id uuid,
  to_email text not null,
  kind text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now()
);
`;

/** Re-applied on every start, after the migrations (it needs public.is_admin()). */
export const AFTER_MIGRATIONS_SQL = `
-- How each session began (GoTrue keeps this as the session's AMR claims): 'password', or
-- 'otp' / 'recovery' for a session a mailed link opened. A password change without the current
-- password is allowed only in the latter. And the address an email change waits to confirm.
alter table auth.sessions add column if not exists amr text not null default 'password';
alter table auth.users add column if not exists email_change text;
grant usage on schema local to authenticated, service_role;
grant select on local.mail to authenticated, service_role;
alter table local.mail enable row level security;
drop policy if exists "Admins can read the local mail outbox" on local.mail;
create policy "Admins can read the local mail outbox"
  on local.mail for select to authenticated
  using (public.is_admin());
`;
