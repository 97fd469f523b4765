import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { useWithdrawConsentMutation } from '../api/withdraw-consent.api';

/** Whether the creator may contact me, with the text I accepted, and the way to take it back. */
export function ContactConsentPanel({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const mutation = useWithdrawConsentMutation(entry.sorteioId);
  const [confirming, setConfirming] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Focus follows the question and comes back to the button that asked it, so keyboard
  // users keep their place.
  useEffect(() => {
    if (confirming) asked.current = true;
    if (asked.current) actionsRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  function withdraw() {
    mutation.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  return (
    <section className="stack" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('participation.myEntry.consentTitle')}</h2>
      {mutation.isSuccess && !entry.consentimentoContato && <Alert tone="success">{t('participation.myEntry.withdrawn')}</Alert>}
      {mutation.isError && <ErrorAlert error={mutation.error} />}
      <p>{entry.consentimentoContato ? t('participation.myEntry.consentGiven') : t('participation.myEntry.consentNotGiven')}</p>
      {entry.consentimentoContato && entry.aceite?.consentimentoTexto && (
        <figure>
          <figcaption>{t('participation.myEntry.consentText', { version: entry.aceite.consentimentoVersao })}</figcaption>
          <blockquote>{entry.aceite.consentimentoTexto}</blockquote>
        </figure>
      )}
      {entry.consentimentoContato && (
        <div ref={actionsRef}>
          {confirming ? (
            <div className="alert alert--info" role="group" aria-labelledby="consent-confirm-text">
              <p id="consent-confirm-text">{t('participation.myEntry.confirmWithdraw')}</p>
              <div className="hero__actions">
                <Button onClick={withdraw} loading={mutation.isPending}>
                  {t('participation.myEntry.confirmWithdrawYes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
                  {t('participation.myEntry.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('participation.myEntry.withdraw')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
