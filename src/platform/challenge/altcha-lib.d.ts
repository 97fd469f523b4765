/**
 * altcha-lib 2 publishes its types only through package.json "exports", which this
 * project's CommonJS resolution (node10) does not read; Node itself loads the CJS build
 * through "exports" at run time. These point the compiler at the same files.
 */
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}
declare module 'altcha-lib/algorithms/sha' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/sha';
}
