import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/giveaway-types';
import { drawReceiptQuery } from './verified-seal.component';

interface ReceiptReplacements {
  winners: unknown[];
  maxSubstituicoes?: number;
  substituicoes?: { winnerRank?: number; byRank?: number; byEntryId: string; motivo: string; position: number; at: string }[];
}

const isReceipt = (value: unknown): value is ReceiptReplacements =>
  typeof value === 'object' && value !== null && Array.isArray((value as ReceiptReplacements).winners);

/**
 * How many winners were replaced after the draw, out of how many the draw allowed, and why:
 * read from the public receipt (the same query as the seal), whose verifier checks each
 * replacement took the next alternate. Nothing shows until the receipt is here.
 */
export function ReplacementsSummary({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  const receipt = useQuery(drawReceiptQuery(giveawayId));
  if (!isReceipt(receipt.data)) return null;
  const replacements = receipt.data.substituicoes ?? [];
  // Receipts drawn before the cap existed allow one replacement per winner (docs/verifiable-draws.md § 7).
  const max = receipt.data.maxSubstituicoes ?? receipt.data.winners.length;
  return (
    <section aria-labelledby="giveaway-replacements" className="stack">
      <h3 id="giveaway-replacements">{t('giveaways.result.replacements.title')}</h3>
      {replacements.length === 0 ? (
        <p>{t('giveaways.result.replacements.none', { max })}</p>
      ) : (
        <>
          <p>{t('giveaways.result.replacements.count', { count: replacements.length, max })}</p>
          <ol>
            {replacements.map((r) => (
              <li key={r.position}>
                {t('giveaways.result.replacements.item', { winnerRank: r.winnerRank ?? '?', byRank: r.byRank ?? '?', date: formatDateTime(r.at), motivo: r.motivo })}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
