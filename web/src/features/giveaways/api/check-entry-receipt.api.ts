import { useMutation } from '@tanstack/react-query';
import type { EntryReceipt } from '@sorteios/api-contract';
import { createWebDrawCrypto, type VerificationResult, verifyReceiptConsistency, webEd25519Verify } from '@sorteios/verifiable-draw';
import { apiRequest } from '../../../lib/api-client';
import { fetchLogKeys } from './log-keys.api';

interface LogHeadAnswer {
  giveawayId: string;
  treeSize: number;
  final: boolean;
}

export interface EntryReceiptCheck {
  result: VerificationResult;
  final: boolean;
  treeSize: number;
}

/**
 * "My entry receipt is consistent with the tree" in the browser (docs/verifiable-draws.md
 * § V2.6): the log key (GET /api/log-key), the latest head (final after the close) and the
 * consistency proof between the receipt's tree and the head's, checked with WebCrypto.
 */
export async function checkEntryReceipt(receipt: EntryReceipt): Promise<EntryReceiptCheck> {
  const base = `/api/giveaways/${encodeURIComponent(receipt.giveawayId)}/log`;
  const [keys, head] = await Promise.all([fetchLogKeys(), apiRequest<LogHeadAnswer>(`${base}/head`)]);
  const proof =
    head.treeSize >= receipt.treeSize
      ? (await apiRequest<{ proof: string[] }>(`${base}/consistency?de=${receipt.treeSize}&para=${head.treeSize}`)).proof
      : [];
  const result = await verifyReceiptConsistency({ receipt, head, proof }, keys, createWebDrawCrypto(), webEd25519Verify);
  return { result, final: head.final, treeSize: head.treeSize };
}

export function useCheckEntryReceipt() {
  return useMutation({ mutationFn: checkEntryReceipt });
}
