// The one way docwright writes a file: into a temporary file in the same folder, renamed
// over the target only once every byte is written. A full disk, a read-only folder or a
// crash leaves the original file as it was, never cut short.
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, lstat, mkdir, open, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from './paths.js';

/** A write that did not happen; the target (if it existed) is unchanged. */
export class WriteFailedError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
    cause?: unknown,
  ) {
    super(`Unexpected failure writing \`${path}\` (${reason}), the original is left unchanged`, cause === undefined ? undefined : { cause });
    this.name = 'WriteFailedError';
  }
}

/** A write refused because the file is no longer what the caller read (an edit saved meanwhile); the file is left as it is. */
export class FileChangedError extends WriteFailedError {
  constructor(path: string) {
    super(path, 'it changed since it was read');
    this.name = 'FileChangedError';
  }
}

/** A file as a caller read it: its bytes and, when known, its modification time. */
export interface FileAsRead {
  bytes: Uint8Array;
  mtimeMs?: number | undefined;
}

export interface AtomicWriteOptions {
  /** Flush the bytes to the disk before the rename (user files); caches skip it. Default true. */
  durable?: boolean;
  /** Create the target's folder first. */
  mkdir?: boolean;
  /**
   * The folder the temporary file is written in (default: the target's own), on the target's
   * device: a process killed before the rename leaves its temporary file there, not beside the
   * target (the build stages its output folder's manifest in its own temporary folder).
   */
  stageIn?: string;
  /**
   * The file as the caller read it: just before the rename the target must still have its size,
   * modification time and bytes (SHA-256), else nothing is written and FileChangedError is thrown.
   * `'missing'`: the caller found no file there, and there must still be none (not even a link).
   */
  unchanged?: FileAsRead | 'missing';
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Whether the file at `target` is still the one read (`read`): same size, modification time and bytes; for `'missing'`, still nothing there. */
async function isAsRead(target: string, read: FileAsRead | 'missing'): Promise<boolean> {
  if (read === 'missing') return lstat(target).then(() => false, (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT');
  try {
    const info = await stat(target);
    if (!info.isFile() || info.size !== read.bytes.byteLength) return false;
    if (read.mtimeMs !== undefined && info.mtimeMs !== read.mtimeMs) return false;
    return sha256(await readFile(target)) === sha256(read.bytes);
  } catch {
    return false;
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message.replace(/^[A-Z]+: /, '').replace(/, \w+ '[^']*'( -> '[^']*')?$/, '');
    return code && !message.startsWith(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}

/** The temporary name a write uses next to `target`: a dot-file, so no glob lists it. */
export function tempNameFor(target: string, folder: string = dirname(target)): string {
  return join(folder, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

/**
 * Write `data` to `path` atomically: to a temporary file in the same folder, then renamed
 * over `path`. An existing file keeps its mode, and a symlink keeps pointing at the file it
 * names (that file is replaced). Throws WriteFailedError, after removing the temporary file.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  let target: string;
  let mode: number | undefined;
  try {
    target = await realpath(path);
    mode = (await stat(target)).mode & 0o7777;
  } catch {
    target = path;
    mode = undefined;
  }
  if (options.mkdir) {
    try {
      await mkdir(dirname(target), { recursive: true });
    } catch (error) {
      throw new WriteFailedError(path, reasonOf(error), error);
    }
  }
  const temp = tempNameFor(target, options.stageIn);
  try {
    await writeFile(temp, data, { flag: 'wx', ...(mode !== undefined ? { mode } : {}) });
    // The umask may have narrowed the mode given to `open`; the original's mode wins.
    if (mode !== undefined) await chmod(temp, mode);
    if (options.durable !== false) {
      const handle = await open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    if (options.unchanged !== undefined && !(await isAsRead(target, options.unchanged))) throw new FileChangedError(path);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    if (error instanceof FileChangedError) throw error;
    throw new WriteFailedError(path, reasonOf(error), error);
  }
}

/**
 * The real path a write to `path` lands on: its own (symlinks followed), or its nearest
 * existing folder's real path plus the rest; `undefined` for a symbolic link to nothing (a
 * write through it would create a file wherever it points) or a path with no existing folder.
 */
export async function landingOf(path: string): Promise<string | undefined> {
  const rest: string[] = [];
  let current = resolve(path);
  for (;;) {
    let info;
    try {
      info = await lstat(current);
    } catch {
      const parent = dirname(current);
      if (parent === current) return undefined;
      rest.unshift(basename(current));
      current = parent;
      continue;
    }
    try {
      return join(await realpath(current), ...rest);
    } catch {
      // A symbolic link to nothing: writing through it would create a file wherever it points.
      return info.isSymbolicLink() ? undefined : current;
    }
  }
}

/**
 * writeFileAtomic, only inside `root`: the path, and the real path it lands on once every
 * symbolic link (of the file or of a folder on the way) is followed, must be inside the real
 * path of `root`. A link that leads out of the project, or to nothing, is refused with a
 * WriteFailedError and nothing is written.
 */
export async function writeFileInside(root: string, path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const realRoot = await realpath(root).catch(() => resolve(root));
  const landing = isInside(resolve(root), resolve(path)) ? await landingOf(path) : undefined;
  if (landing === undefined || !isInside(realRoot, landing)) throw new WriteFailedError(path, `it leads outside the project \`${root}\`${landing !== undefined && landing !== resolve(path) ? `, to \`${landing}\`` : ''}`);
  if (await isReadOnly(landing)) throw new WriteFailedError(path, 'the file is read-only');
  await writeFileAtomic(path, data, options);
}

/**
 * Whether a file is there that its owner made read-only (no write permission for anyone, or none
 * for this process): the rename of an atomic write would replace it all the same (even without
 * root), where an editor, eslint or prettier leave it. A read-only file says "not to be changed
 * here": a Perforce checkout before `p4 edit`, a generated or vendored page.
 */
async function isReadOnly(path: string): Promise<boolean> {
  let mode: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    mode = info.mode;
  } catch {
    return false;
  }
  if ((mode & 0o222) === 0) return true;
  return access(path, constants.W_OK).then(
    () => false,
    () => true,
  );
}

/** The nearest folder of `dir` or above it that exists (`dir` itself when nothing does). */
async function nearestExisting(dir: string): Promise<string> {
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (await lstat(current).then(() => true, () => false)) return current;
    if (dirname(current) === current) return resolve(dir);
  }
}

/**
 * A report or other output file a command writes where the user names it (`--output-file`),
 * through writeFileInside, its folders made: inside the project `root` when the path is in it
 * (a symbolic link the repository plants there that leads out of it, or to nothing, is refused
 * with a WriteFailedError), else inside the nearest existing folder of the path, the one the user
 * named (a link there that leads elsewhere is refused as well).
 */
export async function writeOutputFile(root: string, path: string, data: string | Uint8Array): Promise<void> {
  const target = resolve(path);
  const within = isInside(resolve(root), target) ? root : await nearestExisting(dirname(target));
  await writeFileInside(within, target, data, { mkdir: true });
}
