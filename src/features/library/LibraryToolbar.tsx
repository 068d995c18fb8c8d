/** Export every list to one file (download or share sheet) and import lists (issue 16). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../app/logger';
import type { ArmyList, Language } from '../../domain/types';
import { Button, notify } from '../../ui';
import { canShareFile, downloadListExport, makeListExport, shareListExport } from './exportFile';
import { ImportDialog } from './ImportDialog';
import './library.css';

export interface LibraryToolbarProps {
  lists: readonly ArmyList[];
  language: Language;
}

/** Download (or share) these lists as one file, with a toast either way. */
export async function exportLists(lists: readonly ArmyList[], via: 'download' | 'share', t: (key: string, params?: Record<string, unknown>) => string): Promise<void> {
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

export function LibraryToolbar({ lists, language }: LibraryToolbarProps) {
  const { t } = useTranslation('library');
  const [importing, setImporting] = useState(false);
  const shareable = lists.length > 0 && canShareFile(makeListExport(lists.slice(0, 1)).file);
  return (
    <div className="library-toolbar">
      <Button onClick={() => void exportLists(lists, 'download', t)} disabled={lists.length === 0} data-testid="export-all">
        {t('export.all')}
      </Button>
      {shareable && (
        <Button onClick={() => void exportLists(lists, 'share', t)} data-testid="share-all">
          {t('export.shareAll')}
        </Button>
      )}
      <Button onClick={() => setImporting(true)} data-testid="import-open">
        {t('import.open')}
      </Button>
      <ImportDialog open={importing} onClose={() => setImporting(false)} language={language} />
    </div>
  );
}
