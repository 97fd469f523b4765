import type { GiveawayCard } from '@sorteios/api-contract';

/** The upload module's resized copies (VARIANT_WIDTHS): miniatura 400 px wide, capa 1200 px. */
const MINIATURA_WIDTH = 400;
const CAPA_WIDTH = 1200;

interface CoverImageProps {
  giveaway: Pick<GiveawayCard, 'imagemUrl' | 'imagens'>;
  alt: string;
  className: string;
  /** The CSS width the image takes at each viewport, so the browser picks the smallest copy that fills it. */
  sizes: string;
  /** The page's main image: fetched first, never lazily. Everything else waits until it scrolls near. */
  priority?: boolean;
  /** Which copy an old browser without srcset gets. */
  fallback: 'miniatura' | 'capa';
}

/**
 * A giveaway's cover at 16:9 with its size written in the tag (width/height, and the CSS
 * aspect-ratio) so the page never shifts as it arrives. The variants are WebP copies of the
 * original; before they exist (or for an outside URL) the original is shown alone.
 */
export function CoverImage({ giveaway, alt, className, sizes, priority = false, fallback }: CoverImageProps) {
  const variants = giveaway.imagens;
  const src = variants?.[fallback] ?? giveaway.imagemUrl;
  if (!src) return null;
  const width = fallback === 'capa' ? CAPA_WIDTH : MINIATURA_WIDTH;
  return (
    <img
      className={className}
      src={src}
      srcSet={variants ? `${variants.miniatura} ${MINIATURA_WIDTH}w, ${variants.capa} ${CAPA_WIDTH}w` : undefined}
      sizes={variants ? sizes : undefined}
      width={width}
      height={(width * 9) / 16}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
    />
  );
}
