-- A restored copy's name fits the 80-character list name limit of 20261124090000.
--
-- restore_list_copy (20261124110000) still cut the source name to 100 characters minus the
-- " (restored)" suffix, so restoring an edit to a list named with more than 69 characters
-- broke the name check and the copy that keeps the edit was refused. Same body, 80 instead.
create or replace function public.restore_list_copy(
  p_source public.army_lists,
  p_key text,
  p_name text,
  p_faction text,
  p_units jsonb,
  p_data_version text,
  p_note text,
  p_budget integer default null
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

revoke all on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text, integer) from public, anon, authenticated;
grant execute on function public.restore_list_copy(public.army_lists, text, text, text, jsonb, text, text, integer) to authenticated;
