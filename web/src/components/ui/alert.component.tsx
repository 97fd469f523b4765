import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

// Errors interrupt (role="alert"); good news and notes wait their turn (role="status").
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
