// Which folder a build may replace. A build writes into a temporary folder and swaps it in
// over the output folder only when that folder is missing, empty, or one an earlier build
// marked as its own and nobody has added to or changed since; anything else is refused,
// whatever the options say. docs/commands/build.mdx ("What the build replaces") documents the rules.
//
// The mark is a manifest at the top of every build: `.docwright-build.json`, listing each
// file the build wrote with its size and SHA-256. A folder is the build's own when the manifest
// names docwright and every file in the folder is listed with the bytes it had (a file the user
// added or edited, whatever its size, or any symlink, makes it someone else's). Nothing else
// marks a folder as the build's: a `_docwright/site.css` without a manifest (what builds before
// the manifest left, or a stray copy) is a folder of the user's, refused. A manifest the user
// copies into a folder makes that folder docwright's only for the files it lists with their bytes.
import { createHash } from 'node:crypto';
import { closeSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { readRegularText, toPosix, isInside } from './paths.js';

/** The build's mark, at the top of its output. */
export const OUTPUT_MANIFEST = '.docwright-build.json';

/** A file as the manifest records it: its size in bytes and the SHA-256 of its bytes (hex). */
export interface FileStamp {
  size: number;
  sha256: string;
}

export interface OutputManifest {
  generator: 'docwright';
  version: string;
  /** `false` while the build is being written (the manifest of a temporary folder). */
  complete: boolean;
  /** Every file written, by `/`-separated path relative to the folder, with its size and hash. */
  files: Record<string, FileStamp>;
  /**
   * While a build publishes into the folder in place (src/fs/output-commit.ts): the files of the
   * output it replaces, with their stamps. A file is the build's when it has either's bytes, so a
   * publication cut short leaves a folder that is still the build's own (and, as `complete` is
   * false, one the next build replaces whole, keeping nothing from it).
   */
  replaced?: Record<string, FileStamp>;
}

/** A folder the build will not write into or replace. `reason` is the whole sentence. */
export class OutputRefusedError extends Error {
  constructor(
    readonly folder: string,
    message: string,
  ) {
    super(message);
    this.name = 'OutputRefusedError';
  }
}

export function isOutputRefused(error: unknown): error is OutputRefusedError {
  return error instanceof OutputRefusedError;
}

/** What is at the output path now: nothing, an empty folder, or a folder an earlier build owns. */
export type OutputState = 'missing' | 'empty' | 'owned';

const REMOVE_IT = 'choose an empty folder or remove it yourself';

function codeOf(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The manifest of a folder, or undefined when it has none that docwright wrote. */
export async function readOutputManifest(dir: string): Promise<OutputManifest | undefined> {
  let text: string;
  try {
    const info = await lstat(join(dir, OUTPUT_MANIFEST));
    if (!info.isFile()) return undefined;
    text = await readRegularText(join(dir, OUTPUT_MANIFEST));
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (record.generator !== 'docwright' || typeof record.files !== 'object' || record.files === null || Array.isArray(record.files)) return undefined;
  const files = stampsOf(record.files);
  if (files === undefined) return undefined;
  const manifest: OutputManifest = { generator: 'docwright', version: typeof record.version === 'string' ? record.version : '', complete: record.complete === true, files };
  if (record.replaced !== undefined) {
    const replaced = stampsOf(record.replaced);
    if (replaced === undefined) return undefined;
    manifest.replaced = replaced;
  }
  return manifest;
}

/** A manifest's map of paths to stamps, or undefined when it is not one (a manifest of sizes alone, from before hashes, is none). */
function stampsOf(value: unknown): Record<string, FileStamp> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const files: Record<string, FileStamp> = {};
  for (const [path, stamp] of Object.entries(value as Record<string, unknown>)) {
    if (typeof stamp !== 'object' || stamp === null) return undefined;
    const { size, sha256 } = stamp as Record<string, unknown>;
    if (typeof size !== 'number' || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) return undefined;
    files[path] = { size, sha256 };
  }
  return files;
}

/** The manifest's text for a folder's files (`replaced`: the files a publication in place replaces, see OutputManifest). */
export function manifestText(version: string, files: ReadonlyMap<string, FileStamp> | Readonly<Record<string, FileStamp>>, complete: boolean, replaced?: Readonly<Record<string, FileStamp>>): string {
  const manifest: OutputManifest = { generator: 'docwright', version, complete, files: sortedStamps(files) };
  if (replaced !== undefined) manifest.replaced = sortedStamps(replaced);
  return `${JSON.stringify(manifest, null, 1)}\n`;
}

/** Paths with their stamps, in the order of their paths. */
function sortedStamps(files: ReadonlyMap<string, FileStamp> | Readonly<Record<string, FileStamp>>): Record<string, FileStamp> {
  const entries: [string, FileStamp][] = isMap(files) ? [...files.entries()] : Object.entries(files);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([rel, { size, sha256 }]) => [rel, { size, sha256 }]));
}

function isMap(value: ReadonlyMap<string, FileStamp> | Readonly<Record<string, FileStamp>>): value is ReadonlyMap<string, FileStamp> {
  return value instanceof Map;
}

/** Bytes a file is hashed in at a time. */
const HASH_BLOCK = 1024 * 1024;

/**
 * The one block every hash reads into, made on first use. A block a call (1 MiB each) counted
 * as V8's external memory: hashing a 1,000-page output's files made ~2 GB of it, and V8 starts
 * a full collection of the main thread's heap per 64 MB of that (bench/HISTORY.md, issue 51).
 * Safe to share: `hashFileSync` is synchronous, so no two calls use it at once.
 */
let hashBlock: Buffer | undefined;

/** The SHA-256 (hex) of the file at `path`, read in blocks (synchronously: see listEntries). */
export function hashFileSync(path: string): string {
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    const block = (hashBlock ??= Buffer.allocUnsafe(HASH_BLOCK));
    for (let read = readSync(fd, block, 0, HASH_BLOCK, null); read > 0; read = readSync(fd, block, 0, HASH_BLOCK, null)) hash.update(block.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** The stamp of bytes in memory. */
export function stampOf(body: string | Uint8Array): FileStamp {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Hashes this process has taken, by a file's path and identity (inode, size, modification and change times): a claim made again (before the build publishes) reads no file twice. */
const hashMemo = new Map<string, string>();

/** How many hashes the memo keeps before it starts again. */
const HASH_MEMO_SIZE = 200_000;

/** The SHA-256 of the file at `path` with this identity, from the memo or read now. */
function hashOf(path: string, entry: Entry): string {
  // The change time cannot be set back by hand (`touch` sets the modification time only).
  const key = `${path}\0${entry.ino}\0${entry.size}\0${entry.mtimeMs}\0${entry.ctimeMs}`;
  let sha256 = hashMemo.get(key);
  if (sha256 === undefined) {
    sha256 = hashFileSync(path);
    if (hashMemo.size >= HASH_MEMO_SIZE) hashMemo.clear();
    hashMemo.set(key, sha256);
  }
  return sha256;
}

interface Entry {
  /** `/`-separated, relative to the folder walked. */
  rel: string;
  kind: 'file' | 'dir' | 'other';
  size: number;
  /** A file's inode, modification and change times (0 for anything else). */
  ino: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** A file as the walk's `lstat` saw it: its size, inode and modification time. */
export interface FileIdentity {
  size: number;
  ino: number;
  mtimeMs: number;
}

/**
 * Every entry below `dir`, symlinks never followed, in the order of a depth-first walk over
 * sorted names. Folders are listed with their entries' kinds (`withFileTypes`), so only files
 * are stat'ed (for their size). Synchronous (issue 29): a 1,000-page output is a few thousand
 * `lstat`s, which cost far less CPU called directly than handed one by one to libuv's threads.
 */
function listEntries(dir: string): Entry[] {
  const entries: Entry[] = [];
  const list = (prefix: string): void => {
    for (const dirent of readdirSync(join(dir, prefix), { withFileTypes: true })) {
      const rel = prefix === '' ? dirent.name : `${prefix}/${dirent.name}`;
      if (dirent.isDirectory()) {
        entries.push({ rel, kind: 'dir', size: 0, ino: 0, mtimeMs: 0, ctimeMs: 0 });
        list(rel);
      } else if (dirent.isFile()) {
        // lstat: what stands there now decides; a file swapped for a link or a folder since the listing is a stranger.
        const info = lstatSync(join(dir, rel));
        entries.push({ rel, kind: info.isFile() ? 'file' : 'other', size: info.size, ino: info.ino, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs });
      } else entries.push({ rel, kind: 'other', size: 0, ino: 0, mtimeMs: 0, ctimeMs: 0 });
    }
  };
  list('');
  // `/` as the lowest character: a folder's entries follow it, before its next sibling.
  const keyed = entries.map((entry) => ({ key: entry.rel.replaceAll('/', '\0'), entry }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ entry }) => entry);
}

/** Every entry below `dir` in walk order (listEntries), until `visit` returns false; false when it did. An error of the walk rejects, as before. */
function walk(dir: string, visit: (entry: Entry) => boolean): Promise<boolean> {
  return new Promise((done) => {
    done(listEntries(dir).every(visit));
  });
}

/** Every file below `dir` with its size (symlinks and other kinds are not followed or listed). */
export async function listFiles(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  await walk(dir, (entry) => {
    if (entry.kind === 'file') files.set(entry.rel, entry.size);
    return true;
  });
  return files;
}

/**
 * Every file below `dir` with its stamp (symlinks and other kinds are not followed or listed).
 * `known`: stamps already taken of files this folder holds as they are (kept files linked from
 * the earlier output, checked by the claim): a file of that size is not read again.
 */
export async function stampFiles(dir: string, known: Readonly<Record<string, FileStamp>> = {}): Promise<Map<string, FileStamp>> {
  const files = new Map<string, FileStamp>();
  await walk(dir, (entry) => {
    if (entry.kind !== 'file') return true;
    const stamp = Object.hasOwn(known, entry.rel) ? known[entry.rel] : undefined;
    files.set(entry.rel, stamp !== undefined && stamp.size === entry.size ? stamp : { size: entry.size, sha256: hashOf(join(dir, entry.rel), entry) });
    return true;
  });
  return files;
}

/** Whether the file of this entry has the bytes of `stamp` (its size first: a file of another size is not read). */
function matches(dir: string, entry: Entry, stamp: FileStamp | undefined): boolean {
  return stamp !== undefined && stamp.size === entry.size && stamp.sha256 === hashOf(join(dir, entry.rel), entry);
}

/** The first entry of `dir` a build with this manifest did not write (or wrote other bytes to), or undefined when there is none; each file the walk saw goes into `seen`. */
async function strangerByManifest(dir: string, manifest: OutputManifest, seen?: Map<string, FileIdentity>): Promise<{ rel: string; changed: boolean } | undefined> {
  let stranger: { rel: string; changed: boolean } | undefined;
  await walk(dir, (entry) => {
    if (entry.kind === 'dir') return true;
    if (entry.rel === OUTPUT_MANIFEST) return true;
    const listed = Object.hasOwn(manifest.files, entry.rel) ? manifest.files[entry.rel] : undefined;
    const replaced = manifest.replaced && Object.hasOwn(manifest.replaced, entry.rel) ? manifest.replaced[entry.rel] : undefined;
    if (entry.kind === 'file' && (matches(dir, entry, listed) || matches(dir, entry, replaced))) {
      seen?.set(entry.rel, { size: entry.size, ino: entry.ino, mtimeMs: entry.mtimeMs });
      return true;
    }
    stranger = { rel: entry.rel, changed: entry.kind === 'file' && (listed !== undefined || replaced !== undefined) };
    return false;
  });
  return stranger;
}

/** The first file (else any entry) of a folder no manifest marks, in walk order: a folder's own file before the folders of another's mark. */
function firstStranger(dir: string, names: readonly string[]): string {
  // Walked lazily in listEntries' order and stopped at the first file: `--out ~` (a home folder of 200,000 files) is
  // refused at once instead of after listing all of it; a tree of folders alone is looked at for STRANGER_WALK_LIMIT
  // entries at most, then its first entry is named.
  let budget = STRANGER_WALK_LIMIT;
  let first: string | undefined;
  const visit = (prefix: string): string | undefined => {
    const dirents = readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const dirent of dirents) {
      const rel = prefix === '' ? dirent.name : `${prefix}/${dirent.name}`;
      first ??= rel;
      if (--budget < 0) return undefined;
      if (!dirent.isDirectory()) {
        if (rel !== OUTPUT_MANIFEST) return rel;
        continue;
      }
      const found = visit(rel);
      if (found !== undefined || budget < 0) return found;
    }
    return undefined;
  };
  return visit('') ?? first ?? [...names].sort()[0] ?? '';
}

/** How many entries of a folder without docwright's manifest are looked at to name one it holds. */
const STRANGER_WALK_LIMIT = 10_000;

/** The real path of `path`: its nearest existing ancestor's real path, plus what does not exist yet. */
async function realPathOf(path: string): Promise<string> {
  const rest: string[] = [];
  let current = resolve(path);
  for (;;) {
    try {
      return join(await realpath(current), ...rest.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return resolve(path);
      rest.push(basename(current));
      current = parent;
    }
  }
}

/**
 * Whether the build may write its output to `outDir` and replace what is there. Refuses
 * (OutputRefusedError) the docs root, a folder holding the root, a file, a symbolic link, and
 * a folder holding anything an earlier build did not write; `shown` is the folder as the
 * messages name it. `seen`, when given, receives each file of an owned folder with its
 * manifest as the walk's `lstat` saw it (a build reads it instead of asking again).
 */
export async function claimOutputFolder(outDir: string, root: string, shown: string = outDir, seen?: Map<string, FileIdentity>): Promise<OutputState> {
  const realRoot = await realPathOf(root);
  const realOut = await realPathOf(outDir);
  if (realOut === realRoot) throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: it is the docs root, expected a folder of its own such as \`dist\``);
  if (isInside(realOut, realRoot)) throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: it holds the docs root, expected a folder of its own such as \`dist\``);
  let info;
  try {
    info = await lstat(outDir);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return 'missing';
    throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: ${reasonOf(error)}`);
  }
  if (info.isSymbolicLink()) throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: it is a symbolic link, expected a folder (name the folder it points to, or remove the link yourself)`);
  if (!info.isDirectory()) throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: it is a file, expected a folder; choose another name or remove the file yourself`);
  let names: string[];
  try {
    names = await readdir(outDir);
  } catch (error) {
    throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: ${reasonOf(error)}`);
  }
  if (names.length === 0) return 'empty';
  const manifest = await readOutputManifest(outDir);
  let stranger: { rel: string; changed: boolean } | undefined;
  try {
    // No manifest of docwright's: nothing in the folder is known for the build's (a stray `_docwright/site.css` included).
    stranger = manifest ? await strangerByManifest(outDir, manifest, seen) : { rel: firstStranger(outDir, names), changed: false };
  } catch (error) {
    throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: ${reasonOf(error)}`);
  }
  if (stranger !== undefined) {
    const named = `\`${toPosix(join(shown, stranger.rel))}\`${stranger.changed ? ', changed since the build wrote it' : ''}`;
    // A manifest docwright cannot check (sizes alone, as builds before hashes wrote it, or not JSON): said so, as the likely cause.
    const unchecked = manifest === undefined && names.includes(OUTPUT_MANIFEST) ? `; its \`${OUTPUT_MANIFEST}\` lists no file with its hash` : '';
    throw new OutputRefusedError(outDir, `Unexpected output folder \`${shown}\`: it holds files docwright did not write (${named})${unchecked}; ${REMOVE_IT}`);
  }
  return 'owned';
}

/** Whether a temporary folder left by a build is the build's: empty, or holding its manifest. */
export async function isBuildFolder(dir: string): Promise<boolean> {
  try {
    const names = await readdir(dir);
    if (names.length === 0) return true;
  } catch {
    return false;
  }
  return (await readOutputManifest(dir)) !== undefined;
}

/**
 * The source folder (below `root`, not `root` itself) that holds `outDir`, or undefined: the
 * nearest folder above the output that holds one of the project's `files` (absolute paths).
 */
export function sourceFolderHolding(outDir: string, root: string, files: Iterable<string>): string | undefined {
  const out = resolve(outDir);
  const top = resolve(root);
  if (!isInside(top, out) || out === top) return undefined;
  const ancestors = new Set<string>();
  for (let dir = dirname(out); dir !== top && isInside(top, dir); dir = dirname(dir)) ancestors.add(dir);
  if (ancestors.size === 0) return undefined;
  let nearest: string | undefined;
  for (const file of files) {
    if (isInside(out, resolve(file))) continue;
    for (let dir = dirname(resolve(file)); dir !== top && isInside(top, dir); dir = dirname(dir)) {
      if (ancestors.has(dir)) {
        if (nearest === undefined || dir.length > nearest.length) nearest = dir;
        break;
      }
    }
  }
  return nearest;
}

function reasonOf(error: unknown): string {
  const code = codeOf(error);
  if (code === 'ENAMETOOLONG') return 'its name is too long (ENAMETOOLONG)';
  if (code === 'EACCES' || code === 'EPERM') return `it cannot be read (${code})`;
  if (code === 'ENOTDIR') return 'a file stands where one of its folders should be (ENOTDIR)';
  if (code === 'ELOOP') return 'its path loops through symbolic links (ELOOP)';
  const message = error instanceof Error ? error.message.replace(/, \w+ '[^']*'$/, '') : String(error);
  return message;
}
