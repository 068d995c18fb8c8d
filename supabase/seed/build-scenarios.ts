/**
 * npm run scenarios: builds the app's mission and feat content from the fact base.
 *
 * Input: ../shared/data/game/scenarios.json relative to the repo root (or $WARCROW_GAME_DIR),
 * joined with our own en/es/fr prose in supabase/seed/scenarios/prose.ts.
 * Output (committed):
 *  - src/domain/data/scenarios.json: the bundle src/domain/scenarios.ts validates and serves
 *    (play mode's scoring, the Missions screen);
 *  - supabase/seed/content/missions.json: the Mission rows of the seed (Dexie, local backend),
 *    each carrying the same structured entry in `details`.
 *
 * The facts are copied by this script, never by hand: ids, kinds, official/community and
 * creators, rounds, turns, material, scoring values and conditions, and the source keys. The
 * script fails when the prose and the facts disagree in shape (a missing name or a scoring
 * line without text), so a change in scenarios.json cannot slip by silently.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_SETUP_NOTE, SCENARIO_PROSE, type Localised, type ScenarioProse } from './scenarios/prose';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

type Json = Record<string, unknown>;

function gameDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.WARCROW_GAME_DIR ? path.resolve(env.WARCROW_GAME_DIR) : path.resolve(repoRoot, '..', 'shared', 'data', 'game');
}

function fail(message: string): never {
  throw new Error(`build-scenarios: ${message}`);
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Largest count a "for each" line can reach, where the mission's own material fixes it
 * (`id:line index` -> count and the material it comes from). Lines not listed have no known cap.
 */
const STEPPER_CAPS: Readonly<Record<string, number>> = {
  'take-positions:0': 2, // 2 objective markers of each colour
  'tree-mother:0': 4, // 4 sÿena sprouts
  'tree-mother:2': 4,
  'battle-lines:2': 2, // neutral objectives B and C
  'ghosts-from-the-mist:3': 4, // 4 fog ghosts
  'rescue-mission:0': 6, // 6 Fallen comrade markers
  'the-rift:0': 2, // 2 fog markers
  // 4 Fog markers: each one that touches the conquest marker scores once and leaves the game,
  // and the event moves all of them at once, so more than one can score in a round.
  'fog-of-death:0': 4,
};

function sameLength(id: string, what: string, facts: unknown[], prose: Localised[] | undefined): Localised[] {
  const texts = prose ?? [];
  if (texts.length !== facts.length) fail(`${id}: ${facts.length} ${what} in the fact base, ${texts.length} in prose.ts`);
  return texts;
}

/** The prose for fact `index` of a list already checked by sameLength. */
function textAt(id: string, what: string, facts: unknown[], prose: Localised[] | undefined, index: number): Localised {
  return sameLength(id, what, facts, prose)[index] ?? fail(`${id}: no text for ${what} ${index}`);
}

function nameStatus(entry: Json, language: 'es' | 'fr'): 'fan' | 'unconfirmed' {
  if (language === 'es') return 'unconfirmed';
  const names = asArray((entry.names as Json | undefined)?.fr) as Json[];
  return names.some((n) => n.src === 'AK' && String(n.status).includes('human')) ? 'fan' : 'unconfirmed';
}

function sourceNames(entry: Json): Record<'en' | 'es' | 'fr', string[]> {
  const names = (entry.names ?? {}) as Json;
  const list = (value: unknown) => asArray(value).map((n) => (typeof n === 'string' ? n : String((n as Json).name)));
  return { en: list(names.en), es: list(names.es), fr: list(names.fr) };
}

function scoringLines(id: string, facts: unknown[], texts: Localised[], prefix: string) {
  return facts.map((raw, index) => {
    const line = raw as Json;
    const points = line.points;
    return {
      id: `${id}:${prefix}${index}`,
      when: line.when,
      points: typeof points === 'number' ? points : 1,
      pointsFormula: typeof points === 'string' ? points : null,
      currency: line.currency,
      condition: str(line.condition) ?? fail(`${id}: a scoring line has no condition`),
      per: str(line.per),
      side: str(line.side),
      limit: str(line.limit),
      maxCount: prefix === '' ? (STEPPER_CAPS[`${id}:${index}`] ?? null) : null,
      text: texts[index] ?? fail(`${id}: scoring line ${index} has no text`),
    };
  });
}

function primaryScoring(entry: Json): { lines: unknown[]; older: unknown[] } {
  const scoring = entry.scoring;
  if (Array.isArray(scoring)) return { lines: scoring, older: [] };
  const block = (scoring ?? {}) as Json;
  if (Array.isArray(block.rules)) return { lines: block.rules, older: [] };
  const variants = asArray(block.variants) as Json[];
  // The newest source comes first in the fact base (AK before GS).
  return { lines: asArray(variants[0]?.rules), older: asArray(variants[1]?.rules) };
}

function buildEntry(entry: Json, order: number) {
  const id = str(entry.id) ?? fail('an entry has no id');
  const prose: ScenarioProse = SCENARIO_PROSE[id] ?? fail(`${id}: no prose in prose.ts`);
  const kind = entry.kind === 'feat' ? 'feat' : entry.kind === 'mission' ? 'mission' : fail(`${id}: unknown kind`);
  const { lines, older } = primaryScoring(entry);
  const material = asArray(entry.required_material) as Json[];
  const mapFacts = asArray((entry.map as Json | undefined)?.facts).map(String);
  const setupFacts = kind === 'feat' ? asArray(entry.setup).map(String) : mapFacts;
  const ruleFacts = asArray(kind === 'feat' ? entry.rules : entry.special_rules).map(String);
  const gameEnd = entry.game_end as Json | undefined;
  const earlyEnd = asArray(gameEnd?.early_end).map(String);
  const turns = entry.turns_per_round;
  const rounds = num(entry.rounds);
  return {
    id,
    kind,
    order,
    official: entry.official === true,
    creator: str(entry.creator),
    narrative: entry.narrative === true,
    specName: str(entry.spec_name),
    names: prose.name,
    nameStatus: { en: 'source', es: nameStatus(entry, 'es'), fr: nameStatus(entry, 'fr') },
    sourceNames: sourceNames(entry),
    summary: prose.summary,
    rounds,
    turnsPerRound: rounds === null ? null : Array.isArray(turns) ? turns.map(Number) : Array.from({ length: rounds }, () => Number(turns)),
    lastRound: num(gameEnd?.after_round),
    gameSizePoints: num(entry.game_size_points),
    earlyEnd: earlyEnd.map((source, index) => ({ source, text: textAt(id, 'early-end conditions', earlyEnd, prose.earlyEnd, index) })),
    material: material.map((m, index) => ({
      item: str(m.item) ?? fail(`${id}: material without item`),
      colour: str(m.colour),
      count: num(m.count),
      placed: str(m.placed),
      text: textAt(id, 'material entries', material, prose.material, index),
    })),
    setup: setupFacts.map((source, index) => ({
      source,
      fromMap: kind === 'mission',
      text: textAt(id, 'set-up lines', setupFacts, prose.setup, index),
    })),
    setupNote: kind === 'mission' && mapFacts.length > 0 ? MAP_SETUP_NOTE : null,
    rules: ruleFacts.map((source, index) => ({ source, text: textAt(id, 'rules', ruleFacts, prose.rules, index) })),
    scoring: scoringLines(id, lines, sameLength(id, 'scoring lines', lines, prose.scoring), ''),
    olderScoring: scoringLines(id, older, sameLength(id, 'older scoring lines', older, prose.olderScoring), 'older-'),
    notes: prose.notes,
    sources: (asArray(entry.sources) as Json[]).map((s) => ({
      repo: String(s.repo),
      path: String(s.path),
      commit: String(s.commit),
      date: String(s.date),
      entry: String(s.entry),
    })),
  };
}

export type BuiltScenario = ReturnType<typeof buildEntry>;

export function buildScenarios(source: Json) {
  if (source.schema !== 'warcrow-scenarios/1') fail(`unexpected schema ${String(source.schema)}`);
  const entries = [...asArray(source.missions), ...asArray(source.feats)] as Json[];
  const known = new Set(entries.map((e) => e.id));
  const extra = Object.keys(SCENARIO_PROSE).filter((id) => !known.has(id));
  if (extra.length) fail(`prose.ts has entries the fact base lacks: ${extra.join(', ')}`);
  return {
    schema: 'warcrow-companion-scenarios/1',
    generatedFrom: { file: 'shared/data/game/scenarios.json', schema: source.schema },
    scenarios: entries.map((entry, index) => buildEntry(entry, index + 1)),
  };
}

type Language = keyof Localised;

/** Headings of the HTML body kept as a fallback for clients that do not read `details`. */
const BODY_HEADINGS: Readonly<Record<Language, Record<'scoring' | 'material' | 'setup' | 'rules', string>>> = {
  en: { scoring: 'Scoring', material: 'Material', setup: 'Set-up', rules: 'Special rules' },
  es: { scoring: 'Puntuación', material: 'Material', setup: 'Preparación', rules: 'Reglas especiales' },
  fr: { scoring: 'Décompte', material: 'Matériel', setup: 'Mise en place', rules: 'Règles spéciales' },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function bodyHtml(s: BuiltScenario, language: Language): string {
  const headings = BODY_HEADINGS[language];
  const part = (heading: string, items: Localised[]) =>
    items.length === 0 ? '' : `<p><strong>${heading}</strong></p><ul>${items.map((t) => `<li>${escapeHtml(t[language])}</li>`).join('')}</ul>`;
  return [
    part(headings.scoring, s.scoring.map((l) => l.text)),
    part(headings.material, s.material.map((m) => m.text)),
    part(headings.setup, s.setup.map((m) => m.text)),
    part(headings.rules, s.rules.map((r) => r.text)),
  ].join('');
}

/** Mission rows for the seed (supabase/seed/content/missions.json), one per scenario. */
export function missionRows(built: ReturnType<typeof buildScenarios>) {
  return built.scenarios.map((s) => ({
    id: s.id,
    kind: s.kind,
    source: s.official ? 'official' : 'community',
    creator: s.creator,
    name: s.names.en,
    name_es: s.names.es,
    name_fr: s.names.fr,
    summary: s.summary.en,
    summary_es: s.summary.es,
    summary_fr: s.summary.fr,
    body: bodyHtml(s, 'en'),
    body_es: bodyHtml(s, 'es'),
    body_fr: bodyHtml(s, 'fr'),
    order_index: s.order,
    details: s,
  }));
}

function main() {
  const source = JSON.parse(readFileSync(path.join(gameDir(), 'scenarios.json'), 'utf8')) as Json;
  const built = buildScenarios(source);
  writeFileSync(path.join(repoRoot, 'src', 'domain', 'data', 'scenarios.json'), JSON.stringify(built, null, 1) + '\n');
  writeFileSync(path.join(here, 'content', 'missions.json'), JSON.stringify(missionRows(built), null, 1) + '\n');
  process.stdout.write(`scenarios: ${built.scenarios.length} entries written\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
