import type { Giveaway } from '@sorteios/api-contract';
import './prize-list.css';

/** The upload module's resized copies (VARIANT_WIDTHS): miniatura 400 px wide, capa 1200 px. */
const MINIATURA_WIDTH = 400;
const CAPA_WIDTH = 1200;
/** The square the image fills (prize-list.css): 5rem on a phone, 8rem from 48rem up. */
const SIZES = '(min-width: 48rem) 8rem, 5rem';

type Prizes = Pick<Giveaway, 'premios' | 'premiosImagens' | 'premiosImagensVariantes'>;

/**
 * The prizes, each with its image or a placeholder of the same size, so the list keeps its
 * layout whichever prizes have one. The image is square (object-fit: cover) with its size in
 * the tag; its copies come in a srcset and it loads lazily, below the page's cover. It is
 * decorative for a screen reader, which reads the prize's name beside it once.
 */
export function PrizeList({ giveaway }: { giveaway: Prizes }) {
  const premios = giveaway.premios ?? [];
  return (
    <ul className="prize-list">
      {premios.map((nome, index) => {
        const original = giveaway.premiosImagens?.[index] ?? null;
        const variants = giveaway.premiosImagensVariantes?.[index] ?? null;
        return (
          <li key={index} className="prize-list__item">
            {original ? (
              <img
                className="prize-list__image"
                // The small copy: the box is at most 8rem wide; srcset lets a dense screen pick the large one.
                src={variants?.miniatura ?? original}
                srcSet={variants ? `${variants.miniatura} ${MINIATURA_WIDTH}w, ${variants.capa} ${CAPA_WIDTH}w` : undefined}
                sizes={variants ? SIZES : undefined}
                width={MINIATURA_WIDTH}
                height={MINIATURA_WIDTH}
                // The name is right beside it: repeating it as alt text makes a screen reader say it twice (axe's image-redundant-alt).
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              // Decorative: the name beside it says everything.
              <span className="prize-list__placeholder" aria-hidden="true">
                <GiftIcon />
              </span>
            )}
            <span className="prize-list__name">{nome}</span>
          </li>
        );
      })}
    </ul>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}
