#!/usr/bin/env node
import { startEarlyWorker, wantsEarlyWorker, whenFirstAnswered } from '../dev/early-worker.js';
import { quietOnClosedPipe, terminalSafe } from './io.js';
import { main } from './main.js';
import { restoreDefaultBudget, tuneV8 } from './v8-tiers.js';

// `build` and `dev` keep TurboFan and leave collections to V8; the other commands stop at
// the tier below it and collect after pages themselves (src/cli/v8-tiers.ts).
const tuning = tuneV8(process.execArgv, process.argv[2]);
// `dev`: its first render worker loads the renderer while the command and the server load (issue 51).
if (wantsEarlyWorker(process.argv.slice(2), process.env)) startEarlyWorker();
// `dev`'s larger interrupt budget is for its first pages; the full site loads with V8's default.
if (tuning.cappedTier && process.argv[2] === 'dev') whenFirstAnswered(restoreDefaultBudget);
// A reader that stops early (`docwright lint | head`) ends the output, not the command.
quietOnClosedPipe(process.stdout);
quietOnClosedPipe(process.stderr);

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  // Nothing from a project drives the terminal through stderr (the reports on stdout escape their own).
  stderr: terminalSafe(process.stderr),
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
