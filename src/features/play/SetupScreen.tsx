/**
 * /setup: a new game for two players on one device. Names (the signed-in player is "me"), each
 * company from a saved list, a share link or code (pasted, or scanned where the browser can),
 * or no list; the mission and feat, or a random encounter; in a mission with fixed sides (Tree
 * Mother), which player defends with the Sÿenann; the roll-off winner. Who deploys
 * first and who holds the initiative are chosen on the deployment screen.
 * /setup?rematch={gameId} starts from that game's players, lists and mission.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { useAuthStore } from '../../auth/authStore';
import { useArmyLists } from '../../db/hooks/useArmyLists';
import { useSharedLists } from '../../db/hooks/useSharedLists';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useCatalogueVersion } from '../../db/hooks/useCatalogueVersion';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import { createPlayGame } from '../../db/repositories/playGames';
import { resolveShortLink } from '../../db/repositories/shortLinks';
import { companyUnits, missionSides, planFor } from '../../domain/play/missionPlan';
import { listFingerprint } from '../../domain/play/resultSlip';
import { MAX_PLAYER_NAME_LENGTH, type NewPlayer } from '../../domain/play/types';
import { FEATS, MISSIONS, randomEncounter } from '../../domain/scenarios';
import type { CatalogueView } from '../../domain/repricing';
import { decodeShareCode } from '../../domain/shareCode';
import type { ArmyList, SharedList } from '../../domain/types';
import { Button, notify } from '../../ui';
import { PlayGate } from './PlayGate';
import { QrScanner, canScanQr } from './QrScanner';
import { scenarioName, useFactionLabel, useLanguage, useSideLabel } from './playShared';
import { communityCompany, type CompanyChoice } from './setupCompany';
import './play.css';

type Source = 'saved' | 'code' | 'community' | 'none';

interface PlayerForm {
  name: string;
  source: Source;
  listId: string;
  communityId: string;
  code: string;
  decoded: CompanyChoice | null;
  codeError: boolean;
}

const emptyPlayer = (): PlayerForm => ({ name: '', source: 'saved', listId: '', communityId: '', code: '', decoded: null, codeError: false });

/** The share code inside a pasted link (/shared-list/{code} or /s/{hash}), or the text itself. */
function codeFromText(text: string): { kind: 'code' | 'short'; value: string } {
  const trimmed = text.trim();
  const shared = /\/shared-list\/([^/?#\s]+)/.exec(trimmed);
  if (shared?.[1]) return { kind: 'code', value: decodeURIComponent(shared[1]) };
  const short = /\/s\/([^/?#\s]+)/.exec(trimmed);
  if (short?.[1]) return { kind: 'short', value: short[1] };
  return { kind: 'code', value: trimmed };
}

function PlayerFields({
  index,
  form,
  isMe,
  lists,
  community,
  onChange,
}: {
  index: 0 | 1;
  form: PlayerForm;
  isMe: boolean;
  lists: ArmyList[];
  community: SharedList[];
  onChange: (next: Partial<PlayerForm>) => void;
}) {
  const { t } = useTranslation('play');
  const catalogue = useCatalogue();
  const dataVersion = useCatalogueVersion();
  const faction = useFactionLabel();
  const [scanning, setScanning] = useState(false);
  const idp = `play-setup-p${index + 1}`;

  const decode = useCallback(
    async (text: string) => {
      if (!catalogue || dataVersion === undefined) return;
      try {
        let found = codeFromText(text);
        if (found.kind === 'short') {
          const record = await resolveShortLink(found.value);
          found = { kind: 'code', value: record?.code ?? '' };
        }
        const decoded = found.value ? await decodeShareCode(found.value, { dataVersion, factions: catalogue.factions, units: catalogue.units, notes: [] }) : null;
        onChange(decoded ? { decoded: { name: decoded.name, faction: decoded.faction, units: decoded.units, listId: null }, codeError: false } : { decoded: null, codeError: true });
      } catch (err) {
        logger.info('Share code for a game could not be read', { error: String(err) });
        onChange({ decoded: null, codeError: true });
      }
    },
    [catalogue, dataVersion, onChange],
  );
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false);
      onChange({ code: text });
      void decode(text);
    },
    [decode, onChange],
  );
  const stopScanning = useCallback(() => setScanning(false), []);

  return (
    <fieldset className="card stack play-fieldset" data-testid={idp}>
      <legend>{t('setup.player', { n: index + 1 })}</legend>
      <label className="stack play-field">
        <span>{t('setup.name')}</span>
        <input className="input" value={form.name} maxLength={MAX_PLAYER_NAME_LENGTH} placeholder={t(isMe ? 'setup.me' : 'setup.defaultName', { n: index + 1 })} onChange={(e) => onChange({ name: e.target.value })} />
      </label>
      {isMe ? <p className="muted">{t('setup.meHint')}</p> : null}
      <div className="stack play-field" role="radiogroup" aria-label={t('setup.company')}>
        <span>{t('setup.company')}</span>
        {(['saved', 'code', 'community', 'none'] as const).map((source) => (
          <label key={source} className="play-choice">
            <input type="radio" name={`${idp}-source`} checked={form.source === source} onChange={() => onChange({ source })} />
            <span>{t(`setup.source.${source}`)}</span>
          </label>
        ))}
      </div>
      {form.source === 'saved' ? (
        lists.length === 0 ? (
          <p className="muted">{t('setup.noSavedLists')}</p>
        ) : (
          <label className="stack play-field">
            <span>{t('setup.savedList')}</span>
            <select className="select" value={form.listId} onChange={(e) => onChange({ listId: e.target.value })}>
              <option value="">{t('setup.pickList')}</option>
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {t('setup.listOption', { name: l.name, faction: faction(l.faction) })}
                </option>
              ))}
            </select>
          </label>
        )
      ) : null}
      {form.source === 'code' ? (
        <div className="stack">
          <label className="stack play-field">
            <span>{t('setup.code')}</span>
            <textarea className="input" rows={2} value={form.code} onChange={(e) => onChange({ code: e.target.value, decoded: null, codeError: false })} />
          </label>
          <div className="row">
            <Button onClick={() => void decode(form.code)} disabled={form.code.trim() === ''}>
              {t('setup.readCode')}
            </Button>
            {canScanQr() ? <Button onClick={() => setScanning(true)}>{t('setup.scan')}</Button> : null}
          </div>
          {scanning ? <QrScanner onResult={onScanned} onClose={stopScanning} /> : null}
          {form.decoded ? (
            <p data-testid={`${idp}-decoded`}>{t('setup.decoded', { name: form.decoded.name, faction: faction(form.decoded.faction), count: form.decoded.units.length })}</p>
          ) : null}
          {form.codeError ? <p role="alert" className="play-error">{t('setup.codeInvalid')}</p> : null}
        </div>
      ) : null}
      {form.source === 'community' ? (
        community.length === 0 ? (
          <p className="muted">{t('setup.noCommunityLists')}</p>
        ) : (
          <label className="stack play-field">
            <span>{t('setup.communityList')}</span>
            <select className="select" value={form.communityId} onChange={(e) => onChange({ communityId: e.target.value })}>
              <option value="">{t('setup.pickList')}</option>
              {community.map((l) => (
                <option key={l.id} value={l.id}>
                  {t('setup.listOption', { name: l.name, faction: faction(l.faction) })}
                </option>
              ))}
            </select>
          </label>
        )
      ) : null}
      {form.source === 'none' ? <p className="muted">{t('setup.noneHint')}</p> : null}
    </fieldset>
  );
}

function companyOf(form: PlayerForm, lists: ArmyList[], community: SharedList[], view: CatalogueView | null): CompanyChoice | null {
  if (form.source === 'community') {
    const list = community.find((l) => l.id === form.communityId);
    return list && view ? communityCompany(list, view) : null;
  }
  if (form.source === 'saved') {
    const list = lists.find((l) => l.id === form.listId);
    return list ? { name: list.name, faction: list.faction, units: list.units, listId: list.id } : null;
  }
  if (form.source === 'code') return form.decoded;
  return null;
}

function Setup({ rematch }: { rematch: NonNullable<ReturnType<typeof usePlayGame>> | null }) {
  const { t } = useTranslation(['play', 'common']);
  const navigate = useNavigate();
  const language = useLanguage();
  const userId = useAuthStore((s) => s.userId);
  const lists = useArmyLists(userId) ?? [];
  const community = useSharedLists() ?? [];
  const previous = rematch?.status === 'ok' ? rematch.game.state : null;
  const [players, setPlayers] = useState<[PlayerForm, PlayerForm]>(() => {
    if (!previous) return [emptyPlayer(), emptyPlayer()];
    const from = (id: string): PlayerForm => {
      const p = previous.players[id]!;
      return { ...emptyPlayer(), name: p.name, source: p.listId ? 'saved' : 'none', listId: p.listId ?? '' };
    };
    return [from(previous.seats[0]), from(previous.seats[1])];
  });
  const [missionId, setMissionId] = useState(previous?.plan.missionId ?? '');
  const [featId, setFeatId] = useState(previous?.plan.featId ?? '');
  const [addFeat, setAddFeat] = useState(previous?.plan.addFeatPoints ?? true);
  const [rollOff, setRollOff] = useState<'' | 'p1' | 'p2'>('');
  // Tree Mother: the seat that plays the Sÿenann, defending (a rematch starts from the last game's sides).
  const [defender, setDefender] = useState<'' | 'p1' | 'p2'>(() => {
    const seat = previous ? previous.seats.findIndex((id) => previous.players[id]?.side === 'sÿenann') : -1;
    return seat === 0 ? 'p1' : seat === 1 ? 'p2' : '';
  });
  const sideLabel = useSideLabel();
  const [busy, setBusy] = useState(false);
  const setPlayer = useMemo(
    () => [0, 1].map((i) => (next: Partial<PlayerForm>) => setPlayers((prev) => (i === 0 ? [{ ...prev[0], ...next }, prev[1]] : [prev[0], { ...prev[1], ...next }]))),
    [],
  );
  const onRandom = () => {
    const encounter = randomEncounter(Math.random);
    setMissionId(encounter.mission.id);
    setFeatId(encounter.feat.id);
  };
  const catalogue = useCatalogue();
  const dataVersion = useCatalogueVersion();
  const view = useMemo<CatalogueView | null>(
    () => (catalogue && dataVersion !== undefined ? { dataVersion, units: catalogue.units } : null),
    [catalogue, dataVersion],
  );
  const companies = players.map((p) => companyOf(p, lists, community, view));
  const missing = players.some((p, i) => p.source !== 'none' && companies[i] === null);
  // The mission's fixed sides, the defender's first (Tree Mother: the Sÿenann, then the raiders).
  const sides = missionId ? missionSides(missionId) : [];
  const sidesMissing = sides.length === 2 && defender === '';
  const canStart = missionId !== '' && !missing && !sidesMissing && !busy;
  const shownName = (i: number) => players[i]!.name.trim() || t(i === 0 && userId !== null ? 'play:setup.me' : 'play:setup.defaultName', { n: i + 1 });

  const start = async () => {
    const planned = planFor(missionId, featId || null, { addFeatPoints: addFeat });
    if (!planned.ok) {
      notify.error(t('play:errors.refused'));
      return;
    }
    const ids = ['p1', 'p2'] as const;
    const made: NewPlayer[] = players.map((form, i) => {
      const id = ids[i]!;
      const company = companies[i] ?? null;
      const isMe = i === 0 && userId !== null;
      return {
        id,
        // Left empty: no name is recorded, and the screens say the seat's default in the language of the moment.
        name: form.name.trim(),
        isMe,
        faction: company?.faction ?? 'unknown',
        listName: company?.name ?? null,
        listFingerprint: company ? listFingerprint(company) : null,
        listId: company?.listId ?? null,
        ...(sides.length === 2 ? { side: id === defender ? sides[0] : sides[1] } : {}),
        units: company ? companyUnits(id, company.units) : [],
      };
    });
    setBusy(true);
    try {
      const game = await createPlayGame({
        type: 'create',
        gameId: crypto.randomUUID(),
        ownerId: userId,
        plan: planned.plan,
        players: [made[0]!, made[1]!],
        rollOffWinner: rollOff === '' ? null : rollOff,
      });
      navigate(`/deployment/${game.id}`);
    } catch (err) {
      logger.warn('Game could not be created', { error: String(err) });
      notify.error(t('play:errors.notSaved'));
      setBusy(false);
    }
  };

  return (
    <div className="page stack play-page" data-testid="play-setup">
      <h1>{t('common:screens.setup')}</h1>
      {players.map((form, i) => (
        <PlayerFields key={i} index={i as 0 | 1} form={form} isMe={i === 0 && userId !== null} lists={lists} community={community} onChange={setPlayer[i]!} />
      ))}
      <fieldset className="card stack play-fieldset">
        <legend>{t('play:setup.missionTitle')}</legend>
        <label className="stack play-field">
          <span>{t('play:setup.mission')}</span>
          <select className="select" value={missionId} onChange={(e) => setMissionId(e.target.value)} data-testid="play-mission">
            <option value="">{t('play:setup.pickMission')}</option>
            {MISSIONS.map((m) => (
              <option key={m.id} value={m.id}>
                {scenarioName(m.id, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="stack play-field">
          <span>{t('play:setup.feat')}</span>
          <select className="select" value={featId} onChange={(e) => setFeatId(e.target.value)} data-testid="play-feat">
            <option value="">{t('play:setup.noFeat')}</option>
            {FEATS.map((f) => (
              <option key={f.id} value={f.id}>
                {scenarioName(f.id, language)}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={onRandom}>{t('play:setup.random')}</Button>
        <label className="play-choice">
          <input type="checkbox" checked={addFeat} onChange={(e) => setAddFeat(e.target.checked)} />
          <span>{t('play:setup.addFeat')}</span>
        </label>
        <p className="muted">{t('play:unconfirmed.addFeat')}</p>
      </fieldset>
      {sides.length === 2 ? (
        <fieldset className="card stack play-fieldset" data-testid="play-sides">
          <legend>{t('play:setup.sides')}</legend>
          <div className="stack" role="radiogroup" aria-label={t('play:setup.sidesQuestion')} aria-describedby="play-sides-hint">
            <span>{t('play:setup.sidesQuestion')}</span>
            {(['p1', 'p2'] as const).map((seat, i) => (
              <label key={seat} className="play-choice play-choice--big">
                <input type="radio" name="play-defender" checked={defender === seat} onChange={() => setDefender(seat)} />
                <span>{shownName(i)}</span>
              </label>
            ))}
          </div>
          <p className="muted" id="play-sides-hint">
            {t('play:setup.sidesHint')}
          </p>
          {defender !== '' ? (
            <p data-testid="play-sides-chosen">
              {(['p1', 'p2'] as const).map((seat, i) => t('play:summary.side', { name: shownName(i), side: sideLabel(seat === defender ? sides[0]! : sides[1]!) })).join(' · ')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="card stack play-fieldset">
        <legend>{t('play:setup.rollOff')}</legend>
        <p className="muted">{t('play:unconfirmed.rollOff')}</p>
        {(['p1', 'p2', ''] as const).map((value, i) => (
          <label key={value || 'none'} className="play-choice">
            <input type="radio" name="play-rolloff" checked={rollOff === value} onChange={() => setRollOff(value)} />
            <span>{i < 2 ? shownName(i) : t('play:setup.noRollOff')}</span>
          </label>
        ))}
      </fieldset>
      {missing ? <p className="muted">{t('play:setup.pickCompanies')}</p> : null}
      {sidesMissing ? <p className="muted">{t('play:setup.sidesNeeded')}</p> : null}
      <Button variant="primary" block className="play-big" disabled={!canStart} onClick={() => void start()}>
        {t('play:setup.start')}
      </Button>
    </div>
  );
}

function SetupLoader() {
  const [params] = useSearchParams();
  const rematchId = params.get('rematch') ?? undefined;
  const rematch = usePlayGame(rematchId);
  if (rematchId && rematch === undefined) return null;
  return <Setup rematch={rematch ?? null} />;
}

export function Component() {
  return (
    <PlayGate titleKey="screens.setup">
      <SetupLoader />
    </PlayGate>
  );
}
