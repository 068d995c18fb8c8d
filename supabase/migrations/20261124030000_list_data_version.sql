-- Every cloud list and community post records the catalogue dataVersion it was priced with
-- (issue 10: lists priced with old data are never silently wrong). The units jsonb already
-- keeps each unit's pointsCost as it was priced; data_version names the catalogue that priced
-- them, so a device can tell a player which units changed since.
--
-- Null means "saved before versions were recorded": the per-unit prices in units still say
-- what the list was priced at.

alter table public.army_lists add column data_version text;
alter table public.army_lists add constraint army_lists_data_version_length
  check (data_version is null or char_length(data_version) between 1 and 128);

alter table public.shared_lists add column data_version text;
alter table public.shared_lists add constraint shared_lists_data_version_length
  check (data_version is null or char_length(data_version) between 1 and 128);

-- The two RPCs take the version as one more, optional, argument. A new argument list is a
-- new function in Postgres, so the old signatures are dropped first: PostgREST would
-- otherwise have two candidates for a call that names only the old arguments.
drop function public.save_army_list(uuid, text, text, jsonb, integer);
drop function public.post_shared_list(text, text, jsonb, text, text, boolean, text, uuid);

-- save_army_list: as in 20250601000400_list_rpcs.sql, and it stores p_data_version.
create or replace function public.save_army_list(
  p_id uuid,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_base_version integer default null,
  p_data_version text default null
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
       and v_existing.units = coalesce(p_units, '[]'::jsonb)
       and v_existing.data_version is not distinct from p_data_version then
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
             data_version = p_data_version,
             deleted_at = null
       where id = p_id
      returning * into v_row;
    end if;
  else
    insert into public.army_lists (id, name, faction, units, data_version)
    values (p_id, v_name, coalesce(p_faction, 'unknown'), coalesce(p_units, '[]'::jsonb), p_data_version)
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

revoke all on function public.save_army_list(uuid, text, text, jsonb, integer, text) from public, anon, authenticated;
grant execute on function public.save_army_list(uuid, text, text, jsonb, integer, text) to authenticated;

-- post_shared_list: as in 20250601000400_list_rpcs.sql, and it stores p_data_version.
create or replace function public.post_shared_list(
  p_name text,
  p_faction text,
  p_units jsonb,
  p_description text default null,
  p_image_url text default null,
  p_is_tournament_list boolean default false,
  p_tournament_name text default null,
  p_id uuid default null,
  p_data_version text default null
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
    id, name, faction, description, image_url, units, is_tournament_list, tournament_name, is_active, data_version
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
    true,
    p_data_version
  )
  on conflict (user_id, name) where is_active do update
     set faction = excluded.faction,
         description = excluded.description,
         image_url = excluded.image_url,
         units = excluded.units,
         data_version = excluded.data_version,
         is_tournament_list = excluded.is_tournament_list,
         tournament_name = excluded.tournament_name
  returning to_jsonb(s), (s.xmax = 0) into v_list, v_created;

  return jsonb_build_object(
    'status', case when v_created then 'created' else 'updated' end,
    'list', v_list
  );
end;
$$;

revoke all on function public.post_shared_list(text, text, jsonb, text, text, boolean, text, uuid, text) from public, anon, authenticated;
grant execute on function public.post_shared_list(text, text, jsonb, text, text, boolean, text, uuid, text) to authenticated;
