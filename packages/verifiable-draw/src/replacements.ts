import { check, type VerificationCheck } from './receipt-binding';
import type { Receipt } from './receipt';

/**
 * How many replacements a draw allows: the receipt's `maxSubstituicoes`, fixed in the draw
 * request before anyone knew the result, or one per winner when the receipt predates it.
 */
export const replacementLimit = (receipt: { maxSubstituicoes?: number; winners: readonly unknown[] }) => receipt.maxSubstituicoes ?? receipt.winners.length;

const quoted = (motivo: string) => `“${motivo}”`;

/**
 * Every replacement calls in the next unused alternate in rank order (the k-th replacement
 * takes the k-th alternate), replaces a current winner (an original one or an earlier
 * replacement), comes after the draw and the replacement before it in the log, and there are
 * no more of them than the draw allowed. Otherwise a creator could swap winners until the one
 * they wanted came up (one winner, four alternates: four swaps make the last-ranked win).
 */
export function replacementsCheck(receipt: Receipt): VerificationCheck {
  const name = 'Substituições de ganhadores seguem a ordem dos suplentes e o limite do sorteio';
  const replacements = receipt.substituicoes ?? [];
  const limit = replacementLimit(receipt);
  const slots = receipt.winners.map((w) => w.entryId);
  let last = receipt.drawPosition ?? -1;
  const lines: string[] = [];
  for (const [k, s] of replacements.entries()) {
    const nth = `${k + 1}ª substituição`;
    const next = receipt.alternates[k];
    if (!next) return check('replacements', name, false, `${nth}: não há ${k + 1}º suplente no recibo`);
    if (s.byEntryId !== next.entryId || (s.byRank !== undefined && s.byRank !== next.rank)) {
      return check('replacements', name, false, `${nth}: deveria chamar o próximo suplente, ${next.rank}º (${next.entryId}), e chamou ${s.byEntryId}`);
    }
    const slot = slots.indexOf(s.replacedEntryId);
    if (slot < 0) return check('replacements', name, false, `${nth}: ${s.replacedEntryId} não era ganhador nesse momento`);
    if (s.winnerRank !== undefined && s.winnerRank !== slot + 1) return check('replacements', name, false, `${nth}: ${s.replacedEntryId} ocupava o ${slot + 1}º lugar, não o ${s.winnerRank}º`);
    if (!(s.position > last)) return check('replacements', name, false, `${nth}: a posição ${s.position} no log deveria vir depois de ${last}`);
    slots[slot] = s.byEntryId;
    last = s.position;
    lines.push(`${slot + 1}º lugar: ${s.replacedEntryId} → ${next.rank}º ${s.byEntryId} (${quoted(s.motivo)})`);
  }
  if (replacements.length > limit) {
    return check('replacements', name, false, `${replacements.length} substituições, acima do máximo de ${limit} deste sorteio: ${lines.join('; ')}`);
  }
  if (replacements.length === 0) return check('replacements', name, true, `nenhuma substituição (máximo ${limit})`);
  return check('replacements', name, true, `${replacements.length} de no máximo ${limit}: ${lines.join('; ')}`);
}
