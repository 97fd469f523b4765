import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayCard } from '../../../components/discovery/giveaway-card.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { useEndingSoonQuery } from '../api/list-ending-soon.api';

/** The home page's "Terminando em breve": the few open giveaways drawn soonest. */
export function EndingSoon() {
  const { t } = useTranslation();
  const query = useEndingSoonQuery();

  let body;
  if (query.isPending) body = <Spinner label={t('home.endingSoon.loading')} />;
  else if (query.isError) {
    body = (
      <div className="stack" role="status">
        <p>
          {t('home.endingSoon.loadFailed')} {errorMessage(query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('home.endingSoon.retry')}
        </Button>
      </div>
    );
  } else if (query.data.items.length === 0) body = <p>{t('home.endingSoon.empty')}</p>;
  else {
    body = (
      <ul className="giveaway-grid">
        {query.data.items.map((giveaway) => (
          <li key={giveaway.id}>
            <GiveawayCard giveaway={giveaway} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="stack" aria-labelledby="ending-soon-title">
      <h2 id="ending-soon-title">{t('home.endingSoon.title')}</h2>
      {body}
      <p>
        <Link to="/explorar">{t('home.endingSoon.seeAll')}</Link>
      </p>
    </section>
  );
}
