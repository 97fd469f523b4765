import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useVerifyEmailQuery } from '../api/verify-email.api';

/** Reached from the verification e-mail: /verificar-email?token=…; verifies on arrival. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.title'));
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyEmailQuery(token);
  const { status } = useSession();

  const onwards =
    status === 'signed-in' ? (
      <Link to="/dashboard">{t('auth.verify.toDashboard')}</Link>
    ) : (
      <Link to="/">{t('auth.verify.toHome')}</Link>
    );

  let body;
  if (!token) body = <Alert>{t('auth.verify.missingToken')}</Alert>;
  else if (verification.isPending) body = <Spinner label={t('auth.verify.pending')} />;
  else if (verification.isError) body = <ErrorAlert error={verification.error} />;
  else body = <Alert tone="success">{t('auth.verify.done')}</Alert>;

  return (
    <FormCard title={t('auth.verify.title')} footer={onwards}>
      {body}
    </FormCard>
  );
}
