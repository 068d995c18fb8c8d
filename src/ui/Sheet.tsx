/** Full-screen (or side) sheet for touch devices and the small-screen menu; native <dialog>. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  side?: boolean;
  testId?: string;
}

export function Sheet({ open, onClose, title, children, side, testId }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['sheet', side && 'sheet--side'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
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
        </>
      )}
    </dialog>
  );
}
