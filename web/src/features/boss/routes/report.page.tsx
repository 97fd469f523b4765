import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ReportDetail } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportQuery } from '../api/get-report.api';
import { useReviewReportMutation } from '../api/review-report.api';
import { personLabel, when } from '../components/boss-format';
import { TrailTimeline } from '../components/trail-timeline.component';
import '../boss.css';

/** /boss/denuncias/:id — one report: what was reported, its trail, and the decision. */
export function ReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('moderation.boss.report.title'));
  const report = useReportQuery(id);

  if (report.isPending) return <Spinner label={t('moderation.boss.common.loading')} />;
  if (report.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={report.error} />
        <Link to="/boss/denuncias">{t('moderation.boss.report.back')}</Link>
      </section>
    );
  }
  const r = report.data;
  return (
    <article className="stack" aria-labelledby="report-title">
      <p>
        <Link to="/boss/denuncias">{t('moderation.boss.report.back')}</Link>
      </p>
      <h1 id="report-title">
        {t('moderation.boss.report.title')}: {t(`moderation.motivos.${r.motivo}`)}
      </h1>
      <dl className="details">
        <dt>{t('moderation.boss.report.status')}</dt>
        <dd>
          <span className={`report-status report-status--${r.status}`}>{t(`moderation.statuses.${r.status}`)}</span>
          {r.revisadoEm && <> · {t('moderation.boss.report.reviewedBy', { who: personLabel(r.revisor), date: when(r.revisadoEm) })}</>}
        </dd>
        <dt>{t('moderation.boss.report.giveaway')}</dt>
        <dd>
          {r.sorteio && !r.sorteio.excluido ? <Link to={`/sorteio/${r.sorteioId}`}>{r.sorteio.titulo}</Link> : (r.sorteio?.titulo ?? r.sorteioId)}
          {r.sorteio?.excluido && ` ${t('moderation.boss.reports.deletedGiveaway')}`} · <Link to={`/boss/sorteios/${r.sorteioId}/historico`}>{t('moderation.boss.report.giveawayTrail')}</Link>
        </dd>
        <dt>{t('moderation.boss.report.reporter')}</dt>
        <dd>{personLabel(r.denunciante)}</dd>
        <dt>{t('moderation.boss.report.detalhes')}</dt>
        <dd className="boss-card__text">{r.detalhes ?? t('moderation.boss.report.noDetails')}</dd>
        {r.resolucao && (
          <>
            <dt>{t('moderation.boss.report.resolucao')}</dt>
            <dd className="boss-card__text">{r.resolucao}</dd>
          </>
        )}
      </dl>
      <ReviewForm report={r} />
      <section className="stack" aria-labelledby="report-trail-title">
        <h2 id="report-trail-title">{t('moderation.boss.report.trail')}</h2>
        <p>{t('moderation.boss.report.trailIntro')}</p>
        <TrailTimeline steps={r.historico} />
      </section>
    </article>
  );
}

/** The next move the report allows: take it (em análise), then resolve it; a resolved one is final. */
function ReviewForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const outcomeId = useId();
  const review = useReviewReportMutation(report.id);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<'procedente' | 'improcedente'>('procedente');
  const [resolucao, setResolucao] = useState('');
  const [suspender, setSuspender] = useState(false);
  const [missing, setMissing] = useState(false);
  // What was recorded: taking a report into review is a step, not the decision.
  const [saved, setSaved] = useState<'reviewStarted' | 'saved' | null>(null);
  const done = (what: 'reviewStarted' | 'saved') => ({ onSuccess: () => setSaved(what) });

  if (report.status === 'procedente' || report.status === 'improcedente') {
    return (
      <>
        {saved && <Alert tone="success">{t(`moderation.boss.report.${saved}`)}</Alert>}
        <Alert tone="info">{t('moderation.boss.report.resolvedNote')}</Alert>
      </>
    );
  }

  return (
    <section className="stack boss-card" aria-labelledby="review-title">
      <h2 id="review-title">{t('moderation.boss.report.actions')}</h2>
      {saved && <Alert tone="success">{t(`moderation.boss.report.${saved}`)}</Alert>}
      {review.isError && <ErrorAlert error={review.error} />}
      {report.status === 'pendente' ? (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(null);
            review.mutate({ status: 'em_analise', ...(note.trim() ? { resolucao: note.trim() } : {}) }, done('reviewStarted'));
          }}
        >
          <TextareaField label={t('moderation.boss.report.note')} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          <div>
            <Button type="submit" loading={review.isPending}>
              {t('moderation.boss.report.startReview')}
            </Button>
          </div>
        </form>
      ) : (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!resolucao.trim()) return setMissing(true);
            setSaved(null);
            review.mutate({ status: outcome, resolucao: resolucao.trim(), suspender: outcome === 'procedente' && suspender }, done('saved'));
          }}
        >
          <fieldset className="field field--choices">
            <legend className="field__label">{t('moderation.boss.report.outcome')}</legend>
            {(['procedente', 'improcedente'] as const).map((value) => (
              <div className="checkbox" key={value}>
                <input id={`${outcomeId}-${value}`} type="radio" name={`${outcomeId}-outcome`} value={value} checked={outcome === value} onChange={() => setOutcome(value)} />
                <label htmlFor={`${outcomeId}-${value}`}>{t(`moderation.statuses.${value}`)}</label>
              </div>
            ))}
          </fieldset>
          <TextareaField
            label={t('moderation.boss.report.resolucaoLabel')}
            hint={t('moderation.boss.report.resolucaoHint')}
            rows={4}
            maxLength={2000}
            value={resolucao}
            error={missing ? t('moderation.boss.report.resolucaoRequired') : undefined}
            onChange={(event) => {
              setResolucao(event.target.value);
              setMissing(false);
            }}
          />
          {outcome === 'procedente' && (
            <div className="checkbox">
              <input id={`${outcomeId}-suspender`} type="checkbox" checked={suspender} onChange={(event) => setSuspender(event.target.checked)} />
              <label htmlFor={`${outcomeId}-suspender`}>{t('moderation.boss.report.suspend')}</label>
            </div>
          )}
          <div>
            <Button type="submit" loading={review.isPending}>
              {t('moderation.boss.report.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
