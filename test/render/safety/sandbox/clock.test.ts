// The sandbox's clock and random numbers (src/render/safety/sandbox/sandbox.ts): `Math.random`
// is seeded from the page's path and the call's order, `Date` reads the build's time
// (`SOURCE_DATE_EPOCH` when set), and a use that reads the clock gets a `component-clock` warning.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderContent, type RenderedContent } from '../../../../src/render/page/page.js';
import { sandboxNow } from '../../../../src/render/safety/sandbox/components.js';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Program } from 'estree-jsx';
import { SANDBOX_RUNTIME_JS, SANDBOX_WORKER_JS } from '../../../../src/render/assets/bundled.js';
import { compileEsm } from '../../../../src/render/safety/sandbox/compile.js';
import { DEFAULT_LIMITS } from '../../../../src/render/safety/sandbox/sandbox.js';
import type { VmRequest, VmWorkerData } from '../../../../src/render/safety/sandbox/vm-worker.js';
import { parsePage } from '../../../../src/parse/index.js';

// Long: each test starts the sandbox's worker thread and QuickJS and renders pages through it (seconds each on a loaded machine).
jest.setTimeout(120_000);

const root = mkdtempSync(join(tmpdir(), 'dw-clock-'));

/** The page `path`.mdx of `source`, rendered. */
function render(source: string, path = 'guide/dice'): Promise<RenderedContent> {
  return renderContent({ root, file: join(root, `${path}.mdx`), source, basePath: '', snippets: new Map() }, path);
}

const DICE = ['export const Dice = () => <p>{[1, 2, 3].map(() => Math.floor(Math.random() * 1e9)).join(" ")}</p>;', '', '<Dice />', '', '<Dice />', ''].join('\n');

const CLOCK = ['# Clock', '', 'export const Stamp = () => <span>{new Date().toISOString()} {Date.now()} {new Date(0).getTime()}</span>;', '', 'Built at <Stamp />', ''].join('\n');

/** The numbers each `<p>` of `html` shows. */
function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\d ]+)<\/p>/g)].map((match) => match[1] ?? '');
}

const saved = process.env.SOURCE_DATE_EPOCH;
afterEach(() => {
  if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = saved;
});

describe('Math.random in the sandbox', () => {
  test('the same page renders the same numbers on every build, each use its own, without a warning', async () => {
    const first = await render(DICE);
    const second = await render(DICE);
    expect(second.html).toBe(first.html);
    const [one, two] = paragraphs(first.html);
    expect(one?.split(' ')).toHaveLength(3);
    // Each call draws from its own seed: two uses of one component differ.
    expect(one).not.toBe(two);
    expect(first.diagnostics.filter((d) => d.ruleId === 'component-clock')).toEqual([]);
  });

  test('another page draws other numbers', async () => {
    const here = paragraphs((await render(DICE)).html);
    const there = paragraphs((await render(DICE, 'guide/other')).html);
    expect(there).not.toEqual(here);
  });
});

describe('Date in the sandbox', () => {
  test('with SOURCE_DATE_EPOCH set, `new Date()` and `Date.now()` read it; a date given is kept', async () => {
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    const { html } = await render(CLOCK);
    expect(html).toContain('Built at <span>2023-11-14T22:13:20.000Z 1700000000000 0</span>');
  });

  test('a use that reads the clock is warned of at its place', async () => {
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    const { diagnostics } = await render(CLOCK);
    const found = diagnostics.filter((d) => d.ruleId === 'component-clock');
    expect(found.map((d) => [d.line, d.column, d.severity])).toEqual([[5, 10, 'warn']]);
    expect(found[0]?.message).toMatch(/^Unexpected component `Stamp` reading the clock \(`Date`\), expected .*the build's time, not the reader's as on Mintlify.*`SOURCE_DATE_EPOCH`/);
  });

  test('the clock read at the top of the page\'s code is warned of too', async () => {
    process.env.SOURCE_DATE_EPOCH = '0';
    const { html, diagnostics } = await render(['export const year = new Date().getUTCFullYear();', '', 'export const Year = () => <b>{year}</b>;', '', '<Year />', ''].join('\n'));
    expect(html).toContain('<b>1970</b>');
    expect(diagnostics.filter((d) => d.ruleId === 'component-clock').map((d) => d.line)).toEqual([5]);
  });

  test('SOURCE_DATE_EPOCH is whole seconds; anything else is the real time, fixed for the build', () => {
    expect(sandboxNow({ SOURCE_DATE_EPOCH: ' 1700000000\n' })).toBe(1_700_000_000_000);
    const now = sandboxNow({ SOURCE_DATE_EPOCH: 'yesterday' });
    expect(sandboxNow({})).toBe(now);
  });
});

/** The child process that starts the sandbox's thread as a build does, makes one call and prints its outcome: the time zone is the process's (`TZ`), so each zone needs a process of its own. */
const CALL_JS = `
const { Worker } = require('node:worker_threads');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', () => {
  const { worker, workerData, request } = JSON.parse(input);
  const thread = new Worker(worker, { eval: true, workerData, env: {}, argv: [] });
  thread.on('message', (message) => {
    if (message.type === 'ready') thread.postMessage(request);
    else {
      process.stdout.write(JSON.stringify(message.type === 'answer' ? message.outcome : message));
      void thread.terminate();
    }
  });
});`;

/** What export `name` of `mdx`'s ESM renders in the sandbox's thread of a node process under time zone `zone`. */
function renderUnder(zone: string, mdx: string, name: string): unknown {
  const { tree } = parsePage({ path: '/page.mdx', value: mdx });
  const programs: Program[] = [];
  for (const node of tree.children) if (node.type === 'mdxjsEsm' && node.data?.estree) programs.push(node.data.estree);
  const from = fileURLToPath(new URL('../../../../src/render/safety/sandbox/components.ts', import.meta.url));
  const workerData: VmWorkerData = { from, runtime: SANDBOX_RUNTIME_JS, limits: DEFAULT_LIMITS };
  const { steps, timeMs, outputChars } = DEFAULT_LIMITS;
  const request: VmRequest = { seq: 1, type: 'render', page: 1, id: 1, code: compileEsm(programs).code, name, props: {}, children: false, allowance: { steps, timeMs, outputChars }, clock: { now: 0, seed: 0 } };
  const input = JSON.stringify({ worker: SANDBOX_WORKER_JS, workerData, request });
  const child = spawnSync(process.execPath, ['-e', CALL_JS], { input, encoding: 'utf8', env: { ...process.env, TZ: zone }, timeout: 100_000 });
  return JSON.parse(child.stdout || JSON.stringify({ stderr: child.stderr }));
}

describe('the time zone in the sandbox', () => {
  test("local time is UTC whatever the host's time zone (`TZ`): readings, text, dates made from parts and parsed", () => {
    const mdx = 'export const Local = () => { const d = new Date(1700000000000); return <span>{[d.getHours(), d.getDate(), d.getTimezoneOffset(), d.toString(), d.toTimeString(), d.toLocaleString(), new Date(2024, 0, 1, 9).getTime(), Date.parse("2020-01-01T00:00"), new Date(2024, 0, 1).setHours(5)].join("|")}</span>; };\n';
    // UTC+13:45 in the southern summer, and UTC+5:30: either would shift every reading.
    const html = '<span>22|14|0|Tue Nov 14 2023 22:13:20 GMT+0000|22:13:20 GMT+0000|11/14/2023, 10:13:20 PM|1704099600000|1577836800000|1704085200000</span>';
    for (const zone of ['UTC', 'Pacific/Chatham', 'Asia/Kolkata']) expect({ zone, outcome: renderUnder(zone, mdx, 'Local') }).toEqual({ zone, outcome: { ok: true, value: html } });
  });
});

describe('numbers in English in the sandbox', () => {
  test('toLocaleString groups digits as Mintlify\'s server writes them (at most three decimals, or the digits asked for); another locale keeps the plain text', async () => {
    const source = ['export const n = 1234567.891;', '', 'export const Count = () => <p>{[n.toLocaleString(), n.toLocaleString("en-US", { maximumFractionDigits: 0 }), (-2500).toLocaleString("en"), (5).toLocaleString(undefined, { minimumFractionDigits: 2 }), (1000).toLocaleString("de-DE")].join(" | ")}</p>;', '', '<Count />', ''].join('\n');
    const { html } = await render(source, 'guide/count');
    expect(html).toContain('<p>1,234,567.891 | 1,234,568 | -2,500 | 5.00 | 1000</p>');
  });
});
