import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports adapter status and projection lag on /api/health', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      adapters: { eventStore: { adapter: 'sqlite', ok: true }, readStore: { adapter: 'embedded', ok: true }, jobs: { ok: true } },
      projections: { lag: 0 },
    });
  });

  it('answers liveness on /api/health/live and readiness with every detail on /api/health/ready', async () => {
    expect((await request(t.http).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const res = await request(t.http).get('/api/health/ready').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', role: 'all', problems: [], projections: { lag: 0, running: true, parked: [], maxLag: 10000 } });
  });

  it('serves the OpenAPI document with the account routes', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/me', '/api/health']));
  });

  it('sends helmet security headers and echoes a request id', async () => {
    const res = await request(t.http).get('/api/health').set('x-request-id', 'teste-123').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBe('teste-123');
  });

  it('answers unknown API routes with a pt-BR JSON 404', async () => {
    const res = await request(t.http).get('/api/nao-existe').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await request(t.http).post('/api/auth/login').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(res.body)).not.toContain('at ');
  });
});
