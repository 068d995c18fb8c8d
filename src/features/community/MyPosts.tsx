/**
 * "My posts" (issue 15), on Browse Lists and on the profile: the signed-in player's community
 * posts on this device. An active post can be edited (the post dialog, starting from what it
 * holds) or retired (nobody else sees it once the server has it); a retired one can be posted
 * again with everything it held. Every change is written on the device first and sent by sync.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAuth } from '../../auth/authStore';
import { factionName } from '../../domain/catalogue';
import { formatDateTime } from '../../domain/format';
import type { SharedList } from '../../domain/types';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useOwnPosts } from '../../db/hooks/useOwnPosts';
import { postAgain, retireSharedList } from '../../db/repositories/sharedLists';
import { logger } from '../../platform/logger';
import { Badge, Button, notify } from '../../ui';
import { useLanguage } from '../builder/useLanguage';

const PostDialog = lazy(() => import('./PostDialog').then((m) => ({ default: m.PostDialog })));

function requestPush(): void {
  if (!navigator.onLine) return;
  import('../../../sync/requestSync')
    .then(({ requestSync }) => requestSync())
    .catch((error: unknown) => logger.warn('Could not ask sync to push a post change', { error: String(error) }));
}

export function MyPosts() {
  const { t } = useTranslation(['community', 'errors']);
  const auth = useAuth();
  const language = useLanguage();
  const catalogue = useCatalogue();
  const accountId = auth.isAuthenticated === true ? auth.userId : null;
  const posts = useOwnPosts(accountId);
  const [editing, setEditing] = useState<SharedList | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!accountId || posts === undefined) return null;

  const factionLabel = (id: string) => {
    const found = catalogue?.factions.find((f) => f.id === id);
    return found ? factionName(found, language) : t('errors:catalogue.unknownFaction');
  };

  const act = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await action();
      notify.success(t(done));
      requestPush();
    } catch (error) {
      logger.warn('Could not change a community post', { id, error: String(error) });
      notify.error(t('mine.failed'));
    } finally {
      setBusyId(null);
    }
  };

  const retire = (post: SharedList) => {
    if (!window.confirm(t('mine.retireConfirm', { name: post.name }))) return;
    void act(post.id, () => retireSharedList(post.id), 'mine.retired');
  };

  return (
    <section className="card stack my-posts" aria-labelledby="my-posts-title" data-testid="my-posts">
      <h2 id="my-posts-title">{t('mine.title')}</h2>
      {posts.length === 0 ? (
        <p className="muted" data-testid="my-posts-empty">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="my-posts__list">
          {posts.map((post) => (
            <li key={post.id} className="my-posts__item" data-testid="my-post" data-post-name={post.name} data-active={post.is_active}>
              <div>
                <strong>{post.name}</strong> <span className="muted">{factionLabel(post.faction)}</span>
                <div className="my-posts__state">
                  {post.is_active ? (
                    <Badge tone="accent">{t('mine.active')}</Badge>
                  ) : (
                    <Badge tone="warning">{t('mine.retiredOn', { date: formatDateTime(post.retired_at ?? post.updated_at, language) })}</Badge>
                  )}
                  {post.is_tournament_list && <span className="muted">{post.tournament_name ? t('browse.tournamentNamed', { name: post.tournament_name }) : t('browse.tournament')}</span>}
                </div>
              </div>
              <div className="my-posts__actions">
                {post.is_active ? (
                  <>
                    <Button onClick={() => setEditing(post)} disabled={busyId === post.id} data-testid="my-post-edit">
                      {t('mine.edit')}
                    </Button>
                    <Button variant="danger" onClick={() => retire(post)} disabled={busyId === post.id} data-testid="my-post-retire">
                      {t('mine.retire')}
                    </Button>
                  </>
                ) : (
                  <Button variant="primary" onClick={() => void act(post.id, () => postAgain(post.id), 'mine.postedAgain')} disabled={busyId === post.id} data-testid="my-post-again">
                    {t('mine.postAgain')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PostDialog
            onClose={() => setEditing(null)}
            name={editing.name}
            factionId={editing.faction}
            factionLabel={factionLabel(editing.faction)}
            units={editing.units}
            language={language}
            dataVersion={editing.dataVersion ?? null}
            editing={editing}
          />
        </Suspense>
      )}
    </section>
  );
}
