#!/usr/bin/env node
import { main } from './main.js';
import { useV8HeapGrowth } from '../lint/heap.js';

useV8HeapGrowth(process.execArgv);

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
