/**
 * The performance panel (SPEC.md 2 "Other", 4 "Update notice", 9): shown after a slow page
 * load (3000 ms or more), with a coloured load-time badge and two optimisers. Hiding it
 * permanently stores a flag in the local settings table. Loaded lazily, only when needed.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PAGE_RELOAD_DELAY_MS } from '../../domain/constants';
import { logger } from '../../platform/logger';
import { dismissPerformancePanel } from '../../db/repositories/settings';
import { Badge, Button, CloseIcon, IconButton, notify } from '../../ui';
import { autoCleanupStorage, clearAppCaches, keysToClear, storageKeys } from './cache';
import { loadTimeTone } from './performance';

export default function PerformancePanel({ loadTimeMs, onClose }: { loadTimeMs: number; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const [busy, setBusy] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notify.info(t('performance.slowToast'));
  }, [t]);

  const handleQuick = () => {
    try {
      const removed = autoCleanupStorage(localStorage);
      // Below the automatic threshold, the quick optimisation still drops temp keys.
      if (removed.length === 0) for (const key of keysToClear(storageKeys(localStorage))) localStorage.removeItem(key);
      notify.success(t('performance.quickDone'));
    } catch (error) {
      logger.warn('Quick optimisation failed', { error: String(error) });
      notify.error(t('performance.clearAllFailed'));
    }
  };

  const handleClearAll = async () => {
    setBusy(true);
    try {
      await clearAppCaches();
      notify.info(t('performance.clearAllDone'));
      setTimeout(() => location.reload(), PAGE_RELOAD_DELAY_MS);
    } catch (error) {
      logger.error('Clearing caches failed', { error: String(error) });
      notify.error(t('performance.clearAllFailed'));
      setBusy(false);
    }
  };

  const handleHide = async () => {
    try {
      await dismissPerformancePanel();
      notify.info(t('performance.hidden'));
    } catch (error) {
      logger.warn('Could not store the performance panel flag', { error: String(error) });
    }
    onClose();
  };

  const seconds = (loadTimeMs / 1000).toFixed(1);
  return (
    <aside className="card perf-panel" aria-labelledby="perf-panel-title" data-testid="performance-panel">
      <div className="perf-panel__head">
        <h2 id="perf-panel-title">{t('performance.title')}</h2>
        <IconButton label={t('common:actions.close')} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <p>
        <Badge tone={loadTimeTone(loadTimeMs)} testId="load-time-badge">{t('performance.loadTime', { seconds })}</Badge>
      </p>
      <p className="muted">{t('performance.body')}</p>
      <div className="row">
        <Button size="sm" onClick={handleQuick}>{t('performance.quick')}</Button>
        <Button size="sm" onClick={() => void handleClearAll()} disabled={busy}>{t('performance.clearAll')}</Button>
        <Button size="sm" variant="ghost" onClick={() => void handleHide()}>{t('performance.hide')}</Button>
      </div>
    </aside>
  );
}
