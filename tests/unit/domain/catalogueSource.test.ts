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

  it('lists exactly what was normalised', () => {
    expect(normalisations.map((n) => [n.file, n.line, n.column, n.rule, n.from, n.to])).toEqual([
      ['northern-tribes.csv', 2, 'Keywords', 'spelling', 'Beserker Rage', 'Berserker Rage'],
      ['northern-tribes.csv', 2, 'Keywords', 'whitespace', 'Join  (Skin Changers)', 'Join (Skin Changers)'],
      ['northern-tribes.csv', 5, 'Points Cost', 'companion-rule', '20', '0'],
      ['northern-tribes.csv', 7, 'Special Rules', 'whitespace', ' Disarmed ', 'Disarmed'],
      ['northern-tribes.csv', 8, 'Keywords', 'spelling', 'Join (Calvary Warg)', 'Join (Cavalry Warg)'],
      ['northern-tribes.csv', 8, 'High Command', 'casing', 'no', 'No'],
      ['northern-tribes.csv', 10, 'Keywords', 'spelling', 'Beserker Rage', 'Berserker Rage'],
      ['northern-tribes.csv', 5, 'Companion', 'casing', 'iriavik restless pup', 'Iriavik restless pup'],
    ]);
  });

  it('the output carries the corrected values', () => {
    const byId = new Map(catalogue.units.map((u) => [u.id, u]));
    expect(byId.get('ahlwardt-ice-bear')?.keywords).toContainEqual({ name: 'Berserker Rage' });
    expect(byId.get('ahlwardt-ice-bear')?.keywords).toContainEqual({ name: 'Join', value: 'Skin Changers' });
    expect(byId.get('eskold-the-executioner')?.keywords).toContainEqual({ name: 'Join', value: 'Cavalry Warg' });
    expect(byId.get('darkmaster')?.specialRules).toContainEqual({ name: 'Disarmed' });
    expect(byId.get('darkmaster')?.keywords).toContainEqual({ name: 'Dispel', value: 'BLK BLK' });
    expect(byId.get('coal')).toMatchObject({ pointsCost: 0, tournamentLegal: false, companion: 'Iriavik restless pup', type: 'Companion' });
    const text = JSON.stringify(catalogue.units);
    expect(text).not.toMatch(/Beserker|Calvary| {2}/);
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
      name_es: 'Ahlwardt, Oso De Hielo',
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
