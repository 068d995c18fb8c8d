import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import esMissions from '../../src/i18n/locales/es/missions.json' with { type: 'json' };
import frMissions from '../../src/i18n/locales/fr/missions.json' with { type: 'json' };

// Missions and feats from the fact base, read at the table on a phone.
const TAKE_POSITIONS = {
  en: { name: 'Take Positions', table: 'Points', line: '1 MP for each objective of the rival’s colour you control.', points: '1 MP' },
  es: { name: 'Tomar posiciones', table: 'Puntos', line: '1 PM por cada objetivo del color del rival que controles.', points: '1 PM' },
  fr: { name: 'Prendre position', table: 'Points', line: '1 PM par objectif de la couleur adverse que vous contrôlez.', points: '1 PM' },
} as const;

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('missions', () => {
  test('lists every mission and feat with official and community labels and the creator', async ({ page }) => {
    await page.goto('/missions');
    const cards = page.getByTestId('mission-card');
    await expect(cards).toHaveCount(18);
    const battleLines = cards.filter({ hasText: 'Battle Lines' });
    await expect(battleLines.getByTestId('mission-source')).toHaveText('Community');
    await expect(battleLines).toContainText('Created by Anthony Pham (Viridian)');
    const consolidated = cards.filter({ hasText: 'Consolidated Progress' });
    await expect(consolidated.getByTestId('mission-source')).toHaveText('Official');
    await expect(consolidated).toContainText('3 rounds · 5 turns per round');
    await page.getByRole('group').getByText('Feats', { exact: true }).click();
    await expect(cards).toHaveCount(5);
  });

  for (const language of ['es', 'fr'] as const) {
    test(`Take Positions shows its scoring table in ${language} at 390 px with no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/missions');
      await page.getByTestId('language-switcher').selectOption(language);
      const text = TAKE_POSITIONS[language];
      // The card says already that its name is our own translation, with the English card name.
      const card = page.getByTestId('mission-card').filter({ hasText: text.name });
      await expect(card.getByTestId('mission-card-name')).toContainText('Take Positions');
      // Spanish names are all our own; the French one is the fans' translation.
      if (language === 'es') await expect(card.getByTestId('mission-card-name')).toContainText(esMissions.nameUnconfirmed);
      else await expect(card.getByTestId('mission-card-name')).not.toContainText(frMissions.nameUnconfirmed);
      await card.click();
      const reader = page.getByTestId('mission-reader');
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(text.name);
      await expect(reader.getByTestId('mission-card-name')).toContainText('Take Positions');
      const table = reader.getByTestId('scoring-table');
      await expect(table.getByRole('columnheader').first()).toHaveText(text.table);
      const rows = table.getByTestId('scoring-line');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(text.line);
      await expect(rows.first().getByRole('rowheader')).toContainText(text.points);
      await expect(rows.first()).toHaveAttribute('data-control', 'stepper');
      await expect(rows.nth(1)).toHaveAttribute('data-control', 'toggle');
      await expect(reader.getByTestId('scenario-material')).toBeVisible();
      await noSidewaysScroll(page, 390);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`take-positions-${language}-390.png`), fullPage: true });
    });
  }

  test('Tree Mother shows its changing turns, and a feat scores at the end of the game, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/missions?m=tree-mother');
    const reader = page.getByTestId('mission-reader');
    await expect(reader.getByTestId('scenario-facts')).toContainText('Turns per round: 5, 4, 3, and 2');
    await expect(reader.getByTestId('scenario-facts')).toContainText('The game ends after round 4.');
    await expect(reader.getByTestId('scoring-line')).toHaveCount(4);
    await noSidewaysScroll(page, 360);
    await page.goto('/missions?m=banner');
    await expect(reader.getByTestId('scoring-line').first()).toContainText('End of the game');
    await expect(reader.getByTestId('scoring-line').last()).toContainText('2 AP');
    await noSidewaysScroll(page, 360);
  });
});
