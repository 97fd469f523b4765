import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountReader } from '../accounts/accounts.public';
import { ChangeFollowHandler } from './application/change-follow/change-follow.handler';
import { FollowReader } from './application/read-follows/follow-reader';
import { ProfileReader } from './application/read-profiles/profile-reader';
import { UsersController } from './http/users.controller';
import { followGraphProjection } from './projections/follow-graph.projection';

/** Public profiles and following (issue 5). */
@Module({
  imports: [CqrsModule],
  controllers: [UsersController],
  providers: [ChangeFollowHandler, ProfileReader, FollowReader, AccountReader],
})
export class SocialModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(followGraphProjection);
  }
}
