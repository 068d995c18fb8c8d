/**
 * When one list is changed on two devices (sync rule 3), or changed on one and deleted on the
 * other (issue 13 item 8), the sync keeps both sides, one of them as a new list. Nothing is
 * lost, but a player who is not told finds a list they did not make, or misses their edit
 * under the old name. So the device where it happened keeps a notice for each copy, which the
 * saved lists show in the player's language until they dismiss it.
 *
 * The conflict copy's name is written here, by the sync engine (a worker or the service
 * worker, where i18next does not run), from the `listNames` texts of the language the page last
 * told it (the `language` setting, src/i18n's choice): the same files i18next reads, so a
 * test holds the two to the same words. The server names its restored copies itself
 * ("<name> (restored)"); those names stay as it gives them.
 */
import enNames from '../../i18n/locales/en/listNames.json';
import esNames from '../../i18n/locales/es/listNames.json';
import frNames from '../../i18n/locales/fr/listNames.json';
import { LANGUAGES, type Language } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';

const NAME_TEXTS: Readonly<Record<Language, { conflictCopy: string; conflictCopyNumbered: string }>> = { en: enNames, es: esNames, fr: frNames };

/** How many notices a device keeps (the oldest go first). */
export const KEPT_EDIT_NOTICES_KEPT = 20;

/**
 * - `conflict`: the list had changed on another device; this device's edit is the copy.
 * - `restoredEdit`: the list had been deleted on another device; this device's edit is the copy.
 * - `restoredDelete`: this device deleted the list after another device had changed it; that
 *   change is the copy.
 */
export type KeptEditKind = 'conflict' | 'restoredEdit' | 'restoredDelete';

export interface KeptEditNotice {
  /** The copy's list id. */
  copyId: string;
  kind: KeptEditKind;
  /** The list's name before (the player's own words). */
  name: string;
  copyName: string;
  /** The account the lists belong to (null: a guest's, which never sync). */
  accountId: string | null;
  at: string;
}

const KINDS: readonly KeptEditKind[] = ['conflict', 'restoredEdit', 'restoredDelete'];

/** The language the page last told the sync engine, or English. */
export function readLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';
}

function fill(template: string, name: string, n: number): string {
  return template.replace(/\{\{\s*name\s*\}\}/g, () => name).replace(/\{\{\s*n\s*\}\}/g, () => String(n));
}

/**
 * The name of the `n`th conflict copy of a list named `name` (n from 1), in `language`, at most
 * `max` characters: the player's name is shortened, never the words that say it is a copy.
 */
export function conflictCopyName(name: string, n: number, language: Language, max: number): string {
  const texts = NAME_TEXTS[language];
  const template = n === 1 ? texts.conflictCopy : texts.conflictCopyNumbered;
  const room = Math.max(0, max - fill(template, '', n).length);
  return fill(template, name.slice(0, room).trimEnd(), n);
}

/** The stored notices that are well-formed (storage is not trusted); the rest are left out. */
export function readKeptEdits(value: unknown): KeptEditNotice[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown): v is string => typeof v === 'string';
  return value.flatMap((item: unknown): KeptEditNotice[] => {
    if (!item || typeof item !== 'object') return [];
    const row = item as Record<string, unknown>;
    if (!text(row.copyId) || !text(row.name) || !text(row.copyName) || !text(row.at) || !KINDS.includes(row.kind as KeptEditKind)) return [];
    if (row.accountId !== null && !text(row.accountId)) return [];
    return [{ copyId: row.copyId, kind: row.kind as KeptEditKind, name: row.name, copyName: row.copyName, accountId: row.accountId, at: row.at }];
  });
}

/** Add a notice. Called inside the transaction that makes the copy, which must include `settings`. */
export async function addKeptEdit(db: WarcrowDB, notice: KeptEditNotice): Promise<void> {
  const stored = readKeptEdits((await db.settings.get('keptEdits'))?.value).filter((n) => n.copyId !== notice.copyId);
  await db.settings.put({ key: 'keptEdits', value: [...stored, notice].slice(-KEPT_EDIT_NOTICES_KEPT) });
}

/** The player has read the notice about this copy. */
export async function dismissKeptEdit(copyId: string, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.settings, async () => {
      const stored = readKeptEdits((await db.settings.get('keptEdits'))?.value);
      await db.settings.put({ key: 'keptEdits', value: stored.filter((n) => n.copyId !== copyId) });
    }),
  );
}

/** Forget the notices about these copies (their lists left the device). Inside a transaction that includes `settings`. */
export async function dropKeptEdits(db: WarcrowDB, copyIds: readonly string[]): Promise<void> {
  const row = await db.settings.get('keptEdits');
  if (!row) return;
  const gone = new Set(copyIds);
  await db.settings.put({ key: 'keptEdits', value: readKeptEdits(row.value).filter((n) => !gone.has(n.copyId)) });
}
