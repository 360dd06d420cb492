// The sandbox's clock and random numbers (src/render/safety/sandbox/sandbox.ts): `Math.random`
// is seeded from the page's path and the call's order, `Date` reads the build's time
// (`SOURCE_DATE_EPOCH` when set), and a use that reads the clock gets a `component-clock` warning.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderContent, type RenderedContent } from '../../../../src/render/page/page.js';
import { sandboxNow } from '../../../../src/render/safety/sandbox/components.js';

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
