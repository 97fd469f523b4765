// Defined by web/vite.config.ts for a build; the dev server and the tests have none.
declare const __BUILD_ID__: string | undefined;

/** The id of the build this page runs (builds/latest.json names the newest deployed one); null outside a build. */
export const RUNNING_BUILD_ID: string | null = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null;
