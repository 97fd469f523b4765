import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/giveaway-types';
import type { LiveCommitment as Commitment } from '../api/live-draw.types';

/** 64 hex characters do not fit a phone: the start and the end identify a hash well enough. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

/** The moment of the close and what it committed to, before anyone knows the winners. */
export function LiveCommitment({ closedAt, commitment }: { closedAt: string; commitment: Commitment | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-commitment" className="stack live__panel">
      <h2 id="live-commitment">{t('live.commitment.title')}</h2>
      <dl className="details">
        <dt>{t('live.commitment.closedAt')}</dt>
        <dd>
          <time dateTime={closedAt}>{formatDateTime(closedAt)}</time>
        </dd>
        {commitment && (
          <>
            <dt>{t('live.commitment.entrants')}</dt>
            <dd>{commitment.entrantCount.toLocaleString('pt-BR')}</dd>
            <dt>{t('live.commitment.root')}</dt>
            <dd>
              <code title={commitment.merkleRoot}>{shortHash(commitment.merkleRoot)}</code>
            </dd>
            <dt>{t('live.commitment.seed')}</dt>
            <dd>
              <code title={commitment.seedCommitment}>{shortHash(commitment.seedCommitment)}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="live__note">{t(commitment ? 'live.commitment.note' : 'live.commitment.pending')}</p>
    </section>
  );
}
