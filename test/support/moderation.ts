import request from 'supertest';
import { registerUser } from './accounts';
import { registerProUser } from './plans';
import { registerAdmin } from './admin';
import { bearer } from './giveaways';
import { createTestApp, TestApp } from './test-app';

/** Shared by the moderation suites (test/api/moderation-*.test.ts). */
export type Account = Awaited<ReturnType<typeof registerUser>>;
export type Step = { tipo: string; por: { id: string; username: string } | null; motivo: string | null; em: string; dados: Record<string, unknown> };

export const FORBIDDEN = { statusCode: 403, code: 'FORBIDDEN', message: 'Acesso restrito a administradores' };
export const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' };

/** The people of every moderation suite: an admin, a creator (Cris), a reporter (Rita) and someone else. */
export interface ModerationCast {
  t: TestApp;
  admin: Account;
  creator: Account;
  reporter: Account;
  someone: Account;
}

/** A fresh app with the cast registered and their welcome e-mails sent. */
async function startModeration(): Promise<ModerationCast> {
  const t = await createTestApp();
  const admin = await registerAdmin(t);
  // Cris publishes more giveaways than Grátis allows at once: she is Pro.
  const creator = await registerProUser(t, { nome: 'Cris' });
  const reporter = await registerUser(t, { nome: 'Rita' });
  const someone = await registerUser(t);
  await t.jobsIdle();
  return { t, admin, creator, reporter, someone };
}

/**
 * A moderation suite's setup, called in its describe: beforeAll starts the cast and hands it to
 * `use` (which fills the suite's own variables), afterAll closes the app. Returns the calls.
 */
export function moderationSuite(use: (cast: ModerationCast) => void) {
  let cast: ModerationCast;
  beforeAll(async () => {
    cast = await startModeration();
    use(cast);
  });
  afterAll(() => cast.t.close());
  return moderationCalls(() => cast);
}

/**
 * The calls the suites make. `cast` is read at each call: it is filled in beforeAll, after
 * these helpers are made.
 */
function moderationCalls(cast: () => ModerationCast) {
  const report = (giveawayId: string, who: Account | null, body: Record<string, unknown> = { motivo: 'fraude', detalhes: 'O prêmio não existe.' }) => {
    const req = request(cast().t.http).post(`/api/giveaways/${giveawayId}/reports`).send(body);
    return who ? req.set(bearer(who.accessToken)) : req;
  };
  const review = (reportId: string, body: Record<string, unknown>, who: Account = cast().admin) =>
    request(cast().t.http).patch(`/api/admin/reports/${reportId}`).set(bearer(who.accessToken)).send(body);
  const adminGet = (path: string) => request(cast().t.http).get(path).set(bearer(cast().admin.accessToken)).expect(200);
  const publicIds = async (query = '') => (await request(cast().t.http).get(`/api/giveaways${query}`).expect(200)).body.items.map((g: { id: string }) => g.id);
  return { report, review, adminGet, publicIds };
}
