/** /shared-list/{listCode}: a list from an encoded link, read offline. */
import { useTranslation } from '../../i18n/useTranslation';
import { matchPath, useParams } from '../../ui/router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { deviceHasSeed } from '../../platform/seedMark';
import { SharedListView } from './SharedListView';
import { loadParsedBundledCatalogue } from '../../db/seed/bundledCatalogue';
import { prepareSharedList } from './sharedListPrep';
import './builder.css';

/**
 * On a first visit (the opponent scanning a QR code), the bundled catalogue loads with this
 * screen (index.html preloads its chunk alongside), and the list in the address is decoded
 * against it before the first render (sharedListPrep.ts), so that render shows the list and
 * its total without doing the decoding itself.
 */
export const ready: Promise<unknown> | undefined = deviceHasSeed('core')
  ? undefined
  : loadParsedBundledCatalogue().then((catalogue) => prepareSharedList(matchPath('/shared-list/:listCode', location.pathname)?.listCode ?? null, catalogue));

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
