import { setFlagsFromString } from 'node:v8';

/*
 * How far V8 lets the heap grow past what the last full collection kept before collecting
 * again: 1.5×, instead of V8's own factor (up to 4× on a fast collector). The embedded read
 * store's load leaves garbage that an idle server never collects, so the process stays at the
 * size V8 allowed: with a million entrants loaded that was 1.4 GB of resident memory for 0.5 GB
 * of live data, and 0.86 GB with this (docs/performance.md, issue 17). Set here, before the
 * app starts, so every way of starting the server gets it; V8 reads it at each collection.
 */
setFlagsFromString('--heap-growing-percent=50');
