/**
 * A characteristic, keyword or special-rule chip. Its description shows as a tooltip on
 * desktop (700 ms delay, 300 ms skip delay) and, on touch devices, as a full-screen sheet
 * opened by a tap.
 */
import { memo, useState } from 'react';
import type { CachedText } from '../../i18n/cachedText';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../domain/constants';
import { Sheet } from '../../ui';
import { Tooltip } from '../../ui/Tooltip';
import type { TermKind, TermText } from './useRuleTexts';

/**
 * `t` is the grid's (builder namespace, each text translated once: cardText.ts): a grid holds a
 * couple of hundred chips, and a translation hook or a translation in each cost a slow phone a
 * good part of the grid's first render (issue 12).
 */
export const TermChip = memo(function TermChip({ term, kind, isTouch, t }: { term: TermText; kind: TermKind; isTouch: boolean; t: CachedText }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const description = term.description ?? t('builder:terms.noDescription');
  // A name in our own words (no official Spanish; French where the fans gave none) says so.
  const ownName = term.ownNameOf ? t('builder:terms.ownName', { name: term.ownNameOf }) : null;
  const chip = (
    <button
      type="button"
      className={`chip term-chip term-chip--${kind}`}
      aria-haspopup={isTouch ? 'dialog' : undefined}
      aria-label={isTouch ? t('builder:terms.describe', { name: term.label }) : undefined}
      onClick={isTouch ? () => setSheetOpen(true) : undefined}
    >
      {term.label}
    </button>
  );
  if (!isTouch) {
    return (
      <Tooltip
        delayMs={TOOLTIP_DELAY_MS}
        skipDelayMs={TOOLTIP_SKIP_DELAY_MS}
        content={
          <>
            <strong>{term.label}</strong>
            <br />
            {description}
            {ownName && (
              <>
                <br />
                <small>{ownName}</small>
              </>
            )}
          </>
        }
      >
        {chip}
      </Tooltip>
    );
  }
  return (
    <>
      {chip}
      {sheetOpen && (
        <Sheet open onClose={() => setSheetOpen(false)} title={term.label} testId="term-sheet">
          <p className="term-sheet__text">{description}</p>
          {ownName && (
            <p className="muted" data-testid="term-own-name">
              {ownName}
            </p>
          )}
        </Sheet>
      )}
    </>
  );
});
