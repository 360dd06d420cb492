// The sandbox itself, in-process: what code from the docs can reach inside it, and the limits
// that stop it. One QuickJS module for the file; each VM is cheap to make.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import * as releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { SANDBOX_RUNTIME_JS } from '../../../../src/render/assets/bundled.js';
import { createSandbox, DEFAULT_LIMITS, type Outcome, type SandboxLimits } from '../../../../src/render/safety/sandbox/sandbox.js';
import { compileEsm, packageUses } from '../../../../src/render/safety/sandbox/compile.js';
import { parsePage } from '../../../../src/parse/index.js';
import type { Program } from 'estree-jsx';

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await newQuickJSWASMModuleFromVariant(Promise.resolve(releaseSync));
});

/** The ESM of an MDX page, compiled as the renderer compiles it. */
function compiled(mdx: string): ReturnType<typeof compileEsm> {
  const { tree } = parsePage({ path: '/page.mdx', value: mdx });
  const programs: Program[] = [];
  for (const node of tree.children) if (node.type === 'mdxjsEsm' && node.data?.estree) programs.push(node.data.estree);
  return compileEsm(programs);
}

/** Render export `name` of `mdx`'s ESM in a fresh VM. */
function renderOnce(mdx: string, name: string, props: Record<string, unknown> = {}, limits: SandboxLimits = DEFAULT_LIMITS): Outcome {
  const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS, limits);
  try {
    const defined = sandbox.define(1, compiled(mdx).code);
    return defined.ok ? sandbox.render(1, name, props, false) : defined;
  } finally {
    sandbox.dispose();
  }
}

describe('what a component renders', () => {
  test('props, `.map` over data, a hook with its initial state and a fragment', () => {
    const mdx = "export const crew = ['Ada', 'Grace'];\n\nexport const Roster = ({ ship }) => {\n  const [shift] = useState('night');\n  return <><h3>{ship}</h3><ul>{crew.map((name) => <li key={name}>{name} ({shift})</li>)}</ul></>;\n};\n";
    expect(renderOnce(mdx, 'Roster', { ship: 'Heron' })).toEqual({ ok: true, value: '<h3>Heron</h3><ul><li>Ada (night)</li><li>Grace (night)</li></ul>' });
  });

  test("React's hooks imported from `react` are Preact's, and an undefined component is handed to the host with its props and children", () => {
    const mdx = "import { useState as useLocal } from 'react'\n\nexport function Box() {\n  const [n] = useLocal(2);\n  return <Card title=\"x\"><b>{n}</b></Card>;\n}\n";
    expect(renderOnce(mdx, 'Box')).toEqual({ ok: true, value: '<dw-builtin data-name="Card" data-props="{&quot;title&quot;:&quot;x&quot;}"><b>2</b></dw-builtin>' });
  });

  test('a page importing an .mdx snippet as a component and values from another still runs (each name declared once)', () => {
    const esm = (mdx: string): Program[] => parsePage({ path: '/s.mdx', value: mdx }).tree.children.flatMap((node) => (node.type === 'mdxjsEsm' && node.data?.estree ? [node.data.estree] : []));
    const data = { programs: esm("export const tags = ['a', 'b'];\n"), imports: new Map() };
    const text = { programs: [], imports: new Map() };
    const page = esm("import Intro from '/snippets/intro.mdx';\nimport { tags } from '/snippets/data.mdx';\n\nexport const Joined = () => <p>{tags.join(', ')}</p>;\n");
    const program = compileEsm(page, new Map([['/snippets/intro.mdx', text], ['/snippets/data.mdx', data]]));
    const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS, DEFAULT_LIMITS);
    try {
      expect(sandbox.define(1, program.code)).toMatchObject({ ok: true });
      expect(sandbox.render(1, 'Joined', {}, false)).toEqual({ ok: true, value: '<p>a, b</p>' });
    } finally {
      sandbox.dispose();
    }
  });

  test('a component that uses a package is named with the package', () => {
    const program = compiled("import _ from 'lodash'\nimport { x } from './x.js'\n\nexport const Sorted = () => <p>{_.sortBy([2, 1])}</p>;\n\nexport const Plain = () => <p>plain</p>;\n");
    expect(packageUses(program, 'Sorted')).toEqual(['lodash']);
    expect(packageUses(program, 'Plain')).toEqual([]);
  });
});

describe('what code in the sandbox can reach', () => {
  test('no `process`, `require`, `fetch`, timers, QuickJS std/os or WebAssembly', () => {
    const mdx = 'export const Probe = () => <p>{[typeof process, typeof require, typeof globalThis.fetch, typeof setTimeout, typeof std, typeof os, typeof WebAssembly, typeof XMLHttpRequest].join(" ")}</p>;\n';
    expect(renderOnce(mdx, 'Probe')).toEqual({ ok: true, value: '<p>undefined undefined undefined undefined undefined undefined undefined undefined</p>' });
  });

  test('reading a file fails: there is no function that could', () => {
    const mdx = "export const Reader = () => <p>{require('node:fs').readFileSync('/etc/passwd', 'utf8')}</p>;\n";
    expect(renderOnce(mdx, 'Reader')).toEqual({ ok: false, reason: "ReferenceError: 'require' is not defined" });
  });

  test("one file's code cannot change the built-ins another file's components on the page use", () => {
    const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS);
    try {
      expect(sandbox.define(1, compiled('export const Bad = () => { Array.prototype.map = () => []; return null; };\n').code)).toEqual({ ok: true, value: '' });
      expect(sandbox.render(1, 'Bad', {}, false)).toEqual({ ok: false, reason: "TypeError: 'map' is read-only" });
      expect(sandbox.define(2, compiled('export const List = () => <p>{[1, 2].map((n) => n * 2).join()}</p>;\n').code)).toEqual({ ok: true, value: '' });
      expect(sandbox.render(2, 'List', {}, false)).toEqual({ ok: true, value: '<p>2,4</p>' });
    } finally {
      sandbox.dispose();
    }
  });
});

describe('limits', () => {
  const small: SandboxLimits = { ...DEFAULT_LIMITS, steps: 50, outputChars: 1000 };

  test('a loop that never ends is stopped by its steps, and the next VM works', () => {
    const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS, small);
    try {
      sandbox.define(1, compiled('export const Spin = () => { while (true) {} };\n\nexport const Fine = () => <p>fine</p>;\n').code);
      expect(sandbox.render(1, 'Spin', {}, false)).toEqual({ ok: false, reason: 'it ran more than 50 steps', limit: 'steps' });
      expect(sandbox.spent()).toBe(50);
      // The VM that hit the limit is replaced: its programs are defined again.
      expect(sandbox.defined(1)).toBe(false);
      sandbox.define(1, compiled('export const Fine = () => <p>fine</p>;\n').code);
      expect(sandbox.render(1, 'Fine', {}, false)).toEqual({ ok: true, value: '<p>fine</p>' });
    } finally {
      sandbox.dispose();
    }
  });

  test('a catastrophic regular expression takes steps: its backtracking is stopped by them', () => {
    const mdx = "export const Backtrack = () => <p>{String(/^(a+)+b$/.test('a'.repeat(40) + 'c'))}</p>;\n";
    expect(renderOnce(mdx, 'Backtrack', {}, small)).toEqual({ ok: false, reason: 'it ran more than 50 steps', limit: 'steps' });
  });

  test('past the wall-clock deadline a call is stopped by it, and says so', () => {
    // Every look at the clock finds ten seconds gone: the deadline (60 s) passes before the steps run out.
    const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS, { ...DEFAULT_LIMITS, steps: 1_000_000 });
    sandbox.prepare();
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 10_000));
    try {
      sandbox.define(1, compiled('export const Spin = () => { for (;;) {} };\n').code);
      expect(sandbox.render(1, 'Spin', {}, false)).toEqual({ ok: false, reason: 'it ran longer than 60000 ms', limit: 'time' });
      expect(sandbox.spent()).toBeLessThan(10);
    } finally {
      clock.mockRestore();
      sandbox.dispose();
    }
  });

  test('what a call renders, where it stops and the steps it ran are the same on a machine a thousand times slower', () => {
    const mdx = 'export const Sum = ({ n }) => { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return <p>{s}</p>; };\n\nexport const Spin = () => { for (;;) {} };\n';
    const limits: SandboxLimits = { ...DEFAULT_LIMITS, steps: 300 };
    /** Render `Sum` and `Spin` in a new VM (its runtime loaded first, on the real clock) with `clock` in place of `Date.now`. */
    const run = (clock?: () => number): unknown[] => {
      const sandbox = createSandbox(quickjs, SANDBOX_RUNTIME_JS, limits);
      sandbox.prepare();
      const spy = clock ? jest.spyOn(Date, 'now').mockImplementation(clock) : undefined;
      try {
        sandbox.define(1, compiled(mdx).code);
        const sum = sandbox.render(1, 'Sum', { n: 200_000 }, false);
        const sumSteps = sandbox.spent();
        return [sum, sumSteps, sandbox.render(1, 'Spin', {}, false), sandbox.spent()];
      } finally {
        spy?.mockRestore();
        sandbox.dispose();
      }
    };
    let now = Date.now();
    // Every look at the clock finds 50 ms gone: 300 steps take 15 s of the 60 s deadline.
    const slow = run(() => (now += 50));
    const fast = run();
    let expected = 0;
    for (let i = 0; i < 200_000; i++) expected += i % 7;
    expect(fast).toEqual([{ ok: true, value: `<p>${expected}</p>` }, expect.any(Number), { ok: false, reason: 'it ran more than 300 steps', limit: 'steps' }, 300]);
    expect(fast[1]).toBeGreaterThan(0);
    expect(slow).toEqual(fast);
  });

  test('a 100 MB string is stopped by the memory limit', () => {
    expect(renderOnce("export const Balloon = () => <p>{'x'.repeat(100 * 1024 * 1024)}</p>;\n", 'Balloon', {}, small)).toEqual({ ok: false, reason: 'it used more than 32 MB of memory', limit: 'memory' });
  });

  test('deep recursion is stopped by the stack limit', () => {
    expect(renderOnce('export const Deep = () => { const f = (n) => f(n + 1) + 1; return <p>{f(0)}</p>; };\n', 'Deep', {}, small)).toEqual({ ok: false, reason: 'it overflowed the stack', limit: 'stack' });
  });

  test('output past the limit is refused', () => {
    expect(renderOnce("export const Wide = () => <p>{'y'.repeat(5000)}</p>;\n", 'Wide', {}, small)).toEqual({ ok: false, reason: 'it wrote 5007 characters of HTML, more than 1000', limit: 'output' });
  });
});
