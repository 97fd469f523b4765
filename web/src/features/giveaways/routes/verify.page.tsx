import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { JsonFileInput } from '../../../components/ui/json-file-input.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
// Browser-safe half of the verifiable draw, shared with the API and the CLI: the page
// recomputes the draw with the very code the server used, never trusting the server's word.
import { createWebDrawCrypto, type VerificationResult, verifyReceipt } from '@sorteios/verifiable-draw';
import { useHistoryQuery } from '../api/get-history.api';
import { logKeyOptionsFor } from '../api/log-keys.api';
import { type KeptCommitment, KeptCommitmentField } from '../components/kept-commitment-field.component';
import '../components/giveaway.styles.css';
import type { giveawayParamsLoader } from './giveaway-params.loader';

/** GET /api/giveaways/:id/draw — public; 404 DRAW_NOT_FOUND until the draw happens. */
function getReceipt(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/giveaways/${encodeURIComponent(id)}/draw`);
}

/**
 * What the receipt is compared with: a commitment the person kept since the close, or this
 * giveaway's public history read now (its DrawCommitted step is the close's commitment), or
 * nothing, with the reason shown. Without it "verified" would only mean "coherent with itself",
 * which a draw re-rolled after the close also is.
 */
type Binding = { commitment: unknown; note: string } | { none: string };

function VerificationReport({ receipt, binding }: { receipt: unknown; binding: Binding }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<VerificationResult | null>(null);
  const commitment = 'commitment' in binding ? binding.commitment : undefined;

  useEffect(() => {
    let current = true;
    setResult(null);
    // A version-2 receipt's sealed head is checked with this server's log key (GET /api/log-key).
    logKeyOptionsFor(receipt)
      .then((keys) => verifyReceipt(receipt, createWebDrawCrypto(), { ...keys, ...(commitment === undefined ? {} : { commitment }) }))
      .then((value) => current && setResult(value))
      .catch((error: unknown) =>
        // A receipt can be shaped right and still break the arithmetic (bad hex): that is a failure, not a crash.
        current && setResult({ ok: false, checks: [{ id: 'error', name: t('giveaways.verify.failed'), ok: false, detail: String(error) }] }),
      );
    return () => {
      current = false;
    };
  }, [receipt, commitment, t]);

  const bound = result?.commitmentChecked === true;
  const guaranteeText = typeof receipt === 'object' && receipt !== null ? (receipt as { guaranteeText?: unknown }).guaranteeText : undefined;
  return (
    <section className="stack" aria-labelledby="verify-checks">
      <div aria-live="polite">
        {!result && <Spinner label={t('giveaways.verify.verifying')} />}
        {result && !result.ok && <Alert tone="error">{t('giveaways.verify.failed')}</Alert>}
        {result?.ok && bound && <Alert tone="success">{t('giveaways.verify.passed')}</Alert>}
        {result?.ok && !bound && <Alert tone="info">{t('giveaways.verify.receiptOnly')}</Alert>}
      </div>
      {result && <p>{'none' in binding ? binding.none : binding.note}</p>}
      {result && (
        <>
          <h2 id="verify-checks">{t('giveaways.verify.checks')}</h2>
          <ul role="list" className="verify-checks" aria-labelledby="verify-checks">
            {result.checks.map((check) => (
              <li key={check.id} data-ok={check.ok}>
                <span aria-hidden="true">{check.ok ? '✓' : '✗'}</span>{' '}
                <strong>{check.name}</strong> <span className="visually-hidden">({t(check.ok ? 'giveaways.verify.ok' : 'giveaways.verify.notOk')})</span>
                <div className="verify-checks__detail">{check.detail}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {typeof guaranteeText === 'string' && (
        <>
          <h2>{t('giveaways.verify.guarantee')}</h2>
          <p>{guaranteeText}</p>
        </>
      )}
    </section>
  );
}

/** Paste or upload any receipt, so the page checks receipts from anywhere, not only ours. */
function OwnReceiptForm({ onReceipt, onInvalid }: { onReceipt: (receipt: unknown) => void; onInvalid: () => void }) {
  const { t } = useTranslation();
  const pasteId = useId();
  const [text, setText] = useState('');

  const accept = (raw: string) => {
    try {
      onReceipt(JSON.parse(raw) as unknown);
    } catch {
      onInvalid();
    }
  };

  return (
    <section className="stack" aria-labelledby="verify-other">
      <h2 id="verify-other">{t('giveaways.verify.otherTitle')}</h2>
      <p>{t('giveaways.verify.otherIntro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={pasteId}>
          {t('giveaways.verify.paste')}
        </label>
        <textarea id={pasteId} className="field__input" rows={6} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="button-row">
        <Button variant="secondary" disabled={text.trim() === ''} onClick={() => accept(text)}>
          {t('giveaways.verify.pasteSubmit')}
        </Button>
      </div>
      <JsonFileInput label={t('giveaways.verify.file')} onText={accept} onUnreadable={onInvalid} />
    </section>
  );
}

/** /sorteio/:id/verificar — recomputes the published draw (or any receipt given) in the browser. */
export function VerifyPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof giveawayParamsLoader>();
  usePageTitle(t('giveaways.verify.title'));
  const published = useQuery({ queryKey: ['giveaway', id, 'draw'], queryFn: () => getReceipt(id), retry: false });
  const history = useHistoryQuery(id);
  const [kept, setKept] = useState<KeptCommitment | null>(null);
  const historyBinding: Binding | null = history.isPending
    ? null
    : history.isError
      ? { none: t('giveaways.verify.noHistory', { message: errorMessage(history.error) }) }
      : { commitment: history.data, note: t('giveaways.verify.boundToHistory') };
  const bindingFor = (receipt: unknown): Binding | null => {
    // A kept commitment is the stronger comparison; one of another giveaway fails its check.
    if (kept) return { commitment: kept.value, note: t('giveaways.verify.boundToKept', { name: kept.name }) };
    // A receipt of another giveaway cannot be compared with this one's history.
    const giveawayId = typeof receipt === 'object' && receipt !== null ? (receipt as { giveawayId?: unknown }).giveawayId : undefined;
    return typeof giveawayId === 'string' && giveawayId !== id ? { none: t('giveaways.verify.otherGiveaway', { id: giveawayId }) } : historyBinding;
  };
  const report = (receipt: unknown) => {
    const binding = bindingFor(receipt);
    return binding ? <VerificationReport receipt={receipt} binding={binding} /> : <Spinner label={t('giveaways.verify.loadingCommitment')} />;
  };
  const [own, setOwn] = useState<{ receipt: unknown } | null>(null);
  const [invalid, setInvalid] = useState(false);

  let body;
  if (own) {
    body = (
      <>
        <p>{t('giveaways.verify.sourceOwn')}</p>
        {report(own.receipt)}
      </>
    );
  } else if (published.isPending) {
    body = <Spinner label={t('giveaways.verify.loading')} />;
  } else if (published.isError) {
    body = <Alert tone="info">{errorMessage(published.error)}</Alert>;
  } else {
    body = (
      <>
        <p>{t('giveaways.verify.sourceApi', { id })}</p>
        {report(published.data)}
      </>
    );
  }

  return (
    <article className="stack giveaway" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('giveaways.verify.title')}</h1>
      <p>{t('giveaways.verify.intro')}</p>
      {invalid && <Alert>{t('giveaways.verify.invalidJson')}</Alert>}
      {body}
      {own && (
        <div className="button-row">
          <Button variant="secondary" onClick={() => setOwn(null)}>
            {t('giveaways.verify.useOurs')}
          </Button>
        </div>
      )}
      <KeptCommitmentField giveawayId={id} kept={kept} onKept={setKept} />
      <OwnReceiptForm
        onReceipt={(receipt) => {
          setInvalid(false);
          setOwn({ receipt });
        }}
        onInvalid={() => setInvalid(true)}
      />
      <Link to={`/sorteio/${id}`}>{t('giveaways.verify.back')}</Link>
    </article>
  );
}
