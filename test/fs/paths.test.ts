import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InsideReader, isInside, isNotAFile, readBytesInside, readTextInside, readTextInsideSync, realPathInside, RefusedPathError } from '../../src/fs/paths.js';

/** A project folder `root` next to a folder `outside` holding a secret. */
function layout(): { root: string; outside: string } {
  const base = mkdtempSync(join(tmpdir(), 'docwright-paths-'));
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'snippets'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.mdx'), 'SECRET\n');
  writeFileSync(join(root, 'snippets', 'own.mdx'), 'own\n');
  return { root, outside };
}

function reasonOfSync(read: () => unknown): string {
  try {
    read();
    return 'read';
  } catch (error) {
    return error instanceof RefusedPathError ? error.reason : 'other';
  }
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'read';
  } catch (error) {
    return error instanceof RefusedPathError ? error.reason : 'other';
  }
}

describe('isInside', () => {
  test('compares path strings: the root itself and below are inside, `..` and siblings are not', () => {
    expect(isInside('/a/root', '/a/root')).toBe(true);
    expect(isInside('/a/root', '/a/root/x/y.mdx')).toBe(true);
    expect(isInside('/a/root', '/a/root/..x')).toBe(true);
    expect(isInside('/a/root', '/a/rootless/x')).toBe(false);
    expect(isInside('/a/root', '/a/other')).toBe(false);
  });
});

describe('InsideReader: each folder real path taken once per batch', () => {
  test('files inside are read; a linked file or a file in a linked folder leading outside is refused, in the same batch', () => {
    const { root, outside } = layout();
    writeFileSync(join(root, 'snippets', 'second.mdx'), 'second\n');
    symlinkSync(join(outside, 'secret.mdx'), join(root, 'snippets', 'linked.mdx'));
    symlinkSync(outside, join(root, 'shared'));
    symlinkSync(join(root, 'snippets', 'own.mdx'), join(root, 'alias.mdx'));
    const reader = new InsideReader(root);
    expect(reader.text(join(root, 'snippets', 'own.mdx'))).toBe('own\n');
    // The folder is known now: its next file, a link out of it and a file in a linked folder.
    expect(reader.text(join(root, 'snippets', 'second.mdx'))).toBe('second\n');
    expect(reasonOfSync(() => reader.text(join(root, 'snippets', 'linked.mdx')))).toBe('links-outside');
    expect(reasonOfSync(() => reader.text(join(root, 'shared', 'secret.mdx')))).toBe('links-outside');
    expect(reasonOfSync(() => reader.text(join(root, 'shared', 'secret.mdx')))).toBe('links-outside');
    expect(reader.text(join(root, 'alias.mdx'))).toBe('own\n');
    expect(reasonOfSync(() => reader.text(join(root, '..', 'outside', 'secret.mdx')))).toBe('outside');
    expect(reasonOfSync(() => reader.text(join(root, 'snippets', 'nope.mdx')))).toBe('missing');
    expect(reasonOfSync(() => reader.text(join(root, 'nowhere', 'nope.mdx')))).toBe('missing');
  });

  test('a folder inside the project reached through a link that stays inside is read', () => {
    const { root } = layout();
    symlinkSync(join(root, 'snippets'), join(root, 'again'));
    const reader = new InsideReader(root);
    expect(reader.text(join(root, 'again', 'own.mdx'))).toBe('own\n');
  });
});

describe('readTextInside', () => {
  test('a file inside the project is read', async () => {
    const { root } = layout();
    expect(await readTextInside(root, join(root, 'snippets', 'own.mdx'))).toBe('own\n');
    expect(readTextInsideSync(root, join(root, 'snippets', 'own.mdx'))).toBe('own\n');
  });

  test('a symlinked file that leads outside the project is refused (links-outside), sync and async', async () => {
    const { root, outside } = layout();
    symlinkSync(join(outside, 'secret.mdx'), join(root, 'snippets', 'linked.mdx'));
    expect(await reasonOf(readTextInside(root, join(root, 'snippets', 'linked.mdx')))).toBe('links-outside');
    expect(() => readTextInsideSync(root, join(root, 'snippets', 'linked.mdx'))).toThrow('it links outside');
  });

  test('a file inside a symlinked folder that leads outside the project is refused', async () => {
    const { root, outside } = layout();
    symlinkSync(outside, join(root, 'snippets', 'shared'));
    expect(await reasonOf(readTextInside(root, join(root, 'snippets', 'shared', 'secret.mdx')))).toBe('links-outside');
  });

  test('a symlink that stays inside the project is followed', async () => {
    const { root } = layout();
    symlinkSync(join(root, 'snippets', 'own.mdx'), join(root, 'alias.mdx'));
    expect(await readTextInside(root, join(root, 'alias.mdx'))).toBe('own\n');
  });

  test('a path that leaves the root by `..` is refused without reading (outside); a missing file is missing', async () => {
    const { root } = layout();
    expect(await reasonOf(readTextInside(root, join(root, '..', 'outside', 'secret.mdx')))).toBe('outside');
    expect(await reasonOf(realPathInside(root, join(root, 'nope.mdx')))).toBe('missing');
  });

  // A named pipe opened for reading waited for a writer for ever: `check` and `build` of a project
  // whose docs.json, spec or listed page was one never ended, and so did MCP's `lint_page` on it.
  test.each(process.platform === 'win32' ? [] : ['sync', 'async', 'reader'])('a named pipe or a folder is refused as missing, not waited on (%s)', async (how) => {
    const { root } = layout();
    execFileSync('mkfifo', [join(root, 'pipe.mdx')]);
    mkdirSync(join(root, 'folder.mdx'));
    for (const name of ['pipe.mdx', 'folder.mdx']) {
      const path = join(root, name);
      let caught: unknown;
      try {
        if (how === 'sync') readTextInsideSync(root, path);
        else if (how === 'reader') new InsideReader(root).text(path);
        else await readBytesInside(root, path);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RefusedPathError);
      expect((caught as RefusedPathError).reason).toBe('missing');
      expect(isNotAFile(caught)).toBe(true);
    }
    // A regular file next to them is read as before.
    expect(await readTextInside(root, join(root, 'snippets', 'own.mdx'))).toBe('own\n');
  });

  test('a project root reached through a symlink: its files are inside', async () => {
    const { root } = layout();
    const alias = join(mkdtempSync(join(tmpdir(), 'docwright-paths-alias-')), 'project');
    symlinkSync(root, alias);
    expect(await readTextInside(alias, join(alias, 'snippets', 'own.mdx'))).toBe('own\n');
  });
});
