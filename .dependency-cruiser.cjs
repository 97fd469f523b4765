/**
 * The module walls of docs/architecture.md ("Module boundaries"), checked on every
 * `npm test` (npm run lint:deps). A rule here is a wall: fix the import, not the rule.
 */
const PUBLIC_SURFACE = '^src/modules/[^/]+/[^/]+\\.public\\.ts$';
const PUBLISHED_EVENTS = '^src/modules/[^/]+/domain/[^/]+\\.events\\.ts$';
const SPEC = '\\.(spec|test)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties two files into one: break it by moving what both need to a third.',
      from: { path: '^(src|web/src|packages)/' },
      to: { circular: true },
    },
    {
      name: 'modules-meet-only-at-public-surfaces',
      severity: 'error',
      comment:
        "A module reaches another only through its <module>.public.ts (readers, the lifecycle fold, commands meant for others) or its published events (domain/*.events.ts).",
      from: { path: '^src/modules/([^/]+)/', pathNot: SPEC },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', PUBLIC_SURFACE, PUBLISHED_EVENTS] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'domain/ is pure TypeScript: its own domain files, other modules\' published events, platform/ddd, platform/text, platform/time (pure helpers) and the verifier package; no Nest, HTTP, storage or I/O. A type-only import of a public surface is allowed (erased at build).',
      from: { path: '^src/modules/([^/]+)/domain/', pathNot: SPEC },
      to: {
        pathNot: [
          '^src/modules/$1/domain/',
          PUBLISHED_EVENTS,
          '^src/platform/ddd/(decider|domain-error)\\.ts$',
          '^src/platform/text/',
          '^src/platform/time/',
          '^packages/verifiable-draw/',
          '^node_modules/@sorteios/verifiable-draw/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'src/platform is shared infrastructure: modules plug into it (ports, tokens), it never imports them.',
      from: { path: '^src/(platform|config)/', pathNot: SPEC },
      to: { path: '^src/modules/' },
    },
    {
      name: 'outsiders-use-public-surfaces',
      severity: 'error',
      comment: 'The CLIs use a module through its public surface, like another module would. (Benchmarks, like tests, measure internals.)',
      from: { path: '^src/cli/', pathNot: SPEC },
      to: { path: '^src/modules/', pathNot: [PUBLIC_SURFACE, PUBLISHED_EVENTS] },
    },
    {
      name: 'packages-stand-alone',
      severity: 'error',
      comment: 'Workspace packages are shared by the API, the SPA and the CLI: they import neither.',
      from: { path: '^packages/' },
      to: { path: '^(src|web|test|bench)/' },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      comment: 'A feature is one folder; what two features share moves to web/src/components or web/src/lib.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-does-not-import-features',
      severity: 'error',
      comment: 'components/ and lib/ are below the features: they must not depend on one.',
      from: { path: '^web/src/(components|lib|i18n)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-does-not-reach-into-the-server',
      severity: 'error',
      comment: 'The SPA shares code with the server only through workspace packages (@sorteios/*).',
      from: { path: '^web/' },
      to: { path: '^(src|test|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    moduleSystems: ['cjs', 'es6'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.d.ts', '.json'],
    },
  },
};
