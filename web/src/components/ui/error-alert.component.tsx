import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPlanRefusal } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { Alert } from './alert.component';

/** Where a plan refusal sends the person: the plans side by side. */
export const PRICING_PATH = '/precos';

interface ErrorAlertProps {
  error: unknown;
  /** The text to show instead of the error's own (a screen's summary, a prefix, several lines). */
  message?: ReactNode;
  /** What the screen offers next to the message (a link to the entry, resend the e-mail…). */
  children?: ReactNode;
}

/**
 * A failed API call, as an alert. Every screen shows errors through here, so a refusal of the
 * plan (PLAN_LIMIT_REACHED, PLAN_REQUIRED) always carries the server's message and "Ver planos".
 */
export function ErrorAlert({ error, message, children }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert>
      {message ?? errorMessage(error)}
      {isPlanRefusal(error) && (
        <>
          {' '}
          <Link to={PRICING_PATH}>{t('plans.refusal.seePlans')}</Link>
        </>
      )}
      {children}
    </Alert>
  );
}
