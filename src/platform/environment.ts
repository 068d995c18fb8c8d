/**
 * The page's side of the environment: everything of hostEnvironment.ts, plus the prefixed
 * localStorage helpers and the environment-mismatch check (SPEC.md 4, 7).
 */
import { logger } from './logger';
import { currentEnvironment, storageKey } from './hostEnvironment';

export * from './hostEnvironment';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** This context's localStorage; a worker has none (reads give null, writes are logged). */
function storage(): StorageLike {
  const found = (globalThis as { localStorage?: StorageLike }).localStorage;
  if (!found) throw new Error('No localStorage in this context');
  return found;
}

export function readStorage(name: string): string | null {
  try {
    return storage().getItem(storageKey(name));
  } catch {
    return null;
  }
}

export function writeStorage(name: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(storageKey(name));
    else storage().setItem(storageKey(name), value);
  } catch (error) {
    logger.warn('Could not write to localStorage', { name, error: String(error) });
  }
}

const ENVIRONMENT_MARKER = 'environment';
export const ENVIRONMENT_MISMATCH_RELOAD_MS = 1000;

/**
 * If the browser storage was last used by a build for another environment, log it and
 * reload after 1 s so that nothing from the other environment's state is used (SPEC.md 4).
 * Returns true when a reload was scheduled.
 */
export function checkEnvironmentMismatch(reload: () => void = () => (globalThis as unknown as { location?: { reload?: () => void } }).location?.reload?.()): boolean {
  const stored = readStorage(ENVIRONMENT_MARKER);
  writeStorage(ENVIRONMENT_MARKER, currentEnvironment);
  if (stored && stored !== currentEnvironment) {
    logger.error('Environment mismatch: storage belongs to another environment', {
      stored,
      current: currentEnvironment,
    });
    setTimeout(reload, ENVIRONMENT_MISMATCH_RELOAD_MS);
    return true;
  }
  return false;
}
