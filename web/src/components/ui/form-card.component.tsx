import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account screens: a heading, an optional intro, the form and its links. */
export function FormCard({ title, intro, children, footer }: FormCardProps) {
  return (
    <section className="card" aria-labelledby="form-card-title">
      <h1 id="form-card-title">{title}</h1>
      {intro && <p className="card__intro">{intro}</p>}
      {children}
      {footer && <div className="card__footer">{footer}</div>}
    </section>
  );
}
