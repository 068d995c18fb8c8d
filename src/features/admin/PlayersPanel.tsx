/**
 * Players and roles (issue 17 item 5): find a player by email or public id, grant or revoke
 * tester and admin, ban or deactivate with a reason (the player reads it when signing in).
 * Each change is an admin-only function on the server, written to the audit log.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAuth } from '../../auth/authStore';
import { formatDateTime } from '../../domain/format';
import { Button, Badge } from '../../ui';
import { findPlayers, setAccess, setRole, type AdminPlayer } from './adminApi';
import { failureKey, runChange } from './useAdminCall';

function PlayerCard({ player, onChanged }: { player: AdminPlayer; onChanged: (next: AdminPlayer) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { userId } = useAuth();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const self = player.id === userId;
  const label = player.email ?? player.wab_id.slice(0, 8);
  const reasonId = `reason-${player.id}`;

  const change = async (run: () => Promise<AdminPlayer>, success: string) => {
    setBusy(true);
    let next: AdminPlayer | null = null;
    const done = await runChange(async () => (next = await run()), success, t);
    setBusy(false);
    if (done && next) {
      onChanged(next);
      setReason('');
    }
  };

  return (
    <li data-testid="admin-player">
      <strong>{label}</strong>
      <p className="admin-meta">
        {t('players.publicId', { id: player.wab_id.slice(0, 8) })} ·{' '}
        {t('players.joined', { time: formatDateTime(player.created_at, i18n.language) })} ·{' '}
        {player.email_confirmed_at ? t('players.confirmed') : t('players.unconfirmed')}
      </p>
      <div className="row">
        {player.wab_admin && <Badge>{t('players.roleAdmin')}</Badge>}
        {player.tester && <Badge>{t('players.roleTester')}</Badge>}
        {player.banned && <Badge>{t('players.banned')}</Badge>}
        {player.deactivated && <Badge>{t('players.deactivated')}</Badge>}
      </div>
      {player.banned && player.ban_reason && <p>{t('players.banReason', { reason: player.ban_reason })}</p>}
      {player.deactivated && player.deactivation_reason && <p>{t('players.deactivationReason', { reason: player.deactivation_reason })}</p>}
      <div className="field">
        <label htmlFor={reasonId}>{t('players.reason')}</label>
        <input id={reasonId} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="row">
        <Button
          disabled={busy}
          onClick={() => void change(() => setRole(player.id, 'tester', !player.tester, reason), t(player.tester ? 'players.testerRevoked' : 'players.testerGranted', { player: label }))}
        >
          {player.tester ? t('players.revokeTester') : t('players.grantTester')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => void change(() => setRole(player.id, 'admin', !player.wab_admin, reason), t(player.wab_admin ? 'players.adminRevoked' : 'players.adminGranted', { player: label }))}
        >
          {player.wab_admin ? t('players.revokeAdmin') : t('players.grantAdmin')}
        </Button>
        {!self && (
          <>
            <Button
              variant={player.banned ? 'default' : 'danger'}
              disabled={busy || (!player.banned && !reason.trim())}
              onClick={() => void change(() => setAccess(player.id, 'banned', !player.banned, reason), t(player.banned ? 'players.unbanned' : 'players.bannedDone', { player: label }))}
            >
              {player.banned ? t('players.unban') : t('players.ban')}
            </Button>
            <Button
              variant={player.deactivated ? 'default' : 'danger'}
              disabled={busy || (!player.deactivated && !reason.trim())}
              onClick={() =>
                void change(
                  () => setAccess(player.id, 'deactivated', !player.deactivated, reason),
                  t(player.deactivated ? 'players.reactivated' : 'players.deactivatedDone', { player: label }),
                )
              }
            >
              {player.deactivated ? t('players.reactivate') : t('players.deactivate')}
            </Button>
          </>
        )}
      </div>
      {!player.banned && !player.deactivated && !self && <p className="admin-meta">{t('players.reasonNeeded')}</p>}
    </li>
  );
}

export function PlayersPanel() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [players, setPlayers] = useState<AdminPlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setPlayers(await findPlayers(query));
      setError(null);
    } catch (failure) {
      setError(t(failureKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="players" className="stack" aria-labelledby="admin-players">
      <h2 id="admin-players">{t('players.title')}</h2>
      <form className="stack" onSubmit={(e) => void search(e)} role="search">
        <div className="field">
          <label htmlFor="admin-player-query">{t('players.search')}</label>
          <input
            id="admin-player-query"
            className="input"
            type="search"
            value={query}
            minLength={2}
            required
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('players.find')}
        </Button>
      </form>
      {error && <p className="field__error" role="alert">{error}</p>}
      {players && players.length === 0 && <p className="muted">{t('players.none')}</p>}
      {players && players.length > 0 && (
        <ul className="admin-list" aria-live="polite">
          {players.map((player) => (
            <PlayerCard key={player.id} player={player} onChanged={(next) => setPlayers((all) => all?.map((p) => (p.id === next.id ? next : p)) ?? null)} />
          ))}
        </ul>
      )}
    </section>
  );
}
