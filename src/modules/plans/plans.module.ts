import { Module } from '@nestjs/common';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { GiveawayCounts } from '../giveaways/giveaways.public';
import { PlanReader } from './application/plan-reader';
import { MyPlanController } from './http/my-plan.controller';
import { PlansController } from './http/plans.controller';

/**
 * The plans, Grátis and Pro (issue 12): served as data and, per person, with their usage.
 * Nothing is enforced yet and nothing is billed (docs/billing.md).
 */
@Module({
  controllers: [PlansController, MyPlanController],
  providers: [
    PlanReader,
    // Accounts' public readers (the Pro flag; AccountIdentities reads through AccountReader)
    // and giveaways' count of a creator's active giveaways.
    AccountIdentities,
    AccountReader,
    GiveawayCounts,
  ],
})
export class PlansModule {}
