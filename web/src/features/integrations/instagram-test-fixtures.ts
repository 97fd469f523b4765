import type { InstagramMedia, InstagramStatus, MyPlan } from '@sorteios/api-contract';
import { signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../test/fetch-mock';
import { proPlan } from './integrations-test-fixtures';

export function aPost(overrides: Partial<InstagramMedia> = {}): InstagramMedia {
  return {
    id: '17900000000000001',
    caption: 'Sorteio de Páscoa! Comente e marque 2 amigos',
    permalink: 'https://www.instagram.com/p/ABC123/',
    timestamp: '2026-03-09T15:00:05.000Z',
    commentsCount: 1234,
    ...overrides,
  };
}

interface FakeInstagramOptions {
  plan?: MyPlan;
  status?: InstagramStatus;
  media?: InstagramMedia[];
  /** An error the posts' route answers instead ({ status, code, message }). */
  mediaError?: { status: number; code: string; message: string };
  /** What POST /api/instagram/callback answers. */
  callback?: { status: number; body: unknown };
}

export const AUTHORIZATION_URL = 'https://www.instagram.com/oauth/authorize?client_id=990602627938098&state=abc';

/**
 * A signed-in Pro (by default) creator and an in-memory /api/instagram that keeps what the
 * page changes, as the API's contract says; the page's other sections answer empty. Returns
 * every request made.
 */
export function fakeInstagramApi({ plan = proPlan, status = { configurado: true, conectado: false }, media = [], mediaError, callback }: FakeInstagramOptions = {}) {
  signIn('tok');
  let current = status;
  return mockFetch((call: FetchCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/me') return json(200, { id: 'u1', email: 'ana@exemplo.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: true });
    if (path === '/api/me/plan') return json(200, plan);
    if (path === '/api/tokens') return json(200, { items: [], maximo: 20 });
    if (path === '/api/webhooks') return json(200, []);
    if (path === '/api/instagram' && call.method === 'GET') return json(200, current);
    if (path === '/api/instagram' && call.method === 'DELETE') {
      current = { configurado: current.configurado, conectado: false };
      return new Response(null, { status: 204 });
    }
    if (path === '/api/instagram/connect') return json(200, { url: AUTHORIZATION_URL });
    if (path === '/api/instagram/media') return mediaError ? apiError(mediaError.status, mediaError.code, mediaError.message) : json(200, media);
    if (path === '/api/instagram/callback') {
      const answer = callback ?? { status: 200, body: { username: 'loja.da.ana' } };
      if (answer.status === 200) current = { configurado: true, conectado: true, username: (answer.body as { username: string }).username, expiraEm: '2026-05-08T15:00:00.000Z' };
      return json(answer.status, answer.body);
    }
    return undefined;
  });
}
