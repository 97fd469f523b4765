import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/**
 * The page address from a `*slug` route: Express 5 hands a wildcard over as its segments.
 * Validity is the handler's business (an invalid address is an unknown page, 404).
 */
export const SlugParam = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const value: unknown = ctx.switchToHttp().getRequest().params.slug;
  return Array.isArray(value) ? value.join('/') : String(value ?? '');
});
