// The order of findings must not follow the shell's locale: each run is a fresh process under its own LC_ALL,
// since Node reads the ICU default locale (what `localeCompare` without a locale uses) once, at start.
import { describe, expect, jest, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareNames, compareText } from '../../src/fs/order.js';
import { repo } from '../cli/lint-helpers.js';

// Long: each case starts Node twice (seconds each on a loaded 2-core machine).
jest.setTimeout(300_000);

const tsx = pathToFileURL(join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const report = pathToFileURL(join(repo, 'src', 'findings', 'report', 'index.ts')).href;

/** The stdout of `script` (an ES module) run by a fresh Node with `LC_ALL` set to `locale`. */
function runUnder(locale: string, script: string): string {
  const env = { ...process.env, LC_ALL: locale, LANG: locale };
  const result = spawnSync(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], { encoding: 'utf8', cwd: repo, env });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

// Two findings at one place: only their rule ids (then messages) order them. Estonian collation puts `z` between
// `s` and `t`, so `no-zwsp` sorts before `no-tabs` there and after it everywhere else.
const printJson = `
  import { formatResults } from ${JSON.stringify(report)};
  const at = { file: '/repo/a.mdx', line: 1, column: 1, severity: 'warn' };
  const findings = [
    { ...at, ruleId: 'no-tabs', message: 'Unexpected tab, expected spaces' },
    { ...at, ruleId: 'no-zwsp', message: 'Unexpected zero-width space, expected none' },
    { ...at, ruleId: 'no-zwsp', message: 'Unexpected \`B\`, expected none' },
    { ...at, ruleId: 'no-zwsp', message: 'Unexpected \`a\`, expected none' },
  ];
  process.stdout.write(formatResults([{ file: '/repo/a.mdx', findings: [...findings].reverse() }], 'json', { cwd: '/repo' }));
`;

describe('compareText', () => {
  test('orders by code unit: upper case before lower, `t` before `z`, whatever the locale', () => {
    expect(['z', 'a', 't', 'B', 'ä', '_'].sort(compareText)).toEqual(['B', '_', 'a', 't', 'z', 'ä']);
    expect(compareText('same', 'same')).toBe(0);
  });

  test('orders names as a reader browses them (English collation, as Mintlify lists GraphQL operations), ties by code unit', () => {
    expect(['zebra', 'Banana', 'apple', 'tomato'].sort(compareNames)).toEqual(['apple', 'Banana', 'tomato', 'zebra']);
    expect(compareNames('B', 'b')).not.toBe(0);
  });
});

describe('the order of findings', () => {
  test('is the same under LC_ALL=C and LC_ALL=et_EE.UTF-8', () => {
    const c = runUnder('C', printJson);
    const estonian = runUnder('et_EE.UTF-8', printJson);
    expect(estonian).toBe(c);
    const ids = (JSON.parse(c) as { files: { findings: { ruleId: string; message: string }[] }[] }).files[0]?.findings.map((m) => `${m.ruleId} ${m.message}`);
    expect(ids).toEqual([
      'no-tabs Unexpected tab, expected spaces',
      'no-zwsp Unexpected `B`, expected none',
      'no-zwsp Unexpected `a`, expected none',
      'no-zwsp Unexpected zero-width space, expected none',
    ]);
  });
});
