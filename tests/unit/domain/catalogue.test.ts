import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CatalogueError,
  dedupeUnits,
  factionHasOwnUnits,
  factionName,
  filterOptions,
  filterUnits,
  findFaction,
  isFactionId,
  keywordLabel,
  loadCatalogue,
  normaliseFactionId,
  sortUnits,
  unitName,
  unitNameLang,
  compareNames,
  unitsForFaction,
} from '../../../src/domain/catalogue';
import { FACTION_IDS } from '../../../src/domain/types';
import { catalogueJsonPath, makeUnit, testCatalogue } from '../../fixtures/domain';

describe('loadCatalogue', () => {
  const raw = JSON.parse(readFileSync(catalogueJsonPath, 'utf8')) as Record<string, unknown>;

  it('accepts the committed catalogue.json (object or text)', () => {
    const cat = loadCatalogue(raw);
    expect(cat.factions.map((f) => f.id)).toEqual([...FACTION_IDS]);
    expect(cat.units.length).toBeGreaterThan(60);
    expect(loadCatalogue(readFileSync(catalogueJsonPath, 'utf8')).dataVersion).toBe(cat.dataVersion);
  });

  it('rejects a wrong shape with a CatalogueError naming the place', () => {
    const units = structuredClone(raw.units) as Record<string, unknown>[];
    units[0] = { ...units[0], pointsCost: 61 };
    expect(() => loadCatalogue({ ...raw, units })).toThrow(CatalogueError);
    expect(() => loadCatalogue({ ...raw, units })).toThrow(/units\.0\.pointsCost/);
    expect(() => loadCatalogue('{oops')).toThrow(/not JSON/);
    expect(() => loadCatalogue(null)).toThrow(/\(root\)/);
    try {
      loadCatalogue(null);
    } catch (e) {
      expect((e as CatalogueError).code).toBe('catalogue.invalid');
    }
  });

  it('rejects duplicate ids, unknown factions and out-of-range values', () => {
    const units = raw.units as Record<string, unknown>[];
    expect(() => loadCatalogue({ ...raw, units: [units[0], units[0]] })).toThrow(/duplicate unit id/);
    expect(() => loadCatalogue({ ...raw, units: [{ ...units[0], faction_id: 'elves' }] })).toThrow(CatalogueError);
    expect(() => loadCatalogue({ ...raw, units: [{ ...units[0], availability: 4 }] })).toThrow(CatalogueError);
    expect(() => loadCatalogue({ ...raw, units: [{ ...units[0], command: -1 }] })).toThrow(CatalogueError);
  });
});

describe('normaliseFactionId', () => {
  it.each([
    ['syenann', 'syenann'],
    ['Syenann', 'syenann'],
    ['Northern Tribes', 'northern-tribes'],
    ['northern_tribes', 'northern-tribes'],
    ['  NORTHERN-TRIBES ', 'northern-tribes'],
    ['Tribus del Norte', 'northern-tribes'],
    ['Tribus du Nord', 'northern-tribes'],
    ['Hegemony of Embersig', 'hegemony-of-embersig'],
    ['Hegemony', 'hegemony-of-embersig'],
    ['Hegemonía de Embersig', 'hegemony-of-embersig'],
    ["Hégémonie d'Embersig", 'hegemony-of-embersig'],
    ['Scions of Yaldabaoth', 'scions-of-yaldabaoth'],
    ['Vástagos de Yaldabaoth', 'scions-of-yaldabaoth'],
    ['Feudom', 'feudom'],
    ['', 'unknown'],
    ['   ', 'unknown'],
    ['Orcs', 'unknown'],
  ])('%s → %s', (text, id) => expect(normaliseFactionId(text)).toBe(id));

  it('non-strings are unknown', () => {
    expect(normaliseFactionId(undefined as unknown as string)).toBe('unknown');
  });

  it('isFactionId only accepts the five ids', () => {
    expect(isFactionId('feudom')).toBe(true);
    expect(isFactionId('Feudom')).toBe(false);
    expect(isFactionId(3)).toBe(false);
  });
});

describe('factions and units of the catalogue', () => {
  const cat = testCatalogue();

  it('has the five factions with en/es/fr names', () => {
    for (const f of cat.factions) {
      expect(f.name && f.name_es && f.name_fr).toBeTruthy();
    }
    const nt = findFaction(cat, 'northern-tribes');
    expect(nt && factionName(nt, 'es')).toBe('Tribus del Norte');
    expect(nt && factionName(nt, 'fr')).toBe('Tribus du Nord');
    expect(nt && factionName(nt, 'en')).toBe('Northern Tribes');
    expect(factionName({ id: 'feudom', name: 'Feudom', name_es: '', name_fr: '' }, 'es')).toBe('Feudom');
    expect(factionName({ id: 'feudom', name: 'Feudom', name_es: '', name_fr: '' }, 'fr')).toBe('Feudom');
  });

  it('Feudom is present with no own units, only the mercenary', () => {
    expect(findFaction(cat, 'feudom')?.hasOwnUnits).toBe(false);
    expect(factionHasOwnUnits(cat, 'feudom')).toBe(false);
    expect(unitsForFaction(cat, 'feudom').map((u) => u.id)).toEqual(['vercana-feudom']);
    expect(factionHasOwnUnits(cat, 'syenann')).toBe(true);
    expect(cat.notes.some((n) => n.startsWith('feudom: no units in the catalogue yet'))).toBe(true);
  });

  it('Vercana serves every faction, as a not-legal 30-point Character with Place (5)', () => {
    for (const id of FACTION_IDS) {
      const v = cat.units.find((u) => u.id === `vercana-${id}`);
      expect(v).toMatchObject({
        name: 'Vercana',
        faction_id: id,
        pointsCost: 30,
        command: 0,
        availability: 1,
        tournamentLegal: false,
        specialRules: [{ name: 'Place', value: '5' }],
      });
      expect(v?.characteristics).toEqual(expect.arrayContaining(['Character', 'Human', 'Mercenary']));
    }
  });

  it('unit ids follow the old builder: kebab-case English names', () => {
    const ids = cat.units.map((u) => u.id);
    expect(ids).toContain('ahlwardt-ice-bear');
    expect(ids).toContain('battle-scarred');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('companions cost 0 and are never legal', () => {
    const companions = cat.units.filter((u) => u.type === 'Companion');
    expect(companions.length).toBeGreaterThan(0);
    for (const c of companions) {
      expect(c.pointsCost).toBe(0);
      expect(c.tournamentLegal).toBe(false);
    }
  });

  it('unitName falls back to English', () => {
    const u = makeUnit({ name: 'Alborc', name_es: 'Alborc ES', name_fr: '' });
    expect(unitName(u, 'en')).toBe('Alborc');
    expect(unitName(u, 'es')).toBe('Alborc ES');
    expect(unitName(u, 'fr')).toBe('Alborc');
  });

  it('unitNameLang marks the English name shown on a Spanish or French page, and nothing else', () => {
    const u = makeUnit({ name: 'Grand Captain', name_es: 'Gran Capitán', name_fr: 'Grand Captain' });
    expect(unitNameLang(u, 'en')).toBeUndefined();
    expect(unitNameLang(u, 'es')).toBeUndefined();
    expect(unitNameLang(u, 'fr')).toBe('en');
    expect(unitNameLang(makeUnit({ name: 'Druid', name_es: '', name_fr: '' }), 'es')).toBe('en');
  });

  it('dedupeUnits keeps the first of each id', () => {
    const a = makeUnit({ id: 'a', name: 'first' });
    const b = makeUnit({ id: 'a', name: 'second' });
    expect(dedupeUnits([a, b, makeUnit({ id: 'c' })]).map((u) => u.name)).toEqual(['first', 'Test Unit']);
  });
});

describe('filterUnits', () => {
  const units = [
    makeUnit({ id: 'orc-hunters', name: 'Orc Hunters', name_es: 'Cazadores Orcos', characteristics: ['Infantry', 'Orc'], keywords: [{ name: 'Ambusher' }, { name: 'Archer' }] }),
    makeUnit({ id: 'alborc', name: 'Alborc', characteristics: ['Character', 'High Command', 'Orc'], keywords: [{ name: 'Join', value: 'Infantry Orc' }, { name: 'Elite' }] }),
    makeUnit({ id: 'coal', name: 'Coal', name_es: 'Tizón', characteristics: ['Companion'], tournamentLegal: false, keywords: [] }),
  ];
  const ids = (xs: { id: string }[]) => xs.map((u) => u.id);

  it('no filter keeps everything', () => expect(ids(filterUnits(units, {}))).toEqual(['orc-hunters', 'alborc', 'coal']));
  it('search matches English or the chosen language, case- and accent-insensitively', () => {
    expect(ids(filterUnits(units, { search: 'hunt' }))).toEqual(['orc-hunters']);
    expect(ids(filterUnits(units, { search: 'CAZADORES', language: 'es' }))).toEqual(['orc-hunters']);
    expect(ids(filterUnits(units, { search: 'tizon', language: 'es' }))).toEqual(['coal']);
    expect(ids(filterUnits(units, { search: '   ' }))).toHaveLength(3);
  });
  it('characteristics must all match', () => {
    expect(ids(filterUnits(units, { characteristics: ['Orc'] }))).toEqual(['orc-hunters', 'alborc']);
    expect(ids(filterUnits(units, { characteristics: ['orc', 'high command'] }))).toEqual(['alborc']);
    expect(ids(filterUnits(units, { characteristics: ['Orc', 'Elf'] }))).toEqual([]);
  });
  it('keywords must all match, by name or by full label', () => {
    expect(ids(filterUnits(units, { keywords: ['Ambusher', 'Archer'] }))).toEqual(['orc-hunters']);
    expect(ids(filterUnits(units, { keywords: ['Join'] }))).toEqual(['alborc']);
    expect(ids(filterUnits(units, { keywords: ['Join (Infantry Orc)'] }))).toEqual(['alborc']);
    expect(ids(filterUnits(units, { keywords: ['Join (Infantry Elf)'] }))).toEqual([]);
  });
  it('legalOnly hides units that are not tournament legal', () => {
    expect(ids(filterUnits(units, { legalOnly: true }))).toEqual(['orc-hunters', 'alborc']);
  });
  it('keywordLabel and filterOptions', () => {
    expect(keywordLabel({ name: 'Join', value: 'Hunters' })).toBe('Join (Hunters)');
    expect(filterOptions(units)).toEqual({
      characteristics: ['Character', 'Companion', 'High Command', 'Infantry', 'Orc'],
      keywords: ['Ambusher', 'Archer', 'Elite', 'Join'],
    });
  });
});

describe('sortUnits', () => {
  const units = [
    makeUnit({ id: 'b', name: 'Bravo', name_es: 'Zeta', pointsCost: 30 }),
    makeUnit({ id: 'a', name: 'alpha', name_es: 'Alfa', pointsCost: 45 }),
    makeUnit({ id: 'c', name: 'Charlie', name_es: 'Beta', pointsCost: 30 }),
  ];
  const ids = (xs: { id: string }[]) => xs.map((u) => u.id);
  it('points ascending is the default, ties by name', () => expect(ids(sortUnits(units))).toEqual(['b', 'c', 'a']));
  it('points descending', () => expect(ids(sortUnits(units, 'points-desc'))).toEqual(['a', 'b', 'c']));
  it('name A–Z and Z–A, case-insensitive', () => {
    expect(ids(sortUnits(units, 'name-asc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortUnits(units, 'name-desc'))).toEqual(['c', 'b', 'a']);
  });
  it('sorts by the name in the chosen language', () => expect(ids(sortUnits(units, 'name-asc', 'es'))).toEqual(['a', 'c', 'b']));
  it('accents and case set aside, as a player reads: "Énfasis" sorts with "enfasis", before "Fuego"', () => {
    expect(['Fuego', 'énfasis', 'Enfasis', 'Énfasis', 'Ésa'].sort(compareNames)).toEqual(['Enfasis', 'Énfasis', 'énfasis', 'Ésa', 'Fuego']);
  });
  it('reads the catalogue\'s own names in each language in the order a collator gives (without making one)', () => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const names = [...new Set(testCatalogue().units.map((u) => unitName(u, language)))];
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      const byCollator = [...names].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
      expect([...names].sort(compareNames), language).toEqual(byCollator);
    }
  });
  it('unknown sort falls back to points ascending and never mutates', () => {
    const before = [...units];
    expect(ids(sortUnits(units, 'bogus' as never))).toEqual(['b', 'c', 'a']);
    expect(units).toEqual(before);
  });
});
