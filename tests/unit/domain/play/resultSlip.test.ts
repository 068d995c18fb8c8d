import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeResultSlip, encodeResultSlip, fnv1a32, listFingerprint, resultSlipOf, slipTotals, type ResultSlip } from '../../../../src/domain/play/resultSlip';
import { applyPlayAction } from '../../../../src/domain/play/reducer';
import type { MissionSide, PlayAction } from '../../../../src/domain/play/types';
import { STARTED, T0, fullRound, makePlan, makePlayer, run } from '../../../fixtures/play';

const round = (r: number, p1: number, p2: number, feat: [number, number] = [0, 0]): PlayAction[] => [
  { type: 'chooseFirstPlayer', playerId: 'p1' },
  ...fullRound(5),
  { type: 'completeEndOfRoundStep', step: 1 },
  { type: 'scoreRound', round: r, scores: { p1: { mission: p1, feat: feat[0], lines: {} }, p2: { mission: p2, feat: feat[1], lines: {} } } },
  ...(r < 3 ? [3, 4, 5, 6, 7, 8].map((step) => ({ type: 'completeEndOfRoundStep', step }) as PlayAction) : []),
];

const finished = () => run([...STARTED.slice(0, 4), ...round(1, 2, 1), ...round(2, 0, 3), ...round(3, 2, 0, [2, 0])]);

describe('result slip', () => {
  it('holds both fingerprints, the mission and the points per round, and round-trips', () => {
    const slip = resultSlipOf(finished());
    expect(slip.m).toBe('take-positions');
    expect(slip.p.map((p) => p.l)).toEqual(['0123456789abcdef', 'fedcba9876543210']);
    expect(slip.p[0]!.s).toEqual([2, 0, 2]);
    expect(slip.p[1]!.s).toEqual([1, 3, 0]);
    expect(slip.p[0]!.t).toEqual([0, 0, 2]);
    const text = encodeResultSlip(slip);
    expect(text.startsWith('WCR1.')).toBe(true);
    expect(decodeResultSlip(text)).toEqual(slip);
    expect(slipTotals(slip)).toEqual({ totals: [6, 4], winner: 0 });
  });

  it('rejects a changed, cut or foreign text', () => {
    const text = encodeResultSlip(resultSlipOf(finished()));
    const body = text.split('.')[1]!;
    const flipped = body.slice(0, 10) + (body[10] === 'A' ? 'B' : 'A') + body.slice(11);
    expect(decodeResultSlip(text.replace(body, flipped))).toBeNull();
    expect(decodeResultSlip(text.slice(0, -3))).toBeNull();
    expect(decodeResultSlip('hello')).toBeNull();
    expect(decodeResultSlip('WCR1..')).toBeNull();
    const wrongShape = Buffer.from(JSON.stringify({ v: 1, g: 'x' })).toString('base64url');
    expect(decodeResultSlip(`WCR1.${wrongShape}.${fnv1a32(wrongShape)}`)).toBeNull();
  });

  it('garbage never decodes', () => {
    fc.assert(fc.property(fc.string(), (s) => decodeResultSlip(s) === null || s.startsWith('WCR1.')));
  });

  it('any valid slip survives encoding', () => {
    const player = fc.record({
      n: fc.string({ maxLength: 60 }),
      x: fc.constantFrom('northern-tribes', 'unknown'),
      l: fc.option(fc.stringMatching(/^[0-9a-f]{16}$/), { nil: null }),
      s: fc.constant<number[]>([1, 2, 3]),
      t: fc.constant<number[]>([0, 0, 1]),
    });
    fc.assert(
      fc.property(fc.tuple(player, player), fc.boolean(), (p, a) => {
        const slip: ResultSlip = { v: 1, g: 'g', m: 'loot', f: null, a, b: 1, e: 2, p: [p[0], p[1]] };
        expect(decodeResultSlip(encodeResultSlip(slip))).toEqual(slip);
      }),
    );
  });

  it('a list fingerprint ignores unit order and name, and changes with the army', () => {
    const units = [
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 2 },
    ];
    const fp = listFingerprint({ faction: 'northern-tribes', units: units as never });
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(listFingerprint({ faction: 'northern-tribes', units: [...units].reverse() as never })).toBe(fp);
    expect(listFingerprint({ faction: 'northern-tribes', units: [{ id: 'a', quantity: 2 }, { id: 'b', quantity: 2 }] as never })).not.toBe(fp);
    expect(listFingerprint({ faction: 'scions-of-yaldabaoth', units: units as never })).not.toBe(fp);
  });

  it('an unfinished game gives a slip of the rounds scored so far', () => {
    const s = applyPlayAction(run(STARTED), { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0);
    expect(resultSlipOf(s).p[0]!.s).toEqual([]);
    expect(resultSlipOf(s).e).toBeNull();
  });
});

describe('result slip edge cases', () => {
  it('a body that is not base64url, not UTF-8 or not JSON is refused even with a matching checksum', () => {
    for (const body of ['abc$', Buffer.from([0xff, 0xfe]).toString('base64url'), Buffer.from('not json').toString('base64url')]) {
      expect(decodeResultSlip(`WCR1.${body}.${fnv1a32(body)}`)).toBeNull();
    }
  });

  describe('in a mission with fixed sides', () => {
    const treeMother = (sides: [unknown, unknown]) =>
      applyPlayAction(null, { type: 'create', gameId: 'g1', ownerId: null, plan: makePlan({ missionId: 'tree-mother', rounds: 4, turnsPerRound: [5, 4, 3, 2] }), players: [makePlayer('p1', 2, { side: sides[0] as MissionSide }), makePlayer('p2', 2, { side: sides[1] as MissionSide })], rollOffWinner: null }, T0);
    const withSides = (slip: ResultSlip, d: [unknown, unknown]): ResultSlip => ({ ...slip, p: [{ ...slip.p[0]!, d: d[0] }, { ...slip.p[1]!, d: d[1] }] as unknown as ResultSlip['p'] });

    it('says which side each player played, and round-trips', () => {
      const slip = resultSlipOf(treeMother(['raiders', 'sÿenann']));
      expect(slip.p.map((p) => p.d)).toEqual(['raiders', 'sÿenann']);
      expect(decodeResultSlip(encodeResultSlip(slip))).toEqual(slip);
    });

    it('a mission without sides, or a slip made before they were, has none', () => {
      const slip = resultSlipOf(finished());
      expect(slip.p.every((p) => !('d' in p))).toBe(true);
      expect(decodeResultSlip(encodeResultSlip(slip))).toEqual(slip);
    });

    it('refuses sides that do not hold together', () => {
      const slip = resultSlipOf(finished());
      for (const d of [['raiders', 'raiders'], ['raiders', undefined], ['defender', 'raiders'], [1, 'sÿenann']] as Array<[unknown, unknown]>) {
        expect(decodeResultSlip(encodeResultSlip(withSides(slip, d))), String(d)).toBeNull();
      }
    });
  });
});
