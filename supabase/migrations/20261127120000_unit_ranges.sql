-- A unit in a list or post is checked against the spec's ranges, not only 0-1000.
--
-- units_valid (20261124090000) let a unit's points cost, command, quantity and availability
-- be any number from 0 to 1000, so a post could claim 1,000 of a unit at 1,000 points; the
-- app reads such a post as at most 3 at 60 (src/domain/repricing.ts), but the server kept it.
-- Same body, with the ranges of SPEC.md: points 0-60, command 0-3, quantity and
-- availability 0-3. The table checks call this function, so they follow; rows stored
-- before stay readable (the checks were added `not valid`) and can be replaced or deleted.
create or replace function public.units_valid(p_units jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_unit jsonb;
  v_key text;
  v_value jsonb;
  v_type text;
begin
  if p_units is null or jsonb_typeof(p_units) <> 'array' or jsonb_array_length(p_units) > 60
     or octet_length(p_units::text) > 65536 then
    return false;
  end if;
  for v_unit in select value from jsonb_array_elements(p_units) loop
    if jsonb_typeof(v_unit) <> 'object'
       or jsonb_typeof(v_unit -> 'id') is distinct from 'string'
       or jsonb_typeof(v_unit -> 'name') is distinct from 'string'
       or char_length(v_unit ->> 'id') not between 1 and 128
       or char_length(v_unit ->> 'name') not between 1 and 200
       or (select count(*) from jsonb_object_keys(v_unit)) > 40 then
      return false;
    end if;
    for v_key, v_value in select key, value from jsonb_each(v_unit) loop
      v_type := jsonb_typeof(v_value);
      if v_key !~ '^[A-Za-z][A-Za-z0-9_]{0,39}$' or lower(v_key) in ('constructor', 'prototype') then
        return false;
      end if;
      if v_key in ('pointsCost', 'quantity', 'availability', 'command') then
        -- The spec's ranges (src/domain/constants.ts): a unit costs 0-60 points and 0-3
        -- command, and a list holds at most 3 of it (its availability, at most 3).
        if v_type <> 'number' or (v_value #>> '{}')::numeric
             not between 0 and (case v_key when 'pointsCost' then 60 else 3 end) then
          return false;
        end if;
      elsif v_key in ('highCommand', 'tournamentLegal') then
        if v_type <> 'boolean' then
          return false;
        end if;
      elsif v_key in ('keywords', 'specialRules') then
        if v_type <> 'array' or jsonb_array_length(v_value) > 64
           or exists (select 1 from jsonb_array_elements(v_value) as t (tag) where not public.unit_tag_valid(t.tag)) then
          return false;
        end if;
      elsif v_type not in ('string', 'number', 'boolean', 'null') then
        return false;
      elsif v_type = 'string' and char_length(v_value #>> '{}') > 2048 then
        return false;
      end if;
    end loop;
  end loop;
  return true;
end;
$$;
