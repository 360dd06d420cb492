#!/usr/bin/env node
import { main } from './main.js';
import { capOptimisingTier } from './v8-tiers.js';

capOptimisingTier(process.execArgv);

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
