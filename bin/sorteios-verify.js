#!/usr/bin/env node
'use strict';
// Launcher: the built CLI when `npm run build` has run, otherwise the TypeScript source
// through @swc-node/register, so `npx sorteios-verify recibo.json` works in any clone.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const built = join(__dirname, '..', 'dist', 'src', 'cli', 'sorteios-verify.js');
let cli;
if (existsSync(built)) {
  cli = require(built);
} else {
  require('@swc-node/register');
  cli = require(join(__dirname, '..', 'src', 'cli', 'sorteios-verify.ts'));
}
cli.runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
