import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { SpaPageHead, SpaPageHeadSource } from '../../platform/web/spa-page-heads';
import { GiveawayCards, PUBLIC_STATUSES, type GiveawayCard } from '../giveaways/giveaways.public';
import { absoluteUrl } from './absolute-url';

const SAO_PAULO = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long', timeStyle: 'short' });
const MAX_DESCRIPTION = 200;
/**
 * How the giveaway page shows its cover (web/src/features/giveaways/components/giveaway-details
 * and cover-image): the upload variants' widths and the column's sizes. Kept equal to the
 * screen's so the preloaded copy is the one it uses.
 */
const COVER_SIZES = '(min-width: 72rem) 68rem, 100vw';
const VARIANT_WIDTHS = { miniatura: 400, capa: 1200 } as const;

/** "Prêmios: … · Sorteio em …", as a preview card shows it under the title. */
export function describeGiveaway(card: Pick<GiveawayCard, 'premios' | 'dataSorteio' | 'status'>): string {
  const when = SAO_PAULO.format(new Date(card.dataSorteio));
  const date = card.status === 'Realizado' ? `Sorteio realizado em ${when}` : `Sorteio em ${when} (horário de Brasília)`;
  const prizes = card.premios.filter((p) => p.trim() !== '');
  const text = prizes.length > 0 ? `Prêmios: ${prizes.join(', ')} · ${date}` : date;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

/**
 * The head of a giveaway's public pages (/sorteio/:id and the screens below it): its title,
 * prizes and date, and its cover (the 1,200 px variant the uploads made, else the original), so
 * a link shared to WhatsApp, Telegram, X or Facebook shows them. A giveaway nobody may see (a
 * draft, a cancelled or removed one, no such id) has no head: the page is answered 404.
 */
@Injectable()
export class GiveawayPageHead implements SpaPageHeadSource {
  readonly pattern = '/sorteio/:id';

  constructor(
    private readonly cards: GiveawayCards,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async head([id]: string[], path: string): Promise<SpaPageHead | null> {
    const card = (await this.cards.byId([id])).get(id);
    if (!card || !PUBLIC_STATUSES.includes(card.status)) return null;
    const image = card.imagens?.capa ?? card.imagemUrl;
    return {
      title: `${card.titulo} — Sorteios`,
      description: describeGiveaway(card),
      url: `${this.config.publicUrl}/sorteio/${encodeURIComponent(card.id)}`,
      imageUrl: image ? absoluteUrl(this.config.publicUrl, image) : null,
      // What the giveaway's own screen asks first (web/src/features/giveaways/api/get-giveaway.api.ts);
      // the screens below it ask other things first.
      ...(path.split('/').filter(Boolean).length === 2 ? { preloadApi: `/api/giveaways/${encodeURIComponent(card.id)}` } : {}),
      ...(card.imagens
        ? { preloadImage: { href: card.imagens.capa, srcset: `${card.imagens.miniatura} ${VARIANT_WIDTHS.miniatura}w, ${card.imagens.capa} ${VARIANT_WIDTHS.capa}w`, sizes: COVER_SIZES } }
        : card.imagemUrl
          ? { preloadImage: { href: card.imagemUrl } }
          : {}),
    };
  }
}
