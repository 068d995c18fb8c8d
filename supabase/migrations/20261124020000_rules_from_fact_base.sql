-- Rules reference and glossary rewritten from the game fact base (shared/data/game).
--
-- sources: the fact-base source keys a rules section was written from (for example
-- ["AK", "AK-1.6"]), shown under the section. A JSON array of strings; older clients ignore it.
-- Content is read-only for players: the table's existing RLS policies and grants cover the
-- new column.
alter table public.rules_sections add column if not exists sources jsonb not null default '[]'::jsonb;

alter table public.rules_sections drop constraint if exists rules_sections_sources_is_array;
alter table public.rules_sections add constraint rules_sections_sources_is_array
  check (jsonb_typeof(sources) = 'array');

-- The earlier chapters held generic, invented rules text (and the rules before errata 1.5); the
-- new reference uses other ids, so the old chapters go (their sections follow by cascade), and
-- sections that were moved between chapters go too.
delete from public.rules_chapters
 where id in ('core-concepts', 'activations-and-turns', 'movement', 'line-of-sight', 'combat-and-dice', 'keywords-glossary');

delete from public.rules_sections
 where id in (
   'states-overview', 'states-vulnerable-disarmed', 'states-frightened', 'states-slowed', 'states-heal-recover',
   'terrain-setting-up', 'terrain-block-los-cover', 'terrain-rugged', 'terrain-trap', 'terrain-preferred-terrain'
 );

-- Glossary terms that no unit carries and no source describes (their texts were invented).
delete from public.special_rules
 where name in (
   'Corrupted', 'Support', 'Gunner', 'Formation', 'Shield Wall', 'Undead', 'Engineer', 'Archer', 'Beast',
   'Sniper', 'Devastating Charge', 'Command Attack', 'Transformation', 'Defensive', 'Mindless', 'Woodsman',
   'Stealth', 'Block LoS'
 );
