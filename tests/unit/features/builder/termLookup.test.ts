// The term texts behind chips, sheets and generated cards, on the real glossary
// (special-rules.json): localised names with the value, the chosen language's description,
// none for terms the fact base does not describe, and no keyword text for a characteristic.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpecialRuleText } from '../../../../src/domain/types';
import { makeTermLookup } from '../../../../src/features/builder/useRuleTexts';

const rows = JSON.parse(readFileSync(resolve(__dirname, '../../../../supabase/seed/content/special-rules.json'), 'utf8')) as SpecialRuleText[];
const row = (name: string) => rows.find((r) => r.name === name)!;

describe('makeTermLookup', () => {
  it('names a term in the chosen language, with its value, and gives that language description', () => {
    const es = makeTermLookup(rows, 'es');
    // No official Spanish text is known: a Spanish name is our own, and says its English one.
    expect(es('Ambusher')).toEqual({ label: 'Emboscador', description: row('Ambusher').description_es, ownNameOf: 'Ambusher' });
    expect(es('place', '3')).toEqual({ label: 'Colocar (3)', description: row('Place').description_es, ownNameOf: 'Place (3)' });
    const fr = makeTermLookup(rows, 'fr');
    expect(fr('Large').label).toBe('Massive');
    expect(fr('Large').description).toBe(row('Large').description_fr);
    expect(makeTermLookup(rows, 'en')('Repeat a die').description).toBe(row('Repeat a Die').description);
  });

  it('has no description for terms the fact base does not describe, or that are unknown', () => {
    // "Humain" is our own French (the fact base has no French name for it).
    expect(makeTermLookup(rows, 'fr')('Human')).toEqual({ label: 'Humain', description: null, ownNameOf: 'Human' });
    expect(makeTermLookup(rows, 'es')('Nothing Like This', 'x')).toEqual({ label: 'Nothing Like This (x)', description: null });
  });

  it('says the words of a keyword\'s value the glossary knows in the language, and whose names are our own', () => {
    const es = makeTermLookup(rows, 'es');
    expect(es('Join', 'Infantry Orc').label).toBe(`${row('Join').name_es} (${row('Infantry').name_es} ${row('Orc').name_es})`);
    expect(es('Join', 'Infantry Orc').ownNameOf).toBe('Join (Infantry Orc)');
    const fr = makeTermLookup(rows, 'fr');
    // A French name the fact base has from the fans' translation (Rejoindre, Éclaireur) is the
    // game's word: no note. "Infanterie" is our own, so the value says its English.
    expect(fr('Join').ownNameOf).toBeUndefined();
    expect(fr('Scout').ownNameOf).toBeUndefined();
    expect(fr('Join', 'Infantry').label).toBe(`${row('Join').name_fr} (${row('Infantry').name_fr})`);
    expect(fr('Join', 'Infantry').ownNameOf).toBe('Join (Infantry)');
    // A list of words keeps its commas, and each word is said in the language.
    expect(fr('Join', 'Infantry, Syenann').label).toBe(`${row('Join').name_fr} (${row('Infantry').name_fr}, ${row('Syenann').name_fr})`);
    expect(makeTermLookup(rows, 'en')('Join', 'Infantry Orc')).toEqual({ label: 'Join (Infantry Orc)', description: row('Join').description });
  });

  it('says a term of several words as one ("Infantry Dead Flesh"), and the sheets\' "or" in the language', () => {
    const es = makeTermLookup(rows, 'es');
    expect(row('Dead Flesh').name_es).toBeTruthy();
    expect(es('Join', 'Infantry Dead Flesh').label).toBe(`${row('Join').name_es} (${row('Infantry').name_es} ${row('Dead Flesh').name_es})`);
    expect(es('Join', 'Living Flesh Dead Flesh').label).toBe(`${row('Join').name_es} (${row('Living Flesh').name_es} ${row('Dead Flesh').name_es})`);
    const fr = makeTermLookup(rows, 'fr');
    expect(fr('Join', 'Infantry, Dead Flesh').label).toBe(`${row('Join').name_fr} (${row('Infantry').name_fr}, ${row('Dead Flesh').name_fr})`);
    // "Forest" alone is no glossary term: it stays as the sheet says it.
    expect(es('Preferred Terrain', 'Rugged or Forest').label).toBe(`${row('Preferred Terrain').name_es} (${row('Rugged').name_es} o Forest)`);
    expect(fr('Preferred Terrain', 'Rugged or Forest').label).toBe(`${row('Preferred Terrain').name_fr} (${row('Rugged').name_fr} ou Forest)`);
    expect(makeTermLookup(rows, 'en')('Preferred Terrain', 'Rugged or Forest').label).toBe('Preferred Terrain (Rugged or Forest)');
  });

  it('does not lend a keyword description to a characteristic of the same name', () => {
    const en = makeTermLookup(rows, 'en');
    expect(row('Fog').kind).not.toBe('characteristic');
    expect(en('Fog', undefined, 'characteristic').description).toBeNull();
    expect(en('Fog', undefined, 'keyword').description).toBe(row('Fog').description);
    expect(en('High Command', undefined, 'characteristic').description).toBe(row('High Command').description);
  });
});
