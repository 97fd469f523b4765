import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { CreatePageHandler, DeletePageHandler, UpdatePageHandler } from './application/page.handlers';
import { PageReader } from './application/page-reader';
import { PageSeeder } from './application/page-seeder';
import { AdminPagesController } from './http/admin-pages.controller';
import { AdminPagesBackupController } from './http/admin-pages-backup.controller';
import { PagesBackup } from './application/pages-backup';
import { BackupFileInterceptor } from '../../platform/backup-files/backup-file.interceptor';
import { PagesController } from './http/pages.controller';
import { pagesProjection } from './projections/pages.projection';

/** Content pages (issue 6): terms, privacy, help, written in Markdown by admins. */
@Module({
  imports: [CqrsModule],
  controllers: [PagesController, AdminPagesController, AdminPagesBackupController],
  providers: [CreatePageHandler, UpdatePageHandler, DeletePageHandler, PageReader, PageSeeder, PagesBackup, BackupFileInterceptor],
})
export class PagesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(pagesProjection);
  }
}
