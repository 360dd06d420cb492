import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEditorNoise, isIgnored, watchProject, type ProjectWatcher } from '../../../src/render/dev/watcher.js';

jest.setTimeout(20_000);

let watcher: ProjectWatcher | undefined;
let root = '';

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  if (root) await rm(root, { recursive: true, force: true });
});

function batches() {
  const seen: string[][] = [];
  const waiters: Array<() => void> = [];
  return {
    seen,
    push(files: string[]) {
      seen.push(files);
      for (const wake of waiters.splice(0)) wake();
    },
    async count(n: number) {
      while (seen.length < n) await new Promise<void>((wake) => waiters.push(wake));
      return seen;
    },
  };
}

describe('watchProject', () => {
  test('a second save right after the first is not lost', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const page = join(root, 'page.mdx');
    await writeFile(page, 'one');
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files), { debounceMs: 5 });
    await watcher.ready;
    await writeFile(page, 'two');
    await got.count(1);
    // Within chokidar's own 50 ms window for the same file.
    await writeFile(page, 'three!');
    const seen = await got.count(2);
    expect(seen.flat().every((f) => f === page)).toBe(true);
  });

  test('dot-folders, node_modules and editor files are not reported', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    await mkdir(join(root, '.git'));
    await mkdir(join(root, 'node_modules'));
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files), { debounceMs: 5 });
    await watcher.ready;
    await writeFile(join(root, '.git', 'index'), 'x');
    await writeFile(join(root, 'node_modules', 'a.js'), 'x');
    await writeFile(join(root, 'page.mdx.swp'), 'x');
    await writeFile(join(root, 'page.mdx'), 'x');
    const seen = await got.count(1);
    expect(seen.flat()).toEqual([join(root, 'page.mdx')]);
  });

  test('what counts as noise', () => {
    expect(['a.mdx~', '.a.mdx.swp', '4913', '#a.mdx#', 'x.tmp'].map(isEditorNoise)).toEqual([true, true, true, true, true]);
    expect(isEditorNoise('guide.mdx')).toBe(false);
    expect(isIgnored('/p', '/p/.git/HEAD')).toBe(true);
    expect(isIgnored('/p', '/p/node_modules/x')).toBe(true);
    expect(isIgnored('/p', '/p/api/openapi.yaml')).toBe(false);
    expect(isIgnored('/p', '/p')).toBe(false);
  });
});
