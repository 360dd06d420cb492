// The output folder's walk (src/fs/output-folder.ts): folders listed with their entries'
// kinds and files stat'ed many at a time, yet every file found, symlinks never followed and
// the first stranger named in the same order as a walk one entry at a time.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { claimOutputFolder, hashFileSync, listFiles, manifestText, OUTPUT_MANIFEST, stampOf, type FileStamp } from '../../src/fs/output-folder.js';

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

/** The manifest's stamps of `files` (rel → text). */
const stamps = (files: Record<string, string>): Record<string, FileStamp> => Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, stampOf(text)]));

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
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps(files), true));
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
  });

  test('refuses a folder an earlier build marked that now holds a symbolic link to a folder', async () => {
    const files = manyFiles();
    const { root, out } = scratch(files);
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps(files), true));
    symlinkSync(root, join(out, 'tab-1', 'group-2', 'docs'));
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('Unexpected output folder `out`: it holds files docwright did not write (`out/tab-1/group-2/docs`); choose an empty folder or remove it yourself');
  });

  test('names the first stranger of a depth-first walk over sorted names, a folder before its next sibling', async () => {
    const { root, out } = scratch({ 'a/z.txt': 'z', 'a-b.txt': 'ab', 'b/c.txt': 'c', 'a/b/y.txt': 'y' });
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps({ 'b/c.txt': 'c', 'a/z.txt': 'z' }), true));
    // Walk order: a, a/b, a/b/y.txt, a/z.txt, a-b.txt, b …: `a/b/y.txt` comes first.
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('(`out/a/b/y.txt`)');
  });

  test('names a file changed since the build wrote it', async () => {
    const { root, out } = scratch({ 'a/page.html': 'edited by hand' });
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps({ 'a/page.html': 'page' }), true));
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('(`out/a/page.html`, changed since the build wrote it)');
  });

  test('names a file edited by hand to the same size, and one given back its bytes is the build’s again', async () => {
    const { root, out } = scratch({ 'a/page.html': 'page', 'b.html': 'bbbb' });
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps({ 'a/page.html': 'page', 'b.html': 'bbbb' }), true));
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
    writeFileSync(join(out, 'b.html'), 'BBBB');
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('(`out/b.html`, changed since the build wrote it)');
    writeFileSync(join(out, 'b.html'), 'bbbb');
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
  });

  test('a folder without a manifest is refused, naming one of its files, whatever marks of a build it holds', async () => {
    const { root, out } = scratch({ '_docwright/site.css': 'body{}', 'CNAME': 'docs.example.com', 'photos/wedding.jpg': 'jpg', 'index.html': '<p>old</p>' });
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('Unexpected output folder `out`: it holds files docwright did not write (`out/CNAME`); choose an empty folder or remove it yourself');
    const only = scratch({ '_docwright/site.css': 'body{}' });
    await expect(claimOutputFolder(only.out, only.root, 'out')).rejects.toThrow('(`out/_docwright/site.css`)');
  });

  test('a manifest of sizes alone (no hashes), or a manifest that is a symbolic link, marks nothing', async () => {
    const { root, out } = scratch({ 'index.html': 'home' });
    writeFileSync(join(out, OUTPUT_MANIFEST), JSON.stringify({ generator: 'docwright', version: '1.0.0', complete: true, files: { 'index.html': 4 } }));
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('Unexpected output folder `out`: it holds files docwright did not write (`out/index.html`); its `.docwright-build.json` lists no file with its hash; choose an empty folder or remove it yourself');
    const linked = scratch({ 'index.html': 'home' });
    writeFileSync(join(linked.root, 'm.json'), manifestText('1.0.0', stamps({ 'index.html': 'home' }), true));
    symlinkSync(join(linked.root, 'm.json'), join(linked.out, OUTPUT_MANIFEST));
    await expect(claimOutputFolder(linked.out, linked.root, 'out')).rejects.toThrow('(`out/index.html`)');
  });
});

// Every hash reads into one shared block: a file shorter than the one hashed before it must
// not take that file's leftover bytes into its hash.
describe('hashFileSync', () => {
  test('hashes each file\'s own bytes, a large file (over one block) before a small and an empty one', () => {
    const { out } = scratch({ 'large.bin': 'ab'.repeat(1_300_000), 'small.txt': 'plants', 'empty.txt': '', 'small-again.txt': 'plants' });
    const sha = (rel: string): string => createHash('sha256').update(readFileSync(join(out, rel))).digest('hex');
    for (const rel of ['large.bin', 'small.txt', 'empty.txt', 'large.bin', 'small-again.txt']) expect({ rel, hash: hashFileSync(join(out, rel)) }).toEqual({ rel, hash: sha(rel) });
    expect(hashFileSync(join(out, 'small.txt'))).toBe(stampOf('plants').sha256);
  });
});
