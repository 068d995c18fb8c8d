-- Content the app only reads (catalogue, rules, FAQ, missions, news) and the operations
-- tables behind the admin banner (builds, deployments, notifications).
--
-- Content: readable by everyone, writable only by administrators (profiles.wab_admin).
-- Operations: readable by administrators, written by the server (service role) only.
-- Every table has updated_at (indexed) and version for incremental pulls.

-- ---------------------------------------------------------------------------------------
-- Catalogue
-- ---------------------------------------------------------------------------------------

create table public.factions (
  id text primary key,
  name text not null,
  name_es text,
  name_fr text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.units (
  id text primary key,
  name text not null,
  name_es text,
  name_fr text,
  faction text,
  faction_id text not null,
  type text not null default 'Troop',
  points_cost integer not null default 0,
  availability integer not null default 1,
  command integer not null default 0,
  characteristics jsonb not null default '[]'::jsonb,
  keywords jsonb not null default '[]'::jsonb,
  special_rules jsonb not null default '[]'::jsonb,
  high_command boolean not null default false,
  tournament_legal boolean not null default true,
  companion text,
  slug text,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint units_type_known check (type in ('Troop', 'Character', 'Named Character', 'Support Character', 'Companion')),
  constraint units_points_range check (points_cost between 0 and 60),
  constraint units_availability_range check (availability between 1 and 3),
  constraint units_command_range check (command between 0 and 3),
  constraint units_image_url_https check (
    image_url is null or image_url = '' or image_url ~ '^(https://[^\s]+|/[^/\s][^\s]*)$'
  )
);

create index units_faction_id_idx on public.units (faction_id);

-- Unit names in the three languages, keyed by the English unit name.
create table public.unit_translations (
  name text primary key,
  en text not null,
  es text,
  fr text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Descriptions of keywords, characteristics and special rules.
create table public.special_rules (
  name text primary key,
  name_es text,
  name_fr text,
  description text,
  description_es text,
  description_fr text,
  kind text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint special_rules_kind_known check (kind is null or kind in ('keyword', 'characteristic', 'rule'))
);

-- ---------------------------------------------------------------------------------------
-- Rules, FAQ, missions, news
-- ---------------------------------------------------------------------------------------

create table public.rules_chapters (
  id text primary key,
  title text not null,
  title_es text,
  title_fr text,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.rules_sections (
  id text primary key,
  chapter_id text not null references public.rules_chapters (id) on delete cascade,
  title text not null,
  content text not null default '',
  title_es text,
  title_fr text,
  content_es text,
  content_fr text,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create index rules_sections_chapter_idx on public.rules_sections (chapter_id, order_index);

create table public.faq_sections (
  id text primary key,
  section text not null,
  content text not null default '',
  section_es text,
  section_fr text,
  content_es text,
  content_fr text,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.missions (
  id text primary key,
  kind text not null default 'mission',
  source text not null default 'official',
  creator text,
  name text not null,
  name_es text,
  name_fr text,
  summary text not null default '',
  summary_es text,
  summary_fr text,
  body text not null default '',
  body_es text,
  body_fr text,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint missions_kind_known check (kind in ('mission', 'feat')),
  constraint missions_source_known check (source in ('official', 'community'))
);

create table public.news_items (
  id text primary key default gen_random_uuid()::text,
  date date not null default current_date,
  translation_key text,
  content_en text,
  content_es text,
  content_fr text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create index news_items_date_idx on public.news_items (date desc);

-- ---------------------------------------------------------------------------------------
-- Operations: builds, deployments, notifications
-- ---------------------------------------------------------------------------------------

create table public.builds (
  id uuid primary key default gen_random_uuid(),
  site_name text not null,
  branch text,
  deploy_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.deployments (
  id uuid primary key default gen_random_uuid(),
  state text not null,
  site_name text not null,
  deploy_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create index deployments_created_at_idx on public.deployments (created_at desc);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  content jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create index notifications_type_created_idx on public.notifications (type, created_at desc);

-- ---------------------------------------------------------------------------------------
-- Triggers, updated_at indexes and policies, table by table
-- ---------------------------------------------------------------------------------------

do $$
declare
  t record;
begin
  for t in
    select * from (values
      ('factions', 'factions'),
      ('units', 'units'),
      ('unit_translations', 'unit translations'),
      ('special_rules', 'special rules'),
      ('rules_chapters', 'rules chapters'),
      ('rules_sections', 'rules sections'),
      ('faq_sections', 'FAQ sections'),
      ('missions', 'missions'),
      ('news_items', 'news items')
    ) as v (tbl, label)
  loop
    execute format('create index %I on public.%I (updated_at)', t.tbl || '_updated_at_idx', t.tbl);
    execute format('create trigger %I before insert or update on public.%I for each row execute function public.touch_row()', t.tbl || '_touch_row', t.tbl);
    execute format('alter table public.%I enable row level security', t.tbl);
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)', 'Anyone can read ' || t.label, t.tbl);
    execute format('create policy %I on public.%I for insert to authenticated with check (public.is_admin())', 'Admins can add ' || t.label, t.tbl);
    execute format('create policy %I on public.%I for update to authenticated using (public.is_admin()) with check (public.is_admin())', 'Admins can change ' || t.label, t.tbl);
    execute format('create policy %I on public.%I for delete to authenticated using (public.is_admin())', 'Admins can remove ' || t.label, t.tbl);
  end loop;

  for t in
    select * from (values
      ('builds', 'builds'),
      ('deployments', 'deployments'),
      ('notifications', 'notifications')
    ) as v (tbl, label)
  loop
    execute format('create index %I on public.%I (updated_at)', t.tbl || '_updated_at_idx', t.tbl);
    execute format('create trigger %I before insert or update on public.%I for each row execute function public.touch_row()', t.tbl || '_touch_row', t.tbl);
    execute format('alter table public.%I enable row level security', t.tbl);
    -- Written by the server only (service role bypasses RLS): no insert, update or delete policy.
    execute format('create policy %I on public.%I for select to authenticated using (public.is_admin())', 'Admins can read ' || t.label, t.tbl);
  end loop;
end;
$$;
