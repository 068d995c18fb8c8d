/**
 * /profile: "Results in play mode" (issue 15 item 4), one line per faction the player's company
 * played in finished games: wins, losses and draws, from the games on this device (so offline
 * too). Points decide as on the game's summary; equal points is a draw.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useFactions } from '../../db/hooks/useFactions';
import { useGameRecord } from '../../db/hooks/useGameRecord';
import { factionName } from '../../domain/catalogue';
import type { FactionRecord } from '../../domain/gameRecord';
import { useLanguage } from '../builder/useLanguage';

export function GameRecord({ accountId }: { accountId: string }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const record = useGameRecord(accountId);
  const factions = useFactions();
  if (record === undefined) return null;
  const nameOf = (faction: FactionRecord['faction']) => {
    const found = factions?.find((f) => f.id === faction);
    return found ? factionName(found, language) : t('record.unknownFaction');
  };
  return (
    <section className="card stack" aria-labelledby="profile-record" data-testid="profile-record">
      <h2 id="profile-record">{t('record.heading')}</h2>
      {record.length === 0 ? (
        <p className="muted" data-testid="profile-record-none">{t('record.none')}</p>
      ) : (
        <ul className="stack">
          {record.map((line) => (
            <li key={line.faction} data-testid="profile-record-line" data-faction={line.faction}>
              {t('record.line', {
                faction: nameOf(line.faction),
                wins: t('record.wins', { count: line.wins }),
                losses: t('record.losses', { count: line.losses }),
                draws: t('record.draws', { count: line.draws }),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
