import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveWinner } from '../api/live-draw.types';
import { useReducedMotion } from './use-reduced-motion';

/** Suspense before the first name, then one name at a time. */
export const FIRST_REVEAL_MS = 800;
export const NEXT_REVEAL_MS = 1600;

interface LiveWinnersProps {
  winners: LiveWinner[];
  /** Drawn while the page was open: reveal one by one (unless the visitor prefers less motion). */
  reveal: boolean;
  /** The winners shown so far, each time more appear, so the page announces them (keep it stable). */
  onShown: (shown: LiveWinner[], all: boolean) => void;
}

/** The winners in rank order, revealed one by one with an entrance animation (CSS). */
export function LiveWinners({ winners, reveal, onShown }: LiveWinnersProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const stepByStep = reveal && !reducedMotion;
  const [shown, setShown] = useState(stepByStep ? 0 : winners.length);
  const visible = stepByStep ? Math.min(shown, winners.length) : winners.length;

  useEffect(() => {
    if (!stepByStep || shown >= winners.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), shown === 0 ? FIRST_REVEAL_MS : NEXT_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [stepByStep, shown, winners.length]);

  useEffect(() => {
    // Not on every change of `winners`: a replacement is announced by the page on its own.
    if (visible > 0 && reveal) onShown(winners.slice(0, visible), !stepByStep);
  }, [visible, reveal, stepByStep, onShown]);

  return (
    <section aria-labelledby="live-winners" className="stack">
      <h2 id="live-winners">{t('live.winners.title')}</h2>
      {visible > 0 && (
        <ol className={`live-winners${reveal ? ' live-winners--animated' : ''}`} aria-label={t('live.winners.title')}>
          {winners.slice(0, visible).map((winner) => (
            <li key={`${winner.rank}-${winner.entryId}`} className="live-winner">
              <span className="live-winner__rank">{t('live.winners.place', { rank: winner.rank })}</span>
              <span className="live-winner__name">{winner.nome}</span>
            </li>
          ))}
        </ol>
      )}
      {visible < winners.length && (
        <p className="live__pending" aria-hidden="true">
          {t('live.winners.next')}
        </p>
      )}
    </section>
  );
}
