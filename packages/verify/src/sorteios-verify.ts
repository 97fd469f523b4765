import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { type LogPublicKeys, verifyReceiptText, type VerificationCheck } from '@sorteios/verifiable-draw';
import { drandSignatureCheck } from './drand-signature-check';
import { checkEntryReceipt, type EntryReceiptSources, isEntryReceipt, logKeysOf } from './entry-receipt-check';

/**
 * Independent verifier of a draw receipt (docs/verifiable-draws.md § 9):
 *   sorteios-verify recibo.json --commitment compromisso.json   (the commitment kept since the close)
 *   sorteios-verify recibo.json --api https://sorteios.example    (fetches the giveaway's public history)
 *   sorteios-verify https://sorteios.example/sorteio/<id>         (fetches the receipt and the history)
 *   sorteios-verify recibo.json --somente-recibo                  (the receipt alone, said so)
 * "Válido" means the receipt recomputes AND matches the close's commitment: a receipt checked
 * on its own would also pass a draw re-rolled after the close.
 *   sorteios-verify recibo-inscricao.json --api https://sorteios.example   (an entry receipt, version 2:
 *     against the served log key and the giveaway's latest or final tree; or offline with
 *     --chave chave.json --cabeca cabeca.json --prova consistencia.json, kept from those routes)
 *   sorteios-verify recibo.json --commitment compromisso.json --chave chave.json   (a draw of version 2:
 *     its sealed head is checked with the log key, kept or fetched from --api / the giveaway's server)
 * Exit codes: 0 valid; 1 some check failed; 2 the input could not be read; 3 the receipt is
 * coherent but no commitment (or, for an entry receipt, no tree head) was given to check it against.
 */

interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

const USAGE =
  'Uso: sorteios-verify <recibo.json | - | endereço do sorteio> [--commitment compromisso.json | --api https://…] [--somente-recibo]\n' +
  '  --commitment arquivo  o compromisso do encerramento (GET /api/giveaways/<id>/commitment, guardado, ou o histórico GET …/history)\n' +
  '  --api https://…       busca o histórico público do sorteio nesse servidor\n' +
  '  --somente-recibo      confere só o recibo, sem compará-lo com o compromisso (e diz isso)\n' +
  '  --chave arquivo       (sorteio da versão 2) a chave do registro que assinou a árvore selada (GET /api/log-key); com --api ou o endereço, buscada no servidor\n' +
  'Recibo de inscrição (versão 2): sorteios-verify recibo-inscricao.json --api https://… | --chave chave.json [--cabeca cabeca.json --prova consistencia.json]\n' +
  '  --chave arquivo       a chave do registro (GET /api/log-key) ou a chave pública crua em base64\n' +
  '  --cabeca arquivo      a cabeça final do registro (GET /api/giveaways/<id>/log/head)\n' +
  '  --prova arquivo       a prova de consistência (GET …/log/consistency?de=<treeSize do recibo>&para=<treeSize da cabeça>)';

class InputError extends Error {}

/** A giveaway's address (its page, its receipt or any of its API routes): the server and the id. */
function giveawayAddress(text: string): { origin: string; id: string } | null {
  if (!/^https?:\/\//.test(text)) return null;
  const url = new URL(text);
  const match = /\/(?:sorteio|api\/giveaways)\/([^/?#]+)/.exec(url.pathname);
  return match ? { origin: url.origin, id: decodeURIComponent(match[1]) } : null;
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new InputError(`Não foi possível acessar ${url}: ${(error as Error).message}`);
  }
  if (!res.ok) throw new InputError(`${url} respondeu ${res.status}`);
  return res.text();
}

function readLocal(path: string, what: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new InputError(`Não foi possível ler ${what} ${path === '-' ? 'da entrada padrão' : path}: ${(error as Error).message}`);
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`Não foi possível ler ${what}: ${(error as Error).message}`);
  }
}

const historyUrl = (origin: string, id: string) => `${origin.replace(/\/+$/, '')}/api/giveaways/${encodeURIComponent(id)}/history`;

export async function runCli(args: readonly string[], io: Output = console_): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        commitment: { type: 'string' },
        api: { type: 'string' },
        'somente-recibo': { type: 'boolean' },
        'receipt-only': { type: 'boolean' },
        chave: { type: 'string' },
        cabeca: { type: 'string' },
        prova: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const receiptOnly = Boolean(values['somente-recibo'] || values['receipt-only']);
  if (positionals.length !== 1 || (values.commitment && values.api)) {
    io.err(USAGE);
    return 2;
  }

  let text: string;
  let commitment: unknown;
  let fetchedFrom: string | null = null;
  let logKeys: LogPublicKeys | undefined;
  try {
    const address = giveawayAddress(positionals[0]);
    text = address ? await fetchText(`${address.origin}/api/giveaways/${encodeURIComponent(address.id)}/draw`) : readLocal(positionals[0], 'o recibo');
    const receipt = parseJson(text, 'o recibo');
    if (isEntryReceipt(receipt)) return await runEntryReceipt(receipt, await entryReceiptSources(receipt, values), receiptOnly, io);
    logKeys = await drawLogKeys(receipt, values, address?.origin);
    if (values.commitment) commitment = parseJson(readLocal(values.commitment, 'o compromisso'), 'o compromisso');
    else if (!receiptOnly && (values.api || address)) {
      const id = address?.id ?? (receipt as { giveawayId?: unknown } | null)?.giveawayId;
      if (typeof id !== 'string') throw new InputError('O recibo não traz giveawayId: não há como buscar o compromisso.');
      fetchedFrom = historyUrl(values.api ?? address!.origin, id);
      commitment = parseJson(await fetchText(fetchedFrom), 'o histórico do sorteio');
    }
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    io.err(error.message);
    return 2;
  }

  const verified = await verifyReceiptText(text, nodeDrawCrypto, {
    ...(commitment === undefined ? {} : { commitment }),
    ...(logKeys ? { logKeys, ed25519: nodeEd25519Verify } : {}),
  });
  const drand = verified.checks.length > 1 ? await drandSignatureCheck(JSON.parse(text)) : null;
  const checks: VerificationCheck[] = drand ? [...verified.checks, drand] : verified.checks;
  const ok = checks.every((c) => c.ok);
  for (const check of checks) io.out(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);

  if (!ok) {
    io.out('Recibo INVÁLIDO: ao menos uma verificação falhou.');
    return 1;
  }
  if (verified.commitmentChecked) {
    if (fetchedFrom) io.out(`Compromisso lido agora de ${fetchedFrom}: para provar que ele não mudou desde o encerramento, compare com uma cópia guardada (--commitment).`);
    io.out('Recibo válido: o sorteio foi recalculado e confere com o compromisso registrado no encerramento.');
    return 0;
  }
  if (receiptOnly) {
    io.out(
      'Conferido SOMENTE o recibo: o sorteio foi recalculado e é coerente, mas não foi comparado com o compromisso do encerramento; ' +
        'um sorteio refeito depois do encerramento (outra semente, outro compromisso) também passaria.',
    );
    return 0;
  }
  io.out('✗ Compromisso do encerramento: não informado.');
  io.out(
    'Recibo NÃO confirmado: ele é coerente, mas sem o compromisso não há como saber se corresponde ao que foi registrado no encerramento. ' +
      'Informe --commitment compromisso.json (guardado no encerramento), --api https://… ou o endereço do sorteio; ou --somente-recibo para conferir só o recibo.',
  );
  return 3;
}

/**
 * A version-2 draw receipt's sealed head is signed by the log key: --chave (the kept answer of
 * GET /api/log-key, or the raw base64 key), else the key the server of --api (or of the
 * giveaway's address) serves. None for a version-1 receipt; without one the check fails.
 */
async function drawLogKeys(receipt: unknown, values: { api?: string; chave?: string }, origin: string | undefined): Promise<LogPublicKeys | undefined> {
  if ((receipt as { version?: unknown } | null)?.version !== 2) return undefined;
  let source: unknown;
  if (values.chave) {
    const text = readLocal(values.chave, 'a chave do registro');
    source = /^\s*[[{"]/.test(text) ? parseJson(text, 'a chave do registro') : text.trim();
  } else if (values.api ?? origin) {
    source = parseJson(await fetchText(`${(values.api ?? origin)!.replace(/\/+$/, '')}/api/log-key`), 'a chave do registro');
  } else return undefined;
  const keys = logKeysOf(source);
  if (typeof keys === 'string') throw new InputError(keys);
  return keys;
}

/** What an entry receipt is checked against: files given, else the server of --api. */
async function entryReceiptSources(receipt: unknown, values: { api?: string; chave?: string; cabeca?: string; prova?: string }): Promise<EntryReceiptSources> {
  const fileOrText = (path: string, what: string) => {
    const text = readLocal(path, what);
    return /^\s*[[{"]/.test(text) ? parseJson(text, what) : text.trim();
  };
  const sources: EntryReceiptSources = {};
  if (values.chave) sources.key = fileOrText(values.chave, 'a chave do registro');
  if (values.cabeca) sources.head = parseJson(readLocal(values.cabeca, 'a cabeça do registro'), 'a cabeça do registro');
  if (values.prova) sources.proof = parseJson(readLocal(values.prova, 'a prova de consistência'), 'a prova de consistência');
  if (!values.api) return sources;
  const { giveawayId, treeSize } = receipt as { giveawayId?: unknown; treeSize?: unknown };
  if (typeof giveawayId !== 'string' || typeof treeSize !== 'number') throw new InputError('O recibo não traz giveawayId e treeSize: não há como buscar o registro.');
  const base = `${values.api.replace(/\/+$/, '')}/api`;
  sources.key ??= parseJson(await fetchText(`${base}/log-key`), 'a chave do registro');
  if (sources.head === undefined) {
    sources.head = parseJson(await fetchText(`${base}/giveaways/${encodeURIComponent(giveawayId)}/log/head`), 'a cabeça do registro');
    const headSize = (sources.head as { treeSize?: unknown }).treeSize;
    if (typeof headSize === 'number' && headSize >= treeSize) {
      sources.proof = parseJson(await fetchText(`${base}/giveaways/${encodeURIComponent(giveawayId)}/log/consistency?de=${treeSize}&para=${headSize}`), 'a prova de consistência');
    }
  }
  return sources;
}

async function runEntryReceipt(receipt: unknown, sources: EntryReceiptSources, receiptOnly: boolean, io: Output): Promise<number> {
  if (sources.key === undefined) {
    io.err('Para conferir um recibo de inscrição informe a chave do registro: --api https://… ou --chave chave.json (GET /api/log-key).');
    return 2;
  }
  const { checks, againstHead, final } = await checkEntryReceipt(receipt, sources);
  for (const check of checks) io.out(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  if (!checks.every((c) => c.ok)) {
    io.out('Recibo de inscrição INVÁLIDO: ao menos uma verificação falhou.');
    return 1;
  }
  const { index } = receipt as { index: number };
  if (againstHead && final) {
    io.out(`Recibo de inscrição válido e consistente com a árvore final do sorteio: a inscrição está nela, na posição ${index}.`);
    return 0;
  }
  if (againstHead) {
    io.out(`Recibo de inscrição válido e consistente com a árvore atual (o sorteio ainda não foi encerrado): a inscrição está nela, na posição ${index}. Confira de novo depois do encerramento.`);
    return 0;
  }
  if (receiptOnly) {
    io.out('Conferido SOMENTE o recibo de inscrição: assinado pela chave do registro e com a inscrição na árvore que ele descreve; não foi comparado com a árvore final.');
    return 0;
  }
  io.out('✗ Árvore final: não informada.');
  io.out('Recibo de inscrição NÃO confirmado contra a árvore final: informe --api https://… ou --cabeca e --prova; ou --somente-recibo para conferir só o recibo.');
  return 3;
}

if (require.main === module) {
  void runCli(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
