import { Injectable } from '@nestjs/common';
import { compile } from './spa-route-patterns';

/** What a shared link shows (Open Graph, Twitter card) and the page's <title>. */
export interface SpaPageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the image, if the page has one. */
  imageUrl: string | null;
  /**
   * The page's main image as the screen will ask for it (the same srcset and sizes, so the
   * browser fetches one copy), fetched while the app's code downloads instead of after it.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /**
   * The API answer the screen asks first (a same-origin path), fetched with the HTML's other
   * downloads. Only for visitors without a session: the screen's request carries their token
   * otherwise, and its answer may differ from the anonymous one (the server leaves it out).
   */
  preloadApi?: string;
}

/**
 * A module's description of some of the SPA's pages: the server asks it for the head of a
 * page before answering its HTML. Null means there is no such thing (a removed giveaway):
 * the page is answered 404, with no tags.
 */
export interface SpaPageHeadSource {
  /** A path it describes, in route syntax ('/sorteio/:id'), and the screens below it too ('/sorteio/:id/lista'). */
  pattern?: string;
  /**
   * Screens it describes exactly, asked only when one of them is the screen react-router
   * renders for the path (the ranking of SpaRoutePatterns.best): '/:username' is asked for
   * '/maria', never for '/explorar', whose static screen wins.
   */
  patterns?: readonly string[];
  /** `params`: the pattern's params in order, percent-decoded. */
  head(params: string[], path: string): Promise<SpaPageHead | null>;
}

/**
 * The page heads modules add at init (platform/web knows no module): the giveaways' public
 * pages add theirs so a link shared to WhatsApp or X shows the title and the cover.
 */
@Injectable()
export class SpaPageHeads {
  private readonly prefixed: { source: SpaPageHeadSource; pattern: RegExp }[] = [];
  private readonly exact = new Map<string, { source: SpaPageHeadSource; pattern: RegExp }>();

  add(source: SpaPageHeadSource): void {
    if (source.pattern) this.prefixed.push({ source, pattern: compile(source.pattern, { prefix: true }) });
    for (const pattern of source.patterns ?? []) {
      if (this.exact.has(pattern)) throw new Error(`Two page heads describe ${pattern}.`);
      this.exact.set(pattern, { source, pattern: compile(pattern, { capture: true }) });
    }
  }

  /**
   * The head for this path, whose winning screen is `winner` (null when the route list is
   * unknown: then only the prefixes are asked). Undefined when no source describes it, null
   * when its source says the thing is not there (the page is then a 404).
   */
  async headFor(path: string, winner: string | null): Promise<SpaPageHead | null | undefined> {
    const exact = winner === null ? undefined : this.exact.get(winner);
    const exactMatch = exact?.pattern.exec(path);
    if (exact && exactMatch) return exact.source.head(paramsOf(exactMatch), path);
    for (const { source, pattern } of this.prefixed) {
      const match = pattern.exec(path);
      if (match) return source.head(paramsOf(match), path);
    }
    return undefined;
  }
}

/** The captured params; an absent optional one is ''. */
const paramsOf = (match: RegExpExecArray) => match.slice(1).map((param) => param ?? '');
