import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { refusedEmailDomain, signUpRefusalDecider } from '../../domain/email-policy';
import { unmetPasswordRules } from '../../domain/password-policy';
import { userDecider } from '../../domain/user.decider';
import { accountErrors } from '../../domain/user.errors';
import { signUpRefusalStream, UserRegistered, userStream } from '../../domain/user.events';
import { newUserView, UserView } from '../../projections/users.projection';
import { AttemptLimiter } from '../services/attempt-limiter';
import { PasswordHasher } from '../services/password-hasher';
import { UniqueClaims } from '../services/unique-claims';
import { normaliseEmail } from '../services/user-directory';
import { RegisterUserCommand } from './register-user.command';

/**
 * E-mail and username are claimed on their own streams first (atomic in the event store),
 * then the user stream is written. A failed username claim gives the e-mail back.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly claims: UniqueClaims,
    private readonly hasher: PasswordHasher,
    private readonly projections: ProjectionsService,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ input, meta, ip }: RegisterUserCommand): Promise<{ userId: string; revision: number; projected: boolean; view: UserView }> {
    const unmet = unmetPasswordRules(input.password, this.config.passwordPolicy);
    if (unmet.length > 0) throw accountErrors.weakPassword(unmet);
    // Counted before the costly hash: mass sign-ups from one address stop here (429).
    await this.limiter.consume('register-ip', ip);
    const email = normaliseEmail(input.email);
    // After the IP limit, so refusals recorded cannot outgrow what an address may attempt.
    const dominio = refusedEmailDomain(email);
    if (dominio) {
      await this.executor.execute(signUpRefusalStream(dominio), signUpRefusalDecider, { type: 'RecordSignUpRefusal', dominio }, meta);
      throw accountErrors.disposableEmail();
    }
    const userId = randomUUID();
    const passwordHash = await this.hasher.hash(input.password);
    const withUser = { ...meta, userId };

    await this.claims.claimEmail(email, userId, withUser);
    try {
      await this.claims.claimUsername(input.username, userId, withUser);
    } catch (err) {
      await this.claims.releaseEmail(email, userId, withUser);
      throw err;
    }
    const result = await this.executor.execute(
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        userId,
        email,
        username: input.username,
        nome: input.nome.trim(),
        sobrenome: (input.sobrenome ?? '').trim(),
        passwordHash,
        verificacaoId: randomUUID(),
      },
      withUser,
    );
    const projected = await this.projections.waitFor(result.position);
    const registered = result.events[0] as UserRegistered;
    return { userId, revision: result.revision, projected, view: newUserView(registered.data, result.at) };
  }
}
