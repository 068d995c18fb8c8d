/**
 * Scores two players cannot both enter for the same round. Each check is read from the
 * scoring lines' own conditions (src/domain/data/scenarios.json, from the fact base) and from
 * how control works: one conquest marker shows the single company that controls an objective
 * or a quadrant (game-structure.json, `objective_control`). So "you control the central
 * objective" holds for one player at most, "more than the rival" likewise, "as many as the
 * rival" for both or neither, and "the rival controls none of your objectives" is false when
 * the rival counts one of them.
 *
 * The scoring screen shows what these find as a warning and still saves: the players, not the
 * app, say what happened at the table.
 */
import type { RoundLines } from './missionPlan';

export type ScoreCheck =
  /** At most one player claims the line. */
  | { kind: 'one-only'; line: string }
  /** A tie: both players claim the line, or neither does. */
  | { kind: 'both-or-neither'; line: string }
  /** A player who claims `line` says the rival can claim none of `rivalLines`. */
  | { kind: 'excludes-rival'; line: string; rivalLines: readonly string[] }
  /** One player cannot claim both lines (a tie and a lead on the same thing). */
  | { kind: 'excludes-own'; line: string; ownLine: string }
  /** The players' counts on the line together stay within its material (the line's maxCount). */
  | { kind: 'shared'; line: string };

export const SCORE_CHECKS: readonly ScoreCheck[] = [
  // Take Positions: the rival's count of your colour's objectives.
  { kind: 'excludes-rival', line: 'take-positions:1', rivalLines: ['take-positions:0'] },
  // Consolidated Progress: one central objective; "neither of your objectives 1 and 2" against the rival holding your objective 2.
  { kind: 'one-only', line: 'consolidated-progress:0' },
  { kind: 'excludes-rival', line: 'consolidated-progress:2', rivalLines: ['consolidated-progress:1'] },
  { kind: 'one-only', line: 'influence-zones:0' },
  { kind: 'one-only', line: 'expanse:0' },
  { kind: 'both-or-neither', line: 'expanse:1' },
  { kind: 'excludes-own', line: 'expanse:1', ownLine: 'expanse:0' },
  { kind: 'excludes-rival', line: 'expanse:1', rivalLines: ['expanse:0'] },
  { kind: 'one-only', line: 'expanse:2' },
  { kind: 'one-only', line: 'loot:1' },
  { kind: 'excludes-rival', line: 'loot:2', rivalLines: ['loot:0', 'loot:1'] },
  { kind: 'one-only', line: 'quadrants:0' },
  { kind: 'both-or-neither', line: 'quadrants:1' },
  { kind: 'excludes-own', line: 'quadrants:1', ownLine: 'quadrants:0' },
  { kind: 'excludes-rival', line: 'quadrants:1', rivalLines: ['quadrants:0'] },
  // Battle Lines: your colour's objective A is the rival's "rival's colour objective A"; two neutral objectives, B and C.
  { kind: 'excludes-rival', line: 'battle-lines:1', rivalLines: ['battle-lines:0'] },
  { kind: 'shared', line: 'battle-lines:2' },
  { kind: 'excludes-rival', line: 'battle-lines:3', rivalLines: ['battle-lines:2', 'battle-lines:3'] },
  // Breached Front: each neutral objective has one controller; your colour's objective is the rival's "rival's colour objective".
  { kind: 'one-only', line: 'breached-front:0' },
  { kind: 'one-only', line: 'breached-front:1' },
  { kind: 'excludes-rival', line: 'breached-front:2', rivalLines: ['breached-front:3'] },
  // Ghosts from the Mist: more ghosts in the rival's half than in yours cannot hold for both halves at once.
  { kind: 'one-only', line: 'ghosts-from-the-mist:0' },
  // Banner: "the rival lost its banner" against the rival's "you never lost your banner"; a tie and a lead on the glory meters.
  { kind: 'excludes-rival', line: 'banner:0', rivalLines: ['banner:1'] },
  { kind: 'both-or-neither', line: 'banner:2' },
  { kind: 'one-only', line: 'banner:3' },
  { kind: 'excludes-own', line: 'banner:2', ownLine: 'banner:3' },
  { kind: 'excludes-rival', line: 'banner:2', rivalLines: ['banner:3'] },
  { kind: 'one-only', line: 'resources:3' },
];

export type ScoreConflict =
  | { kind: 'one-only'; line: string }
  | { kind: 'both-or-neither'; line: string; seat: string }
  | { kind: 'excludes-rival'; line: string; seat: string; rivalLine: string; rivalSeat: string }
  | { kind: 'excludes-own'; line: string; ownLine: string; seat: string }
  | { kind: 'shared'; line: string; total: number; max: number };

/**
 * What the two players' entries for one round contradict. `values` are the values the round
 * keeps for each seat (RoundScore.lines: capped, and 0 for a once-per-game line already
 * spent); only lines offered this round are checked. Each conflict is reported once.
 */
export function scoreConflicts(lines: RoundLines, values: Readonly<Record<string, Readonly<Record<string, number>>>>, seats: readonly string[]): ScoreConflict[] {
  if (seats.length !== 2) return [];
  const offered = new Map([...lines.mission, ...lines.feat].map((line) => [line.id, line]));
  const claimed = (seat: string, line: string) => offered.has(line) && (values[seat]?.[line] ?? 0) > 0;
  const count = (seat: string, line: string) => (offered.has(line) ? Math.max(0, values[seat]?.[line] ?? 0) : 0);
  const conflicts: ScoreConflict[] = [];
  for (const check of SCORE_CHECKS) {
    if (!offered.has(check.line)) continue;
    switch (check.kind) {
      case 'one-only':
        if (seats.every((seat) => claimed(seat, check.line))) conflicts.push({ kind: 'one-only', line: check.line });
        break;
      case 'both-or-neither': {
        const claiming = seats.filter((seat) => claimed(seat, check.line));
        if (claiming.length === 1) conflicts.push({ kind: 'both-or-neither', line: check.line, seat: claiming[0]! });
        break;
      }
      case 'excludes-rival':
        for (const [seat, rivalSeat] of [seats, [...seats].reverse()] as const) {
          if (!claimed(seat!, check.line)) continue;
          const rivalLine = check.rivalLines.find((line) => claimed(rivalSeat!, line));
          // Both claiming the same line is reported once, from the first seat.
          if (rivalLine === undefined || (rivalLine === check.line && seat === seats[1])) continue;
          conflicts.push({ kind: 'excludes-rival', line: check.line, seat: seat!, rivalLine, rivalSeat: rivalSeat! });
        }
        break;
      case 'excludes-own':
        for (const seat of seats) {
          if (claimed(seat, check.line) && claimed(seat, check.ownLine)) conflicts.push({ kind: 'excludes-own', line: check.line, ownLine: check.ownLine, seat });
        }
        break;
      case 'shared': {
        const max = offered.get(check.line)?.maxCount ?? null;
        const total = seats.reduce((sum, seat) => sum + count(seat, check.line), 0);
        if (max !== null && total > max) conflicts.push({ kind: 'shared', line: check.line, total, max });
        break;
      }
    }
  }
  return conflicts;
}
