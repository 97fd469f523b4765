import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './http-error.filter';
import { bodyShapeProblem, MAX_BODY_DEPTH } from './json-body-shape';

/** body-parser's default, made explicit so the 413 message can name it (a page's 50,000 characters fit in plain text). */
export const BODY_LIMIT_KB = 100;

/**
 * Parses JSON and form bodies, then refuses the unsafe shapes before any DTO sees them.
 * Registered by name (jsonParser, urlencodedParser), these replace the parsers Nest adds at
 * init rather than run twice; the options are Nest's defaults.
 */
export function parseBodies(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: `${BODY_LIMIT_KB}kb`, verify: keepSignedBytes });
  app.useBodyParser('urlencoded', { limit: `${BODY_LIMIT_KB}kb`, extended: true });
  app.use(refuseUnsafeShapes);
  app.use(bodyParserErrors);
}

/** Paths whose callers sign the body's exact bytes (a payment provider's webhook). */
const SIGNED_BODY_PATHS = ['/api/billing/webhook'];

/**
 * A signature covers the bytes as sent, which a parsed-and-reserialised body is not: for the
 * signed paths only, the raw bytes are kept as `req.rawBody` (Nest's name for them).
 */
function keepSignedBytes(req: Request & { rawBody?: Buffer }, _res: Response, buf: Buffer): void {
  if (SIGNED_BODY_PATHS.some((path) => req.originalUrl?.split('?')[0] === path)) req.rawBody = buf;
}

function refuseUnsafeShapes(req: Request, res: Response, next: NextFunction): void {
  const problem = bodyShapeProblem(req.body);
  if (!problem) return next();
  if (problem.kind === 'too-deep') {
    return sendError(res, new BadRequestException({ code: 'JSON_TOO_DEEP', message: `O corpo da requisição tem aninhamento demais (máximo de ${MAX_BODY_DEPTH} níveis).` }));
  }
  // Answered like any unknown field (the validation pipe's shape), naming where it was.
  sendError(res, new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Verifique os campos informados.', fields: { [problem.path]: ['Campo não permitido.'] } }));
}

/**
 * body-parser's errors carry a `type`; each is answered here, in pt-BR. Passed on with
 * next(err), they would meet the static server's error handler, which turns every error on
 * an /api path into a 404 (and an untranslated one was a 500).
 */
function bodyParserErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const refusal = refusalOf((err as { type?: unknown } | null)?.type);
  if (refusal) sendError(res, refusal);
  else next(err);
}

function refusalOf(type: unknown): Error | null {
  switch (type) {
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLargeException({ code: 'PAYLOAD_TOO_LARGE', message: `O corpo da requisição passa do limite de ${BODY_LIMIT_KB} KB.` });
    case 'entity.parse.failed':
      return new BadRequestException({ code: 'BAD_REQUEST', message: 'O corpo da requisição não é um JSON válido.' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeException({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Codificação do corpo da requisição não suportada.' });
    case 'request.aborted':
    case 'request.size.invalid':
      return new BadRequestException({ code: 'BAD_REQUEST', message: 'Requisição inválida.' });
    default:
      return null;
  }
}
