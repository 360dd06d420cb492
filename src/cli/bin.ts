#!/usr/bin/env node
import { main } from './main.js';
import { useV8HeapGrowth } from '../lint/heap.js';
import { capOptimisingTier, TURBOFAN_COMMANDS } from './v8-tiers.js';

// `build` and `dev` keep TurboFan and leave collections to V8; the other commands stop at
// the tier below it and collect after pages themselves (src/cli/v8-tiers.ts).
if (!capOptimisingTier(process.execArgv, process.argv[2]) && TURBOFAN_COMMANDS.has(process.argv[2] ?? '')) useV8HeapGrowth(process.execArgv);

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
