/**
 * Options an admin sets for this device only (/admin/dev-options, issue 17 item 8), kept in
 * browser storage so every context that has it reads them before anything else loads:
 * - diagnosticsOverlay: 'on' shows the builder's diagnostics on any host (production too),
 *   'off' hides it on any host; unset keeps SPEC.md's rule (non-production hosts only).
 * - slowNetwork: 'on' delays every backend request of this device by SLOW_NETWORK_DELAY_MS,
 *   to see the app as a venue's weak signal shows it. Contexts without storage (the service
 *   worker) never delay.
 */
import { readStorage, writeStorage } from './environment';

export const SLOW_NETWORK_DELAY_MS = 2_000;

export type DiagnosticsChoice = 'on' | 'off' | 'auto';

export function diagnosticsChoice(): DiagnosticsChoice {
  const value = readStorage('diagnosticsOverlay');
  return value === 'on' || value === 'off' ? value : 'auto';
}

export function setDiagnosticsChoice(choice: DiagnosticsChoice): void {
  writeStorage('diagnosticsOverlay', choice === 'auto' ? null : choice);
}

export function slowNetworkOn(): boolean {
  return readStorage('slowNetwork') === 'on';
}

export function setSlowNetwork(on: boolean): void {
  writeStorage('slowNetwork', on ? 'on' : null);
}
