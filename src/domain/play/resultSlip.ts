/**
 * The result slip: a compact, checkable record of a finished game that fits a QR code, for a
 * tournament organiser to scan. It holds both lists' fingerprints, the mission and feat,
 * each player's points per round and, in a mission with fixed sides, which side each played.
 * Text form: `WCR1.<base64url JSON>.<checksum>`; the checksum (FNV-1a, 32 bits) catches a slip
 * that was mistyped or cut short. Decoding returns null for anything that is not a valid slip.
 */
import * as v from 'valibot';
import type { ArmyList } from '../types';
import { MISSION_SIDES, type PlayState } from './types';

export const RESULT_SLIP_PREFIX = 'WCR1';
const MAX_SLIP_LENGTH = 2000;

const SlipPlayerSchema = v.object({
  /** name */
  n: v.pipe(v.string(), v.maxLength(60)),
  /** faction id */
  x: v.pipe(v.string(), v.maxLength(40)),
  /** list fingerprint (null: tracked without a list) */
  l: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/))),
  /** mission points per round */
  s: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  /** feat points per round */
  t: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  /** the player's side, in a mission with fixed sides (Tree Mother); absent elsewhere */
  d: v.optional(v.picklist(MISSION_SIDES)),
});

const SlipSchema = v.object({
  v: v.literal(1),
  /** game id */
  g: v.pipe(v.string(), v.maxLength(64)),
  /** mission and feat ids */
  m: v.pipe(v.string(), v.maxLength(64)),
  f: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  /** feat points count toward the result */
  a: v.boolean(),
  /** start and end, epoch seconds */
  b: v.nullable(v.pipe(v.number(), v.integer())),
  e: v.nullable(v.pipe(v.number(), v.integer())),
  p: v.pipe(v.array(SlipPlayerSchema), v.length(2)),
});

export type ResultSlip = v.InferOutput<typeof SlipSchema>;

/** FNV-1a over UTF-16 code units, 32 bits, as 8 hex digits. */
export function fnv1a32(text: string, seed = 0x811c9dc5): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A list's fingerprint: 16 hex digits from its faction and each unit id with its quantity,
 * in a fixed order, so the same army gives the same fingerprint whatever its name or order.
 */
export function listFingerprint(list: Pick<ArmyList, 'faction' | 'units'>): string {
  const canonical = [list.faction, ...list.units.map((u) => `${u.id}*${u.quantity}`).sort()].join('|');
  return fnv1a32(canonical) + fnv1a32(canonical, 0x050c5d1f);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The slip of a game (finished or not: rounds not scored yet are absent). `nameOf` gives each
 * player's name as the screen shows it (a default name in the language of the moment); without
 * it, the name recorded at set-up.
 */
export function resultSlipOf(state: PlayState, nameOf: (playerId: string) => string = (id) => state.players[id]?.name ?? ''): ResultSlip {
  const rounds = Object.keys(state.scoreDetail).map(Number).sort((a, b) => a - b);
  const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
  return {
    v: 1,
    g: state.id,
    m: state.plan.missionId,
    f: state.plan.featId,
    a: state.plan.addFeatPoints,
    b: seconds(state.gameStartTime),
    e: seconds(state.gameEndTime),
    p: state.seats.map((id) => {
      const player = state.players[id]!;
      return {
        n: nameOf(id).slice(0, 60),
        x: player.faction ?? 'unknown',
        l: player.listFingerprint,
        s: rounds.map((r) => state.scoreDetail[r]?.[id]?.mission ?? 0),
        t: rounds.map((r) => state.scoreDetail[r]?.[id]?.feat ?? 0),
        ...(player.side ? { d: player.side } : {}),
      };
    }),
  };
}

export function encodeResultSlip(slip: ResultSlip): string {
  const body = toBase64Url(JSON.stringify(slip));
  return `${RESULT_SLIP_PREFIX}.${body}.${fnv1a32(body)}`;
}

/** A slip from its text, or null when it is not one, was altered, or does not hold together. */
export function decodeResultSlip(text: string): ResultSlip | null {
  if (typeof text !== 'string' || text.length > MAX_SLIP_LENGTH) return null;
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts[0] !== RESULT_SLIP_PREFIX) return null;
  const [, body = '', checksum] = parts;
  if (fnv1a32(body) !== checksum) return null;
  const json = fromBase64Url(body);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = v.safeParse(SlipSchema, value);
  if (!parsed.success) return null;
  const slip = parsed.output;
  const roundCount = slip.p[0]!.s.length;
  if (slip.p.some((p) => p.s.length !== roundCount || p.t.length !== roundCount)) return null;
  // Sides: none (a mission without them, or a slip made before they were), or one each.
  const [first, second] = slip.p.map((p) => p.d);
  if ((first === undefined) !== (second === undefined) || (first !== undefined && first === second)) return null;
  return slip;
}

/** Totals and winner from a slip (index 0 or 1, or 'tie'), as the app counts them. */
export function slipTotals(slip: ResultSlip): { totals: [number, number]; winner: 0 | 1 | 'tie' } {
  const total = (p: ResultSlip['p'][number]) => p.s.reduce((a, b) => a + b, 0) + (slip.a ? p.t.reduce((a, b) => a + b, 0) : 0);
  const totals: [number, number] = [total(slip.p[0]!), total(slip.p[1]!)];
  return { totals, winner: totals[0] === totals[1] ? 'tie' : totals[0] > totals[1] ? 0 : 1 };
}
