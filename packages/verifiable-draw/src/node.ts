/** The Node-only entry: synchronous node:crypto primitives, fast enough for a million-entrant close. */
export { nodeDrawCrypto } from './node-crypto';
export { nodeEd25519Verify } from './node-ed25519';
