/** Export every list to one file (download or share sheet) and import lists (issue 16). */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ArmyList, Language } from '../../domain/types';
import { Button } from '../../ui';
import { BackupOffer } from './BackupCard';
import { exportLists } from './exportActions';
import { canShareFile, makeListExport } from './exportFile';
import { ImportDialog } from './ImportDialog';
import './library.css';

export interface LibraryToolbarProps {
  /** Undefined while loading. */
  lists: readonly ArmyList[] | undefined;
  language: Language;
  isGuest: boolean;
}

export function LibraryToolbar({ lists: loaded, language, isGuest }: LibraryToolbarProps) {
  const { t } = useTranslation('library');
  const [importing, setImporting] = useState(false);
  const lists = loaded ?? [];
  const shareable = lists.length > 0 && canShareFile(makeListExport(lists.slice(0, 1)).file);
  return (
    <>
      <BackupOffer lists={loaded} isGuest={isGuest} />
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
    </>
  );
}
