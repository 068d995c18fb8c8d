/**
 * What a player sees when a list was priced with other catalogue data than the device has now
 * (issue 10): one line per change ("Orc Hunters 30 → 20 pts", "Grand Captain: no longer in
 * Hegemony of Embersig", "Frost Giant: unknown unit …"), the old and new totals, and, where the
 * screen offers it, the one-tap update. The comparison is src/domain/repricing.ts; this only
 * words it, in the chosen language (numbers through i18next's Intl formatter).
 */
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { factionName, unitName } from '../../domain/catalogue';
import { pricesChanged, type Repricing, type UnitChange } from '../../domain/repricing';
import type { Faction, Language } from '../../domain/types';
import { Button } from '../../ui';

export interface RepricingNoticeProps {
  repricing: Repricing;
  /** Where the list came from, for the title. */
  origin: 'saved' | 'shared' | 'posted';
  factions: readonly Faction[];
  language: Language;
  /** Offered only when the update would change points or command. */
  onUpdate?: () => void;
  isUpdating?: boolean;
  /** A line under the totals (what opening or updating will do). */
  note?: string;
  /** Given, the notice can take the focus (the phone builder opens its list sheet at it). */
  ref?: Ref<HTMLElement>;
}

export function RepricingNotice({ repricing, origin, factions, language, onUpdate, isUpdating = false, note, ref }: RepricingNoticeProps) {
  const { t } = useTranslation('repricing');
  const factionLabel = (id: string) => {
    const f = factions.find((x) => x.id === id);
    return f ? factionName(f, language) : id;
  };
  const line = (c: UnitChange): string => {
    switch (c.kind) {
      case 'points':
        return t('change.points', { name: unitName(c.unit, language), old: c.oldPoints, new: c.newPoints });
      case 'command':
        return t('change.command', { name: unitName(c.unit, language), old: c.oldCommand, new: c.newCommand });
      case 'moved':
        return t('change.moved', { name: unitName(c.unit, language), faction: factionLabel(c.fromFaction) });
      case 'availability':
        return t('change.availability', { name: unitName(c.unit, language), n: c.available, held: c.quantity });
      case 'unknown':
        return t('change.unknown', { name: c.name, points: c.points });
    }
  };
  const keepsUnits = repricing.changes.some((c) => c.kind === 'moved' || c.kind === 'unknown');
  // "Points changed" only when some unit's points or command did; an unknown, moved or capped unit alone is said otherwise.
  const title = pricesChanged(repricing) ? t(`title.${origin}`) : t('catalogueTitle');
  return (
    <section
      ref={ref}
      {...(ref ? { tabIndex: -1 } : {})}
      className="banner banner--warning repricing"
      role="status"
      aria-label={title}
      data-testid="repricing-notice"
    >
      <strong className="repricing__title">{title}</strong>
      <ul className="repricing__changes">
        {repricing.changes.map((c, i) => (
          <li key={`${c.kind}-${c.id}-${i}`} data-testid="repricing-change" data-kind={c.kind}>
            {line(c)}
          </li>
        ))}
      </ul>
      {repricing.oldTotal !== repricing.newTotal ? (
        <p className="repricing__total" data-testid="repricing-total">
          {t('total', { old: repricing.oldTotal, new: repricing.newTotal })}
        </p>
      ) : null}
      {keepsUnits && <p className="muted">{t('keptNote')}</p>}
      {note && <p className="muted">{note}</p>}
      {onUpdate && repricing.canUpdate && (
        <Button variant="primary" onClick={onUpdate} disabled={isUpdating} data-testid="repricing-update">
          {isUpdating ? t('updating') : t('update')}
        </Button>
      )}
    </section>
  );
}
