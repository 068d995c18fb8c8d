/** A centred modal dialog (see Modal for the native <dialog> behaviour). */
import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  className?: string;
  testId?: string;
}

export function Dialog({ wide, className, ...rest }: DialogProps) {
  return <Modal {...rest} className={['dialog', wide && 'dialog--wide', className].filter(Boolean).join(' ')} />;
}
