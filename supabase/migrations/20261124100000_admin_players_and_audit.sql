-- Running the app (issue 17, item 5): players and roles, with an audit log.
--
-- Every admin action goes through a SECURITY DEFINER function that first checks
-- public.is_admin() (a banned or deactivated admin is not an admin) and is never executable
-- with the anon key. Every change an admin makes is written to public.audit_log (who, what,
-- when, why), which only admins can read and nobody can write through the API.
--
-- The rules live in the database, not in the screens:
-- - profile flag changes are audited by a trigger, whichever way they arrive (RPC or the
--   "Admins can update every profile" policy);
-- - the last active admin can never lose the role (demoted, banned or deactivated).

-- ---------------------------------------------------------------------------------------
-- Why a player was banned or deactivated (shown to them when they try to sign in)
-- ---------------------------------------------------------------------------------------

alter table public.profiles
  add column ban_reason text,
  add column deactivation_reason text,
  add constraint profiles_ban_reason_length check (ban_reason is null or char_length(ban_reason) <= 500),
  add constraint profiles_deactivation_reason_length check (
    deactivation_reason is null or char_length(deactivation_reason) <= 500
  );

-- ---------------------------------------------------------------------------------------
-- The audit log
-- ---------------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  -- Kept as text so the entry still says who it was after the account is gone.
  actor_email text,
  action text not null,
  target_type text not null,
  target_id text,
  target_label text,
  reason text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp(),
  -- Like every table (ARCHITECTURE.md sync rule 2), though entries never change.
  updated_at timestamptz not null default clock_timestamp(),
  version integer not null default 1,
  constraint audit_log_action_length check (char_length(action) between 1 and 64),
  constraint audit_log_reason_length check (reason is null or char_length(reason) <= 500)
);

create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_updated_at_idx on public.audit_log (updated_at);

alter table public.audit_log enable row level security;

create policy "Admins can read the audit log"
  on public.audit_log for select to authenticated
  using (public.is_admin());

-- No insert, update or delete policy, and no grants beyond select: entries are written by
-- the functions below only, and never changed.
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to authenticated;

-- Writes one entry as the calling user (auth.uid()); the reason is the one the calling admin
-- function set for this transaction (app.audit_reason) unless one is given.
create or replace function public.write_audit(
  p_action text,
  p_target_type text,
  p_target_id text,
  p_target_label text,
  p_details jsonb default '{}'::jsonb,
  p_reason text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
begin
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, target_label, reason, details)
  values (
    v_actor,
    (select u.email from auth.users u where u.id = v_actor),
    p_action,
    p_target_type,
    p_target_id,
    p_target_label,
    coalesce(p_reason, nullif(current_setting('app.audit_reason', true), '')),
    coalesce(p_details, '{}'::jsonb)
  );
end;
$$;

revoke all on function public.write_audit(text, text, text, text, jsonb, text) from public, anon, authenticated;

-- Raises 42501 (PostgREST answers 403) unless the caller is an active admin.
create or replace function public.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Administrators only' using errcode = '42501';
  end if;
end;
$$;

revoke all on function public.require_admin() from public, anon, authenticated;

-- The reason for the audit entries this transaction writes (cleared at commit).
create or replace function public.set_audit_reason(p_reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('app.audit_reason', coalesce(btrim(p_reason), ''), true);
end;
$$;

revoke all on function public.set_audit_reason(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Profiles: the last admin stays, and every flag change is audited
-- ---------------------------------------------------------------------------------------

create or replace function public.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Maintenance by the database owner (no signed-in caller) is not restricted.
  if auth.uid() is null then
    return new;
  end if;
  if (old.wab_admin and not old.banned and not old.deactivated)
     and not (new.wab_admin and not new.banned and not new.deactivated)
     and not exists (
       select 1 from public.profiles p
        where p.id <> old.id and p.wab_admin and not p.banned and not p.deactivated
     ) then
    raise exception 'The last admin cannot lose the admin role' using errcode = 'P0001', hint = 'last_admin';
  end if;
  return new;
end;
$$;

revoke all on function public.keep_last_admin() from public, anon, authenticated;

create trigger profiles_keep_last_admin
  before update on public.profiles
  for each row execute function public.keep_last_admin();

create or replace function public.audit_profile_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_label text := (select u.email from auth.users u where u.id = new.id);
begin
  if auth.uid() is null then
    return new;
  end if;
  if new.tester is distinct from old.tester then
    perform public.write_audit(case when new.tester then 'grant_tester' else 'revoke_tester' end, 'player', new.id::text, v_label);
  end if;
  if new.wab_admin is distinct from old.wab_admin then
    perform public.write_audit(case when new.wab_admin then 'grant_admin' else 'revoke_admin' end, 'player', new.id::text, v_label);
  end if;
  if new.banned is distinct from old.banned then
    perform public.write_audit(case when new.banned then 'ban' else 'unban' end, 'player', new.id::text, v_label,
      '{}'::jsonb, case when new.banned then new.ban_reason end);
  end if;
  if new.deactivated is distinct from old.deactivated then
    perform public.write_audit(case when new.deactivated then 'deactivate' else 'reactivate' end, 'player', new.id::text, v_label,
      '{}'::jsonb, case when new.deactivated then new.deactivation_reason end);
  end if;
  return new;
end;
$$;

revoke all on function public.audit_profile_changes() from public, anon, authenticated;

create trigger profiles_audit_changes
  after update on public.profiles
  for each row execute function public.audit_profile_changes();

-- ---------------------------------------------------------------------------------------
-- Admin functions: find players, roles, ban and deactivate
-- ---------------------------------------------------------------------------------------

-- A player as the admin screens show them.
create or replace function public.admin_player_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id,
    'email', u.email,
    'wab_id', p.wab_id,
    'wab_admin', p.wab_admin,
    'tester', p.tester,
    'banned', p.banned,
    'deactivated', p.deactivated,
    'ban_reason', p.ban_reason,
    'deactivation_reason', p.deactivation_reason,
    'created_at', u.created_at,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at
  )
  from public.profiles p join auth.users u on u.id = p.id
  where p.id = p_id;
$$;

revoke all on function public.admin_player_json(uuid) from public, anon, authenticated;

-- Players whose email contains the query, or whose public id starts with it (at most 25).
create or replace function public.admin_find_players(p_query text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := lower(btrim(coalesce(p_query, '')));
begin
  perform public.require_admin();
  if char_length(v_query) < 2 then
    return '[]'::jsonb;
  end if;
  return coalesce((
    select jsonb_agg(public.admin_player_json(found.id) order by found.email)
      from (
        select p.id, u.email
          from public.profiles p join auth.users u on u.id = p.id
         where position(v_query in lower(coalesce(u.email, ''))) > 0
            or lower(p.wab_id) like replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
         order by u.email
         limit 25
      ) found
  ), '[]'::jsonb);
end;
$$;

revoke all on function public.admin_find_players(text) from public, anon, authenticated;
grant execute on function public.admin_find_players(text) to authenticated;

-- Grant or revoke the tester or admin role.
create or replace function public.admin_set_role(p_user_id uuid, p_role text, p_granted boolean, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_role not in ('tester', 'admin') then
    raise exception 'Unknown role: expected tester or admin' using errcode = '22023';
  end if;
  if p_granted is null then
    raise exception 'Say whether the role is granted' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = p_user_id) then
    raise exception 'No such player' using errcode = 'P0002';
  end if;
  perform public.set_audit_reason(p_reason);
  if p_role = 'tester' then
    update public.profiles set tester = p_granted where id = p_user_id;
  else
    update public.profiles set wab_admin = p_granted where id = p_user_id;
  end if;
  return public.admin_player_json(p_user_id);
end;
$$;

revoke all on function public.admin_set_role(uuid, text, boolean, text) from public, anon, authenticated;
grant execute on function public.admin_set_role(uuid, text, boolean, text) to authenticated;

-- Ban or deactivate a player (a reason is required), or lift it. An admin never blocks
-- their own account.
create or replace function public.admin_set_access(p_user_id uuid, p_kind text, p_blocked boolean, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform public.require_admin();
  if p_kind not in ('banned', 'deactivated') then
    raise exception 'Unknown kind: expected banned or deactivated' using errcode = '22023';
  end if;
  if p_blocked is null then
    raise exception 'Say whether the player is blocked' using errcode = '22023';
  end if;
  if p_blocked and v_reason is null then
    raise exception 'A reason is required' using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(coalesce(v_reason, '')) > 500 then
    raise exception 'The reason is longer than 500 characters' using errcode = '22023';
  end if;
  if p_user_id = auth.uid() then
    raise exception 'An admin cannot block their own account' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles where id = p_user_id) then
    raise exception 'No such player' using errcode = 'P0002';
  end if;
  perform public.set_audit_reason(v_reason);
  if p_kind = 'banned' then
    update public.profiles
       set banned = p_blocked, ban_reason = case when p_blocked then v_reason end
     where id = p_user_id;
  else
    update public.profiles
       set deactivated = p_blocked, deactivation_reason = case when p_blocked then v_reason end
     where id = p_user_id;
  end if;
  -- Hosted Supabase's auth service refuses sign-in through auth.users.banned_until; the
  -- local backend reads the profile flags itself and has no such column.
  if exists (
    select 1 from information_schema.columns
     where table_schema = 'auth' and table_name = 'users' and column_name = 'banned_until'
  ) then
    execute 'update auth.users set banned_until = $2 where id = $1'
      using p_user_id,
        (select case when p.banned or p.deactivated then 'infinity'::timestamptz end from public.profiles p where p.id = p_user_id);
  end if;
  return public.admin_player_json(p_user_id);
end;
$$;

revoke all on function public.admin_set_access(uuid, text, boolean, text) from public, anon, authenticated;
grant execute on function public.admin_set_access(uuid, text, boolean, text) to authenticated;
