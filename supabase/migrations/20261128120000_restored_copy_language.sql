-- A restored copy is named in the player's language (the copy a list deleted on one device and
-- edited on another comes back as, 20261124080000_delete_vs_edit.sql): "<name> (restored)",
-- "<name> (restaurada)" or "<name> (restaurée)". It used to be English on every device.
--
-- save_army_list and delete_army_list take p_language (the language of the device that pushes
-- the change, sync/pushLists.ts) as one more optional argument and hand it to
-- restore_list_copy, which picks the suffix from a fixed set: the client only chooses among
-- them. A new argument list is a new function in Postgres, so the previous signatures are
-- dropped first; a client that sends no language gets English, as before. The bodies are those
-- of 20261124110000_list_budget.sql (save, delete) and 20261124130000 (restore) with the
-- language passed on; nothing else changes. The copy's id does not depend on the language, so
-- a retried push in another language still finds the same copy.

drop function public.save_army_list(uuid, text, text, jsonb, integer, text, text, integer);
drop function public.delete_army_list(uuid, integer);
drop function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text, integer);

create or replace function public.restore_list_copy(
  p_source public.army_lists,
  p_key text,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_data_version text,
  p_note text,
  p_budget integer default null,
  p_language text default null
)
returns public.army_lists
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := md5(p_source.id::text || ':restored:' || p_key)::uuid;
  -- The words that say what happened, in the language of the device that sent the change
  -- (save_army_list / delete_army_list's p_language); English for any other value.
  v_suffix text := case p_language when 'es' then ' (restaurada)' when 'fr' then ' (restaurée)' else ' (restored)' end;
  v_row public.army_lists;
begin
  select * into v_row from public.army_lists where id = v_id;
  if found then
    return v_row;
  end if;
  insert into public.army_lists (id, name, faction, units, data_version, note, budget)
  values (
    v_id,
    rtrim(left(btrim(p_name), 80 - char_length(v_suffix))) || v_suffix,
    p_faction,
    p_units,
    p_data_version,
    p_note,
    p_budget
  )
  returning * into v_row;
  return v_row;
end;
$$;

revoke all on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text, integer, text) to authenticated;

create or replace function public.delete_army_list(
  p_id uuid,
  p_base_version integer default null,
  p_language text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_existing public.army_lists;
  v_copy public.army_lists;
begin
  if (select auth.uid()) is null then
    raise exception 'You must be logged in to use cloud save' using errcode = '42501';
  end if;
  if p_id is null then
    raise exception 'p_id is required' using errcode = '22023';
  end if;

  select * into v_existing from public.army_lists where id = p_id for update;
  if not found or v_existing.deleted_at is not null then
    return jsonb_build_object('status', 'deleted', 'copy', null);
  end if;

  if p_base_version is not null and v_existing.version <> p_base_version then
    -- Edited on another device since this one saw it: that edit is kept as the restored copy.
    v_copy := public.restore_list_copy(
      v_existing,
      'v' || v_existing.version::text,
      v_existing.name,
      v_existing.faction,
      v_existing.units,
      v_existing.data_version,
      v_existing.note,
      v_existing.budget,
      p_language
    );
  end if;

  update public.army_lists set deleted_at = clock_timestamp() where id = p_id;

  return jsonb_build_object(
    'status', case when v_copy.id is null then 'deleted' else 'restored' end,
    'copy', case when v_copy.id is null then null else to_jsonb(v_copy) end
  );
end;
$$;

revoke all on function public.delete_army_list(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.delete_army_list(uuid, integer, text) to authenticated;

create or replace function public.save_army_list(
  p_id uuid,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_base_version integer default null,
  p_data_version text default null,
  p_note text default null,
  p_budget integer default null,
  p_language text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  -- A blank note is no note; any other note is kept exactly as the player wrote it.
  v_note text := case when btrim(coalesce(p_note, '')) = '' then null else p_note end;
  -- A budget outside 1..100000 is read as no budget; a client from before issue 14 sends none.
  v_budget integer := case when p_budget between 1 and 100000 then p_budget else null end;
  v_existing public.army_lists;
  v_row public.army_lists;
  v_copy public.army_lists;
  v_replaced uuid[];
begin
  if v_uid is null then
    raise exception 'You must be logged in to use cloud save' using errcode = '42501';
  end if;
  if p_id is null then
    raise exception 'p_id is required' using errcode = '22023';
  end if;

  <<attempt>>
  loop
    select * into v_existing from public.army_lists where id = p_id for update;

    if found then
      if v_existing.deleted_at is not null then
        -- Deleted on another device (issue 13 item 8). The content the row had when it was
        -- deleted was seen by that delete; anything else is an edit it never saw: kept.
        if v_existing.name = v_name
           and v_existing.faction = coalesce(p_faction, 'unknown')
           and v_existing.units = coalesce(p_units, '[]'::jsonb)
           and v_existing.data_version is not distinct from p_data_version
           and v_existing.note is not distinct from v_note
           and v_existing.budget is not distinct from v_budget then
          return jsonb_build_object('status', 'deleted', 'list', to_jsonb(v_existing), 'copy', null, 'replaced_ids', '[]'::jsonb);
        end if;
        v_copy := public.restore_list_copy(
          v_existing,
          md5(v_name || ':' || coalesce(p_faction, 'unknown') || ':' || coalesce(p_units, '[]'::jsonb)::text || ':' || coalesce(p_data_version, '') || ':' || coalesce(v_note, '') || ':' || coalesce(v_budget::text, '')),
          v_name,
          coalesce(p_faction, 'unknown'),
          coalesce(p_units, '[]'::jsonb),
          p_data_version,
          v_note,
          v_budget,
          p_language
        );
        return jsonb_build_object('status', 'restored', 'list', to_jsonb(v_existing), 'copy', to_jsonb(v_copy), 'replaced_ids', '[]'::jsonb);
      elsif v_existing.name = v_name
         and v_existing.faction = coalesce(p_faction, 'unknown')
         and v_existing.units = coalesce(p_units, '[]'::jsonb)
         and v_existing.data_version is not distinct from p_data_version
         and v_existing.note is not distinct from v_note
         and v_existing.budget is not distinct from v_budget then
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
               note = v_note,
               budget = v_budget
         where id = p_id
        returning * into v_row;
      end if;
    else
      begin
        insert into public.army_lists (id, name, faction, units, data_version, note, budget)
        values (p_id, v_name, coalesce(p_faction, 'unknown'), coalesce(p_units, '[]'::jsonb), p_data_version, v_note, v_budget)
        returning * into v_row;
      exception when unique_violation then
        -- The player's own row, inserted meanwhile by another push (two tabs): go again, and
        -- the update path settles it.
        if exists (select 1 from public.army_lists where id = p_id) then
          continue attempt;
        end if;
        -- A row the player cannot see: the id is another account's. Nothing is written; the
        -- device saves its list under a new id (sync/pushLists.ts).
        return jsonb_build_object('status', 'taken', 'list', null, 'replaced_ids', '[]'::jsonb);
      end;
    end if;
    exit attempt;
  end loop attempt;

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

revoke all on function public.save_army_list(uuid, text, text, jsonb, integer, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.save_army_list(uuid, text, text, jsonb, integer, text, text, integer, text) to authenticated;
