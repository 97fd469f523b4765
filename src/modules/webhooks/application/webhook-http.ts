import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './webhook-url-guard';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of an answer read; the rest is dropped unread. */
const MAX_BODY_BYTES = 64 * 1024;
/** The most of an answer kept in the log. */
const KEPT_CHARS = 1000;

export interface HttpOutcome {
  statusHttp: number | null;
  erro: string | null;
  /** The answer's start, HTML-escaped and without control characters. */
  resposta: string | null;
  duracaoMs: number;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export const escapeAnswer = (text: string) =>
  text
    .slice(0, KEPT_CHARS)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Connects to the checked address whatever the name resolves to now; TLS still verifies the name. */
const pinned =
  (address: string, family: 4 | 6): LookupFunction =>
  (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * One POST, no redirects followed (a 3xx is a failure), at most 10 s from start to the end
 * of the answer, at most 64 KB of it read.
 */
export function postJson(target: CheckedTarget, headers: Record<string, string>, body: string, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<HttpOutcome> {
  const started = performance.now();
  const lib = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<HttpOutcome, 'duracaoMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, duracaoMs: Math.round(performance.now() - started) });
    };
    const req = lib.request(
      target.url,
      {
        method: 'POST',
        agent: agents[target.url.protocol as 'http:' | 'https:'],
        lookup: pinned(target.address, target.family),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Sorteios-Webhooks/1.0' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = res.statusCode ?? null;
          const text = escapeAnswer(Buffer.concat(chunks).toString('utf8'));
          const ok = status !== null && status >= 200 && status < 300;
          const erro = ok ? null : status !== null && status >= 300 && status < 400 ? `Redirecionamento (${status}) não seguido` : `Resposta HTTP ${status}`;
          finish({ statusHttp: status, erro, resposta: text || null });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_BODY_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_BODY_BYTES - size));
          size += chunk.length;
          if (size >= MAX_BODY_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', () => done());
      },
    );
    const timer = setTimeout(() => {
      finish({ statusHttp: null, erro: `Tempo esgotado (${Math.round(timeoutMs / 1000)} s)`, resposta: null });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish({ statusHttp: null, erro: connectionError(err), resposta: null }));
    req.end(body);
  });
}

function connectionError(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'Conexão recusada';
    case 'ECONNRESET':
      return 'Conexão encerrada pelo receptor';
    case 'ETIMEDOUT':
      return 'Tempo esgotado ao conectar';
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? `Falha de TLS (${err.code})` : `Falha de conexão (${err.code ?? 'desconhecida'})`;
  }
}
