import { Injectable } from '@nestjs/common';
import type { SpaPageHead, SpaPageHeadSource } from '../../platform/web/spa-page-heads';
import { GiveawayPageHead } from './giveaway-page-head';
import { USERNAME_PATTERN } from './profile-page-head';

/**
 * The head of a giveaway reached under a name (/:username/:sorteioId and its participation
 * screen), where that screen wins the path: the giveaway's own head (its canonical address is
 * /sorteio/:id). It agrees with the SPA, which reads the giveaway by id and, when the name is
 * not its creator's (someone else's, or an old one: usernames change), moves to the creator's
 * own address: so a well-formed name with a public giveaway is a page (200), even an old
 * name on a link shared before a rename. A malformed name, or a giveaway nobody may see, is
 * no page (404), as the SPA's route loader and giveaway page say.
 */
@Injectable()
export class UserGiveawayPageHead implements SpaPageHeadSource {
  readonly patterns = ['/:username/:sorteioId', '/:username/:sorteioId/participar'];

  constructor(private readonly giveaway: GiveawayPageHead) {}

  async head([username, sorteioId]: string[], path: string): Promise<SpaPageHead | null> {
    if (!USERNAME_PATTERN.test(username)) return null;
    return this.giveaway.head([sorteioId], path);
  }
}
