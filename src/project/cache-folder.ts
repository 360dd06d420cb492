// The one way a cache folder is read and written. A cache lives in the project (or next to
// its output) and may come from a commit or a shared CI cache, so nothing in it is trusted:
// no symlink in it is followed, for reads or writes (a planted `entry.json -> ~/.bashrc`
// must neither be read nor overwritten), and entries larger than a cache ever writes are
// not read. What an entry says is the reader's to validate (each cache has a zod schema).
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, open, rename, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { ZodType } from 'zod';
import { tempNameFor } from '../fs/write.js';
import { openSealedEntry, sealEntry } from './cache-seal.js';

/** No cache entry is larger than this (a rendered page is tens of kilobytes; a remote spec a few megabytes). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

/**
 * How an entry is opened: never through a symlink (`O_NOFOLLOW`: a link fails with ELOOP) and without
 * blocking (`O_NONBLOCK`): a named pipe planted as an entry opens at once and is refused by the `fstat`
 * that follows, where a plain open waits for a writer for ever (a build or `lint --cache` hung, deaf to SIGTERM).
 */
const ENTRY_READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | ((constants.O_NONBLOCK as number | undefined) ?? 0);

/** An entry's text as `schema` reads it: undefined when it is not JSON or does not match (nothing in a cache is trusted). */
export function parseEntry<T>(text: string, schema: ZodType<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Whether `path` is a symlink (a missing path is not). */
async function isLink(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The folders from `dir` down to the entry's own folder, each of which must be a real folder, never a link. */
function foldersOf(dir: string, rel: string): string[] | undefined {
  if (isAbsolute(rel)) return undefined;
  const parts = rel.split(/[\\/]/);
  if (parts.some((part) => part === '..' || part === '')) return undefined;
  const folders = [dir];
  for (let i = 0; i < parts.length - 1; i++) folders.push(join(dir, ...parts.slice(0, i + 1)));
  return folders;
}

/**
 * A cache folder. `dir` itself may be a symlink only when the user named it
 * (`named: true`): a default folder found in the project that links elsewhere is not used.
 * `sealed`: each entry is written with a seal (src/project/cache-seal.ts) and read only when
 * its seal matches, so an entry this machine did not write reads as missing.
 */
export class CacheFolder {
  /** Folders `writeSync` has made (or found) already: each is made once, then only checked for links. */
  private readonly made = new Set<string>();

  constructor(
    readonly dir: string,
    private readonly named = false,
    private readonly sealed = false,
  ) {}

  /** The entry's text from what the file holds: unsealed when the folder is sealed (undefined when the seal does not match). */
  private opened(rel: string, text: string): string | undefined {
    return this.sealed ? openSealedEntry(rel, text) : text;
  }

  /** What the file holds for the entry's text: sealed when the folder is. */
  private sealedText(rel: string, data: string): string {
    return this.sealed ? sealEntry(rel, data) : data;
  }

  /** Where entry `rel` lives (for messages and dependency lists). */
  pathOf(rel: string): string {
    return join(this.dir, rel);
  }

  /** Whether every folder on the way to `rel` is a real folder (or missing), never a link. */
  private async usable(rel: string): Promise<boolean> {
    const folders = foldersOf(this.dir, rel);
    if (!folders) return false;
    for (const [i, folder] of folders.entries()) {
      if (i === 0 && this.named) continue;
      if (await isLink(folder)) return false;
    }
    return true;
  }

  /** `usable`, asked synchronously. */
  private usableSync(rel: string): boolean {
    const folders = foldersOf(this.dir, rel);
    if (!folders) return false;
    return folders.every((folder, i) => (i === 0 && this.named) || lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink() !== true);
  }

  /**
   * `read`, synchronously: for many small entries read one after another (a build's page
   * records), where handing each call to libuv's threads costs ten times the CPU of the read.
   */
  readSync(rel: string): string | undefined {
    if (!this.usableSync(rel)) return undefined;
    let fd: number;
    try {
      fd = openSync(this.pathOf(rel), ENTRY_READ_FLAGS);
    } catch {
      return undefined;
    }
    try {
      const info = fstatSync(fd);
      if (!info.isFile() || info.size > MAX_ENTRY_BYTES) return undefined;
      return this.opened(rel, readFileSync(fd, 'utf8'));
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  }

  /** The entry's text, or undefined when it is missing, a link, not a file, too large, or below a link. */
  async read(rel: string): Promise<string | undefined> {
    if (!(await this.usable(rel))) return undefined;
    let handle;
    try {
      handle = await open(this.pathOf(rel), ENTRY_READ_FLAGS);
    } catch {
      return undefined;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile() || info.size > MAX_ENTRY_BYTES) return undefined;
      return this.opened(rel, await handle.readFile('utf8'));
    } catch {
      return undefined;
    } finally {
      await handle.close();
    }
  }

  /**
   * `write`, synchronously: for the many small entries a build writes one after another (its
   * pages' records), where each asynchronous call is a hand-off to libuv's threads and back
   * (futex wake-ups, system time) costing more than the call itself. The same checks; a
   * folder is made once per instance.
   */
  writeSync(rel: string, data: string): void {
    const unusable = (): Error => new Error(`Unexpected symlink in the cache folder \`${this.dir}\`, expected a folder`);
    if (!this.usableSync(rel)) throw unusable();
    const target = this.pathOf(rel);
    const parent = dirname(target);
    if (!this.made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      // A link planted between the check and the mkdir would still be caught here.
      if (!this.usableSync(rel)) throw unusable();
      this.made.add(parent);
    }
    const temp = tempNameFor(target);
    try {
      const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
      try {
        writeFileSync(fd, this.sealedText(rel, data));
      } finally {
        closeSync(fd);
      }
      renameSync(temp, target);
    } catch (error) {
      try {
        unlinkSync(temp);
      } catch {
        // Never made, or already gone.
      }
      throw error;
    }
  }

  /**
   * Write entry `rel`: to a new temporary file (created exclusively, so never through a
   * link), renamed over the entry (a link there is replaced, its target untouched).
   * Throws when the folder cannot be written or a folder on the way is a link.
   */
  async write(rel: string, data: string): Promise<void> {
    if (!(await this.usable(rel))) throw new Error(`Unexpected symlink in the cache folder \`${this.dir}\`, expected a folder`);
    const target = this.pathOf(rel);
    await mkdir(dirname(target), { recursive: true });
    // A link planted between the check and the mkdir would still be caught here.
    if (!(await this.usable(rel))) throw new Error(`Unexpected symlink in the cache folder \`${this.dir}\`, expected a folder`);
    const temp = tempNameFor(target);
    try {
      const handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
      try {
        await handle.writeFile(this.sealedText(rel, data));
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }
}

