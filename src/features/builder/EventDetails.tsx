/**
 * Print and export for events (issue 14): the player's and the event's names (optional,
 * remembered on this device), the catalogue data version and the list fingerprint, which the
 * share dialog and the shared-list view both show so an organiser can compare them.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFingerprint, type FingerprintInput } from '../../domain/fingerprint';
import { logger } from '../../platform/logger';
import { useSetting } from '../../db/hooks/useSetting';
import { rememberEventNames } from '../../db/repositories/settings';
import './listPanel.css';

/** The fingerprint of a list and data version; null while it is computed (or if it cannot be). */
export function useListFingerprint(list: FingerprintInput | null, dataVersion: string | null): string | null {
  return useListFingerprintState(list, dataVersion).fingerprint;
}

/**
 * The fingerprint and whether its computation has settled for this list (a failure settles
 * with no fingerprint): a view that must not grow once shown waits for `settled`.
 */
export function useListFingerprintState(list: FingerprintInput | null, dataVersion: string | null): { fingerprint: string | null; settled: boolean } {
  const [state, setState] = useState<{ key: string; value: string | null } | null>(null);
  const key = list ? JSON.stringify([list.faction, list.units.map((u) => [u.id, u.quantity, u.attachedTo ?? null]), dataVersion]) : '';
  useEffect(() => {
    if (!list) return;
    let cancelled = false;
    listFingerprint(list, dataVersion).then(
      (value) => {
        if (!cancelled) setState({ key, value });
      },
      (error: unknown) => {
        logger.warn('List fingerprint could not be computed', { error: String(error) });
        if (!cancelled) setState({ key, value: null });
      },
    );
    return () => {
      cancelled = true;
    };
    // The key stands for the list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const settled = state?.key === key;
  return { fingerprint: settled ? state.value : null, settled };
}

/**
 * The data version and fingerprint lines, as the share dialog and the shared-list view show them.
 * `pending`: the fingerprint is still being computed; its lines keep their place, unseen, so
 * nothing below them moves when it arrives.
 */
export function FingerprintFacts({ fingerprint, dataVersion, pending = false }: { fingerprint: string | null; dataVersion: string | null; pending?: boolean }) {
  const { t } = useTranslation(['builder']);
  // The code never breaks across lines: the sentence is cut around it.
  const around = t('builder:event.fingerprint', { fingerprint: '\u0000' }).split('\u0000');
  const shown = fingerprint ?? (pending ? FINGERPRINT_PLACEHOLDER : null);
  const placeholder = fingerprint === null && pending;
  const hidden = placeholder ? ({ visibility: 'hidden' } as const) : undefined;
  return (
    <div className="event-facts">
      {shown && (
        <p className="event-facts__fingerprint" style={hidden} aria-hidden={placeholder || undefined}>
          <strong data-testid={placeholder ? undefined : 'list-fingerprint'} data-fingerprint={placeholder ? undefined : shown}>
            {around[0]}
            <span className="event-facts__code">{shown}</span>
            {around[1]}
          </strong>
        </p>
      )}
      {dataVersion && (
        <p className="muted event-facts__version" data-testid="list-data-version">
          {t('builder:event.dataVersion', { version: dataVersion })}
        </p>
      )}
      {shown && (
        <p className="muted event-facts__hint" style={hidden} aria-hidden={placeholder || undefined}>
          {t('builder:event.fingerprintHint')}
        </p>
      )}
    </div>
  );
}

/** Holds a fingerprint's place (same shape: four characters, a dash, four) while it is computed. */
const FINGERPRINT_PLACEHOLDER = '0000-0000';

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
