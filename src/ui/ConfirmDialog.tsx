/**
 * "Are you sure?" before a change that throws something away: Cancel, and a danger button that
 * confirms. Test ids `${testId}-dialog`, `${testId}-cancel` and `${testId}-confirm`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from './Button';
import { Dialog } from './Dialog';

export function ConfirmDialog({ open, title, confirmLabel, onCancel, onConfirm, testId, children }: { open: boolean; title: string; confirmLabel: string; onCancel: () => void; onConfirm: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      testId={`${testId}-dialog`}
      footer={
        <>
          <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" data-testid={`${testId}-confirm`} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
