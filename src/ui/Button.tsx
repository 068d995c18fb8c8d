import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'default', size: 'md' | 'sm' = 'md', block = false, extra?: string) {
  return ['btn', variant !== 'default' && `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', extra]
    .filter(Boolean)
    .join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', block = false, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
});
