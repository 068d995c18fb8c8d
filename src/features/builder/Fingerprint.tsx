/**
 * A list's fingerprint (issue 14 "Events"): computed from its units and data version, and
 * its lines as the share dialog and the shared-list view show them. Free of the database, so
 * the shared-list view's first render does not wait for it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { listFingerprint, type FingerprintInput } from '../../domain/fingerprint';
import { logger } from '../../platform/logger';
import './listPanel.css';

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

