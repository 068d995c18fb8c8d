/**
 * A short how-to for a device that has never added a unit: + adds a unit, and where the list
 * builds up (on a phone the sticky bar and its "View list" sheet, on a wide screen the column on
 * the right). It goes for good once the player adds a unit or taps "Got it". Whether it was seen
 * is kept in browser storage and read before the first render, so it never appears and then
 * jumps away on a returning device.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { readStorage, writeStorage } from '../../platform/environment';
import { Button } from '../../ui';

const HINT_DONE_KEY = 'builderHintDone';

/** Whether this device has already added a unit or dismissed the how-to. */
export function isFirstUseHintDone(): boolean {
  return readStorage(HINT_DONE_KEY) === '1';
}

/** Remembers on this device that the how-to is no longer needed (a failed write only logs). */
export function markFirstUseHintDone(): void {
  if (!isFirstUseHintDone()) writeStorage(HINT_DONE_KEY, '1');
}

export function FirstUseHint({ isPhone, onDismiss }: { isPhone: boolean; onDismiss: () => void }) {
  const { t } = useTranslation(['builder']);
  return (
    <section className="card first-use-hint" aria-label={t('builder:hint.label')} data-testid="first-use-hint">
      <p className="first-use-hint__text">{t(isPhone ? 'builder:hint.phone' : 'builder:hint.wide')}</p>
      <Button className="first-use-hint__dismiss" onClick={onDismiss} data-testid="first-use-hint-dismiss">
        {t('builder:hint.dismiss')}
      </Button>
    </section>
  );
}
