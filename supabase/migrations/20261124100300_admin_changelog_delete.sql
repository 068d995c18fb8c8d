-- Changelog entries (issue 17 item 3) can be taken back: an admin deletes an entry (a typo, a
-- release that did not ship); the home page then reads the remaining entries, or the shipped
-- /CHANGELOG.md when none is left. Audited like every admin change.

create or replace function public.admin_delete_changelog_entry(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_release text;
begin
  perform public.require_admin();
  update public.changelog_entries set deleted_at = clock_timestamp()
   where id = p_id and deleted_at is null
  returning release into v_release;
  if not found then
    raise exception 'No such changelog entry' using errcode = 'P0002';
  end if;
  perform public.write_audit('delete_changelog', 'changelog', p_id::text, v_release, '{}'::jsonb, null);
end;
$$;

revoke all on function public.admin_delete_changelog_entry(uuid) from public, anon, authenticated;
grant execute on function public.admin_delete_changelog_entry(uuid) to authenticated;
