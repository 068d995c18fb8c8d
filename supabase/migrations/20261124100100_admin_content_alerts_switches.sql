-- Running the app (issue 17, items 1-4, 7, 8): news, changelog, alerts, feature switches,
-- the dashboard's figures and the mail log, each through admin-only functions that check
-- public.is_admin() and write the audit log (20261124100000).

-- ---------------------------------------------------------------------------------------
-- News: saved and deleted by admins; a deletion is a tombstone so every device drops it
-- at its next pull (the content pull removes rows with deleted_at).
-- ---------------------------------------------------------------------------------------

alter table public.news_items add column deleted_at timestamptz;

create or replace function public.admin_save_news(
  p_id text,
  p_date date,
  p_translation_key text,
  p_content_en text,
  p_content_es text,
  p_content_fr text,
  p_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id text := coalesce(nullif(btrim(coalesce(p_id, '')), ''), gen_random_uuid()::text);
  v_existed boolean;
  v_row public.news_items;
begin
  perform public.require_admin();
  if p_date is null then
    raise exception 'A news item needs a date' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_content_en, '')), '') is null
     or nullif(btrim(coalesce(p_content_es, '')), '') is null
     or nullif(btrim(coalesce(p_content_fr, '')), '') is null then
    raise exception 'Every language needs its content' using errcode = '22023', hint = 'language_missing';
  end if;
  if char_length(p_content_en) > 20000 or char_length(p_content_es) > 20000 or char_length(p_content_fr) > 20000 then
    raise exception 'News content is limited to 20000 characters' using errcode = '22023';
  end if;
  select exists (select 1 from public.news_items where id = v_id) into v_existed;
  insert into public.news_items (id, date, translation_key, content_en, content_es, content_fr, deleted_at)
  values (v_id, p_date, nullif(btrim(coalesce(p_translation_key, '')), ''), p_content_en, p_content_es, p_content_fr, null)
  on conflict (id) do update
     set date = excluded.date,
         translation_key = excluded.translation_key,
         content_en = excluded.content_en,
         content_es = excluded.content_es,
         content_fr = excluded.content_fr,
         deleted_at = null
  returning * into v_row;
  perform public.write_audit(case when v_existed then 'edit_news' else 'publish_news' end, 'news', v_id,
    left(p_content_en, 80), jsonb_build_object('date', p_date), nullif(btrim(coalesce(p_reason, '')), ''));
  return to_jsonb(v_row);
end;
$$;

revoke all on function public.admin_save_news(text, date, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.admin_save_news(text, date, text, text, text, text, text) to authenticated;

create or replace function public.admin_delete_news(p_id text, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_label text;
begin
  perform public.require_admin();
  update public.news_items
     set deleted_at = clock_timestamp(), content_en = null, content_es = null, content_fr = null
   where id = p_id and deleted_at is null
  returning id into v_label;
  if v_label is null then
    raise exception 'No such news item' using errcode = 'P0002';
  end if;
  perform public.write_audit('delete_news', 'news', p_id, null, '{}'::jsonb, nullif(btrim(coalesce(p_reason, '')), ''));
end;
$$;

revoke all on function public.admin_delete_news(text, text) from public, anon, authenticated;
grant execute on function public.admin_delete_news(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------
-- Changelog entries kept by admins (the landing's dialog shows them when there are any,
-- else /CHANGELOG.md). `release` is the x.y.z the entry is for.
-- ---------------------------------------------------------------------------------------

create table public.changelog_entries (
  id uuid primary key default gen_random_uuid(),
  release text not null,
  released_on date not null default current_date,
  body text not null,
  created_by uuid references auth.users (id) on delete set null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint changelog_entries_release_format check (release ~ '^\d+\.\d+\.\d+$'),
  constraint changelog_entries_body_length check (char_length(btrim(body)) between 1 and 5000)
);

create index changelog_entries_updated_at_idx on public.changelog_entries (updated_at);

create trigger changelog_entries_touch_row
  before insert or update on public.changelog_entries
  for each row execute function public.touch_row();

alter table public.changelog_entries enable row level security;

create policy "Anyone can read the changelog"
  on public.changelog_entries for select to anon, authenticated
  using (deleted_at is null);

-- Written through admin_add_changelog_entry only.
revoke insert, update, delete on public.changelog_entries from anon, authenticated;

create or replace function public.admin_add_changelog_entry(p_release text, p_released_on date, p_body text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.changelog_entries;
begin
  perform public.require_admin();
  if coalesce(p_release, '') !~ '^\d+\.\d+\.\d+$' then
    raise exception 'A version reads x.y.z' using errcode = '22023', hint = 'release_format';
  end if;
  if char_length(btrim(coalesce(p_body, ''))) not between 1 and 5000 then
    raise exception 'Say what changed (up to 5000 characters)' using errcode = '22023';
  end if;
  insert into public.changelog_entries (release, released_on, body, created_by)
  values (p_release, coalesce(p_released_on, current_date), btrim(p_body), auth.uid())
  returning * into v_row;
  perform public.write_audit('add_changelog', 'changelog', v_row.id::text, p_release, '{}'::jsonb, null);
  return to_jsonb(v_row);
end;
$$;

revoke all on function public.admin_add_changelog_entry(text, date, text) from public, anon, authenticated;
grant execute on function public.admin_add_changelog_entry(text, date, text) to authenticated;

-- ---------------------------------------------------------------------------------------
-- Alerts: build-failure notifications and failed deployments, acknowledged by an admin (the
-- banner then stops for everyone).
-- ---------------------------------------------------------------------------------------

alter table public.notifications
  add column acknowledged_at timestamptz,
  add column acknowledged_by uuid references auth.users (id) on delete set null;

alter table public.deployments
  add column acknowledged_at timestamptz,
  add column acknowledged_by uuid references auth.users (id) on delete set null;

create or replace function public.admin_acknowledge_alert(p_kind text, p_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_site text;
begin
  perform public.require_admin();
  if p_kind = 'notification' then
    update public.notifications
       set acknowledged_at = clock_timestamp(), acknowledged_by = auth.uid()
     where id = p_id and acknowledged_at is null
    returning content ->> 'site_name' into v_site;
  elsif p_kind = 'deployment' then
    update public.deployments
       set acknowledged_at = clock_timestamp(), acknowledged_by = auth.uid()
     where id = p_id and acknowledged_at is null
    returning site_name into v_site;
  else
    raise exception 'Unknown alert kind: expected notification or deployment' using errcode = '22023';
  end if;
  if not found then
    raise exception 'No such open alert' using errcode = 'P0002';
  end if;
  perform public.write_audit('acknowledge_alert', p_kind, p_id::text, v_site, '{}'::jsonb, nullif(btrim(coalesce(p_reason, '')), ''));
end;
$$;

revoke all on function public.admin_acknowledge_alert(text, uuid, text) from public, anon, authenticated;
grant execute on function public.admin_acknowledge_alert(text, uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------
-- Feature switches kept on the server. Readable by everyone (the app adapts), changed by
-- admins only, enforced by the database where data reaches it.
--   play_mode:          'testers' (testers, admins) or 'everyone' (every signed-in player)
--   community_posting:  'on' or 'off' (off: no new community post is accepted)
-- ---------------------------------------------------------------------------------------

create table public.feature_switches (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint feature_switches_known check (
    (key = 'play_mode' and value in ('testers', 'everyone'))
    or (key = 'community_posting' and value in ('on', 'off'))
  )
);

create index feature_switches_updated_at_idx on public.feature_switches (updated_at);

create trigger feature_switches_touch_row
  before insert or update on public.feature_switches
  for each row execute function public.touch_row();

alter table public.feature_switches enable row level security;

create policy "Anyone can read the feature switches"
  on public.feature_switches for select to anon, authenticated
  using (true);

revoke insert, update, delete on public.feature_switches from anon, authenticated;

insert into public.feature_switches (key, value) values ('play_mode', 'testers'), ('community_posting', 'on');

create or replace function public.feature_switch(p_key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select value from public.feature_switches where key = p_key;
$$;

revoke all on function public.feature_switch(text) from public, anon, authenticated;
grant execute on function public.feature_switch(text) to authenticated, service_role;

create or replace function public.admin_set_feature_switch(p_key text, p_value text, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text;
begin
  perform public.require_admin();
  select value into v_before from public.feature_switches where key = p_key;
  if not found then
    raise exception 'Unknown feature switch' using errcode = '22023';
  end if;
  update public.feature_switches set value = p_value where key = p_key;
  perform public.write_audit('set_switch', 'switch', p_key, p_value,
    jsonb_build_object('before', v_before, 'after', p_value), nullif(btrim(coalesce(p_reason, '')), ''));
exception
  when check_violation then
    raise exception 'Unknown value for this switch' using errcode = '22023';
end;
$$;

revoke all on function public.admin_set_feature_switch(text, text, text) from public, anon, authenticated;
grant execute on function public.admin_set_feature_switch(text, text, text) to authenticated;

-- Community posting off: no new post (or re-activated post) from a signed-in player.
create or replace function public.enforce_community_posting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and new.is_active
     and (tg_op = 'INSERT' or not old.is_active)
     and public.feature_switch('community_posting') = 'off' then
    raise exception 'Community posting is paused' using errcode = '42501', hint = 'posting_paused';
  end if;
  return new;
end;
$$;

revoke all on function public.enforce_community_posting() from public, anon, authenticated;

create trigger shared_lists_community_posting
  before insert or update on public.shared_lists
  for each row execute function public.enforce_community_posting();

-- ---------------------------------------------------------------------------------------
-- The dashboard's figures in one call
-- ---------------------------------------------------------------------------------------

create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'registered_players', (select count(*) from public.profiles where not banned and not deactivated),
    'cloud_lists', (select count(*) from public.army_lists where deleted_at is null),
    'posts_active', (select count(*) from public.shared_lists where is_active),
    'posts_retired', (select count(*) from public.shared_lists where not is_active),
    'games_recorded', (select count(*) from public.games where deleted_at is null),
    'open_alerts', (
      (select count(*) from public.notifications
        where type = 'build_failure' and acknowledged_at is null
          and created_at > clock_timestamp() - interval '24 hours')
      + (select count(*) from public.deployments
          where state = 'error' and acknowledged_at is null
            and created_at > clock_timestamp() - interval '24 hours')
    ),
    'latest_deployment', (
      select jsonb_build_object('state', d.state, 'site_name', d.site_name, 'created_at', d.created_at, 'deploy_url', d.deploy_url)
        from public.deployments d order by d.created_at desc limit 1
    ),
    'pending_confirmations', (select count(*) from auth.users where email_confirmed_at is null),
    'read_at', clock_timestamp()
  );
end;
$$;

revoke all on function public.admin_dashboard() from public, anon, authenticated;
grant execute on function public.admin_dashboard() to authenticated;

-- ---------------------------------------------------------------------------------------
-- Mail: players waiting for their confirmation, and (on the local backend) the messages the
-- auth service sent. Hosted Supabase keeps its mail log in its own dashboard: there the list
-- of messages is empty and the screen says so.
-- ---------------------------------------------------------------------------------------

create or replace function public.admin_mail_log(p_limit integer default 100)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_messages jsonb := null;
begin
  perform public.require_admin();
  if to_regclass('local.mail') is not null then
    execute
      'select coalesce(jsonb_agg(m order by m.created_at desc), ''[]''::jsonb) from (
         select mail.id, mail.user_id, mail.to_email, mail.kind, mail.subject, mail.created_at,
                (u.email_confirmed_at is not null) as confirmed
           from local.mail mail left join auth.users u on u.id = mail.user_id
          order by mail.created_at desc limit $1) m'
      into v_messages
      using least(greatest(coalesce(p_limit, 100), 1), 500);
  end if;
  return jsonb_build_object(
    'messages', v_messages,
    'unconfirmed', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at) order by u.created_at desc)
        from auth.users u where u.email_confirmed_at is null and u.email is not null
    ), '[]'::jsonb)
  );
end;
$$;

revoke all on function public.admin_mail_log(integer) from public, anon, authenticated;
grant execute on function public.admin_mail_log(integer) to authenticated;

-- The recipient of a resend is always a player waiting for confirmation, picked by id: the
-- function answers with their address (for the auth service's resend) and logs it.
create or replace function public.admin_confirmation_recipient(p_user_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform public.require_admin();
  select u.email into v_email from auth.users u where u.id = p_user_id and u.email_confirmed_at is null;
  if v_email is null then
    raise exception 'This player has no confirmation waiting' using errcode = 'P0002';
  end if;
  perform public.write_audit('resend_confirmation', 'player', p_user_id::text, v_email, '{}'::jsonb, null);
  return v_email;
end;
$$;

revoke all on function public.admin_confirmation_recipient(uuid) from public, anon, authenticated;
grant execute on function public.admin_confirmation_recipient(uuid) to authenticated;

-- Audit entries keep their generated ids, but a database owner restoring a dump may give them.
alter table public.audit_log alter column id set generated by default;
