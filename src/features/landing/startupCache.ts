/**
 * The start-up half of the cache tools: version handling and the automatic storage clean-up,
 * run once after first paint (registered with onStartup). Loaded lazily, off the first paint.
 */
import { storageKey } from '../../platform/environment';
import { logger } from '../../platform/logger';
import { i18n } from '../../i18n';
import { notify } from '../../ui/toast';
import { autoCleanupStorage, checkStoredVersions } from './cache';

export async function runCacheStartup(): Promise<void> {
  try {
    const result = await checkStoredVersions({
      storage: localStorage,
      cacheStorage: typeof caches === 'undefined' ? null : caches,
      appVersion: __APP_VERSION__,
      appVersionKey: storageKey('appVersion'),
      tokenVersionKey: storageKey('tokenVersion'),
    });
    autoCleanupStorage(localStorage);
    if (result.appVersionChanged) {
      await i18n.loadNamespaces('landing');
      notify.info(i18n.t('landing:toast.cachesPurged'));
    }
  } catch (error) {
    logger.warn('Version check failed', { error: String(error) });
  }
}
