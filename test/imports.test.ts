// The import graph of src/, rules/ and presets/: no circles, and every import goes down the
// layer order written in CONTRIBUTING.md ("Layers"). Imports are read by TypeScript's own
// pre-processor, so type-only imports and `import()` count as much as value imports.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * The layers, lowest first. A module may import modules of its own layer or of a lower one.
 * A layer lists whole folders (a folder takes its sub-folders too, unless one is listed itself,
 * as each of `src/render/`'s is), plus the few single files at the root of `src/`: a folder is
 * never split across two layers, so the arrows between folders all point down.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['src/version.ts', 'src/code-fingerprint.ts', 'src/nesting.ts', 'src/guards.ts', 'src/did-you-mean.ts', 'src/text-position.ts', 'src/word-joined.ts', 'src/json-syntax.ts', 'src/worker-pool.ts', 'src/icons.ts', 'src/svg-path-extent.ts', 'src/css-color.ts', 'src/optional-module.ts', 'src/import-in-turn.ts', 'src/findings/', 'src/fs/'],
  ['src/parse/'],
  ['src/components/', 'src/prose/', 'src/vale/'],
  ['src/findings/report/'],
  ['src/rule-kit/'],
  ['rules/'],
  ['presets/'],
  ['src/config/'],
  ['src/project/'],
  // Above the project model: a migration judges the links it carries over with the one link resolver (src/project/links.ts).
  ['src/migrate/'],
  ['src/lint/'],
  ['src/format/', 'src/new/'],
  ['src/openapi/', 'src/graphql/', 'src/sdk/', 'src/asyncapi/'],
  ['src/check/'],
  // The renderer, floor by floor: what a page is drawn with sits below the page, the page
  // below its layout, the render workers and the site's own assets (the files at the root of
  // src/render/) below the site that builds and serves it.
  ['src/render/assets/'],
  ['src/render/tree/'],
  ['src/render/safety/'],
  ['src/render/components/'],
  ['src/render/page/'],
  ['src/render/layout/'],
  ['src/render/'],
  ['src/render/site/'],
  ['src/dev/'],
  ['src/rules-file/', 'src/a11y/', 'src/score/'],
  ['src/lsp/', 'src/mcp/'],
  ['src/cli/'],
  ['src/index.ts'],
];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Each module's project-local imports (repo-relative `.ts` paths). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(repo, file), 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = posix.normalize(posix.join(dirname(file), fileName)).replace(/\.js$/, '.ts');
      if (known.has(target)) targets.add(target);
      else if (known.has(`${target}/index.ts`)) targets.add(`${target}/index.ts`);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The circles of a graph (strongly connected parts with more than one module, or a self-import). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      part.push(member);
      if (member === node) break;
    }
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The layer of a file (its longest matching prefix), or `undefined` when no layer names it. */
function layerOf(file: string, layers: readonly (readonly string[])[] = LAYERS): number | undefined {
  let best: { layer: number; length: number } | undefined;
  layers.forEach((prefixes, layer) => {
    for (const prefix of prefixes) {
      const matches = prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
      if (matches && (!best || prefix.length > best.length)) best = { layer, length: prefix.length };
    }
  });
  return best?.layer;
}

describe('the import graph', () => {
  const graph = importGraph([...sources('src'), ...sources('rules'), ...sources('presets')]);

  test('reads type-only and dynamic imports too', () => {
    expect(graph.get('src/rule-kit/rule.ts')).toContain('src/rule-kit/page-context.ts');
    expect(graph.get('src/check/check.ts')).toContain('src/check/check-openapi.ts');
  });

  test('a circle is found, however long', () => {
    const looped = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(looped)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  test('has no circles', () => {
    expect(circles(graph)).toEqual([]);
  });

  test('places every module in a layer', () => {
    expect([...graph.keys()].filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  test('imports only from the same layer or a lower one', () => {
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        const a = layerOf(from);
        const b = layerOf(to);
        if (a !== undefined && b !== undefined && b > a) upward.push(`${from} -> ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });

  test('lists whole folders, and single files only at the root of src/', () => {
    const entries = LAYERS.flat();
    expect(entries.filter((entry) => !entry.endsWith('/') && posix.dirname(entry) !== 'src')).toEqual([]);
  });

  test('splits no folder across two layers', () => {
    const layersOf = new Map<string, Set<number | undefined>>();
    for (const file of graph.keys()) {
      const folder = posix.dirname(file);
      // The root of src/ holds the ground floor's single files and, at the top, src/index.ts.
      if (folder === 'src') continue;
      layersOf.set(folder, (layersOf.get(folder) ?? new Set()).add(layerOf(file)));
    }
    expect([...layersOf].filter(([, layers]) => layers.size > 1).map(([folder]) => folder)).toEqual([]);
  });

  test("gives each of the renderer's folders a floor of its own", () => {
    const folders = readdirSync(join(repo, 'src/render'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `src/render/${entry.name}/`);
    const floors = folders.map((folder) => LAYERS.findIndex((layer) => layer.includes(folder)));
    expect(floors.filter((floor) => floor < 0)).toEqual([]);
    expect(new Set([...floors, layerOf('src/render/pool.ts')]).size).toBe(folders.length + 1);
  });

  test('the renderer imports nothing of `check`', () => {
    const into = [...graph].flatMap(([from, targets]) => (from.startsWith('src/render/') ? targets.filter((to) => to.startsWith('src/check/')).map((to) => `${from} -> ${to}`) : []));
    expect(into).toEqual([]);
  });

  test('the rule kit stays below the rules, the engine above the presets', () => {
    expect(layerOf('src/rule-kit/rule.ts')).toBeLessThan(layerOf('rules/image-alt.ts') ?? -1);
    expect(layerOf('src/lint/engine.ts')).toBeGreaterThan(layerOf('presets/index.ts') ?? Infinity);
  });
});
