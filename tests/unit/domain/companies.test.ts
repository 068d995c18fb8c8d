import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_PRESETS, budgetState, budgetViolation, normaliseBudget } from '../../../src/domain/budget';
import {
  attachCharacter,
  canJoin,
  companyCatalogue,
  companyGroups,
  companyIssueMessage,
  companyIssues,
  dropDanglingAttachments,
  fittingTargets,
  joinValueFits,
  suggestedTarget,
} from '../../../src/domain/companies';
import { checkList, violationMessages } from '../../../src/domain/listChecks';
import { parseStoredList, removeUnit, toSelectedUnit } from '../../../src/domain/lists';
import type { SelectedUnit } from '../../../src/domain/types';
import { testCatalogue, unitById } from '../../fixtures/domain';

const cat = testCatalogue();
const company = companyCatalogue(cat.units);
const unit = (id: string, quantity = 1, attachedTo?: string): SelectedUnit => {
  const u = toSelectedUnit(unitById(id), quantity);
  if (attachedTo) u.attachedTo = attachedTo;
  return u;
};
const p = (id: string) => unitById(id);

describe('game size (budget)', () => {
  it('offers presets and takes any whole number in range; anything else is no budget', () => {
    expect(BUDGET_PRESETS).toContain(300);
    expect(normaliseBudget(300)).toBe(300);
    expect(normaliseBudget('275')).toBe(275);
    for (const bad of [0, -5, 2.5, 'abc', '', null, undefined, Number.NaN, 100_001, {}]) expect(normaliseBudget(bad)).toBeNull();
  });

  it('says what is left and when the list is over', () => {
    expect(budgetState(300, 285)).toEqual({ budget: 300, used: 285, remaining: 15, over: false });
    expect(budgetState(300, 300)?.over).toBe(false);
    expect(budgetState(300, 320)).toEqual({ budget: 300, used: 320, remaining: -20, over: true });
    expect(budgetState(null, 320)).toBeNull();
    expect(budgetViolation(300, 300)).toBeNull();
    expect(budgetViolation(null, 900)).toBeNull();
    expect(budgetViolation(300, 320)).toEqual({ code: 'list.overBudget', params: { points: 320, budget: 300, over: 20, count: 20 }, severity: 'warning' });
  });

  it('property: over budget exactly when the points pass it, and remaining = budget − used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 200_000 }), (budget, used) => {
        const state = budgetState(budget, used);
        expect(state?.remaining).toBe(budget - used);
        expect(state?.over).toBe(used > budget);
        expect(budgetViolation(budget, used) !== null).toBe(used > budget);
      }),
    );
  });

  it('a stored list keeps its budget; an old list or an unreadable budget reads as none', () => {
    const base = { id: 'a', name: 'L', faction: 'northern-tribes', units: [unit('orc-hunters')], created_at: '2026-01-01T00:00:00Z' };
    expect(parseStoredList({ ...base, budget: 300 })?.budget).toBe(300);
    expect(parseStoredList(base)?.budget).toBeUndefined();
    expect(parseStoredList({ ...base, budget: 'lots' })?.budget).toBeUndefined();
  });
});

describe('Join (X) against the catalogue', () => {
  it('characteristics: every term must be on the unit', () => {
    expect(canJoin(p('contender'), p('orc-hunters'), company)).toBe(true); // Join (Infantry Orc)
    expect(canJoin(p('contender'), p('ice-archers'), company)).toBe(false); // Infantry Varank
    expect(canJoin(p('contender'), p('warg-riders'), company)).toBe(false); // Cavalry Orc
    expect(canJoin(p('alborc'), p('ice-archers'), company)).toBe(true); // second Join (Infantry Varank)
    expect(canJoin(p('sightless'), p('gobblers'), company)).toBe(true); // Red Cap, Infantry
  });

  it('unit names, singular or plural, and comma-separated names as alternatives', () => {
    expect(canJoin(p('darkmaster'), p('orc-hunters'), company)).toBe(true); // Join (Hunters)
    expect(canJoin(p('darkmaster'), p('battle-scarred'), company)).toBe(false);
    expect(canJoin(p('dragoslav-bjelogric-drago-the-anvil'), p('bulwarks'), company)).toBe(true); // Join (Bulwark)
    expect(canJoin(p('overseer'), p('osseous'), company)).toBe(true); // Gobblers, Bugbowls, Osseous
    expect(canJoin(p('overseer'), p('flamecobs'), company)).toBe(false);
    expect(joinValueFits('Cavalry Warg', p('warg-riders'), company)).toBe(true);
  });

  it('a unit with a Character in it takes no other Character; a companion joins its owner', () => {
    expect(canJoin(p('hersir'), p('iriavik-restless-pup'), company)).toBe(false);
    expect(canJoin(p('coal'), p('iriavik-restless-pup'), company)).toBe(true); // Join (Iriavik)
    expect(canJoin(p('coal'), p('skin-changers'), company)).toBe(false);
    expect(canJoin(p('evoker'), p('orc-hunters'), company)).toBe(false); // no Join keyword
  });

  it('suggests the only unit that fits, and none when several or none do', () => {
    const one = [unit('contender'), unit('orc-hunters'), unit('ice-archers')];
    expect(suggestedTarget(one, 'contender', company)?.id).toBe('orc-hunters');
    const two = [unit('contender'), unit('orc-hunters'), unit('battle-scarred')];
    expect(suggestedTarget(two, 'contender', company)).toBeNull();
    expect(fittingTargets(two, 'contender', company).map((u) => u.id)).toEqual(['orc-hunters', 'battle-scarred']);
    expect(suggestedTarget([unit('evoker'), unit('orc-hunters')], 'evoker', company)).toBeNull();
    expect(suggestedTarget([unit('contender', 1, 'orc-hunters'), unit('orc-hunters')], 'contender', company)).toBeNull();
  });
});

describe('attaching and the shape of the list', () => {
  it('shows each Character under the unit it joins, in list order', () => {
    const units = [unit('orc-hunters'), unit('contender', 1, 'orc-hunters'), unit('ice-archers'), unit('hersir', 1, 'ice-archers'), unit('evoker')];
    expect(companyGroups(units).map((g) => [g.unit.id, g.attached.map((c) => c.id)])).toEqual([
      ['orc-hunters', ['contender']],
      ['ice-archers', ['hersir']],
      ['evoker', []],
    ]);
  });

  it('attach, move and detach; a unit that joins another lets its own Characters go', () => {
    let units = [unit('orc-hunters'), unit('contender'), unit('battle-scarred')];
    units = attachCharacter(units, 'contender', 'orc-hunters');
    expect(units.find((u) => u.id === 'contender')?.attachedTo).toBe('orc-hunters');
    units = attachCharacter(units, 'contender', 'battle-scarred');
    expect(units.find((u) => u.id === 'contender')?.attachedTo).toBe('battle-scarred');
    units = attachCharacter(units, 'contender', null);
    expect(units.find((u) => u.id === 'contender')).not.toHaveProperty('attachedTo');
    expect(attachCharacter(units, 'contender', 'nobody')).toEqual(units);
    expect(attachCharacter(units, 'contender', 'contender')).toEqual(units);
    const chained = attachCharacter([unit('coal', 1, 'iriavik-restless-pup'), unit('iriavik-restless-pup'), unit('skin-changers')], 'iriavik-restless-pup', 'skin-changers');
    expect(chained.find((u) => u.id === 'coal')).not.toHaveProperty('attachedTo');
  });

  it('removing the unit a Character joins keeps the Character, unattached; nothing else is lost', () => {
    const units = [unit('orc-hunters'), unit('contender', 1, 'orc-hunters')];
    const after = removeUnit(units, 'orc-hunters');
    expect(after).toEqual([unit('contender')]);
    const two = removeUnit([unit('orc-hunters', 2), unit('contender', 1, 'orc-hunters')], 'orc-hunters');
    expect(two.find((u) => u.id === 'contender')?.attachedTo).toBe('orc-hunters');
    expect(dropDanglingAttachments([unit('contender', 1, 'gone')])).toEqual([unit('contender')]);
  });

  it('a list saved before issue 14 opens with every Character unattached and every unit kept', () => {
    const old = parseStoredList({ id: 'x', name: 'Old', faction: 'northern-tribes', units: [unit('orc-hunters'), unit('contender')], created_at: '2025-01-01T00:00:00Z' });
    expect(old?.units.map((u) => [u.id, u.attachedTo ?? null])).toEqual([
      ['orc-hunters', null],
      ['contender', null],
    ]);
    expect(companyGroups(old?.units ?? []).length).toBe(2);
  });

  it('property: grouping never loses or duplicates an entry, whatever the attachments', () => {
    const ids = ['orc-hunters', 'battle-scarred', 'contender', 'hersir', 'coal', 'iriavik-restless-pup', 'ice-archers'];
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...ids, 'missing'), { nil: undefined }), { minLength: ids.length, maxLength: ids.length }), (targets) => {
        const units = ids.map((id, i) => unit(id, 1, targets[i]));
        const shown = companyGroups(units).flatMap((g) => [g.unit.id, ...g.attached.map((c) => c.id)]);
        expect([...shown].sort()).toEqual([...ids].sort());
      }),
    );
  });
});

describe('company rules (soft violations)', () => {
  const names = (id: string) => unitById(id).name;
  const join = (n: string[]) => n.join(' and ');
  const messages = (units: SelectedUnit[]) => companyIssues(units, company).map((i) => companyIssueMessage(i, names, join));

  it('a correct company breaks no rule', () => {
    expect(companyIssues([unit('alborc', 1, 'orc-hunters'), unit('orc-hunters'), unit('contender', 1, 'battle-scarred'), unit('battle-scarred')], company)).toEqual([]);
  });

  it('at most one Character per unit (a unit entry of quantity 2 takes two)', () => {
    expect(messages([unit('orc-hunters'), unit('contender', 1, 'orc-hunters'), unit('prime-warrior', 1, 'orc-hunters')])).toEqual([
      { code: 'company.tooManyCharacters', params: { unit: 'Orc Hunters', characters: 'Contender and Prime Warrior', count: 1 }, severity: 'warning' },
    ]);
    expect(companyIssues([unit('orc-hunters', 2), unit('contender', 1, 'orc-hunters'), unit('prime-warrior', 1, 'orc-hunters')], company)).toEqual([]);
  });

  it('a Character without Join cannot join; a Join that does not fit says which', () => {
    expect(messages([unit('orc-hunters'), unit('evoker', 1, 'orc-hunters')])).toEqual([
      { code: 'company.noJoin', params: { name: 'Evoker', unit: 'Orc Hunters' }, severity: 'warning' },
    ]);
    expect(messages([unit('ice-archers'), unit('contender', 1, 'ice-archers')])).toEqual([
      { code: 'company.joinMismatch', params: { name: 'Contender', unit: 'Ice Archers', join: 'Infantry Orc' }, severity: 'warning' },
    ]);
  });

  it('two High Command characters cannot be in one company; the message reads "both" for two and "more than once" for one taken twice', () => {
    expect(messages([unit('alborc'), unit('wrathmane')])).toEqual([
      { code: 'company.highCommandTogether', params: { names: 'Alborc and Wrathmane', context: 'both' }, severity: 'warning' },
    ]);
    expect(messages([unit('wrathmane', 2)])).toEqual([
      { code: 'company.highCommandTogether', params: { names: 'Wrathmane', context: 'once' }, severity: 'warning' },
    ]);
  });

  it('a High Command unit already labelled Multiple High Command gets no second label for the same rule', () => {
    const check = checkList([unit('alborc'), unit('wrathmane')], { company });
    expect(check.base.violatingUnitIds.sort()).toEqual(['alborc', 'wrathmane']);
    expect([...check.companyUnitIds]).toEqual([]);
    // Another company rule still labels its unit.
    expect([...checkList([unit('orc-hunters'), unit('evoker', 1, 'orc-hunters')], { company }).companyUnitIds]).toEqual(['evoker']);
  });

  it('a companion needs its owner', () => {
    expect(messages([unit('coal')])).toEqual([
      { code: 'company.companionWithoutOwner', params: { name: 'Coal', owner: 'Iriavik Restless Pup' }, severity: 'warning' },
    ]);
    expect(companyIssues([unit('coal', 1, 'iriavik-restless-pup'), unit('iriavik-restless-pup')], company)).toEqual([]);
  });

  it('List Violations counts the budget, the builder rules and the company rules together', () => {
    const units = [unit('coal'), unit('alborc'), unit('wrathmane')];
    const check = checkList(units, { budget: 50, company });
    const codes = violationMessages(check, names, join).map((m) => m.code);
    expect(codes).toEqual(['list.overBudget', 'list.highCommandWarning', 'list.notTournamentLegal', 'company.companionWithoutOwner', 'company.highCommandTogether']);
    expect(check.count).toBe(5);
    expect(checkList(units, {}).count).toBe(2);
  });
});
