import { useTranslation } from 'react-i18next';
import type { TrailStep } from '@sorteios/api-contract';
import { eventLabel, personLabel, when } from './boss-format';

/** What a step adds beyond who, what, when and why: the details that matter to a reviewer. */
function StepDetails({ step }: { step: TrailStep }) {
  const { t } = useTranslation();
  const d = step.dados;
  if (step.tipo === 'ReportFiled') {
    return (
      <p className="trail__detail">
        {t(`moderation.motivos.${String(d.motivo)}`)}
        {typeof d.detalhes === 'string' && d.detalhes ? ` — ${d.detalhes}` : ''}
      </p>
    );
  }
  if (step.tipo === 'ReportResolved') return <p className="trail__detail">{t(`moderation.statuses.${String(d.resultado)}`)}</p>;
  return null;
}

/** A trail, oldest first, as an ordered list: nothing in it can be edited. */
export function TrailTimeline({ steps }: { steps: TrailStep[] }) {
  const { t } = useTranslation();
  return (
    <ol className="trail">
      {steps.map((step) => (
        <li key={step.id} className="trail__step">
          <p className="trail__head">
            <time dateTime={step.em}>{when(step.em)}</time> · <strong>{eventLabel(step.tipo)}</strong> · {t('moderation.boss.common.by', { who: personLabel(step.por) })}
          </p>
          <StepDetails step={step} />
          {step.motivo && step.tipo !== 'ReportFiled' && <p className="trail__reason">{t('moderation.boss.trail.reason', { motivo: step.motivo })}</p>}
        </li>
      ))}
    </ol>
  );
}
