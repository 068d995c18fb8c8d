// The rules reference and the term glossary travel seed -> local backend -> content pull ->
// Dexie with each section's fact-base sources and the localised term names search needs; the
// migration removes the old invented rows and keeps sources an array.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { runSync } from '../../../sync/runSync';
import { readRulesSections, readSpecialRules } from '../../../src/db/queries';
import type { RulesSection, SpecialRuleText } from '../../../src/domain/types';
import { captureLogs, dataClient, freshDb } from './helpers';

const CONTENT = resolve(__dirname, '../../../supabase/seed/content');
const seedSections = JSON.parse(readFileSync(resolve(CONTENT, 'rules-sections.json'), 'utf8')) as RulesSection[];
const seedTerms = JSON.parse(readFileSync(resolve(CONTENT, 'special-rules.json'), 'utf8')) as SpecialRuleText[];

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

describe('rules content pull', () => {
  it('brings every section with its sources and every term with its names and descriptions', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    const outcome = await runSync({ db, getClient: async () => client, isOnline: () => true });
    expect(outcome.status).toBe('synced');

    const sections = await readRulesSections(db);
    expect(new Set(sections.map((s) => s.id))).toEqual(new Set(seedSections.map((s) => s.id)));
    expect(sections.find((s) => s.id === 'deployment-ambusher')?.sources).toEqual(['AK', 'AK-1.6']);
    expect(sections.find((s) => s.id === 'errata-1-5-2')?.sources).toEqual(['AK-1.5.2']);
    expect(sections.every((s) => (s.sources?.length ?? 0) > 0)).toBe(true);

    const terms = await readSpecialRules(db);
    expect(terms).toHaveLength(seedTerms.length);
    expect(terms.find((t) => t.name === 'Ambusher')).toMatchObject({ name_es: 'Emboscador', name_fr: 'Embusqué' });
    expect(terms.find((t) => t.name === 'Ambusher')?.description_es).toBe(seedTerms.find((t) => t.name === 'Ambusher')?.description_es);
    expect(terms.find((t) => t.name === 'Human')).toMatchObject({ description: '', description_es: '', description_fr: '' });
  });

  it('the seeded backend has none of the invented chapters or terms, and sources must be a JSON array', async () => {
    expect(await backend.query("select id from public.rules_chapters where id in ('core-concepts', 'keywords-glossary')")).toEqual([]);
    expect(await backend.query("select name from public.special_rules where name in ('Sniper', 'Stealth', 'Archer')")).toEqual([]);
    await expect(backend.query(`update public.rules_sections set sources = '"AK"'::jsonb where id = 'objective-control'`)).rejects.toThrow(
      /rules_sections_sources_is_array/,
    );
  });
});
