// The public surface is pinned by api/docwright.api.md (generated from src/index.ts by the
// TypeScript compiler: every export with its signature), and every export is documented.
import { readFileSync } from 'node:fs';
import { describe, expect, jest, test } from '@jest/globals';
import { apiReport, REPORT_PATH } from '../scripts/api-report.js';
import * as api from '../src/index.js';

// The compiler reads every module of src/ (about 10 s of CPU); on a busy machine it takes longer.
jest.setTimeout(300_000);

const report = readFileSync(new URL(`../${REPORT_PATH}`, import.meta.url), 'utf8');
const names = [...report.matchAll(/^(?:interface|type|function|const|class) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? '');

describe('the API report', () => {
  test(`${REPORT_PATH} is current (run \`npm run api\`)`, () => {
    expect(apiReport()).toBe(report);
  });

  test('lists every runtime export', () => {
    expect(Object.keys(api).filter((name) => !names.includes(name))).toEqual([]);
  });

  test('every export is documented in docs/library.mdx', () => {
    const docs = readFileSync(new URL('../docs/library.mdx', import.meta.url), 'utf8');
    expect([...new Set(names)].filter((name) => !new RegExp(`\`${name}\\b`).test(docs))).toEqual([]);
  });
});
