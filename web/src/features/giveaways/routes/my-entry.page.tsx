import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { RequireAuth } from '../../../app/require-auth.guard';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGiveawayQuery } from '../api/get-giveaway.api';
import { useMyEntryQuery } from '../api/get-my-entry.api';
import { ContactConsentPanel } from '../components/contact-consent-panel.component';
import { EntryAnswers } from '../components/entry-answers.component';
import { EntryNumber } from '../components/entry-number.component';
import { EntryReceiptPanel } from '../components/entry-receipt-panel.component';
import '../components/giveaway.styles.css';
import type { giveawayParamsLoader } from './giveaway-params.loader';

/** /sorteio/:id/minha-inscricao — the participant's own entry, and their contact consent. */
export function MyEntryPage() {
  return (
    <RequireAuth>
      <MyEntryScreen />
    </RequireAuth>
  );
}

function MyEntryScreen() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof giveawayParamsLoader>();
  const giveaway = useGiveawayQuery(id);
  const myEntry = useMyEntryQuery(id);
  usePageTitle(t('participation.myEntry.title'));
  const giveawayPath = `/sorteio/${id}`;

  if (giveaway.isPending || myEntry.isPending) return <Spinner label={t('participation.myEntry.loading')} />;
  const failure = giveaway.error ?? myEntry.error;
  if (failure) {
    return (
      <section className="stack">
        <ErrorAlert error={failure} />
        <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
      </section>
    );
  }

  const entry = myEntry.data;
  const data = giveaway.data!;
  return (
    <section className="card stack" aria-labelledby="my-entry-title">
      <h1 id="my-entry-title">{t('participation.myEntry.title')}</h1>
      {!entry ? (
        <>
          <Alert tone="info">{t('participation.myEntry.notEntered')}</Alert>
          <p className="hero__actions">
            {data.status === 'Ativo' && (
              <Link className="button button--primary" to={`${giveawayPath}/participar`}>
                {t('participation.cta.participate')}
              </Link>
            )}
            <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
          </p>
        </>
      ) : (
        <>
          <dl className="details">
            <dt>{t('participation.myEntry.giveaway')}</dt>
            <dd>
              <Link to={giveawayPath}>{data.titulo}</Link>
            </dd>
            <dt>{t('participation.myEntry.entryId')}</dt>
            <dd>
              <EntryNumber entry={entry} />
            </dd>
            <dt>{t('participation.myEntry.date')}</dt>
            <dd>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </dd>
          </dl>
          {entry.aceite && <p>{t('participation.myEntry.rulesAccepted', { version: entry.aceite.regulamentoVersao })}</p>}
          <section className="stack" aria-labelledby="my-answers-title">
            <h2 id="my-answers-title">{t('participation.myEntry.answers')}</h2>
            <EntryAnswers fields={data.camposFormulario ?? []} respostas={entry.respostas} />
          </section>
          <ContactConsentPanel entry={entry} />
          {entry.recibo && <EntryReceiptPanel receipt={entry.recibo} closed={data.status !== 'Ativo'} />}
        </>
      )}
    </section>
  );
}
