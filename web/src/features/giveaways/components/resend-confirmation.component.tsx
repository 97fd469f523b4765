import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { errorMessage } from '../../../lib/error-message';
import { useResendConfirmationMutation } from '../api/resend-confirmation.api';

/** Next to EMAIL_NOT_CONFIRMED: a new confirmation link without leaving the entry form. */
export function ResendConfirmation() {
  const { t } = useTranslation();
  const resend = useResendConfirmationMutation();
  return (
    <span className="resend-confirmation" aria-live="polite">
      {' '}
      {resend.isSuccess ? (
        <span>{t('participation.emailNotConfirmed.sent')}</span>
      ) : (
        <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('participation.emailNotConfirmed.resend')}
        </Button>
      )}
      {resend.isError && <span className="field__error">{` ${errorMessage(resend.error)}`}</span>}
    </span>
  );
}
