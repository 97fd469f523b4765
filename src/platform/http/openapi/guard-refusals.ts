import { AdminGuard } from '../../auth/admin.guard';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../../auth/jwt-auth.guard';
import { ChallengeGuard } from '../../challenge/challenge.guard';
import { SameOriginGuard } from '../same-origin.guard';
import { RefusesWith } from './api-errors';

/*
 * What the platform's guards answer when they refuse, read by route-errors.ts for every route
 * they guard. Kept here rather than on the guards so the OpenAPI concern stays in one place;
 * a module's own guard says it with @RefusesWith on its class.
 */
RefusesWith({ codes: ['UNAUTHENTICATED'] })(JwtAuthGuard);
RefusesWith({ codes: ['UNAUTHENTICATED', 'FORBIDDEN'] })(AdminGuard);
// Never refuses: a missing or bad token only leaves the route anonymous.
RefusesWith({ codes: [], optionalAuth: true })(OptionalJwtAuthGuard);
RefusesWith({ codes: ['ORIGIN_REFUSED'] })(SameOriginGuard);
// CHALLENGE_REQUIRED is the route's own (it depends on the policy): see @ApiErrors there.
RefusesWith({ codes: ['CHALLENGE_INVALID'] })(ChallengeGuard);
