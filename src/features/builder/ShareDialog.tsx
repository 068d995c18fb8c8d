/**
 * "Share Army List" (SPEC.md 2 "Share dialog", 8 "Sharing"): short or full link with copy,
 * a QR code of the link for phone-to-phone passing with no signal, the system share sheet
 * where there is one, the not-tournament-legal warning, full and courtesy print, and the
 * text export.
 *
 * The link and QR code shown first always open on any device (issue 14): the short link only
 * once the server has it (published: a signed-in player's link, pushed by the sync engine),
 * otherwise the full link, which carries the whole list, with one line saying why (a guest,
 * offline, still publishing, or publishing failed). The short link is kept on this device
 * either way (saveShortLink) and, once published later, opens everywhere.
 */
import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useAuth } from '../../auth/authStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useOnline } from '../../app/Shell';
import { logger } from '../../platform/logger';
import { factionName } from '../../domain/catalogue';
import { COPIED_STATE_MS } from '../../domain/constants';
import { buildListReport, renderListText, type ListReport } from '../../domain/exportList';
import { formatNumber } from '../../domain/format';
import { listViolations } from '../../domain/lists';
import { encodeShareCode, sharedListPath, shortLinkHash, shortLinkPath } from '../../domain/shareCode';
import type { Faction, Language, SelectedUnit } from '../../domain/types';
import { saveShortLink } from '../../db/repositories/shortLinks';
import { useShortLinkPublication } from '../../db/hooks/useShortLinkPublication';
import { Button, CheckIcon, CopyIcon, Dialog, Spinner, notify } from '../../ui';
import { copyText } from './clipboard';
import { buildListPrintDocument, openPrintWindow, type ListPrintTexts } from './printWindow';
import { SHARE_REASON_KEYS, shareReason } from './shareReason';
import type { CompanyCatalogue } from '../../domain/companies';
import { EventNameFields, FingerprintFacts, useEventNames, useListFingerprint } from './EventDetails';
import { formatParams } from './listWords';
import { eventPrintTexts } from './printWindow';

const QrCode = lazy(() => import('./QrCode'));

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  faction: Faction | undefined;
  factionId: string;
  units: readonly SelectedUnit[];
  dataVersion: string;
  language: Language;
  /** The list's note (issue 16): in the share code and on the full print. */
  note?: string;
  /** The points budget (issue 14): in the share code, the print and the export. */
  budget?: number | null;
  /** Unit profiles for the company rules (issue 14). */
  company?: CompanyCatalogue | null;
}

type ShortState = { status: 'idle' | 'creating' } | { status: 'ready'; url: string; hash: string } | { status: 'failed' };


function useCopied(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => window.clearTimeout(id);
  }, [copied]);
  return [copied, () => setCopied(true)];
}

export function ShareDialog(props: ShareDialogProps) {
  const { open, onClose } = props;
  const { t } = useTranslation(['builder']);
  return (
    <Dialog open={open} onClose={onClose} title={t('builder:share.title')} wide testId="share-dialog">
      {open && <ShareBody {...props} />}
    </Dialog>
  );
}

function ShareBody({ name, faction, factionId, units, dataVersion, language, note, budget = null, company = null }: ShareDialogProps) {
  const { t } = useTranslation(['builder', 'errors']);
  const online = useOnline();
  const isSignedIn = useAuth().isAuthenticated === true;
  /** The player's own pick; until then the link that opens anywhere is shown. */
  const [chosenKind, setChosenKind] = useState<'short' | 'full' | null>(null);
  const [short, setShort] = useState<ShortState>({ status: 'idle' });
  const [linkCopied, markLinkCopied] = useCopied();
  const [textCopied, markTextCopied] = useCopied();
  const linkId = useId();
  const textId = useId();
  const origin = window.location.origin;
  const displayFaction = faction ? factionName(faction, language) : factionId;

  // The list is frozen when the dialog opens: one code, one link.
  const [createdAt] = useState(() => new Date().toISOString());
  const code = useMemo(() => encodeShareCode({ name, faction: factionId, units, created_at: createdAt, note: note ?? null, budget }, dataVersion), [name, factionId, units, createdAt, dataVersion, note, budget]);
  // For events (issue 14): names, data version and fingerprint on the print and the export.
  const fingerprint = useListFingerprint({ faction: factionId, units }, dataVersion);
  const [eventNames, setEventNames] = useEventNames();
  const reportInput = { name, faction: displayFaction, units, budget, company, dataVersion, fingerprint, ...eventNames };
  const fullUrl = `${origin}${sharedListPath(code)}`;

  useEffect(() => {
    let cancelled = false;
    setShort({ status: 'creating' });
    (async () => {
      const hash = await shortLinkHash(code);
      await saveShortLink({ hash, code, listName: name, faction: factionId });
      if (!cancelled) setShort({ status: 'ready', url: `${origin}${shortLinkPath(hash)}`, hash });
    })().catch((error: unknown) => {
      logger.warn('Short link could not be created; using the full link', { error: String(error) });
      if (!cancelled) setShort({ status: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [code, name, factionId, origin]);

  const publication = useShortLinkPublication(short.status === 'ready' ? short.hash : null);
  const kind: 'short' | 'full' = short.status === 'failed' ? 'full' : (chosenKind ?? (publication === 'published' ? 'short' : 'full'));
  const useShort = kind === 'short';
  const link = useShort ? (short.status === 'ready' ? short.url : null) : fullUrl;
  const reason = short.status === 'ready' || short.status === 'failed' ? shareReason(kind, short.status, publication, isSignedIn, online) : null;
  const hasIllegal = listViolations(units).hasIllegalUnits;

  const report = (courtesy: boolean): ListReport => buildListReport(reportInput, { courtesy, language });
  const tErr = (key: string, params?: Record<string, string | number>) => t(`errors:${key}`, params ?? {});
  const exportText = useMemo(
    () => renderListText(buildListReport({ ...reportInput, note: note ?? null }, { courtesy: false, language }), (key, params) => t(`errors:${key}`, params ?? {})),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reportInput is rebuilt from these each render
    [name, displayFaction, units, language, t, note, budget, company, dataVersion, fingerprint, eventNames.playerName, eventNames.eventName],
  );

  const handleCopyLink = async () => {
    if (!link) return;
    if (await copyText(link)) {
      markLinkCopied();
      notify.success(t('builder:share.linkCopied'));
    } else notify.error(t('builder:share.linkCopyFailed'));
  };

  const handleCopyText = async () => {
    if (await copyText(exportText)) {
      markTextCopied();
      notify.success(t('builder:share.textCopied'));
    } else notify.error(t('builder:share.textCopyFailed'));
  };

  const handlePrint = (courtesy: boolean) => {
    const r = report(courtesy);
    const violatingNames = r.lines.filter((l) => l.violating).map((l) => l.name);
    const n = (value: number) => formatNumber(value, language);
    const texts: ListPrintTexts = {
      ...eventPrintTexts(r, tErr, n),
      documentTitle: name,
      heading: name,
      subtitle: [tErr('export.faction', { faction: displayFaction }), courtesy ? tErr('export.courtesyTitle') : null].filter(Boolean).join(' · '),
      qty: t('builder:print.qty'),
      unit: t('builder:print.unit'),
      points: t('builder:print.points'),
      notes: t('builder:print.notes'),
      highCommandMarker: tErr('export.highCommandMarker'),
      notLegalMarker: tErr('export.notLegalMarker'),
      violationMarker: tErr('export.violationMarker'),
      hidden: r.hiddenCount > 0 ? tErr('export.hiddenUnits', { count: r.hiddenCount }) : null,
      totalPoints: tErr('export.totalPoints', { points: formatNumber(r.totals.points, language) }),
      totalCommand: tErr('export.totalCommand', { command: formatNumber(r.totals.command, language) }),
      issues: r.issues.map((i) => tErr(i.code, formatParams(i.params, n))),
      violatingUnits: violatingNames.length > 0 ? t('builder:print.violatingUnits', { names: violatingNames.join(', ') }) : null,
      footer: t('builder:print.printedOn'),
      listNote: !courtesy && note && note.trim() !== '' ? { label: t('builder:note.label'), text: note } : null,
    };
    if (!openPrintWindow((doc) => buildListPrintDocument(doc, r, texts, language))) notify.error(t('builder:share.printFailed'));
  };

  const canSystemShare = typeof navigator.share === 'function';
  const handleSystemShare = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: name, text: name, url: link });
    } catch (error) {
      // The player closing the sheet is an AbortError: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) logger.warn('System share failed', { error: String(error) });
    }
  };

  return (
    <div className="share" data-testid="share-body">
      {hasIllegal && (
        <div className="banner banner--warning" role="status" data-testid="share-illegal-warning">
          {t('errors:list.notTournamentLegal')}
        </div>
      )}

      <div className="share__grid">
        <div className="share__main stack">
          <div className="segmented" role="radiogroup" aria-label={t('builder:share.linkType')}>
            <button type="button" role="radio" aria-checked={useShort} className="segmented__btn" onClick={() => setChosenKind('short')} disabled={short.status === 'failed'} data-testid="share-short">
              {t('builder:share.short')}
            </button>
            <button type="button" role="radio" aria-checked={!useShort} className="segmented__btn" onClick={() => setChosenKind('full')} data-testid="share-full">
              {t('builder:share.full')}
            </button>
          </div>

          {reason && (
            <p
              className={reason === 'full' || reason === 'shortPublished' ? 'muted share__note' : 'banner banner--info share__note'}
              role="status"
              data-testid="share-reason"
              data-reason={reason}
            >
              {t(SHARE_REASON_KEYS[reason])}
            </p>
          )}

          <div className="field">
            <label htmlFor={linkId}>{t('builder:share.linkLabel')}</label>
            <div className="copy-row">
              <input
                id={linkId}
                className="input"
                readOnly
                value={link ?? t('builder:share.creatingShort')}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="share-link"
                data-link-kind={useShort ? 'short' : 'full'}
              />
              <Button onClick={() => void handleCopyLink()} disabled={!link} aria-label={linkCopied ? t('builder:share.copied') : t('builder:share.copy')} data-testid="share-copy-link" data-copied={linkCopied}>
                {linkCopied ? <CheckIcon /> : <CopyIcon />}
              </Button>
            </div>
          </div>

          <EventNameFields names={eventNames} onChange={setEventNames} />

          <div className="row">
            {canSystemShare && (
              <Button onClick={() => void handleSystemShare()} disabled={!link}>
                {t('builder:share.systemShare')}
              </Button>
            )}
            <Button onClick={() => handlePrint(false)} data-testid="print-full">
              {t('builder:share.printFull')}
            </Button>
            <Button onClick={() => handlePrint(true)} data-testid="print-courtesy">
              {t('builder:share.printCourtesy')}
            </Button>
          </div>

          <div className="field">
            <label htmlFor={textId}>{t('builder:share.exportHeading')}</label>
            <textarea id={textId} className="textarea share__text" readOnly value={exportText} rows={8} data-testid="share-text" />
            <div className="row">
              <Button onClick={() => void handleCopyText()} data-testid="share-copy-text">
                {textCopied ? <CheckIcon /> : <CopyIcon />}
                {t('builder:share.copyText')}
              </Button>
            </div>
          </div>
        </div>

        <div className="share__qr">
          {link ? (
            <Suspense fallback={<Spinner />}>
              <QrCode value={link} hint={useShort ? t('builder:share.qrHintShort') : t('builder:share.qrHint')} />
            </Suspense>
          ) : (
            <span className="loading-inline" role="status">
              <Spinner /> {t('builder:share.qrLoading')}
            </span>
          )}
          <FingerprintFacts fingerprint={fingerprint} dataVersion={dataVersion} />
        </div>
      </div>
    </div>
  );
}
