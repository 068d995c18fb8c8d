import type { ReactNode } from 'react';
import { Spinner } from '../../ui';

export function NewsStatus({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="news-status" role="status" aria-live="polite">
      {busy && <Spinner />}
      <span>{children}</span>
    </div>
  );
}
