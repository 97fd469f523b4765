import request from 'supertest';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

/** The value of one series in a Prometheus text exposition (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=\w+=")/).filter(Boolean);
    if (wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await request(t.http).get('/metrics').expect(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    return res.text;
  };

  it('counts the events, jobs, e-mails and request of a sign-up, and shows every consumer caught up', async () => {
    await t.jobsIdle();
    const before = await scrape();
    await registerUser(t);
    await t.jobsIdle();
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('sorteios_events_appended_total')).toBeGreaterThanOrEqual(1);
    expect(moved('sorteios_jobs_enqueued_total', { job: 'mail.verify-email' })).toBe(1);
    expect(moved('sorteios_jobs_completed_total', { job: 'mail.verify-email' })).toBe(1);
    expect(moved('sorteios_mail_deliveries_total', { adapter: 'outbox', outcome: 'sent' })).toBe(1);
    expect(
      moved('sorteios_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status: '201' }),
    ).toBe(1);

    // Every projection and reactor has a lag series, all at 0 once the jobs are idle.
    const projections = t.app.get(ProjectionsService);
    const consumers = [...projections.projections.map((p) => `projection:${p.name}`), ...projections.reactors.map((r) => `reactor:${r.name}`)];
    expect(consumers).toContain('projection:users');
    for (const consumer of consumers) expect(sample(after, 'sorteios_projection_lag', { consumer })).toBe(0);
    expect(sample(after, 'sorteios_consumers_parked')).toBe(0);
    expect(sample(after, 'sorteios_consumer_errors_total')).toBeUndefined();
  });

  it("labels requests by their route's template, not by the path", async () => {
    const { user } = await registerUser(t);
    await request(t.http).get(`/api/users/${user.username}`);
    await request(t.http).get('/api/nao-existe').expect(404);
    const text = await scrape();
    expect(text).not.toContain(`route="/api/users/${user.username}"`);
    expect(text).toMatch(/sorteios_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:[\w]+",status="\d+"\} \d+/);
    expect(sample(text, 'sorteios_http_request_duration_seconds_count', { method: 'GET', route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it("includes Node's process metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('is served outside /api only', async () => {
    const res = await request(t.http).get('/api/metrics').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
});
