import { SetMetadata } from '@nestjs/common';

const API_ERRORS = 'sorteios:api-errors';
const REFUSES_WITH = 'sorteios:refuses-with';

/**
 * The domain error codes a route can answer (error-status.ts maps each to its status). Only
 * what its own handler and deciders throw: what guards, pipes, DTOs and If-Match add is
 * derived by route-errors.ts from the route's metadata.
 */
export const ApiErrors = (...codes: string[]): MethodDecorator => SetMetadata(API_ERRORS, codes);

export function apiErrorsOf(handler: Function): string[] {
  return (Reflect.getMetadata(API_ERRORS, handler) as string[] | undefined) ?? [];
}

/** What a guard answers when it refuses a request, so every route it guards documents it. */
export interface GuardRefusal {
  codes: string[];
  /** The route stays usable without a session (the guard only refuses a token that no longer works). */
  optionalAuth?: boolean;
}

export const RefusesWith =
  (refusal: GuardRefusal): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(REFUSES_WITH, refusal, target);
  };

/** Inherited: a guard that extends another refuses the same way unless it says otherwise. */
export function refusalOf(guard: unknown): GuardRefusal | undefined {
  const type = typeof guard === 'function' ? guard : (guard as object | null)?.constructor;
  return type ? (Reflect.getMetadata(REFUSES_WITH, type) as GuardRefusal | undefined) : undefined;
}
