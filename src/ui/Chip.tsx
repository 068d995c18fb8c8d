import type { ReactNode } from 'react';

export function Chip({ children, selected, onClick, title }: { children: ReactNode; selected?: boolean; onClick?: () => void; title?: string }) {
  const cls = ['chip', selected && 'chip--selected'].filter(Boolean).join(' ');
  if (onClick) {
    return (
      <button type="button" className={cls} onClick={onClick} aria-pressed={selected ?? false} title={title}>
        {children}
      </button>
    );
  }
  return (
    <span className={cls} title={title}>
      {children}
    </span>
  );
}
