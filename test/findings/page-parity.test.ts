// A page's findings are the same in every command (fixtures/page-parity covers each page rule the build judges too):
// `lint` (the editor's and MCP's engine), `check --links` and `build` (which `dev` runs per page) report each at the same
// `file:line:col` in the same words, so a finding is never told at build time only and silent in the editor; the
// findings of `docs.json` that `check --links` and `build` both judge are alike too. A finding switched off (a disable
// comment of its page, or the configuration's `rules`: fixtures/page-parity-off) is off in every command. And every
// message they print has the project's shape: "Unexpected X, expected Y" or "Missing X", on one line, no final period.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { rules } from '../../rules/index.js';
import { createSite } from '../../src/render/site/site.js';
import { runMain } from '../support/run-main.js';

const root = fileURLToPath(new URL('../../fixtures/page-parity', import.meta.url));
const offRoot = fileURLToPath(new URL('../../fixtures/page-parity-off', import.meta.url));
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
function rows(stdout: string, fixture = 'page-parity'): Row[] {
  const report: unknown = JSON.parse(stdout);
  if (!isRecord(report) || !Array.isArray(report.files)) throw new Error(`Unexpected report ${stdout.slice(0, 200)}`);
  const out: Row[] = [];
  for (const file of report.files) {
    if (!isRecord(file) || typeof file.file !== 'string' || !Array.isArray(file.findings)) continue;
    const name = file.file.replace(/\\/g, '/').split(`/${fixture}/`).at(-1) ?? file.file;
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
  'math-dollar',
  'md-page-component',
  'md-page-expression',
  'md-page-import',
  'page-mdx-syntax',
  'parse-error',
  'table-cells',
  'link-broken',
  'link-anchor-broken',
  'link-extension',
];
const LINK_IDS = new Set(['link-broken', 'link-anchor-broken', 'link-extension']);

/** The shape of every message (STYLE.md). */
const SHAPE = /^(?:Unexpected .+, expected .+|Missing .+)$/s;
const shapeProblem = (message: string): boolean => !SHAPE.test(message) || /[\r\n]/.test(message) || /\.$/.test(message);

/** The findings of `lint`, `check --links` and `build` on the fixture at `dir`. */
async function commands(dir: string, fixture: string): Promise<{ lint: Row[]; check: Row[]; build: Row[] }> {
  const out = join(mkdtempSync(join(tmpdir(), 'dw-page-parity-')), 'site');
  const l = await runMain(dir, ['lint', dir, '-f', 'json']);
  const c = await runMain(dir, ['check', dir, '--links', '-f', 'json']);
  const b = await runMain(dir, ['build', dir, '--out', out, '--no-cache', '--workers', '0', '--offline', '-f', 'json'], { CI: '1' });
  return { lint: rows(l.stdout, fixture), check: rows(c.stdout, fixture), build: rows(b.stdout, fixture) };
}

let lint: Row[] = [];
let check: Row[] = [];
let build: Row[] = [];
beforeAll(async () => {
  ({ lint, check, build } = await commands(root, 'page-parity'));
}, 600_000);

const key = (r: Row): string => `${r.place} ${r.ruleId} ${r.message}`;
/** A finding at a page (`.md`/`.mdx`), not at the configuration. */
const atPage = (r: Row): boolean => /\.mdx?:\d+:\d+$/.test(r.place);
const atConfig = (r: Row): boolean => r.place.startsWith('docs.json:');

describe('a page finding is told alike by lint, check --links and build', () => {
  test('the fixture covers every shared id in the build', () => {
    expect([...new Set(build.map((r) => r.ruleId))].filter((id) => SHARED.includes(id)).sort()).toEqual([...SHARED].sort());
  });

  test.each(SHARED)('`%s`: the same places and messages', (id) => {
    // Lint tells a link problem as `link-target`, in check's words: it is matched to check's finding at its place.
    const fromLint = LINK_IDS.has(id)
      ? lint.filter((r) => r.ruleId === 'link-target' && check.some((c) => c.ruleId === id && c.place === r.place && c.message === r.message)).map((r) => ({ ...r, ruleId: id }))
      : lint.filter((r) => r.ruleId === id);
    // One wording in every command: the build's words are lint's, with nothing added.
    const fromBuild = build.filter((r) => r.ruleId === id && atPage(r)).map(key).sort();
    expect(fromLint.map(key).sort()).toEqual(fromBuild);
    const fromCheck = check.filter((r) => r.ruleId === id && atPage(r));
    // `check` judges links and syntax: what it says of them, the others say too.
    if (fromCheck.length > 0) expect(fromCheck.map(key).sort()).toEqual(fromBuild);
  });

  test('an HTML element Mintlify removes is one `component-known` finding, at a `.mdx` page as at a `.md` one', () => {
    const marquee = build.filter((r) => r.message.includes('`<marquee>`'));
    expect(marquee.map((r) => `${r.place} ${r.ruleId}`)).toEqual(['index.mdx:20:1 component-known']);
    expect(lint.filter((r) => r.message.includes('`<marquee>`')).map(key)).toEqual(marquee.map(key));
  });

  test('a registry name in lower case: as a block, removed with its content by Mintlify and docwright; inside a sentence, HTML drawn without it; the same words in each', () => {
    const lower = (rs: Row[]): string[] => rs.filter((r) => /`<(tip|badge)>`/.test(r.message)).map(key);
    expect(lower(build)).toEqual([
      'index.mdx:32:1 component-known Unexpected HTML element `<tip>` as a block, expected `<Tip>`: a lower-case tag is HTML, not the component; Mintlify removes it with its content, and so does docwright',
      'index.mdx:36:14 component-known Unexpected HTML element `<badge>`, expected `<Badge>`: a lower-case tag is HTML, not the component, so it is drawn without it',
    ]);
    expect(lower(lint)).toEqual(lower(build));
  });

  test('an anchor is named as the author wrote it (`#🫖-pouring`), never percent-encoded', () => {
    const anchors = [...lint, ...check, ...build].filter((r) => r.ruleId === 'link-anchor-broken' || (r.ruleId === 'link-target' && r.message.startsWith('Unexpected anchor')));
    expect(anchors.filter((r) => r.message.includes('🫖')).length).toBe(3);
    expect(anchors.filter((r) => /%[0-9A-F]{2}/i.test(r.message)).map(key)).toEqual([]);
  });

  test('every link finding of lint is one of check', () => {
    const linkTargets = lint.filter((r) => r.ruleId === 'link-target');
    expect(linkTargets.length).toBeGreaterThan(0);
    for (const r of linkTargets) expect(check.filter((c) => LINK_IDS.has(c.ruleId) && c.place === r.place && c.message === r.message)).toHaveLength(1);
  });
});

describe('a finding of `docs.json` is told alike by check --links and build', () => {
  /** The ids both judge in the configuration (the build reports what `check` finds there, and follows its redirects). */
  const CONFIG_IDS = new Set(['link-broken', 'nav-group-empty']);

  test('the fixture has them', () => {
    expect([...new Set(check.filter(atConfig).map((r) => r.ruleId))].filter((id) => CONFIG_IDS.has(id)).sort()).toEqual([...CONFIG_IDS].sort());
  });

  test('the same places and messages', () => {
    const shared = (rs: Row[]): string[] => rs.filter((r) => atConfig(r) && CONFIG_IDS.has(r.ruleId)).map(key).sort();
    expect(shared(build)).toEqual(shared(check));
  });

  test('a redirect whose destination does not exist is `link-broken` at its destination, in both', () => {
    const redirect = (rs: Row[]): string[] => rs.filter((r) => atConfig(r) && r.message.includes('redirect destination')).map(key);
    expect(redirect(check)).toEqual(['docs.json:12:48 link-broken Unexpected redirect destination `/brewing-guide` that does not exist, expected a page or file of the project', 'docs.json:13:50 link-broken Unexpected redirect destination `/kettle-shop` that does not exist, expected a page or file of the project']);
    expect(redirect(build)).toEqual(redirect(check));
    expect(build.filter((r) => r.ruleId === 'redirect-destination')).toEqual([]);
  });
});

describe('a finding switched off is off in every command (fixtures/page-parity-off)', () => {
  let off: { lint: Row[]; check: Row[]; build: Row[]; dev: Row[] } = { lint: [], check: [], build: [], dev: [] };
  beforeAll(async () => {
    // `dev` reports what its link check finds on every page (src/render/site/site-links.ts), the pages' own findings included.
    const site = await createSite({ root: offRoot, dev: true, searchModule: 'docwright-test-no-pagefind' });
    const dev = (await site.links()).map(({ finding }) => ({ place: `${relative(offRoot, finding.file).split(sep).join('/')}:${finding.line}:${finding.column}`, ruleId: finding.ruleId, message: finding.message }));
    off = { ...(await commands(offRoot, 'page-parity-off')), dev };
  }, 600_000);

  /** The places of the findings of these ids, per command (lint's `link-target` stands for check's link ids). */
  const places = (rs: Row[], ids: readonly string[]): string[] => rs.filter((r) => ids.includes(r.ruleId) || (r.ruleId === 'link-target' && ids.some((id) => LINK_IDS.has(id)))).map((r) => r.place).sort();

  test.each([
    // `disable-next-line` on the first, the second reported; `disable`/`enable` around the third, the fourth reported.
    ['component-known', ['index.mdx:11:1', 'index.mdx:19:1']],
    ['expression-defined', ['index.mdx:38:10']],
    ['md-page-expression', ['notes.md:11:15']],
    ['md-page-component', ['notes.md:16:1']],
  ])('`%s`: lint, build and dev report only what no comment switches off', (id, expected) => {
    expect(places(off.lint, [id])).toEqual(expected);
    expect(places(off.build, [id])).toEqual(expected);
    expect(places(off.dev, [id])).toEqual(expected);
  });

  test('a link a `link-target` comment switches off: in lint, `check --links`, build and dev', () => {
    for (const rs of [off.lint, off.check, off.build, off.dev]) expect(places(rs, ['link-broken'])).toEqual(['index.mdx:28:5']);
  });

  test("the configuration's `rules` turns a rule off in build and dev as in lint", () => {
    expect(off.build.filter((r) => r.ruleId === 'code-meta-known')).toEqual([]);
    expect(off.dev.filter((r) => r.ruleId === 'code-meta-known')).toEqual([]);
    expect(off.lint.filter((r) => r.ruleId === 'code-meta-known')).toEqual([]);
    // The fixture's code block has the finding: the main fixture's same block is reported.
    expect(build.filter((r) => r.ruleId === 'code-meta-known').length).toBeGreaterThan(0);
  });

  test('a comment for a finding only the build makes switches it off there, and lint does not call it unused', () => {
    expect(places(off.build, ['html-element-dropped'])).toEqual(['index.mdx:33:3']);
    expect(places(off.dev, ['html-element-dropped'])).toEqual(['index.mdx:33:3']);
    const unused = off.lint.filter((r) => r.ruleId === 'unused-disable-directive');
    // Lint judges the comments it can: the one before a line nothing reports, only.
    expect(unused.map((r) => r.place)).toEqual(['index.mdx:40:2']);
    expect([...off.check, ...off.build].filter((r) => r.ruleId === 'unused-disable-directive')).toEqual([]);
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
