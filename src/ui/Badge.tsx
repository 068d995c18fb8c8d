import type { ReactNode } from 'react';

export type BadgeTone = 'default' | 'accent' | 'danger' | 'success' | 'warning';

export function Badge({ children, tone = 'default', title, testId }: { children: ReactNode; tone?: BadgeTone; title?: string; testId?: string }) {
  return (
    <span className={['badge', tone !== 'default' && `badge--${tone}`].filter(Boolean).join(' ')} title={title} data-testid={testId}>
      {children}
    </span>
  );
}
