// The output folder's walk (src/fs/output-folder.ts): folders listed with their entries'
// kinds and files stat'ed many at a time, yet every file found, symlinks never followed and
// the first stranger named in the same order as a walk one entry at a time.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimOutputFolder, listFiles, manifestText, OUTPUT_MANIFEST } from '../../src/fs/output-folder.js';

const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder with a docs root (`root`) beside an output folder (`out`) holding `files` (rel → text). */
function scratch(files: Record<string, string>): { root: string; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-walk-'));
  made.push(dir);
  const root = join(dir, 'root');
  const out = join(dir, 'out');
  mkdirSync(root);
  mkdirSync(out);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(out, rel, '..'), { recursive: true });
    writeFileSync(join(out, rel), text);
  }
  return { root, out };
}

/** 300 files in nested folders (more than the walk keeps in flight), each a different size. */
function manyFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) files[`tab-${i % 3}/group-${i % 7}/page-${i}.html`] = 'x'.repeat(i);
  files['index.html'] = '<!doctype html>';
  return files;
}

describe('the output folder walk', () => {
  test('lists every file below the folder with its size, and no folder', async () => {
    const files = manyFiles();
    const { out } = scratch(files);
    const listed = await listFiles(out);
    expect(Object.fromEntries([...listed].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, text.length] as const).sort(([a], [b]) => (a < b ? -1 : 1))));
  });

  test('does not list or follow a symbolic link, to a file or to a folder', async () => {
    const { out } = scratch({ 'a/page.html': 'page' });
    const elsewhere = mkdtempSync(join(tmpdir(), 'docwright-walk-elsewhere-'));
    made.push(elsewhere);
    writeFileSync(join(elsewhere, 'secret.txt'), 'secret');
    symlinkSync(elsewhere, join(out, 'a', 'linked-folder'));
    symlinkSync(join(elsewhere, 'secret.txt'), join(out, 'linked-file.txt'));
    expect([...(await listFiles(out)).keys()]).toEqual(['a/page.html']);
  });

  test('claims a folder whose every file its manifest lists with the size it has', async () => {
    const files = manyFiles();
    const { root, out } = scratch(files);
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, text.length])), true));
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
  });

  test('refuses a folder an earlier build marked that now holds a symbolic link to a folder', async () => {
    const files = manyFiles();
    const { root, out } = scratch(files);
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, text.length])), true));
    symlinkSync(root, join(out, 'tab-1', 'group-2', 'docs'));
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('Unexpected output folder `out`: it holds files docwright did not write (`out/tab-1/group-2/docs`); choose an empty folder or remove it yourself');
  });

  test('names the first stranger of a depth-first walk over sorted names, a folder before its next sibling', async () => {
    const { root, out } = scratch({ 'a/z.txt': 'z', 'a-b.txt': 'ab', 'b/c.txt': 'c', 'a/b/y.txt': 'y' });
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', { 'b/c.txt': 1, 'a/z.txt': 1 }, true));
    // Walk order: a, a/b, a/b/y.txt, a/z.txt, a-b.txt, b …: `a/b/y.txt` comes first.
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('(`out/a/b/y.txt`)');
  });

  test('names a file changed since the build wrote it', async () => {
    const { root, out } = scratch({ 'a/page.html': 'edited by hand' });
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', { 'a/page.html': 4 }, true));
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('(`out/a/page.html`, changed since the build wrote it)');
  });
});
