/**
 * We ship no art: images under /art/ are tried once and the generated card or avatar is
 * shown on failure. This module remembers failures for the session so a missing file is
 * requested once, and after a few portraits fail with none loading it stops asking for
 * portraits at all (a build without art would otherwise fire a request per unit card).
 */
const failed = new Set<string>();
let portraitFailures = 0;
let portraitSuccesses = 0;
const PORTRAIT_GIVE_UP_AFTER = 3;

export function hasFailed(url: string): boolean {
  return failed.has(url);
}

export function markFailed(url: string): void {
  failed.add(url);
}

export function shouldTryPortraits(): boolean {
  return portraitSuccesses > 0 || portraitFailures < PORTRAIT_GIVE_UP_AFTER;
}

export function recordPortrait(ok: boolean, url: string): void {
  if (ok) portraitSuccesses += 1;
  else {
    portraitFailures += 1;
    failed.add(url);
  }
}
