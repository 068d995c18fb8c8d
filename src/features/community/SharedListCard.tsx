import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../domain/format';
import type { SharedList } from '../../domain/types';
import { Badge, Button } from '../../ui';
import { ListPicture } from './ListPicture';

/** Characters of the author's public id shown on a card (SPEC.md 3 "Saved army list"). */
export const AUTHOR_ID_CHARS = 8;

export interface SharedListCardProps {
  list: SharedList;
  factionLabel: string;
  /** At the device's current points (the notice says when they differ from the post's). */
  totals: { points: number; command: number };
  /** What changed since the list was posted, if anything. */
  notice?: React.ReactNode;
  isOpening: boolean;
  onOpen: (list: SharedList) => void;
}

/** One community list: picture, name, faction, author, description, totals, type and its action. */
export const SharedListCard = memo(function SharedListCard({ list, factionLabel, totals, notice, isOpening, onOpen }: SharedListCardProps) {
  const { t, i18n } = useTranslation('community');
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? i18n.language);
  const authorId = list.wab_id ? list.wab_id.slice(0, AUTHOR_ID_CHARS) : null;
  return (
    <article
      className="card shared-card"
      data-testid="community-list"
      data-list-id={list.id}
      style={{ '--faction-accent': `var(--faction-${list.faction}, var(--faction-unknown))` } as React.CSSProperties}
    >
      <header className="shared-card__head">
        <ListPicture url={list.image_url} name={list.name} factionId={list.faction} alt={t('browse.pictureAlt', { name: list.name })} />
        <div>
          <h2 data-testid="community-list-name">{list.name}</h2>
          <span className="shared-card__faction" data-testid="community-list-faction">
            {factionLabel}
          </span>
        </div>
      </header>
      <div className="shared-card__meta">
        {list.is_tournament_list ? (
          <Badge tone="accent" testId="community-list-tournament">
            {list.tournament_name ? `${t('browse.tournament')}: ${list.tournament_name}` : t('browse.tournament')}
          </Badge>
        ) : (
          <Badge>{t('browse.casual')}</Badge>
        )}
        {authorId && (
          <span className="muted" data-testid="community-list-author">
            {t('browse.author', { id: authorId })}
          </span>
        )}
        {list.version === undefined && <Badge tone="warning">{t('browse.pending')}</Badge>}
      </div>
      {list.description && (
        <p className="shared-card__description" data-testid="community-list-description">
          {list.description}
        </p>
      )}
      {notice}
      <footer className="shared-card__foot">
        <span>
          <strong data-testid="community-list-points">{t('browse.points', { points: number(totals.points) })}</strong>{' '}
          <span className="muted" data-testid="community-list-command">
            {t('browse.command', { command: number(totals.command) })}
          </span>
        </span>
        <Button variant="primary" onClick={() => onOpen(list)} disabled={isOpening || list.units.length === 0} data-testid="community-open">
          {isOpening ? t('browse.opening') : t('browse.openInBuilder')}
        </Button>
      </footer>
    </article>
  );
});
