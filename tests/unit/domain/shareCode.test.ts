import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import LZString from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unitsForFaction } from '../../../src/domain/catalogue';
import { MAX_AVAILABILITY, MAX_SHARE_CODE_LENGTH, SHARE_CODE_FORMAT_VERSION } from '../../../src/domain/constants';
import { computeTotals, toSelectedUnit } from '../../../src/domain/lists';
import {
  decodeShareCode,
  decodeShareCodeNow,
  decodeShareCodeResult,
  encodeShareCode,
  inflateBounded,
  isSafeJson,
  isValidShortHash,
  makeShortLinkRecord,
  repriceShare,
  resolveShortLink,
  sharedFingerprintInput,
  sharedListPath,
  shortLinkHash,
  shortLinkPath,
} from '../../../src/domain/shareCode';
import type { DecodedShare } from '../../../src/domain/shareCode';
import { listFingerprint } from '../../../src/domain/fingerprint';
import { FACTION_IDS } from '../../../src/domain/types';
import type { SelectedUnit } from '../../../src/domain/types';
import { testCatalogue, unitById } from '../../fixtures/domain';
import { previousCatalogue, previousSelected } from '../../fixtures/previousCatalogue';
import { lzCodeOfRepeatedA } from '../../fixtures/lzBomb';

const cat = testCatalogue();
const lz = (value: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(value));
const legacy = (value: unknown) => deflateSync(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))).toString('base64url');
const unit = (id: string, quantity = 1): SelectedUnit => toSelectedUnit(unitById(id), quantity);

function expectSane(decoded: DecodedShare | null): void {
  if (decoded === null) return;
  for (const u of decoded.units) {
    const fromCat = cat.units.find((c) => c.id === u.id);
    expect(fromCat).toBeDefined();
    expect(u.pointsCost).toBe(fromCat?.pointsCost);
    expect(u.quantity).toBeGreaterThanOrEqual(1);
    expect(u.quantity).toBeLessThanOrEqual(fromCat?.availability ?? 0);
  }
  // The list as shared: whole quantities from 1 to MAX_AVAILABILITY, never fewer than it opens with.
  for (const e of decoded.recorded) {
    expect(Number.isInteger(e.quantity)).toBe(true);
    expect(e.quantity).toBeGreaterThanOrEqual(1);
    expect(e.quantity).toBeLessThanOrEqual(MAX_AVAILABILITY);
  }
  const r = repriceShare(decoded, cat);
  expect(r.newTotal).toBe(computeTotals(r.updatedUnits).points);
  expect(Number.isNaN(r.oldTotal)).toBe(false);
}

describe('encode → decode', () => {
  it('round-trips a list, re-resolved from the catalogue', async () => {
    const list = { name: 'Ice and Fire', faction: 'northern-tribes', units: [unit('alborc'), unit('warg-riders', 2), unit('coal')], created_at: '2025-07-01T10:00:00.000Z' };
    const code = encodeShareCode(list, cat.dataVersion);
    expect(code).toMatch(/^[A-Za-z0-9+\-$]+$/);
    const decoded = await decodeShareCode(code, cat);
    expect(decoded).toEqual({
      name: 'Ice and Fire',
      faction: 'northern-tribes',
      units: list.units,
      droppedUnitIds: [],
      staleData: false,
      created_at: '2025-07-01T10:00:00.000Z',
      warnings: [],
      format: 'lz',
      dataVersion: cat.dataVersion,
      entries: list.units.map((u) => ({ id: u.id, name: u.name, pointsCost: u.pointsCost, command: u.command, quantity: u.quantity, highCommand: u.highCommand, keywords: u.keywords })),
      recorded: list.units.map((u) => ({ id: u.id, name: u.name, pointsCost: u.pointsCost, command: u.command, quantity: u.quantity, highCommand: u.highCommand, keywords: u.keywords })),
      note: null,
      budget: null,
    });
  });

  it('carries the list note (issue 16); a blank note is left out, an unreadable one never costs the list', async () => {
    const list = { name: 'Noted', faction: 'northern-tribes', units: [unit('alborc')], created_at: '2025-07-01T10:00:00.000Z' };
    expect((await decodeShareCode(encodeShareCode({ ...list, note: 'Line one\nvs shooting' }, cat.dataVersion), cat))?.note).toBe('Line one\nvs shooting');
    expect(encodeShareCode({ ...list, note: '   ' }, cat.dataVersion)).toBe(encodeShareCode(list, cat.dataVersion));
    const odd = LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, dv: cat.dataVersion, ...list, note: { not: 'text' } }));
    const decoded = await decodeShareCode(odd, cat);
    expect(decoded?.name).toBe('Noted');
    expect(decoded?.note).toBeNull();
  });

  it('a realistic 25-unit list stays well under the code length cap', () => {
    const units = unitsForFaction(cat, 'northern-tribes').slice(0, 25).map((u) => toSelectedUnit(u, u.availability));
    const code = encodeShareCode({ name: 'A long tournament list name for the regional event', faction: 'northern-tribes', units, created_at: '2025-07-01T10:00:00.000Z' }, cat.dataVersion);
    expect(code.length).toBeLessThan(MAX_SHARE_CODE_LENGTH / 2);
  });

  it('property: decode(encode(list)) = list for any catalogue list', async () => {
    const listArb = fc.constantFrom(...FACTION_IDS).chain((faction) => {
      const pool = unitsForFaction(cat, faction);
      return fc.record({
        faction: fc.constant(faction),
        name: fc.string({ maxLength: 80, unit: 'grapheme' }),
        created_at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
        picks: fc.uniqueArray(fc.integer({ min: 0, max: pool.length - 1 }), { maxLength: pool.length }),
        quantities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: pool.length, maxLength: pool.length }),
      }).map((r) => ({
        name: r.name,
        faction: r.faction,
        created_at: r.created_at,
        units: r.picks.map((i) => {
          const u = pool[i];
          if (!u) throw new Error('index');
          return toSelectedUnit(u, Math.min(u.availability, r.quantities[i] ?? 1));
        }),
      }));
    });
    await fc.assert(
      fc.asyncProperty(listArb, async (list) => {
        const decoded = await decodeShareCode(encodeShareCode(list, cat.dataVersion), cat);
        expect(decoded).not.toBeNull();
        expect(decoded?.name).toBe(list.name);
        expect(decoded?.faction).toBe(list.faction);
        expect(decoded?.created_at).toBe(list.created_at);
        expect(decoded?.units).toEqual(list.units);
        expect(decoded?.droppedUnitIds).toEqual([]);
        expect(decoded?.staleData).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

describe('decoding without waiting (a view\'s first render)', () => {
  it('gives for a current code exactly what the asynchronous decoder gives', async () => {
    const list = { name: 'At once', faction: 'northern-tribes', units: [unit('alborc'), unit('warg-riders', 2)], created_at: '2025-07-01T10:00:00.000Z' };
    const code = encodeShareCode(list, cat.dataVersion);
    const now = decodeShareCodeNow(code, cat);
    expect(now).toEqual(await decodeShareCodeResult(code, cat));
    expect(now).toMatchObject({ ok: true, value: { name: 'At once', format: 'lz' } });
  });

  it('fails at once for what is no code, like the asynchronous decoder', async () => {
    for (const bad of ['', '   ', '%%%', 'x'.repeat(MAX_SHARE_CODE_LENGTH + 1), lz({ v: SHARE_CODE_FORMAT_VERSION + 1, name: 'future' })]) {
      expect(decodeShareCodeNow(bad, cat)).toEqual({ ok: false, issue: { code: 'share.decompressFailed', severity: 'error' } });
      expect(await decodeShareCodeResult(bad, cat)).toEqual(decodeShareCodeNow(bad, cat));
    }
  });

  it('leaves an old zlib link to the asynchronous decoder, which reads it', async () => {
    const code = legacy({ name: 'old list', faction: 'northern-tribes', units: [{ id: 'alborc', quantity: 1 }] });
    expect(decodeShareCodeNow(code, cat)).toBeUndefined();
    expect(await decodeShareCodeResult(code, cat)).toMatchObject({ ok: true, value: { name: 'old list', format: 'legacy' } });
  });
});

describe('never trusting the numbers', () => {
  it('recomputes points and command from the catalogue and flags stale data', async () => {
    const tampered = { ...unit('alborc'), pointsCost: 1, command: 0 };
    const decoded = await decodeShareCode(encodeShareCode({ name: 'x', faction: 'northern-tribes', units: [tampered], created_at: '' }, cat.dataVersion), cat);
    expect(decoded?.units[0]).toMatchObject({ id: 'alborc', pointsCost: 50, command: 3 });
    expect(decoded?.staleData).toBe(true);
    expect(decoded?.warnings).toContainEqual({ code: 'share.staleData', severity: 'warning' });
  });

  it('flags a link made against another dataVersion', async () => {
    const decoded = await decodeShareCode(encodeShareCode({ name: 'x', faction: 'northern-tribes', units: [unit('alborc')], created_at: '' }, 'old-version'), cat);
    expect(decoded?.staleData).toBe(true);
    expect(decoded?.dataVersion).toBe('old-version');
  });

  it('caps quantities at availability (merging duplicate entries) and warns', async () => {
    const code = lz({ v: 1, dv: cat.dataVersion, name: 'x', faction: 'northern-tribes', created_at: '', units: [{ id: 'warg-riders', quantity: 2 }, { id: 'warg-riders', quantity: 5 }, { id: 'alborc', quantity: 1e9 }] });
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.units.map((u) => [u.id, u.quantity])).toEqual([
      ['warg-riders', 2],
      ['alborc', 1],
    ]);
    expect(decoded?.warnings).toContainEqual({ code: 'share.quantityCapped', params: { name: 'Warg Riders', n: 2 }, severity: 'warning' });
  });

  it('keeps a unit found in another faction, drops unknown ids from units and reports them, keeping them as recorded entries', async () => {
    const code = lz({ v: 1, dv: cat.dataVersion, name: 'x', faction: 'syenann', units: [{ id: 'alula', quantity: 1 }, { id: 'nope', quantity: 1 }, { id: 'alborc', quantity: 1 }, { name: 'Ghost', pointsCost: 25, quantity: 1 }, { quantity: 1 }, { id: 'oona', quantity: 0 }] });
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.units.map((u) => [u.id, u.faction_id])).toEqual([
      ['alula', 'syenann'],
      ['alborc', 'northern-tribes'],
    ]);
    expect(decoded?.droppedUnitIds).toEqual(['nope', 'Ghost', '?']);
    expect(decoded?.warnings).toContainEqual({ code: 'share.unitsDropped', params: { count: 3 }, severity: 'warning' });
    // An entry with neither id nor name has nothing to show; the others stay as recorded.
    expect(decoded?.entries.map((e) => [e.id ?? null, e.name ?? null, e.pointsCost ?? null])).toEqual([
      ['alula', null, null],
      ['alborc', null, null],
      ['nope', null, null],
      [null, 'Ghost', 25],
    ]);
  });

  it('falls back to the name within the faction (any language), e.g. an old mercenary id', async () => {
    const code = lz({ v: 1, dv: cat.dataVersion, name: 'x', faction: 'Hegemony of Embersig', units: [{ id: 'vercana', name: 'Vercana', quantity: 1 }, { id: 'old-id', name: 'cabo', quantity: 1 }, { id: 'vercana-syenann', quantity: 1 }] });
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.faction).toBe('hegemony-of-embersig');
    expect(decoded?.units.map((u) => u.id)).toEqual(['vercana-hegemony-of-embersig', 'corporal']);
  });

  it('infers an unknown faction from the first known unit', async () => {
    const code = lz({ v: 1, name: 'x', faction: 'who knows', units: [{ id: 'mystery', name: 'Mystery', quantity: 1 }, { id: 'alula', quantity: 1 }] });
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.faction).toBe('syenann');
    expect(decoded?.units.map((u) => u.id)).toEqual(['alula']);
    const none = await decodeShareCode(lz({ v: 1, name: 'x', units: [{ id: 'zzz', name: 'Z', quantity: 1 }] }), cat);
    expect(none?.faction).toBe('unknown');
    expect(none?.units).toEqual([]);
  });

  it('prefers faction_id when the payload has one', async () => {
    const decoded = await decodeShareCode(lz({ v: 1, name: 'x', faction: 'Syenann', faction_id: 'feudom', units: [{ id: 'vercana-feudom' }] }), cat);
    expect(decoded?.faction).toBe('feudom');
    expect(decoded?.units[0]?.quantity).toBe(1);
  });
});

describe('the list as shared and the list as it opens (more copies than availability now allows)', () => {
  const OLD = previousCatalogue().dataVersion;
  // Shared with the previous catalogue: Skin Changers then 40 pts, availability 2 (now 35, 1);
  // Orc Hunters then 30 (now 20, availability 3); Alborc 50 both times, availability 1.
  const oldList = {
    name: 'Before the rebuild',
    faction: 'northern-tribes',
    created_at: '2025-09-01T10:00:00.000Z',
    units: [previousSelected('skin-changers', 2), previousSelected('orc-hunters', 2), previousSelected('alborc')],
  };

  it('"as shared" is the link\'s own total (190), the list opens capped at today\'s points (125)', async () => {
    expect([unitById('skin-changers').availability, unitById('skin-changers').pointsCost, unitById('orc-hunters').pointsCost]).toEqual([1, 35, 20]);
    const decoded = await decodeShareCode(encodeShareCode(oldList, OLD), cat);
    if (!decoded) throw new Error('not decoded');
    expect(decoded.units.map((u) => [u.id, u.quantity, u.pointsCost])).toEqual([
      ['skin-changers', 1, 35],
      ['orc-hunters', 2, 20],
      ['alborc', 1, 50],
    ]);
    expect(decoded.warnings).toContainEqual({ code: 'share.quantityCapped', params: { name: 'Skin Changers', n: 1 }, severity: 'warning' });
    // What the link recorded: its quantities and its prices.
    expect(decoded.recorded.map((e) => [e.id, e.quantity, e.pointsCost])).toEqual([
      ['skin-changers', 2, 40],
      ['orc-hunters', 2, 30],
      ['alborc', 1, 50],
    ]);
    // `entries` stays capped like the units.
    expect(decoded.entries.map((e) => [e.id, e.quantity, e.pointsCost])).toEqual([
      ['skin-changers', 1, 40],
      ['orc-hunters', 2, 30],
      ['alborc', 1, 50],
    ]);

    const r = repriceShare(decoded, cat);
    // 2 × 40 + 2 × 30 + 50 = 190 as shared (not 1 × 40 + 2 × 30 + 50 = 150); 35 + 2 × 20 + 50 = 125 now.
    expect(r.oldTotal).toBe(190);
    expect(r.newTotal).toBe(125);
    expect(computeTotals(decoded.units).points).toBe(125);
    expect(r.changes.map((c) => [c.kind, c.id])).toEqual([
      ['points', 'skin-changers'],
      ['points', 'orc-hunters'],
      ['availability', 'skin-changers'],
    ]);
    expect(r.changes.find((c) => c.kind === 'availability')).toMatchObject({ name: 'Skin Changers', quantity: 2, available: 1 });
    expect(r.canUpdate).toBe(true);
    // What "Open in builder" keeps: the list as shared as the earlier version, the capped list as the new one.
    expect(r.recordedUnits.map((u) => [u.id, u.quantity, u.pointsCost])).toEqual([
      ['skin-changers', 2, 40],
      ['orc-hunters', 2, 30],
      ['alborc', 1, 50],
    ]);
    expect(computeTotals(r.recordedUnits).points).toBe(190);
    expect(r.updatedUnits).toEqual(decoded.units);
  });

  it('the fingerprint is the one the sharer saw: from the link\'s own quantities, not the capped list', async () => {
    const decoded = await decodeShareCode(encodeShareCode(oldList, OLD), cat);
    if (!decoded) throw new Error('not decoded');
    const input = sharedFingerprintInput(decoded);
    expect(input.units.map((u) => [u.id, u.quantity])).toEqual([
      ['skin-changers', 2],
      ['orc-hunters', 2],
      ['alborc', 1],
    ]);
    const sharers = await listFingerprint(oldList, OLD);
    expect(await listFingerprint(input, decoded.dataVersion)).toBe(sharers);
    // The capped list (one Skin Changers) would have read differently.
    expect(await listFingerprint({ faction: decoded.faction, units: decoded.units }, decoded.dataVersion)).not.toBe(sharers);
  });

  it('a link over availability at today\'s prices still differs: 70 as shared, 35 as it opens', async () => {
    const decoded = await decodeShareCode(encodeShareCode({ ...oldList, units: [unit('skin-changers', 2)] }, cat.dataVersion), cat);
    if (!decoded) throw new Error('not decoded');
    expect(decoded.staleData).toBe(false);
    const r = repriceShare(decoded, cat);
    expect([r.oldTotal, r.newTotal]).toEqual([70, 35]);
    expect(r.changes.map((c) => c.kind)).toEqual(['availability']);
    expect(r.canUpdate).toBe(true);
    expect(r.recordedUnits.map((u) => [u.id, u.quantity])).toEqual([['skin-changers', 2]]);
  });

  it('merges a unit\'s entries at the first one\'s price, and reads absurd counts as MAX_AVAILABILITY', async () => {
    const code = lz({
      v: 1,
      dv: OLD,
      name: 'x',
      faction: 'northern-tribes',
      created_at: '',
      units: [
        { id: 'warg-riders', pointsCost: 45, quantity: 2 },
        { id: 'warg-riders', pointsCost: 45, quantity: 5 },
        { id: 'alborc', pointsCost: 50, quantity: 1e9 },
        { id: 'frost-giant', name: 'Frost Giant', pointsCost: 55, quantity: 1e6 },
      ],
    });
    const decoded = await decodeShareCode(code, cat);
    if (!decoded) throw new Error('not decoded');
    expect(decoded.recorded.map((e) => [e.id, e.quantity])).toEqual([
      ['warg-riders', 3],
      ['alborc', 3],
      ['frost-giant', 3],
    ]);
    expect(decoded.units.map((u) => [u.id, u.quantity])).toEqual([
      ['warg-riders', 2],
      ['alborc', 1],
    ]);
    const r = repriceShare(decoded, cat);
    // 3 × 45 + 3 × 50 + 3 × 55 = 450 as shared; 2 × 35 + 50 + 3 × 55 (the unknown unit as recorded) = 285 now.
    expect([r.oldTotal, r.newTotal]).toEqual([450, 285]);
    expect(r.changes.filter((c) => c.kind === 'availability').map((c) => [c.id, c.quantity])).toEqual([
      ['warg-riders', 3],
      ['alborc', 3],
    ]);
    expectSane(decoded);
  });

  it('an earlier builder link over availability: as shared at its quantities, attachments kept on both', async () => {
    const code = legacy({
      name: 'old',
      faction: 'Northern Tribes',
      units: [
        { id: 'iriavik-restless-pup', name: 'Iriavik Restless Pup', pointsCost: 20, quantity: 1 },
        { id: 'coal', name: 'Coal', pointsCost: 0, quantity: 1, attachedTo: 'iriavik-restless-pup' },
        { id: 'skin-changers', name: 'Skin Changers', pointsCost: 40, quantity: 2 },
      ],
    });
    const decoded = await decodeShareCode(code, cat);
    if (!decoded) throw new Error('not decoded');
    expect(decoded.recorded.map((e) => [e.id, e.quantity, e.attachedTo ?? null])).toEqual([
      ['iriavik-restless-pup', 1, null],
      ['coal', 1, 'iriavik-restless-pup'],
      ['skin-changers', 2, null],
    ]);
    const r = repriceShare(decoded, cat);
    // 20 + 0 + 2 × 40 = 100 as shared; 30 + 0 + 35 = 65 now.
    expect([r.oldTotal, r.newTotal]).toEqual([100, 65]);
    expect(r.recordedUnits.find((u) => u.id === 'coal')?.attachedTo).toBe('iriavik-restless-pup');
    expect(r.updatedUnits.find((u) => u.id === 'coal')?.attachedTo).toBe('iriavik-restless-pup');
  });

  it('property: as shared = Σ recorded price × recorded count (at most MAX_AVAILABILITY); as it opens = the capped list at today\'s points', async () => {
    const linkArb = fc.constantFrom(...FACTION_IDS).chain((faction) => {
      const pool = unitsForFaction(cat, faction);
      return fc.record({
        faction: fc.constant(faction),
        picks: fc.uniqueArray(fc.integer({ min: 0, max: pool.length - 1 }), { minLength: 1, maxLength: Math.min(pool.length, 12) }),
        quantities: fc.array(fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 2 ** 31 })), { minLength: 12, maxLength: 12 }),
        prices: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 12, maxLength: 12 }),
      }).map((r) => ({
        faction: r.faction,
        units: r.picks.map((p, i) => {
          const u = pool[p];
          if (!u) throw new Error('index');
          return { id: u.id, name: u.name, pointsCost: r.prices[i] ?? 0, command: u.command, quantity: r.quantities[i] ?? 1 };
        }),
      }));
    });
    await fc.assert(
      fc.asyncProperty(linkArb, async (link) => {
        const decoded = await decodeShareCode(lz({ v: 1, dv: 'some-other-version', name: 'p', created_at: '', ...link }), cat);
        if (!decoded) throw new Error('not decoded');
        const r = repriceShare(decoded, cat);
        const asShared = link.units.reduce((n, u) => n + u.pointsCost * Math.min(u.quantity, MAX_AVAILABILITY), 0);
        expect(r.oldTotal).toBe(asShared);
        expect(computeTotals(r.recordedUnits).points).toBe(asShared);
        expect(r.newTotal).toBe(computeTotals(decoded.units).points);
        expect(r.updatedUnits).toEqual(decoded.units);
        for (const u of link.units) {
          const available = unitById(u.id).availability;
          const changed = r.changes.some((c) => c.kind === 'availability' && c.id === u.id);
          expect(changed).toBe(Math.min(u.quantity, MAX_AVAILABILITY) > available);
        }
        expectSane(decoded);
      }),
      { numRuns: 80 },
    );
  });
});

describe('legacy zlib/base64url links', () => {
  it('decode with the same validation and re-resolution', async () => {
    const code = legacy({ name: 'old list', faction: 'Northern Tribes', created_at: '2024-05-01', units: [{ id: 'alborc', name: 'Alborc', pointsCost: 45, quantity: 1, keywords: ['Elite', { name: 'Join', value: 'Infantry Orc' }] }, { id: 'vercana', name: 'Vercana', quantity: 1 }, { id: 'nope', quantity: 2 }] });
    expect(code.startsWith('e')).toBe(true);
    const decoded = await decodeShareCode(code, cat);
    expect(decoded).toMatchObject({ name: 'old list', faction: 'northern-tribes', format: 'legacy', dataVersion: null, droppedUnitIds: ['nope'], staleData: true, created_at: '2024-05-01' });
    expect(decoded?.units.map((u) => [u.id, u.pointsCost])).toEqual([
      ['alborc', 50],
      ['vercana-northern-tribes', 30],
    ]);
  });

  it('an earlier builder link keeps opening: by id, by name within the faction, by name across factions, with its prices kept for repricing', async () => {
    // Grand Captain was a Hegemony unit when the link was made; Cabo is the Spanish name of the
    // Corporal; a bare "vercana" id is the faction's own mercenary copy.
    const code = legacy({
      name: 'Hegemony of last season',
      faction: 'Hegemony of Embersig',
      units: [
        { id: 'grand-captain', name: 'Grand Captain', pointsCost: 50, command: 3, quantity: 1 },
        { id: 'cabo-old', name: 'Cabo', pointsCost: 30, quantity: 1 },
        { id: 'vercana', name: 'Vercana', pointsCost: 30, quantity: 1 },
        { id: 'gc-renamed', name: 'Grand Captain', pointsCost: 50, quantity: 1 },
      ],
    });
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.faction).toBe('hegemony-of-embersig');
    expect(decoded?.units.map((u) => [u.id, u.faction_id, u.quantity])).toEqual([
      ['grand-captain', 'syenann', 1],
      ['corporal', 'hegemony-of-embersig', 1],
      ['vercana-hegemony-of-embersig', 'hegemony-of-embersig', 1],
    ]);
    expect(decoded?.droppedUnitIds).toEqual([]);
    expect(decoded?.entries.map((e) => [e.id, e.pointsCost, e.quantity])).toEqual([
      ['grand-captain', 50, 1],
      ['cabo-old', 30, 1],
      ['vercana', 30, 1],
    ]);
    // The second Grand Captain entry is merged and capped like the units, with a warning.
    expect(decoded?.warnings).toContainEqual({ code: 'share.quantityCapped', params: { name: 'Grand Captain', n: 1 }, severity: 'warning' });
  });

  it('a legacy link with matching points is not stale; padding is tolerated', async () => {
    const code = deflateSync(Buffer.from(JSON.stringify({ name: 'p', faction: 'syenann', units: [{ id: 'alula', pointsCost: 20, quantity: 1 }] }))).toString('base64');
    const decoded = await decodeShareCode(code.replace(/\+/g, '-').replace(/\//g, '_'), cat);
    expect(decoded?.staleData).toBe(false);
  });

  it('a zlib bomb inside the length cap is cancelled past the output cap', async () => {
    const bomb = deflateSync(Buffer.alloc(4 * 1024 * 1024, 0x20), { level: 9 }).toString('base64url');
    expect(bomb.length).toBeLessThanOrEqual(MAX_SHARE_CODE_LENGTH);
    expect(await decodeShareCode(bomb, cat)).toBeNull();
    expect(await inflateBounded(deflateSync(Buffer.alloc(100_000)), 50_000)).toBeNull();
  });

  it('a 100 MB zlib payload is refused on its code length alone', async () => {
    const huge = deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 }).toString('base64url');
    expect(huge.length).toBeGreaterThan(MAX_SHARE_CODE_LENGTH);
    expect(await decodeShareCode(huge, cat)).toBeNull();
  });

  it('invalid UTF-8, corrupt streams and non-zlib bytes give null', async () => {
    expect(await decodeShareCode(deflateSync(Buffer.from([0xff, 0xfe, 0xfd])).toString('base64url'), cat)).toBeNull();
    const good = legacy({ name: 'x', faction: 'syenann', units: [] });
    expect(await decodeShareCode(`${good.slice(0, 10)}AAAA${good.slice(14)}`, cat)).toBeNull();
    expect(await decodeShareCode(good.slice(0, good.length - 6), cat)).toBeNull();
    expect(await decodeShareCode('eJ', cat)).toBeNull();
    expect(await decodeShareCode('eJx', cat)).toBeNull();
    expect(await decodeShareCode(legacy('not json at all'), cat)).toBeNull();
  });

  it('inflateBounded returns the bytes under the cap, and null without DecompressionStream', async () => {
    const bytes = await inflateBounded(deflateSync(Buffer.from('hello')), 100);
    expect(new TextDecoder().decode(bytes ?? new Uint8Array())).toBe('hello');
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await inflateBounded(deflateSync(Buffer.from('hello')), 100)).toBeNull();
  });

  it('a DecompressionStream that cannot be built gives null', async () => {
    vi.stubGlobal(
      'DecompressionStream',
      class {
        constructor() {
          throw new TypeError('unsupported');
        }
      },
    );
    expect(await inflateBounded(deflateSync(Buffer.from('hello')), 100)).toBeNull();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});

describe('hostile input never throws and never hangs', () => {
  it('rejects empty, non-string and over-long codes before decompressing', async () => {
    for (const code of ['', '   ', 42 as unknown as string, null as unknown as string, 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1)]) {
      expect(await decodeShareCode(code, cat)).toBeNull();
    }
    const r = await decodeShareCodeResult('%%%', cat);
    expect(r).toEqual({ ok: false, issue: { code: 'share.decompressFailed', severity: 'error' } });
  });

  it('a 1 MB random string gives null', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$_';
    let s = '';
    let seed = 7;
    for (let i = 0; i < 1024 * 1024; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      s += alphabet[seed % alphabet.length];
    }
    expect(await decodeShareCode(s, cat)).toBeNull();
  });

  it('a code that would decompress to 100 MB is refused on length; the largest expansion inside the cap is refused on text length', async () => {
    // The bomb builder writes exactly what lz-string's compressor would (checked on small inputs).
    expect(lzCodeOfRepeatedA(5000)).toBe(LZString.compressToEncodedURIComponent('a'.repeat(5000)));
    const big = lzCodeOfRepeatedA(100 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(MAX_SHARE_CODE_LENGTH);
    expect(await decodeShareCode(big, cat)).toBeNull();
    const inside = lzCodeOfRepeatedA(3_000_000);
    expect(inside.length).toBeLessThanOrEqual(MAX_SHARE_CODE_LENGTH);
    expect(await decodeShareCode(inside, cat)).toBeNull();
  });

  it('truncated and bit-flipped codes give null or a sane list', async () => {
    const code = encodeShareCode({ name: 'Flip me', faction: 'syenann', units: [toSelectedUnit(unitById('alula')), toSelectedUnit(unitById('bulwarks'), 2)], created_at: '2025-01-01' }, cat.dataVersion);
    for (let cut = 1; cut < code.length; cut += 3) {
      const d = await decodeShareCode(code.slice(0, cut), cat);
      expectSane(d);
    }
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: code.length - 1 }), fc.integer({ min: 0, max: alphabet.length - 1 }), async (at, ch) => {
        const flipped = code.slice(0, at) + alphabet[ch] + code.slice(at + 1);
        expectSane(await decodeShareCode(flipped, cat));
      }),
      { numRuns: 150 },
    );
  });

  it('property: arbitrary strings never throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (s) => {
        expectSane(await decodeShareCode(s, cat));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects prototype keys anywhere and deep nesting', async () => {
    const base = { v: 1, name: 'x', faction: 'syenann', units: [{ id: 'alula', quantity: 1 }] };
    const withProto = JSON.stringify(base).replace('"id":"alula"', '"id":"alula","__proto__":{"polluted":true}');
    expect(await decodeShareCode(LZString.compressToEncodedURIComponent(withProto), cat)).toBeNull();
    expect(await decodeShareCode(lz({ ...base, constructor: { prototype: {} } }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ ...base, units: [{ id: 'alula', keywords: [{ name: 'x', value: [[[[[['deep']]]]]] }] }] }), cat)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(isSafeJson({ a: [1, { b: 'c' }] })).toBe(true);
    expect(isSafeJson(JSON.parse('{"prototype":1}'))).toBe(false);
  });

  it('rejects unknown format versions, bad shapes and bad JSON', async () => {
    expect(await decodeShareCode(lz({ v: SHARE_CODE_FORMAT_VERSION + 1, name: 'x', faction: 'syenann', units: [] }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ name: 'x', faction: 'syenann', units: [] }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ v: 1, name: 5, units: [] }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ v: 1, name: 'x', units: 'many' }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ v: 1, name: 'x', units: Array.from({ length: 201 }, () => ({ id: 'alula' })) }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ v: 1, name: 'x'.repeat(201), units: [] }), cat)).toBeNull();
    expect(await decodeShareCode(lz({ v: 1, name: 'x', units: [{ id: 'alula', quantity: 'lots' }] }), cat)).toBeNull();
    expect(await decodeShareCode(LZString.compressToEncodedURIComponent('{"v":1,'), cat)).toBeNull();
    expect(await decodeShareCode(LZString.compressToEncodedURIComponent(''), cat)).toBeNull();
  });

  it('a "+" that came back as a space still decodes', async () => {
    const list = { name: 'x', faction: 'syenann', units: [toSelectedUnit(unitById('alula'))], created_at: '' };
    let code = encodeShareCode(list, cat.dataVersion);
    for (let i = 0; !code.includes('+') && i < 50; i++) code = encodeShareCode({ ...list, name: `x${'y'.repeat(i)}` }, cat.dataVersion);
    expect(code).toContain('+');
    expect(await decodeShareCode(code.replace(/\+/g, ' '), cat)).not.toBeNull();
  });

  it('survives an lz-string failure', async () => {
    const spy = vi.spyOn(LZString, 'decompressFromEncodedURIComponent').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(await decodeShareCode('N4Ig', cat)).toBeNull();
    spy.mockRestore();
  });
});

describe('short links', () => {
  it('hash: deterministic, 10 URL-safe characters, different for different codes', async () => {
    const a = await shortLinkHash('code-a');
    expect(a).toBe(await shortLinkHash('code-a'));
    expect(a).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(await shortLinkHash('code-b')).not.toBe(a);
    expect(isValidShortHash(a)).toBe(true);
  });

  it.each(['', 'short', 'abcdefghijk', 'abc/efghij', 'abc efghij', '<script>x', '../../etc/', 'abcdefghi='])('rejects %j', (s) => {
    expect(isValidShortHash(s)).toBe(false);
  });

  it('records and resolves from local records only', async () => {
    const rec = await makeShortLinkRecord('THE-CODE', { listName: 'Orcs', faction: 'northern-tribes' }, new Date('2025-01-02T03:04:05Z'));
    expect(rec).toEqual({ hash: await shortLinkHash('THE-CODE'), code: 'THE-CODE', listName: 'Orcs', faction: 'northern-tribes', created: '2025-01-02T03:04:05.000Z' });
    expect(resolveShortLink([rec], rec.hash)).toBe('THE-CODE');
    expect(resolveShortLink([rec], 'AAAAAAAAAA')).toBeNull();
    expect(resolveShortLink([rec], 'bad hash!')).toBeNull();
    expect(sharedListPath('abc')).toBe('/shared-list/abc');
    expect(shortLinkPath(rec.hash)).toBe(`/s/${rec.hash}`);
    expect(isValidShortHash(42)).toBe(false);
  });
});
