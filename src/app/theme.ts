/** Light/dark theme: follows the system until the player chooses (SPEC.md `theme` key). */
import { readStorage, writeStorage } from '../platform/environment';

export type ThemeChoice = 'system' | 'light' | 'dark';

export function readTheme(): ThemeChoice {
  const stored = readStorage('theme');
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function setTheme(choice: ThemeChoice): void {
  writeStorage('theme', choice === 'system' ? null : choice);
  applyTheme(choice);
}
