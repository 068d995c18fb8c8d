// Every translation namespace a screen renders with is loaded before the router shows it
// (src/app/screenTable.ts, waited for by the router's prepare): a namespace missing from its
// entry makes the screen suspend on its first render, which shows the loading block between
// two screens instead of keeping the one on show. Read from the source: the modules a screen
// imports statically (what renders with it, not what it loads later with import()), and the
// namespaces their useTranslation calls name.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_TABLE } from '../../../src/app/screenTable';

const SRC = resolve(__dirname, '../../../src');
/** Loaded by initI18n before the first render. */
const ALWAYS_LOADED = ['common'];

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Relative modules a file imports for its runtime (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (match[2]) continue;
    if (match[1] === 'export' && !match[3]) continue;
    const target = resolveImport(file, match[4]!);
    if (target) found.push(target);
  }
  return found;
}

/** The namespaces each file's useTranslation calls name (no argument is the default, common). */
function namespacesIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const match of source.matchAll(/(?<!function )useTranslation\(([^)]*)\)/g)) {
    const argument = match[1]!.trim();
    if (!argument) continue;
    const literals = [...argument.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
    expect(literals.length, `${relative(SRC, file)}: useTranslation(${argument}) names its namespaces as literals`).toBeGreaterThan(0);
    names.push(...literals);
  }
  return names;
}

/** Every namespace a module and what it imports statically render with, by file. */
function namespacesOf(entry: string): Map<string, string[]> {
  const seen = new Set<string>();
  const byFile = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const names = namespacesIn(file);
    if (names.length) byFile.set(relative(SRC, file), names);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return byFile;
}

const missing = (byFile: Map<string, string[]>, loaded: readonly string[]) =>
  [...byFile].flatMap(([file, names]) => names.filter((name) => !loaded.includes(name)).map((name) => `${file}: ${name}`));

describe('translations loaded before a screen renders', () => {
  it('reads the imports and namespaces it checks (the builder renders with builder and repricing)', () => {
    const builder = namespacesOf(join(SRC, 'features/builder/BuilderScreen.tsx'));
    expect(builder.size).toBeGreaterThan(5);
    expect([...builder.values()].flat()).toEqual(expect.arrayContaining(['builder', 'repricing']));
    // An import() is not followed: the landing's dialogs load with their own translations.
    expect([...namespacesOf(join(SRC, 'features/landing/LandingScreen.tsx')).keys()]).not.toContain('features/landing/ArchiveDialog.tsx');
  });

  it.each(SCREEN_TABLE.map((entry) => [entry.module, entry] as const))('%s: every namespace it renders with is in its entry', (_module, entry) => {
    expect(missing(namespacesOf(join(SRC, 'features', entry.module)), [...ALWAYS_LOADED, ...entry.namespaces])).toEqual([]);
  });

  it('the shell around the screens renders with the namespaces loaded at start only', () => {
    expect(missing(namespacesOf(join(SRC, 'app/Shell.tsx')), ALWAYS_LOADED)).toEqual([]);
  });
});
