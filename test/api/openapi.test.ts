import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

type Operation = { responses: Record<string, { content?: Record<string, { schema: { allOf: Array<{ $ref?: string; properties?: { code: { enum: string[] } } }> } }> }>; security?: unknown[]; parameters?: Array<{ name: string; in: string; schema: Record<string, unknown> }> };

/** The codes the document says an operation answers with one status. */
function codes(op: Operation, status: number): string[] {
  const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
  return schema?.allOf.find((part) => part.properties)?.properties?.code.enum ?? [];
}

describe('the OpenAPI document and 405 Method Not Allowed', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  let schemas: Record<string, Record<string, any>>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    paths = doc.paths;
    schemas = doc.components.schemas;
  });
  afterAll(() => t.close());

  it('declares each route’s error answers from its guards, pipes and handler, with the ErrorResponse body', () => {
    expect(schemas.ErrorResponse.required).toEqual(['statusCode', 'code', 'message']);
    const patch = paths['/api/giveaways/{id}'].patch;
    expect(codes(patch, 401)).toEqual(['API_TOKEN_INVALID', 'UNAUTHENTICATED']);
    expect(codes(patch, 403)).toContain('TOKEN_NOT_ALLOWED');
    expect(codes(patch, 404)).toEqual(['GIVEAWAY_NOT_FOUND', 'NOT_FOUND']);
    expect(codes(patch, 403)).toContain('NOT_GIVEAWAY_OWNER');
    expect(codes(patch, 412)).toEqual(['PRECONDITION_FAILED']);
    expect(codes(patch, 400)).toContain('VALIDATION_FAILED');
    expect(patch.parameters?.find((p) => p.name === 'id')?.schema).toEqual({ type: 'string', format: 'uuid' });

    const adminList = paths['/api/admin/users'].get;
    expect(codes(adminList, 403)).toEqual(['FORBIDDEN', 'TOKEN_NOT_ALLOWED']);
    expect(codes(adminList, 401)).toEqual(['API_TOKEN_INVALID', 'UNAUTHENTICATED']);
    // A route an API token may read names the token's own refusals instead.
    expect(codes(paths['/api/me/giveaways'].get, 403)).toEqual(expect.arrayContaining(['TOKEN_SCOPE_MISSING', 'PLAN_REQUIRED']));
    expect(codes(paths['/api/me/giveaways'].get, 403)).not.toContain('TOKEN_NOT_ALLOWED');

    const login = paths['/api/auth/login'].post;
    expect(codes(login, 429)).toEqual(expect.arrayContaining(['TOO_MANY_REQUESTS', 'LOGIN_DELAYED']));
    expect(login.responses['401']).toBeDefined();
    expect(login.security).toBeUndefined();

    // A public read with no guard that can refuse: no 401, no 403.
    const plans = paths['/api/plans'].get;
    expect(Object.keys(plans.responses)).toEqual(['200']);
    // Signed out is fine, a stale token is not: optional security.
    expect(paths['/api/giveaways/{id}/spectators'].put.security).toEqual([{ bearer: [] }, {}]);
  });

  it('makes the body schemas say what the validators check, closed to unknown fields', () => {
    const register = schemas.RegisterDto;
    expect(register.additionalProperties).toBe(false);
    expect(register.properties.nome).toMatchObject({ minLength: 1, maxLength: 80 });
    expect(register.properties.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(schemas.SendFeedbackDto.properties.tipo.enum).toEqual(['sugestao', 'problema', 'elogio']);
    const limit = paths['/api/giveaways'].get.parameters?.find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });

  it('describes every webhook payload type', () => {
    const oneOf = schemas.WebhookEvent.oneOf as Array<{ $ref: string }>;
    expect(oneOf.map((ref) => ref.$ref.split('/').pop())).toEqual(expect.arrayContaining(['WebhookEvent_entry.submitted', 'WebhookEvent_draw.completed', 'WebhookEvent_webhook.test']));
    expect(schemas['WebhookEvent_entry.submitted'].required).toEqual(['type', 'timestamp', 'data']);
  });

  it('answers 405 with Allow for a known path called with a method it does not declare', async () => {
    const res = await request(t.http).delete('/api/plans').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toEqual({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: 'Método DELETE não permitido aqui. Use: GET, HEAD, OPTIONS.' });
    const withParam = await request(t.http).put('/api/giveaways/0b5c3a4e-8f1e-4a51-9d0e-3b1f2c9a7d10').expect(405);
    expect(withParam.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH');
  });

  it('keeps 404 for unknown API paths and for a route’s own not-found', async () => {
    const unknown = await request(t.http).delete('/api/nao-existe').expect(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect(unknown.body.code).toBe('NOT_FOUND');
    const missing = await request(t.http).get('/api/giveaways/0b5c3a4e-8f1e-4a51-9d0e-3b1f2c9a7d10').expect(404);
    expect(missing.body.code).toBe('GIVEAWAY_NOT_FOUND');
  });
});
