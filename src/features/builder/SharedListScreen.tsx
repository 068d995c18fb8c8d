/** /shared-list/{listCode}: a list from an encoded link, read offline. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SharedListView } from './SharedListView';
import './builder.css';

export function Component() {
  const { t } = useTranslation(['builder', 'common']);
  useDocumentTitle(t('common:screens.sharedList'));
  const { listCode = '' } = useParams();
  return (
    <div className="page shared-page" data-testid="shared-list-screen">
      <h1>{t('common:screens.sharedList')}</h1>
      <SharedListView code={listCode} />
    </div>
  );
}
