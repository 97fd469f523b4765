import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export const ERROR_RESPONSE = 'ErrorResponse';

/** Every error the API answers (http-error.filter.ts): `{ statusCode, code, message }`, message in pt-BR. */
export const errorResponseSchema: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 404 },
    code: { type: 'string', example: 'GIVEAWAY_NOT_FOUND', description: 'Estável, em UPPER_SNAKE: é o que um cliente compara.' },
    message: { type: 'string', example: 'Sorteio não encontrado', description: 'Em pt-BR, para mostrar a uma pessoa.' },
    fields: {
      type: 'object',
      description: 'Só em VALIDATION_FAILED: cada campo inválido com as suas mensagens.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    retryAfterSeconds: { type: 'integer', description: 'Só em 429: quando tentar de novo (também no cabeçalho Retry-After).' },
  },
};

/** The error body of one status, narrowed to the codes the route can answer with it. */
export function errorResponse(status: number, codes: string[]) {
  return {
    description: `Erro: ${codes.join(', ')}`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ERROR_RESPONSE}` },
            { type: 'object', properties: { statusCode: { type: 'integer', enum: [status] }, code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}
