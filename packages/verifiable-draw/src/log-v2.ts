import { HASH_BYTES, LEAF_PREFIX, SALT_BYTES } from './algorithm';
import { concatBytes, fromHex, isHex, toHex, uint64BE, utf8 } from './bytes';
import type { DrawCrypto, MaybePromise } from './draw-crypto';

/*
 * Algorithm version 2 (issue 17, docs/verifiable-draws.md "Versão 2"): every accepted entry is
 * appended at once to its giveaway's append-only log, an RFC 9162 Merkle tree
 * (transparency-log.ts), and the participant gets a receipt signed with the platform's log key.
 * This file holds the byte layouts; verify-v2.ts the checks.
 */

export const LOG_ALGORITHM_VERSION = 2;
/** The leaf's label: the v1 layout with its own tag, so a v1 leaf can never pass for a v2 one. */
export const LEAF_TAG_V2 = utf8('sorteios-leaf-v2');
/** The label of a signed tree head, so a log signature cannot be replayed as anything else. */
export const TREE_HEAD_TAG = utf8('sorteios-tree-head-v2');
export const SIGNATURE_ALGORITHM = 'Ed25519';

/**
 * RFC 9162's leaf input: utf8("sorteios-leaf-v2") || 0x00 || utf8(entryId) || 0x00 || participantHash.
 * Its leaf hash, SHA-256(0x00 || leaf input), has exactly v1's leaf layout with the v2 tag.
 */
export function logLeafInput(entryId: string, participantHash: Uint8Array): Uint8Array {
  if (participantHash.length !== HASH_BYTES) throw new Error('o participantHash deve ter 32 bytes');
  return concatBytes(LEAF_TAG_V2, Uint8Array.of(0), utf8(entryId), Uint8Array.of(0), participantHash);
}

/** participantHash = HMAC-SHA256(salt, utf8(participantId)), as in v1. */
export async function logParticipantHash(salt: Uint8Array, participantId: string, crypto: DrawCrypto): Promise<Uint8Array> {
  if (salt.length !== SALT_BYTES) throw new Error('o sal deve ter 32 bytes');
  return crypto.hmacSha256(salt, utf8(participantId));
}

/** The v2 leaf hash: SHA-256(0x00 || logLeafInput). */
export async function logLeafV2(entryId: string, participantHash: Uint8Array, crypto: DrawCrypto): Promise<Uint8Array> {
  return crypto.sha256(concatBytes(Uint8Array.of(LEAF_PREFIX), logLeafInput(entryId, participantHash)));
}

/** saltCommitment = SHA-256(salt), fixed at publication; the salt itself is revealed by the draw. */
export async function saltCommitment(salt: Uint8Array, crypto: DrawCrypto): Promise<Uint8Array> {
  return crypto.sha256(salt);
}

/** What a signed tree head states: this giveaway's log had `treeSize` leaves with `root` at `time`. */
export interface TreeHead {
  giveawayId: string;
  treeSize: number;
  /** 64 lowercase hex digits. */
  root: string;
  /** ISO 8601 UTC with milliseconds (Date#toISOString); signed as milliseconds since the epoch. */
  time: string;
}

/**
 * The exact bytes the log key signs:
 *   utf8("sorteios-tree-head-v2") || 0x00 || uint64BE(len) || utf8(giveawayId)
 *   || uint64BE(treeSize) || root (32 bytes) || uint64BE(time in ms since the epoch)
 * Length-prefixed, so no two heads share an encoding.
 */
export function treeHeadMessage(head: TreeHead): Uint8Array {
  const id = utf8(head.giveawayId);
  const ms = Date.parse(head.time);
  if (!Number.isSafeInteger(ms) || ms < 0 || new Date(ms).toISOString() !== head.time) throw new Error('time deve ser uma data ISO 8601 em UTC com milissegundos');
  if (!isHex(head.root, HASH_BYTES)) throw new Error('root deve ter 64 dígitos hexadecimais minúsculos');
  return concatBytes(TREE_HEAD_TAG, Uint8Array.of(0), uint64BE(id.length), id, uint64BE(head.treeSize), fromHex(head.root), uint64BE(ms));
}

/** A tree head with the log key's signature (Ed25519, 64 bytes in lowercase hex) and the key's id. */
export interface SignedTreeHead extends TreeHead {
  signature: string;
  keyId: string;
}

/** The receipt an accepted entry gets at once (in the 201 and in GET …/entries/me). */
export interface EntryReceipt extends SignedTreeHead {
  version: 2;
  entryId: string;
  /** The entry's leaf index in its giveaway's log, from 0. */
  index: number;
  /** HMAC-SHA256(salt, participantId): lets the holder recompute the leaf; says nothing until the salt is revealed. */
  participantHash: string;
  /** The leaf hash (logLeafV2), hex. */
  leaf: string;
  /** RFC 9162 audit path from the leaf to `root` at `treeSize`, leaf side first, hex. */
  inclusionProof: string[];
}

/** Ed25519 verification, given by the caller: node:crypto (node.ts) or WebCrypto (webEd25519Verify). */
export type Ed25519Verify = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => MaybePromise<boolean>;

/** keyId = the first 16 hex digits of SHA-256(raw 32-byte Ed25519 public key). */
export async function logKeyId(rawPublicKey: Uint8Array, crypto: DrawCrypto): Promise<string> {
  return toHex(await crypto.sha256(rawPublicKey)).slice(0, 16);
}

interface Ed25519Subtle {
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'Ed25519' }, extractable: boolean, usages: string[]): Promise<unknown>;
  verify(algorithm: { name: 'Ed25519' }, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

/** Ed25519 through WebCrypto (current browsers, Node 20's globalThis.crypto). */
export const webEd25519Verify: Ed25519Verify = async (publicKey, message, signature) => {
  const subtle = (globalThis as { crypto?: { subtle?: Ed25519Subtle } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) indisponível neste ambiente');
  const key = await subtle.importKey('raw', publicKey.slice(), { name: 'Ed25519' }, false, ['verify']);
  return subtle.verify({ name: 'Ed25519' }, key, signature.slice(), message.slice());
};
