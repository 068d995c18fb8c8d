/**
 * A list's history (issue 16): every earlier version with its date, total and size; any two
 * compared side by side; a version restored as the current one or duplicated as a new list.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { unitName } from '../../domain/catalogue';
import { formatDateTime, formatNumber } from '../../domain/format';
import { diffLists, type UnitDiff } from '../../domain/listDiff';
import type { ArmyList, Language, SelectedUnit } from '../../domain/types';
import { useListVersions } from '../../db/hooks/useListVersions';
import { Button, Dialog, LoadingBlock } from '../../ui';
import { historyEntries, type HistoryEntry } from './versionEntries';
import './library.css';

export interface ListHistoryDialogProps {
  list: ArmyList | null;
  language: Language;
  onClose: () => void;
  onRestore: (entry: HistoryEntry) => void;
  onDuplicate: (entry: HistoryEntry) => void;
}

export function ListHistoryDialog({ list, language, onClose, onRestore, onDuplicate }: ListHistoryDialogProps) {
  const { t } = useTranslation('library');
  const versions = useListVersions(list?.id ?? null);
  const entries = useMemo(() => (list && versions ? historyEntries(list, versions) : undefined), [list, versions]);
  const [picked, setPicked] = useState<number[]>([]);

  const toggle = (n: number) =>
    setPicked((current) => (current.includes(n) ? current.filter((x) => x !== n) : [...current.slice(-1), n].sort((a, b) => a - b)));

  const compared = entries && picked.length === 2 ? [entries[(picked[0] ?? 1) - 1], entries[(picked[1] ?? 1) - 1]] : null;

  return (
    <Dialog open={list !== null} onClose={onClose} wide title={t('history.title', { name: list?.name ?? '' })} testId="history-dialog">
      {entries === undefined ? (
        <LoadingBlock label={t('history.loading')} />
      ) : (
        <>
          <p className="muted">{entries.length > 1 ? t('history.pickTwo') : t('history.onlyCurrent')}</p>
          <ol className="history-list" data-testid="history-list">
            {[...entries].reverse().map((entry) => {
              const label = entry.versionId === null ? t('history.current', { n: entry.number }) : t('history.version', { n: entry.number });
              return (
                <li key={entry.versionId ?? 'current'} className="history-list__item" data-testid="history-entry" data-version={entry.number}>
                  <label className="history-list__pick">
                    <input type="checkbox" checked={picked.includes(entry.number)} onChange={() => toggle(entry.number)} aria-label={t('history.compareVersion', { label })} />
                    <span className="history-list__text">
                      <strong>{label}</strong>
                      <span className="muted">
                        {t('history.summary', {
                          date: formatDateTime(entry.savedAt, language),
                          points: formatNumber(entry.total, language),
                          size: t('history.size', { count: entry.size }),
                        })}
                      </span>
                    </span>
                  </label>
                  <div className="history-list__actions">
                    {entry.versionId !== null && (
                      <Button onClick={() => onRestore(entry)} aria-label={t('history.restoreVersion', { label })} data-testid="history-restore">
                        {t('history.restore')}
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => onDuplicate(entry)} aria-label={t('history.duplicateVersion', { label })} data-testid="history-duplicate">
                      {t('history.duplicate')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          {compared && compared[0] && compared[1] && <Comparison before={compared[0]} after={compared[1]} language={language} />}
        </>
      )}
    </Dialog>
  );
}

function Comparison({ before, after, language }: { before: HistoryEntry; after: HistoryEntry; language: Language }) {
  const { t } = useTranslation('library');
  const diff = diffLists(before.snapshot, after.snapshot);
  const names = new Map<string, SelectedUnit>();
  for (const u of [...before.units, ...after.units]) names.set(u.id, u);
  const nameOf = (id: string | null, fallback = '') => {
    if (id === null) return fallback;
    const unit = names.get(id);
    return unit ? unitName(unit, language) : id;
  };
  const n = (x: number) => formatNumber(x, language);
  const line = (c: UnitDiff): string => {
    const name = nameOf(c.id, c.name);
    switch (c.kind) {
      case 'added':
        return t('compare.added', { quantity: n(c.quantity), name, points: n(c.points) });
      case 'removed':
        return t('compare.removed', { quantity: n(c.quantity), name, points: n(c.points) });
      case 'quantity':
        return t('compare.quantity', { name, from: n(c.from), to: n(c.to) });
      case 'points':
        return t('compare.points', { name, from: n(c.from), to: n(c.to) });
      case 'moved':
        return t('compare.moved', { name, from: nameOf(c.from, t('compare.nobody')), to: nameOf(c.to, t('compare.nobody')) });
    }
  };
  return (
    <section className="history-compare" aria-labelledby="history-compare-heading" data-testid="history-compare">
      <h3 id="history-compare-heading">{t('compare.heading', { from: before.number, to: after.number })}</h3>
      {diff.same ? (
        <p className="muted">{t('compare.same')}</p>
      ) : (
        <ul className="history-compare__changes">
          {diff.changes.map((c) => (
            <li key={`${c.kind}-${c.id}`} data-kind={c.kind}>
              {line(c)}
            </li>
          ))}
          {diff.budget && (
            <li data-kind="budget">
              {t('compare.budget', {
                from: diff.budget.from === null ? t('compare.noBudget') : n(diff.budget.from),
                to: diff.budget.to === null ? t('compare.noBudget') : n(diff.budget.to),
              })}
            </li>
          )}
          {diff.noteChanged && <li data-kind="note">{t('compare.note')}</li>}
        </ul>
      )}
      <p data-testid="history-compare-total">{t('compare.total', { from: n(diff.total.from), to: n(diff.total.to) })}</p>
    </section>
  );
}
