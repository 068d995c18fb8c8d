import { describe, expect, it } from 'vitest';
import { MAX_MAILTO_LENGTH, problemReportBody, problemReportMailto } from '../../../src/domain/problemReport';

const words = {
  subject: 'Problem report',
  intro: 'What happened:',
  appVersion: 'App version',
  dataVersion: 'Catalogue data version',
  language: 'Language',
  browser: 'Browser',
  screen: 'Screen',
  listLink: 'List',
};
const facts = { appVersion: '0.6.4', dataVersion: 'abc123', language: 'fr', browser: 'Mozilla/5.0 (Linux; Android 14)', screen: 'Army Builder (/builder)' };

describe('problem report', () => {
  it('lists every fact under the player’s own words', () => {
    expect(problemReportBody(facts, words).split('\n')).toEqual([
      'What happened:',
      '',
      '---',
      'App version: 0.6.4',
      'Catalogue data version: abc123',
      'Language: fr',
      'Browser: Mozilla/5.0 (Linux; Android 14)',
      'Screen: Army Builder (/builder)',
    ]);
  });

  it('adds the list link only when given, and encodes the mailto parts', () => {
    const url = problemReportMailto('feedback@example.org', { ...facts, listLink: 'https://x.org/s/AbCdEfGhIj' }, words);
    expect(url.startsWith('mailto:feedback@example.org?subject=Problem%20report&body=')).toBe(true);
    const body = decodeURIComponent(url.split('&body=')[1] ?? '');
    expect(body.endsWith('List: https://x.org/s/AbCdEfGhIj')).toBe(true);
    expect(decodeURIComponent(problemReportMailto('a@b.c', facts, words).split('&body=')[1] ?? '')).not.toContain('List:');
  });

  it('leaves a very long list link out rather than making a link mail apps cut', () => {
    const url = problemReportMailto('a@b.c', { ...facts, listLink: `https://x.org/shared-list/${'A'.repeat(3000)}` }, words);
    expect(url.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(decodeURIComponent(url)).not.toContain('List:');
  });
});
