/**
 * The builder's sticky bottom bar (SPEC.md 2 "Builder": "Total Army Points:" with the total and
 * "pts"), grown into the list summary of issue 14: points used (and the budget, when the list has
 * one), command, how many violations and how many units. Below 768 px it is the way to the list:
 * "View list" opens the list sheet, and when the list's points changed since it was saved a
 * "Points changed" button opens the sheet at that notice. Computed from the units at render time,
 * never stored.
 */
import { forwardRef, memo, type Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../domain/format';
import type { Language } from '../../domain/types';
import { Button } from '../../ui';
import { DiagnosticsOverlay } from './DiagnosticsOverlay';

export interface ListSummaryBarProps {
  points: number;
  command: number;
  /** The list's points budget (game size); null or undefined: no budget, points used only. */
  budget?: number | null;
  /** null while the company rules cannot be checked yet (the catalogue is still being read): no count rather than a short one. */
  violationCount: number | null;
  /** The list kept on the device is still being read back (a reload): the figures keep their room but say nothing yet. */
  pending?: boolean;
  /** Units on the list, each counted as many times as it is taken. */
  unitCount: number;
  language: Language;
  /** Phone layout: the button that opens the list sheet. */
  onOpenList?: () => void;
  isListOpen?: boolean;
  /** Phone layout, a list priced with other catalogue data: opens the sheet at the notice. */
  onOpenNotice?: () => void;
  /** Whether the notice is about points (some unit's points or command changed), or only units the catalogue sees otherwise. */
  noticeAboutPoints?: boolean;
  noticeButtonRef?: Ref<HTMLButtonElement>;
  /** The bar itself (the wide layout's list column ends above it). */
  barRef?: Ref<HTMLDivElement>;
}

/** Memoised: the builder renders often while its reads come in, the totals rarely change. */
export const ListSummaryBar = memo(
  forwardRef<HTMLButtonElement, ListSummaryBarProps>(function ListSummaryBar(
    { points, command, budget, violationCount, pending = false, unitCount, language, onOpenList, isListOpen = false, onOpenNotice, noticeAboutPoints = true, noticeButtonRef, barRef },
    openButtonRef,
  ) {
    const { t } = useTranslation(['builder']);
    const hasBudget = typeof budget === 'number' && budget > 0;
    const isOver = hasBudget && points > budget;
    return (
      <div ref={barRef} className={onOpenNotice ? 'builder-totalbar builder-totalbar--notice' : 'builder-totalbar'} data-testid="total-bar">
        <DiagnosticsOverlay />
        <div className={pending ? 'builder-totalbar__summary builder-totalbar__summary--pending' : 'builder-totalbar__summary'} aria-busy={pending || undefined}>
          <p className="builder-totalbar__total" aria-live="polite">
            <span>{t('builder:totals.label')}</span>{' '}
            <span className={isOver ? 'builder-totalbar__points builder-totalbar__points--over' : 'builder-totalbar__points'}>
              <strong data-testid="total-points">{formatNumber(points, language)}</strong>
              {hasBudget && (
                <span data-testid="summary-budget">
                  {' / '}
                  {formatNumber(budget, language)}
                </span>
              )}
              {' '}
              <span>{t('builder:totals.unit')}</span>
            </span>
          </p>
          <p className="builder-totalbar__facts" data-testid="summary-facts">
            <span data-testid="summary-command">{t('builder:totals.command', { n: formatNumber(command, language) })}</span>
            <span data-testid="summary-units">{t('builder:summary.units', { count: unitCount, n: formatNumber(unitCount, language) })}</span>
            {violationCount !== null && violationCount > 0 && (
              <span className="builder-totalbar__violations" data-testid="summary-violations">
                {t('builder:summary.violations', { count: violationCount, n: formatNumber(violationCount, language) })}
              </span>
            )}
          </p>
        </div>
        {onOpenNotice && (
          <Button
            ref={noticeButtonRef}
            className="builder-totalbar__notice"
            onClick={onOpenNotice}
            aria-haspopup="dialog"
            aria-label={t(noticeAboutPoints ? 'builder:summary.pointsChangedLabel' : 'builder:summary.catalogueNoticeLabel')}
            data-testid="summary-notice"
          >
            <span aria-hidden="true" className="builder-totalbar__notice-mark" />
            {t(noticeAboutPoints ? 'builder:summary.pointsChanged' : 'builder:summary.catalogueNotice')}
          </Button>
        )}
        {onOpenList && (
          <Button
            ref={openButtonRef}
            variant="primary"
            className="builder-totalbar__open"
            onClick={onOpenList}
            aria-haspopup="dialog"
            aria-expanded={isListOpen}
            data-testid="open-list"
          >
            {t('builder:summary.openList')}
          </Button>
        )}
      </div>
    );
  }),
);
