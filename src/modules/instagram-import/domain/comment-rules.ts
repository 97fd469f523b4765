/**
 * The rules a comment must meet to enter a giveaway (issue 15), the ones AppSorteos users ask
 * for: "comente e marque 2 amigos", one entry per profile, a required hashtag, accounts left
 * out, and never the creator's own account. Pure: the import job applies them page by page.
 */
export interface CommentRules {
  /** Distinct @mentions of other accounts the comment must have (0: none needed). */
  mencoesMinimas: number;
  /** One entry per Instagram profile, however many comments it wrote. */
  umaEntradaPorPerfil: boolean;
  /** A hashtag the comment must carry ("#sorteio" or "sorteio"): case and accents do not matter. */
  hashtag?: string | null;
  /** Instagram accounts whose comments never enter ("@loja" or "loja"). */
  excluir?: string[];
}

export interface RuleComment {
  text: string;
  from: { id: string; username: string };
}

/** Why a comment did not pass; the import reports how many comments each rule left out. */
export type RuleSkip = 'criador' | 'excluido' | 'mencoes' | 'hashtag' | 'perfil-repetido';

/**
 * Instagram usernames: letters, digits, periods and underscores, up to 30, never ending in a
 * period (a sentence's full stop after "@ana." is not part of the name). A mention starts
 * where no name or e-mail character precedes the @, so "ana@exemplo.com" mentions nobody.
 */
const MENTION = /(?<![\p{L}\p{N}._@])@([A-Za-z0-9._]{1,30})/gu;
/** A hashtag is letters (any script), digits and underscores after a #. */
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]+)/gu;

/** An @username as Instagram compares it: without the @, lower case. */
export const normalizedUsername = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

/**
 * Lower case and without accents: people type #promoção and #promocao for the same campaign,
 * and Instagram itself lists them apart, so the rule meets both rather than lose entries.
 */
export const normalizedHashtag = (tag: string) =>
  tag
    .trim()
    .replace(/^#/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** The distinct accounts a comment mentions, normalised. */
export function mentionsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    const name = m[1].replace(/\.+$/, '');
    if (name) found.add(name.toLowerCase());
  }
  return found;
}

/** The distinct hashtags of a comment, normalised. */
export function hashtagsIn(text: string): Set<string> {
  return new Set([...text.matchAll(HASHTAG)].map((m) => normalizedHashtag(m[1])));
}

/**
 * The rules for one import, with what they remember between pages: the profiles that already
 * made an entry in this import (for "one entry per profile"; the entry streams keep it across
 * imports). `ownerUsername` is the connected account that owns the post: the creator.
 */
export class CommentFilter {
  private readonly excluded: Set<string>;
  private readonly owner: string;
  private readonly hashtag: string | null;
  private readonly entered = new Set<string>();

  constructor(
    private readonly rules: CommentRules,
    ownerUsername: string,
  ) {
    this.owner = normalizedUsername(ownerUsername);
    this.excluded = new Set((rules.excluir ?? []).map(normalizedUsername).filter(Boolean));
    this.hashtag = rules.hashtag ? normalizedHashtag(rules.hashtag) || null : null;
  }

  /** Why this comment does not pass, or null when it does (and then counts as its profile's entry). */
  judge(comment: RuleComment): RuleSkip | null {
    const author = normalizedUsername(comment.from.username);
    if (author === this.owner) return 'criador';
    if (this.excluded.has(author)) return 'excluido';
    if (this.rules.mencoesMinimas > 0) {
      // Tagging yourself or the post's own account is not tagging a friend.
      const mentions = mentionsIn(comment.text);
      mentions.delete(author);
      mentions.delete(this.owner);
      if (mentions.size < this.rules.mencoesMinimas) return 'mencoes';
    }
    if (this.hashtag && !hashtagsIn(comment.text).has(this.hashtag)) return 'hashtag';
    if (this.rules.umaEntradaPorPerfil) {
      if (this.entered.has(comment.from.id)) return 'perfil-repetido';
      this.entered.add(comment.from.id);
    }
    return null;
  }

  /** A page's comments split into those that pass and the count left out by each rule. */
  apply<C extends RuleComment>(comments: C[]): { passam: C[]; ignorados: Partial<Record<RuleSkip, number>> } {
    const passam: C[] = [];
    const ignorados: Partial<Record<RuleSkip, number>> = {};
    for (const comment of comments) {
      const skip = this.judge(comment);
      if (skip) ignorados[skip] = (ignorados[skip] ?? 0) + 1;
      else passam.push(comment);
    }
    return { passam, ignorados };
  }
}
