/**
 * Service worker registration with workbox-window (prompt-to-update):
 * - first install → "App is ready to work offline";
 * - a new version waiting → the floating notice; Update Now stops the sync worker, sends
 *   SKIP_WAITING and reloads once the new worker controls the page; Later keeps the running
 *   version;
 * - /version.json (no-cache, timestamp query) is checked at start, when the tab becomes
 *   visible and when the device comes online; a different build asks the browser to update.
 */
import { Workbox } from 'workbox-window';
import { i18n } from '../i18n';
import { logger } from '../platform/logger';
import { stopForUpdate } from '../platform/beforeUpdate';
import { useUpdateState } from './swUpdate';
import { notify } from '../ui/toast';

export const VERSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** Reload after Update Now even if no controllerchange arrives by then. */
export const UPDATE_RELOAD_FALLBACK_MS = 10_000;

export async function fetchDeployedVersion(): Promise<{ version: string; build: string } | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown; build?: unknown };
    if (typeof body.version !== 'string') return null;
    return { version: body.version, build: typeof body.build === 'string' ? body.build : '' };
  } catch (error) {
    // SPEC.md 8: a version check failure is logged and ignored.
    logger.info('Version check failed', { error: String(error) });
    return null;
  }
}

export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');

  const applyUpdate = () => {
    // Reload once the new worker controls the page. Listen on the container as well as on
    // workbox (whose 'controlling' fires only for the worker it tracks), and ask the waiting
    // worker of the live registration directly, so Update Now never silently does nothing.
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    wb.addEventListener('controlling', reload);
    // The sync worker stops first: its requests reaching the running version could hold the
    // takeover until the page closed (src/platform/beforeUpdate.ts).
    stopForUpdate();
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const waiting = registration?.waiting;
      if (!waiting) {
        wb.messageSkipWaiting();
        return;
      }
      // A busy device can take a while to start the waiting worker and activate it.
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reload();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
    // If the browser never reports the change, reload anyway: the activated worker then
    // serves the new version, and a worker still waiting shows this notice again.
    setTimeout(reload, UPDATE_RELOAD_FALLBACK_MS);
  };

  wb.addEventListener('waiting', () => {
    useUpdateState.getState().show('waiting', applyUpdate);
    notify.info(i18n.t('update.available'));
  });

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) notify.success(i18n.t('update.offlineReady'));
  });

  const check = async () => {
    const deployed = await fetchDeployedVersion();
    if (deployed && (deployed.build !== __BUILD_ID__ || deployed.version !== __APP_VERSION__)) {
      await wb.update();
    }
  };
  useUpdateState.getState().setCheck(() => void check());

  void wb.register().then(() => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.addEventListener('online', () => void check());
  setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
}
