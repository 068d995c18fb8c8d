import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftBelongsTo, holdsUnsavedWork, isEmptyDraft, parseBuilderDraft, type BuilderDraft } from '../../../src/domain/builderDraft';
import { makeSelected } from '../../fixtures/domain';

const draft = (over: Partial<BuilderDraft> = {}): BuilderDraft => ({
  faction: 'northern-tribes',
  id: null,
  dataVersion: null,
  name: '',
  currentName: '',
  units: [],
  note: '',
  budget: null,
  accountId: null,
  base: null,
  ...over,
});

describe('parseBuilderDraft', () => {
  it('reads back what the builder kept, through a JSON round trip', () => {
    const kept = draft({
      id: 'list-1',
      dataVersion: '2026-11-01',
      name: 'Tundra hunters',
      currentName: 'Tundra hunters',
      units: [makeSelected({ id: 'u1' }, 2)],
      note: 'Ambush on the left',
      budget: 300,
      accountId: '11111111-2222-4333-8444-555555555555',
      base: { units: [makeSelected({ id: 'u1' }, 1)], dataVersion: '2026-11-01', note: '', budget: null },
    });
    const read = parseBuilderDraft(JSON.parse(JSON.stringify(kept)));
    expect(read).not.toBeNull();
    expect(read!.name).toBe('Tundra hunters');
    expect(read!.note).toBe('Ambush on the left');
    expect(read!.budget).toBe(300);
    expect(read!.units.map((u) => [u.id, u.quantity])).toEqual([['u1', 2]]);
    expect(read!.base?.units.map((u) => [u.id, u.quantity])).toEqual([['u1', 1]]);
    expect(read!.accountId).toBe(kept.accountId);
  });

  it('refuses what is not a draft of a known faction', () => {
    expect(parseBuilderDraft(null)).toBeNull();
    expect(parseBuilderDraft('{"faction":"northern-tribes"}')).toBeNull();
    expect(parseBuilderDraft(draft({ faction: 'not-a-faction' as BuilderDraft['faction'] }))).toBeNull();
  });

  it('drops a bad field, never the player’s other words', () => {
    const read = parseBuilderDraft({ ...draft({ name: 'Mine', note: 'Keep me' }), budget: -4, dataVersion: 12, units: 'not units', id: '', base: { units: 3 } });
    expect(read).toMatchObject({ name: 'Mine', note: 'Keep me', budget: null, dataVersion: null, units: [], id: null, base: null });
  });

  it('a name or note longer than the builder allows is cut, not dropped', () => {
    const read = parseBuilderDraft(draft({ name: 'N'.repeat(250), note: 'x'.repeat(2500) }));
    expect(read!.name).toBe('N'.repeat(200));
    expect(read!.note).toHaveLength(2000);
  });

  it('keeps no base without a saved list, and no unit with quantity 0', () => {
    const read = parseBuilderDraft(draft({ base: { units: [], note: '', budget: null }, units: [makeSelected({ id: 'u1' }, 0), makeSelected({ id: 'u2' }, 1)] }));
    expect(read!.base).toBeNull();
    expect(read!.units.map((u) => u.id)).toEqual(['u2']);
  });

  it('never throws on anything storage may hold', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const read = parseBuilderDraft(raw);
        expect(read === null || typeof read.name === 'string').toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('faction', 'id', 'name', 'note', 'units', 'budget', 'base', 'accountId', 'currentName', 'dataVersion'), fc.anything()), (raw) => {
        const read = parseBuilderDraft({ faction: 'hegemony-of-embersig', ...raw });
        if (read) {
          expect(read.name.length).toBeLessThanOrEqual(200);
          expect(read.note.length).toBeLessThanOrEqual(2000);
        }
      }),
    );
  });
});

describe('isEmptyDraft and draftBelongsTo', () => {
  it('an empty builder keeps nothing; a name, a note, a unit, a budget or a saved list is kept', () => {
    expect(isEmptyDraft(draft())).toBe(true);
    expect(isEmptyDraft(draft({ name: 'x' }))).toBe(false);
    expect(isEmptyDraft(draft({ note: 'x' }))).toBe(false);
    expect(isEmptyDraft(draft({ budget: 200 }))).toBe(false);
    expect(isEmptyDraft(draft({ id: 'list-1' }))).toBe(false);
    expect(isEmptyDraft(draft({ units: [makeSelected({ id: 'u1' })] }))).toBe(false);
  });

  it('a guest’s draft is the device’s; an account’s is that account’s alone', () => {
    expect(draftBelongsTo({ accountId: null }, null)).toBe(true);
    expect(draftBelongsTo({ accountId: null }, 'a')).toBe(true);
    expect(draftBelongsTo({ accountId: 'a' }, 'a')).toBe(true);
    expect(draftBelongsTo({ accountId: 'a' }, 'b')).toBe(false);
    expect(draftBelongsTo({ accountId: 'a' }, null)).toBe(false);
  });
});

describe('holdsUnsavedWork: what opening another list or New list must not throw away', () => {
  const units = [makeSelected({ id: 'orc-hunters' }, 2)];
  const saved = { units, dataVersion: null, note: 'Flank left', budget: 300 };

  it('a new list with units holds unsaved work; an empty one, even named, does not', () => {
    expect(holdsUnsavedWork(draft({ units }))).toBe(true);
    expect(holdsUnsavedWork(draft({ name: 'Only a name' }))).toBe(false);
  });

  it('a saved list as it was loaded holds none; any edit, note, budget or rename since does', () => {
    const loaded = draft({ id: 'l1', name: 'Raid', currentName: 'Raid', units, note: 'Flank left', budget: 300, base: saved });
    expect(holdsUnsavedWork(loaded)).toBe(false);
    expect(holdsUnsavedWork({ ...loaded, units: [makeSelected({ id: 'orc-hunters' }, 3)] })).toBe(true);
    expect(holdsUnsavedWork({ ...loaded, note: 'Flank right' })).toBe(true);
    expect(holdsUnsavedWork({ ...loaded, budget: null })).toBe(true);
    expect(holdsUnsavedWork({ ...loaded, name: 'Raid II' })).toBe(true);
    // Without its base (a list whose saved content is not known here), it is kept to be safe.
    expect(holdsUnsavedWork({ ...loaded, base: null })).toBe(true);
  });
});
