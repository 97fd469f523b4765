/**
 * @sorteios/verifiable-draw: the verifiable draw's algorithm (docs/verifiable-draws.md), written
 * once against DrawCrypto and shared by the API, the SPA and sorteios-verify. This entry runs
 * anywhere (browser included); node:crypto is in '@sorteios/verifiable-draw/node' and the drand
 * BLS check in '@sorteios/verifiable-draw/drand', so a browser bundle pulls in neither.
 */
export * from './algorithm';
export * from './bytes';
export * from './draw';
export * from './draw-crypto';
export * from './entrant-commitment';
export * from './history-chain';
export * from './merkle';
export * from './public-randomness';
export * from './random-stream';
export * from './ranking';
export * from './receipt';
export * from './receipt-binding';
export * from './replacements';
export * from './receipt-shape';
export * from './seed';
export * from './verify';
export * from './web-crypto';
export * from './transparency-log';
export * from './receipt-text';
export * from './log-v2';
export * from './verify-v2';
export * from './draw-v2';
export * from './verify-draw-v2';
export * from './public-randomness-check';
