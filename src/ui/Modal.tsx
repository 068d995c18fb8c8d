/**
 * The one modal frame behind Dialog and Sheet, on the native <dialog> element:
 * showModal() makes the rest of the page inert, keeps focus inside and closes on Escape —
 * no hand-rolled focus trap. A click on the backdrop closes it too.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { useModalStack } from './modalStack';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className: string;
  testId?: string;
  /**
   * Where the focus goes once the dialog has closed, when the browser's own return (to the
   * element focused before it opened) may find that element gone.
   */
  returnFocusTo?: () => HTMLElement | null;
}

export function Modal({ open, onClose, title, children, footer, className, testId, returnFocusTo }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      useModalStack.getState().opened(el);
    }
    if (!open && el.open) {
      el.close();
      useModalStack.getState().closed(el);
      returnFocusTo?.()?.focus();
    }
    // Only an open/close runs this; the latest returnFocusTo is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // However the dialog closes (a form in it, the browser), and if it is taken off the page
  // while open, it leaves the stack: in the same commit that removes it, before the toaster's
  // own layout effect runs.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const left = () => useModalStack.getState().closed(el);
    el.addEventListener('close', left);
    return () => {
      el.removeEventListener('close', left);
      left();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // React passes a nested dialog's cancel (Escape) up the tree: only this dialog's own closes it.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <IconButton label={t('actions.close')} icon={<CloseIcon />} onClick={onClose} />
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}
