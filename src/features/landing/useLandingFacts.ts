/**
 * The header's two facts: the latest version (first bracketed x.y.z of the changelog,
 * else 0.5.11) and the registered-user count (470 on local and preview hosts; otherwise the
 * backend's count, read after first paint, with a silent fallback to 470).
 */
import { useEffect, useState } from 'react';
import { changelogVersion } from '../../domain/changelog';
import { FALLBACK_USER_COUNT } from '../../domain/constants';
import { isLocalData, isPreview } from '../../platform/environment';
import { afterFirstContentfulPaint } from '../../platform/afterPaint';
import { logger } from '../../platform/logger';
import { navigationLoadTime } from './performance';
import { loadChangelog } from './changelogSource';

export function useLatestVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Read once the first screen is on screen: the fact says "Latest version..." until then.
    const cancel = afterFirstContentfulPaint(() => {
      void loadChangelog().then((result) => live && setVersion(changelogVersion(result.ok ? result.text : '')));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return version;
}

let countPromise: Promise<number> | null = null;

function loadUserCount(): Promise<number> {
  // The public REST client (postgrest-js): a guest's landing never loads supabase-js.
  countPromise ??= Promise.all([import('../../backend/rest'), import('../../backend/config'), import('./remoteStatus')])
    .then(([{ publicRestClient }, { backendConfig }, { fetchRegisteredUserCount }]) => fetchRegisteredUserCount(publicRestClient(backendConfig())))
    .catch((error: unknown) => {
      logger.warn('User count could not be read', { error: String(error) });
      return FALLBACK_USER_COUNT;
    });
  return countPromise;
}

export function useRegisteredUserCount(): number | null {
  const direct = isLocalData || isPreview;
  const [count, setCount] = useState<number | null>(direct ? FALLBACK_USER_COUNT : null);
  useEffect(() => {
    if (direct) return;
    let live = true;
    void loadUserCount().then((n) => live && setCount(n));
    return () => {
      live = false;
    };
  }, [direct]);
  return count;
}

/** This navigation's load time once the load event has ended (null until then). */
export function usePageLoadTime(): number | null {
  const [ms, setMs] = useState<number | null>(() => navigationLoadTime());
  useEffect(() => {
    if (ms !== null) return;
    // loadEventEnd is set after the load handlers run, hence the extra tick.
    const onLoad = () => setTimeout(() => setMs(navigationLoadTime()), 0);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [ms]);
  return ms;
}
