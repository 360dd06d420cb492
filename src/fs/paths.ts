// The one guard for reading project files: a path is read only when its REAL path (every
// symlink followed) is inside the project root's real path. String checks alone let a
// symlink (or a file inside a symlinked folder) pull in any file on the machine.
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { access, open, realpath, type FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, relative, sep } from 'node:path';

/** A path with every link followed, or the path itself when it does not exist (or cannot be resolved). */
export function realPathOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Whether `target` is `root` or below it, comparing the path strings only. */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** Why a project file was not read. */
export type RefusalReason = 'outside' | 'links-outside' | 'missing';

/** A project file that was not read: outside the root, linking outside it, or missing. */
export class RefusedPathError extends Error {
  constructor(
    readonly path: string,
    readonly reason: RefusalReason,
    cause?: unknown,
  ) {
    super(reason === 'missing' ? `Missing file \`${path}\`` : `Unexpected path \`${path}\` outside the project, expected a file inside it${reason === 'links-outside' ? ' (it links outside)' : ''}`, cause === undefined ? undefined : { cause });
    this.name = 'RefusedPathError';
  }
}

export function isRefusedPath(error: unknown): error is RefusedPathError {
  return error instanceof RefusedPathError;
}

/** The real path of a root, computed once per root (a missing root keeps its own spelling, uncached). */
const realRoots = new Map<string, string>();
function realRootSync(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = realpathSync(root);
      realRoots.set(root, real);
    } catch {
      real = root;
    }
  }
  return real;
}

async function realRoot(root: string): Promise<string> {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  let real: string;
  try {
    real = await realpath(root);
    realRoots.set(root, real);
  } catch {
    real = root;
  }
  return real;
}

function check(realRootPath: string, path: string, real: string): string {
  if (!isInside(realRootPath, real)) throw new RefusedPathError(path, 'links-outside');
  return real;
}

/**
 * The real path of a project file, or a RefusedPathError: `outside` when the path itself
 * leaves `root`, `links-outside` when a symlink on the way leads out of it, `missing`
 * when it does not exist.
 */
export async function realPathInside(root: string, path: string): Promise<string> {
  if (!isInside(root, path)) throw new RefusedPathError(path, 'outside');
  const rootReal = await realRoot(root);
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    throw new RefusedPathError(path, 'missing', error);
  }
  return check(rootReal, path, real);
}

export function realPathInsideSync(root: string, path: string): string {
  if (!isInside(root, path)) throw new RefusedPathError(path, 'outside');
  const rootReal = realRootSync(root);
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    throw new RefusedPathError(path, 'missing', error);
  }
  return check(rootReal, path, real);
}

/** Whether anything (a file, a folder, a link) is at `path`; a path the system cannot look up (a name past 255 bytes, a file where a folder should be) has nothing. */
function hasEntry(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** Whether a file exists under `root` but its real path is outside it (a symlink out of the project). */
export function linksOutside(root: string, path: string): boolean {
  // Nothing at the path links anywhere: one `lstat` instead of a `realpath` and an error
  // (a navigation of 400,000 missing pages asks this 800,000 times).
  if (isInside(root, path) && !hasEntry(path)) return false;
  try {
    realPathInsideSync(root, path);
    return false;
  } catch (error) {
    return isRefusedPath(error) && error.reason === 'links-outside';
  }
}

/** `O_NONBLOCK` where the platform has it: opening a named pipe does not wait for a writer. */
const NONBLOCK = (constants.O_NONBLOCK as number | undefined) ?? 0;

/** The cause of a refusal of something that is not a regular file: a folder, a named pipe, a socket, a device. */
export class NotAFileError extends Error {
  readonly code = 'ENOTFILE';
  constructor(readonly path: string) {
    super(`\`${path}\` is not a regular file (a folder, a named pipe or a device)`);
    this.name = 'NotAFileError';
  }
}

/** What something that is no regular file is, in words (for a message): `named pipe`, `socket`, `folder`, `device`. */
export function entryKind(entry: { isFIFO(): boolean; isSocket(): boolean; isDirectory(): boolean }): string {
  if (entry.isFIFO()) return 'named pipe';
  if (entry.isSocket()) return 'socket';
  if (entry.isDirectory()) return 'folder';
  return 'device';
}

/** What is at `path` that is no regular file, in words (`named pipe` …; `special file` when it cannot be told). */
export function kindAt(path: string): string {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats === undefined || stats.isFile() ? 'special file' : entryKind(stats);
  } catch {
    return 'special file';
  }
}

/**
 * What is at `path` when something is there that is no regular file (`named pipe`, `socket`, `folder`, `device`), or
 * `undefined` when there is a regular file or nothing. `stat` only: nothing is opened, so a named pipe never blocks.
 */
export function notRegularAt(path: string): string | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats === undefined || stats.isFile() ? undefined : entryKind(stats);
  } catch {
    return undefined;
  }
}

/** The one message of a project file refused because it is no regular file: "Unexpected named pipe `x`, expected a regular file: it is not read". */
export function notAFileMessage(shown: string, path: string, outcome = 'it is not read'): string {
  return `Unexpected ${kindAt(path)} \`${shown}\`, expected a regular file: ${outcome}`;
}

/** Whether a refusal (a RefusedPathError) or its cause says the path is not a regular file. */
export function isNotAFile(error: unknown): boolean {
  return error instanceof NotAFileError || (isRefusedPath(error) && error.cause instanceof NotAFileError);
}

/**
 * The bytes of a regular file, read through one descriptor: opened without blocking and
 * checked with `fstat` before the read, so a named pipe (which would wait for a writer for
 * ever) or a folder is refused, not read.
 */
export async function readRegular(path: string, maxBytes?: number): Promise<Buffer> {
  const handle = await open(path, constants.O_RDONLY | NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new NotAFileError(path);
    if (maxBytes === undefined) return await handle.readFile();
    if (stats.size > maxBytes) throw new TooLargeError(path, stats.size, maxBytes);
    // Read at most one byte past the limit: a file that grew since `fstat` is refused, not read whole.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled === buffer.length) break;
    }
    if (filled > maxBytes) throw new TooLargeError(path, filled, maxBytes);
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** The text of a regular file (UTF-8), read as `readRegular` reads it: a named pipe, a folder or a device is refused (`NotAFileError`). */
export async function readRegularText(path: string): Promise<string> {
  return (await readRegular(path)).toString('utf8');
}

/**
 * A regular file opened for reading: without blocking (a named pipe opens at once) and checked with `fstat`, so one
 * that is not a regular file is refused (`NotAFileError`, the handle closed) before anything is read from it.
 */
export async function openRegular(path: string): Promise<FileHandle> {
  const handle = await open(path, constants.O_RDONLY | NONBLOCK);
  try {
    if (!(await handle.stat()).isFile()) throw new NotAFileError(path);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** A file past the size a reader accepts: refused before it is read. */
export class TooLargeError extends Error {
  readonly code = 'ETOOLARGE';
  constructor(
    readonly path: string,
    /** Its size in bytes (at least this many). */
    readonly size: number,
    readonly limit: number,
  ) {
    super(`\`${path}\` has ${size} bytes, more than ${limit}`);
    this.name = 'TooLargeError';
  }
}

/** `readRegular` for an open descriptor, synchronously (the descriptor is the caller's to close). */
function readRegularFd(fd: number, path: string): Buffer {
  if (!fstatSync(fd).isFile()) throw new NotAFileError(path);
  return readFileSync(fd);
}

/** The bytes of a regular file, synchronously, as `readRegular` reads them: a named pipe, a folder or a device is refused (`NotAFileError`), never waited on. */
export function readRegularSync(path: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | NONBLOCK);
  try {
    return readRegularFd(fd, path);
  } finally {
    closeSync(fd);
  }
}

/** Read a project file as text, refusing anything whose real path is outside `root` (and anything not a regular file, as missing). */
export async function readTextInside(root: string, path: string): Promise<string> {
  return (await readBytesInside(root, path)).toString('utf8');
}

/** Read a project file's bytes, refusing anything whose real path is outside `root` (and anything not a regular file, as missing). */
export async function readBytesInside(root: string, path: string, options: { maxBytes?: number } = {}): Promise<Buffer> {
  const real = await realPathInside(root, path);
  try {
    return await readRegular(real, options.maxBytes);
  } catch (error) {
    // Too large is its own answer (the caller says how large), not a missing file.
    if (error instanceof TooLargeError) throw new TooLargeError(path, error.size, error.limit);
    throw new RefusedPathError(path, 'missing', error);
  }
}

/** `O_NOFOLLOW` where the platform has it (not on Windows). */
const NOFOLLOW = constants.O_NOFOLLOW as number | undefined;

/**
 * Reads a batch of project files (the pages of one build) with the guard of `readTextInside`,
 * asking the file system for each FOLDER's real path once: a file is opened in its folder's
 * real path without following a link (`O_NOFOLLOW`), and only a file that is itself a link
 * has its own real path taken. A page 7 folders deep cost 7 failing `readlink` calls of
 * `realpath`; now its folder's real path is known. Reads are synchronous: a batch of small
 * files read one after another costs a tenth of the CPU of the same reads handed to libuv's
 * threads (measured at 1,000 pages, bench/README.md). Make one per batch and drop it: a
 * folder swapped for a link after its real path was taken would be read through (as a swap
 * between `realpath` and the read always could be).
 */
export class InsideReader {
  private readonly folders = new Map<string, string | RefusedPathError>();

  constructor(readonly root: string) {}

  /** The folder's real path, once per reader, or why it is refused (RefusedPathError, as `realPathInside` says). */
  private folder(path: string): string | RefusedPathError {
    let real = this.folders.get(path);
    if (real === undefined) {
      try {
        real = realPathInsideSync(this.root, path);
      } catch (error) {
        if (!isRefusedPath(error)) throw error;
        real = error;
      }
      this.folders.set(path, real);
    }
    return real;
  }

  /** The text of the project file at `path`, refusing (RefusedPathError) anything whose real path is outside the root. */
  text(path: string): string {
    if (!isInside(this.root, path)) throw new RefusedPathError(path, 'outside');
    // No O_NOFOLLOW (Windows), or the root itself: the guard of one file at a time.
    if (NOFOLLOW === undefined || dirname(path) === path) return readTextInsideSync(this.root, path);
    const folder = this.folder(dirname(path));
    // The folder's refusal, for this file: `links-outside` for a file in a linked folder.
    if (typeof folder !== 'string') throw new RefusedPathError(path, folder.reason, folder);
    let fd: number;
    try {
      fd = openSync(join(folder, basename(path)), constants.O_RDONLY | NOFOLLOW | NONBLOCK);
    } catch (error) {
      // ELOOP: the file is a link, judged by its own real path; anything else: missing (as readTextInside says).
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') return readTextInsideSync(this.root, path);
      throw new RefusedPathError(path, 'missing', error);
    }
    try {
      return readRegularFd(fd, path).toString('utf8');
    } catch (error) {
      throw new RefusedPathError(path, 'missing', error);
    } finally {
      closeSync(fd);
    }
  }
}

export function readTextInsideSync(root: string, path: string): string {
  const real = realPathInsideSync(root, path);
  try {
    return readRegularSync(real).toString('utf8');
  } catch (error) {
    throw new RefusedPathError(path, 'missing', error);
  }
}

/** Whether something exists at `path` (any kind of file; a dangling link does not). */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a path's folder exists, asked of the file system once per folder: a navigation
 * listing 400,000 missing pages in a few missing folders costs a few `lstat` calls, not a
 * million. `false` means nothing can exist at the path.
 */
export function inExistingFolder(): (path: string) => boolean {
  const folders = new Map<string, boolean>();
  return (path) => {
    const folder = dirname(path);
    let exists = folders.get(folder);
    if (exists === undefined) {
      exists = lstatSync(folder, { throwIfNoEntry: false }) !== undefined;
      folders.set(folder, exists);
    }
    return exists;
  };
}

/** A path with `/` separators, whatever the platform's. */
export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/**
 * A `directory` setting for generated pages (`sdk`, `asyncapi`) as a page path prefix inside the project:
 * normalized, without leading `./` or slashes and trailing slashes (`''` for the root); `undefined` when it leads
 * out of the project (`../api`, `a/../../b`), so no generated page can be written outside the site.
 */
export function pageFolderInside(directory: string): string | undefined {
  const folder = posix.normalize(directory.replace(/\\/g, '/')).replace(/^\/+|\/+$/g, '');
  if (folder === '..' || folder.startsWith('../')) return undefined;
  return folder === '.' ? '' : folder;
}
