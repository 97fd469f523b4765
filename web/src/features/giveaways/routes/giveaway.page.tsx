import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGiveawayQuery } from '../api/get-giveaway.api';
import type { giveawayParamsLoader } from './giveaway-params.loader';

/** /sorteio/:id — the id was already checked by the route loader. */
export function GiveawayPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof giveawayParamsLoader>();
  const giveaway = useGiveawayQuery(id);
  usePageTitle(giveaway.data?.titulo ?? t('common.nav.giveaways'));

  if (giveaway.isPending) return <Spinner label={t('giveaways.details.loading')} />;
  if (giveaway.isError) {
    return (
      <section className="stack">
        <Alert>{errorMessage(giveaway.error)}</Alert>
        <Link to="/">{t('giveaways.details.back')}</Link>
      </section>
    );
  }
  return (
    <article className="stack" aria-labelledby="giveaway-title">
      <h1 id="giveaway-title">{giveaway.data.titulo}</h1>
      {giveaway.data.descricao && <p>{giveaway.data.descricao}</p>}
    </article>
  );
}
