import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useDeliveriesQuery } from '../api/list-deliveries.api';
import { DeliveryItem } from './delivery-item.component';
import { ReplayForm } from './replay-form.component';

const STATUSES: readonly WebhookDeliveryStatus[] = ['pendente', 'entregue', 'falhou'];

interface DeliveryLogProps {
  endpoint: WebhookEndpoint;
  /** Retrying and replaying are Pro: without it the log is read-only. */
  pro: boolean;
  onClose: () => void;
}

/** The delivery log of one endpoint: filter by status, page through it, retry one, replay from a date. */
export function DeliveryLog({ endpoint, pro, onClose }: DeliveryLogProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const deliveries = useDeliveriesQuery(endpoint.id, status);
  const items = useMemo(() => deliveries.data?.pages.flatMap((page) => page.items) ?? [], [deliveries.data]);

  // Opening the log (or switching to another endpoint's) takes the reader there.
  useEffect(() => heading.current?.focus(), [endpoint.id]);

  return (
    <section className="delivery-log card stack" aria-labelledby={`${id}-title`}>
      <div className="delivery-log__head">
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="webhook-item__url">
          {t('integrations.webhooks.deliveries.titleFor', { url: endpoint.url })}
        </h3>
        <Button variant="secondary" onClick={onClose}>
          {t('integrations.webhooks.deliveries.close')}
        </Button>
      </div>
      <p className="field__hint">{t('integrations.webhooks.deliveries.intro')}</p>

      <div className="field delivery-log__filter">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('integrations.webhooks.deliveries.filter')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || null) as WebhookDeliveryStatus | null)}
        >
          <option value="">{t('integrations.webhooks.deliveries.all')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`integrations.webhooks.deliveries.status.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {deliveries.isPending ? (
        <Spinner label={t('integrations.webhooks.deliveries.loading')} />
      ) : deliveries.isError && !deliveries.data ? (
        <LoadFailed
          failed={t('integrations.webhooks.deliveries.failed')}
          error={deliveries.error}
          retryLabel={t('integrations.webhooks.deliveries.retryLoad')}
          onRetry={deliveries.refetch}
        />
      ) : items.length === 0 ? (
        <p>{t(status ? 'integrations.webhooks.deliveries.emptyFiltered' : 'integrations.webhooks.deliveries.empty')}</p>
      ) : (
        <ul className="delivery-list" aria-label={t('integrations.webhooks.deliveries.listLabel')}>
          {items.map((delivery) => (
            <DeliveryItem key={delivery.id} endpointId={endpoint.id} delivery={delivery} canRetry={pro} />
          ))}
        </ul>
      )}
      {deliveries.hasNextPage && (
        <div>
          <Button variant="secondary" loading={deliveries.isFetchingNextPage} onClick={() => void deliveries.fetchNextPage()}>
            {t('integrations.webhooks.deliveries.loadMore')}
          </Button>
        </div>
      )}

      {pro && <ReplayForm endpointId={endpoint.id} />}
    </section>
  );
}
