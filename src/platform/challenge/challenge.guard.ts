import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ChallengeRoute } from './burst-counters';
import { challengeErrors } from './challenge.errors';
import { ChallengeService } from './challenge.service';

/** The header a solved challenge travels in, so the routes' DTOs (forbidNonWhitelisted) stay as they are. */
export const CHALLENGE_HEADER = 'x-altcha';

/** 'when-asked': the handler decides (sign-in asks per account); the guard only redeems what was sent. */
export type ChallengePolicy = ChallengeRoute | 'when-asked';

const POLICY = Symbol('challenge-policy');
const PASSED = Symbol('challenge-passed');

type ChallengedRequest = Request & { [PASSED]?: boolean };

/**
 * Redeems a solved challenge sent in X-Altcha (400 CHALLENGE_INVALID if it is wrong,
 * expired or used), counts the request towards its route's bursts, and answers 428
 * CHALLENGE_REQUIRED when the IP or giveaway is under a burst and nothing was solved.
 */
@Injectable()
export class ChallengeGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly challenges: ChallengeService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<ChallengePolicy>(POLICY, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<ChallengedRequest>();
    const header = req.headers[CHALLENGE_HEADER];
    if (typeof header === 'string' && header !== '') {
      await this.challenges.redeem(header);
      req[PASSED] = true;
    }
    if (policy === 'when-asked') return true;
    const giveawayId = typeof req.params?.id === 'string' ? req.params.id : undefined;
    const burst = await this.challenges.underBurst(policy, req.ip ?? 'unknown', giveawayId);
    if (burst && !req[PASSED]) throw challengeErrors.required();
    return true;
  }
}

/** Puts the challenge guard on a route (docs/security.md, "Proof-of-work challenge"). */
export const RequireChallenge = (policy: ChallengePolicy) =>
  applyDecorators(
    SetMetadata(POLICY, policy),
    UseGuards(ChallengeGuard),
    ApiHeader({ name: 'X-Altcha', required: false, description: 'Desafio ALTCHA resolvido (base64), quando a API responde 428 CHALLENGE_REQUIRED' }),
  );

/** Whether this request carried a challenge the guard redeemed. */
export const ChallengePassed = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<ChallengedRequest>()[PASSED] === true);
