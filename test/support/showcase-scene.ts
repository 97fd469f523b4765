import sharp from 'sharp';
import { postJson, registerProCreator, type E2ePerson } from './e2e';

/**
 * A small, real site built through the API for checks that look at every page (the quality
 * e2e suite, bench/lighthouse.ts): a Pro creator who is also… not the admin, an admin, a
 * participant; an open giveaway with a cover and an entry, a drawn one, a report.
 */
export interface ShowcaseScene {
  creator: E2ePerson & { username: string };
  admin: E2ePerson & { username: string };
  participant: E2ePerson & { username: string };
  /** Ativo, with a cover (its variants made), prizes, a draw date ten days ahead and one entry. */
  activeId: string;
  /** Realizado: two entries, one winner. */
  drawnId: string;
  reportId: string;
}

const person = (username: string) => ({ username, email: `${username}@exemplo.com.br`, password: 'segredo123', accessToken: '' });

async function api(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Retries while the server's read side catches up (a draw right after the close waits for its commitment). */
async function eventually<T>(what: string, attempt: () => Promise<T | null>, tries = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await attempt();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: não aconteceu a tempo`);
}

async function uploadCover(baseUrl: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7c3aed' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'capa.png');
  const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return String(((await res.json()) as { url: string }).url);
}

const giveaway = (titulo: string, days: number, extra: Record<string, unknown> = {}) => ({
  titulo,
  descricao: 'Concorra a um kit completo para o seu café da manhã, entregue em todo o Brasil.',
  premios: ['Cafeteira italiana', 'Dois pacotes de café especial'],
  dataSorteio: new Date(Date.now() + days * 86_400_000).toISOString(),
  numeroVencedores: 1,
  regulamento: 'Um prêmio por pessoa. Maiores de 18 anos.',
  exigirEmailConfirmado: false,
  ...extra,
});

export async function buildShowcaseScene(server: { url: string }, dataDir: string): Promise<ShowcaseScene> {
  const creator = person('carla.cria');
  const admin = person('ana.admin');
  const participant = person('bia.participa');
  await registerProCreator(server, dataDir, creator, admin, 'Cenário de qualidade');
  const registered = await postJson(server.url, '/api/auth/register', { email: participant.email, password: participant.password, username: participant.username, nome: 'Bia' });
  participant.accessToken = String(registered.accessToken);
  const url = server.url;

  const imagemUrl = await uploadCover(url, creator.accessToken);
  // The same upload is the first prize's image: the page shows a prize with an image and one without.
  const active = await postJson(url, '/api/giveaways', giveaway('Kit de café da manhã', 10, { imagemUrl, premiosImagens: [imagemUrl] }), creator.accessToken);
  const activeId = String(active.id);
  await postJson(url, `/api/giveaways/${activeId}/publish`, {}, creator.accessToken);
  const answers = (p: E2ePerson, nome: string) => ({ respostas: { nome, email: p.email }, aceiteRegulamento: true });
  await postJson(url, `/api/giveaways/${activeId}/entries`, answers(participant, 'Bia Lima'), participant.accessToken);

  const drawn = await postJson(url, '/api/giveaways', giveaway('Caneca personalizada', 1), creator.accessToken);
  const drawnId = String(drawn.id);
  await postJson(url, `/api/giveaways/${drawnId}/publish`, {}, creator.accessToken);
  await postJson(url, `/api/giveaways/${drawnId}/entries`, answers(participant, 'Bia Lima'), participant.accessToken);
  await postJson(url, `/api/giveaways/${drawnId}/entries`, answers(admin, 'Ana Admin'), admin.accessToken);
  await postJson(url, `/api/giveaways/${drawnId}/close`, {}, creator.accessToken);
  await eventually('o sorteio', async () => {
    const res = await api(url, 'POST', `/api/giveaways/${drawnId}/draw`, creator.accessToken, { quantidade: 1, suplentes: 0 });
    return res.ok ? true : null;
  });

  const report = await postJson(url, `/api/giveaways/${activeId}/reports`, { motivo: 'spam', detalhes: 'Parece propaganda.' }, participant.accessToken);
  // The cover's resized copies are made by a job: the pages should show them, as in production.
  await eventually('as variantes da capa', async () => {
    const res = await fetch(`${url}/api/giveaways/${activeId}`);
    const body = (await res.json()) as { imagens: unknown };
    return body.imagens ? true : null;
  });
  return { creator, admin, participant, activeId, drawnId, reportId: String(report.id) };
}
