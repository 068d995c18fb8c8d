import { describe, expect, it } from 'vitest';
import { diffLists, listSize, type DiffUnit } from '../../../src/domain/listDiff';

const u = (id: string, name: string, pointsCost: number, quantity = 1, extra: Partial<DiffUnit> = {}): DiffUnit => ({ id, name, pointsCost, quantity, ...extra });

describe('diffLists', () => {
  it('reports units added and removed with their points', () => {
    const d = diffLists({ units: [u('a', 'Orc Hunters', 20, 2), u('b', 'Alborc', 30)] }, { units: [u('a', 'Orc Hunters', 20, 2), u('c', 'Tattooist', 15)] });
    expect(d.changes).toEqual([
      { kind: 'removed', id: 'b', name: 'Alborc', quantity: 1, points: 30 },
      { kind: 'added', id: 'c', name: 'Tattooist', quantity: 1, points: 15 },
    ]);
    expect(d.total).toEqual({ from: 70, to: 55 });
    expect(d.same).toBe(false);
  });

  it('reports a quantity change and a points change of the same unit', () => {
    const d = diffLists({ units: [u('a', 'Orc Hunters', 30, 1)] }, { units: [u('a', 'Orc Hunters', 20, 2)] });
    expect(d.changes).toEqual([
      { kind: 'quantity', id: 'a', name: 'Orc Hunters', from: 1, to: 2 },
      { kind: 'points', id: 'a', name: 'Orc Hunters', from: 30, to: 20 },
    ]);
    expect(d.total).toEqual({ from: 30, to: 40 });
  });

  it('counts split rows of one unit as one unit', () => {
    const d = diffLists({ units: [u('a', 'Orc Hunters', 20, 1), u('a', 'Orc Hunters', 20, 1)] }, { units: [u('a', 'Orc Hunters', 20, 2)] });
    expect(d.changes).toEqual([]);
    expect(d.same).toBe(true);
  });

  it('reports a Character moved from one unit to another, attached or detached', () => {
    const before = { units: [u('t1', 'Troop One', 20), u('t2', 'Troop Two', 20), u('c', 'Captain', 25, 1, { attachedTo: 't1' }), u('s', 'Shaman', 25)] };
    const after = { units: [u('t1', 'Troop One', 20), u('t2', 'Troop Two', 20), u('c', 'Captain', 25, 1, { attachedTo: 't2' }), u('s', 'Shaman', 25, 1, { attachedTo: 't1' })] };
    expect(diffLists(before, after).changes).toEqual([
      { kind: 'moved', id: 'c', name: 'Captain', from: 't1', to: 't2' },
      { kind: 'moved', id: 's', name: 'Shaman', from: null, to: 't1' },
    ]);
    // Versions written before attachment existed read as not attached.
    expect(diffLists({ units: [u('c', 'Captain', 25)] }, { units: [u('c', 'Captain', 25, 1, { attachedTo: null })] }).same).toBe(true);
  });

  it('reports a budget change, and none when both have the same or no budget', () => {
    expect(diffLists({ units: [], budget: 300 }, { units: [], budget: 350 }).budget).toEqual({ from: 300, to: 350 });
    expect(diffLists({ units: [] }, { units: [], budget: 300 }).budget).toEqual({ from: null, to: 300 });
    expect(diffLists({ units: [], budget: 300 }, { units: [], budget: 300 }).budget).toBeNull();
    expect(diffLists({ units: [] }, { units: [], budget: null }).budget).toBeNull();
  });

  it('reports a changed note, ignoring surrounding spaces', () => {
    expect(diffLists({ units: [], note: 'vs shooting' }, { units: [], note: 'vs shooting ' }).noteChanged).toBe(false);
    const d = diffLists({ units: [], note: 'vs shooting' }, { units: [], note: 'vs melee' });
    expect(d.noteChanged).toBe(true);
    expect(d.same).toBe(false);
  });

  it('is the reverse when the two are swapped', () => {
    const a = { units: [u('a', 'A', 10, 1), u('b', 'B', 15, 1)] };
    const b = { units: [u('a', 'A', 12, 3), u('c', 'C', 5, 2)] };
    const ab = diffLists(a, b);
    const ba = diffLists(b, a);
    expect(ab.total).toEqual({ from: ba.total.to, to: ba.total.from });
    expect(ab.changes.filter((c) => c.kind === 'added').map((c) => c.id)).toEqual(ba.changes.filter((c) => c.kind === 'removed').map((c) => c.id));
  });
});

describe('listSize', () => {
  it('is the sum of quantities', () => {
    expect(listSize([u('a', 'A', 10, 2), u('b', 'B', 10, 3)])).toBe(5);
    expect(listSize([])).toBe(0);
  });
});
