import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { TOKEN_SCOPE } from '../../auth/token-scope.decorator';
import { ERROR_STATUS } from '../error-status';
import { ifMatchOf } from '../if-match';
import { UuidParam } from '../uuid-param';
import { apiErrorsOf, refusalOf } from './api-errors';

/** What one route can answer besides its success, and what its parameters really accept. */
export interface RouteFacts {
  /** status → the codes answered with it. */
  errors: Map<number, Set<string>>;
  /** A guard needs a session (401 when it is missing); optional: it only refuses a bad token. */
  auth: 'none' | 'required' | 'optional';
  /** Path parameters the UuidParam pipe checks. */
  uuidParams: Set<string>;
  ifMatch: boolean;
  /** The @Body() and @Query() DTO classes, for validation-schema.ts. */
  bodyType?: Function;
  queryType?: Function;
}

/** Every body goes through parseBodies (json-body.ts) before the DTO: these are its refusals. */
const BODY_ERRORS = ['BAD_REQUEST', 'JSON_TOO_DEEP', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

interface ArgMetadata {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  factory?: Function;
}

/**
 * Reads a controller method's guards, parameters and @ApiErrors into the responses it can
 * give, so the document says what the code does rather than what someone remembered to write.
 */
export function routeFacts(controller: Function, method: string): RouteFacts {
  const handler = controller.prototype[method] as Function;
  const facts: RouteFacts = { errors: new Map(), auth: 'none', uuidParams: new Set(), ifMatch: false };
  const add = (code: string) => {
    const status = ERROR_STATUS[code] ?? 400;
    if (!facts.errors.has(status)) facts.errors.set(status, new Set());
    facts.errors.get(status)!.add(code);
  };

  const guards = [...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []), ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
  for (const guard of guards) {
    const refusal = refusalOf(guard);
    if (!refusal) continue;
    refusal.codes.forEach(add);
    if (refusal.codes.includes('UNAUTHENTICATED') && !refusal.optionalAuth) facts.auth = 'required';
    else if (refusal.optionalAuth && facts.auth === 'none') facts.auth = 'optional';
  }

  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) as Record<string, ArgMetadata> | undefined) ?? {};
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) as Function[] | undefined) ?? [];
  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    if (kind === RouteParamtypes.BODY && arg.data === undefined) {
      facts.bodyType = types[arg.index];
      BODY_ERRORS.forEach(add);
    } else if (kind === RouteParamtypes.QUERY && arg.data === undefined) {
      facts.queryType = types[arg.index];
      add('VALIDATION_FAILED');
      if (hasProperty(facts.queryType, 'cursor')) add('INVALID_CURSOR');
    } else if (kind === RouteParamtypes.PARAM) {
      // A value the router cannot place (an encoded slash) reaches no route: the generic 404.
      add('NOT_FOUND');
      for (const pipe of arg.pipes ?? []) {
        if (pipe instanceof UuidParam && typeof arg.data === 'string') {
          facts.uuidParams.add(arg.data);
          add(pipe.notFound().code);
        }
      }
    } else if (arg.factory === ifMatchOf) {
      facts.ifMatch = true;
      add('VALIDATION_FAILED');
      add('PRECONDITION_FAILED');
    }
  }

  apiTokenRefusals(controller, handler, facts.auth).forEach(add);
  apiErrorsOf(handler).forEach(add);
  return facts;
}

/**
 * ApiTokenGuard runs before every route (APP_GUARD): a `sor_` bearer is refused where no
 * @TokenScope lets it in, and checked (valid, scoped, its owner still Pro, not guessed too
 * often) where one does. Listed where a bearer means something: scoped and signed-in routes.
 */
function apiTokenRefusals(controller: Function, handler: Function, auth: RouteFacts['auth']): string[] {
  const scoped = Reflect.getMetadata(TOKEN_SCOPE, handler) ?? Reflect.getMetadata(TOKEN_SCOPE, controller);
  if (scoped) return ['API_TOKEN_INVALID', 'TOKEN_SCOPE_MISSING', 'PLAN_REQUIRED', 'TOO_MANY_REQUESTS'];
  return auth === 'none' ? [] : ['API_TOKEN_INVALID', 'TOKEN_NOT_ALLOWED', 'TOO_MANY_REQUESTS'];
}

function hasProperty(type: Function | undefined, name: string): boolean {
  return !!type && (Reflect.getMetadata('swagger/apiModelPropertiesArray', type.prototype) as string[] | undefined)?.includes(`:${name}`) === true;
}
