/**
 * "Report a problem" (issue 16), next to the feedback address: opens the player's mail app with
 * the app version, catalogue data version, language, browser and screen filled in, and the share
 * link of the list open in the builder only when the player ticks the box.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from '../../ui/router';
import { APP_VERSION } from '../../domain/constants';
import { problemReportMailto } from '../../domain/problemReport';
import { encodeShareCode, sharedListPath } from '../../domain/shareCode';
import { useArmyList } from '../../db/hooks/useArmyList';
import { UNKNOWN_DATA_VERSION, useCatalogueVersion } from '../../db/hooks/useCatalogueVersion';
import { buttonClass } from '../../ui';
import { useCurrentListStore } from './currentListStore';
import './library.css';

export function ReportProblem({ address }: { address: string }) {
  const { t, i18n } = useTranslation('library');
  const location = useLocation();
  // The device's catalogue; on a device that has not written it yet (only the home page or a
  // shared list opened), the one this build bundles, which is what it would write.
  const stored = useCatalogueVersion();
  const dataVersion = stored === undefined || stored === UNKNOWN_DATA_VERSION ? __CATALOGUE_DATA_VERSION__ : stored;
  const current = useCurrentListStore((s) => s.list);
  const list = useArmyList(current?.id);
  const [attach, setAttach] = useState(false);
  const checkId = useId();

  const listLink =
    attach && list
      ? `${window.location.origin}${sharedListPath(encodeShareCode({ name: list.name, faction: list.faction, units: list.units, created_at: list.created_at, note: list.note ?? null }, list.dataVersion ?? dataVersion))}`
      : null;
  const href = problemReportMailto(
    address,
    {
      appVersion: APP_VERSION,
      dataVersion,
      language: i18n.language,
      browser: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      screen: `${typeof document === 'undefined' ? '' : document.title} (${location.pathname})`,
      listLink,
    },
    {
      subject: t('report.subject', { version: APP_VERSION }),
      intro: t('report.intro'),
      appVersion: t('report.appVersion'),
      dataVersion: t('report.dataVersion'),
      language: t('report.language'),
      browser: t('report.browser'),
      screen: t('report.screen'),
      listLink: t('report.listLink'),
    },
  );

  return (
    <div className="report-problem" data-testid="report-problem">
      {list && (
        <label htmlFor={checkId} className="report-problem__attach">
          <input id={checkId} type="checkbox" checked={attach} onChange={(e) => setAttach(e.target.checked)} data-testid="report-attach-list" />
          <span>{t('report.attach', { name: list.name })}</span>
        </label>
      )}
      <a href={href} className={buttonClass('default')} data-testid="report-problem-link">
        {t('report.action')}
      </a>
    </div>
  );
}
