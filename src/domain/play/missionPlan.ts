/**
 * Play mode's view of the missions and feats of src/domain/scenarios.ts: the plan a game is
 * created with (last round, turns in each round), the scoring lines of a round split into
 * mission and feat points, and the points a line's control gives. Also the company a saved
 * list brings to the table (one entry per unit on the table, Scout and Ambusher marked).
 */
import { getScenario, lastRound, maxScoreLine, scoringLinesFor, type ScoringLine as ScenarioLine } from '../scenarios';
import type { SelectedUnit } from '../types';
import { MISSION_SIDES, type EarlyEndReason, type MissionSide, type NewPlayer, type PlayPlan, type PlayState, type RoundScore } from './types';

export type PlanIssue = 'unknown-mission' | 'not-a-mission' | 'unknown-feat' | 'not-a-feat';

/** The plan of a game of `missionId` (with an optional feat), or the reason it cannot be made. */
export function planFor(
  missionId: string,
  featId: string | null,
  choices: { addFeatPoints: boolean },
): { ok: true; plan: PlayPlan } | { ok: false; issue: PlanIssue } {
  const mission = getScenario(missionId);
  if (!mission) return { ok: false, issue: 'unknown-mission' };
  if (mission.kind !== 'mission' || mission.lastRound === null || mission.turnsPerRound === null) return { ok: false, issue: 'not-a-mission' };
  if (featId !== null) {
    const feat = getScenario(featId);
    if (!feat) return { ok: false, issue: 'unknown-feat' };
    if (feat.kind !== 'feat') return { ok: false, issue: 'not-a-feat' };
  }
  return {
    ok: true,
    plan: {
      missionId,
      featId,
      rounds: mission.lastRound,
      turnsPerRound: [...mission.turnsPerRound],
      addFeatPoints: choices.addFeatPoints,
      endWhenCompanyGone: mission.earlyEnd.length > 0,
    },
  };
}

export interface RoundLines {
  mission: ScenarioLine[];
  feat: ScenarioLine[];
}

/**
 * The early ends the mission's own text gives, as the tracker offers them: its end when a
 * company has no unit left, and Tree Mother's ends when all units of one company are demoralized
 * or the Tree Mother and all 4 sprouts are destroyed (the fact base's `early_end` wording).
 */
export function earlyEndsOf(missionId: string): EarlyEndReason[] {
  const reasons = (getScenario(missionId)?.earlyEnd ?? []).map((end) => reasonOf(end.source)).filter((r) => r !== null);
  return [...new Set(reasons)];
}

/** The mission's text of one of its early ends, in our words (null: the mission gives no such end). */
export function earlyEndText(missionId: string, reason: EarlyEndReason): { en: string; es: string; fr: string } | null {
  return (getScenario(missionId)?.earlyEnd ?? []).find((end) => reasonOf(end.source) === reason)?.text ?? null;
}

/** Which early end a fact-base `early_end` entry states (null: one the tracker does not offer). */
function reasonOf(source: string): EarlyEndReason | null {
  if (/demoralized/i.test(source)) return 'all-demoralized';
  if (/destroyed/i.test(source)) return 'objectives-destroyed';
  return /no units?\b/i.test(source) ? 'no-units' : null;
}

/**
 * The fixed sides of a mission, in the fact base's order (the defender first): the sides its
 * scoring lines belong to (Tree Mother: the Sÿenann and the raiders). Empty for a mission
 * without sides, a feat (Track's "to the rival" line names no side of the table) or an unknown id.
 */
export function missionSides(missionId: string): MissionSide[] {
  const scenario = getScenario(missionId);
  if (scenario?.kind !== 'mission') return [];
  const sides = scenario.scoring.map((line) => line.side).filter((side): side is MissionSide => (MISSION_SIDES as readonly (string | null)[]).includes(side));
  return [...new Set(sides)];
}

/**
 * The lines a player scores in `round`: the mission's, and the feat's. The end-of-game lines
 * come with the game's last scoring: after the last round, or when the game ends early
 * (`gameEnds`; the fact base scores them "when the game ends"). With the player's `side`
 * (Tree Mother), the mission's lines of the other side are left out; without one (a game
 * recorded before sides were), every line is offered.
 */
export function linesForRound(plan: Pick<PlayPlan, 'missionId' | 'featId' | 'rounds'>, round: number, gameEnds = false, side: MissionSide | null = null): RoundLines {
  const last = gameEnds ? round : (lastRound(plan.missionId) ?? plan.rounds);
  const mission = scoringLinesFor(plan.missionId, round, last);
  return {
    mission: side === null ? mission : mission.filter((line) => line.side === null || line.side === side),
    feat: plan.featId ? scoringLinesFor(plan.featId, round, last) : [],
  };
}

/** The largest value a line's control takes: 1 for a toggle, the material's count for a stepper (null: no cap). */
export function lineMaxValue(line: ScenarioLine): number | null {
  if (line.control === 'toggle') return 1;
  const max = maxScoreLine(line);
  return max === null ? null : Math.round(max / line.points);
}

/** Points from one line: a toggle gives its points when on; a stepper gives points × count (count capped). */
export function linePoints(line: ScenarioLine, value: number): number {
  const max = lineMaxValue(line);
  const count = Math.max(0, Math.floor(Number.isFinite(value) ? value : 0));
  return line.points * (max === null ? count : Math.min(count, max));
}

/** A line the fact base limits to one scoring in the game (Sacred Land's Deity Offering). */
export function isOncePerGame(line: Pick<ScenarioLine, 'limit'>): boolean {
  return line.limit !== null && /once per game/i.test(line.limit);
}

/** The once-per-game lines a player has scored in a round before `round` (they give nothing again). */
export function onceLinesSpent(state: Pick<PlayState, 'plan' | 'scoreDetail'>, playerId: string, round: number): Set<string> {
  const once = new Set(
    [state.plan.missionId, state.plan.featId]
      .flatMap((id) => (id ? (getScenario(id)?.scoring ?? []) : []))
      .filter(isOncePerGame)
      .map((line) => line.id),
  );
  const spent = new Set<string>();
  for (const [scored, scores] of Object.entries(state.scoreDetail)) {
    if (Number(scored) >= round) continue;
    for (const [lineId, value] of Object.entries(scores[playerId]?.lines ?? {})) if (once.has(lineId) && value > 0) spent.add(lineId);
  }
  return spent;
}

/** A player's round score from the values entered for each line; a line in `spent` (scored once already) counts nothing. */
export function roundScoreFrom(lines: RoundLines, values: Record<string, number>, spent: ReadonlySet<string> = new Set()): RoundScore {
  const valueOf = (line: ScenarioLine) => (spent.has(line.id) ? 0 : Math.max(0, Math.floor(values[line.id] ?? 0)));
  const sum = (list: ScenarioLine[]) => list.reduce((total, line) => total + linePoints(line, valueOf(line)), 0);
  const kept: Record<string, number> = {};
  for (const line of [...lines.mission, ...lines.feat]) kept[line.id] = valueOf(line);
  return { mission: sum(lines.mission), feat: sum(lines.feat), lines: kept };
}

function hasKeyword(unit: Pick<SelectedUnit, 'keywords'>, name: string): boolean {
  return unit.keywords.some((k) => k.name.toLowerCase() === name.toLowerCase());
}

/**
 * The units a list puts on the table: one entry per copy (quantity), ids made from the
 * player's id so both companies' ids never clash, Scout and Ambusher from the unit keywords.
 */
export function companyUnits(playerId: string, units: readonly SelectedUnit[]): NewPlayer['units'] {
  const out: NewPlayer['units'] = [];
  for (const unit of units) {
    const copies = Math.max(0, Math.floor(unit.quantity));
    for (let copy = 1; copy <= copies; copy += 1) {
      out.push({
        id: `${playerId}-${unit.id}-${copy}`,
        name: copies > 1 ? `${unit.name} ${copy}` : unit.name,
        unitId: unit.id,
        scout: hasKeyword(unit, 'Scout'),
        ambusher: hasKeyword(unit, 'Ambusher'),
      });
    }
  }
  return out;
}
