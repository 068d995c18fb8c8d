import { describe, expect, it } from 'vitest';
import { buildListReport, isCourtesyHidden, renderListText } from '../../../src/domain/exportList';
import type { Translate } from '../../../src/domain/exportList';
import en from '../../../src/i18n/locales/en/errors.json';
import { makeSelected } from '../../fixtures/domain';

/** A tiny i18next-like translator over the English errors namespace (plurals via count). */
const t: Translate = (key, params = {}) => {
  const path = 'count' in params ? `${key}_${params.count === 1 ? 'one' : 'other'}` : key;
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
};

const list = {
  name: 'Ice Raiders',
  faction: 'Northern Tribes',
  units: [
    makeSelected({ id: 'alborc', name: 'Alborc', name_es: 'Alborc', pointsCost: 50, command: 3, highCommand: true, availability: 1, keywords: [{ name: 'Elite' }] }),
    makeSelected({ id: 'njord', name: 'Njord the Merciless', name_es: 'Njord El Despiadado', pointsCost: 45, command: 3, highCommand: true, availability: 1, keywords: [] }),
    makeSelected({ id: 'orc-hunters', name: 'Orc Hunters', name_es: 'Cazadores Orcos', pointsCost: 30, keywords: [{ name: 'AMBUSHER' }, { name: 'Archer' }] }, 2),
    makeSelected({ id: 'vercana', name: 'Vercana', pointsCost: 30, tournamentLegal: false, keywords: [{ name: 'Scout' }] }),
    makeSelected({ id: 'zero', name: 'Gone', pointsCost: 99 }, 0),
  ],
};

describe('buildListReport', () => {
  it('full: every unit, totals, markers and violations', () => {
    const r = buildListReport(list, { courtesy: false });
    expect(r.lines.map((l) => [l.id, l.quantity, l.points, l.highCommand, l.tournamentLegal, l.violating])).toEqual([
      ['alborc', 1, 50, true, true, true],
      ['njord', 1, 45, true, true, true],
      ['orc-hunters', 2, 60, false, true, false],
      ['vercana', 1, 30, false, false, false],
    ]);
    expect(r.totals).toEqual({ points: 185, command: 6 });
    expect(r.hasIllegalUnits).toBe(true);
    expect(r.highCommandCount).toBe(2);
    expect(r.violatingUnitIds).toEqual(['alborc', 'njord']);
    expect(r.hiddenCount).toBe(0);
    expect(r.issues.map((i) => i.code)).toEqual(['list.highCommandWarning', 'list.notTournamentLegal']);
  });

  it('courtesy: hides Scout and Ambusher units (any case), counting each copy, but keeps the whole-list totals', () => {
    const r = buildListReport(list, { courtesy: true });
    expect(r.lines.map((l) => l.id)).toEqual(['alborc', 'njord']);
    // Orc Hunters ×2 and Vercana ×1: three units hidden (issue 14: it said two, counting entries).
    expect(r.hiddenCount).toBe(3);
    expect(r.totals.points).toBe(185);
    expect(isCourtesyHidden({ keywords: [{ name: ' scout ' }] })).toBe(true);
    expect(isCourtesyHidden({ keywords: [{ name: 'Scouting' }] })).toBe(false);
  });

  it('uses the chosen language for unit names', () => {
    expect(buildListReport(list, { courtesy: false, language: 'es' }).lines[1]?.name).toBe('Njord El Despiadado');
  });
});

describe('renderListText', () => {
  it('renders the full list with markers, totals and SPEC warnings', () => {
    expect(renderListText(buildListReport(list, { courtesy: false }), t)).toBe(
      [
        'Ice Raiders',
        'Faction: Northern Tribes',
        '',
        '1x Alborc (50 pts) [High Command] [Violation: Multiple High Command]',
        '1x Njord the Merciless (45 pts) [High Command] [Violation: Multiple High Command]',
        '2x Orc Hunters (60 pts)',
        '1x Vercana (30 pts) [Not Tournament Legal]',
        '',
        'Total Army Points: 185 pts',
        'Command Points: 6',
        '2 High Command units (recommended maximum: 1)',
        'This list contains units not tournament legal.',
      ].join('\n'),
    );
  });

  it('renders the courtesy list with the hidden count', () => {
    const text = renderListText(buildListReport(list, { courtesy: true }), t);
    expect(text).toContain('Courtesy list');
    expect(text).toContain('3 units hidden (Scout or Ambusher)');
    expect(text).toContain('The total includes the 3 hidden units.');
    expect(text).not.toContain('Orc Hunters');
    expect(text).not.toContain('Vercana');
  });

  it('writes points in the chosen language: the unit word and the number format ("1,250 pts", "1250 pts", "1 250 pts")', async () => {
    const i18next = (await import('i18next')).default;
    const instance = i18next.createInstance();
    const errors = Object.fromEntries(await Promise.all(['en', 'es', 'fr'].map(async (l) => [l, { errors: (await import(`../../../src/i18n/locales/${l}/errors.json`)).default }])));
    await instance.init({ lng: 'en', resources: errors, interpolation: { escapeValue: false } });
    const big = { name: 'Horde', faction: 'Northern Tribes', units: [makeSelected({ id: 'big', name: 'Big Unit', name_es: 'Unidad Grande', name_fr: 'Grande Unité', pointsCost: 625, command: 1 }, 2)] };
    const render = (language: 'en' | 'es' | 'fr') =>
      renderListText(buildListReport(big, { courtesy: false, language }), (key, params) => instance.t(`errors:${key}`, { lng: language, ...params })).replace(/[\u202f\u00a0]/g, ' ');
    expect(render('en')).toContain('2x Big Unit (1,250 pts)');
    expect(render('en')).toContain('Total Army Points: 1,250 pts');
    expect(render('es')).toContain('2x Unidad Grande (1250 pts)');
    expect(render('es')).toContain('Puntos totales del ejército: 1250 pts');
    expect(render('fr')).toContain('2x Grande Unité (1 250 pts)');
    expect(render('fr')).toContain("Total des points de l'armée : 1 250 pts");
  });

  it('takes any translate function (the UI localises)', () => {
    const keys: Translate = (key) => `<${key}>`;
    const text = renderListText(buildListReport({ name: 'L', faction: 'F', units: [makeSelected({}, 1)] }, { courtesy: false }), keys);
    expect(text.split('\n')).toEqual(['L', '<export.faction>', '', '<export.unitLine>', '', '<export.totalPoints>', '<export.totalCommand>']);
  });
});

describe('the list note (issue 16)', () => {
  it('ends the full text export and is left out of the courtesy report', () => {
    const noted = { ...list, note: 'Hold the centre.\nScreen the shooters.' };
    const text = renderListText(buildListReport(noted, { courtesy: false }), t);
    expect(text.endsWith('\n\nNote: Hold the centre.\nScreen the shooters.')).toBe(true);
    expect(buildListReport(noted, { courtesy: true }).note).toBeUndefined();
    expect(renderListText(buildListReport(noted, { courtesy: true }), t)).not.toContain('Note:');
    expect(buildListReport({ ...list, note: '  ' }, { courtesy: false }).note).toBeUndefined();
  });
});

describe('for events (issue 14)', () => {
  const units = [
    makeSelected({ id: 'orc-hunters', name: 'Orc Hunters', pointsCost: 30, keywords: [] }),
    { ...makeSelected({ id: 'contender', name: 'Contender', pointsCost: 25, keywords: [] }), attachedTo: 'orc-hunters' },
    makeSelected({ id: 'skin-changers', name: 'Skin Changers', pointsCost: 40, keywords: [{ name: 'Ambusher' }] }),
    { ...makeSelected({ id: 'hersir', name: 'Hersir', pointsCost: 20, keywords: [] }), attachedTo: 'skin-changers' },
  ];
  const event = { name: 'Cup list', faction: 'Northern Tribes', units, budget: 150, playerName: ' Ana ', eventName: 'Winter Cup', dataVersion: 'a66ada94bc766da2', fingerprint: '3F9A-1C07' };

  it('the full export carries names, budget, what is left, Characters under their unit, data version and fingerprint', () => {
    expect(renderListText(buildListReport(event, { courtesy: false }), t)).toBe(
      [
        'Cup list',
        'Faction: Northern Tribes',
        'Player: Ana',
        'Event: Winter Cup',
        'Game size: 150 pts',
        '',
        '1x Orc Hunters (30 pts)',
        '   ↳ 1x Contender (25 pts), joins Orc Hunters',
        '1x Skin Changers (40 pts)',
        '   ↳ 1x Hersir (20 pts), joins Skin Changers',
        '',
        'Total Army Points: 115 pts',
        '35 points remaining',
        'Command Points: 0',
        '',
        'Catalogue data: a66ada94bc766da2',
        'List fingerprint: 3F9A-1C07',
      ].join('\n'),
    );
  });

  it('over budget: the violation says by how much; no names given, no name lines', () => {
    const text = renderListText(buildListReport({ ...event, budget: 100, playerName: '', eventName: null }, { courtesy: false }), t);
    expect(text).toContain('Over the points budget by 15 pts (115 of 100 pts)');
    expect(text).not.toContain('remaining');
    expect(text).not.toContain('Player:');
    expect(text).not.toContain('Event:');
  });

  it('courtesy: a Character joining a hidden unit is hidden with it and counted (1 unit / 2 units)', () => {
    const r = buildListReport(event, { courtesy: true });
    expect(r.lines.map((l) => l.id)).toEqual(['orc-hunters', 'contender']);
    expect(r.hiddenCount).toBe(2);
    const text = renderListText(r, t);
    expect(text).toContain('2 units hidden (Scout or Ambusher)');
    expect(text).toContain('The total includes the 2 hidden units.');
    expect(text).toContain('Total Army Points: 115 pts');
    const one = renderListText(buildListReport({ ...event, units: units.slice(0, 3) }, { courtesy: true }), t);
    expect(one).toContain('1 unit hidden (Scout or Ambusher)');
    expect(one).toContain('The total includes the 1 hidden unit.');
  });
});

describe('event facts and the note together', () => {
  it('the data version and fingerprint come before the note, which still ends the export', () => {
    const text = renderListText(buildListReport({ ...list, note: 'Mind the flanks.', dataVersion: 'v9', fingerprint: 'ABCD-0123' }, { courtesy: false }), t);
    expect(text.endsWith('Catalogue data: v9\nList fingerprint: ABCD-0123\n\nNote: Mind the flanks.')).toBe(true);
  });
});

describe('the courtesy report keeps hidden units secret in the company rules too (issue 14)', () => {
  it('a rule naming a hidden unit is left out of the courtesy report, kept in the full one', async () => {
    const { companyCatalogue } = await import('../../../src/domain/companies');
    const { testCatalogue, unitById } = await import('../../fixtures/domain');
    const { toSelectedUnit } = await import('../../../src/domain/lists');
    const company = companyCatalogue(testCatalogue().units);
    // Coal without its owner is a company rule; Vercana (Ambusher) is hidden in a courtesy print.
    const units = [toSelectedUnit(unitById('orc-hunters')), { ...toSelectedUnit(unitById('evoker')), attachedTo: 'vercana-northern-tribes' }, toSelectedUnit(unitById('vercana-northern-tribes'))];
    const full = buildListReport({ name: 'L', faction: 'F', units, company }, { courtesy: false });
    expect(full.issues.map((i) => i.code)).toContain('company.noJoin');
    const courtesy = buildListReport({ name: 'L', faction: 'F', units, company }, { courtesy: true });
    expect(courtesy.issues.map((i) => i.code)).not.toContain('company.noJoin');
    expect(renderListText(courtesy, t)).not.toContain('Vercana');
    expect(courtesy.hiddenCount).toBe(2);
  });
});
