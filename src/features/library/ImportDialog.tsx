/**
 * Import lists (issue 16) from a file or pasted text: the open list format, our share codes
 * and links, the earlier builder's share codes. Every list read becomes a new list of the
 * player's own; the report says what came in, what changed in price and what could not be read.
 */
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { formatNumber } from '../../domain/format';
import { readImport, type ImportProblem, type ImportReport, type SchemaProblem } from '../../domain/listFile';
import type { Catalogue } from '../../domain/catalogue';
import type { Language } from '../../domain/types';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useCatalogueVersion } from '../../db/hooks/useCatalogueVersion';
import { importLists } from '../../db/repositories/lists';
import { resolveShortLink } from '../../db/repositories/shortLinks';
import { Button, Dialog } from '../../ui';
import './library.css';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  language: Language;
}

interface Outcome {
  report: ImportReport;
  created: string[];
  skipped: string[];
}

async function shortLinkCode(hash: string): Promise<string | null> {
  const local = await resolveShortLink(hash);
  if (local) return local.code;
  try {
    const { resolveRemoteShortLink } = await import('../../../sync/shortLinks');
    return await resolveRemoteShortLink(hash);
  } catch (error) {
    logger.warn('Short link could not be resolved for import', { error: String(error) });
    return null;
  }
}

export function ImportDialog({ open, onClose, language }: ImportDialogProps) {
  const { t } = useTranslation('library');
  const local = useCatalogue();
  const dataVersion = useCatalogueVersion();
  const catalogue = useMemo<Catalogue | null>(
    () => (local && local.units.length > 0 && dataVersion !== undefined ? { dataVersion, factions: local.factions, units: local.units, notes: [] } : null),
    [local, dataVersion],
  );
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);
  const textId = useId();
  const fileId = useId();

  const run = async (input: string) => {
    if (!catalogue) return;
    setBusy(true);
    setFailed(false);
    try {
      const report = await readImport(input, { catalogue, resolveShortLink: shortLinkCode });
      const { created, skipped } = report.lists.length > 0 ? await importLists(report.lists) : { created: [], skipped: [] };
      setOutcome({ report, created: created.map((l) => l.name), skipped });
      setText('');
    } catch (error) {
      logger.error('Import failed', { error: String(error) });
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await run(await file.text());
  };

  const close = () => {
    setOutcome(null);
    setFailed(false);
    onClose();
  };

  /** What is wrong, by the file's own member names ("lists › 0 › name" is missing), in the language. */
  const fieldsText = (problems: readonly SchemaProblem[], within = '') =>
    problems
      .map((x) => {
        const field = x.field.slice(within.length).split('/').filter((part) => part !== '').join(' › ');
        if (field === '') return t('import.problem.wholeInvalid');
        return t(x.missing ? 'import.problem.fieldMissing' : 'import.problem.fieldInvalid', { field });
      })
      .join('; ');

  const problemText = (p: ImportProblem): string => {
    switch (p.code) {
      case 'notJson':
        return t('import.problem.notJson');
      case 'notListFile':
        return t('import.problem.notListFile', { details: fieldsText(p.problems) });
      case 'listUnreadable':
        return t('import.problem.listUnreadable', { name: p.name ?? t('import.problem.listNumber', { n: p.index + 1 }), details: fieldsText(p.problems, `/lists/${p.index}`) });
      case 'emptyList':
        return t('import.problem.emptyList', { name: p.name });
      case 'unreadableCode':
        return t('import.problem.unreadableCode', { text: p.text });
      case 'shortLinkNotFound':
        return t('import.problem.shortLinkNotFound', { text: p.text });
      case 'tooLong':
        return t('import.problem.tooLong');
      case 'empty':
        return t('import.problem.empty');
    }
  };
  const repriced = outcome?.report.lists.filter((l) => l.repricing && l.repricing.oldTotal !== l.repricing.newTotal) ?? [];
  const withUnknownUnits = (outcome?.report.lists ?? []).flatMap((l) => {
    const unknown = (l.repricing?.changes ?? []).filter((c) => c.kind === 'unknown');
    return unknown.length > 0 ? [{ name: l.name, units: unknown.map((c) => c.name).join(', ') }] : [];
  });

  return (
    <Dialog open={open} onClose={close} title={t('import.title')} testId="import-dialog">
      {outcome ? (
        <div data-testid="import-report">
          <p role="status">{outcome.created.length > 0 ? t('import.done', { count: outcome.created.length }) : t('import.none')}</p>
          {outcome.created.length > 0 && (
            <ul className="history-compare__changes" data-testid="import-created">
              {outcome.created.map((name, i) => (
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ul>
          )}
          {repriced.length > 0 && (
            <>
              <p>{t('import.repriced')}</p>
              <ul className="history-compare__changes" data-testid="import-repriced">
                {repriced.map((l, i) => (
                  <li key={`${i}-${l.name}`}>
                    {t('import.repricedLine', { name: l.name, from: formatNumber(l.repricing?.oldTotal ?? 0, language), to: formatNumber(l.repricing?.newTotal ?? 0, language) })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {withUnknownUnits.length > 0 && (
            <>
              <p>{t('import.unknownUnits')}</p>
              <ul className="history-compare__changes" data-testid="import-unknown-units">
                {withUnknownUnits.map((l, i) => (
                  <li key={`${i}-${l.name}`}>{t('import.unknownUnitsLine', { name: l.name, units: l.units })}</li>
                ))}
              </ul>
            </>
          )}
          {(outcome.report.problems.length > 0 || outcome.skipped.length > 0) && (
            <>
              <p>{t('import.problemsHeading')}</p>
              <ul className="history-compare__changes" data-testid="import-problems">
                {outcome.report.problems.map((p, i) => (
                  <li key={i}>{problemText(p)}</li>
                ))}
                {outcome.skipped.map((name, i) => (
                  <li key={`skipped-${i}`}>{t('import.problem.emptyList', { name })}</li>
                ))}
              </ul>
            </>
          )}
          <div className="library-actions">
            <Button variant="primary" onClick={close}>
              {t('import.close')}
            </Button>
            <Button onClick={() => setOutcome(null)}>{t('import.more')}</Button>
          </div>
        </div>
      ) : (
        <div className="library-import">
          <p className="muted">{t('import.intro')}</p>
          <label htmlFor={fileId}>{t('import.fileLabel')}</label>
          <input id={fileId} type="file" accept=".json,application/json,text/plain" onChange={(e) => void onFile(e)} disabled={busy || !catalogue} data-testid="import-file" />
          <label htmlFor={textId}>{t('import.textLabel')}</label>
          <textarea id={textId} className="library-textarea" value={text} onChange={(e) => setText(e.target.value)} data-testid="import-text" spellCheck={false} />
          {failed && (
            <p role="alert" className="library-error">
              {t('import.failed')}
            </p>
          )}
          <div className="library-actions">
            <Button variant="primary" onClick={() => void run(text)} disabled={busy || !catalogue || text.trim() === ''} data-testid="import-run">
              {busy ? t('import.working') : t('import.run')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
