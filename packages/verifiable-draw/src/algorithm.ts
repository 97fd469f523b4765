// Every constant that is part of the byte layout lives here, so the spec has one source.
import { utf8 } from './bytes';

export const ALGORITHM = 'sorteios-fy-hmac-sha256';
export const ALGORITHM_VERSION = 1;

export const LEAF_PREFIX = 0x00;
export const NODE_PREFIX = 0x01;
export const LEAF_TAG = utf8('sorteios-leaf-v1');
export const SEED_TAG = utf8('sorteios-seed-v1');

export const HASH_BYTES = 32;
export const SALT_BYTES = 32;
export const SERVER_SEED_BYTES = 32;

/** uniform(n) works on 32-bit draws, so the entrant count can never exceed 2^32. */
export const MAX_ENTRANTS = 2 ** 32;
