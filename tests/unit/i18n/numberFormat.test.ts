// `{{count, number}}` in a translation reads as the rest of the app writes numbers
// (src/domain/format.ts): the landing's player count in each language.
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../src/i18n';

describe('numbers inside translations', () => {
  it('the registered-player count is grouped as each language groups it, with its plural', async () => {
    await initI18n('en');
    await i18n.loadNamespaces('landing');
    const users = (lng: string, count: number) => i18n.t('landing:hero.users', { lng, count }).replace(/\u202f/g, ' ');
    expect(users('en', 1)).toBe('1 registered player');
    expect(users('en', 1234)).toBe('1,234 registered players');
    await i18n.loadLanguages(['es', 'fr']);
    expect(users('es', 1234)).toBe('1234 jugadores registrados');
    expect(users('es', 12345)).toBe('12.345 jugadores registrados');
    expect(users('fr', 1234)).toBe('1 234 joueurs inscrits');
    expect(users('fr', 0)).toBe('0 joueur inscrit');
  });
});
