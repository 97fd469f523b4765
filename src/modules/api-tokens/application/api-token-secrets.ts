import { createHash } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../platform/auth/api-tokens.port';

/** 32 random bytes (256 bits): guessing one is out of reach, so one SHA-256 is enough to store it. */
export const API_TOKEN_BYTES = 32;
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A new token: `sor_` and 43 base64url characters. */
export const apiTokenFrom = (bytes: Uint8Array): string => API_TOKEN_PREFIX + Buffer.from(bytes).toString('base64url');

/**
 * What is stored and looked up: the token's SHA-256. A slow password hash would add nothing
 * to a 256-bit secret and would cost every request.
 */
export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether it could be one of ours at all; anything else is refused without a lookup. */
export const looksLikeApiToken = (token: string): boolean => TOKEN_SHAPE.test(token);
