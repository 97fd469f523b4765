import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStatsQuery } from '../api/get-stats.api';
import { AuditList } from '../components/audit-list.component';
import '../boss.css';

/** /boss — what needs an admin now, and the team's latest moderation actions. */
export function BossHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.home.title'));
  const stats = useStatsQuery();

  if (stats.isPending) return <Spinner label={t('moderation.boss.common.loading')} />;
  if (stats.isError) {
    return (
      <section className="stack">
        <h1>{t('moderation.boss.home.title')}</h1>
        <Alert>{`${t('moderation.boss.common.failed')} ${errorMessage(stats.error)}`}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            {t('moderation.boss.common.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const s = stats.data;
  const counts: Array<{ label: string; value: number; note?: string; to?: string }> = [
    { label: t('moderation.boss.home.pendingReports'), value: s.denuncias.pendentes, to: '/boss/denuncias?status=pendente' },
    { label: t('moderation.boss.home.underReview'), value: s.denuncias.emAnalise, to: '/boss/denuncias?status=em_analise' },
    { label: t('moderation.boss.home.suspended'), value: s.sorteiosSuspensos, to: '/boss/sorteios?suspended=true' },
    { label: t('moderation.boss.home.newGiveaways'), value: s.novosSorteios.hoje, note: t('moderation.boss.home.thisWeek', { count: s.novosSorteios.semana }) },
    { label: t('moderation.boss.home.newUsers'), value: s.novosUsuarios.hoje, note: t('moderation.boss.home.thisWeek', { count: s.novosUsuarios.semana }) },
    { label: t('moderation.boss.home.entriesToday'), value: s.inscricoesHoje },
  ];

  return (
    <section className="stack" aria-labelledby="boss-home-title">
      <h1 id="boss-home-title">{t('moderation.boss.home.title')}</h1>
      <p>{t('moderation.boss.home.intro')}</p>
      <ul className="boss-counts" aria-label={t('moderation.boss.home.counts')}>
        {counts.map((c) => (
          <li key={c.label} className="boss-counts__item">
            <span className="boss-counts__value">{c.value}</span>
            <span className="boss-counts__label">{c.to ? <Link to={c.to}>{c.label}</Link> : c.label}</span>
            {c.note && <span className="boss-counts__note">{c.note}</span>}
          </li>
        ))}
      </ul>
      <section className="stack" aria-labelledby="boss-latest-title">
        <h2 id="boss-latest-title">{t('moderation.boss.home.latest')}</h2>
        {s.ultimasAcoes.length === 0 ? <p>{t('moderation.boss.home.noActions')}</p> : <AuditList entries={s.ultimasAcoes} />}
        <p>
          <Link to="/boss/auditoria">{t('moderation.boss.home.seeAudit')}</Link>
        </p>
      </section>
    </section>
  );
}
