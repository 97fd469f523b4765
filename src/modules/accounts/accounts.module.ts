import { Global, Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AUTH_ACCOUNTS } from '../../platform/auth/auth-accounts.port';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { FollowReader } from '../social/social.public';
import { ChangeRolesHandler } from './application/change-roles/change-roles.handler';
import { SetUserDisabledHandler } from './application/disable-user/set-user-disabled.handler';
import { AccountAccess } from './application/read-accounts/account-access';
import { AccountIdentities } from './application/read-accounts/account-identities';
import { AccountReader } from './application/read-accounts/account-reader';
import { MeReader } from './application/read-me/me-reader';
import { FinishOutsideSignInHandler } from './application/outside-sign-in/finish-outside-sign-in.handler';
import { OidcClients } from './application/outside-sign-in/oidc-clients';
import { OutsideAccounts } from './application/outside-sign-in/outside-accounts';
import { PendingAuthorizations } from './application/outside-sign-in/pending-authorizations';
import { StartOutsideSignInHandler } from './application/outside-sign-in/start-outside-sign-in.handler';
import { UnlinkIdentityHandler } from './application/unlink-identity/unlink-identity.handler';
import { RefreshSessionHandler } from './application/refresh-session/refresh-session.handler';
import { RegisterUserHandler } from './application/register-user/register-user.handler';
import { RequestEmailVerificationHandler } from './application/request-email-verification/request-email-verification.handler';
import { RequestPasswordResetHandler } from './application/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './application/reset-password/reset-password.handler';
import { AccountEmails } from './application/services/account-emails';
import { AttemptLimiter } from './application/services/attempt-limiter';
import { PasswordHasher } from './application/services/password-hasher';
import { SessionIssuer } from './application/services/session-issuer';
import { SignedTokens } from './application/services/signed-tokens';
import { UniqueClaims } from './application/services/unique-claims';
import { UserDirectory } from './application/services/user-directory';
import { SignInHandler } from './application/sign-in/sign-in.handler';
import { SignOutHandler } from './application/sign-out/sign-out.handler';
import { UpdateProfileHandler } from './application/update-profile/update-profile.handler';
import { VerifyEmailHandler } from './application/verify-email/verify-email.handler';
import { AuthController } from './http/auth.controller';
import { IdentitiesController } from './http/identities.controller';
import { OutsideSignInController } from './http/outside-sign-in.controller';
import { MeController } from './http/me.controller';
import { usersProjection } from './projections/users.projection';
import { accountMailReactor, PASSWORD_RESET_JOB, PasswordResetJob, VERIFY_EMAIL_JOB, VerifyEmailJob } from './reactors/account-mail.reactor';

/**
 * Global so that the platform's JwtStrategy finds AUTH_ACCOUNTS (the only export): the
 * platform knows no module, the accounts module plugs into its port.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuthController, OutsideSignInController, MeController, IdentitiesController],
  providers: [
    RegisterUserHandler,
    SignInHandler,
    RefreshSessionHandler,
    SignOutHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    VerifyEmailHandler,
    RequestEmailVerificationHandler,
    UpdateProfileHandler,
    ChangeRolesHandler,
    SetUserDisabledHandler,
    StartOutsideSignInHandler,
    FinishOutsideSignInHandler,
    UnlinkIdentityHandler,
    OidcClients,
    OutsideAccounts,
    PendingAuthorizations,
    AccountReader,
    AccountIdentities,
    AccountAccess,
    { provide: AUTH_ACCOUNTS, useExisting: AccountAccess },
    MeReader,
    FollowReader,
    AccountEmails,
    AttemptLimiter,
    PasswordHasher,
    SessionIssuer,
    SignedTokens,
    UniqueClaims,
    UserDirectory,
  ],
  exports: [AUTH_ACCOUNTS],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly emails: AccountEmails,
  ) {}

  onModuleInit(): void {
    this.projections.register(usersProjection, accountMailReactor(this.jobs));
    this.jobs.register<VerifyEmailJob>(VERIFY_EMAIL_JOB, (job) => this.emails.sendVerification(job));
    this.jobs.register<PasswordResetJob>(PASSWORD_RESET_JOB, (job) => this.emails.sendPasswordReset(job));
  }
}
