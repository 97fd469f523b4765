import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The body of every error screen: what happened and a way back home. */
export function ErrorPanel({ title, children, actions }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="error-panel" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {children}
      <div className="error-panel__actions">
        {actions}
        <Link to="/">{t('errors.pages.goHome')}</Link>
      </div>
    </section>
  );
}
