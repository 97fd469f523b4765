import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EntrantSet } from '../entries/entries.public';
import { UploadReader } from '../uploads/uploads.public';
import { GiveawayBackups } from './application/giveaway-backups';
import { RestoreGiveaways } from './application/restore-giveaways';
import { BackupsController } from './http/backups.controller';
import { BackupFileInterceptor } from '../../platform/backup-files/backup-file.interceptor';
import { creatorGiveawaysProjection } from './projections/creator-giveaways.projection';

/** Creators' backups (issue 16): download their giveaways as one file, restore one as new drafts. */
@Module({
  imports: [CqrsModule],
  controllers: [BackupsController],
  // UploadReader: a restored prize image must still be one of the person's uploads.
  providers: [GiveawayBackups, RestoreGiveaways, BackupFileInterceptor, EntrantSet, UploadReader],
})
export class BackupsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(creatorGiveawaysProjection);
  }
}
