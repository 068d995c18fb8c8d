-- Missions and feats from the game fact base (shared/data/game/scenarios.json).
--
-- details: the structured entry the app reads (names in en/es/fr, official or community with
-- the creator, rounds, turns per round, material, set-up, special rules and the scoring lines
-- {when, points, currency, condition} with their texts). The app validates it before use and
-- falls back to its bundled copy by id when it is missing or malformed, so older rows and
-- clients keep working. Content is read-only for players: the table's existing RLS policies
-- and grants cover the new column.
alter table public.missions add column if not exists details jsonb;

alter table public.missions drop constraint if exists missions_details_is_object;
alter table public.missions add constraint missions_details_is_object
  check (details is null or jsonb_typeof(details) = 'object');

-- The earlier seed carried seven invented feats that no source knows; they are not game content.
delete from public.missions
 where id in ('first-blood', 'hold-the-line', 'slay-the-warlord', 'behind-enemy-lines', 'against-the-odds', 'spell-breaker', 'untouched');
