import { describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

// A hot function, then V8's own view of it: bit 16 of `%GetOptimizationStatus` is "compiled by TurboFan".
const script = (execArgv: string[], command: string): string => `
const { capOptimisingTier } = await import('./src/cli/v8-tiers.ts');
const set = capOptimisingTier(${JSON.stringify(execArgv)}, ${JSON.stringify(command)});
function hot(x) { let s = 0; for (let i = 0; i < 100; i++) s += (x * i) % 7; return s; }
let total = 0;
for (let i = 0; i < 200000; i++) total += hot(i);
const status = new Function('f', 'return %GetOptimizationStatus(f)')(hot);
console.log(JSON.stringify({ set, turbofan: (status & 16) !== 0, total }));
`;

async function tiers(execArgv: string[], command = 'lint'): Promise<{ set: boolean; turbofan: boolean }> {
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script(execArgv, command)], { cwd: repo });
  return JSON.parse(stdout) as { set: boolean; turbofan: boolean };
}

describe('capOptimisingTier', () => {
  test('a capped process (a lint) never compiles a hot function with TurboFan', async () => {
    expect(await tiers([])).toEqual(expect.objectContaining({ set: true, turbofan: false }));
  });

  test('build and dev keep TurboFan', async () => {
    expect(await tiers([], 'build')).toEqual(expect.objectContaining({ set: false, turbofan: true }));
    expect(await tiers([], 'dev')).toEqual(expect.objectContaining({ set: false, turbofan: true }));
  });

  test('a process whose command line names its own tier keeps it (TurboFan here)', async () => {
    expect(await tiers(['--max-opt=3'])).toEqual(expect.objectContaining({ set: false, turbofan: true }));
  });
});

// What `tuneV8` leaves: TurboFan or not, and whether the page collections are V8's (the environment the threads inherit).
const tuneScript = (command: string): string => `
const { tuneV8 } = await import('./src/cli/v8-tiers.ts');
tuneV8([], ${JSON.stringify(command)});
function hot(x) { let s = 0; for (let i = 0; i < 100; i++) s += (x * i) % 7; return s; }
let total = 0;
for (let i = 0; i < 200000; i++) total += hot(i);
const status = new Function('f', 'return %GetOptimizationStatus(f)')(hot);
console.log(JSON.stringify({ turbofan: (status & 16) !== 0, v8Collects: process.env.DOCWRIGHT_V8_HEAP_GROWTH === '1', total }));
`;

async function tuned(command: string): Promise<{ turbofan: boolean; v8Collects: boolean }> {
  const env = { ...process.env };
  delete env.DOCWRIGHT_V8_HEAP_GROWTH;
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', tuneScript(command)], { cwd: repo, env });
  return JSON.parse(stdout) as { turbofan: boolean; v8Collects: boolean };
}

describe('tuneV8 (the binary and the benchmarks set V8 up through it)', () => {
  test('build keeps TurboFan and leaves collections to V8', async () => {
    expect(await tuned('build')).toEqual(expect.objectContaining({ turbofan: true, v8Collects: true }));
  });

  test('lint is capped and collects after pages itself', async () => {
    expect(await tuned('lint')).toEqual(expect.objectContaining({ turbofan: false, v8Collects: false }));
  });
});
