import { Inject, OnModuleDestroy } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { connectLimiterRedis } from '../../../../platform/rate-limits/rate-limiter.factory';
import { accountErrors } from '../../domain/user.errors';
import { AttemptLimiter } from '../services/attempt-limiter';
import { PasswordHasher } from '../services/password-hasher';
import { SessionIssuer } from '../services/session-issuer';
import { normaliseEmail, UserDirectory } from '../services/user-directory';
import { KnownDevices } from './known-devices';
import { LoginLockout } from './login-lockout';
import { IssuedSession, SignInCommand } from './sign-in.command';

/**
 * The per-IP limit answers 429 before the password is even checked. Per account, a browser
 * the account has not signed in from waits out growing delays and, after repeated failures,
 * solves a challenge (LoginLockout); a known device (its cookie) is held back by neither,
 * only by its own failures. Unknown e-mails and wrong passwords look the same to the caller.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand>, OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly lockout: LoginLockout;
  private readonly devices: KnownDevices;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
    private readonly sessions: SessionIssuer,
  ) {
    this.redis = connectLimiterRedis(config.redisUrl);
    this.lockout = new LoginLockout(this.redis, config);
    this.devices = new KnownDevices(config.jwtSecret);
  }

  async execute({ email: rawEmail, password, ip, correlationId, challengePassed, deviceToken }: SignInCommand): Promise<IssuedSession> {
    const email = normaliseEmail(rawEmail);
    await this.limiter.ensureAllowed('login-ip', ip);
    const user = await this.directory.byEmail(email);
    const device = this.devices.read(deviceToken);
    const knownDevice = device && user?.userId === device.userId && (await this.lockout.deviceTrusted(device.deviceId)) ? device : null;
    if (!knownDevice) await this.lockout.ensureMayTry(email, challengePassed);
    const ok = user?.passwordHash ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyAgainstNothing(password);
    if (!user || !ok) {
      await this.limiter.consume('login-ip', ip);
      await (knownDevice ? this.lockout.deviceFailed(knownDevice.deviceId) : this.lockout.failed(email));
      throw accountErrors.invalidCredentials();
    }
    if (user.disabled) throw accountErrors.userDisabled();
    await this.lockout.succeeded(email);
    const session = await this.sessions.start(user.userId!, correlationId);
    return { ...session, deviceToken: this.devices.issue(user.userId!) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
