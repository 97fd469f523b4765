import { DomainError } from '../../../platform/ddd/domain-error';
import { saoPauloDay } from '../../../platform/time/sao-paulo-day';

/** The longest range a series may ask for: one year, a leap day included. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;


const shift = (dia: string, days: number) => new Date(Date.parse(`${dia}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day from `de` to `ate`, inclusive. */
export function daysOf(de: string, ate: string): string[] {
  const days: string[] = [];
  for (let dia = de; dia <= ate; dia = shift(dia, 1)) days.push(dia);
  return days;
}

/**
 * `de`/`ate` as asked (inclusive days), defaulting to the last 30 days up to today. Refused
 * in pt-BR when `de` is after `ate` or the range passes MAX_RANGE_DAYS.
 */
export function insightRange(query: { de?: string; ate?: string }, now: Date): { de: string; ate: string } {
  const ate = query.ate ?? saoPauloDay(now);
  const de = query.de ?? shift(ate, -(DEFAULT_RANGE_DAYS - 1));
  if (de > ate) throw new DomainError('VALIDATION_FAILED', 'A data inicial deve ser anterior ou igual à data final.', { fields: { de: ['A data inicial deve ser anterior ou igual à data final.'] } });
  if (daysOf(de, ate).length > MAX_RANGE_DAYS) {
    throw new DomainError('VALIDATION_FAILED', `O período pode ter no máximo ${MAX_RANGE_DAYS} dias.`, { fields: { de: [`O período pode ter no máximo ${MAX_RANGE_DAYS} dias.`] } });
  }
  return { de, ate };
}

/** inscricoes / visitantes, 0 when nobody visited (rounded to 4 places: 0.125 is 12,5%). */
export const conversionOf = (inscricoes: number, visitantes: number) => (visitantes === 0 ? 0 : Math.round((inscricoes / visitantes) * 10_000) / 10_000);
