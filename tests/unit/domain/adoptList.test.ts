import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../../src/domain/lists';
import { adoptList } from '../../../src/domain/repricing';
import { testCatalogue, unitById } from '../../fixtures/domain';
import { previousCatalogue, previousSelected } from '../../fixtures/previousCatalogue';

const view = () => ({ dataVersion: testCatalogue().dataVersion, units: testCatalogue().units });

describe('adoptList: a post (or an import, a game set-up) becomes the player’s list', () => {
  it('keeps the catalogue’s points and command whatever the post claims, and leaves made-up units out as unknown', () => {
    const alula = unitById('alula');
    const adopted = adoptList(
      {
        faction: 'syenann',
        units: [
          { id: 'alula', name: 'Alula', pointsCost: 1, command: 3, quantity: 1 },
          { id: 'fake-dragon', name: 'Fake Dragon', pointsCost: 2, quantity: 1 },
        ],
      },
      view(),
    );
    expect(adopted.units.map((u) => [u.id, u.pointsCost, u.command])).toEqual([['alula', alula.pointsCost, alula.command]]);
    expect(computeTotals(adopted.units).points).toBe(alula.pointsCost);
    expect(adopted.unknown).toEqual([{ id: 'fake-dragon', name: 'Fake Dragon', quantity: 1 }]);
    expect(adopted.repricing.changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['points', 'unknown']));
  });

  it('finds a unit by its name when the id is not the catalogue’s, and keeps a Character with the unit it joins', () => {
    const alula = unitById('alula');
    const host = testCatalogue().units.find((u) => u.faction_id === 'syenann' && u.type === 'Troop' && u.id !== 'alula');
    expect(host).toBeDefined();
    const adopted = adoptList(
      {
        faction: 'syenann',
        units: [
          { id: 'old-host-id', name: host?.name ?? '', quantity: 1 },
          { id: 'alula', name: 'Alula', quantity: 1, attachedTo: 'old-host-id' },
        ],
      },
      view(),
    );
    expect(adopted.unknown).toEqual([]);
    expect(adopted.units.find((u) => u.id === alula.id)?.attachedTo).toBe(host?.id);
  });

  it('a post over availability: as posted at its own quantities and prices (140), adopted within availability at today\'s points (75)', () => {
    const posted = [previousSelected('skin-changers', 2), previousSelected('orc-hunters', 2)];
    const adopted = adoptList({ faction: 'northern-tribes', units: posted, dataVersion: previousCatalogue().dataVersion }, view());
    expect(adopted.units.map((u) => [u.id, u.quantity, u.pointsCost])).toEqual([
      ['skin-changers', 1, 35],
      ['orc-hunters', 2, 20],
    ]);
    // 2 × 40 + 2 × 30 as posted; 35 + 2 × 20 now.
    expect([adopted.repricing.oldTotal, adopted.repricing.newTotal]).toEqual([140, 75]);
    expect(computeTotals(adopted.units).points).toBe(75);
    // What "Open in builder" keeps as the earlier version: the post as it was.
    expect(adopted.repricing.recordedUnits.map((u) => [u.id, u.quantity, u.pointsCost])).toEqual([
      ['skin-changers', 2, 40],
      ['orc-hunters', 2, 30],
    ]);
    expect(computeTotals(adopted.repricing.recordedUnits).points).toBe(140);
    expect(adopted.repricing.canUpdate).toBe(true);
  });

  it('drops an attachment to a unit the catalogue does not know', () => {
    const adopted = adoptList(
      { faction: 'syenann', units: [{ id: 'ghost', name: 'Ghost Unit', quantity: 1 }, { id: 'alula', name: 'Alula', quantity: 1, attachedTo: 'ghost' }] },
      view(),
    );
    expect(adopted.units.map((u) => [u.id, u.attachedTo ?? null])).toEqual([['alula', null]]);
  });

  it('reads made-up numbers of a hostile post as not recorded: no more than 3 of a unit, prices and command within what a catalogue allows', () => {
    const alula = unitById('alula');
    const adopted = adoptList(
      {
        faction: 'syenann',
        units: [
          { id: 'alula', name: 'Alula', pointsCost: 5000, command: -2, quantity: 1000 },
          { id: 'fake-dragon', name: 'Fake Dragon', pointsCost: 5000, command: 99, quantity: 1000 },
          { id: 'fake-dragon', name: 'Fake Dragon', pointsCost: 10, quantity: 2 },
          { id: 'fake-wyrm', name: 'Fake Wyrm', pointsCost: 12.5, quantity: 2 },
        ],
      },
      view(),
    );
    // The known unit: within its availability, at the catalogue's points; the claimed price and
    // command are no price change, only the quantity is.
    expect(adopted.units.map((u) => [u.id, u.quantity, u.pointsCost, u.command])).toEqual([['alula', alula.availability, alula.pointsCost, alula.command]]);
    expect(adopted.repricing.changes.filter((c) => c.id === 'alula').map((c) => c.kind)).toEqual(alula.availability < 3 ? ['availability'] : []);
    // The unknown ones: three at most however many entries, a price out of range counts as 0.
    expect(adopted.unknown).toEqual([
      { id: 'fake-dragon', name: 'Fake Dragon', quantity: 3 },
      { id: 'fake-wyrm', name: 'Fake Wyrm', quantity: 2 },
    ]);
    expect(adopted.repricing.oldTotal).toBe(3 * alula.pointsCost);
    expect(adopted.repricing.newTotal).toBe(alula.availability * alula.pointsCost);
  });
});
