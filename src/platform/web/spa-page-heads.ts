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
}

/**
 * A module's description of some of the SPA's pages: the server asks it for the head of a
 * page before answering its HTML. Null means there is no such thing (a removed giveaway):
 * the page is answered 404, with no tags.
 */
export interface SpaPageHeadSource {
  /** The path it describes, in route syntax ('/sorteio/:id'); the screens below it too ('/sorteio/:id/lista'). */
  pattern: string;
  head(params: string[], path: string): Promise<SpaPageHead | null>;
}

/**
 * The page heads modules add at init (platform/web knows no module): the giveaways' public
 * pages add theirs so a link shared to WhatsApp or X shows the title and the cover.
 */
@Injectable()
export class SpaPageHeads {
  private readonly sources: { source: SpaPageHeadSource; pattern: RegExp }[] = [];

  add(source: SpaPageHeadSource): void {
    this.sources.push({ source, pattern: compile(source.pattern, { prefix: true }) });
  }

  /** The head for this path: undefined when no source describes it, null when its source says the thing is gone. */
  async headFor(path: string): Promise<SpaPageHead | null | undefined> {
    for (const { source, pattern } of this.sources) {
      const match = pattern.exec(path);
      if (match) return source.head(match.slice(1), path);
    }
    return undefined;
  }
}
