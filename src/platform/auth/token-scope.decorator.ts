import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ApiTokenScope } from './api-tokens.port';

export const TOKEN_SCOPE = 'sorteios:api-token-scope';

/**
 * Lets an API token (`Authorization: Bearer sor_...`) holding `scope` call this route as its
 * owner (ApiTokenGuard). Only read routes of the owner's own data carry it; every other route
 * refuses API tokens. The OpenAPI document names the scope in `x-api-token-scope`.
 */
export const TokenScope = (scope: ApiTokenScope) => applyDecorators(SetMetadata(TOKEN_SCOPE, scope), ApiExtension('x-api-token-scope', scope));
