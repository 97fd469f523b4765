#!/usr/bin/env node
'use strict';
// Launcher of the @sorteios/verify package (packages/verify): its bundled bin when it has been
// built (`npm run build:packages`, run by `npm install`), otherwise its TypeScript source through
// @swc-node/register, so `npx sorteios-verify recibo.json` works in any clone.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const pkg = join(__dirname, '..', 'packages', 'verify');
const built = join(pkg, 'dist', 'sorteios-verify.js');
let cli;
if (existsSync(built)) {
  cli = require(built);
} else {
  require('@swc-node/register');
  cli = require(join(pkg, 'src', 'sorteios-verify.ts'));
}
cli.runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
