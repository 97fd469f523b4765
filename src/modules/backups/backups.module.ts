import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EntrantSet } from '../entries/entries.public';
import { GiveawayBackups } from './application/giveaway-backups';
import { RestoreGiveaways } from './application/restore-giveaways';
import { BackupsController } from './http/backups.controller';
import { BackupFileInterceptor } from '../../platform/backup-files/backup-file.interceptor';
import { creatorGiveawaysProjection } from './projections/creator-giveaways.projection';

/** Creators' backups (issue 16): download their giveaways as one file, restore one as new drafts. */
@Module({
  imports: [CqrsModule],
  controllers: [BackupsController],
  providers: [GiveawayBackups, RestoreGiveaways, BackupFileInterceptor, EntrantSet],
})
export class BackupsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(creatorGiveawaysProjection);
  }
}
