import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rule that keeps user-facing text in i18next: prove it fires on literals in
// components and stays quiet on translated text.
describe('user-facing literal strings in components', () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'src/features/example/Example.tsx' });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('flags words between JSX tags', async () => {
    expect(await lint('export const A = () => <p>Save list</p>;\n')).toEqual(['User-facing text must come from i18next (t()).']);
  });

  it('flags literal labels, titles and placeholders', async () => {
    const messages = await lint('export const A = () => <input aria-label="List name" placeholder="Enter list name" />;\n');
    expect(messages).toHaveLength(2);
  });

  it('accepts translated text and punctuation', async () => {
    const code = "import { useTranslation } from 'react-i18next';\nexport const A = () => { const { t } = useTranslation(); return <p aria-label={t('x')}>{t('y')} · 42</p>; };\n";
    expect(await lint(code)).toEqual([]);
  });
});
