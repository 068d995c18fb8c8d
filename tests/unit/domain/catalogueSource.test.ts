import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/domain/catalogue';
import {
  buildCatalogue,
  CatalogueBuildError,
  parseCsv,
  serialiseCatalogue,
  unitIdFromName,
} from '../../../src/domain/catalogueSource';
import type { SourceFile } from '../../../src/domain/catalogueSource';
import { dataDir, sha256Version } from '../../../supabase/seed/build-catalogue';
import { catalogueJsonPath } from '../../fixtures/domain';

const HEADER =
  'faction_id,Faction,Unit Type,Unit Name EN,Unit Name SP,Command,AVB,Characteristics,Keywords,High Command,Points Cost,Special Rules,Companion,Tournament Legal';

function sheet(...rows: string[]): SourceFile {
  return { name: 'test.csv', text: [HEADER, ...rows].join('\n') };
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);

function realSheets(): SourceFile[] {
  const dir = dataDir({});
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
}

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\n\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('x,"multi\nline"\ny,z')).toEqual([
      ['x', 'multi\nline'],
      ['y', 'z'],
    ]);
  });
});

describe('unitIdFromName', () => {
  it.each([
    ['Ahlwardt, Ice Bear', 'ahlwardt-ice-bear'],
    ['Battle-Scarred', 'battle-scarred'],
    ['Nadezhda Lazard Champion of Embersig', 'nadezhda-lazard-champion-of-embersig'],
    ['Tizón', 'tizon'],
    ["Lady's Guard", 'ladys-guard'],
  ])('%s → %s', (name, id) => expect(unitIdFromName(name)).toBe(id));
});

describe('buildCatalogue on the published sheets', () => {
  const { catalogue, normalisations } = buildCatalogue(realSheets(), hash);

  it('lists exactly what was normalised (every slip the data README names, and the Spanish names)', () => {
    const isYesNoCasing = (n: (typeof normalisations)[number]) =>
      n.rule === 'casing' && /^(yes|no)$/.test(n.from) && n.to === n.from.charAt(0).toUpperCase() + n.from.slice(1);
    expect(normalisations.filter((n) => !isYesNoCasing(n)).map((n) => [n.file, n.line, n.column, n.rule, n.from, n.to])).toEqual([
      ['hegemony-of-embersig.csv', 6, 'Unit Name SP', 'spanish-spelling', 'Angeles Negros', 'Ángeles Negros'],
      ['hegemony-of-embersig.csv', 7, 'Faction', 'faction-name', 'hegemony of Embersig', 'Hegemony of Embersig'],
      ['hegemony-of-embersig.csv', 7, 'Unit Name SP', 'spanish-spelling', 'Arcabuceros De La Legion Negra', 'Arcabuceros De La Legión Negra'],
      ['hegemony-of-embersig.csv', 7, 'Unit Name SP', 'spanish-casing', 'Arcabuceros De La Legión Negra', 'Arcabuceros de la Legión Negra'],
      ['hegemony-of-embersig.csv', 8, 'Unit Name SP', 'spanish-spelling', 'Rodeleros De La Legion Negra', 'Rodeleros De La Legión Negra'],
      ['hegemony-of-embersig.csv', 8, 'Unit Name SP', 'spanish-casing', 'Rodeleros De La Legión Negra', 'Rodeleros de la Legión Negra'],
      ['hegemony-of-embersig.csv', 11, 'Unit Name SP', 'spanish-casing', 'Dragoslav Bjelogríc, Drago El Yunque', 'Dragoslav Bjelogríc, Drago el Yunque'],
      ['hegemony-of-embersig.csv', 13, 'Unit Name SP', 'spanish-spelling', 'Heraldo Del Fuego Gelido', 'Heraldo Del Fuego Gélido'],
      ['hegemony-of-embersig.csv', 13, 'Unit Name SP', 'spanish-casing', 'Heraldo Del Fuego Gélido', 'Heraldo del Fuego Gélido'],
      ['hegemony-of-embersig.csv', 14, 'Unit Name SP', 'spanish-casing', 'Alfanje Del Vendaval', 'Alfanje del Vendaval'],
      ['hegemony-of-embersig.csv', 16, 'Characteristics', 'spelling', 'Chracter', 'Character'],
      ['hegemony-of-embersig.csv', 17, 'Characteristics', 'spelling', 'Chracter', 'Character'],
      ['hegemony-of-embersig.csv', 18, 'Unit Name SP', 'spanish-casing', 'Marhael El Rehusado', 'Marhael el Rehusado'],
      ['hegemony-of-embersig.csv', 20, 'Unit Name SP', 'spanish-casing', 'Nadezhda Lazard, Campeona De Embersig', 'Nadezhda Lazard, Campeona de Embersig'],
      ['hegemony-of-embersig.csv', 26, 'Unit Name SP', 'spanish-casing', 'Cirujano De Guerra', 'Cirujano de Guerra'],
      ['hegemony-of-embersig.csv', 27, 'Keywords', 'spelling', 'Join (Calvary)', 'Join (Cavalry)'],
      ['hegemony-of-embersig.csv', 19, 'Companion', 'casing', 'trabor slepmund', 'Trabor Slepmund'],
      ['northern-tribes.csv', 2, 'Unit Name SP', 'spanish-casing', 'Ahlwardt, Oso De Hielo', 'Ahlwardt, Oso de Hielo'],
      ['northern-tribes.csv', 2, 'Keywords', 'spelling', 'Beserker Rage', 'Berserker Rage'],
      ['northern-tribes.csv', 2, 'Keywords', 'whitespace', 'Join  (Skin Changers)', 'Join (Skin Changers)'],
      ['northern-tribes.csv', 4, 'Unit Name SP', 'spanish-casing', 'Cicatrices De Batalla', 'Cicatrices de Batalla'],
      ['northern-tribes.csv', 5, 'Unit Name SP', 'spanish-spelling', 'Tizon', 'Tizón'],
      ['northern-tribes.csv', 5, 'Points Cost', 'companion-rule', '20', '0'],
      ['northern-tribes.csv', 7, 'Unit Name SP', 'spanish-casing', 'Amo De La Oscuridad', 'Amo de la Oscuridad'],
      ['northern-tribes.csv', 7, 'Special Rules', 'whitespace', ' Disarmed ', 'Disarmed'],
      ['northern-tribes.csv', 8, 'Unit Name SP', 'spanish-casing', 'Eskold El Ejecutor', 'Eskold el Ejecutor'],
      ['northern-tribes.csv', 8, 'Keywords', 'spelling', 'Join (Calvary Warg)', 'Join (Cavalry Warg)'],
      ['northern-tribes.csv', 10, 'Keywords', 'spelling', 'Beserker Rage', 'Berserker Rage'],
      ['northern-tribes.csv', 11, 'Unit Name SP', 'spanish-casing', 'Arqueros De Hielo', 'Arqueros de Hielo'],
      ['northern-tribes.csv', 13, 'Special Rules', 'spelling', 'Displaced (X)', 'Displace (X)'],
      ['northern-tribes.csv', 13, 'Special Rules', 'spelling', 'Placed (X)', 'Place (X)'],
      ['northern-tribes.csv', 14, 'Unit Name EN', 'casing', 'Njord, The Merciless', 'Njord, the Merciless'],
      ['northern-tribes.csv', 14, 'Unit Name SP', 'spanish-casing', 'Njord, El Despiadado', 'Njord, el Despiadado'],
      ['northern-tribes.csv', 14, 'Keywords', 'spelling', 'Beserker Rage', 'Berserker Rage'],
      ['northern-tribes.csv', 22, 'Unit Name SP', 'spanish-name', 'Tundra Marauders', 'Merodeadores de la Tundra'],
      ['northern-tribes.csv', 23, 'Unit Name SP', 'spanish-casing', 'Jinetes De Huargo', 'Jinetes de Huargo'],
      ['northern-tribes.csv', 24, 'Unit Name SP', 'spanish-spelling', 'Pelaje De Sabiduria', 'Pelaje De Sabiduría'],
      ['northern-tribes.csv', 24, 'Unit Name SP', 'spanish-casing', 'Pelaje De Sabiduría', 'Pelaje de Sabiduría'],
      ['northern-tribes.csv', 25, 'Unit Name SP', 'spanish-spelling', 'Plaje De Ira', 'Pelaje De Ira'],
      ['northern-tribes.csv', 25, 'Unit Name SP', 'spanish-casing', 'Pelaje De Ira', 'Pelaje de Ira'],
      ['northern-tribes.csv', 26, 'Unit Name SP', 'spanish-spelling', 'Plaje De Ira Montado', 'Pelaje De Ira Montado'],
      ['northern-tribes.csv', 26, 'Unit Name SP', 'spanish-casing', 'Pelaje De Ira Montado', 'Pelaje de Ira Montado'],
      ['northern-tribes.csv', 5, 'Companion', 'casing', 'iriavik restless pup', 'Iriavik Restless Pup'],
      ['scions-of-yaldabaoth.csv', 9, 'Special Rules', 'spelling', 'Diplsace (8)', 'Displace (8)'],
      ['scions-of-yaldabaoth.csv', 11, 'Unit Name SP', 'spanish-spelling', 'Cascaras', 'Cáscaras'],
      ['scions-of-yaldabaoth.csv', 21, 'Characteristics', 'spelling', 'High Commander', 'High Command'],
      ['scions-of-yaldabaoth.csv', 22, 'Unit Name SP', 'spanish-spelling', 'Cascara Orco', 'Cáscara Orco'],
      ['scions-of-yaldabaoth.csv', 27, 'Keywords', 'punctuation', 'Dispel (BLU BLK) Elite', 'Dispel (BLU BLK), Elite'],
      ['scions-of-yaldabaoth.csv', 28, 'Unit Name SP', 'spanish-spelling', 'Cegaton', 'Cegatón'],
      ['syenann.csv', 2, 'Faction', 'faction-name', 'Sÿenann', 'Syenann'],
      ['syenann.csv', 3, 'Characteristics', 'spelling', 'Chracter', 'Character'],
      ['syenann.csv', 5, 'Characteristics', 'whitespace', ',Syenann', ', Syenann'],
      ['syenann.csv', 6, 'Unit Name SP', 'spanish-spelling', 'Gran Capitan', 'Gran Capitán'],
      ['syenann.csv', 7, 'Unit Name SP', 'spanish-casing', 'Atajadores De La Algaba', 'Atajadores de la Algaba'],
      ['syenann.csv', 7, 'Characteristics', 'whitespace', ',Syenann', ', Syenann'],
      ['syenann.csv', 9, 'Characteristics', 'spelling', 'Nemourous', 'Nemorous'],
      ['syenann.csv', 9, 'Keywords', 'spelling', 'Itimidating (1)', 'Intimidating (1)'],
      ['syenann.csv', 10, 'Unit Name SP', 'spanish-casing', 'Protectores De La Foresta', 'Protectores de la Foresta'],
      ['syenann.csv', 11, 'Unit Name SP', 'spanish-casing', 'Sombras Del Tejo', 'Sombras del Tejo'],
      ['syenann.csv', 12, 'Characteristics', 'whitespace', ',Elf', ', Elf'],
      ['syenann.csv', 12, 'Keywords', 'whitespace', '  Scout', 'Scout'],
      ['syenann.csv', 13, 'Unit Name SP', 'spanish-spelling', 'Capitan Syenann', 'Capitán Syenann'],
      ['syenann.csv', 14, 'Unit Name SP', 'spanish-spelling', 'Capitan Custodio', 'Capitán Custodio'],
    ]);
    // The sheets' lower-case yes/no cells are normalised too (reported one by one, not listed here).
    expect(normalisations.filter(isYesNoCasing).length).toBeGreaterThan(30);
  });

  it('holds as many units per faction as the sheets, plus Vercana once under each faction', () => {
    const count = (id: string) => catalogue.units.filter((u) => u.faction_id === id).length;
    expect([count('hegemony-of-embersig'), count('northern-tribes'), count('scions-of-yaldabaoth'), count('syenann'), count('feudom')]).toEqual([
      26 + 1,
      25 + 1,
      28 + 1,
      13 + 1,
      1,
    ]);
    const vercanas = catalogue.units.filter((u) => u.name === 'Vercana');
    expect(vercanas.map((u) => u.faction_id).sort()).toEqual(['feudom', 'hegemony-of-embersig', 'northern-tribes', 'scions-of-yaldabaoth', 'syenann']);
    for (const v of vercanas) expect(v).toMatchObject({ pointsCost: 30, command: 0, availability: 1, tournamentLegal: false });
    expect(catalogue.factions.find((f) => f.id === 'feudom')?.hasOwnUnits).toBe(false);
  });

  // Values read off the maintainers' sheets by hand (shared/data/units), not from the parser.
  it.each([
    ['aggressors', 'hegemony-of-embersig', 40, 0, 1, true],
    ['amelia-hellbroth', 'hegemony-of-embersig', 40, 3, 1, false],
    ['black-legion-bucklermen', 'hegemony-of-embersig', 20, 0, 3, true],
    ['marhael-the-refused', 'hegemony-of-embersig', 35, 1, 1, true],
    ['nadezhda-lazard-champion-of-embersig', 'hegemony-of-embersig', 30, 2, 1, true],
    ['naergon-caladren', 'hegemony-of-embersig', 15, 1, 1, false],
    ['trabor-slepmund', 'hegemony-of-embersig', 30, 1, 1, true],
    ['orc-hunters', 'northern-tribes', 20, 0, 3, true],
    ['ormuk', 'northern-tribes', 35, 1, 1, false],
    ['alborc', 'northern-tribes', 50, 3, 1, true],
    ['crucible', 'scions-of-yaldabaoth', 55, 0, 1, true],
    ['husks', 'scions-of-yaldabaoth', 15, 0, 2, true],
    ['needle', 'scions-of-yaldabaoth', 25, 1, 3, true],
    ['grand-captain', 'syenann', 30, 2, 1, true],
    ['oona', 'syenann', 25, 0, 1, false],
  ] as const)('%s (%s): %i pts, command %i, availability %i, legal %s as in the sheet', (id, faction, points, command, availability, legal) => {
    expect(catalogue.units.find((u) => u.id === id)).toMatchObject({
      faction_id: faction,
      pointsCost: points,
      command,
      availability,
      tournamentLegal: legal,
    });
  });

  it('writes Spanish names in Spanish capitalisation', () => {
    const es = new Map(catalogue.units.map((u) => [u.id, u.name_es]));
    expect(es.get('tundra-marauders')).toBe('Merodeadores de la Tundra');
    expect(es.get('ahlwardt-ice-bear')).toBe('Ahlwardt, Oso de Hielo');
    expect(es.get('black-legion-arquebusiers')).toBe('Arcabuceros de la Legión Negra');
    for (const name of es.values()) expect(name.split(' ').slice(1)).not.toContain('De');
  });

  it('records the open data checks for a data maintainer', () => {
    expect(catalogue.notes.some((n) => /Trabor Slepmund .*tournament legal/.test(n))).toBe(true);
    expect(catalogue.notes.some((n) => /Nadezhda Lazard.*40.*\(30\)/.test(n))).toBe(true);
    expect(catalogue.notes.some((n) => /Marhael the Refused has command 1.*gave 2/.test(n))).toBe(true);
  });

  it('the output carries the corrected values', () => {
    const byId = new Map(catalogue.units.map((u) => [u.id, u]));
    expect(byId.get('ahlwardt-ice-bear')?.keywords).toContainEqual({ name: 'Berserker Rage' });
    expect(byId.get('ahlwardt-ice-bear')?.keywords).toContainEqual({ name: 'Join', value: 'Skin Changers' });
    expect(byId.get('eskold-the-executioner')?.keywords).toContainEqual({ name: 'Join', value: 'Cavalry Warg' });
    expect(byId.get('darkmaster')?.specialRules).toContainEqual({ name: 'Disarmed' });
    expect(byId.get('darkmaster')?.keywords).toContainEqual({ name: 'Dispel', value: 'BLK BLK' });
    expect(byId.get('coal')).toMatchObject({ pointsCost: 0, tournamentLegal: false, companion: 'Iriavik Restless Pup', type: 'Companion' });
    const text = JSON.stringify(catalogue.units);
    expect(text).not.toMatch(/Beserker|Calvary|Chracter|Nemourous|Itimidating|Diplsace| {2}/);
    expect(byId.get('rumpy-ride')?.keywords).toEqual([{ name: 'Dispel', value: 'BLU BLK' }, { name: 'Elite' }, { name: 'Join', value: 'Red Caps Infantry Spellcaster' }]);
  });

  it('records the Coal discrepancy for a data maintainer', () => {
    expect(catalogue.notes.some((n) => /Coal .*costs 20 points in the sheet/.test(n))).toBe(true);
  });

  it('every unit has the full field set, slug and portrait path', () => {
    for (const u of catalogue.units) {
      expect(u.slug).toMatch(/^[a-z0-9_]+$/);
      expect(u.imageUrl).toBe(`/art/portrait/${u.slug}_portrait.jpg`);
      expect(u.name_fr).toBe(u.name);
      expect(typeof u.highCommand).toBe('boolean');
    }
    expect(catalogue.units.find((u) => u.id === 'ahlwardt-ice-bear')).toMatchObject({
      name: 'Ahlwardt, Ice Bear',
      name_es: 'Ahlwardt, Oso de Hielo',
      slug: 'ahlwardt_ice_bear',
      highCommand: true,
      pointsCost: 60,
      command: 2,
      availability: 1,
      faction: 'Northern Tribes',
      characteristics: ['Character', 'High Command', 'Varank'],
    });
  });

  it('is reproducible and matches the committed catalogue.json byte for byte', () => {
    const again = buildCatalogue([...realSheets()].reverse(), sha256Version);
    const committed = readFileSync(catalogueJsonPath, 'utf8');
    expect(serialiseCatalogue(again.catalogue)).toBe(committed);
    expect(loadCatalogue(committed).dataVersion).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the dataVersion changes when the content changes', () => {
    const sheets = realSheets().map((s) => (s.name === 'syenann.csv' ? { ...s, text: s.text.replace('Alula,Alula,1,1', 'Alula,Alula,1,2') } : s));
    expect(buildCatalogue(sheets, hash).catalogue.dataVersion).not.toBe(catalogue.dataVersion);
  });
});

describe('buildCatalogue validation and normalisation rules', () => {
  const ok = 'syenann,Syenann,Troop,Bulwarks,Baluartes,0,2,"[Infantry, Elf]","[Shield Wall]",No,40,[],,Yes';

  it('normalises CRLF line endings and reports it', () => {
    const { normalisations, catalogue } = buildCatalogue([{ name: 'crlf.csv', text: `${HEADER}\r\n${ok}\r\n` }], hash);
    expect(normalisations).toContainEqual({ file: 'crlf.csv', line: 0, column: '*', rule: 'line-endings', from: 'CRLF', to: 'LF' });
    expect(catalogue.units.find((u) => u.id === 'bulwarks')?.tournamentLegal).toBe(true);
  });

  it("accepts any casing of Yes/No and the text 'false'", () => {
    const { catalogue } = buildCatalogue([sheet(ok.replace(/No,40/, 'YES,40').replace(/,Yes$/, ',false'))], hash);
    expect(catalogue.units.find((u) => u.id === 'bulwarks')).toMatchObject({ highCommand: true, tournamentLegal: false });
  });

  it.each([
    ['points above 60', ok.replace(',40,', ',61,'), /Points Cost: "61"/],
    ['negative points', ok.replace(',40,', ',-1,'), /Points Cost/],
    ['availability 0', ok.replace(',0,2,', ',0,0,'), /AVB: "0"/],
    ['availability 4', ok.replace(',0,2,', ',0,4,'), /AVB: "4"/],
    ['command 4', ok.replace(',0,2,', ',4,2,'), /Command: "4"/],
    ['non-numeric points', ok.replace(',40,', ',forty,'), /Points Cost/],
    ['unknown faction', ok.replace(/^syenann/, 'elves'), /unknown faction "elves"/],
    ['unknown type', ok.replace(',Troop,', ',Monster,'), /unknown type "Monster"/],
    ['bad Yes/No', ok.replace(/,Yes$/, ',Maybe'), /expected Yes or No/],
    ['empty name', ok.replace(',Bulwarks,', ',,'), /Unit Name EN: empty/],
  ])('fails on %s', (_label, row, message) => {
    expect(() => buildCatalogue([sheet(row)], hash)).toThrow(CatalogueBuildError);
    expect(() => buildCatalogue([sheet(row)], hash)).toThrow(message);
  });

  it('fails on duplicate ids and on missing columns', () => {
    expect(() => buildCatalogue([sheet(ok, ok)], hash)).toThrow(/duplicate unit id "bulwarks"/);
    expect(() => buildCatalogue([{ name: 'x.csv', text: 'faction_id,Faction\nsyenann,Syenann' }], hash)).toThrow(/missing column "Unit Type"/);
    try {
      buildCatalogue([sheet(ok, ok)], hash);
    } catch (e) {
      expect((e as CatalogueBuildError).problems).toEqual(['duplicate unit id "bulwarks"']);
    }
  });

  it('forces companions to 0 points and not legal, and notes an unknown owner', () => {
    const row = 'syenann,Syenann,Companion,Wisp,Fuego,0,1,[Companion],[],No,10,[],Nobody,Yes';
    const { catalogue, normalisations } = buildCatalogue([sheet(row)], hash);
    expect(catalogue.units.find((u) => u.id === 'wisp')).toMatchObject({ pointsCost: 0, tournamentLegal: false, companion: 'Nobody' });
    expect(normalisations.filter((n) => n.rule === 'companion-rule')).toHaveLength(2);
    expect(catalogue.notes.some((n) => n.includes('"Nobody"'))).toBe(true);
    expect(catalogue.notes.some((n) => n.includes('marked tournament legal'))).toBe(true);
  });

  it('marks every faction without a sheet as having no own units; Spanish name falls back to English', () => {
    const { catalogue } = buildCatalogue([sheet(ok.replace('Baluartes', ''))], hash);
    expect(catalogue.factions.filter((f) => !f.hasOwnUnits).map((f) => f.id)).toEqual(['northern-tribes', 'hegemony-of-embersig', 'scions-of-yaldabaoth', 'feudom']);
    expect(catalogue.units.find((u) => u.id === 'bulwarks')?.name_es).toBe('Bulwarks');
  });
});

describe('dataDir', () => {
  it('defaults to ../shared/data/units from the repo root and honours WARCROW_DATA_DIR', () => {
    expect(dataDir({})).toMatch(/shared[\\/]data[\\/]units$/);
    expect(dataDir({ WARCROW_DATA_DIR: '/tmp/sheets' })).toBe(path.resolve('/tmp/sheets'));
  });
});
