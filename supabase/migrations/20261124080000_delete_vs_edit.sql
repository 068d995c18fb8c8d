-- Delete against edit: one rule in both orders (issue 13 item 8).
--
-- A list deleted on one device and edited on another, both offline, used to end differently
-- by who synced first: the edit came back as a conflict copy when the delete arrived first,
-- and was lost when the edit arrived first (a plain DELETE tombstoned the edited row).
--
-- The rule now, decided here on the server so that every device sees the same outcome:
--   An edit the deleting device had not seen is never lost. The list's id stays deleted (its
--   tombstone reaches every device) and the edit lives on as a new list "<name> (restored)".
--
-- - delete_army_list(p_id, p_base_version): the delete says which version it was based on.
--   When the row has moved on since (another device's edit was saved), the row's current
--   content is kept as the restored copy and the id is tombstoned; otherwise the id is just
--   tombstoned. A delete of a row already deleted, or not there, is 'deleted' (idempotent).
-- - save_army_list on a tombstoned id (the edit arrives after the delete): the edit is saved
--   as the restored copy and the tombstone stays. An edit whose content is the one the row
--   had when it was deleted was seen by the delete: 'deleted', nothing written.
--
-- The copy's id is derived from the list id and the content's version, so a retry after a
-- lost response finds the same copy instead of making a second one. The answer carries the
-- copy ('copy') so the device that pushed can show it at once; other devices pull it.
-- The body of save_army_list is the one of 20261124070000_list_notes.sql otherwise.

-- The restored copy of a list: its own id, the content given, a name that says what happened.
create or replace function public.restore_list_copy(
  p_source public.army_lists,
  p_key text,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_data_version text,
  p_note text
)
returns public.army_lists
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := md5(p_source.id::text || ':restored:' || p_key)::uuid;
  v_suffix text := ' (restored)';
  v_row public.army_lists;
begin
  select * into v_row from public.army_lists where id = v_id;
  if found then
    return v_row;
  end if;
  insert into public.army_lists (id, name, faction, units, data_version, note)
  values (
    v_id,
    rtrim(left(p_name, 100 - char_length(v_suffix))) || v_suffix,
    p_faction,
    p_units,
    p_data_version,
    p_note
  )
  returning * into v_row;
  return v_row;
end;
$$;

revoke all on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text) to authenticated;

create or replace function public.delete_army_list(
  p_id uuid,
  p_base_version integer default null
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
      v_existing.note
    );
  end if;

  update public.army_lists set deleted_at = clock_timestamp() where id = p_id;

  return jsonb_build_object(
    'status', case when v_copy.id is null then 'deleted' else 'restored' end,
    'copy', case when v_copy.id is null then null else to_jsonb(v_copy) end
  );
end;
$$;

revoke all on function public.delete_army_list(uuid, integer) from public, anon, authenticated;
grant execute on function public.delete_army_list(uuid, integer) to authenticated;

create or replace function public.save_army_list(
  p_id uuid,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_base_version integer default null,
  p_data_version text default null,
  p_note text default null
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
           and v_existing.note is not distinct from v_note then
          return jsonb_build_object('status', 'deleted', 'list', to_jsonb(v_existing), 'copy', null, 'replaced_ids', '[]'::jsonb);
        end if;
        v_copy := public.restore_list_copy(
          v_existing,
          md5(v_name || ':' || coalesce(p_faction, 'unknown') || ':' || coalesce(p_units, '[]'::jsonb)::text || ':' || coalesce(p_data_version, '') || ':' || coalesce(v_note, '')),
          v_name,
          coalesce(p_faction, 'unknown'),
          coalesce(p_units, '[]'::jsonb),
          p_data_version,
          v_note
        );
        return jsonb_build_object('status', 'restored', 'list', to_jsonb(v_existing), 'copy', to_jsonb(v_copy), 'replaced_ids', '[]'::jsonb);
      elsif v_existing.name = v_name
         and v_existing.faction = coalesce(p_faction, 'unknown')
         and v_existing.units = coalesce(p_units, '[]'::jsonb)
         and v_existing.data_version is not distinct from p_data_version
         and v_existing.note is not distinct from v_note then
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
               note = v_note
         where id = p_id
        returning * into v_row;
      end if;
    else
      begin
        insert into public.army_lists (id, name, faction, units, data_version, note)
        values (p_id, v_name, coalesce(p_faction, 'unknown'), coalesce(p_units, '[]'::jsonb), p_data_version, v_note)
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
