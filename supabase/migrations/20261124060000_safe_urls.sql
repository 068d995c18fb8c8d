-- URLs that stay where they should (issue 13 item 3).
--
-- A community picture, a unit image or a deploy link is an absolute https: URL or a path
-- on the app that no browser can read as another host. The earlier checks let
-- '/\evil.example/x.png' through as a "local path"; browsers treat the backslash as a slash
-- and fetch it from evil.example. public.is_safe_url is the one rule, the same as the
-- client's (src/domain/urls.ts):
--   - no whitespace, control character or backslash anywhere, no encoded backslash (%5C);
--   - https://host[:port] then a path, query or fragment, host made of letters, digits,
--     dots and hyphens (so no credentials: 'https://good@evil' is refused);
--   - or '/' followed by anything but another '/' or an encoded one ('%2F').
--
-- News keeps SPEC.md's link schemes (http, https, ftp, mailto, tel, callto, cid, xmpp);
-- its scheme-less links must stay on the app (public.news_links_safe).

create or replace function public.is_safe_url(p_url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_url is not null
    and char_length(p_url) between 1 and 2048
    and p_url !~ '[[:space:][:cntrl:]\\]'
    and p_url !~* '%5c'
    and (
      p_url ~* '^https://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?([/?#].*)?$'
      or (p_url ~ '^/[^/]' and p_url !~* '^/%2f')
    )
$$;

-- Every href in a news item's HTML: a listed scheme, or a link that stays on the app. The
-- entities a browser decodes in an attribute (backslash, slash, tab, newline) are decoded
-- first, so '/&#92;evil' is judged as '/\evil'.
create or replace function public.news_links_safe(p_html text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_match text[];
  v_href text;
begin
  if p_html is null then
    return true;
  end if;
  for v_match in
    select regexp_matches(p_html, 'href\s*=\s*(?:"([^"]*)"|''([^'']*)''|([^\s>"'']+))', 'gi')
  loop
    v_href := coalesce(v_match[1], v_match[2], v_match[3], '');
    v_href := regexp_replace(v_href, '&#0*92;?|&#x0*5c;?|&bsol;', '\', 'gi');
    v_href := regexp_replace(v_href, '&#0*47;?|&#x0*2f;?|&sol;', '/', 'gi');
    v_href := regexp_replace(v_href, '&#0*(9|10|13);?|&#x0*(9|a|d);?|&tab;|&newline;|[[:cntrl:]]', '', 'gi');
    v_href := btrim(v_href);
    continue when v_href = '';
    continue when v_href ~* '^(https?|ftp|mailto|tel|callto|cid|xmpp):';
    if v_href ~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'
       or v_href ~ '\\'
       or v_href ~* '%5c'
       or v_href ~* '^/(/|%2f)' then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- Existing values that break the rule are dropped (a card falls back to its generated
-- picture, a banner to no link) before the checks are made strict.
update public.shared_lists set image_url = null where image_url is not null and not public.is_safe_url(image_url);
update public.units set image_url = null where image_url is not null and image_url <> '' and not public.is_safe_url(image_url);
update public.builds set deploy_url = null where deploy_url is not null and not public.is_safe_url(deploy_url);
update public.deployments set deploy_url = null where deploy_url is not null and not public.is_safe_url(deploy_url);
update public.notifications set content = content - 'deploy_url'
 where content ? 'deploy_url'
   and (jsonb_typeof(content -> 'deploy_url') <> 'string' or not public.is_safe_url(content ->> 'deploy_url'));

alter table public.shared_lists drop constraint shared_lists_image_url_https;
alter table public.shared_lists add constraint shared_lists_image_url_safe
  check (image_url is null or public.is_safe_url(image_url));

alter table public.units drop constraint units_image_url_https;
alter table public.units add constraint units_image_url_safe
  check (image_url is null or image_url = '' or public.is_safe_url(image_url));

alter table public.builds add constraint builds_deploy_url_safe
  check (deploy_url is null or public.is_safe_url(deploy_url));
alter table public.deployments add constraint deployments_deploy_url_safe
  check (deploy_url is null or public.is_safe_url(deploy_url));
alter table public.notifications add constraint notifications_deploy_url_safe
  check (not content ? 'deploy_url' or content -> 'deploy_url' = 'null'::jsonb or public.is_safe_url(content ->> 'deploy_url'));

-- News written before this check is left as it is (the app sanitises it as it is pulled and
-- again when shown); every insert and edit from now on is checked.
alter table public.news_items add constraint news_items_links_safe
  check (public.news_links_safe(content_en) and public.news_links_safe(content_es) and public.news_links_safe(content_fr))
  not valid;

-- Both functions are pure checks of their argument (SECURITY INVOKER, immutable): anyone
-- whose insert or update a check runs on may execute them, as Postgres requires.
