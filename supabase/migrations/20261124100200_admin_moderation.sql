-- Moderation (issue 17, item 6): an admin retires any community post with a reason. The post
-- becomes a tombstone like a post its owner retires (shared_lists.retired_at / retired_reason
-- of 20261124090000, whose trigger clears the content and tells every device); its owner
-- reads the reason on their own post; the audit log records who, when and why.

create or replace function public.admin_retire_post(p_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_name text;
  v_owner text;
begin
  perform public.require_admin();
  if v_reason is null then
    raise exception 'A reason is required' using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason is longer than 500 characters' using errcode = '22023';
  end if;
  update public.shared_lists
     set is_active = false, retired_reason = v_reason
   where id = p_id and is_active
  returning name, wab_id into v_name, v_owner;
  if not found then
    raise exception 'No such active post' using errcode = 'P0002';
  end if;
  perform public.write_audit('retire_post', 'post', p_id::text, v_name,
    jsonb_build_object('owner_wab_id', v_owner), v_reason);
end;
$$;

revoke all on function public.admin_retire_post(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_retire_post(uuid, text) to authenticated;
