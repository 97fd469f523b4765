import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { formatDateTime } from '../../../lib/giveaway-types';
// The same chain function the server's projection uses: the browser recomputes every hash
// itself, with WebCrypto, instead of trusting the ones it was sent.
import { type ChainVerification, createWebDrawCrypto, verifyHistoryChain } from '@sorteios/verifiable-draw';
import type { GiveawayHistory, HistoryStep } from '../api/get-history.api';
import './history.css';

type Verification = { state: 'idle' } | { state: 'running' } | { state: 'done'; result: ChainVerification } | { state: 'error'; detail: string };

const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

function ChainSummary({ verification, count }: { verification: Verification; count: number }) {
  const { t } = useTranslation();
  if (verification.state === 'running') return <p>{t('history.timeline.verifying')}</p>;
  if (verification.state === 'error') return <Alert>{t('history.timeline.error', { detail: verification.detail })}</Alert>;
  if (verification.state !== 'done') return null;
  const { result } = verification;
  if (result.ok) return <Alert tone="success">{t('history.timeline.passed', { count })}</Alert>;
  const firstBroken = result.steps.find((s) => !s.ok);
  return <Alert>{firstBroken ? t('history.timeline.failed', { seq: firstBroken.seq }) : t('history.timeline.headFailed')}</Alert>;
}

function Step({ step, check }: { step: HistoryStep; check: ChainVerification['steps'][number] | undefined }) {
  const { t } = useTranslation();
  const recibo = typeof step.data.recibo === 'string' ? step.data.recibo : null;
  return (
    <li className="history-step" data-ok={check ? String(check.ok) : undefined}>
      <h3 className="history-step__title">
        {check && <span aria-hidden="true">{check.ok ? '✓ ' : '✗ '}</span>}
        {step.seq}. {step.titulo}
      </h3>
      <p className="history-step__meta">
        <time dateTime={step.at}>{formatDateTime(step.at)}</time>
        <span>{t('history.timeline.position', { position: step.position })}</span>
      </p>
      <p className="history-step__meta">
        <span>
          {t('history.timeline.hash')}:{' '}
          <code className="hash" title={step.hash}>
            {shortHash(step.hash)}
          </code>
        </span>
      </p>
      {check && (
        <p className="history-step__check" data-ok={String(check.ok)}>
          {check.ok
            ? t('history.timeline.stepOk')
            : `${t('history.timeline.stepFailed')}: ${check.problems.map((p) => t(`history.timeline.problems.${p}`)).join('; ')}`}
        </p>
      )}
      {recibo && (
        <p>
          <a href={recibo} download>
            {t('history.timeline.receipt')}
          </a>
        </p>
      )}
      <details>
        <summary>{t('history.timeline.data')}</summary>
        <pre>{JSON.stringify(step.data, null, 2)}</pre>
        <dl className="details">
          <dt>{t('history.timeline.prevHash')}</dt>
          <dd className="hash">{step.prevHash}</dd>
          <dt>{t('history.timeline.hash')}</dt>
          <dd className="hash">{step.hash}</dd>
        </dl>
      </details>
    </li>
  );
}

/** The giveaway's steps in log order, and "Verificar cadeia", which recomputes every hash here. */
export function HistoryTimeline({ history }: { history: GiveawayHistory }) {
  const { t } = useTranslation();
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const checks = verification.state === 'done' ? verification.result.steps : [];

  const verify = () => {
    setVerification({ state: 'running' });
    verifyHistoryChain(history, createWebDrawCrypto()).then(
      (result) => setVerification({ state: 'done', result }),
      (error: unknown) => setVerification({ state: 'error', detail: error instanceof Error ? error.message : String(error) }),
    );
  };

  if (history.steps.length === 0) return <p>{t('history.timeline.empty')}</p>;
  return (
    <div className="stack">
      <div className="history-actions">
        <Button variant="secondary" onClick={verify} loading={verification.state === 'running'}>
          {t('history.timeline.verify')}
        </Button>
      </div>
      <div aria-live="polite">
        <ChainSummary verification={verification} count={history.steps.length} />
      </div>
      <ol className="history-timeline" aria-label={t('history.timeline.title')}>
        {history.steps.map((step, i) => (
          <Step key={step.position} step={step} check={checks[i]} />
        ))}
      </ol>
    </div>
  );
}
