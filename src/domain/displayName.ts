/**
 * The display name a player picks on /profile (profiles.username), the same rule as the
 * database's CHECK (migration 20261124120000): spaces around it are dropped, then 2 to 40
 * characters (counted as the player sees them, so an accented letter or an emoji is one) and no
 * control characters. An empty field means "no display name".
 */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

export type DisplayNameProblem = 'tooShort' | 'tooLong' | 'control';

export type DisplayNameCheck = { ok: true; value: string | null } | { ok: false; problem: DisplayNameProblem };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function checkDisplayName(raw: string): DisplayNameCheck {
  const value = raw.trim();
  if (value === '') return { ok: true, value: null };
  if (CONTROL.test(value)) return { ok: false, problem: 'control' };
  const length = [...value].length;
  if (length < DISPLAY_NAME_MIN) return { ok: false, problem: 'tooShort' };
  if (length > DISPLAY_NAME_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, value };
}
