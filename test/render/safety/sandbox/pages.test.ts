// The sandbox through its worker, as pages use it (src/render/safety/sandbox/components.ts):
// one page's code cannot change what another page's components render, and what a page's
// (and a build's) components spend is bounded by a budget past which the rest are placeholders.
import { describe, expect, test } from '@jest/globals';
import type { Program } from 'estree-jsx';
import { parsePage } from '../../../../src/parse/index.js';
import type { ComponentSource } from '../../../../src/render/safety/sandbox/components.js';
import { pageComponents, type Outcome } from '../../../../src/render/safety/sandbox/components.js';
import { DEFAULT_LIMITS } from '../../../../src/render/safety/sandbox/sandbox.js';
import { newBuildBudget } from '../../../../src/render/safety/sandbox/budget.js';

/** Export `name` of the ESM of `mdx`, as the file `file` of the project. */
function source(file: string, mdx: string, name: string): ComponentSource {
  const { tree } = parsePage({ path: file, value: mdx });
  const programs: Program[] = [];
  for (const node of tree.children) if (node.type === 'mdxjsEsm' && node.data?.estree) programs.push(node.data.estree);
  return { file, name, programs };
}

// Each tries one way to reach what a later page renders; each returns what it managed.
const ATTACKER = [
  // Accessors on the programs' object for ids later pages will get (attack case 04).
  'export const Hijack = () => { for (let i = 0; i < 3000; i++) { try { Object.defineProperty(__dw_p, String(i), { configurable: false, get() { return { Counter: () => __dw.h("a", { href: "https://evil.example/" }, "hijacked"), Victim: () => "hijacked" }; } }); } catch (e) {} } return <b>done</b>; };',
  // A global, a prototype of a built-in and the runtime's own objects.
  'export const Globals = () => { const done = []; const tries = { global: () => { globalThis.marker = "evil"; }, proto: () => { Object.prototype.marker = "evil"; }, array: () => { Array.prototype.join = () => "evil"; }, runtime: () => { __dw.h = () => "evil"; }, hooks: () => { __dw.hooks.useState = () => ["evil"]; } }; for (const [name, run] of Object.entries(tries)) { try { run(); done.push(name); } catch (e) {} } return <b>{done.join()}</b>; };',
  // A module-level variable of a snippet both pages use.
  'export let count = 0;\n\nexport const Counter = () => { count += 1; return <b>{count}</b>; };',
].join('\n\n');

const VICTIM = 'export const Victim = () => { const [state] = useState("own"); return <i>{[typeof globalThis.marker, typeof ({}).marker, [1, 2].join("-"), state].join(" ")}</i>; };';

describe("pages cannot touch each other's components", () => {
  test("what one page's components do leaves another page's output as it renders alone", async () => {
    const attacker = (name: string): ComponentSource => source('/attacker.mdx', ATTACKER, name);
    const shared = source('/snippets/shared.mdx', ATTACKER, 'Counter');
    const victim = source('/victim.mdx', VICTIM, 'Victim');
    // The victim page alone first: what it renders when nothing else ran.
    const alone = pageComponents();
    const expected = [await alone.render(victim, {}, false), await alone.render(shared, {}, false)];
    alone.done();
    expect(expected).toEqual([{ ok: true, value: '<i>undefined undefined 1-2 own</i>' }, { ok: true, value: '<b>1</b>' }]);
    // The attacker's page open while the victim's page renders (two pages of one render thread, as `dev` interleaves them), and done before the next.
    const first = pageComponents();
    expect(await first.render(shared, {}, false)).toEqual({ ok: true, value: '<b>1</b>' });
    expect(await first.render(shared, {}, false)).toEqual({ ok: true, value: '<b>2</b>' });
    expect(await first.render(attacker('Hijack'), {}, false)).toEqual({ ok: true, value: '<b>done</b>' });
    // Every attempt failed: what the runtime offers every program is frozen.
    expect(await first.render(attacker('Globals'), {}, false)).toEqual({ ok: true, value: '<b></b>' });
    const during = pageComponents();
    expect([await during.render(victim, {}, false), await during.render(shared, {}, false)]).toEqual(expected);
    during.done();
    first.done();
    const after = pageComponents();
    expect([await after.render(victim, {}, false), await after.render(shared, {}, false)]).toEqual(expected);
    after.done();
  }, 120_000);
});

/** The outcomes of `count` uses of `name` on one page. */
async function uses(page: ReturnType<typeof pageComponents>, component: ComponentSource, count: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < count; i++) outcomes.push(await page.render(component, {}, false));
  return outcomes;
}

const WIDE = "export const Wide = () => <p>{'w'.repeat(400000)}</p>;\n\nexport const Spin = () => { for (;;) {} };\n";

describe('budgets', () => {
  test("past the page's budget of HTML the rest of the page's uses are placeholders, the first with the finding", async () => {
    const page = pageComponents(DEFAULT_LIMITS, { page: { steps: 1_000_000, timeMs: 60_000, outputChars: 1_000_000 } });
    const outcomes = await uses(page, source('/wide.mdx', WIDE, 'Wide'), 5);
    page.done();
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.length : outcome))).toEqual([
      400_007,
      400_007,
      { ok: false, reason: "the page's custom components wrote 1000000 characters of HTML in all, its budget", limit: 'output', budget: 'page', warn: true },
      { ok: false, reason: "the page's custom components wrote 1000000 characters of HTML in all, its budget", limit: 'output', budget: 'page', warn: false },
      { ok: false, reason: "the page's custom components wrote 1000000 characters of HTML in all, its budget", limit: 'output', budget: 'page', warn: false },
    ]);
    // The next page has a budget of its own.
    const next = pageComponents(DEFAULT_LIMITS, { page: { steps: 1_000_000, timeMs: 60_000, outputChars: 1_000_000 } });
    expect((await next.render(source('/wide.mdx', WIDE, 'Wide'), {}, false)).ok).toBe(true);
    next.done();
  }, 120_000);

  test("a component that loops until its step limit at every use costs the page's budget of steps, not a limit a use: the same uses on every run", async () => {
    const page = pageComponents({ ...DEFAULT_LIMITS, steps: 100 }, { page: { steps: 500, timeMs: 60_000, outputChars: 1_000_000 } });
    const outcomes = await uses(page, source('/spin.mdx', WIDE, 'Spin'), 8);
    page.done();
    // Each use ran its 100 steps (the first with its file's definition) of the page's 500: five ran.
    const reason = "the page's custom components ran 500 steps in all, its budget";
    expect(outcomes).toEqual([
      ...Array.from({ length: 5 }, () => ({ ok: false, reason: 'it ran more than 100 steps', limit: 'steps' })),
      { ok: false, reason, limit: 'steps', budget: 'page', warn: true },
      { ok: false, reason, limit: 'steps', budget: 'page', warn: false },
      { ok: false, reason, limit: 'steps', budget: 'page', warn: false },
    ]);
  }, 120_000);

  test('work that takes no steps (a quadratic `indexOf` in a built-in) is ended by the wall-clock deadline, and the next use gets a new worker', async () => {
    const mdx = "export const Search = () => <p>{'a'.repeat(1 << 22).indexOf('a'.repeat(1 << 12) + 'b')}</p>;\n\nexport const Calm = () => <p>calm</p>;\n";
    const page = pageComponents({ ...DEFAULT_LIMITS, timeMs: 300 });
    expect(await page.render(source('/search.mdx', mdx, 'Search'), {}, false)).toEqual({ ok: false, reason: 'it ran longer than 300 ms', limit: 'time' });
    expect(await page.render(source('/search.mdx', mdx, 'Calm'), {}, false)).toEqual({ ok: true, value: '<p>calm</p>' });
    page.done();
  }, 120_000);

  test("past the build's budget every later use, on any page, is a placeholder; one finding for the build", async () => {
    const build = newBuildBudget({ steps: 1_000_000, timeMs: 60_000, outputChars: 1_000_000 });
    const wide = source('/wide.mdx', WIDE, 'Wide');
    const pages = [0, 1, 2].map(() => pageComponents(DEFAULT_LIMITS, { build }));
    const [a, b, c] = pages as [ReturnType<typeof pageComponents>, ReturnType<typeof pageComponents>, ReturnType<typeof pageComponents>];
    const outcomes = [...(await uses(a, wide, 2)), ...(await uses(b, wide, 2)), ...(await uses(c, wide, 1))];
    for (const page of pages) page.done();
    const reason = "the build's custom components wrote 1000000 characters of HTML in all, its budget";
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.length : outcome))).toEqual([
      400_007,
      400_007,
      { ok: false, reason, limit: 'output', budget: 'build', warn: true },
      { ok: false, reason, limit: 'output', budget: 'build', warn: false },
      { ok: false, reason, limit: 'output', budget: 'build', warn: false },
    ]);
  }, 120_000);
});
