import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { DomainError } from '../ddd/domain-error';

/**
 * `If-Match: <revision>` (quoted or not) as a number; undefined when absent (API.md).
 * Exported so the OpenAPI document can tell the routes that honour If-Match (openapi/route-errors.ts).
 */
export function ifMatchOf(_data: unknown, ctx: ExecutionContext): number | undefined {
  const header = ctx.switchToHttp().getRequest().headers['if-match'];
  if (header === undefined) return undefined;
  const value = String(header).replace(/^W\//, '').replace(/"/g, '').trim();
  if (!/^\d+$/.test(value)) throw new DomainError('VALIDATION_FAILED', 'Cabeçalho If-Match inválido: use a revisão (um número).');
  return Number(value);
}

export const IfMatch = createParamDecorator(ifMatchOf);

/** A revision, quoted or not, optionally weak: what ifMatchOf accepts. */
export const IF_MATCH_PATTERN = '^(W/)?"?[0-9]+"?$';
