import type { OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, any>;

/**
 * DELETE /api/me answers a wrong password with 400 INVALID_CREDENTIALS (API.md), while the code
 * is 401 everywhere else (a failed sign-in), so @ApiErrors would file it under 401: this puts it
 * with the route's other 400 codes.
 */
export function documentWrongPasswordAs400(document: OpenAPIObject): void {
  const response = (document.paths['/api/me']?.delete?.responses as Json | undefined)?.['400'] as Json | undefined;
  const code = response?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code as { enum?: string[] } | undefined;
  if (!response || !code?.enum) return;
  if (!code.enum.includes('INVALID_CREDENTIALS')) code.enum = [...code.enum, 'INVALID_CREDENTIALS'].sort();
  response.description = `Erro: ${code.enum.join(', ')}`;
}
