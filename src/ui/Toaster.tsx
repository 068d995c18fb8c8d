import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/useTranslation';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { topModal, useModalStack } from './modalStack';
import { useToasts, type Toast } from './toast';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToasts((s) => s.dismiss);
  const { t } = useTranslation();
  // The toaster moves into each modal that opens (see below), which draws the toast anew: the
  // time it has left counts from when it was said, not from each new drawing.
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), Math.max(0, toast.shownAt + toast.durationMs - Date.now()));
    return () => clearTimeout(timer);
  }, [toast.id, toast.shownAt, toast.durationMs, dismiss]);
  return (
    <div className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast" lang={toast.lang}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <IconButton label={t('actions.dismiss')} icon={<CloseIcon />} onClick={() => dismiss(toast.id)} />
    </div>
  );
}

/**
 * The toasts live in the top layer (a manual popover), shown again with each new toast: a
 * modal sheet or dialog (the phone's list sheet, where Save is) puts itself in the top layer
 * and everything else under its backdrop, so a toast outside it was hidden there. While a
 * modal is open the toasts are placed inside it, since the modal makes the rest of the page
 * inert: there they can be read and dismissed.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const host = useModalStack(topModal);
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const newest = toasts[toasts.length - 1]?.id;
  useLayoutEffect(() => {
    const el = ref.current;
    // A dialog host taken off the page in this commit takes the region with it; the stack's
    // update renders the region again outside it.
    if (!el || !el.isConnected || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    // Nothing to show, nothing to put in the top layer (a cold first render skips the style
    // work showPopover costs).
    if (newest !== undefined) el.showPopover();
  }, [newest, host]);
  const region = (
    <section ref={ref} popover="manual" className="toaster" aria-label={t('toast.region')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
  return host ? createPortal(region, host) : region;
}
