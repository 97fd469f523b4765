import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReportStatus } from '@sorteios/api-contract';
import { usePageTitle } from '../../../lib/use-page-title';
import { REPORT_STATUSES } from '../api/boss.types';
import { useReportsQuery } from '../api/list-reports.api';
import { personLabel, when } from '../components/boss-format';
import { ListState } from '../components/list-state.component';
import '../boss.css';

const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);

/** /boss/denuncias — reports by status (?status=, pendente by default; "todas" shows all). */
export function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.reports.title'));
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status: ReportStatus | null = given === 'todas' ? null : isStatus(given) ? given : 'pendente';
  const reports = useReportsQuery(status);
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="stack" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('moderation.boss.reports.title')}</h1>
      <div className="boss-toolbar">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('moderation.boss.reports.status')}
          </label>
          <select id={filterId} className="field__input" value={status ?? 'todas'} onChange={(event) => setParams({ status: event.target.value }, { replace: true })}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`moderation.statuses.${value}`)}
              </option>
            ))}
            <option value="todas">{t('moderation.boss.reports.all')}</option>
          </select>
        </div>
      </div>
      <ListState query={reports} empty={items.length === 0} emptyText={t('moderation.boss.reports.empty')}>
        <ul className="boss-list">
          {items.map((report) => {
            const titulo = report.sorteio?.titulo ?? report.sorteioId;
            return (
              <li key={report.id} className="boss-card">
                <p className="boss-card__title">
                  {/* The name starts with the visible text (WCAG 2.5.3, label in name); who filed it follows, for screen readers. */}
                  <Link to={`/boss/denuncias/${report.id}`}>
                    {t(`moderation.motivos.${report.motivo}`)} — {titulo}
                    <span className="visually-hidden"> {t('moderation.boss.reports.openBy', { who: personLabel(report.denunciante) })}</span>
                  </Link>
                </p>
                <p className="boss-card__meta">
                  <span className={`report-status report-status--${report.status}`}>{t(`moderation.statuses.${report.status}`)}</span>{' '}
                  {t('moderation.boss.reports.filedAt', { date: when(report.criadoEm) })}
                  {report.denunciante && <> · {t('moderation.boss.reports.reportedBy', { username: report.denunciante.username })}</>}
                  {report.sorteio?.excluido && <> · {t('moderation.boss.reports.deletedGiveaway')}</>}
                  {report.sorteio?.suspenso && <> · {t('moderation.boss.reports.suspendedGiveaway')}</>}
                </p>
                {report.detalhes && <p className="boss-card__text">{report.detalhes}</p>}
              </li>
            );
          })}
        </ul>
      </ListState>
    </section>
  );
}
