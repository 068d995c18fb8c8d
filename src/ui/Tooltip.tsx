/**
 * Hover/focus tooltip for desktop pointers. Opens after `delayMs` (700 ms, SPEC.md 9); once
 * one tooltip has just closed, the next opens at once if the pointer arrives within
 * `skipDelayMs` (300 ms), so sweeping along a row of chips does not wait each time.
 * Escape hides it (WCAG 1.4.13). The trigger is the caller's element; it gets
 * aria-describedby while the tooltip shows. Positioned `fixed` and clamped to the viewport, in
 * the document's body (or in the open dialog the trigger is in, which is drawn above the body):
 * an ancestor with containment (the builder's unit cards skip layout while off screen) or a
 * transform would otherwise become its containing block and clip it.
 */
import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

let lastClosedAt = 0;

interface TriggerProps {
  onPointerEnter?: (e: React.PointerEvent) => void;
  onPointerLeave?: (e: React.PointerEvent) => void;
  onFocus?: (e: React.FocusEvent) => void;
  onBlur?: (e: React.FocusEvent) => void;
  'aria-describedby'?: string;
  ref?: React.Ref<HTMLElement>;
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  delayMs?: number;
  skipDelayMs?: number;
  /** When false the trigger is rendered as is (touch devices use a sheet instead). */
  enabled?: boolean;
}

const GAP_PX = 8;
const MAX_WIDTH_PX = 320;

export function Tooltip({ content, children, delayMs = 700, skipDelayMs = 300, enabled = true }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pos, setPos] = useState<{ left: number; top: number; above: boolean; host: HTMLElement } | null>(null);
  const timer = useRef<number | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const show = useCallback(() => {
    clear();
    const wait = Date.now() - lastClosedAt < skipDelayMs ? 0 : delayMs;
    timer.current = window.setTimeout(() => {
      const el = triggerRef.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      const above = r.top > 140;
      const left = Math.min(Math.max(GAP_PX, r.left + r.width / 2 - MAX_WIDTH_PX / 2), window.innerWidth - MAX_WIDTH_PX - GAP_PX);
      setPos({ left: Math.max(GAP_PX, left), top: above ? r.top - GAP_PX : r.bottom + GAP_PX, above, host: el.closest('dialog') ?? document.body });
      setOpen(true);
    }, wait);
  }, [delayMs, skipDelayMs]);

  const hide = useCallback(() => {
    clear();
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const onScroll = () => hide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open, hide]);

  useEffect(() => clear, []);

  if (!enabled) return children;

  const trigger = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    onPointerEnter: (e: React.PointerEvent) => {
      children.props.onPointerEnter?.(e);
      if (e.pointerType === 'mouse' || e.pointerType === 'pen') show();
    },
    onPointerLeave: (e: React.PointerEvent) => {
      children.props.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: React.FocusEvent) => {
      children.props.onFocus?.(e);
      show();
    },
    onBlur: (e: React.FocusEvent) => {
      children.props.onBlur?.(e);
      hide();
    },
    'aria-describedby': open ? id : children.props['aria-describedby'],
  });

  return (
    <>
      {trigger}
      {open &&
        pos &&
        createPortal(
          <div
            id={id}
            role="tooltip"
            className="tooltip"
            style={{
              position: 'fixed',
              left: pos.left,
              top: pos.top,
              transform: pos.above ? 'translateY(-100%)' : undefined,
              maxWidth: MAX_WIDTH_PX,
              zIndex: 400,
              padding: 'var(--space-2) var(--space-3)',
              borderRadius: 'var(--radius-md)',
              background: 'var(--bg-sunken)',
              color: 'var(--text)',
              border: '1px solid var(--border)',
              boxShadow: 'var(--shadow-2)',
              fontSize: 'var(--text-sm)',
              lineHeight: 1.45,
              pointerEvents: 'none',
            }}
          >
            {content}
          </div>,
          pos.host,
        )}
    </>
  );
}
