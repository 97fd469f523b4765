import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/giveaway-types';
import { relativeToNow } from '../../../lib/time-until';

/** Drawing this long before the announced date still gets a warning; a few minutes early is a punctual creator. */
const TOLERANCE_MS = 60 * 60 * 1000;

/**
 * Followers wait for the announced date: a draw weeks before it (allowed, entries are already
 * closed) is said out loud before the creator confirms it.
 */
export function EarlyDrawWarning({ dataSorteio, now = new Date() }: { dataSorteio: string; now?: Date }) {
  const { t } = useTranslation();
  if (new Date(dataSorteio).getTime() - now.getTime() <= TOLERANCE_MS) return null;
  return (
    <p className="alert alert--info">
      {t('creator.draw.early', { data: formatDateTime(dataSorteio), quando: relativeToNow(dataSorteio, now) })}
    </p>
  );
}
