import { describe, expect, it } from 'vitest';
import { changelogText, compareReleases, missingNewsLanguages, newsForSave, type NewsDraft } from '../../../src/domain/admin';
import { changelogVersion } from '../../../src/domain/changelog';

const draft = (patch: Partial<NewsDraft> = {}): NewsDraft => ({
  id: '',
  date: '2026-11-24',
  translation_key: null,
  content_en: 'News 24/11/26: [[red]]New admin screens[[/red]]',
  content_es: 'Noticias 24/11/26: pantallas nuevas',
  content_fr: 'Nouvelles écrans',
  ...patch,
});

describe('news drafts', () => {
  it('names each language still empty or blank', () => {
    expect(missingNewsLanguages(draft())).toEqual([]);
    expect(missingNewsLanguages(draft({ content_es: '   ', content_fr: null }))).toEqual(['es', 'fr']);
  });

  it('sanitises HTML content before saving and keeps plain text exactly as typed', () => {
    const saved = newsForSave(draft({ content_fr: '<p>Salut<script>x()</script></p>', translation_key: '  ' }), (html) => html.replace(/<script>.*<\/script>/, ''));
    expect(saved.content_fr).toBe('<p>Salut</p>');
    expect(saved.content_en).toBe('News 24/11/26: [[red]]New admin screens[[/red]]');
    expect(saved.translation_key).toBeNull();
  });
});

describe('the admin changelog', () => {
  it('writes entries newest version first, in the form the version rule reads', () => {
    const text = changelogText([
      { release: '0.9.1', released_on: '2026-11-01', body: 'Fixes' },
      { release: '0.10.0', released_on: '2026-11-24', body: ' Admin screens ' },
    ]);
    expect(text).toBe('# Changelog\n\n## [0.10.0] - 2026-11-24\n\nAdmin screens\n\n## [0.9.1] - 2026-11-01\n\nFixes\n');
    expect(changelogVersion(text)).toBe('0.10.0');
  });

  it('is empty without entries (the landing then shows /CHANGELOG.md)', () => {
    expect(changelogText([])).toBe('');
  });

  it('orders versions numerically', () => {
    expect(compareReleases('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareReleases('1.0.0', '1.0.0')).toBe(0);
    expect(compareReleases('0.6.4', '0.7.0')).toBeLessThan(0);
  });
});
