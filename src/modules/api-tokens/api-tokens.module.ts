import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { API_TOKENS } from '../../platform/auth/api-tokens.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { Entitlements } from '../plans/plans.public';
import { ApiTokenAuthenticator } from './application/api-token-authenticator';
import { ApiTokenReader } from './application/api-token-reader';
import { ApiTokenUsage } from './application/api-token-usage';
import { CreateApiTokenHandler, RecordApiTokenUseHandler, RevokeApiTokenHandler } from './application/api-token.handlers';
import { ApiTokensController } from './http/api-tokens.controller';
import { apiTokensProjection } from './projections/api-tokens.projection';

/**
 * API tokens (issue 14): `sor_...` bearer tokens an integration uses to read its owner's
 * giveaways, entries and draws, on the routes marked @TokenScope. Global so that the
 * platform's ApiTokenGuard finds API_TOKENS (the only export): the platform knows no module.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [ApiTokensController],
  providers: [
    CreateApiTokenHandler,
    RevokeApiTokenHandler,
    RecordApiTokenUseHandler,
    ApiTokenReader,
    ApiTokenUsage,
    ApiTokenAuthenticator,
    { provide: API_TOKENS, useExisting: ApiTokenAuthenticator },
    // Plans' public Entitlements (API tokens are a Pro feature) and what it reads the plan through.
    Entitlements,
    AccountIdentities,
    AccountReader,
  ],
  exports: [API_TOKENS],
})
export class ApiTokensModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(apiTokensProjection);
  }
}
