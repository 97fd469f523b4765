import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiRequest } from '../../../lib/api-client';
import { useHistoryQuery } from '../api/get-history.api';
import { logKeyOptionsFor } from '../api/log-keys.api';

/** GET /api/giveaways/:id/draw — the public receipt; the verification page reads the same query. */
export function drawReceiptQuery(id: string) {
  return {
    queryKey: ['giveaway', id, 'draw'] as const,
    queryFn: () => apiRequest<unknown>(`/api/giveaways/${encodeURIComponent(id)}/draw`),
    retry: false,
    staleTime: Infinity,
  };
}

/**
 * Recomputes the draw from its receipt in this browser and compares it with the giveaway's
 * public history (the close's commitment); the module loads only for drawn giveaways.
 */
async function verifyInBrowser(receipt: unknown, history: unknown): Promise<boolean> {
  const { createWebDrawCrypto, verifyReceipt } = await import('@sorteios/verifiable-draw');
  const result = await verifyReceipt(receipt, createWebDrawCrypto(), { ...(await logKeyOptionsFor(receipt)), commitment: history });
  return result.ok && result.commitmentChecked === true;
}

/**
 * "Verificado ✓" on a drawn giveaway, earned rather than printed: the seal appears once this
 * browser has redone the draw from the public receipt, and links to the page that shows each
 * check. A receipt that does not check out says so instead.
 */
export function VerifiedSeal({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  const receipt = useQuery(drawReceiptQuery(giveawayId));
  const history = useHistoryQuery(giveawayId);
  const verified = useQuery({
    queryKey: ['giveaway', giveawayId, 'draw', 'verified'],
    queryFn: () => verifyInBrowser(receipt.data, history.data),
    enabled: receipt.isSuccess && history.isSuccess,
    retry: false,
    staleTime: Infinity,
  });
  const to = `/sorteio/${giveawayId}/verificar`;

  // No receipt or history to hand (offline, say): no claim either way; the result keeps its plain link.
  if (receipt.isError || history.isError) return null;
  if (verified.isError || (verified.isSuccess && !verified.data)) {
    return (
      <Link className="seal seal--failed" to={to}>
        {t('giveaways.result.seal.failed')} <span className="visually-hidden">{t('giveaways.result.seal.failedHint')}</span>
      </Link>
    );
  }
  if (!verified.isSuccess) {
    return (
      <Link className="seal seal--checking" to={to}>
        {t('giveaways.result.seal.checking')}
      </Link>
    );
  }
  return (
    <Link className="seal seal--verified" to={to}>
      {t('giveaways.result.seal.verified')} <span className="visually-hidden">{t('giveaways.result.seal.verifiedHint')}</span>
    </Link>
  );
}
