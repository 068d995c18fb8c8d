/**
 * A list read from a share code, decoded offline against this device's catalogue
 * (SPEC.md 7 "Share links"): name, faction, units, totals recomputed from our catalogue,
 * violations, and, when the catalogue prices it differently from when the link was made, which
 * units changed and the new total (issue 10; units the catalogue no longer knows stay visible).
 * "Open in builder" keeps it as a new list of the player's own (never overwriting one) at the
 * current points, the list as shared kept as its earlier version, and opens it in the builder.
 * A bad code gives a clear message, never a blank page.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from '../../ui/router';
import { logger } from '../../platform/logger';
import { formatNumber } from '../../domain/format';
import { factionName, unitName, unitNameLang } from '../../domain/catalogue';
import { computeTotals } from '../../domain/lists';
import { companyGroups } from '../../domain/companies';
import { checkList, violationMessages } from '../../domain/listChecks';
import { FingerprintFacts, useListFingerprintState } from './Fingerprint';
import { listJoiner, nameLookup } from './listWords';
import { formatParams } from './listWords';
import { decodeShareCode, repriceShare, sharedFingerprintInput, type DecodedShare } from '../../domain/shareCode';
import { Badge, Button, LoadingBlock, notify } from '../../ui';
import type { BuilderNavState } from './BuilderScreen';
import { UNKNOWN_DATA_VERSION } from '../../domain/constants';
import { useViewCatalogue } from './useViewCatalogue';
import { useLanguage } from './useLanguage';
import { companyCatalogueOf, decodeSharedNow } from './sharedListPrep';
import './listPanel.css';

// Shown only when the points changed since the list was shared; it reads the device's settings.
const RepricingNotice = lazy(() => import('./RepricingNotice').then((m) => ({ default: m.RepricingNotice })));

type DecodeState = { code: string; status: 'ok'; value: DecodedShare } | { code: string; status: 'invalid' };

export function SharedListView({ code }: { code: string }) {
  const { t } = useTranslation(['builder', 'errors', 'repricing']);
  const language = useLanguage();
  const navigate = useNavigate();
  // The device's catalogue once seeded; before that, the bundled one (a first visit from a QR code):
  // the list and its total show at once, and "Open in builder" keeps it with the device's own.
  const view = useViewCatalogue();
  const catalogue = view?.catalogue;
  const dataVersion = view?.dataVersion;
  const [decodedLater, setDecodedLater] = useState<DecodeState | null>(null);
  const [opening, setOpening] = useState(false);
  const company = useMemo(() => (catalogue && catalogue.units.length > 0 ? companyCatalogueOf(catalogue.units) : null), [catalogue]);

  const ready = catalogue !== undefined && catalogue.units.length > 0 && dataVersion !== undefined;
  // Current codes decode during the render (or before it, on a first visit: sharedListPrep.ts),
  // so the list is on the first screen; an old (zlib) code takes the asynchronous path.
  const decodedNow = useMemo(
    () => (ready ? decodeSharedNow(code, { dataVersion, factions: catalogue.factions, units: catalogue.units }) : undefined),
    [code, ready, catalogue, dataVersion],
  );
  useEffect(() => {
    if (!ready || decodedNow !== undefined) return;
    let cancelled = false;
    decodeShareCode(code, { dataVersion, factions: catalogue.factions, units: catalogue.units, notes: [] }).then(
      (value) => {
        if (!cancelled) setDecodedLater(value ? { code, status: 'ok', value } : { code, status: 'invalid' });
      },
      (error: unknown) => {
        logger.warn('Share code could not be decoded', { error: String(error) });
        if (!cancelled) setDecodedLater({ code, status: 'invalid' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, ready, catalogue, dataVersion, decodedNow]);
  const state: DecodeState | null =
    decodedNow === undefined ? decodedLater : decodedNow.ok ? { code, status: 'ok', value: decodedNow.value } : { code, status: 'invalid' };

  const decoded = state?.status === 'ok' && state.code === code ? state.value : null;
  // The list as shared is what the link recorded (its quantities and prices); the list as it
  // opens is within today's availability, at today's points.
  const repricing = useMemo(
    () => (decoded && catalogue && dataVersion !== undefined ? repriceShare(decoded, { dataVersion, units: catalogue.units }) : null),
    [decoded, catalogue, dataVersion],
  );

  // The fingerprint of the list as the code carries it (its units and data version), as the sharer's dialog showed it.
  const fingerprintInput = useMemo(() => (decoded ? sharedFingerprintInput(decoded) : null), [decoded]);
  const { fingerprint, settled: fingerprintSettled } = useListFingerprintState(fingerprintInput, decoded?.dataVersion ?? null);

  if (!state || state.code !== code) return <LoadingBlock label={t('builder:sharedList.decoding')} />;

  if (state.status === 'invalid') {
    return (
      <div className="card shared-message" role="alert" data-testid="shared-invalid">
        <h2>{t('builder:sharedList.invalidTitle')}</h2>
        <p>{t('builder:sharedList.invalidBody')}</p>
        <p className="muted">{t('errors:share.decompressFailed')}</p>
        <Link to="/builder" className="btn btn--primary">
          {t('builder:sharedList.toBuilder')}
        </Link>
      </div>
    );
  }

  const list = state.value;
  const faction = catalogue?.factions.find((f) => f.id === list.faction);
  // At the current points; units the catalogue does not know stay, at the price they were shared with.
  const units = repricing?.updatedUnits ?? list.units;
  // The warnings name a unit in English; said in the chosen language, as the list below shows it.
  const localName = (english: string) => {
    const unit = list.units.find((u) => u.name === english);
    return unit ? unitName(unit, language) : english;
  };
  const unknownIds = new Set(repricing?.changes.filter((c) => c.kind === 'unknown').map((c) => c.id));
  // A unit over its availability is a line of the notice ("at most 2 now (the list has 3)"),
  // which shows whenever there is one; the decoder's own line is for the rest (a count past
  // what any catalogue allowed, reduced to an availability that has not changed).
  const inNotice = new Set(repricing?.changes.filter((c) => c.kind === 'availability').map((c) => c.name));
  // Entries with neither id nor name have nothing to show; they are counted.
  const unreadable = list.droppedUnitIds.filter((id) => id === '?' || id === '').length;
  const totals = computeTotals(units);
  const check = checkList(units, { budget: list.budget, company });
  const violating = new Set(check.base.violatingUnitIds);
  const n = (value: number) => formatNumber(value, language);
  const messages = violationMessages(check, nameLookup(units, company, language), listJoiner(language));
  const currentVersion = dataVersion === undefined || dataVersion === UNKNOWN_DATA_VERSION ? null : dataVersion;

  const handleOpen = async () => {
    setOpening(true);
    try {
      // The list is kept at the device's own prices. A first visit from a QR code priced it with
      // the bundled catalogue and never wrote the device's (only a screen that reads it asks for
      // it): the tap has it written, then prices the list with it.
      let kept = { repricing, version: currentVersion };
      if (!view?.fromDevice) {
        const stored = await (await import('../../db/deviceCatalogue')).seedAndReadCatalogue();
        if (!stored) throw new Error('The device holds no catalogue');
        const { dataVersion: version, catalogue: device } = stored;
        kept = { repricing: repriceShare(list, { dataVersion: version, units: device.units }), version };
      }
      const keptUnits = kept.repricing?.updatedUnits ?? list.units;
      const asShared = kept.repricing?.canUpdate ? { units: kept.repricing.recordedUnits, dataVersion: list.dataVersion } : undefined;
      // The database layer loads at the tap: a first visit from a QR code never needed it to read the list.
      const [{ createListFromShared }, { keepUnsavedDraftAside }] = await Promise.all([import('../../db/repositories/lists'), import('./keepDraftAside')]);
      // The opened list replaces the builder's: unsaved work there is kept as a saved list first.
      const keptAside = await keepUnsavedDraftAside();
      if (keptAside) notify.success(t('builder:toast.draftKeptAside', { name: keptAside.name }));
      const created = await createListFromShared(
        { name: list.name, faction: list.faction, units: keptUnits, created_at: list.created_at, dataVersion: kept.version, note: list.note, budget: list.budget },
        asShared ? { asShared } : {},
      );
      const state: BuilderNavState = { list: created, faction: created.faction };
      navigate('/builder', { state });
    } catch (error) {
      logger.warn('Could not keep the shared list', { error: String(error) });
      const { AppError } = await import('../../db/errors');
      const detail = error instanceof AppError ? t(`errors:${error.code}`, error.params ?? {}) : undefined;
      notify.error(t('builder:sharedList.openFailed'), detail);
      setOpening(false);
    }
  };

  return (
    <article
      className="card shared-list"
      data-testid="shared-list"
      style={{ '--faction-accent': `var(--faction-${list.faction}, var(--faction-unknown))` } as React.CSSProperties}
    >
      <header className="shared-list__head">
        <h2 data-testid="shared-name">{list.name}</h2>
        <p className="muted">{t('builder:sharedList.faction', { faction: faction ? factionName(faction, language) : t('errors:catalogue.unknownFaction') })}</p>
      </header>
      {list.note && (
        <section className="shared-list__note" aria-labelledby="shared-note-heading" data-testid="shared-note">
          <h3 id="shared-note-heading">{t('builder:note.label')}</h3>
          <p>{list.note}</p>
        </section>
      )}

      {unreadable > 0 && (
        <div className="banner banner--warning" role="status" data-testid="shared-dropped">
          <p>{t('errors:share.unitsDropped', { count: unreadable })}</p>
        </div>
      )}
      {repricing?.hasChanges && (
        <Suspense fallback={<LoadingBlock />}>
          <RepricingNotice
            repricing={repricing}
            origin="shared"
            factions={catalogue?.factions ?? []}
            language={language}
            {...(repricing.canUpdate ? { note: t('repricing:sharedNote') } : {})}
          />
        </Suspense>
      )}
      {list.warnings
        .filter((w) => w.code === 'share.quantityCapped' && !inNotice.has(String(w.params?.name ?? '')))
        .map((w, i) => (
          <p key={i} className="banner banner--info">
            {t(`errors:${w.code}`, { ...w.params, name: localName(String(w.params?.name ?? '')) })}
          </p>
        ))}
      {check.budget && (
        <p className={check.budget.over ? 'budget-remaining budget-remaining--over' : 'budget-remaining'} data-testid="shared-budget">
          {t('errors:export.budget', { points: n(check.budget.budget) })}
          {' · '}
          {check.budget.over
            ? t('builder:budget.over', { count: -check.budget.remaining, points: n(-check.budget.remaining) })
            : t('builder:budget.remaining', { count: check.budget.remaining, points: n(check.budget.remaining) })}
        </p>
      )}
      {messages.length > 0 && (
        <div className="banner banner--danger violations" role="status" data-testid="list-violations">
          <strong>{t('errors:list.violationsTitle')}</strong>
          <ul>
            {messages.map((issue, i) => (
              <li key={`${issue.code}-${i}`} data-code={issue.code}>
                {t(`errors:${issue.code}`, formatParams(issue.params, n))}
              </li>
            ))}
          </ul>
        </div>
      )}

      {units.length === 0 ? (
        <p className="empty-state empty-state--small">{t('builder:sharedList.noUnits')}</p>
      ) : (
        <ul className="selected-list" data-testid="shared-units">
          {companyGroups(units).flatMap((group) => [group.unit, ...group.attached]).map((u) => (
            <li
              key={u.id}
              className={u.attachedTo && units.some((o) => o.id === u.attachedTo) ? 'selected-list__item selected-list__item--joined' : 'selected-list__item'}
              data-testid="shared-unit"
              data-unit-id={u.id}
              data-attached-to={u.attachedTo ?? undefined}
            >
              <span className="selected-list__qty">{t('builder:selected.quantity', { n: u.quantity })}</span>
              <span className="selected-list__name">
                <span lang={unitNameLang(u, language)}>{unitName(u, language)}</span>
                {u.highCommand && <Badge tone="warning">{t('builder:unit.highCommand')}</Badge>}
                {!u.tournamentLegal && <Badge tone="danger">{t('builder:unit.notLegal')}</Badge>}
                {violating.has(u.id) && <span className="violation-label">{t('errors:list.multipleHighCommand')}</span>}
                {unknownIds.has(u.id) && <Badge tone="danger">{t('repricing:unknownBadge')}</Badge>}
              </span>
              <span className="selected-list__pts">{t('builder:unit.points', { points: formatNumber(u.pointsCost * u.quantity, language) })}</span>
            </li>
          ))}
        </ul>
      )}

      <FingerprintFacts fingerprint={fingerprint} dataVersion={list.dataVersion} pending={!fingerprintSettled} />
      <footer className="shared-list__foot">
        <p className="shared-list__total">
          <span>{t('builder:totals.label')}</span> <strong data-testid="shared-total">{formatNumber(totals.points, language)}</strong> <span>{t('builder:totals.unit')}</span>
          <span className="muted" data-testid="shared-command">
            {' '}
            {t('builder:totals.command', { n: formatNumber(totals.command, language) })}
          </span>
        </p>
        <Button variant="primary" onClick={() => void handleOpen()} disabled={opening || units.length === 0} data-testid="open-in-builder">
          {opening ? t('builder:sharedList.opening') : t('builder:sharedList.openInBuilder')}
        </Button>
      </footer>
    </article>
  );
}
