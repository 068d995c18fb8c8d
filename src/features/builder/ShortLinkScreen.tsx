/**
 * /s/{shortId}: short links resolve from this browser's storage first (SPEC.md 7). When the
 * device does not have the hash and is online, the server is asked (links published by a
 * signed-in player); a record found there is kept on this device, and the live query shows
 * it. The hash's format is checked before any lookup; an unknown hash (or one that cannot
 * be checked offline) gets a clear not-found message.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from '../../db/hooks/useLiveQuery';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from '../../ui/router';
import { useOnline } from '../../app/Shell';
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
  const isMissing = valid && record === null;
  const online = useOnline();
  /** The hash the server was asked about (and has answered for). */
  const [askedServer, setAskedServer] = useState<string | null>(null);
  const isAskingServer = isMissing && navigator.onLine && askedServer !== shortId;

  useEffect(() => {
    if (!isMissing || !navigator.onLine) return;
    let current = true;
    import('../../../sync/shortLinks')
      .then(({ resolveRemoteShortLink }) => resolveRemoteShortLink(shortId))
      .catch(() => null)
      .finally(() => {
        if (current) setAskedServer(shortId);
      });
    return () => {
      current = false;
    };
  }, [isMissing, shortId]);

  let body: React.ReactNode;
  if (!valid) body = <Message title={t('builder:shortLink.invalidTitle')} body={t('builder:shortLink.invalidBody')} testId="short-invalid" />;
  else if (record === undefined || isAskingServer) body = <LoadingBlock label={t('builder:shortLink.resolving')} />;
  else if (record === null)
    body = <Message title={t('builder:shortLink.notFoundTitle')} body={t(online ? 'builder:shortLink.notFoundBody' : 'builder:shortLink.notFoundOfflineBody')} testId="short-not-found" />;
  else body = <SharedListView code={record.code} />;

  return (
    <div className="page shared-page" data-testid="short-link-screen">
      <h1>{t('common:screens.shortLink')}</h1>
      {body}
    </div>
  );
}
