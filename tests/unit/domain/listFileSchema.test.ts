// The open list format (issue 16): the published JSON Schema, the validator Ajv generates from
// it, valid and invalid samples, and import from files, share codes, links and the earlier
// builder's codes.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { computeTotals, toSelectedUnit } from '../../../src/domain/lists';
import { checkListFile, listFileName, readImport, toListFile, type ExportableList } from '../../../src/domain/listFile';
import { encodeShareCode } from '../../../src/domain/shareCode';
import { SCHEMA_PATH, VALIDATOR_PATH, validatorSource } from '../../../schemas/build-validator';
import { testCatalogue, unitById } from '../../fixtures/domain';
import { previousCatalogue, previousSelected } from '../../fixtures/previousCatalogue';

const cat = testCatalogue();
const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as Record<string, unknown>;

const tundra: ExportableList = {
  name: 'Tundra',
  faction: 'northern-tribes',
  units: [toSelectedUnit(unitById('orc-hunters'), 2), toSelectedUnit(unitById('alborc'))],
  dataVersion: cat.dataVersion,
  note: 'vs shooting armies',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};
const file = () => toListFile([tundra], { exportedAt: '2026-11-24T01:00:00.000Z', appVersion: '0.6.4' });

describe('the schema file', () => {
  it('is a valid draft-07 JSON Schema that Ajv compiles in strict mode', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    expect(ajv.validateSchema(schema)).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
    expect(schema.required).toEqual(['schema', 'version', 'lists']);
  });

  it('the committed validator is what Ajv makes from the schema now', () => {
    expect(readFileSync(VALIDATOR_PATH, 'utf8')).toBe(validatorSource());
  });
});

describe('valid samples', () => {
  it('an export of the app', () => {
    const check = checkListFile(JSON.parse(JSON.stringify(file())));
    expect(check.ok).toBe(true);
  });

  it('a minimal hand-written file, and one with a budget and an attached Character', () => {
    expect(checkListFile({ schema: 'warcrow-lists', version: 1, lists: [{ name: 'A', faction: 'syenann', units: [] }] }).ok).toBe(true);
    const withLater = {
      schema: 'warcrow-lists',
      version: 1,
      lists: [{ name: 'B', faction: 'feudom', dataVersion: null, budget: 300, units: [{ id: 'x', name: 'X', quantity: 1 }, { id: 'c', name: 'C', quantity: 1, attachedTo: 'x' }], extra: 'ignored' }],
      future: true,
    };
    expect(checkListFile(withLater).ok).toBe(true);
  });
});

describe('invalid samples', () => {
  const valid = () => JSON.parse(JSON.stringify(file())) as Record<string, unknown> & { lists: Array<Record<string, unknown> & { units: Array<Record<string, unknown>> }> };
  const cases: Array<[string, (f: ReturnType<typeof valid>) => unknown, string]> = [
    ['no schema field', (f) => ({ ...f, schema: undefined }), ''],
    ['another schema name', (f) => ({ ...f, schema: 'battlescribe' }), '/schema'],
    ['version 2', (f) => ({ ...f, version: 2 }), '/version'],
    ['no lists', (f) => ({ ...f, lists: [] }), '/lists'],
    ['an unknown faction', (f) => ({ ...f, lists: [{ ...f.lists[0], faction: 'elves' }] }), '/lists/0/faction'],
    ['an empty name', (f) => ({ ...f, lists: [{ ...f.lists[0], name: '' }] }), '/lists/0/name'],
    ['a quantity of 0', (f) => ({ ...f, lists: [{ ...f.lists[0], units: [{ ...f.lists[0]!.units[0], quantity: 0 }] }] }), '/lists/0/units/0/quantity'],
    ['a fractional quantity', (f) => ({ ...f, lists: [{ ...f.lists[0], units: [{ ...f.lists[0]!.units[0], quantity: 1.5 }] }] }), '/lists/0/units/0/quantity'],
    ['a unit without id', (f) => ({ ...f, lists: [{ ...f.lists[0], units: [{ name: 'X', quantity: 1 }] }] }), '/lists/0/units/0'],
    ['a negative budget', (f) => ({ ...f, lists: [{ ...f.lists[0], budget: -5 }] }), '/lists/0/budget'],
  ];
  it.each(cases)('%s', (_, change, path) => {
    const sample = JSON.parse(JSON.stringify(change(valid()))) as unknown;
    const check = checkListFile(sample);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.map((p) => p.path)).toContain(path);
  });
});

describe('export', () => {
  it('writes schema, version, faction, units with ids, names and prices, the catalogue version and the note', () => {
    const f = file();
    expect(f).toMatchObject({ schema: 'warcrow-lists', version: 1, app: { name: 'Warcrow Companion', version: '0.6.4' } });
    expect(f.lists[0]).toEqual({
      name: 'Tundra',
      faction: 'northern-tribes',
      dataVersion: cat.dataVersion,
      note: 'vs shooting armies',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      units: tundra.units.map((u) => ({ id: u.id, name: u.name, quantity: u.quantity, pointsCost: u.pointsCost, command: u.command })),
    });
  });

  it('names the file after the list, or warcrow-lists for several', () => {
    expect(listFileName([{ name: 'Tundra Hunt!' }], '2026-11-24')).toBe('warcrow-tundra-hunt-2026-11-24.json');
    expect(listFileName([{ name: 'Élan' }, { name: 'B' }], '2026-11-24')).toBe('warcrow-lists-2026-11-24.json');
    expect(listFileName([{ name: '¿¿' }], '2026-11-24')).toBe('warcrow-lists-2026-11-24.json');
  });
});

describe('import', () => {
  it('reads its own export back with the same content and note', async () => {
    const report = await readImport(JSON.stringify(file()), { catalogue: cat });
    expect(report.problems).toEqual([]);
    expect(report.lists).toHaveLength(1);
    expect(report.lists[0]).toMatchObject({ name: 'Tundra', faction: 'northern-tribes', note: 'vs shooting armies', origin: 'file', repricing: null, dataVersion: cat.dataVersion });
    expect(report.lists[0]?.units).toEqual(tundra.units);
  });

  it('reprices a list priced with the previous catalogue and says what changed', async () => {
    const old = { ...tundra, units: [previousSelected('orc-hunters', 2), previousSelected('tattooist')], dataVersion: previousCatalogue().dataVersion };
    const report = await readImport(JSON.stringify(toListFile([old], { exportedAt: 'x', appVersion: '0.6.4' })), { catalogue: cat });
    const list = report.lists[0];
    expect(list?.units).toEqual([toSelectedUnit(unitById('orc-hunters'), 2), toSelectedUnit(unitById('tattooist'))]);
    expect(list?.repricing?.oldTotal).toBe(computeTotals(old.units).points);
    expect(list?.repricing?.newTotal).toBe(computeTotals(list?.units ?? []).points);
    expect(list?.repricing?.changes.map((c) => c.kind)).toContain('points');
  });

  it('keeps the readable lists of a file and reports the unreadable one by name', async () => {
    const f = JSON.parse(JSON.stringify(toListFile([tundra, { ...tundra, name: 'Broken' }, { ...tundra, name: 'Third' }], { exportedAt: 'x', appVersion: '1' }))) as { lists: Array<{ units: Array<{ quantity: number }> }> };
    f.lists[1]!.units[0]!.quantity = -1;
    const report = await readImport(JSON.stringify(f), { catalogue: cat });
    expect(report.lists.map((l) => l.name)).toEqual(['Tundra', 'Third']);
    expect(report.problems).toEqual([{ code: 'listUnreadable', index: 1, name: 'Broken', problems: [expect.objectContaining({ path: '/lists/1/units/0/quantity' })] }]);
  });

  it('reports text that is not JSON, a file of another format, and a list with no units', async () => {
    expect((await readImport('{ not json', { catalogue: cat })).problems).toEqual([{ code: 'notJson' }]);
    const other = await readImport(JSON.stringify({ roster: [] }), { catalogue: cat });
    expect(other.lists).toEqual([]);
    expect(other.problems[0]?.code).toBe('notListFile');
    const empty = await readImport(JSON.stringify({ schema: 'warcrow-lists', version: 1, lists: [{ name: 'Empty', faction: 'syenann', units: [] }] }), { catalogue: cat });
    expect(empty.problems).toEqual([{ code: 'emptyList', name: 'Empty' }]);
  });

  it('a share link over availability is reported from the link\'s own total (190) to the list kept (125)', async () => {
    const old = [previousSelected('skin-changers', 2), previousSelected('orc-hunters', 2), previousSelected('alborc')];
    const code = encodeShareCode({ name: 'Two Skin Changers', faction: 'northern-tribes', units: old, created_at: '2025-09-01' }, previousCatalogue().dataVersion);
    const report = await readImport(code, { catalogue: cat });
    const list = report.lists[0];
    expect(list?.units.map((u) => [u.id, u.quantity, u.pointsCost])).toEqual([
      ['skin-changers', 1, 35],
      ['orc-hunters', 2, 20],
      ['alborc', 1, 50],
    ]);
    expect([list?.repricing?.oldTotal, list?.repricing?.newTotal]).toEqual([190, 125]);
    // Only over availability, at today's prices: still reported (70 → 35), not kept silently at 35.
    const same = await readImport(encodeShareCode({ name: 'Same prices', faction: 'northern-tribes', units: [toSelectedUnit(unitById('skin-changers'), 2)], created_at: '' }, cat.dataVersion), { catalogue: cat });
    expect(same.lists[0]?.units.map((u) => [u.id, u.quantity])).toEqual([['skin-changers', 1]]);
    expect(same.lists[0]?.repricing?.changes.map((c) => c.kind)).toEqual(['availability']);
    expect([same.lists[0]?.repricing?.oldTotal, same.lists[0]?.repricing?.newTotal]).toEqual([70, 35]);
  });

  it('reads our share codes and links, the earlier builder codes and short links, one per line', async () => {
    const code = encodeShareCode({ name: 'Shared', faction: 'northern-tribes', units: tundra.units.map((u) => ({ ...u, highCommand: false, keywords: [] })), created_at: '2026-11-01' }, cat.dataVersion);
    const legacy = deflateSync(Buffer.from(JSON.stringify({ name: 'Old builder', faction: 'Northern Tribes', units: [{ id: 'alborc', name: 'Alborc', pointsCost: unitById('alborc').pointsCost, quantity: 1 }] }))).toString('base64url');
    const text = [code, `https://example.org/shared-list/${code}`, legacy, 'https://example.org/s/AbCdEfGhIj', 'https://example.org/s/ZZZZZZZZZZ', 'garbage!!'].join('\n');
    const report = await readImport(text, { catalogue: cat, resolveShortLink: async (hash) => (hash === 'AbCdEfGhIj' ? code : null) });
    expect(report.lists.map((l) => [l.name, l.origin])).toEqual([
      ['Shared', 'shareCode'],
      ['Shared', 'shareCode'],
      ['Old builder', 'earlierBuilder'],
      ['Shared', 'shareCode'],
    ]);
    expect(report.lists[0]?.units).toEqual(tundra.units);
    expect(report.problems).toEqual([
      { code: 'shortLinkNotFound', text: 'https://example.org/s/ZZZZZZZZZZ' },
      { code: 'unreadableCode', text: 'garbage!!' },
    ]);
  });

  it('a pasted sentence is one problem, not one per word; two codes on one line are both read', async () => {
    const code = encodeShareCode({ name: 'Shared', faction: 'northern-tribes', units: tundra.units.map((u) => ({ ...u, highCommand: false, keywords: [] })), created_at: '2026-11-01' }, cat.dataVersion);
    const sentence = await readImport('hello world this is not a code', { catalogue: cat });
    expect(sentence.problems).toEqual([{ code: 'unreadableCode', text: 'hello world this is not a code' }]);
    const two = await readImport(`${code} ${code} oops`, { catalogue: cat });
    expect(two.lists.map((l) => l.name)).toEqual(['Shared', 'Shared']);
    expect(two.problems).toEqual([{ code: 'unreadableCode', text: 'oops' }]);
  });

  it('says an empty file is empty, and names what is wrong by field: missing, or not a list file\'s value', async () => {
    expect((await readImport('', { catalogue: cat })).problems).toEqual([{ code: 'empty' }]);
    expect((await readImport(' \n\uFEFF', { catalogue: cat })).problems).toEqual([{ code: 'empty' }]);
    const other = await readImport(JSON.stringify({ schema: 'other-app', version: 7, lists: 'nope' }), { catalogue: cat });
    const problem = other.problems[0];
    expect(problem?.code).toBe('notListFile');
    if (problem?.code === 'notListFile') {
      expect(problem.problems.map((p) => [p.field, p.missing])).toEqual([
        ['/schema', false],
        ['/version', false],
        ['/lists', false],
      ]);
    }
    const noName = await readImport(JSON.stringify({ schema: 'warcrow-lists', version: 1, lists: [{ faction: 'syenann', units: [] }] }), { catalogue: cat });
    const unreadable = noName.problems[0];
    expect(unreadable?.code).toBe('notListFile');
    if (unreadable?.code === 'notListFile') expect(unreadable.problems).toContainEqual(expect.objectContaining({ field: '/lists/0/name', missing: true }));
  });
});
