import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyGiveawayQuery } from '../api/get-my-giveaway.api';
import { GiveawayEditor } from '../components/giveaway-editor.component';
import type { creatorParamsLoader } from './creator-params.loader';
import '../creator.css';

/** /insights/sorteio/:id/edit — the editor on its own, reached from the reports. */
export function GiveawayEditPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof creatorParamsLoader>();
  const giveaway = useMyGiveawayQuery(id);
  const [notice, setNotice] = useState('');
  usePageTitle(t('creator.edit.title'));

  if (giveaway.isPending) return <Spinner label={t('creator.detail.loading')} />;
  if (giveaway.isError) return <ErrorAlert error={giveaway.error} />;

  return (
    <section className="stack" aria-labelledby="edit-title">
      <h1 id="edit-title">{t('creator.edit.titleOf', { titulo: giveaway.data.titulo })}</h1>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      <GiveawayEditor
        giveaway={giveaway.data}
        onSaved={() => setNotice(t('creator.edit.saved'))}
        secondaryAction={
          <Link className="button button--secondary" to={`/dashboard/sorteio/${id}`}>
            {t('creator.edit.backToDetail')}
          </Link>
        }
      />
    </section>
  );
}
