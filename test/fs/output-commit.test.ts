// A build published into its own output folder in place (src/fs/output-commit.ts): new files
// renamed over their places, the files the site no longer has deleted, the step marked in the
// manifest so that a publication cut short leaves a folder that is still docwright's; and the
// cases where the caller must swap in a whole folder instead.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canCommitInPlace, commitInPlace } from '../../src/fs/output-commit.js';
import { claimOutputFolder, listFiles, manifestText, OUTPUT_MANIFEST, readOutputManifest, stampFiles, stampOf, type FileIdentity, type FileStamp, type OutputManifest } from '../../src/fs/output-folder.js';

const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeAll(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

const sizes = (files: Record<string, string>): Record<string, number> => Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, Buffer.byteLength(text)]));
const stamps = (files: Record<string, string>): Record<string, FileStamp> => Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, stampOf(text)]));

/** A docs root, an output folder an earlier build wrote (`files`, with its manifest) and a build's temporary folder beside it holding `next`. */
function scratch(files: Record<string, string>, next: Record<string, string>): { root: string; out: string; staging: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-commit-'));
  made.push(dir);
  const [root, out, staging] = [join(dir, 'root'), join(dir, 'out'), join(dir, '.out.tmp-1-1')];
  for (const folder of [root, out, staging]) mkdirSync(folder);
  writeAll(out, files);
  writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', stamps(files), true));
  writeAll(staging, next);
  writeFileSync(join(staging, OUTPUT_MANIFEST), manifestText('1.0.0', {}, false));
  return { root, out, staging };
}

/** Each file of `dir` by its identity, as the claim's walk records it. */
async function identities(out: string, root: string): Promise<Map<string, FileIdentity>> {
  const seen = new Map<string, FileIdentity>();
  await claimOutputFolder(out, root, 'out', seen);
  return seen;
}

/** The files of a build's temporary folder, its own manifest left out. */
async function staged(staging: string): Promise<Map<string, FileStamp>> {
  const files = await stampFiles(staging);
  files.delete(OUTPUT_MANIFEST);
  return files;
}

async function manifestOf(dir: string): Promise<OutputManifest> {
  const manifest = await readOutputManifest(dir);
  if (!manifest) throw new Error('Missing manifest');
  return manifest;
}

const EARLIER = { 'index.html': 'home', 'a.html': 'page a', 'gone/old.html': 'old page', 'pagefind/fragment/x1': 'x1', 'keep/b.html': 'page b' };

describe('a build published in place', () => {
  test('deletes only files the claim found inside the output, whatever the manifest lists (a planted `../` path stays)', async () => {
    const { root, out, staging } = scratch(EARLIER, { 'a.html': 'page a, edited' });
    const outside = join(out, '..', 'precious.txt');
    writeFileSync(outside, 'mine');
    const seen = await identities(out, root);
    // The manifest is data from disk: it also names a file beside the output and one that is not there.
    const manifest = await manifestOf(out);
    const planted: OutputManifest = { ...manifest, files: { ...manifest.files, '../precious.txt': stampOf('mine'), 'missing.html': stampOf('abc') } };
    const commit = { outDir: out, staging, manifest: planted, kept: ['index.html', 'keep/b.html', 'pagefind/fragment/x1'], written: await staged(staging), present: seen, version: '1.0.0' };
    expect(await canCommitInPlace(commit, seen, seen)).toBe(true);
    await commitInPlace(commit);
    expect(readFileSync(outside, 'utf8')).toBe('mine');
    expect(existsSync(join(out, 'gone'))).toBe(false);
    expect(readFileSync(join(out, 'a.html'), 'utf8')).toBe('page a, edited');
  });

  test('several new files in one new, deep folder: each waits for the folder to be made (no rename before it exists)', async () => {
    const deep = Array.from({ length: 24 }, (_, i) => `f${String(i)}`).join('/');
    const next = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${deep}/page-${String(i)}.html`, `page ${String(i)}`]));
    const { root, out, staging } = scratch(EARLIER, next);
    const seen = await identities(out, root);
    const commit = { outDir: out, staging, manifest: await manifestOf(out), kept: Object.keys(EARLIER), written: await staged(staging), present: seen, version: '1.0.0' };
    expect(await canCommitInPlace(commit, seen, seen)).toBe(true);
    await commitInPlace(commit);
    for (const [rel, text] of Object.entries(next)) expect(readFileSync(join(out, rel), 'utf8')).toBe(text);
  });

  test('renames the new files over their places, deletes what the site no longer has (and the folders it empties), keeps the rest as they are', async () => {
    const next = { 'a.html': 'page a, edited', 'new/c.html': 'page c', 'pagefind/fragment/x2': 'x2' };
    const { root, out, staging } = scratch(EARLIER, next);
    const seen = await identities(out, root);
    const commit = { outDir: out, staging, manifest: await manifestOf(out), kept: ['index.html', 'keep/b.html'], written: await staged(staging), present: seen, version: '1.0.0' };
    const folder = statSync(out).ino;
    expect(await canCommitInPlace(commit, seen, seen)).toBe(true);
    await commitInPlace(commit);
    expect(Object.fromEntries([...(await listFiles(out))].sort())).toEqual({ [OUTPUT_MANIFEST]: statSync(join(out, OUTPUT_MANIFEST)).size, ...sizes({ 'a.html': next['a.html'], 'index.html': 'home', 'keep/b.html': 'page b', 'new/c.html': 'page c', 'pagefind/fragment/x2': 'x2' }) });
    expect(readFileSync(join(out, 'a.html'), 'utf8')).toBe('page a, edited');
    expect(existsSync(join(out, 'gone'))).toBe(false);
    // The same folder and the same kept files: nothing was copied or linked.
    expect(statSync(out).ino).toBe(folder);
    expect(statSync(join(out, 'keep/b.html')).ino).toBe(seen.get('keep/b.html')?.ino);
    const manifest = await manifestOf(out);
    expect(manifest.complete).toBe(true);
    expect(manifest.replaced).toBeUndefined();
    expect(Object.keys(manifest.files).sort()).toEqual(['a.html', 'index.html', 'keep/b.html', 'new/c.html', 'pagefind/fragment/x2']);
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
  });

  test('a publication cut short (the manifest says so, with the files it replaces) leaves a folder that is still the build\'s, and not one to publish into again', async () => {
    const { root, out, staging } = scratch(EARLIER, {});
    // Half the step: `a.html` replaced, `gone/old.html` not yet deleted, the new page in place.
    writeAll(out, { 'a.html': 'page a, edited', 'new/c.html': 'page c' });
    const files = { ...stamps(EARLIER), ...stamps({ 'a.html': 'page a, edited', 'new/c.html': 'page c' }) };
    delete (files as Record<string, FileStamp>)['gone/old.html'];
    writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('1.0.0', files, false, stamps(EARLIER)));
    await expect(claimOutputFolder(out, root, 'out')).resolves.toBe('owned');
    const seen = await identities(out, root);
    const manifest = await manifestOf(out);
    expect(manifest.replaced).toEqual(stamps(EARLIER));
    expect(await canCommitInPlace({ outDir: out, staging, manifest, kept: ['index.html'], written: new Map() }, seen, seen)).toBe(false);
    // A file of a size neither manifest lists is still a stranger, and so is one of the same size with other bytes.
    writeFileSync(join(out, 'a.html'), 'page A');
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('it holds files docwright did not write (`out/a.html`, changed since the build wrote it)');
    writeFileSync(join(out, 'a.html'), 'page a');
    writeFileSync(join(out, 'index.html'), 'edited by hand');
    await expect(claimOutputFolder(out, root, 'out')).rejects.toThrow('it holds files docwright did not write (`out/index.html`, changed since the build wrote it)');
  });

  test('is refused when a kept file is not the one the build began with, or a new file goes where the output has a file on its way or a folder', async () => {
    const { root, out, staging } = scratch(EARLIER, { 'keep.html': 'the folder `keep` was a page' });
    const before = await identities(out, root);
    const manifest = await manifestOf(out);
    const base = { outDir: out, staging, manifest };
    // `keep/b.html` is a file under the folder `keep` the new file would replace.
    expect(await canCommitInPlace({ ...base, kept: ['index.html'], written: new Map([['keep', stampOf('abc')]]) }, before, before)).toBe(false);
    expect(await canCommitInPlace({ ...base, kept: ['index.html'], written: new Map([['a.html/x.html', stampOf('abc')]]) }, before, before)).toBe(false);
    expect(await canCommitInPlace({ ...base, kept: ['index.html'], written: new Map([['keep.html', stampOf('abc')]]) }, before, before)).toBe(true);
    // A site file with the name the manifest is staged under.
    expect(await canCommitInPlace({ ...base, kept: ['index.html'], written: new Map([['.docwright-build.next.json', stampOf('abc')]]) }, before, before)).toBe(false);
    // Replaced by a file of the same bytes since the build began (another inode): not the kept file.
    rmSync(join(out, 'index.html'));
    writeFileSync(join(out, 'index.html'), 'home');
    const now = await identities(out, root);
    expect(await canCommitInPlace({ ...base, kept: ['index.html'], written: new Map() }, before, now)).toBe(false);
    // A kept file the manifest does not list.
    expect(await canCommitInPlace({ ...base, kept: ['elsewhere.html'], written: new Map() }, now, now)).toBe(false);
  });
});
