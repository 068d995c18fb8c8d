-- The display name a player sets on /profile (issue 15 item 4) lives in profiles.username,
-- which players may already update on their own row (RLS "Players can update their own
-- profile"; guard_profile_changes leaves it free). The rule is src/domain/displayName.ts's:
-- no spaces around it, 2 to 40 characters, no control characters; null means none.
-- NOT VALID: rows written before keep what they hold; every new write is checked.
alter table public.profiles
  add constraint profiles_username_rule check (
    username is null
    or (
      username = btrim(username)
      and char_length(username) between 2 and 40
      and username !~ '[[:cntrl:]]'
    )
  ) not valid;
