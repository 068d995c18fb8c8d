/**
 * Issue 13 item 12: saved lists the device cannot read in full are kept aside, as they were,
 * and the player is told how many, above the saved lists.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useDamagedListCount } from '../../db/hooks/useDamagedListCount';

export function DamagedListsNotice({ accountId }: { accountId: string | null }) {
  const { t } = useTranslation('builder');
  const count = useDamagedListCount(accountId);
  if (!count) return null;
  return (
    <p className="damaged-lists-notice" role="status" data-testid="damaged-lists-notice">
      {t('saved.damaged', { count })}
    </p>
  );
}
