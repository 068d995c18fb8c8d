/**
 * The player's own community posts that were retired with a reason (issue 17 item 6: a
 * moderator retired it, or the player did and said why), each with that reason, on /profile.
 * Read from the server when online (the device keeps no retired posts); nothing shows
 * offline or when there is none.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { getSupabase } from '../../backend/client';
import { formatDateTime } from '../../domain/format';
import { logger } from '../../platform/logger';

interface RetiredPost {
  id: string;
  name: string;
  retired_at: string | null;
  retired_reason: string;
}

export function RetiredPosts({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('community');
  const [posts, setPosts] = useState<RetiredPost[]>([]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const client = await getSupabase();
      if (!client) return;
      const { data, error } = await client
        .from('shared_lists')
        .select('id, name, retired_at, retired_reason')
        .eq('user_id', userId)
        .eq('is_active', false)
        .not('retired_reason', 'is', null)
        .order('retired_at', { ascending: false })
        .limit(20);
      if (error) {
        logger.info('Retired posts could not be read', { error: error.message });
        return;
      }
      if (live) setPosts((data ?? []) as RetiredPost[]);
    })();
    return () => {
      live = false;
    };
  }, [userId]);

  if (posts.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="retired-posts" data-testid="retired-posts">
      <h2 id="retired-posts">{t('retired.title', { count: posts.length })}</h2>
      <ul className="stack">
        {posts.map((post) => (
          <li key={post.id} data-testid="retired-post">
            <strong>{post.name}</strong>
            {post.retired_at && <span className="muted"> · {formatDateTime(post.retired_at, i18n.language)}</span>}
            <p>{t('retired.reason', { reason: post.retired_reason })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
