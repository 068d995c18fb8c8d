/**
 * Moderation (issue 17 item 6): find an active community post and retire it with a reason.
 * The server makes it a tombstone for every device, its owner reads the reason on their
 * post, and the audit log records who, when and why.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../domain/format';
import { Button } from '../../ui';
import { fetchActivePosts, retirePost, type CommunityPost } from './adminApi';
import { runChange, useAdminLoad } from './useAdminCall';

function PostCard({ post, onRetired }: { post: CommunityPost; onRetired: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = `retire-${post.id}`;
  const retire = async () => {
    setBusy(true);
    const done = await runChange(() => retirePost(post.id, reason), t('moderation.retired', { name: post.name }), t);
    setBusy(false);
    if (done) onRetired();
  };
  return (
    <li data-testid="admin-post">
      <strong>{post.name}</strong>
      <p className="admin-meta">
        {post.faction} · {t('players.publicId', { id: (post.wab_id ?? '').slice(0, 8) })} · {formatDateTime(post.updated_at, i18n.language)}
      </p>
      {post.description && <p>{post.description}</p>}
      <div className="field">
        <label htmlFor={reasonId}>{t('moderation.reason')}</label>
        <input id={reasonId} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button variant="danger" disabled={busy || !reason.trim()} onClick={() => void retire()}>
        {t('moderation.retire')}
      </Button>
    </li>
  );
}

export function ModerationPanel() {
  const { t } = useTranslation('admin');
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const { data, error, reload } = useAdminLoad(() => fetchActivePosts(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(term);
  };
  return (
    <section id="moderation" className="stack" aria-labelledby="admin-moderation">
      <h2 id="admin-moderation">{t('moderation.title')}</h2>
      <form className="stack" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="admin-post-query">{t('moderation.search')}</label>
          <input id="admin-post-query" className="input" type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
        </div>
        <Button type="submit">{t('moderation.find')}</Button>
      </form>
      {error && <p className="field__error" role="alert">{error}</p>}
      {data && data.length === 0 && <p className="muted">{t('moderation.none')}</p>}
      {data && data.length > 0 && (
        <ul className="admin-list">
          {data.map((post) => (
            <PostCard key={post.id} post={post} onRetired={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
