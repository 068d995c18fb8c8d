/**
 * The small "Cache" card (landing page and About page): cache health (checking, good, poor)
 * and Clear Cache behind a confirmation. Clearing never touches the player's lists, games,
 * drafts or pending sync entries (see cache.ts); the page reloads 1 s later.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PAGE_RELOAD_DELAY_MS } from '../../domain/constants';
import { logger } from '../../platform/logger';
import { Badge, Button, Dialog, notify } from '../../ui';
import { checkCacheHealth, clearAppCaches, type CacheHealthState } from './cache';

let largeCacheWarned = false;

export function CacheCard({ reload = () => location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('landing');
  const [health, setHealth] = useState<CacheHealthState>('checking');
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  useEffect(() => {
    try {
      const result = checkCacheHealth(localStorage);
      setHealth(result.status);
      if (result.status === 'poor' && !largeCacheWarned) {
        largeCacheWarned = true;
        notify.warning(t('toast.largeCache'));
      }
    } catch (error) {
      logger.warn('Cache health could not be checked', { error: String(error) });
      setHealth('good');
    }
  }, [t]);

  const handleClear = async () => {
    setConfirming(false);
    setClearing(true);
    try {
      await clearAppCaches();
      notify.info(t('toast.clearing'));
      setTimeout(reload, PAGE_RELOAD_DELAY_MS);
    } catch (error) {
      logger.error('Clearing the cache failed', { error: String(error) });
      notify.error(t('toast.clearFailed'));
      setClearing(false);
    }
  };

  const tone = health === 'good' ? 'success' : health === 'poor' ? 'warning' : 'default';
  return (
    <section className="card cache-card" aria-labelledby="cache-card-title" data-testid="cache-card">
      <div className="cache-card__head">
        <h2 id="cache-card-title">{t('cache.title')}</h2>
        <span className="row">
          <span className="muted">{t('cache.health')}</span>
          <Badge tone={tone} testId="cache-health">{t(`cache.${health}`)}</Badge>
        </span>
      </div>
      <p className="muted">{t('cache.body')}</p>
      <Button onClick={() => setConfirming(true)} disabled={clearing} data-testid="clear-cache">
        {clearing ? t('cache.clearing') : t('cache.clear')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('cache.confirmTitle')}
        testId="clear-cache-dialog"
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('common:actions.cancel')}</Button>
            <Button variant="danger" onClick={() => void handleClear()} data-testid="confirm-clear-cache">
              {t('cache.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('cache.confirmText')}</p>
      </Dialog>
    </section>
  );
}

export default CacheCard;
