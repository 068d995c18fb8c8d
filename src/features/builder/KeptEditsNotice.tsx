/**
 * Sync rule 3 and issue 13 item 8: a list changed on two devices (or changed on one and deleted
 * on the other) is kept twice, one side as a new list. The device where that happened says so
 * above the saved lists, naming both lists, until the player dismisses it; Open loads the copy.
 * Only notices about lists on this device for the account signed in are shown.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { ArmyList } from '../../domain/types';
import { useSetting } from '../../db/hooks/useSetting';
import { dismissKeptEdit, readKeptEdits } from '../../db/repositories/keptEdits';
import { logger } from '../../platform/logger';
import { Button, notify } from '../../ui';

export interface KeptEditsNoticeProps {
  lists: readonly ArmyList[];
  accountId: string | null;
  onOpen: (list: ArmyList) => void;
}

export function KeptEditsNotice({ lists, accountId, onOpen }: KeptEditsNoticeProps) {
  const { t } = useTranslation('builder');
  const stored = useSetting('keptEdits');
  const byId = new Map(lists.map((list) => [list.id, list]));
  const notices = readKeptEdits(stored).filter((notice) => notice.accountId === accountId && byId.has(notice.copyId));
  if (notices.length === 0) return null;

  const dismiss = async (copyId: string) => {
    try {
      await dismissKeptEdit(copyId);
    } catch (error) {
      logger.error('Dismissing a kept-edit notice failed', { error: String(error) });
      notify.error(t('saved.kept.dismissFailed'));
    }
  };

  return (
    <ul className="kept-edits" data-testid="kept-edits">
      {notices.map((notice) => {
        const copy = byId.get(notice.copyId)!;
        return (
          <li key={notice.copyId} className="kept-edits__item" role="status" data-testid="kept-edit" data-kind={notice.kind}>
            <p className="kept-edits__text">{t(`saved.kept.${notice.kind}`, { name: notice.name, copy: copy.name })}</p>
            <div className="kept-edits__actions">
              <Button size="sm" onClick={() => onOpen(copy)} aria-label={t('saved.kept.openNamed', { name: copy.name })}>
                {t('saved.kept.open')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void dismiss(notice.copyId)} aria-label={t('saved.kept.dismissNamed', { name: copy.name })}>
                {t('saved.kept.dismiss')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
