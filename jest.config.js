// One runner for every layer (DESIGN.md § Tests); each layer is a jest project.
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// file-type 21 and its dependencies ship only ES modules (its "node" export has no require
// condition): jest resolves it through the mapping below and swc turns them into CommonJS.
// So do parts of jsdom 29 (the server-side DOMPurify window of the pages module); Node
// itself loads them with require(esm), jest below Node 24.9 does not.
const esmOnly = [
  'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit',
  '@exodus', '@asamuzakjp', '@csstools', 'jsdom/node_modules/parse5', 'jsdom/node_modules/entities',
  // Outside sign-in (OpenID Connect): the client and its dependencies, and the provider the tests run.
  'openid-client', 'oauth4webapi', 'jose', 'oidc-provider',
];
const swcEsm = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

// The workspace packages (packages/*) are tested from their sources, not from the dist that
// `npm install` builds: a change to the verifier shows in the very next run.
const workspacePackages = {
  '^@sorteios/verifiable-draw$': '<rootDir>/packages/verifiable-draw/src/index.ts',
  '^@sorteios/verifiable-draw/(node|drand)$': '<rootDir>/packages/verifiable-draw/src/$1.ts',
  '^@sorteios/verify$': '<rootDir>/packages/verify/src/sorteios-verify.ts',
};

const node = (displayName, testMatch, extra = {}) => ({
  displayName,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swcNode, [`/node_modules/(${esmOnly.join('|')})/.+\\.m?js$`]: swcEsm },
  // Nested packages count: a path is left alone unless an ES-only package appears anywhere in it.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly.join('|')})/).*/node_modules/`],
  moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js', ...workspacePackages },
  testMatch,
  ...extra,
});

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  // On 2 cores jest would run every file in its own process, in band: the heap grew to ~4 GB
  // over the ~225 files and, near Node's limit, garbage collection made an app's start take
  // over 30 s. Set, it makes jest run a worker and start a fresh one once a file leaves it
  // above this much memory.
  workerIdleMemoryLimit: '1GB',
  projects: [
    node('unit', ['<rootDir>/src/**/*.spec.ts', '<rootDir>/packages/*/src/**/*.spec.ts']),
    node('architecture', ['<rootDir>/test/architecture/**/*.test.ts']),
    node('contract', ['<rootDir>/test/contract/**/*.test.ts']),
    node('api', ['<rootDir>/test/api/**/*.test.ts']),
    node('e2e', ['<rootDir>/test/e2e/**/*.test.ts']),
    // The production shape under faults (issue 10): real processes, servers paused for real.
    node('fault', ['<rootDir>/test/fault/**/*.test.ts']),
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      transform: { '^.+\\.tsx?$': swcWeb },
      testMatch: ['<rootDir>/web/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png)$': 'identity-obj-proxy', ...workspacePackages },
    },
  ],
};
