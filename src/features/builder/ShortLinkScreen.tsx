/**
 * /s/{shortId}: short links resolve from this browser's storage only (SPEC.md 7). The hash's
 * format is checked before any lookup; an unknown hash gets a clear not-found message.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { isValidShortHash } from '../../domain/shareCode';
import { resolveShortLink } from '../../db/repositories/shortLinks';
import { LoadingBlock } from '../../ui';
import { SharedListView } from './SharedListView';
import './builder.css';

function Message({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation(['builder']);
  return (
    <div className="card shared-message" role="alert" data-testid={testId}>
      <h2>{title}</h2>
      <p>{body}</p>
      <Link to="/builder" className="btn btn--primary">
        {t('builder:sharedList.toBuilder')}
      </Link>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation(['builder', 'common']);
  useDocumentTitle(t('common:screens.shortLink'));
  const { shortId = '' } = useParams();
  const valid = isValidShortHash(shortId);
  const record = useLiveQuery(async () => (valid ? ((await resolveShortLink(shortId)) ?? null) : null), [shortId, valid]);

  let body: React.ReactNode;
  if (!valid) body = <Message title={t('builder:shortLink.invalidTitle')} body={t('builder:shortLink.invalidBody')} testId="short-invalid" />;
  else if (record === undefined) body = <LoadingBlock label={t('builder:shortLink.resolving')} />;
  else if (record === null) body = <Message title={t('builder:shortLink.notFoundTitle')} body={t('builder:shortLink.notFoundBody')} testId="short-not-found" />;
  else body = <SharedListView code={record.code} />;

  return (
    <div className="page shared-page" data-testid="short-link-screen">
      <h1>{t('common:screens.shortLink')}</h1>
      {body}
    </div>
  );
}
