import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProjectWatch, isEditorNoise, isIgnored, watchProject, type ProjectWatcher } from '../../src/dev/watcher.js';
import { until } from './http-helpers.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

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
    const read: string[] = [];
    watcher = watchProject(root, async (files) => {
      read.push(await readFile(page, 'utf8'));
      got.push(files);
    });
    await watcher.ready;
    await writeFile(page, 'two');
    await got.count(1);
    // Right after: nothing is throttled, so this save is seen too.
    await writeFile(page, 'three!');
    const seen = await got.count(2);
    expect(seen.flat().every((f) => f === page)).toBe(true);
    // Extra batches may come from one save's several events, but the last read is the last save.
    await until(() => read.at(-1) === 'three!', 'the second save to be read');
  });

  test('a file caught empty between truncate and write waits for the write', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const page = join(root, 'page.mdx');
    const other = join(root, 'other.mdx');
    await writeFile(page, 'one');
    const read: Array<[string, string]> = [];
    const got = batches();
    watcher = watchProject(
      root,
      async (files) => {
        for (const file of files) read.push([file, await readFile(file, 'utf8')]);
        got.push(files);
      },
      { emptyGraceMs: 10_000 },
    );
    await watcher.ready;
    await truncate(page, 0);
    // An editor that truncates, then takes its time to write. A save of another file after
    // the truncate is handed over on its own: the watcher has seen the truncate by then
    // (events come in order) and holds the empty file back.
    await writeFile(other, 'other');
    await until(() => read.some(([file]) => file === other), 'the other file to be handed over');
    expect(read.filter(([file]) => file === page)).toEqual([]);
    await writeFile(page, 'two');
    await until(() => read.some(([file]) => file === page), 'the page to be handed over');
    expect(read.filter(([file]) => file === page).map(([, text]) => text)).not.toContain('');
    expect(read.filter(([file]) => file === page).at(-1)).toEqual([page, 'two']);
  });

  test('a file that stays empty is handed over once the grace has passed', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const page = join(root, 'page.mdx');
    await writeFile(page, 'one');
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files), { emptyGraceMs: 20 });
    await watcher.ready;
    await truncate(page, 0);
    expect((await got.count(1)).flat()).toEqual([page]);
    expect(await readFile(page, 'utf8')).toBe('');
  });

  test('a folder made after the start is watched; a folder moved away reports its files', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    await mkdir(join(root, 'guides'));
    await writeFile(join(root, 'guides', 'old.mdx'), 'old');
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files));
    await watcher.ready;

    await mkdir(join(root, 'api', 'v1'), { recursive: true });
    await writeFile(join(root, 'api', 'v1', 'first.mdx'), 'first');
    await until(() => got.seen.flat().includes(join(root, 'api', 'v1', 'first.mdx')), 'the file in the new folder');
    // The new folder is watched: a later save inside it is seen.
    const before = got.seen.length;
    await writeFile(join(root, 'api', 'v1', 'first.mdx'), 'again');
    await got.count(before + 1);
    expect(got.seen.slice(before).flat()).toContain(join(root, 'api', 'v1', 'first.mdx'));

    const outside = await realpath(await mkdtemp(join(tmpdir(), 'docwright-outside-')));
    try {
      await rename(join(root, 'guides'), join(outside, 'guides'));
      await until(() => got.seen.flat().includes(join(root, 'guides', 'old.mdx')), 'the moved folder’s file');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
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

  test('what the ignore policy leaves out (`.gitignore`, the build output) never makes a batch', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    await writeFile(join(root, '.gitignore'), 'drafts/\n*.log\n');
    await mkdir(join(root, 'drafts'));
    await mkdir(join(root, 'dist'));
    await mkdir(join(root, 'site-out'));
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files), { outDirs: [join(root, 'site-out')] });
    await watcher.ready;
    await writeFile(join(root, 'drafts', 'wip.mdx'), 'x');
    await writeFile(join(root, 'dist', 'index.html'), 'x');
    await writeFile(join(root, 'site-out', 'index.html'), 'x');
    await writeFile(join(root, 'debug.log'), 'x');
    await mkdir(join(root, 'drafts', 'deeper'));
    await writeFile(join(root, 'drafts', 'deeper', 'later.mdx'), 'x');
    // The last write is a page: its batch comes after the ignored ones would have.
    await writeFile(join(root, 'page.mdx'), 'x');
    await until(() => got.seen.flat().includes(join(root, 'page.mdx')), 'the page');
    expect(got.seen.flat()).toEqual([join(root, 'page.mdx')]);
  });

  test('a burst of 20 writes is one batch', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const names = Array.from({ length: 20 }, (_, i) => join(root, `p${i}.mdx`));
    for (const name of names) await writeFile(name, 'one');
    const got = batches();
    // A generous quiet time: the burst is written long before it runs out.
    watcher = watchProject(root, (files) => got.push(files), { debounceMs: 400 });
    await watcher.ready;
    for (const name of names) writeFileSync(name, 'two');
    const [batch] = await got.count(1);
    expect(new Set(batch)).toEqual(new Set(names));
    // And no second batch follows: a sentinel written later is alone in the next one.
    await writeFile(join(root, 'sentinel.mdx'), 'x');
    const seen = await got.count(2);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual([join(root, 'sentinel.mdx')]);
  });

  test('a symlink to a folder outside the project is not followed', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const outside = await realpath(await mkdtemp(join(tmpdir(), 'docwright-outside-')));
    try {
      await symlink(outside, join(root, 'linked'));
      const got = batches();
      watcher = watchProject(root, (files) => got.push(files));
      await watcher.ready;
      await writeFile(join(outside, 'secret.mdx'), 'x');
      await writeFile(join(root, 'page.mdx'), 'x');
      await until(() => got.seen.flat().includes(join(root, 'page.mdx')), 'the page');
      expect(got.seen.flat().some((file) => file.includes('secret'))).toBe(false);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  test('a file removed is reported', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    await writeFile(join(root, 'gone.mdx'), 'x');
    const got = batches();
    watcher = watchProject(root, (files) => got.push(files));
    await watcher.ready;
    await rm(join(root, 'gone.mdx'));
    await until(() => got.seen.flat().includes(join(root, 'gone.mdx')), 'the removed file');
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

describe('createProjectWatch: files watched before the scan (issue 51)', () => {
  test('a save of a file named, in place or by a rename over it, is handed over before any scan; a file not named is not', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    await mkdir(join(root, 'guides'));
    const page = join(root, 'guides', 'page.mdx');
    const other = join(root, 'guides', 'other.mdx');
    const config = join(root, 'docs.json');
    await writeFile(page, 'one');
    await writeFile(other, 'one');
    await writeFile(config, '{}');
    const got = batches();
    const watch = createProjectWatch(root, (files) => got.push(files));
    watcher = { ready: Promise.resolve(), close: () => watch.close() };
    watch.files([page, config, join(root, '..', 'outside.mdx')]);
    await writeFile(other, 'two');
    await writeFile(page, 'two');
    await until(() => got.seen.flat().includes(page), 'the page');
    // An editor's save: written beside the file, then renamed over it.
    await writeFile(join(root, 'docs.json.new'), '{"name":"x"}');
    await rename(join(root, 'docs.json.new'), config);
    await until(() => got.seen.flat().includes(config), 'docs.json');
    const count = got.seen.length;
    await writeFile(page, 'three');
    await got.count(count + 1);
    expect(got.seen.flat().every((file) => file === page || file === config)).toBe(true);
  });

  test('once the scan is ready every file is seen, the ones named before it too', async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-watch-')));
    const page = join(root, 'page.mdx');
    const other = join(root, 'other.mdx');
    await writeFile(page, 'one');
    await writeFile(other, 'one');
    const got = batches();
    const watch = createProjectWatch(root, (files) => got.push(files));
    watcher = { ready: Promise.resolve(), close: () => watch.close() };
    watch.files([page]);
    await watch.scan();
    await writeFile(other, 'two');
    await until(() => got.seen.flat().includes(other), 'the other file');
    await writeFile(page, 'two');
    await until(() => got.seen.flat().includes(page), 'the page');
  });
});
