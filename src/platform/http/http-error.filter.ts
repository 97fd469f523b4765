import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { DomainError } from '../ddd/domain-error';
import { ERROR_STATUS } from './error-status';
import { methodNotAllowed } from './method-not-allowed';

const HTTP_CODES: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Requisição inválida.'],
  401: ['UNAUTHENTICATED', 'Usuário não autenticado'],
  403: ['FORBIDDEN', 'Você não tem permissão para isso.'],
  404: ['NOT_FOUND', 'Recurso não encontrado.'],
  405: ['METHOD_NOT_ALLOWED', 'Método não permitido.'],
  413: ['PAYLOAD_TOO_LARGE', 'Requisição grande demais.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado.'],
  429: ['TOO_MANY_REQUESTS', 'Muitas tentativas. Aguarde um pouco e tente novamente.'],
};

const logger = new Logger('HttpError');

/** Every error leaves as { statusCode, code, message } with a pt-BR message (API.md). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    sendError(res, methodNotAllowed(http.getRequest<Request>(), res, error));
  }
}

/** Answers an error the way every route does (also the early routes, which Nest's filter never sees). */
export function sendError(res: ServerResponse, error: unknown): void {
  const body = errorBody(error);
  if (body.statusCode >= 500) logger.error({ err: error }, 'Erro inesperado');
  if (body.retryAfterSeconds) res.setHeader('Retry-After', String(body.retryAfterSeconds));
  // Node's own response API: the early routes answer before Express has dressed the response.
  res.statusCode = body.statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function errorBody(error: unknown): { statusCode: number; code: string; message: string; [k: string]: unknown } {
  if (error instanceof DomainError) {
    return { statusCode: ERROR_STATUS[error.code] ?? HttpStatus.BAD_REQUEST, code: error.code, message: error.message, ...error.details };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const given = typeof response === 'object' ? (response as Record<string, unknown>) : {};
    const [code, message] = HTTP_CODES[status] ?? ['HTTP_ERROR', 'Não foi possível concluir a requisição.'];
    // Nest's own English messages (e.g. "Cannot GET /x") are replaced by pt-BR ones.
    return typeof given.code === 'string'
      ? { statusCode: status, ...(given as { code: string; message: string }) }
      : { statusCode: status, code, message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente mais tarde.' };
}
