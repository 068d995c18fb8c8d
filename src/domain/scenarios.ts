/**
 * Missions and feats (scenarios) as bundled app content, built from the fact base
 * ../shared/data/game/scenarios.json by `npm run scenarios` (supabase/seed/build-scenarios.ts)
 * into src/domain/data/scenarios.json, with our own en/es/fr prose from
 * supabase/seed/scenarios/prose.ts. Pure: no React, no Dexie.
 *
 * Exported API (stable; play mode imports it):
 *  - types: Scenario, ScoringLine, ScoringControl, ScoringWhen, Currency, ScenarioKind,
 *    LocalisedText, ScenarioLanguage, Encounter, EncounterOptions
 *  - SCENARIOS (every mission then every feat, fact-base order), MISSIONS, FEATS
 *  - getScenario(id): Scenario | undefined
 *  - scoringLinesFor(scenarioId, round): the lines a player can score in that round:
 *      `end_of_round` and `immediate` lines in every round, `end_of_game` lines only in the
 *      last round (feats have no rounds of their own: pass the mission's round and last round
 *      via scoringLinesFor(featId, round, lastRound)). Unknown id or round out of range: [].
 *  - maxScoreLine(line): the most points the line gives at one scoring moment: a toggle's
 *    points; a stepper's points x maxCount where the material caps the count; null when uncapped.
 *  - turnsPerRound(missionId, round): turns in that round (Tree Mother and Sacred Land change
 *    per round); null for a feat, an unknown id or a round outside the game.
 *  - lastRound(missionId): the round after which the game ends; null for a feat / unknown id.
 *  - randomEncounter(random, options?): one mission and one feat, chosen with the injected
 *    random() in [0, 1). Default pool: every mission that is not narrative (Tree Mother needs
 *    fixed sides and 205 points) and every feat; `officialOnly` keeps official missions only.
 *  - scoringControl(line facts): 'stepper' for "N points for each X" or a line the material lets
 *    happen more than once (a count the player steps up and down), 'toggle' for "N points if ..."
 *    (scored or not).
 *  - localise(text, language), parseScenario(value): validation for an entry that travelled
 *    through the backend (missions.details); it returns undefined when the shape is wrong.
 *
 * Names: English comes from the sources. French is the human fan translation where one exists
 * (`nameStatus.fr === 'fan'`), else marked 'unconfirmed'. Spanish: no source has a human or
 * official Spanish name (all are machine-made), so the Spanish names are OUR OWN Spanish and are
 * all marked 'unconfirmed'; screens show the English card name next to them.
 * Every `source` / `condition` field keeps the fact base's own wording (its key); the `text`
 * fields are our prose. Nothing the fact base marks unverified is stated as a rule: the prose
 * says "unconfirmed" where it has to mention it.
 */
import * as v from 'valibot';
import bundle from './data/scenarios.json';

export type ScenarioLanguage = 'en' | 'es' | 'fr';
export type ScenarioKind = 'mission' | 'feat';
export type ScoringWhen = 'end_of_round' | 'end_of_game' | 'immediate';
/** MP mission points, VP victory points (older texts), AP feat points. */
export type Currency = 'MP' | 'VP' | 'AP';
export type ScoringControl = 'stepper' | 'toggle';

const LocalisedSchema = v.object({ en: v.pipe(v.string(), v.minLength(1)), es: v.pipe(v.string(), v.minLength(1)), fr: v.pipe(v.string(), v.minLength(1)) });
export type LocalisedText = v.InferOutput<typeof LocalisedSchema>;

const nullableString = v.nullable(v.string());
const sourcedText = v.object({ source: v.string(), text: LocalisedSchema });

const RawScoringLineSchema = v.object({
  id: v.string(),
  when: v.picklist(['end_of_round', 'end_of_game', 'immediate']),
  /** Points per scoring (toggle) or per counted item (stepper). */
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The fact base's wording when the points are a formula (Track: "meter position"). */
  pointsFormula: nullableString,
  currency: v.picklist(['MP', 'VP', 'AP']),
  /** The fact base's condition, kept as its key. */
  condition: v.pipe(v.string(), v.minLength(1)),
  per: nullableString,
  side: nullableString,
  limit: nullableString,
  /** Largest count a stepper can reach where the mission's material fixes it. */
  maxCount: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  text: LocalisedSchema,
});
type RawScoringLine = v.InferOutput<typeof RawScoringLineSchema>;

export interface ScoringLine extends RawScoringLine {
  scenarioId: string;
  control: ScoringControl;
}

const ScenarioSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(['mission', 'feat']),
  order: v.number(),
  official: v.boolean(),
  creator: nullableString,
  narrative: v.boolean(),
  specName: nullableString,
  names: LocalisedSchema,
  nameStatus: v.object({ en: v.literal('source'), es: v.picklist(['fan', 'unconfirmed']), fr: v.picklist(['fan', 'unconfirmed']) }),
  sourceNames: v.object({ en: v.array(v.string()), es: v.array(v.string()), fr: v.array(v.string()) }),
  summary: LocalisedSchema,
  rounds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  turnsPerRound: v.nullable(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  lastRound: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  gameSizePoints: v.nullable(v.number()),
  earlyEnd: v.array(sourcedText),
  material: v.array(
    v.object({ item: v.string(), colour: nullableString, count: v.nullable(v.number()), placed: nullableString, text: LocalisedSchema }),
  ),
  setup: v.array(v.object({ source: v.string(), fromMap: v.boolean(), text: LocalisedSchema })),
  setupNote: v.nullable(LocalisedSchema),
  rules: v.array(sourcedText),
  scoring: v.pipe(v.array(RawScoringLineSchema), v.minLength(1)),
  olderScoring: v.array(RawScoringLineSchema),
  notes: v.array(LocalisedSchema),
  sources: v.array(v.object({ repo: v.string(), path: v.string(), commit: v.string(), date: v.string(), entry: v.string() })),
});
type RawScenario = v.InferOutput<typeof ScenarioSchema>;

export interface Scenario extends Omit<RawScenario, 'scoring' | 'olderScoring'> {
  kind: ScenarioKind;
  scoring: readonly ScoringLine[];
  /** A second, older scoring the fact base keeps (Consolidated Progress); which is current is unconfirmed. */
  olderScoring: readonly ScoringLine[];
}

const BundleSchema = v.object({
  schema: v.literal('warcrow-companion-scenarios/1'),
  scenarios: v.array(ScenarioSchema),
});

/**
 * "N points for each X" is a stepper, as is a line the mission's material lets happen more than
 * once at a scoring moment (a count capped by maxCount); "N points if ..." is a toggle.
 */
export function scoringControl(line: Pick<RawScoringLine, 'condition' | 'per' | 'pointsFormula'> & { maxCount?: number | null }): ScoringControl {
  if (line.per !== null || line.pointsFormula !== null || (line.maxCount ?? null) !== null) return 'stepper';
  return /\b(for each|per)\b/i.test(line.condition) ? 'stepper' : 'toggle';
}

function withControls(scenarioId: string, lines: readonly RawScoringLine[]): ScoringLine[] {
  return lines.map((line) => ({ ...line, scenarioId, control: scoringControl(line) }));
}

function toScenario(raw: RawScenario): Scenario {
  return { ...raw, scoring: withControls(raw.id, raw.scoring), olderScoring: withControls(raw.id, raw.olderScoring) };
}

/** Checks an entry that came from elsewhere (the backend's missions.details). */
export function parseScenario(value: unknown): Scenario | undefined {
  const result = v.safeParse(ScenarioSchema, value);
  return result.success ? toScenario(result.output) : undefined;
}

export const SCENARIOS: readonly Scenario[] = v.parse(BundleSchema, bundle).scenarios.map(toScenario);
export const MISSIONS: readonly Scenario[] = SCENARIOS.filter((s) => s.kind === 'mission');
export const FEATS: readonly Scenario[] = SCENARIOS.filter((s) => s.kind === 'feat');

const BY_ID: ReadonlyMap<string, Scenario> = new Map(SCENARIOS.map((s) => [s.id, s]));

export const getScenario = (id: string): Scenario | undefined => BY_ID.get(id);

export const localise = (text: LocalisedText, language: ScenarioLanguage): string => text[language];

export function lastRound(missionId: string): number | null {
  return BY_ID.get(missionId)?.lastRound ?? null;
}

export function turnsPerRound(missionId: string, round: number): number | null {
  const turns = BY_ID.get(missionId)?.turnsPerRound;
  if (!turns || !Number.isInteger(round) || round < 1) return null;
  return turns[round - 1] ?? null;
}

/**
 * The lines scorable in `round`. For a mission the last round is its own; for a feat pass the
 * mission's last round (`finalRound`), as a feat is always played alongside a mission.
 */
export function scoringLinesFor(scenarioId: string, round: number, finalRound?: number): ScoringLine[] {
  const scenario = BY_ID.get(scenarioId);
  if (!scenario || !Number.isInteger(round) || round < 1) return [];
  const last = finalRound ?? scenario.lastRound;
  if (last === null || round > last) return [];
  return scenario.scoring.filter((line) => line.when !== 'end_of_game' || round === last);
}

export function maxScoreLine(line: ScoringLine): number | null {
  if (line.control === 'toggle') return line.points;
  return line.maxCount === null ? null : line.points * line.maxCount;
}

export interface EncounterOptions {
  /** Official missions only (feats are all official in the sources). */
  officialOnly?: boolean;
  /** Include narrative missions (Tree Mother). Default false. */
  includeNarrative?: boolean;
}

export interface Encounter {
  mission: Scenario;
  feat: Scenario;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const value = random();
  const index = Math.min(items.length - 1, Math.max(0, Math.floor((Number.isFinite(value) ? value : 0) * items.length)));
  return items[index] as T;
}

/** One mission and one feat (AK's "encounter": a scenario paired with a feat). */
export function randomEncounter(random: () => number, options: EncounterOptions = {}): Encounter {
  const missions = MISSIONS.filter((m) => (options.includeNarrative || !m.narrative) && (!options.officialOnly || m.official));
  const feats = FEATS.filter((f) => !options.officialOnly || f.official);
  return { mission: pick(missions, random), feat: pick(feats, random) };
}
