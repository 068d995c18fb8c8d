/** The app's translation files, read as the i18n tests read them (src/i18n/locales/<language>/<namespace>.json). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = join(process.cwd(), 'src/i18n/locales');
export const LANGUAGES = ['en', 'es', 'fr'] as const;

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every namespace, by name ("builder", "common"…). */
export const namespaces = readdirSync(join(LOCALES_DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

export const loadLocale = (language: string, ns: string): LocaleTree => JSON.parse(readFileSync(join(LOCALES_DIR, language, `${ns}.json`), 'utf8')) as LocaleTree;

/** [dotted key, text] for every text of a namespace. */
export function flattenLocale(node: LocaleTree, prefix = ''): Array<[string, string]> {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flattenLocale(v, `${prefix}${k}.`)));
}
