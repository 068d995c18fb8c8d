/** Export lists with a toast either way (issue 16): used by the saved lists panel, the profile and the backup offer. */
import { logger } from '../../platform/logger';
import type { ArmyList } from '../../domain/types';
import { notify } from '../../ui';
import { downloadListExport, makeListExport, shareListExport } from './exportFile';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Download (or share) these lists as one file. */
export async function exportLists(lists: readonly ArmyList[], via: 'download' | 'share', t: Translate): Promise<void> {
  try {
    const file = makeListExport(lists);
    if (via === 'share') {
      if (await shareListExport(file)) notify.success(t('library:export.shared', { count: lists.length }));
    } else {
      await downloadListExport(file);
      notify.success(t('library:export.done', { count: lists.length, file: file.file.name }));
    }
  } catch (error) {
    logger.error('Export failed', { error: String(error) });
    notify.error(t('library:export.failed'));
  }
}
