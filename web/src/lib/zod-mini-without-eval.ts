import * as z from 'zod/mini';

// zod/mini with the same no-`new Function` setting as zod-without-eval.ts (why: see there).
z.config({ jitless: true });

export { z };
