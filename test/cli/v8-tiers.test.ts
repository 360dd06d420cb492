// The CLI's V8 settings, decided by docwright and checked as docwright's decisions (the flag it
// sets, the environment its threads inherit), not through V8's internal optimisation status.
import { describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEV_REGEXP_TIER_UP_TICKS, INTERRUPT_BUDGET, MAX_TIER, optimisingTierFlag, regexpFallbackFlag, regexpTierFlag, TURBOFAN_COMMANDS } from '../../src/cli/v8-tiers.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

describe('optimisingTierFlag', () => {
  test('caps a check and a migration at the tier below TurboFan', () => {
    for (const command of ['check', 'migrate', undefined]) expect(optimisingTierFlag([], command)).toBe(`--max-opt=${String(MAX_TIER)}`);
    expect(MAX_TIER).toBeLessThan(3);
  });

  test('a lint keeps TurboFan for its hottest functions: a larger interrupt budget, no cap', () => {
    expect(optimisingTierFlag([], 'lint')).toBe(`--interrupt-budget=${String(INTERRUPT_BUDGET)}`);
    expect(INTERRUPT_BUDGET).toBeGreaterThan(67_584);
  });

  test('build and dev keep TurboFan and reach it late, with the larger interrupt budget', () => {
    expect([...TURBOFAN_COMMANDS].sort()).toEqual(['build', 'dev']);
    expect(optimisingTierFlag([], 'build')).toBe(`--interrupt-budget=${String(INTERRUPT_BUDGET)}`);
    expect(optimisingTierFlag([], 'dev')).toBe(`--interrupt-budget=${String(INTERRUPT_BUDGET)}`);
  });

  test('a build or a dev server whose command line names a tier or a budget keeps its own', () => {
    for (const command of ['build', 'dev']) for (const arg of ['--max-opt=4', '--interrupt-budget=67584']) expect(optimisingTierFlag([arg], command)).toBeUndefined();
  });

  test('a command line that names its own tier keeps it, in either spelling', () => {
    for (const arg of ['--max-opt=3', '--max_opt=1', '--max-opt', '--interrupt-budget=1000', '--interrupt_budget=1000']) expect(optimisingTierFlag([arg], 'lint')).toBeUndefined();
    expect(optimisingTierFlag(['--interrupt-budget-for-feedback-allocation=100'], 'lint')).toBeDefined();
    expect(optimisingTierFlag(['--max-semi-space-size=64'], 'lint')).toBeDefined();
  });
});

describe('regexpTierFlag', () => {
  test('dev runs a RegExp in the interpreter several times before compiling it; no other command does', () => {
    expect(regexpTierFlag([], 'dev')).toBe(`--regexp-tier-up-ticks=${String(DEV_REGEXP_TIER_UP_TICKS)}`);
    expect(DEV_REGEXP_TIER_UP_TICKS).toBeGreaterThan(1);
    for (const command of ['build', 'lint', 'check', undefined]) expect(regexpTierFlag([], command)).toBeUndefined();
  });

  test('a dev whose command line names the RegExp tiering keeps its own', () => {
    for (const arg of ['--regexp-tier-up-ticks=1', '--regexp_tier_up_ticks=5', '--no-regexp-tier-up', '--regexp-tier-up']) expect(regexpTierFlag([arg], 'dev')).toBeUndefined();
    expect(regexpTierFlag(['--regexp-interpret-all'], 'dev')).toBeDefined();
  });
});

describe('regexpFallbackFlag', () => {
  test('every command runs a RegExp that backtracks too long in the linear-time engine, unless the command line says otherwise', () => {
    expect(regexpFallbackFlag([])).toBe('--enable-experimental-regexp-engine-on-excessive-backtracks');
    for (const arg of ['--enable-experimental-regexp-engine-on-excessive-backtracks', '--no-enable-experimental-regexp-engine-on-excessive-backtracks', '--enable_experimental_regexp_engine_on_excessive_backtracks']) expect(regexpFallbackFlag([arg])).toBeUndefined();
  });

  test("after tuneV8, a user's Vale pattern with a nested repeat ends on a word that takes 2^60 backtracking steps", async () => {
    // Without the fallback (or with Vale's patterns compiled with `u`, which it does not take) this never ends.
    const script = `
const { tuneV8 } = await import('./src/cli/v8-tiers.ts');
const { compileVale, allMatches } = await import('./src/vale/regex.ts');
tuneV8([], 'lint');
const compiled = compileVale('(a+)+$');
if (!compiled.ok) throw new Error(compiled.message);
console.log(JSON.stringify({ flags: compiled.re.flags, miss: allMatches(compiled.re, 'a'.repeat(60) + 'b').length, hit: allMatches(compiled.re, 'b' + 'a'.repeat(60)).map((m) => m.index) }));
`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo });
    expect(JSON.parse(stdout)).toEqual({ flags: 'g', miss: 0, hit: [1] });
  });
});

// `tuneV8` in a process of its own (it changes the process it runs in): what it reports having
// set, and the environment variable the threads it starts inherit.
const tuneScript = (command: string, execArgv: string[]): string => `
const { tuneV8 } = await import('./src/cli/v8-tiers.ts');
const set = tuneV8(${JSON.stringify(execArgv)}, ${JSON.stringify(command)});
console.log(JSON.stringify({ ...set, env: process.env.DOCWRIGHT_V8_HEAP_GROWTH === '1' }));
`;

async function tuned(command: string, execArgv: string[] = []): Promise<{ cappedTier: boolean; v8HeapGrowth: boolean; regexpTicks: boolean; env: boolean }> {
  const env = { ...process.env };
  delete env.DOCWRIGHT_V8_HEAP_GROWTH;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', tuneScript(command, execArgv)], { cwd: repo, env });
  return JSON.parse(stdout) as { cappedTier: boolean; v8HeapGrowth: boolean; regexpTicks: boolean; env: boolean };
}

describe('tuneV8 (the binary and the benchmarks set V8 up through it)', () => {
  test('build sets its interrupt budget and leaves collections to V8, for its threads too', async () => {
    expect(await tuned('build')).toEqual({ cappedTier: true, v8HeapGrowth: true, regexpTicks: false, env: true });
  });

  test('a build whose command line names a budget still leaves collections to V8', async () => {
    expect(await tuned('build', ['--interrupt-budget=67584'])).toEqual({ cappedTier: false, v8HeapGrowth: true, regexpTicks: false, env: true });
  });

  test('dev sets its interrupt budget, leaves collections to V8 and delays RegExps\' machine code', async () => {
    expect(await tuned('dev')).toEqual({ cappedTier: true, v8HeapGrowth: true, regexpTicks: true, env: true });
  });

  test('lint sets its tier flag and collects after pages itself', async () => {
    expect(await tuned('lint')).toEqual({ cappedTier: true, v8HeapGrowth: false, regexpTicks: false, env: false });
  });

  test('a lint whose command line names a tier is neither capped nor given V8 growth', async () => {
    expect(await tuned('lint', ['--max-opt=3'])).toEqual({ cappedTier: false, v8HeapGrowth: false, regexpTicks: false, env: false });
  });
});
