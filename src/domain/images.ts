/**
 * Static image paths (SPEC.md 7 "Static images" and 4 "Card image loading").
 * The slug is the lower-cased unit name with spaces and hyphens turned to underscores,
 * apostrophes dropped and any other non-alphanumeric removed, except for a fixed table.
 */
import { CARD_IMAGE_MAX_ATTEMPTS } from './constants';
import type { Language } from './types';

/**
 * Names whose art files do not follow the rule, keyed by the lower-cased English name.
 * SPEC says such a table exists but does not print it; these are the variants we know of
 * (mercenaries named with their role, which share the mercenary's art). Extend it when an art
 * file is found under another name.
 */
export const SPECIAL_SLUGS: Readonly<Record<string, string>> = {
  'vercana (mercenary)': 'vercana',
  'vercana, mercenary': 'vercana',
};

export function imageSlug(name: string): string {
  const lower = name.trim().toLowerCase();
  const special = SPECIAL_SLUGS[lower];
  if (special !== undefined) return special;
  return lower
    .replace(/['’]/g, '')
    .replace(/[\s-]/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

export type ImageExtension = 'jpg' | 'png';

const CARD_LANGUAGE_SUFFIX: Readonly<Record<Language, string>> = { en: 'en', es: 'sp', fr: 'fr' };

export function cardImagePath(slug: string, language: Language, ext: ImageExtension = 'jpg'): string {
  return `/art/card/${slug}_card_${CARD_LANGUAGE_SUFFIX[language]}.${ext}`;
}

/** The paths the card dialog tries in order: the .jpg, then the same name as .png. */
export function cardImageCandidates(slug: string, language: Language): string[] {
  return [cardImagePath(slug, language, 'jpg'), cardImagePath(slug, language, 'png')];
}

/** Next path to try after `failures` failed loads, or null once both failed ("Image not available"). */
export function nextCardImage(slug: string, language: Language, failures: number): string | null {
  if (failures >= CARD_IMAGE_MAX_ATTEMPTS) return null;
  return cardImageCandidates(slug, language)[Math.max(0, failures)] ?? null;
}

export function portraitPath(slug: string): string {
  return `/art/portrait/${slug}_portrait.jpg`;
}

export const COMMAND_ICON_PATH = '/art/icons/command_icon.png';
