import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { accountErrors } from '../../domain/user.errors';
import { AttemptLimiter } from '../services/attempt-limiter';
import { PasswordHasher } from '../services/password-hasher';
import { SessionIssuer } from '../services/session-issuer';
import { normaliseEmail, UserDirectory } from '../services/user-directory';
import { IssuedSession, SignInCommand } from './sign-in.command';

/**
 * Failures count against the account and the IP; either limit answers 429 before the
 * password is even checked. Unknown e-mails and wrong passwords look the same to the caller.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ email: rawEmail, password, ip, correlationId }: SignInCommand): Promise<IssuedSession> {
    const email = normaliseEmail(rawEmail);
    await this.limiter.ensureAllowed('login-ip', ip);
    await this.limiter.ensureAllowed('login-account', email);
    const user = await this.directory.byEmail(email);
    const ok = user?.passwordHash ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyAgainstNothing(password);
    if (!user || !ok) {
      await this.limiter.consume('login-ip', ip);
      await this.limiter.consume('login-account', email);
      throw accountErrors.invalidCredentials();
    }
    if (user.disabled) throw accountErrors.userDisabled();
    await this.limiter.reset('login-account', email);
    return this.sessions.start(user.userId!, correlationId);
  }
}
