import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JwtStrategy } from './jwt.strategy';
import { ApiTokenGuard } from './api-token.guard';

/**
 * Bearer-token authentication for every module's guarded routes. JwtStrategy needs AUTH_ACCOUNTS,
 * which the (global) accounts module provides, and ApiTokenGuard API_TOKENS, which the (global)
 * API tokens module provides: the platform never imports a module.
 */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  // ApiTokenGuard runs before every route: API tokens (sor_...) reach only @TokenScope routes.
  providers: [JwtStrategy, { provide: APP_GUARD, useClass: ApiTokenGuard }],
  exports: [JwtModule],
})
export class AuthPlatformModule {}
