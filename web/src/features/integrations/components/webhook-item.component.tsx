import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RotatedWebhookSecret, WebhookEndpoint } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { useDeleteWebhookMutation } from '../api/delete-webhook.api';
import { useRotateWebhookSecretMutation } from '../api/rotate-webhook-secret.api';
import { useSendWebhookTestMutation } from '../api/test-webhook.api';
import { useUpdateWebhookMutation } from '../api/update-webhook.api';
import { SecretReveal, useWebhookSecretTexts } from './secret-reveal.component';
import { formatSaoPauloDateTime } from './webhook-format';
import { WebhookForm } from './webhook-form.component';

type Mode = 'view' | 'edit' | 'delete' | 'rotate';

/** The id of an endpoint's "Ver entregas" button, where the focus returns when its log closes. */
export const deliveriesToggleId = (endpointId: string) => `webhook-deliveries-${endpointId}`;

interface WebhookItemProps {
  endpoint: WebhookEndpoint;
  /** The owner is on Pro: without it only the log and deleting remain (the API refuses the rest). */
  pro: boolean;
  deliveriesOpen: boolean;
  onShowDeliveries: () => void;
  onDeleted: () => void;
}

/** One endpoint: what it receives, whether it is paused and why, and everything its owner can do to it. */
export function WebhookItem({ endpoint, pro, deliveriesOpen, onShowDeliveries, onDeleted }: WebhookItemProps) {
  const { t } = useTranslation();
  const secretTexts = useWebhookSecretTexts();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<{ error: unknown } | null>(null);
  const [rotated, setRotated] = useState<RotatedWebhookSecret | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const rotateButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateWebhookMutation();
  const remove = useDeleteWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const test = useSendWebhookTestMutation();

  const begin = () => {
    setNotice('');
    setProblem(null);
  };
  const open = (next: Mode) => {
    begin();
    setRotated(null);
    setMode(next);
  };
  const setActive = (ativo: boolean) => {
    begin();
    update.mutate(
      { id: endpoint.id, changes: { ativo } },
      {
        onSuccess: () => setNotice(t(ativo ? 'integrations.webhooks.item.resumedNow' : 'integrations.webhooks.item.pausedNow')),
        onError: (error) => setProblem({ error }),
      },
    );
  };
  const sendTest = () => {
    begin();
    test.mutate(endpoint.id, { onSuccess: () => setNotice(t('integrations.webhooks.item.testSent')), onError: (error) => setProblem({ error }) });
  };
  const previousSecretUntil =
    endpoint.segredoAnteriorValidoAte && new Date(endpoint.segredoAnteriorValidoAte).getTime() > Date.now() ? endpoint.segredoAnteriorValidoAte : null;

  return (
    <li className="webhook-item card stack">
      <article className="stack" aria-labelledby={titleId}>
        <header className="webhook-item__header">
          <h3 id={titleId} className="webhook-item__url">
            {endpoint.url}
          </h3>
          <span className={`webhook-state webhook-state--${endpoint.ativo ? 'active' : 'paused'}`}>
            {endpoint.ativo
              ? t('integrations.webhooks.item.active')
              : t('integrations.webhooks.item.paused', { motivo: t(`integrations.webhooks.pauseReasons.${endpoint.pausadoMotivo ?? 'manual'}`) })}
          </span>
        </header>
        <dl className="details">
          {endpoint.descricao && (
            <>
              <dt>{t('integrations.webhooks.item.description')}</dt>
              <dd>{endpoint.descricao}</dd>
            </>
          )}
          <dt>{t('integrations.webhooks.item.events')}</dt>
          <dd>
            <ul className="webhook-item__events">
              {endpoint.eventos.map((type) => (
                <li key={type}>
                  {t(`integrations.webhooks.events.${type}`)} <code>{type}</code>
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('integrations.webhooks.item.createdAt')}</dt>
          <dd>{formatSaoPauloDateTime(endpoint.criadoEm)}</dd>
          {previousSecretUntil && (
            <>
              <dt>{t('integrations.webhooks.item.previousSecret')}</dt>
              <dd>{formatSaoPauloDateTime(previousSecretUntil)}</dd>
            </>
          )}
        </dl>

        <div className="webhooks-actions" role="group" aria-label={t('integrations.webhooks.item.actions', { url: endpoint.url })}>
          <Button id={deliveriesToggleId(endpoint.id)} variant="secondary" aria-expanded={deliveriesOpen} onClick={onShowDeliveries}>
            {t('integrations.webhooks.item.showDeliveries')}
          </Button>
          {pro && (
            <>
              <Button variant="secondary" loading={test.isPending} onClick={sendTest}>
                {t('integrations.webhooks.item.test')}
              </Button>
              {/* Plain buttons where the focus must come back after a form or a confirmation closes. */}
              <button ref={editButton} type="button" className="button button--secondary" aria-expanded={mode === 'edit'} onClick={() => open('edit')}>
                {t('integrations.webhooks.item.edit')}
              </button>
              <Button variant="secondary" loading={update.isPending && mode !== 'edit'} onClick={() => setActive(!endpoint.ativo)}>
                {t(endpoint.ativo ? 'integrations.webhooks.item.pause' : 'integrations.webhooks.item.resume')}
              </Button>
              <button ref={rotateButton} type="button" className="button button--secondary" onClick={() => open('rotate')}>
                {t('integrations.webhooks.item.rotate')}
              </button>
            </>
          )}
          <Button variant="secondary" onClick={() => open('delete')}>
            {t('integrations.webhooks.item.delete')}
          </Button>
        </div>

        {notice && <Alert tone="success">{notice}</Alert>}
        {problem && <ErrorAlert error={problem.error} />}

        {mode === 'edit' && (
          <WebhookForm
            title={t('integrations.webhooks.form.editTitle')}
            submitLabel={t('integrations.webhooks.form.save')}
            initial={{ url: endpoint.url, eventos: endpoint.eventos, descricao: endpoint.descricao ?? '' }}
            pending={update.isPending}
            onSubmit={async ({ url, eventos, descricao }) => {
              await update.mutateAsync({ id: endpoint.id, changes: { url, eventos, descricao: descricao || null } });
              setMode('view');
              setNotice(t('integrations.webhooks.form.saved'));
              editButton.current?.focus();
            }}
            onCancel={() => {
              setMode('view');
              editButton.current?.focus();
            }}
          />
        )}

        {mode === 'rotate' && (
          <ConfirmPanel
            title={t('integrations.webhooks.rotate.title')}
            description={
              <>
                <p>{t('integrations.webhooks.rotate.description')}</p>
                {rotate.isError && <ErrorAlert error={rotate.error} />}
              </>
            }
            confirmLabel={t('integrations.webhooks.rotate.confirm')}
            cancelLabel={t('integrations.webhooks.rotate.cancel')}
            pending={rotate.isPending}
            onConfirm={() =>
              rotate.mutate(endpoint.id, {
                onSuccess: (answer) => {
                  setRotated(answer);
                  setMode('view');
                },
              })
            }
            onCancel={() => {
              rotate.reset();
              setMode('view');
            }}
          />
        )}

        {rotated && (
          <SecretReveal
            title={t('integrations.webhooks.secret.rotatedTitle')}
            secret={rotated.secret}
            texts={secretTexts}
            note={t('integrations.webhooks.secret.previousValidUntil', { data: formatSaoPauloDateTime(rotated.anteriorValidoAte) })}
            onDone={() => {
              setRotated(null);
              rotateButton.current?.focus();
            }}
          />
        )}

        {mode === 'delete' && (
          <ConfirmPanel
            title={t('integrations.webhooks.delete.title')}
            description={
              <>
                <p>{t('integrations.webhooks.delete.description', { url: endpoint.url })}</p>
                {remove.isError && <ErrorAlert error={remove.error} />}
              </>
            }
            confirmLabel={t('integrations.webhooks.delete.confirm')}
            cancelLabel={t('integrations.webhooks.delete.cancel')}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(endpoint.id, { onSuccess: onDeleted })}
            onCancel={() => {
              remove.reset();
              setMode('view');
            }}
          />
        )}
      </article>
    </li>
  );
}
