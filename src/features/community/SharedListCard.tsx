import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { unitName } from '../../domain/catalogue';
import { formatNumber } from '../../domain/format';
import type { Language, SelectedUnit, SharedList } from '../../domain/types';
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
  /** The post's units as this device's catalogue reads them (src/domain/repricing.ts adoptList). */
  composition: { units: readonly SelectedUnit[]; unknown: readonly { id: string; name: string; quantity: number }[] };
  language: Language;
  isOpening: boolean;
  onOpen: (list: SharedList) => void;
}

/** One community list: picture, name, faction, author, description, totals, type and its action. */
/**
 * What a post holds: each unit with its quantity, the Characters that join a unit under it
 * (issue 14 attachedTo), then the units this device's catalogue does not know, said so.
 */
function Composition({ units, unknown, language }: SharedListCardProps['composition'] & { language: Language }) {
  const { t } = useTranslation('community');
  const ids = new Set(units.map((u) => u.id));
  const joined = (host: string) => units.filter((u) => u.attachedTo === host && u.id !== host);
  const line = (u: SelectedUnit) => `${formatNumber(u.quantity, language)} × ${unitName(u, language)}`;
  const top = units.filter((u) => !u.attachedTo || !ids.has(u.attachedTo) || u.attachedTo === u.id);
  return (
    <ul className="shared-card__units" aria-label={t('browse.composition')} data-testid="community-list-units">
      {top.map((u) => {
        const characters = joined(u.id);
        return (
          <li key={u.id} data-testid="community-list-unit" data-unit-id={u.id}>
            {line(u)}
            {characters.length > 0 && (
              <ul>
                {characters.map((c) => (
                  <li key={c.id} data-testid="community-list-unit" data-unit-id={c.id} data-attached-to={u.id}>
                    {line(c)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
      {unknown.map((u) => (
        <li key={`unknown-${u.id}`} className="shared-card__unknown" data-testid="community-list-unknown-unit">
          {`${formatNumber(u.quantity, language)} × ${t('browse.unknownUnit', { name: u.name })}`}
        </li>
      ))}
    </ul>
  );
}

export const SharedListCard = memo(function SharedListCard({ list, factionLabel, totals, notice, composition, language, isOpening, onOpen }: SharedListCardProps) {
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
            {list.tournament_name ? t('browse.tournamentNamed', { name: list.tournament_name }) : t('browse.tournament')}
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
      <Composition units={composition.units} unknown={composition.unknown} language={language} />
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
