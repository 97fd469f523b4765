import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookDeliveryAttempt } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { useRetryDeliveryMutation } from '../api/retry-delivery.api';
import { answerAsText, formatSaoPauloDateTime } from './webhook-format';

/** One event to one endpoint: its outcome, its tries, the receiver's last answer, and a retry (Pro). */
export function DeliveryItem({ endpointId, delivery, canRetry }: { endpointId: string; delivery: WebhookDelivery; canRetry: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const retry = useRetryDeliveryMutation();
  const [retried, setRetried] = useState(false);
  const statusName = t(`integrations.webhooks.deliveries.status.${delivery.status}`);
  const when = (iso: string | null) => (iso ? formatSaoPauloDateTime(iso) : t('integrations.webhooks.deliveries.never'));

  return (
    <li className="delivery card" aria-labelledby={titleId}>
      <div className="delivery__head">
        <h4 id={titleId}>
          {t(`integrations.webhooks.events.${delivery.type}`)} <code>{delivery.type}</code>
        </h4>
        <span className={`delivery-status delivery-status--${delivery.status}`}>
          {delivery.ultimoStatusHttp === null
            ? statusName
            : t('integrations.webhooks.deliveries.statusWithHttp', { status: statusName, http: delivery.ultimoStatusHttp })}
        </span>
      </div>
      <dl className="details">
        <dt>{t('integrations.webhooks.deliveries.happenedAt')}</dt>
        <dd>{formatSaoPauloDateTime(delivery.criadoEm)}</dd>
        <dt>{t('integrations.webhooks.deliveries.tries')}</dt>
        <dd>{delivery.tentativas}</dd>
        <dt>{t('integrations.webhooks.deliveries.lastTry')}</dt>
        <dd>{when(delivery.ultimaTentativaEm)}</dd>
        {delivery.proximaTentativaEm && (
          <>
            <dt>{t('integrations.webhooks.deliveries.nextTry')}</dt>
            <dd>{when(delivery.proximaTentativaEm)}</dd>
          </>
        )}
        <dt>{t('integrations.webhooks.deliveries.webhookId')}</dt>
        <dd>
          <code>{delivery.id}</code>
        </dd>
      </dl>
      {delivery.historico.length > 0 && (
        <details className="delivery__history">
          <summary>
            {t('integrations.webhooks.deliveries.history')} ({delivery.historico.length})
          </summary>
          <ol>
            {delivery.historico.map((attempt, index) => (
              <li key={`${attempt.em}-${index}`}>{describeAttempt(attempt, t)}</li>
            ))}
          </ol>
        </details>
      )}
      {delivery.ultimaResposta !== null && delivery.ultimaResposta !== '' && (
        <figure className="delivery__answer">
          <figcaption>{t('integrations.webhooks.deliveries.lastResponse')}</figcaption>
          {/* Text only: whatever the receiver answered never becomes markup here. */}
          <pre>{answerAsText(delivery.ultimaResposta)}</pre>
        </figure>
      )}
      {canRetry && (
        <>
          <div className="webhooks-actions">
            <Button
              variant="secondary"
              loading={retry.isPending}
              onClick={() => {
                setRetried(false);
                retry.mutate({ endpointId, deliveryId: delivery.id }, { onSuccess: () => setRetried(true) });
              }}
            >
              {t('integrations.webhooks.deliveries.retry')}
            </Button>
          </div>
          <p aria-live="polite" className="delivery__note">
            {retried && t('integrations.webhooks.deliveries.retried')}
          </p>
          {retry.isError && <ErrorAlert error={retry.error} />}
        </>
      )}
    </li>
  );
}

function describeAttempt(attempt: WebhookDeliveryAttempt, t: TFunction): string {
  const resultado =
    attempt.statusHttp === null
      ? t('integrations.webhooks.deliveries.attemptNoAnswer')
      : t('integrations.webhooks.deliveries.attemptHttp', { status: attempt.statusHttp });
  const line = t('integrations.webhooks.deliveries.attempt', { em: formatSaoPauloDateTime(attempt.em), resultado, duracao: attempt.duracaoMs });
  return attempt.erro ? `${line} · ${attempt.erro}` : line;
}
