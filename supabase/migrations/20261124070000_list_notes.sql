-- A free-text note per list (issue 16), kept in the player's cloud with the list. The device
-- already keeps it (Dexie lists.note); this column carries it to the player's other devices.
-- save_army_list takes it as one more, optional, argument: a new argument list is a new
-- function in Postgres, so the previous signature is dropped first (PostgREST would otherwise
-- have two candidates for a call naming only the old arguments). The body is the one of
-- 20261124060001_list_id_taken.sql, storing p_note too; an unchanged note is part of "nothing
-- changed" (no new version).

alter table public.army_lists add column note text;
alter table public.army_lists add constraint army_lists_note_length
  check (note is null or char_length(note) between 1 and 2000);

drop function public.save_army_list(uuid, text, text, jsonb, integer, text);

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
      if v_existing.deleted_at is null
         and v_existing.name = v_name
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
               note = v_note,
               deleted_at = null
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

revoke all on function public.save_army_list(uuid, text, text, jsonb, integer, text, text) from public, anon, authenticated;
grant execute on function public.save_army_list(uuid, text, text, jsonb, integer, text, text) to authenticated;
