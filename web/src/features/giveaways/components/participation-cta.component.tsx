import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Spinner } from '../../../components/ui/spinner.component';
import { useSession } from '../../../lib/use-session';
import { useMyEntryQuery } from '../api/get-my-entry.api';

interface ParticipationCtaProps {
  giveaway: Giveaway;
  /** /sorteio/:id or /:username/:sorteioId: the form opens under the same address. */
  basePath: string;
}

/**
 * What the visitor can do next: enter, see their entry, or read why entries are closed.
 * A signed-out visitor gets "Participar" too; the form's guard takes them to sign in and back.
 */
export function ParticipationCta({ giveaway, basePath }: ParticipationCtaProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const myEntry = useMyEntryQuery(giveaway.id);

  if (status === 'signed-in' && myEntry.isPending) return <Spinner label={t('participation.cta.checking')} />;
  if (status === 'signed-in' && myEntry.data) {
    return (
      <div className="cta cta--entered">
        <p className="cta__title">{t('participation.cta.participating')}</p>
        <Link to={`/sorteio/${giveaway.id}/minha-inscricao`}>{t('participation.cta.viewEntry')}</Link>
      </div>
    );
  }
  if (giveaway.status === 'Ativo') {
    return (
      <div className="cta">
        <Link className="button button--primary" to={`${basePath}/participar`}>
          {t('participation.cta.participate')}
        </Link>
      </div>
    );
  }
  return (
    <p className="cta cta--closed" role="note">
      {t(`participation.closed.${giveaway.status}`)}
    </p>
  );
}
