// The build's files: written into its temporary folder, or kept from the earlier build's
// output. A kept file (a page the cache knows unchanged, the earlier search index) costs
// nothing: when anything else differs from the earlier output, the new files are published
// into the output in place (src/fs/output-commit.ts) or, where that cannot be, every kept file
// is hard-linked into the new folder, which replaces the output; when
// nothing does (every page kept, every site-wide file the same bytes), the earlier output is
// left in place as it is and the temporary folder removed: a rebuild with nothing changed
// writes nothing into the output folder.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, link, lstat, open, readdir, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readOutputManifest } from '../../fs/output-folder.js';
import type { WrittenFile } from './cache.js';
import type { Stage, StageTimes } from '../page/stage-timing.js';

/** `await fn()`, its wall time added to `stage` of `timings` (the main thread's stages: search index, writes, cache). */
export async function timed<T>(timings: StageTimes | undefined, stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!timings) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[stage] = (timings[stage] ?? 0) + performance.now() - start;
  }
}

/** How many links the build makes at a time when it publishes a new folder. */
const LINK_CONCURRENCY = 16;

/** Bytes a concatenated file is written in at a time. */
const WRITE_BLOCK = 1024 * 1024;

/** Bytes `start` to `start + length` of the file at `file`, taken as they are into a concatenated file. */
export interface ByteRange {
  file: string;
  start: number;
  length: number;
}

/** A piece of a concatenated file: a file of the site read back (its path in the site) or a range of another file. */
export type ConcatPiece = string | ByteRange;

/** The range's bytes appended to `to`, read in blocks; its length, or an error when the file is shorter. */
async function copyRange(range: ByteRange, to: FileHandle): Promise<number> {
  const from = await open(range.file, 'r');
  try {
    const block = Buffer.allocUnsafe(Math.min(WRITE_BLOCK, Math.max(range.length, 1)));
    let done = 0;
    while (done < range.length) {
      const want = Math.min(block.byteLength, range.length - done);
      const { bytesRead } = await from.read(block, 0, want, range.start + done);
      if (bytesRead === 0) throw new Error(`Unexpected end of \`${range.file}\` at byte ${String(range.start + done)}, expected ${String(range.length - done)} more`);
      await to.write(block.subarray(0, bytesRead));
      done += bytesRead;
    }
    return done;
  } finally {
    await from.close();
  }
}

/** Largest file compared byte for byte with the earlier output's; a larger one counts as changed. */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;

/** The same file as `stat` saw it: size, inode and modification time. */
export function sameFile(a: WrittenFile, b: WrittenFile): boolean {
  return a.size === b.size && a.ino === b.ino && a.mtimeMs === b.mtimeMs;
}

/** The file at `path` as `lstat` sees it, when it is a file. */
export async function fileAt(path: string): Promise<WrittenFile | undefined> {
  const info = await lstat(path).catch(() => undefined);
  return info?.isFile() ? { size: info.size, ino: info.ino, mtimeMs: info.mtimeMs } : undefined;
}

/** The build's writes into its temporary folder, each file's size kept to be checked once the site is complete. */
export class SiteFiles {
  /** Every file of the site (written or kept), with the size it must have (undefined: a kept file of the search index, whose size is its own). */
  readonly written = new Map<string, number | undefined>();
  /** Files of the earlier output used as they are, not yet in the new folder. */
  private readonly kept = new Set<string>();
  /** The page files (HTML and Markdown) as the build leaves them: written now or kept. */
  readonly identities = new Map<string, WrittenFile>();
  /** Whether the site differs from the earlier output (or there is none). */
  private changed: boolean;
  /** Folders made so far: a site of thousands of pages in a few folders asks for each once. */
  private readonly folders = new Set<string>();

  constructor(
    readonly dir: string,
    private readonly timings: StageTimes | undefined,
    /** The earlier build's output folder, claimed as its own (src/fs/output-folder.ts). */
    readonly previous?: string,
  ) {
    this.changed = previous === undefined;
  }

  /** Where the file is now: in the new folder, or in the earlier output when it is kept. */
  pathOf(rel: string): string {
    return this.kept.has(rel) && this.previous !== undefined ? join(this.previous, rel) : join(this.dir, rel);
  }

  /** The site differs from the earlier output (a page rendered, the search index made again …). */
  markChanged(): void {
    this.changed = true;
  }

  /** The folder of `target`, made once per build (synchronously: a few hundred folders, each a single call). */
  folder(target: string): void {
    const parent = dirname(target);
    if (this.folders.has(parent)) return;
    mkdirSync(parent, { recursive: true });
    this.folders.add(parent);
  }

  /** Keep the earlier output's file `rel` (checked unchanged by the caller: `file` as the earlier build wrote it). */
  keep(rel: string, file: WrittenFile | undefined): void {
    this.kept.add(rel);
    this.written.set(rel, file?.size);
    if (file) this.identities.set(rel, file);
  }

  /** Keep every file of the earlier output's folder `rel`; false (nothing kept) when it is missing, empty or holds anything but files and folders. */
  async keepTree(rel: string): Promise<boolean> {
    if (this.previous === undefined) return false;
    const from = join(this.previous, rel);
    let entries;
    try {
      entries = await readdir(from, { recursive: true, withFileTypes: true });
    } catch {
      return false;
    }
    const files: string[] = [];
    for (const entry of entries) {
      if (entry.isFile()) files.push(`${rel}/${join(entry.parentPath, entry.name).slice(from.length + 1).replaceAll('\\', '/')}`);
      else if (!entry.isDirectory()) return false;
    }
    if (files.length === 0) return false;
    for (const file of files) this.keep(file, undefined);
    return true;
  }

  write(rel: string, body: string | Uint8Array): Promise<void> {
    return timed(this.timings, 'writes', async () => {
      const target = join(this.dir, rel);
      this.folder(target);
      this.kept.delete(rel);
      // Synchronously: thousands of small files one after another, where each asynchronous
      // call is a hand-off to libuv's threads and back (system time) costing more than the write.
      writeFileSync(target, body);
      this.written.set(rel, typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
      if (!this.changed && !(await this.sameAsPrevious(rel, typeof body === 'string' ? Buffer.from(body) : body))) this.changed = true;
    });
  }

  copy(from: string, rel: string): Promise<void> {
    return timed(this.timings, 'writes', async () => {
      const target = join(this.dir, rel);
      this.folder(target);
      this.kept.delete(rel);
      await copyFile(from, target);
      const size = (await stat(from)).size;
      this.written.set(rel, size);
      if (!this.changed && (size > MAX_COMPARED_BYTES || !(await this.sameAsPrevious(rel, await readFile(target))))) this.changed = true;
    });
  }

  /** Whether the earlier output holds `rel` with exactly these bytes. */
  private async sameAsPrevious(rel: string, body: Uint8Array): Promise<boolean> {
    if (this.previous === undefined) return false;
    const path = join(this.previous, rel);
    const info = await lstat(path).catch(() => undefined);
    if (!info?.isFile() || info.size !== body.byteLength) return false;
    const earlier = await readFile(path).catch(() => undefined);
    return earlier !== undefined && Buffer.compare(earlier, body) === 0;
  }

  /** The file as `stat` sees it now (recorded in the cache, to know it unchanged next time). */
  fileOf(rel: string): WrittenFile {
    const info = statSync(join(this.dir, rel));
    return { size: info.size, ino: info.ino, mtimeMs: info.mtimeMs };
  }

  /**
   * `rel` made of `pieces` between `separator`s, one piece at a time, never held together: a
   * string piece is a file of the site read back and trimmed, a range piece bytes of another
   * file as they are (read in blocks). Returns each piece's length in bytes, as written.
   */
  async concatenate(rel: string, pieces: readonly ConcatPiece[], separator: string): Promise<number[]> {
    return timed(this.timings, 'writes', async () => {
      this.kept.delete(rel);
      const handle = await open(join(this.dir, rel), 'w');
      const lengths: number[] = [];
      let bytes = 0;
      // Small pieces (a page's Markdown) go out together, in writes of about WRITE_BLOCK bytes.
      let batch: string[] = [];
      let batched = 0;
      const flush = async (): Promise<void> => {
        if (batched === 0) return;
        await handle.write(batch.join(''));
        bytes += batched;
        batch = [];
        batched = 0;
      };
      const add = async (text: string): Promise<void> => {
        batch.push(text);
        batched += Buffer.byteLength(text);
        if (batched >= WRITE_BLOCK) await flush();
      };
      try {
        for (const [i, piece] of pieces.entries()) {
          if (i > 0) await add(separator);
          if (typeof piece === 'string') {
            const text = (await readFile(this.pathOf(piece), 'utf8')).trim();
            lengths.push(Buffer.byteLength(text));
            await add(text);
            continue;
          }
          await flush();
          bytes += await copyRange(piece, handle);
          lengths.push(piece.length);
        }
        await add('\n');
        await flush();
      } finally {
        await handle.close();
      }
      this.written.set(rel, bytes);
      // Not compared (tens of megabytes at thousands of pages): the caller keeps the earlier one when its parts are the same files.
      this.changed = true;
      return lengths;
    });
  }

  /**
   * The end of the build's writes. True when the earlier output already is this site: nothing
   * changed, and its manifest lists exactly the site's files (the new folder is then not
   * used). Otherwise false: the new files are published into the output in place, or the kept
   * ones linked into the new folder (`linkKept`), which replaces the output (src/render/site/site-build.ts).
   */
  async settle(): Promise<boolean> {
    if (!this.changed && this.previous !== undefined) {
      const manifest = await readOutputManifest(this.previous);
      if (manifest?.complete === true && Object.keys(manifest.files).length === this.written.size && Object.keys(manifest.files).every((rel) => this.written.has(rel))) return true;
    }
    this.changed = true;
    return false;
  }

  /** The files of the earlier output the site keeps as they are (not in the new folder). */
  keptFiles(): string[] {
    return [...this.kept];
  }

  /** Every kept file linked (or, on a file system without links, copied) into the new folder, which then holds the whole site. */
  async linkKept(): Promise<void> {
    const kept = [...this.kept];
    let next = 0;
    const linkNext = async (): Promise<void> => {
      while (next < kept.length) {
        const rel = kept[next++] as string;
        await this.linkOne(rel);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LINK_CONCURRENCY, kept.length) }, linkNext));
    this.kept.clear();
  }

  /** A kept file into the new folder: linked, or copied where links fail (another device, a file system without them). */
  private async linkOne(rel: string): Promise<void> {
    const from = join(this.previous ?? '', rel);
    const target = join(this.dir, rel);
    this.folder(target);
    try {
      await link(from, target);
    } catch {
      await copyFile(from, target);
    }
  }
}
