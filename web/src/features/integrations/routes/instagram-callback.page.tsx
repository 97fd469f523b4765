import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteInstagramMutation } from '../api/complete-instagram.api';

const INTEGRATIONS_PATH = '/dashboard/integracoes';

/** How the return ended, kept in the history entry: a reload shows it again instead of spending the state twice. */
type Outcome = { ok: true; username: string } | { ok: false; code: string; message: string; status: number };

/**
 * /instagram-callback: where Instagram sends the person back (the redirect URI registered in
 * the Meta app). Hands the code and the state to the API once, then shows how it ended, in
 * pt-BR, with the way back to Integrações.
 */
export function InstagramCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('instagram.callback.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteInstagramMutation();
  const sent = useRef(false);
  const outcome = (location.state as { instagram?: Outcome } | null)?.instagram ?? null;
  const query = new URLSearchParams(location.search);
  const code = query.get('code');
  const state = query.get('state');
  const refused = query.get('error');

  useEffect(() => {
    if (outcome || refused || !code || !state || sent.current) return;
    // Once, even when React runs the effect twice: a second POST would find the state spent.
    sent.current = true;
    const settle = (instagram: Outcome) => navigate(location.pathname, { replace: true, state: { instagram } });
    complete.mutate(
      { code, state },
      {
        onSuccess: ({ username }) => settle({ ok: true, username }),
        onError: (error) =>
          settle(error instanceof ApiError ? { ok: false, code: error.code, message: error.message, status: error.status } : { ok: false, code: 'NETWORK_ERROR', message: '', status: 0 }),
      },
    );
  }, [outcome, refused, code, state, complete, navigate, location.pathname]);

  let body;
  if (outcome?.ok) {
    body = (
      <Alert tone="success">
        <strong>{t('instagram.callback.success', { username: outcome.username })}</strong> {t('instagram.callback.successBody')}
      </Alert>
    );
  } else if (outcome) {
    body =
      outcome.code === 'INVALID_OAUTH_STATE' ? (
        <Alert>{t('instagram.callback.invalidState')}</Alert>
      ) : (
        <ErrorAlert error={new ApiError(outcome.status, outcome.code, outcome.message)} message={`${t('instagram.callback.failed')} ${outcome.message || t('errors.unexpected')}`} />
      );
  } else if (refused) {
    body = <Alert>{refused === 'access_denied' ? t('instagram.callback.denied') : t('instagram.callback.incomplete')}</Alert>;
  } else if (!code || !state) {
    body = <Alert>{t('instagram.callback.incomplete')}</Alert>;
  } else {
    body = <Spinner label={t('instagram.callback.working')} />;
  }

  return (
    <section className="integrations stack" aria-labelledby="instagram-callback-title">
      <h1 id="instagram-callback-title">{t('instagram.callback.title')}</h1>
      {body}
      {(outcome || refused || !code || !state) && (
        <p>
          <Link to={INTEGRATIONS_PATH}>{t('instagram.callback.back')}</Link>
        </p>
      )}
    </section>
  );
}
