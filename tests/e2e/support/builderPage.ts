/**
 * Page object for the army builder, the share dialog and the shared-list screens. Methods
 * read as what a player does; English texts come from the locale files, and expected totals
 * from the catalogue the app is seeded with. Below 768 px the list lives in a sheet opened from
 * the sticky summary (issue 14): methods that work on the list open it, and methods that work on
 * the unit cards close it, as a player would.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enBuilder from '../../../src/i18n/locales/en/builder.json' with { type: 'json' };
import enErrors from '../../../src/i18n/locales/en/errors.json' with { type: 'json' };

export interface CatalogueUnit {
  id: string;
  name: string;
  name_es?: string;
  name_fr?: string;
  faction_id: string;
  pointsCost: number;
  command: number;
  availability: number;
  highCommand: boolean;
  tournamentLegal: boolean;
  keywords: Array<{ name: string; value?: string }>;
}

interface CatalogueFile {
  dataVersion: string;
  factions: Array<{ id: string; name: string }>;
  units: CatalogueUnit[];
}

export const catalogue: CatalogueFile = JSON.parse(readFileSync(join(process.cwd(), 'supabase/seed/catalogue.json'), 'utf8')) as CatalogueFile;

function lookup(root: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`);
  return value;
}

/** English text of the builder namespace, with {{x}} filled in. */
export function bt(key: string, params: Record<string, string | number> = {}): string {
  return lookup(enBuilder, key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** English text of the errors namespace, with {{x}} filled in. */
export function et(key: string, params: Record<string, string | number> = {}): string {
  return lookup(enErrors, key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function unitsOf(factionId: string): CatalogueUnit[] {
  return catalogue.units.filter((u) => u.faction_id === factionId);
}

export function unitNamed(factionId: string, name: string): CatalogueUnit {
  const unit = catalogue.units.find((u) => u.faction_id === factionId && u.name === name);
  if (!unit) throw new Error(`No unit ${name} in ${factionId}`);
  return unit;
}

/** Expected totals of a selection, from the catalogue (SPEC.md 9: Σ cost × quantity). */
export function expectedTotals(picks: Array<[CatalogueUnit, number]>): { points: number; command: number } {
  return picks.reduce((acc, [u, q]) => ({ points: acc.points + u.pointsCost * q, command: acc.command + u.command * q }), { points: 0, command: 0 });
}

export function isCourtesyHidden(unit: CatalogueUnit): boolean {
  return unit.keywords.some((k) => ['scout', 'ambusher'].includes(k.name.toLowerCase()));
}

export class BuilderPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/builder');
    await expect(this.page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
  }

  get totalPoints(): Locator {
    return this.page.getByTestId('total-points');
  }

  async chooseFaction(factionId: string): Promise<void> {
    await this.page.getByTestId('faction-button').click();
    await this.page.getByTestId('faction-list').locator(`[data-faction-id="${factionId}"]`).click();
    await expect(this.page.getByTestId('builder')).toHaveAttribute('data-faction', factionId);
    await expect(this.page.locator(`[data-testid="unit-card"][data-unit-id="${unitsOf(factionId)[0]!.id}"]`)).toBeVisible();
  }

  card(unit: CatalogueUnit): Locator {
    return this.page.locator(`[data-testid="unit-card"][data-unit-id="${unit.id}"]`);
  }

  /** True when the builder shows its phone layout (the list in a sheet). */
  async isPhoneLayout(): Promise<boolean> {
    return (await this.page.getByTestId('builder').getAttribute('data-layout')) === 'phone';
  }

  get listSheet(): Locator {
    return this.page.getByTestId('list-sheet');
  }

  /** On a phone, open the list sheet from the sticky summary (nothing to do on a wide screen). */
  async openList(): Promise<void> {
    if (!(await this.isPhoneLayout()) || (await this.listSheet.getByTestId('selected-panel').isVisible())) return;
    await this.page.getByTestId('open-list').click();
    await expect(this.listSheet.getByTestId('selected-panel')).toBeVisible();
  }

  /** On a phone, close the list sheet to get back to the unit cards. */
  async closeList(): Promise<void> {
    if (!(await this.listSheet.getByTestId('selected-panel').isVisible())) return;
    await this.listSheet.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(this.listSheet.getByTestId('selected-panel')).toHaveCount(0);
  }

  async add(unit: CatalogueUnit, times = 1): Promise<void> {
    await this.closeList();
    for (let i = 0; i < times; i += 1) await this.card(unit).getByTestId('unit-add').click();
  }

  async remove(unit: CatalogueUnit): Promise<void> {
    await this.closeList();
    await this.card(unit).getByTestId('unit-remove').click();
  }

  async expectTotals(totals: { points: number; command: number }): Promise<void> {
    await expect(this.totalPoints).toHaveText(String(totals.points));
    await this.openList();
    await expect(this.page.getByTestId('selected-points').locator('strong')).toHaveText(String(totals.points));
    await expect(this.page.getByTestId('selected-command').locator('strong')).toHaveText(String(totals.command));
  }

  async nameList(name: string): Promise<void> {
    await this.openList();
    await this.page.getByPlaceholder(bt('controls.listNamePlaceholder')).fill(name);
  }

  /** "New list" (from the list sheet on a phone), back to the unit cards. */
  async newList(): Promise<void> {
    await this.openList();
    await this.page.getByTestId('new-list').click();
    await expect(this.page.getByTestId('current-list')).toContainText(bt('controls.newListName'));
    await this.closeList();
  }

  async saveLocally(): Promise<void> {
    await this.openList();
    await this.page.getByTestId('save-locally').click();
  }

  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  savedList(name: string): Locator {
    return this.page.locator(`[data-testid="saved-list"][data-list-name="${name}"]`);
  }

  async loadSaved(name: string): Promise<void> {
    await this.openList();
    await this.savedList(name).getByTestId('saved-load').click();
    await expect(this.page.getByTestId('current-list')).toContainText(name);
  }

  async openShare(): Promise<Locator> {
    await this.openList();
    await this.page.getByTestId('share-button').click();
    const dialog = this.page.getByTestId('share-dialog');
    await expect(dialog.getByRole('heading', { name: bt('share.title') })).toBeVisible();
    return dialog;
  }

  /** The link the share dialog shows once it is ready (short or full). */
  async shareLink(kind: 'short' | 'full'): Promise<string> {
    const dialog = this.page.getByTestId('share-dialog');
    await dialog.getByTestId(kind === 'short' ? 'share-short' : 'share-full').click();
    const input = dialog.getByTestId('share-link');
    await expect(input).toHaveAttribute('data-link-kind', kind);
    await expect(input).toHaveValue(kind === 'short' ? /\/s\/[A-Za-z0-9_-]{10}$/ : /\/shared-list\/.+/);
    return input.inputValue();
  }
}
