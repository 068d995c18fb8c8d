/**
 * /admin/dev-options (issue 17 item 8): feature switches kept on the server (play mode for
 * testers only or everyone; community posting on or off), and two options for this device
 * only: the diagnostics overlay and "simulate slow network".
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { refreshFeatureSwitches } from '../../auth/featureSwitches';
import { diagnosticsChoice, setDiagnosticsChoice, setSlowNetwork, slowNetworkOn, SLOW_NETWORK_DELAY_MS, type DiagnosticsChoice } from '../../platform/deviceOptions';
import { AdminPage } from './AdminPage';
import { fetchSwitches, setSwitch, type SwitchKey } from './adminApi';
import { runChange, useAdminLoad } from './useAdminCall';

const SERVER_SWITCHES: Array<{ key: SwitchKey; values: string[] }> = [
  { key: 'play_mode', values: ['testers', 'everyone'] },
  { key: 'community_posting', values: ['on', 'off'] },
];

function ServerSwitches() {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminLoad(fetchSwitches, []);
  // What the admin chose, shown at once; put back when the server refuses.
  const [chosen, setChosen] = useState<Partial<Record<SwitchKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const current = { ...data, ...chosen };
  const choose = async (key: SwitchKey, value: string) => {
    const before = current[key];
    setChosen((all) => ({ ...all, [key]: value }));
    setBusy(true);
    const done = await runChange(() => setSwitch(key, value), t('devOptions.switchSaved'), t);
    setBusy(false);
    if (done) void refreshFeatureSwitches();
    else setChosen((all) => ({ ...all, [key]: before }));
  };
  return (
    <section className="stack" aria-labelledby="dev-server">
      <h2 id="dev-server">{t('devOptions.serverTitle')}</h2>
      <p className="admin-meta">{t('devOptions.serverIntro')}</p>
      {error && <p className="field__error" role="alert">{error}</p>}
      {data &&
        SERVER_SWITCHES.map(({ key, values }) => (
          <fieldset key={key} className="stack" data-testid={`switch-${key}`}>
            <legend>{t(`devOptions.switches.${key}.label`)}</legend>
            {values.map((value) => (
              <label key={value} className="admin-check">
                <input type="radio" name={key} value={value} checked={current[key] === value} disabled={busy} onChange={() => void choose(key, value)} />
                <span>{t(`devOptions.switches.${key}.${value}`)}</span>
              </label>
            ))}
          </fieldset>
        ))}
    </section>
  );
}

function DeviceOptions() {
  const { t } = useTranslation('admin');
  const [diagnostics, setDiagnostics] = useState<DiagnosticsChoice>(diagnosticsChoice);
  const [slow, setSlow] = useState(slowNetworkOn);
  return (
    <section className="stack" aria-labelledby="dev-device">
      <h2 id="dev-device">{t('devOptions.deviceTitle')}</h2>
      <p className="admin-meta">{t('devOptions.deviceIntro')}</p>
      <fieldset className="stack">
        <legend>{t('devOptions.diagnostics.label')}</legend>
        {(['auto', 'on', 'off'] as const).map((choice) => (
          <label key={choice} className="admin-check">
            <input
              type="radio"
              name="diagnostics"
              value={choice}
              checked={diagnostics === choice}
              onChange={() => {
                setDiagnosticsChoice(choice);
                setDiagnostics(choice);
              }}
            />
            <span>{t(`devOptions.diagnostics.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={slow}
          onChange={(e) => {
            setSlowNetwork(e.target.checked);
            setSlow(e.target.checked);
          }}
        />
        <span>{t('devOptions.slowNetwork', { seconds: SLOW_NETWORK_DELAY_MS / 1000 })}</span>
      </label>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.adminDevOptions" heading={t('devOptions.title')}>
      <ServerSwitches />
      <DeviceOptions />
    </AdminPage>
  );
}
