/**
 * Search bench (`npx tsx bench/search.ts`, also run by bench/run.ts): builds the domain
 * search index over the seeded rules, FAQ, units and game terms, then times 200 keystroke-like queries
 * (progressive prefixes of real terms, as a player types them). Prints JSON figures.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildSearchIndex, searchIndex } from '../src/domain/search';
import type { FaqSection, Language, RulesSection, SpecialRuleText, Unit } from '../src/domain/types';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

/** Real terms players look up, in the three languages. */
const TERMS: ReadonlyArray<[Language, string]> = [
  ['en', 'line of sight'],
  ['en', 'activation'],
  ['en', 'charge'],
  ['en', 'vulnerable'],
  ['en', 'high command'],
  ['en', 'ambusher'],
  ['en', 'mercenary'],
  ['es', 'línea de visión'],
  ['es', 'activaciones'],
  ['es', 'terreno'],
  ['es', 'emboscador'],
  ['es', 'ambusher'],
  ['fr', 'ligne de vue'],
  ['fr', 'commandement'],
  ['fr', 'compagnon'],
  ['fr', 'embusqué'],
];

const QUERY_COUNT = 200;

function keystrokes(): Array<[Language, string]> {
  const out: Array<[Language, string]> = [];
  while (out.length < QUERY_COUNT) {
    for (const [language, term] of TERMS) {
      for (let i = 1; i <= term.length && out.length < QUERY_COUNT; i++) out.push([language, term.slice(0, i)]);
    }
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function benchSearch(): Promise<Record<string, number>> {
  const rules = readJson<RulesSection[]>('supabase/seed/content/rules-sections.json');
  const faq = readJson<FaqSection[]>('supabase/seed/content/faq-sections.json');
  const units = readJson<{ units: Unit[] }>('supabase/seed/catalogue.json').units;
  const terms = readJson<SpecialRuleText[]>('supabase/seed/content/special-rules.json');

  const buildStart = performance.now();
  const index = buildSearchIndex({ rules, faq, units, terms });
  // The per-language indexes are made on first use; build them here so keystrokes time queries only.
  for (const language of ['en', 'es', 'fr'] as const) searchIndex(index, 'warm', language);
  const buildMs = performance.now() - buildStart;

  const times: number[] = [];
  let resultCount = 0;
  for (const [language, query] of keystrokes()) {
    const start = performance.now();
    resultCount += searchIndex(index, query, language).length;
    times.push(performance.now() - start);
  }
  return {
    search_index_build_ms: round(buildMs),
    search_keystroke_median_ms: round(percentile(times, 50)),
    search_keystroke_p95_ms: round(percentile(times, 95)),
    search_keystroke_queries: times.length,
    search_documents: rules.length + faq.length + units.length,
    search_results_total: resultCount,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSearch().then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
