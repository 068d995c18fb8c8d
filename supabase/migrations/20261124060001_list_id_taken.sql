-- A list id another account already owns (issue 13 item 5).
--
-- save_army_list runs as the caller, so RLS hides another account's row: the select finds
-- nothing and the insert met army_lists_pkey, which the client took as a refusal for good
-- ("duplicate key value violates unique constraint army_lists_pkey") and the player's list
-- never reached their cloud. Now the RPC answers {status: 'taken'} and writes nothing; the
-- device keeps the player's list under a new id (a copy of their own) and pushes that.
-- The function is otherwise the one of 20261124030000_list_data_version.sql; a unique
-- violation on the player's own row (another push of the same list got there first) is
-- retried through the update path instead.

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

  <<attempt>>
  loop
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
      begin
        insert into public.army_lists (id, name, faction, units, data_version)
        values (p_id, v_name, coalesce(p_faction, 'unknown'), coalesce(p_units, '[]'::jsonb), p_data_version)
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

revoke all on function public.save_army_list(uuid, text, text, jsonb, integer, text) from public, anon, authenticated;
grant execute on function public.save_army_list(uuid, text, text, jsonb, integer, text) to authenticated;
