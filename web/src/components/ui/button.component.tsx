import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.component';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** While true the button cannot be pressed again and shows progress; its name stays the same. */
  loading?: boolean;
}

export function Button({ variant = 'primary', loading = false, disabled, className, children, type, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
