import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeUntil } from '../../../lib/time-until';

const DAY_MS = 86_400_000;

/** How long until the next visible change: each second in the last day, each minute before. */
function nextTickMs(msLeft: number): number {
  if (msLeft <= 0) return -1;
  return msLeft > DAY_MS ? (msLeft % 60_000) + 1 : (msLeft % 1000) + 1;
}

/**
 * (The units take "1 dia" / "0 dias" by hand: pt-BR's plural rules would say "0 dia".)
 *
 * The time left until the draw, in pt-BR: days, hours and minutes, and seconds on the last
 * day. It is a timer (role="timer", not live), so a screen reader reads it when asked and
 * is never interrupted by every tick.
 */
export function Countdown({ dataSorteio }: { dataSorteio: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = timeUntil(dataSorteio, new Date(now));

  useEffect(() => {
    const wait = nextTickMs(left.totalMs);
    if (wait < 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [now, left.totalMs]);

  if (left.totalMs <= 0) {
    return (
      <p className="countdown countdown--due">
        {t('giveaways.countdown.due')}
      </p>
    );
  }

  const parts: Array<[string, number]> =
    left.totalMs > DAY_MS
      ? [
          ['days', left.days],
          ['hours', left.hours],
          ['minutes', left.minutes],
        ]
      : [
          ['hours', left.hours],
          ['minutes', left.minutes],
          ['seconds', left.seconds],
        ];
  return (
    <section className="countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="countdown__title">
        {t('giveaways.countdown.title')}
      </h2>
      <p className="countdown__clock" role="timer" aria-live="off" aria-atomic="true">
        {parts.map(([unit, value], index) => (
          <span key={unit} className="countdown__part">
            {index > 0 && ' '}
            <span className="countdown__value">{value}</span> <span className="countdown__unit">{t(`giveaways.countdown.${unit}_${value === 1 ? 'one' : 'other'}`)}</span>
          </span>
        ))}
      </p>
    </section>
  );
}
