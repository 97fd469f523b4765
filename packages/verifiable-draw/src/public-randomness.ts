import { isHex } from './bytes';

/**
 * A drand beacon round published after the close. `randomness` is SHA-256 of `signature`
 * (drand's own rule), checked here; the BLS signature itself is checked against the chain's
 * public key by the server and the CLI (drand.ts). The signature is required: without it
 * nothing ties `randomness` to the chain.
 */
export interface DrandRandomness {
  source: 'drand';
  chainHash: string;
  round: number;
  randomness: string;
  signature: string;
  value: string;
  check: string;
}

/** The five prizes of the Loteria Federal draw of a named date, as Caixa publishes them. */
export interface LoteriaFederalRandomness {
  source: 'loteria-federal';
  date: string;
  premios: string[];
  value: string;
  check: string;
}

export type PublicRandomness = DrandRandomness | LoteriaFederalRandomness;

export type DrandInput = Omit<DrandRandomness, 'value' | 'check'>;
export type LoteriaFederalInput = Omit<LoteriaFederalRandomness, 'value' | 'check'>;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Why the fields cannot form a canonical value, or null when they can. */
export function publicRandomnessProblem(input: DrandInput | LoteriaFederalInput): string | null {
  if (input.source === 'drand') {
    if (!isHex(input.chainHash, 32)) return 'chainHash deve ter 32 bytes em hexadecimal minúsculo';
    if (!Number.isSafeInteger(input.round) || input.round < 1) return 'round deve ser um inteiro positivo';
    if (!isHex(input.randomness, 32)) return 'randomness deve ter 32 bytes em hexadecimal minúsculo';
    // quicknet's signatures are G1 points, 48 bytes compressed.
    if (!isHex(input.signature, 48)) return 'signature (a assinatura BLS da rodada do drand) deve estar presente: 48 bytes em hexadecimal minúsculo';
    return null;
  }
  if (input.source === 'loteria-federal') {
    if (!isDate(input.date)) return 'date deve ser uma data AAAA-MM-DD válida';
    if (!Array.isArray(input.premios) || input.premios.length !== 5 || !input.premios.every((p) => typeof p === 'string' && /^\d{5,6}$/.test(p))) {
      return 'premios deve ter os 5 números sorteados, cada um com 5 ou 6 dígitos';
    }
    return null;
  }
  return `fonte desconhecida: ${String((input as { source?: unknown }).source)}`;
}

/**
 * The exact string whose UTF-8 bytes enter the draw seed:
 *   drand:<chainHash>:<round>:<randomness>
 *   loteria-federal:<YYYY-MM-DD>:<premio1>-<premio2>-<premio3>-<premio4>-<premio5>
 */
export function canonicalPublicValue(input: DrandInput | LoteriaFederalInput): string {
  const problem = publicRandomnessProblem(input);
  if (problem) throw new Error(problem);
  return input.source === 'drand'
    ? `drand:${input.chainHash}:${input.round}:${input.randomness}`
    : `loteria-federal:${input.date}:${input.premios.join('-')}`;
}

function checkText(input: DrandInput | LoteriaFederalInput): string {
  if (input.source === 'drand') {
    return (
      `Abra https://api.drand.sh/${input.chainHash}/public/${input.round} e confira que "randomness" é ${input.randomness}; ` +
      'a rodada foi escolhida no encerramento e só foi publicada depois dele.'
    );
  }
  const [ano, mes, dia] = input.date.split('-');
  return (
    `Confira no site da Caixa (https://loterias.caixa.gov.br) o resultado da Loteria Federal de ${dia}/${mes}/${ano}: ` +
    `os cinco prêmios, em ordem, são ${input.premios.join(', ')}.`
  );
}

export function describePublicRandomness(input: DrandInput): DrandRandomness;
export function describePublicRandomness(input: LoteriaFederalInput): LoteriaFederalRandomness;
export function describePublicRandomness(input: DrandInput | LoteriaFederalInput): PublicRandomness;
export function describePublicRandomness(input: DrandInput | LoteriaFederalInput): PublicRandomness {
  return { ...input, value: canonicalPublicValue(input), check: checkText(input) } as PublicRandomness;
}
