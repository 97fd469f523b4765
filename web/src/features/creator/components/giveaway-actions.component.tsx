import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { apiMessage } from '../api/api-message';
import { useCancelGiveawayMutation } from '../api/cancel-giveaway.api';
import { useCloseGiveawayMutation } from '../api/close-giveaway.api';
import { useDeleteGiveawayMutation } from '../api/delete-giveaway.api';
import { usePublishGiveawayMutation } from '../api/publish-giveaway.api';

const MOTIVO_MAX = 500;

interface GiveawayActionsProps {
  giveaway: Giveaway;
  /** Good news to announce on the page, e.g. "Sorteio publicado." */
  onNotice: (message: string) => void;
}

/** What the creator can do now, by status. A refused transition shows the API's own words. */
export function GiveawayActions({ giveaway, onNotice }: GiveawayActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const motivoId = useId();
  const publish = usePublishGiveawayMutation();
  const close = useCloseGiveawayMutation();
  const cancel = useCancelGiveawayMutation();
  const remove = useDeleteGiveawayMutation();
  const [confirming, setConfirming] = useState<'close' | 'cancel' | 'delete' | null>(null);
  const [motivo, setMotivo] = useState('');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const { id, status } = giveaway;
  const open = status === 'Rascunho' || status === 'Ativo';
  const busy = publish.isPending || close.isPending || cancel.isPending || remove.isPending;

  const handlers = (notice: string) => ({
    onSuccess: () => {
      setConfirming(null);
      onNotice(notice);
    },
    onError: (error: unknown) => {
      setConfirming(null);
      setFailure({ error });
    },
  });

  const start = (action: () => void) => {
    setFailure(null);
    onNotice('');
    action();
  };

  return (
    <section className="giveaway-actions stack" aria-labelledby="giveaway-actions-title">
      <h2 id="giveaway-actions-title">{t('creator.detail.actions')}</h2>
      {failure && <ErrorAlert error={failure.error} message={apiMessage(failure.error)} />}
      <div className="button-row">
        {status === 'Rascunho' && (
          <Button loading={publish.isPending} disabled={busy} onClick={() => start(() => publish.mutate(id, handlers(t('creator.detail.published'))))}>
            {t('creator.detail.publish')}
          </Button>
        )}
        {status === 'Ativo' && (
          <Button disabled={busy} onClick={() => start(() => setConfirming('close'))}>
            {t('creator.detail.close')}
          </Button>
        )}
        {open && (
          <Link className="button button--secondary" to="?editar=1">
            {t('creator.detail.edit')}
          </Link>
        )}
        {open && (
          <Button variant="secondary" disabled={busy} onClick={() => start(() => setConfirming('cancel'))}>
            {t('creator.detail.cancel')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => start(() => setConfirming('delete'))}>
          {t('creator.detail.delete')}
        </Button>
      </div>
      {confirming === 'close' && (
        <ConfirmPanel
          title={t('creator.detail.closeTitle')}
          description={<p>{t('creator.detail.closeBody')}</p>}
          confirmLabel={t('creator.detail.closeConfirm')}
          cancelLabel={t('creator.detail.keep')}
          pending={close.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => close.mutate(id, handlers(t('creator.detail.closed')))}
        />
      )}
      {confirming === 'cancel' && (
        <ConfirmPanel
          title={t('creator.detail.cancelTitle')}
          description={<p>{t('creator.detail.cancelBody')}</p>}
          confirmLabel={t('creator.detail.cancelConfirm')}
          cancelLabel={t('creator.detail.keep')}
          pending={cancel.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => cancel.mutate({ id, motivo: motivo.trim() || undefined }, handlers(t('creator.detail.cancelled')))}
        >
          <div className="field">
            <label className="field__label" htmlFor={motivoId}>
              {t('creator.detail.cancelMotivo')}
            </label>
            <textarea id={motivoId} className="field__input" rows={3} maxLength={MOTIVO_MAX} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
          </div>
        </ConfirmPanel>
      )}
      {confirming === 'delete' && (
        <ConfirmPanel
          title={t('creator.detail.deleteTitle')}
          description={<p>{t('creator.detail.deleteBody', { count: giveaway.inscritosCount })}</p>}
          confirmLabel={t('creator.detail.deleteConfirm')}
          cancelLabel={t('creator.detail.keep')}
          pending={remove.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => navigate('/dashboard/sorteio', { state: { notice: t('creator.detail.deleted', { titulo: giveaway.titulo }) } }),
              onError: (error) => {
                setConfirming(null);
                setFailure({ error });
              },
            })
          }
        />
      )}
      <ul className="link-list">
        <li>
          <Link to={`/dashboard/sorteio/${id}/inscritos`}>{t('creator.detail.viewEntrants')}</Link>
        </li>
        <li>
          <Link to={`/sorteio/${id}`}>{t('creator.detail.viewPublic')}</Link>
        </li>
      </ul>
    </section>
  );
}
