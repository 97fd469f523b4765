import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InstagramStatus } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { ErrorAlert, PRICING_PATH } from '../../../components/ui/error-alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { useMyPlanQuery } from '../../../lib/use-my-plan';
import { useDisconnectInstagramMutation } from '../api/disconnect-instagram.api';
import { useInstagramStatusQuery } from '../api/instagram-status.api';
import { ConnectButton } from './instagram-connect-button.component';
import { InstagramMediaList } from './instagram-media-list.component';
import '../instagram.css';

/**
 * The page's Instagram section: connect a professional account (Pro), see it and its latest
 * posts with their comment counts, disconnect. Hidden when the server has no Instagram app
 * and nothing is connected: there would be nothing to do.
 */
export function InstagramSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const plan = useMyPlanQuery();
  const status = useInstagramStatusQuery();
  const [disconnected, setDisconnected] = useState(false);

  // Nothing until the status says whether there is anything to show: on a server without an
  // Instagram app the section would otherwise appear and vanish.
  if (status.isPending || (status.isSuccess && !status.data.configurado && !status.data.conectado && !disconnected)) return null;

  let body;
  if (plan.isPending) body = <Spinner label={t('instagram.section.loading')} />;
  else if (status.isError) body = <LoadFailed failed={t('instagram.section.failed')} error={status.error} retryLabel={t('instagram.section.retry')} onRetry={status.refetch} />;
  else if (plan.isError) body = <LoadFailed failed={t('instagram.section.planFailed')} error={plan.error} retryLabel={t('instagram.section.retry')} onRetry={plan.refetch} />;
  else {
    const pro = plan.data.recursos.includes('instagram');
    body = status.data.conectado ? (
      <Connected status={status.data} pro={pro} titleId={titleId} onDisconnected={() => setDisconnected(true)} />
    ) : (
      <>
        {disconnected && <Alert tone="success">{t('instagram.section.disconnected')}</Alert>}
        {pro ? status.data.configurado && <ConnectButton /> : <InstagramUpgrade />}
      </>
    );
  }

  return (
    <section className="instagram stack" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {t('instagram.section.title')}
      </h2>
      <p>{t('instagram.section.intro')}</p>
      {body}
    </section>
  );
}

function InstagramUpgrade() {
  const { t } = useTranslation();
  return (
    <div className="card stack">
      <h3>{t('instagram.section.pro.title')}</h3>
      <p>{t('instagram.section.pro.body')}</p>
      <p>
        <Link className="button button--primary" to={PRICING_PATH}>
          {t('instagram.section.pro.link')}
        </Link>
      </p>
    </div>
  );
}

interface ConnectedProps {
  status: InstagramStatus;
  pro: boolean;
  titleId: string;
  onDisconnected: () => void;
}

function Connected({ status, pro, titleId, onDisconnected }: ConnectedProps) {
  const { t } = useTranslation();
  const disconnect = useDisconnectInstagramMutation();
  const [confirming, setConfirming] = useState(false);
  const username = status.username ?? '';

  return (
    <>
      <div className="instagram-account card stack">
        <p className="instagram-account__name">
          <strong>{t('instagram.section.connected', { username })}</strong>
        </p>
        {status.expiraEm && <p>{t('instagram.section.renewal', { date: formatSaoPauloDate(status.expiraEm) })}</p>}
        {disconnect.isError && <ErrorAlert error={disconnect.error} />}
        {confirming ? (
          <ConfirmPanel
            title={t('instagram.section.confirm.title')}
            description={t('instagram.section.confirm.body', { username })}
            confirmLabel={t('instagram.section.confirm.confirm')}
            cancelLabel={t('instagram.section.confirm.cancel')}
            pending={disconnect.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  onDisconnected();
                  document.getElementById(titleId)?.focus();
                },
              })
            }
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('instagram.section.disconnect')}
            </Button>
          </div>
        )}
      </div>
      {pro ? <InstagramMediaList /> : <Alert tone="info">{t('instagram.section.pro.lapsed')}</Alert>}
    </>
  );
}
