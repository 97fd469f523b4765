import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { securityHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } };

async function headersOf(use: express.RequestHandler) {
  const app = express();
  app.use(use);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const { headers } = await request(app).get('/');
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
}

describe('securityHeaders', () => {
  it('sends exactly the headers helmet itself sends with the same options, X-Powered-By removed', async () => {
    const ours = await headersOf(securityHeaders(options) as express.RequestHandler);
    expect(ours).toEqual(await headersOf(helmet(options)));
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['content-security-policy']).toContain("img-src 'self' data:");
  });
});
