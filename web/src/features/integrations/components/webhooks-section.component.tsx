import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CreatedWebhookEndpoint } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { PRICING_PATH } from '../../../components/ui/error-alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useMyPlanQuery } from '../../../lib/use-my-plan';
import { useCreateWebhookMutation } from '../api/create-webhook.api';
import { useWebhooksQuery } from '../api/list-webhooks.api';
import { DeliveryLog } from './delivery-log.component';
import { SecretReveal, useWebhookSecretTexts } from './secret-reveal.component';
import { SignatureHelp } from './signature-help.component';
import { WebhookForm } from './webhook-form.component';
import { deliveriesToggleId, WebhookItem } from './webhook-item.component';

/** The page's first section: webhooks for Pro, what they are and where to get them for Grátis. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const id = useId();
  const plan = useMyPlanQuery();

  let body;
  if (plan.isPending) body = <Spinner label={t('integrations.webhooks.pro.loading')} />;
  else if (plan.isError)
    body = <LoadFailed failed={t('integrations.webhooks.pro.failed')} error={plan.error} retryLabel={t('integrations.webhooks.retry')} onRetry={plan.refetch} />;
  else if (!plan.data.recursos.includes('webhooks'))
    body = (
      <>
        <WebhooksUpgrade />
        {/* Someone who left Pro keeps the endpoints they made: they may still read their logs and delete them. */}
        <WebhooksManager titleId={`${id}-title`} pro={false} />
      </>
    );
  else body = <WebhooksManager titleId={`${id}-title`} pro />;

  return (
    <section className="webhooks stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {t('integrations.webhooks.title')}
      </h2>
      <p>{t('integrations.webhooks.intro')}</p>
      {body}
    </section>
  );
}

function WebhooksUpgrade() {
  const { t } = useTranslation();
  return (
    <div className="webhooks-upgrade card stack">
      <h3>{t('integrations.webhooks.pro.title')}</h3>
      <p>{t('integrations.webhooks.pro.body')}</p>
      <p>
        <Link className="button button--primary" to={PRICING_PATH}>
          {t('integrations.webhooks.pro.link')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The endpoints and what can be done to them. Without Pro (`pro` false) only what the API
 * still allows: the list, each delivery log, deleting; nothing at all while there is none.
 */
function WebhooksManager({ titleId, pro }: { titleId: string; pro: boolean }) {
  const { t } = useTranslation();
  const secretTexts = useWebhookSecretTexts();
  const list = useWebhooksQuery();
  const create = useCreateWebhookMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const endpoints = list.data ?? [];
  const selected = endpoints.find((endpoint) => endpoint.id === selectedId) ?? null;

  if (!pro && !deleted && (list.isPending || (list.isSuccess && endpoints.length === 0))) return null;

  return (
    <>
      {!pro && endpoints.length > 0 && <Alert tone="info">{t('integrations.webhooks.pro.lapsed')}</Alert>}
      {deleted && <Alert tone="success">{t('integrations.webhooks.delete.done')}</Alert>}
      {created && (
        <SecretReveal
          title={t('integrations.webhooks.secret.createdTitle')}
          secret={created.secret}
          texts={secretTexts}
          onDone={() => {
            setCreated(null);
            addButton.current?.focus();
          }}
        />
      )}

      {list.isPending ? (
        <Spinner label={t('integrations.webhooks.loading')} />
      ) : list.isError ? (
        <LoadFailed failed={t('integrations.webhooks.failed')} error={list.error} retryLabel={t('integrations.webhooks.retry')} onRetry={list.refetch} />
      ) : endpoints.length === 0 ? (
        pro && <p>{t('integrations.webhooks.empty')}</p>
      ) : (
        <ul className="webhook-list" aria-label={t('integrations.webhooks.listLabel')}>
          {endpoints.map((endpoint) => (
            <WebhookItem
              key={endpoint.id}
              endpoint={endpoint}
              pro={pro}
              deliveriesOpen={endpoint.id === selectedId}
              onShowDeliveries={() => setSelectedId(endpoint.id === selectedId ? null : endpoint.id)}
              onDeleted={() => {
                if (endpoint.id === selectedId) setSelectedId(null);
                setDeleted(true);
                document.getElementById(titleId)?.focus();
              }}
            />
          ))}
        </ul>
      )}

      {pro && (
        <div>
          <button
            ref={addButton}
            type="button"
            className="button button--primary"
            aria-expanded={creating}
            onClick={() => {
              setDeleted(false);
              setCreated(null);
              setCreating(!creating);
            }}
          >
            {t('integrations.webhooks.add')}
          </button>
        </div>
      )}
      {creating && (
        <WebhookForm
          title={t('integrations.webhooks.form.createTitle')}
          submitLabel={t('integrations.webhooks.form.create')}
          pending={create.isPending}
          onSubmit={async ({ url, eventos, descricao }) => {
            const answer = await create.mutateAsync({ url, eventos, ...(descricao ? { descricao } : {}) });
            setCreating(false);
            setCreated(answer);
          }}
          onCancel={() => {
            setCreating(false);
            addButton.current?.focus();
          }}
        />
      )}

      {selected && (
        <DeliveryLog
          endpoint={selected}
          pro={pro}
          onClose={() => {
            setSelectedId(null);
            document.getElementById(deliveriesToggleId(selected.id))?.focus();
          }}
        />
      )}

      {pro && <SignatureHelp />}
    </>
  );
}
