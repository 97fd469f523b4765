import { Module, OnModuleInit } from '@nestjs/common';
import { SpaPageHeads } from '../../platform/web/spa-page-heads';
import { AccountReader } from '../accounts/accounts.public';
import { GiveawayCards } from '../giveaways/giveaways.public';
import { GiveawayPageHead } from './giveaway-page-head';

/**
 * What a shared link shows: the Open Graph and Twitter card tags the server puts in the HTML
 * of the public pages (platform/web serves it), read through the giveaways' public surface.
 */
@Module({
  providers: [GiveawayPageHead, GiveawayCards, AccountReader],
})
export class LinkPreviewsModule implements OnModuleInit {
  constructor(
    private readonly heads: SpaPageHeads,
    private readonly giveawayHead: GiveawayPageHead,
  ) {}

  onModuleInit(): void {
    this.heads.add(this.giveawayHead);
  }
}
