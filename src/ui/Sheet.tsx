/** Full-screen (or side) sheet for touch devices and the small-screen menu (see Modal). */
import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  side?: boolean;
  testId?: string;
  returnFocusTo?: () => HTMLElement | null;
}

export function Sheet({ side, ...rest }: SheetProps) {
  return <Modal {...rest} className={['sheet', side && 'sheet--side'].filter(Boolean).join(' ')} />;
}
