import { Global, Module } from '@nestjs/common';
import { ChallengeController } from './challenge.controller';
import { ChallengeGuard } from './challenge.guard';
import { ChallengeService } from './challenge.service';

/** Global: the guard is used by modules' controllers (sign-up, sign-in, entries), which import nothing for it. */
@Global()
@Module({
  controllers: [ChallengeController],
  providers: [ChallengeService, ChallengeGuard],
  exports: [ChallengeService, ChallengeGuard],
})
export class ChallengeModule {}
