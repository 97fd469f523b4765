import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/giveaways/:id/draw — the public receipt; the verification page reads the same query. */
export function drawReceiptQuery(id: string) {
  return {
    queryKey: ['giveaway', id, 'draw'] as const,
    queryFn: () => apiRequest<unknown>(`/api/giveaways/${encodeURIComponent(id)}/draw`),
    retry: false,
    staleTime: Infinity,
  };
}

/** Recomputes the draw from its receipt in this browser; the module loads only for drawn giveaways. */
async function verifyInBrowser(receipt: unknown): Promise<boolean> {
  const { createWebDrawCrypto, verifyReceipt } = await import('@sorteios/verifiable-draw');
  return (await verifyReceipt(receipt, createWebDrawCrypto())).ok;
}

/**
 * "Verificado ✓" on a drawn giveaway, earned rather than printed: the seal appears once this
 * browser has redone the draw from the public receipt, and links to the page that shows each
 * check. A receipt that does not check out says so instead.
 */
export function VerifiedSeal({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  const receipt = useQuery(drawReceiptQuery(giveawayId));
  const verified = useQuery({
    queryKey: ['giveaway', giveawayId, 'draw', 'verified'],
    queryFn: () => verifyInBrowser(receipt.data),
    enabled: receipt.isSuccess,
    retry: false,
    staleTime: Infinity,
  });
  const to = `/sorteio/${giveawayId}/verificar`;

  // No receipt to hand (offline, say): no claim either way; the result keeps its plain link.
  if (receipt.isError) return null;
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
