import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StreamExecutor } from '../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { Entitlements } from '../plans/plans.public';
import { UploadReader } from '../uploads/uploads.public';
import { ActiveSlots } from './application/change-giveaway/active-slots';
import { GiveawayCounts } from './application/read-counts/giveaway-counts';
import { AutoCloseScheduler } from './application/auto-close/auto-close.scheduler';
import { ChangeGiveawayHandler } from './application/change-giveaway/change-giveaway.handler';
import { CreateGiveawayHandler } from './application/create-giveaway/create-giveaway.handler';
import { GiveawayReader } from './application/get-giveaway/giveaway-reader';
import { GiveawayLists } from './application/list-giveaways/giveaway-lists';
import { TemplateReader } from './application/templates/template-reader';
import { DeleteTemplateHandler, SaveTemplateHandler } from './application/templates/template.handlers';
import { GiveawaysController } from './http/giveaways.controller';
import { MyGiveawaysController } from './http/my-giveaways.controller';
import { TemplatesController } from './http/templates.controller';
import { giveawaysProjection } from './projections/giveaways.projection';
import { templatesProjection } from './projections/templates.projection';
import { formLockReactor } from './reactors/form-lock.reactor';

@Module({
  imports: [CqrsModule],
  controllers: [GiveawaysController, MyGiveawaysController, TemplatesController],
  providers: [
    CreateGiveawayHandler,
    ChangeGiveawayHandler,
    SaveTemplateHandler,
    DeleteTemplateHandler,
    GiveawayReader,
    GiveawayLists,
    TemplateReader,
    AutoCloseScheduler,
    ActiveSlots,
    GiveawayCounts,
    // Accounts' public reader: the creator's public name beside each giveaway.
    AccountReader,
    // Plans' public reader: the creator's limits (issue 12), read through accounts' identities.
    Entitlements,
    AccountIdentities,
    // Uploads' public reader: a prize image must be an image its creator uploaded.
    UploadReader,
  ],
})
export class GiveawaysModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly executor: StreamExecutor,
  ) {}

  onModuleInit(): void {
    this.projections.register(giveawaysProjection, templatesProjection, formLockReactor(this.executor));
  }
}
