import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en/errors.json';
import es from '../../../src/i18n/locales/es/errors.json';
import fr from '../../../src/i18n/locales/fr/errors.json';

function flatten(node: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const EN = flatten(en);

describe('errors namespace', () => {
  it('English texts of the key codes are SPEC.md’s exact strings', () => {
    expect({
      'list.nameRequired': EN['list.nameRequired'],
      'list.empty': EN['list.empty'],
      'list.emptyHint': EN['list.emptyHint'],
      'list.highCommandLimitTitle': EN['list.highCommandLimitTitle'],
      'list.highCommandLimit': EN['list.highCommandLimit'],
      'list.violationsTitle': EN['list.violationsTitle'],
      'list.highCommandWarning': EN['list.highCommandWarning'],
      'list.multipleHighCommand': EN['list.multipleHighCommand'],
      'list.notTournamentLegal': EN['list.notTournamentLegal'],
      'list.notTournamentLegalBadge': EN['list.notTournamentLegalBadge'],
      'unit.maxReached': EN['unit.maxReached'],
      'unit.maxReachedDetail': EN['unit.maxReachedDetail'],
      'cloud.loginRequired': EN['cloud.loginRequired'],
      'cloud.nameRequired': EN['cloud.nameRequired'],
      'cloud.emptyList': EN['cloud.emptyList'],
      'cloud.noWabId': EN['cloud.noWabId'],
      'share.decompressFailed': EN['share.decompressFailed'],
      'news.noContent': EN['news.noContent'],
    }).toEqual({
      'list.nameRequired': 'Please enter a list name',
      'list.empty': 'Cannot save an empty list.',
      'list.emptyHint': 'Add some units first.',
      'list.highCommandLimitTitle': 'High Command Limit',
      'list.highCommandLimit': 'Only 1 High command allowed in List.',
      'list.violationsTitle': 'List Violations',
      'list.highCommandWarning': '{{n}} High Command units (recommended maximum: 1)',
      'list.multipleHighCommand': 'Violation: Multiple High Command',
      'list.notTournamentLegal': 'This list contains units not tournament legal.',
      'list.notTournamentLegalBadge': 'Not Tournament Legal',
      'unit.maxReached': 'Cannot add more units',
      'unit.maxReachedDetail': 'Maximum {{n}} of this unit allowed',
      'cloud.loginRequired': 'You must be logged in to use cloud save',
      'cloud.nameRequired': 'Please enter a list name before saving',
      'cloud.emptyList': 'Cannot save an empty list. Add some units first.',
      'cloud.noWabId': "Your profile doesn't have a WAB ID assigned",
      'share.decompressFailed': 'Failed to decompress data',
      'news.noContent': 'No content available',
    });
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ])('%s has exactly the English keys, each translated and with the same placeholders', (lang, locale) => {
    const other = flatten(locale);
    // Plural forms English does not need ("_many" in Spanish and French) sit beside the key's "_other".
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
    const extraPlural = (key: string) => {
      const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
      return !!m && `${m[1]}_other` in EN && !(key in EN) && categories.includes(m[2]!);
    };
    expect(Object.keys(other).filter((k) => !extraPlural(k)).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, text] of Object.entries(EN)) {
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
      expect(other[key]?.trim(), key).not.toBe('');
    }
  });
});
