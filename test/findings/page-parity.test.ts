// A page's findings are the same in every command (fixtures/page-parity covers each page rule the build judges too):
// `lint` (the editor's and MCP's engine), `check --links` and `build` (which `dev` runs per page) report each at the same
// `file:line:col` in the same words, so a finding is never told at build time only and silent in the editor. And every
// message they print has the project's shape: "Unexpected X, expected Y" or "Missing X", on one line, no final period.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { rules } from '../../rules/index.js';
import { runMain } from '../support/run-main.js';

const root = fileURLToPath(new URL('../../fixtures/page-parity', import.meta.url));
const examples = fileURLToPath(new URL('../../rules/examples', import.meta.url));

interface Row {
  place: string;
  ruleId: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The findings of a `-f json` report, as `file:line:col` (relative to the fixture), rule id and message. */
function rows(stdout: string): Row[] {
  const report: unknown = JSON.parse(stdout);
  if (!isRecord(report) || !Array.isArray(report.files)) throw new Error(`Unexpected report ${stdout.slice(0, 200)}`);
  const out: Row[] = [];
  for (const file of report.files) {
    if (!isRecord(file) || typeof file.file !== 'string' || !Array.isArray(file.findings)) continue;
    const name = file.file.replace(/\\/g, '/').split('/page-parity/').at(-1) ?? file.file;
    for (const f of file.findings) {
      if (isRecord(f)) out.push({ place: `${name}:${String(f.line)}:${String(f.column)}`, ruleId: String(f.ruleId), message: String(f.message) });
    }
  }
  return out;
}

/** The ids the build judges on a page as lint or `check --links` do (lint's `link-target` is check's three link ids). */
const SHARED = [
  'admonition-syntax',
  'code-meta-known',
  'component-known',
  'expression-defined',
  'md-page-component',
  'md-page-expression',
  'md-page-import',
  'page-mdx-syntax',
  'parse-error',
  'link-broken',
  'link-anchor-broken',
  'link-extension',
];
const LINK_IDS = new Set(['link-broken', 'link-anchor-broken', 'link-extension']);

/** The shape of every message (STYLE.md). */
const SHAPE = /^(?:Unexpected .+, expected .+|Missing .+)$/s;
const shapeProblem = (message: string): boolean => !SHAPE.test(message) || /[\r\n]/.test(message) || /\.$/.test(message);

let lint: Row[] = [];
let check: Row[] = [];
let build: Row[] = [];
beforeAll(async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'dw-page-parity-')), 'site');
  const [l, c, b] = [
    await runMain(root, ['lint', root, '-f', 'json']),
    await runMain(root, ['check', root, '--links', '-f', 'json']),
    await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline', '-f', 'json'], { CI: '1' }),
  ];
  lint = rows(l.stdout);
  check = rows(c.stdout);
  build = rows(b.stdout);
}, 300_000);

const key = (r: Row): string => `${r.place} ${r.ruleId} ${r.message}`;

describe('a page finding is told alike by lint, check --links and build', () => {
  test('the fixture covers every shared id in the build', () => {
    expect([...new Set(build.map((r) => r.ruleId))].filter((id) => SHARED.includes(id)).sort()).toEqual([...SHARED].sort());
  });

  test.each(SHARED)('`%s`: the same places and messages', (id) => {
    // Lint tells a link problem as `link-target`, in check's words: it is matched to check's finding at its place.
    const fromLint = LINK_IDS.has(id)
      ? lint.filter((r) => r.ruleId === 'link-target' && check.some((c) => c.ruleId === id && c.place === r.place && c.message === r.message)).map((r) => ({ ...r, ruleId: id }))
      : lint.filter((r) => r.ruleId === id);
    const fromBuild = build.filter((r) => r.ruleId === id).map(key).sort();
    if (id === 'component-known') {
      // Left as it is: the build adds what its own page draws (`: Mintlify removes it with its content, docwright shows
      // it`), which lint cannot know. Same places, and the build's words begin with lint's.
      const lintKeys = fromLint.map(key).sort();
      expect(lintKeys.length).toBe(fromBuild.length);
      lintKeys.forEach((k, i) => expect((fromBuild[i] ?? '').startsWith(k)).toBe(true));
      return;
    }
    expect(fromLint.map(key).sort()).toEqual(fromBuild);
    const fromCheck = check.filter((r) => r.ruleId === id);
    // `check` judges links and syntax: what it says of them, the others say too.
    if (fromCheck.length > 0) expect(fromCheck.map(key).sort()).toEqual(fromBuild);
  });

  test('every link finding of lint is one of check', () => {
    const linkTargets = lint.filter((r) => r.ruleId === 'link-target');
    expect(linkTargets.length).toBeGreaterThan(0);
    for (const r of linkTargets) expect(check.filter((c) => LINK_IDS.has(c.ruleId) && c.place === r.place && c.message === r.message)).toHaveLength(1);
  });
});

describe('every message has the shape "Unexpected X, expected Y" or "Missing X", on one line', () => {
  test('the findings of lint, check --links and build on the fixture', () => {
    const all = [...lint, ...check, ...build];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((r) => shapeProblem(r.message)).map(key)).toEqual([]);
  });

  test("every rule's message templates and every output of the rule examples", () => {
    const templates = rules.flatMap((rule) => Object.entries(rule.messages).map(([id, message]) => `${rule.id}.${id}: ${message}`));
    expect(templates.length).toBeGreaterThan(50);
    expect(templates.filter((t) => shapeProblem(t.slice(t.indexOf(': ') + 2)))).toEqual([]);
    const outputs: string[] = [];
    for (const name of readdirSync(examples).filter((f) => f.endsWith('.yaml'))) {
      const doc: unknown = parse(readFileSync(join(examples, name), 'utf8'));
      if (!isRecord(doc) || !Array.isArray(doc.notOk)) continue;
      for (const example of doc.notOk) {
        if (!isRecord(example) || !Array.isArray(example.output)) continue;
        for (const line of example.output) if (typeof line === 'string') outputs.push(`${name} ${line}`);
      }
    }
    expect(outputs.length).toBeGreaterThan(100);
    expect(outputs.filter((o) => shapeProblem(o.replace(/^\S+ \d+:\d+(?:-\d+:\d+)?: /, '')))).toEqual([]);
  });
});
