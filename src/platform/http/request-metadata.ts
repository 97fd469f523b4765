import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '../ddd/stream-executor';

/** Event metadata from the request: who acted, and the request id as the correlation id. */
export const RequestMeta = createParamDecorator((_data: unknown, ctx: ExecutionContext): CommandMetadata => {
  const req = ctx.switchToHttp().getRequest();
  return { userId: req.user?.id ?? null, correlationId: String(req.id ?? randomUUID()), causationId: null };
});
