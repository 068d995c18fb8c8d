-- The two multi-row writes as RPC functions, each one atomic (a function call is one
-- transaction) and idempotent. Both are SECURITY INVOKER: the row-level security policies
-- of army_lists and shared_lists apply inside them exactly as they do to plain requests.

-- ---------------------------------------------------------------------------------------
-- save_army_list: cloud save
-- ---------------------------------------------------------------------------------------
--
-- Saves the list p_id (a client-made UUID) for the caller and replaces the caller's other
-- live lists of the same name (they become tombstones).
--
-- p_base_version: the server version the client's edit started from, or null to save
-- unconditionally. If the server row has moved on since, nothing is written and the server
-- row is returned, so the client can keep its edit as a conflict copy (sync rule 3).
--
-- Returns jsonb:
--   { "status": "saved",    "list": <army_lists row>, "replaced_ids": [<uuid>, ...] }
--   { "status": "conflict", "list": <current server row>, "replaced_ids": [] }
--
-- Idempotent: retrying a save that already went through (same id, name, faction and units)
-- returns "saved" with the stored row and changes nothing, even with the old base version.
-- An id that belongs to another player is invisible to the caller, so the insert fails
-- with a unique violation (HTTP 409) and the other player's row is untouched.
create or replace function public.save_army_list(
  p_id uuid,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_base_version integer default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_existing public.army_lists;
  v_row public.army_lists;
  v_replaced uuid[];
begin
  if v_uid is null then
    raise exception 'You must be logged in to use cloud save' using errcode = '42501';
  end if;
  if p_id is null then
    raise exception 'p_id is required' using errcode = '22023';
  end if;

  select * into v_existing from public.army_lists where id = p_id for update;

  if found then
    if v_existing.deleted_at is null
       and v_existing.name = v_name
       and v_existing.faction = coalesce(p_faction, 'unknown')
       and v_existing.units = coalesce(p_units, '[]'::jsonb) then
      v_row := v_existing;
    elsif p_base_version is not null and v_existing.version <> p_base_version then
      return jsonb_build_object(
        'status', 'conflict',
        'list', to_jsonb(v_existing),
        'replaced_ids', '[]'::jsonb
      );
    else
      update public.army_lists
         set name = v_name,
             faction = coalesce(p_faction, 'unknown'),
             units = coalesce(p_units, '[]'::jsonb),
             deleted_at = null
       where id = p_id
      returning * into v_row;
    end if;
  else
    insert into public.army_lists (id, name, faction, units)
    values (p_id, v_name, coalesce(p_faction, 'unknown'), coalesce(p_units, '[]'::jsonb))
    returning * into v_row;
  end if;

  with replaced as (
    update public.army_lists
       set deleted_at = clock_timestamp()
     where user_id = v_uid
       and name = v_name
       and id <> p_id
       and deleted_at is null
    returning id
  )
  select coalesce(array_agg(id), '{}') into v_replaced from replaced;

  return jsonb_build_object(
    'status', 'saved',
    'list', to_jsonb(v_row),
    'replaced_ids', to_jsonb(v_replaced)
  );
end;
$$;

revoke all on function public.save_army_list(uuid, text, text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.save_army_list(uuid, text, text, jsonb, integer) to authenticated;

-- ---------------------------------------------------------------------------------------
-- post_shared_list: post to the community, or update the caller's active post of that name
-- ---------------------------------------------------------------------------------------
--
-- One statement (insert ... on conflict on the partial unique index), so a double tap or a
-- retry leaves exactly one active post. The tournament name is kept only for tournament
-- lists; an empty description is stored as null. p_id is an optional client-made UUID used
-- when a new post is created.
--
-- Returns jsonb:
--   { "status": "created" | "updated", "list": <shared_lists row> }
create or replace function public.post_shared_list(
  p_name text,
  p_faction text,
  p_units jsonb,
  p_description text default null,
  p_image_url text default null,
  p_is_tournament_list boolean default false,
  p_tournament_name text default null,
  p_id uuid default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_list jsonb;
  v_created boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Please log in to share your army list.' using errcode = '42501';
  end if;

  insert into public.shared_lists as s (
    id, name, faction, description, image_url, units, is_tournament_list, tournament_name, is_active
  )
  values (
    coalesce(p_id, gen_random_uuid()),
    btrim(coalesce(p_name, '')),
    coalesce(p_faction, 'unknown'),
    p_description,
    nullif(btrim(coalesce(p_image_url, '')), ''),
    coalesce(p_units, '[]'::jsonb),
    coalesce(p_is_tournament_list, false),
    case when coalesce(p_is_tournament_list, false) then nullif(btrim(coalesce(p_tournament_name, '')), '') end,
    true
  )
  on conflict (user_id, name) where is_active do update
     set faction = excluded.faction,
         description = excluded.description,
         image_url = excluded.image_url,
         units = excluded.units,
         is_tournament_list = excluded.is_tournament_list,
         tournament_name = excluded.tournament_name
  returning to_jsonb(s), (s.xmax = 0) into v_list, v_created;

  return jsonb_build_object(
    'status', case when v_created then 'created' else 'updated' end,
    'list', v_list
  );
end;
$$;

revoke all on function public.post_shared_list(text, text, jsonb, text, text, boolean, text, uuid) from public, anon, authenticated;
grant execute on function public.post_shared_list(text, text, jsonb, text, text, boolean, text, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------
-- Defence in depth on top of RLS
-- ---------------------------------------------------------------------------------------

-- TRUNCATE ignores row-level security; no API role needs it.
revoke truncate on all tables in schema public from anon, authenticated;
-- Guests never write.
revoke insert, update, delete on all tables in schema public from anon;
-- Operations tables are written by the server only.
revoke insert, update, delete on public.builds, public.deployments, public.notifications from authenticated;
