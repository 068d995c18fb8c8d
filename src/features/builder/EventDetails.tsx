/**
 * Print and export for events (issue 14): the player's and the event's names (optional,
 * remembered on this device), the catalogue data version and the list fingerprint, which the
 * share dialog and the shared-list view both show so an organiser can compare them.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { useSetting } from '../../db/hooks/useSetting';
import { rememberEventNames } from '../../db/repositories/settings';
import './listPanel.css';

export { FingerprintFacts, useListFingerprint, useListFingerprintState } from './Fingerprint';

/** The fingerprint of a list and data version; null while it is computed (or if it cannot be). */
export interface EventNames {
  playerName: string;
  eventName: string;
}

/** The two optional names, remembered for the next event (device settings). */
export function useEventNames(): [EventNames, (next: EventNames) => void] {
  const stored = useSetting('eventNames');
  const [names, setNames] = useState<EventNames | null>(null);
  const current = names ?? { playerName: stored?.playerName ?? '', eventName: stored?.eventName ?? '' };
  const update = (next: EventNames) => {
    setNames(next);
    rememberEventNames(next).catch((error: unknown) => logger.warn('Could not remember the event names', { error: String(error) }));
  };
  return [current, update];
}

export function EventNameFields({ names, onChange }: { names: EventNames; onChange: (next: EventNames) => void }) {
  const { t } = useTranslation(['builder']);
  const id = useId();
  return (
    <fieldset className="event-fields" data-testid="event-fields">
      <legend>{t('builder:event.heading')}</legend>
      <div className="field">
        <label htmlFor={`${id}-player`}>{t('builder:event.playerName')}</label>
        <input id={`${id}-player`} className="input" maxLength={100} value={names.playerName} autoComplete="name" onChange={(e) => onChange({ ...names, playerName: e.target.value })} data-testid="event-player" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-event`}>{t('builder:event.eventName')}</label>
        <input id={`${id}-event`} className="input" maxLength={120} value={names.eventName} onChange={(e) => onChange({ ...names, eventName: e.target.value })} data-testid="event-name" />
      </div>
    </fieldset>
  );
}
