import { z } from 'zod';

/*
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once:
 * under the app's Content-Security-Policy (script-src 'self') that try is a CSP violation the
 * browser reports on the page (Lighthouse's "issues" audit). Without JIT nothing is tried, and
 * the parsers the SPA runs (route params, forms) are small. It must run before the first
 * z.object() is made: a module that makes schemas at load imports z from here.
 */
z.config({ jitless: true });

export { z };
