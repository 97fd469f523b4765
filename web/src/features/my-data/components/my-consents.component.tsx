import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useMyEntriesForConsentsQuery, useWithdrawConsentMutation } from '../api/my-consents.api';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** The contact consents I gave when entering giveaways, each with a way to take it back (LGPD art. 8, § 5). */
export function MyConsents() {
  const { t } = useTranslation();
  const entries = useMyEntriesForConsentsQuery();
  const withdraw = useWithdrawConsentMutation();

  if (entries.isPending) return <Spinner label={t('myData.consents.loading')} />;
  if (entries.isError) return <LoadFailed failed={t('myData.consents.failed')} error={entries.error} retryLabel={t('myData.retry')} onRetry={() => entries.refetch()} />;

  const consents = entries.data.pages.flatMap((page) => page.items).filter((entry) => entry.consentimentoContato);
  return (
    <div className="stack">
      {withdraw.isError && <ErrorAlert error={withdraw.error} />}
      <div aria-live="polite">{withdraw.isSuccess && <Alert tone="success">{t('myData.consents.withdrawn')}</Alert>}</div>
      {consents.length === 0 ? (
        <p>{t('myData.consents.empty')}</p>
      ) : (
        <ul className="my-data__consents">
          {consents.map((entry) => {
            const titulo = entry.sorteio?.titulo ?? t('myData.consents.deletedGiveaway');
            const pending = withdraw.isPending && withdraw.variables === entry.sorteioId;
            return (
              <li key={entry.id} className="my-data__consent">
                <div>
                  {entry.sorteio ? <Link to={`/sorteio/${entry.sorteioId}`}>{titulo}</Link> : titulo}
                  <p className="my-data__muted">{t('myData.consents.givenOn', { date: dateFormat.format(new Date(entry.createdAt)) })}</p>
                </div>
                <Button variant="secondary" loading={pending} disabled={withdraw.isPending && !pending} onClick={() => withdraw.mutate(entry.sorteioId)} aria-label={t('myData.consents.withdrawFor', { titulo })}>
                  {t('myData.consents.withdraw')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {entries.hasNextPage && (
        <div>
          <Button variant="secondary" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
            {t('myData.consents.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
