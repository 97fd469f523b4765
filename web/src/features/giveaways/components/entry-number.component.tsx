import { useTranslation } from 'react-i18next';
import type { Entry } from '@sorteios/api-contract';
import { formatNumber } from '../../../lib/format-number';

/** The UUID's first eight hex digits, grouped: what to read out while the number is not known yet. */
export function shortEntryCode(id: string): string {
  const hex = id.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/**
 * "nº 42": the entry's place in the giveaway (the creator's list shows the same number),
 * instead of a UUID nobody can read out. The UUID stays one click away, for a receipt check.
 */
export function EntryNumber({ entry }: { entry: Pick<Entry, 'id' | 'numero'> }) {
  const { t } = useTranslation();
  const label = typeof entry.numero === 'number' ? t('participation.entryNumber.numero', { numero: formatNumber(entry.numero) }) : t('participation.entryNumber.code', { code: shortEntryCode(entry.id) });
  return (
    <>
      <strong className="entry-number">{label}</strong>
      <details className="entry-number__full">
        <summary>{t('participation.entryNumber.fullId')}</summary>
        <code className="hash">{entry.id}</code>
      </details>
    </>
  );
}
