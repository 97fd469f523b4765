import type { VerificationCheck } from '@sorteios/verifiable-draw';
import { QUICKNET, verifyDrandBeacon } from '@sorteios/verifiable-draw/drand';

const NAME = 'Assinatura BLS da rodada drand (chave pública da rede quicknet)';
const check = (ok: boolean, detail: string): VerificationCheck => ({ id: 'drand-signature', name: NAME, ok, detail });

/**
 * The one check the browser page leaves out: that the drand round in the receipt was really
 * signed by the League of Entropy (drand-client, BLS12-381). Null when the draw used no drand.
 */
export async function drandSignatureCheck(receipt: unknown): Promise<VerificationCheck | null> {
  const pr = (receipt as { publicRandomness?: { source?: string; chainHash?: string; round?: number; randomness?: string; signature?: string | null } } | null)
    ?.publicRandomness;
  if (!pr || pr.source !== 'drand') return null;
  if (pr.chainHash !== QUICKNET.hash) return check(false, `a cadeia ${String(pr.chainHash)} não é a quicknet, a única que este verificador conhece`);
  if (!pr.signature || typeof pr.round !== 'number' || typeof pr.randomness !== 'string') return check(false, 'o recibo não traz a rodada, o valor e a assinatura');
  const ok = await verifyDrandBeacon({ round: pr.round, randomness: pr.randomness, signature: pr.signature }, pr.round);
  return ok
    ? check(true, `a rodada ${pr.round} foi assinada pela rede drand e o valor é o SHA-256 da assinatura`)
    : check(false, `a assinatura não é a da rodada ${pr.round} nesta rede, ou o valor não corresponde a ela`);
}
