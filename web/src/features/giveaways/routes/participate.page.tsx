import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { RequireAuth } from '../../../app/require-auth.guard';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewBeacon } from '../../../lib/use-view-beacon';
import { useGiveawayQuery } from '../api/get-giveaway.api';
import { useMyEntryQuery } from '../api/get-my-entry.api';
import { useSubmitEntryMutation } from '../api/submit-entry.api';
import { EntryConfirmation } from '../components/entry-confirmation.component';
import { MadeWithSorteios } from '../components/made-with-sorteios.component';
import { EntryForm } from '../components/entry-form.component';
import { fullName } from '../components/full-name';
import '../components/giveaway.styles.css';
import { giveawayBasePath, type giveawayParamsLoader } from './giveaway-params.loader';

/**
 * /sorteio/:id/participar and /:username/:sorteioId/participar. Entering needs an account:
 * a signed-out visitor goes to sign in (or register) and comes back here.
 */
export function ParticipatePage() {
  return (
    <RequireAuth>
      <ParticipateScreen />
    </RequireAuth>
  );
}

function ParticipateScreen() {
  const { t } = useTranslation();
  const params = useLoaderData<typeof giveawayParamsLoader>();
  const giveawayPath = giveawayBasePath(params);
  const giveaway = useGiveawayQuery(params.id);
  const profile = useMe();
  const myEntry = useMyEntryQuery(params.id);
  // True while the browser solves the anti-robot challenge the API asked for.
  const [verifying, setVerifying] = useState(false);
  const mutation = useSubmitEntryMutation(params.id, setVerifying);
  usePageTitle(t('participation.form.title'));
  useViewBeacon(giveaway.data && giveaway.data.status !== 'Rascunho' ? giveaway.data.id : null);

  if (mutation.data) {
    return <EntryConfirmation entry={mutation.data} titulo={giveaway.data?.titulo ?? ''} giveawayPath={giveawayPath} />;
  }
  if (giveaway.isPending || profile.isPending || myEntry.isPending) return <Spinner label={t('participation.form.loading')} />;
  const failure = giveaway.error ?? profile.error ?? myEntry.error;
  if (failure) {
    return (
      <section className="stack">
        <ErrorAlert error={failure} />
        <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
      </section>
    );
  }

  const data = giveaway.data!;
  // While sending, the cached entry is already set but the confirmation not yet shown.
  const blocker =
    myEntry.data && !mutation.isPending
      ? t('participation.form.alreadyEntered')
      : data.status !== 'Ativo'
        ? t(`participation.closed.${data.status}`)
        : null;

  return (
    <section className="card stack" aria-labelledby="participate-title">
      <h1 id="participate-title">{t('participation.form.title')}</h1>
      <p className="card__intro">{t('participation.form.intro', { titulo: data.titulo })}</p>
      {blocker ? (
        <>
          <Alert tone="info">{blocker}</Alert>
          <p className="hero__actions">
            {myEntry.data && <Link to={`/sorteio/${params.id}/minha-inscricao`}>{t('participation.cta.viewEntry')}</Link>}
            <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
          </p>
        </>
      ) : (
        <>
          <EntryForm
            giveaway={data}
            prefill={{ nome: fullName(profile.data!), email: profile.data!.email ?? '' }}
            mutation={mutation}
            verifying={verifying}
          />
          <p>
            <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
          </p>
        </>
      )}
      <MadeWithSorteios shown={data.rodape} />
    </section>
  );
}
