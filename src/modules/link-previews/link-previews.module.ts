import { Module, OnModuleInit } from '@nestjs/common';
import { SpaPageHeads } from '../../platform/web/spa-page-heads';
import { AccountReader } from '../accounts/accounts.public';
import { GiveawayCards } from '../giveaways/giveaways.public';
import { GiveawayPageHead } from './giveaway-page-head';
import { ProfilePageHead } from './profile-page-head';
import { UserGiveawayPageHead } from './user-giveaway-page-head';

/**
 * What a shared link shows: the Open Graph and Twitter card tags the server puts in the HTML
 * of the public pages (platform/web serves it), read through the giveaways' and accounts'
 * public surfaces. A profile or giveaway that is not there makes its page a 404.
 */
@Module({
  providers: [GiveawayPageHead, ProfilePageHead, UserGiveawayPageHead, GiveawayCards, AccountReader],
})
export class LinkPreviewsModule implements OnModuleInit {
  constructor(
    private readonly heads: SpaPageHeads,
    private readonly giveawayHead: GiveawayPageHead,
    private readonly profileHead: ProfilePageHead,
    private readonly userGiveawayHead: UserGiveawayPageHead,
  ) {}

  onModuleInit(): void {
    this.heads.add(this.giveawayHead);
    this.heads.add(this.profileHead);
    this.heads.add(this.userGiveawayHead);
  }
}
