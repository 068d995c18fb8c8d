/**
 * Backup reminders (issue 16). The profile card says how many lists exist only on this device
 * and when the lists were last exported, with an export button; the offer shows above the
 * saved lists for a guest with more than a handful of device-only lists, at most once a week.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { deviceOnlyLists, shouldOfferBackup } from '../../domain/backup';
import { formatDateTime } from '../../domain/format';
import type { ArmyList, Language } from '../../domain/types';
import { useArmyLists } from '../../db/hooks/useArmyLists';
import { useSetting } from '../../db/hooks/useSetting';
import { setSetting } from '../../db/repositories/settings';
import { logger } from '../../platform/logger';
import { Button, LoadingBlock } from '../../ui';
import { exportLists } from './exportActions';
import './library.css';

export function BackupCard({ accountId, language }: { accountId: string | null; language: Language }) {
  const { t } = useTranslation('library');
  const lists = useArmyLists(accountId);
  const lastExport = useSetting('lastListExport');
  return (
    <section className="card stack" aria-labelledby="profile-backup" data-testid="profile-backup">
      <h2 id="profile-backup">{t('backup.heading')}</h2>
      {lists === undefined || lastExport === undefined ? (
        <LoadingBlock />
      ) : (
        <>
          <p data-testid="backup-device-only">{t('backup.deviceOnly', { count: deviceOnlyLists(lists).length })}</p>
          <p data-testid="backup-last-export">
            {lastExport ? t('backup.lastExport', { date: formatDateTime(lastExport.at, language), count: lastExport.count }) : t('backup.neverExported')}
          </p>
          <div className="library-actions">
            <Button onClick={() => void exportLists(lists, 'download', t)} disabled={lists.length === 0} data-testid="backup-export">
              {t('export.all')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export function BackupOffer({ lists, isGuest }: { lists: readonly ArmyList[] | undefined; isGuest: boolean }) {
  const { t } = useTranslation('library');
  const lastExport = useSetting('lastListExport');
  const lastOffered = useSetting('backupOfferedAt');
  // Decided once per visit: recording the offer must not hide it at once.
  const [offer, setOffer] = useState<boolean | null>(null);
  const deviceOnly = lists ? deviceOnlyLists(lists) : [];

  useEffect(() => {
    if (offer !== null || lists === undefined || lastExport === undefined || lastOffered === undefined) return;
    const now = Date.now();
    const show = shouldOfferBackup({ isGuest, deviceOnlyCount: deviceOnlyLists(lists).length, lastOfferedAt: lastOffered, lastExportAt: lastExport?.at ?? null, now });
    setOffer(show);
    if (show) setSetting('backupOfferedAt', new Date(now).toISOString()).catch((error: unknown) => logger.warn('Could not record the backup offer', { error: String(error) }));
  }, [offer, lists, lastExport, lastOffered, isGuest]);

  if (!offer) return null;
  return (
    <div className="banner banner--info library-offer" role="status" data-testid="backup-offer">
      <p>{t('backup.offer', { count: deviceOnly.length })}</p>
      <div className="library-actions">
        <Button
          variant="primary"
          onClick={() => {
            setOffer(false);
            void exportLists(deviceOnly, 'download', t);
          }}
          data-testid="backup-offer-export"
        >
          {t('backup.offerExport')}
        </Button>
        <Button variant="ghost" onClick={() => setOffer(false)} data-testid="backup-offer-dismiss">
          {t('backup.offerLater')}
        </Button>
      </div>
    </div>
  );
}
