-- Play-mode games on the account (issue 11 "Across devices"): a signed-in player's games in
-- progress and finished reach their other devices. The event log is the game (the client
-- replays it to the state), so the server keeps the log and a few columns the history shows.
--
-- Readable and writable only by their owner. Pushes are idempotent (client-made id) and go
-- through rpc save_game, which never lets a shorter log replace a longer one: a log only grows
-- (an undo is itself an event), so a retried or late push of an older copy changes nothing.
-- Deletes become tombstones so other devices learn of them.

create table public.games (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  events jsonb not null,
  event_count integer not null,
  finished boolean not null default false,
  mission text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  constraint games_events_array check (jsonb_typeof(events) = 'array'),
  -- rpc save_game sets it from the log it stores; the history and the longest-log rule read it.
  constraint games_event_count check (event_count between 0 and 20000),
  constraint games_events_size check (octet_length(events::text) <= 2097152),
  constraint games_mission_length check (mission is null or char_length(mission) <= 64)
);

create index games_user_updated_idx on public.games (user_id, updated_at);

-- The owner comes from the caller on insert and is frozen on update.
create or replace function public.assign_game_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    return new;
  end if;
  if public.is_server_role() and new.user_id is not null then
    return new;
  end if;
  if (select auth.uid()) is null then
    raise exception 'You must be signed in to save games' using errcode = '42501';
  end if;
  new.user_id := (select auth.uid());
  return new;
end;
$$;

revoke all on function public.assign_game_owner() from public, anon, authenticated;

create trigger games_assign_owner
  before insert or update on public.games
  for each row execute function public.assign_game_owner();

create trigger games_touch_row
  before insert or update on public.games
  for each row execute function public.touch_row();

create trigger games_tombstone
  before delete on public.games
  for each row execute function public.tombstone_instead_of_delete();

alter table public.games enable row level security;

create policy "Players can read their own games"
  on public.games for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can create their own games"
  on public.games for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own games"
  on public.games for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own games"
  on public.games for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, update, delete on public.games to authenticated;

-- Save a game's log. Returns the stored row. A push whose log is not longer than the stored one
-- leaves the row as it is (idempotent retries, late copies); a tombstoned game stays deleted.
-- Runs as the caller (security invoker), so the RLS policies above decide: another player's
-- game id is invisible here and its insert is refused by the primary key, never overwritten.
create or replace function public.save_game(p_id uuid, p_events jsonb, p_finished boolean default false, p_mission text default null)
returns public.games
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.games;
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'You must be signed in to save games' using errcode = '42501';
  end if;
  if p_events is null or jsonb_typeof(p_events) <> 'array' or jsonb_array_length(p_events) = 0 then
    raise exception 'A game needs its events' using errcode = '22023';
  end if;
  v_count := jsonb_array_length(p_events);
  select * into v_row from public.games g where g.id = p_id for update;
  if not found then
    insert into public.games (id, user_id, events, event_count, finished, mission)
    values (p_id, (select auth.uid()), p_events, v_count, coalesce(p_finished, false), p_mission)
    returning * into v_row;
    return v_row;
  end if;
  if v_row.deleted_at is not null or v_count <= v_row.event_count then
    return v_row;
  end if;
  update public.games g
     set events = p_events, event_count = v_count, finished = coalesce(p_finished, false), mission = p_mission
   where g.id = p_id
  returning * into v_row;
  return v_row;
end;
$$;

revoke all on function public.save_game(uuid, jsonb, boolean, text) from public, anon;
grant execute on function public.save_game(uuid, jsonb, boolean, text) to authenticated;
