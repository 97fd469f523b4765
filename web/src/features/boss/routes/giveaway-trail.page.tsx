import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGiveawayTrailQuery } from '../api/get-giveaway-trail.api';
import { TrailTimeline } from '../components/trail-timeline.component';
import '../boss.css';

/** /boss/sorteios/:id/historico — everything that happened to a giveaway, from the event store. */
export function GiveawayTrailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const trail = useGiveawayTrailQuery(id);
  usePageTitle(trail.data?.sorteio.titulo ?? t('moderation.boss.trail.title'));

  if (trail.isPending) return <Spinner label={t('moderation.boss.common.loading')} />;
  if (trail.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={trail.error} />
        <Link to="/boss/sorteios">{t('moderation.boss.trail.back')}</Link>
      </section>
    );
  }
  const { sorteio, eventos } = trail.data;
  return (
    <section className="stack" aria-labelledby="trail-title">
      <p>
        <Link to="/boss/sorteios">{t('moderation.boss.trail.back')}</Link>
      </p>
      <h1 id="trail-title">{t('moderation.boss.trail.title')}</h1>
      <p>{t('moderation.boss.trail.intro', { titulo: sorteio.titulo })}</p>
      <p className="boss-card__meta">
        <GiveawayStatusBadge status={sorteio.status} />{' '}
        {sorteio.suspenso && <span className="report-status report-status--suspenso">{t('moderation.boss.giveaways.suspendedBadge')}</span>}{' '}
        {!sorteio.excluido && <Link to={`/boss/sorteios/${sorteio.id}/inscricoes`}>{t('moderation.boss.trail.entries')}</Link>}
      </p>
      {sorteio.excluido && <Alert tone="info">{t('moderation.boss.trail.deleted')}</Alert>}
      {eventos.length === 0 ? <p>{t('moderation.boss.trail.empty')}</p> : <TrailTimeline steps={eventos} />}
    </section>
  );
}
