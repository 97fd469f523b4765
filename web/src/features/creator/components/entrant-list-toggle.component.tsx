import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { apiMessage } from '../api/api-message';
import { useEntrantListStatusQuery, useSetEntrantListMutation } from '../api/entrant-list.api';

/** Once entries are closed, the creator chooses whether the committed entrant list is public. */
export function EntrantListToggle({ giveaway }: { giveaway: Giveaway }) {
  if (giveaway.status !== 'Encerrado' && giveaway.status !== 'Realizado') return null;
  return <EntrantListSwitch giveawayId={giveaway.id} />;
}

function EntrantListSwitch({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  const status = useEntrantListStatusQuery(giveawayId);
  const change = useSetEntrantListMutation(giveawayId);
  const [notice, setNotice] = useState('');

  const toggle = (publicada: boolean) => {
    setNotice('');
    change.mutate(publicada, { onSuccess: () => setNotice(t(publicada ? 'history.creator.publishedNotice' : 'history.creator.unpublishedNotice')) });
  };

  let body;
  if (status.isPending) {
    body = <Spinner label={t('history.creator.loading')} />;
  } else if (status.isError) {
    body = (
      <>
        <ErrorAlert error={status.error} />
        <div className="button-row">
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t('history.creator.retry')}
          </Button>
        </div>
      </>
    );
  } else {
    const publicada = status.data;
    body = (
      <>
        <p>{t(publicada ? 'history.creator.published' : 'history.creator.hidden')}</p>
        {change.isError && <ErrorAlert error={change.error} message={apiMessage(change.error)} />}
        <div className="button-row">
          <Button variant={publicada ? 'secondary' : 'primary'} loading={change.isPending} onClick={() => toggle(!publicada)}>
            {t(publicada ? 'history.creator.unpublish' : 'history.creator.publish')}
          </Button>
          <Link to={`/sorteio/${giveawayId}/lista`}>{t('history.creator.view')}</Link>
        </div>
      </>
    );
  }

  return (
    <section className="stack" aria-labelledby="entrant-list-toggle-title">
      <h2 id="entrant-list-toggle-title">{t('history.creator.title')}</h2>
      <p>{t('history.creator.intro')}</p>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      {body}
    </section>
  );
}
