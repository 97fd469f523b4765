import type { EntryReceipt } from '@sorteios/api-contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/giveaway-types';
import { useCheckEntryReceipt } from '../api/check-entry-receipt.api';

/** Offers the receipt as a file named after the entry, so it can be kept and checked later (CLI or this page). */
function download(receipt: EntryReceipt): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(receipt, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `recibo-inscricao-${receipt.entryId}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The entry's signed receipt (algorithm version 2): what it says, a download, and the check
 * against the giveaway's current or final tree, in the browser.
 */
export function EntryReceiptPanel({ receipt, closed }: { receipt: EntryReceipt; closed: boolean }) {
  const { t } = useTranslation();
  const check = useCheckEntryReceipt();
  const failed = check.data?.result.checks.filter((c) => !c.ok) ?? [];
  return (
    <section className="stack" aria-labelledby="entry-receipt-title">
      <h2 id="entry-receipt-title">{t('entryReceipt.title')}</h2>
      <p>{t('entryReceipt.intro')}</p>
      <dl className="details">
        <dt>{t('entryReceipt.position')}</dt>
        <dd>{receipt.index}</dd>
        <dt>{t('entryReceipt.treeSize')}</dt>
        <dd>{receipt.treeSize}</dd>
        <dt>{t('entryReceipt.signedAt')}</dt>
        <dd>
          <time dateTime={receipt.time}>{formatDateTime(receipt.time)}</time>
        </dd>
        <dt>{t('entryReceipt.keyId')}</dt>
        <dd>
          <code>{receipt.keyId}</code>
        </dd>
      </dl>
      <p className="hero__actions">
        <Button variant="secondary" onClick={() => download(receipt)}>
          {t('entryReceipt.download')}
        </Button>
        <Button variant="secondary" loading={check.isPending} onClick={() => check.mutate(receipt)}>
          {closed ? t('entryReceipt.checkFinal') : t('entryReceipt.check')}
        </Button>
      </p>
      <div aria-live="polite">
        {check.isPending && <p>{t('entryReceipt.checking')}</p>}
        {check.error && <Alert tone="error">{t('entryReceipt.unavailable', { message: errorMessage(check.error) })}</Alert>}
        {check.data && failed.length === 0 && (
          <Alert tone="success">
            {t('entryReceipt.ok', { index: receipt.index, size: check.data.treeSize, which: check.data.final ? t('entryReceipt.okFinal') : t('entryReceipt.okCurrent') })}
          </Alert>
        )}
        {check.data && failed.length > 0 && (
          <Alert tone="error">
            {t('entryReceipt.failed')}
            <ul>
              {failed.map((c) => (
                <li key={c.id}>
                  {c.name}: {c.detail}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      <p className="card__intro">{t('entryReceipt.cli', { origin: window.location.origin })}</p>
    </section>
  );
}
