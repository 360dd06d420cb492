// llms-full.txt in a build: every page's Markdown file (as written, or kept from the earlier
// output) one after another, in navigation order. A rebuild makes it from the earlier one:
// a note in the cache says which files that one was made of and how many bytes each took, so
// an unchanged page's bytes are copied from it and only the changed pages' files read back
// (issue 29: an edit read every page's file, 0.3-0.45 s of main thread at 1,000 pages).
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PageCache, WrittenFile } from './cache.js';
import { LLMS_FULL_SEPARATOR } from './machine.js';
import { fileAt, type ConcatPiece, type SiteFiles } from './site-files.js';

/** Raised when how llms-full.txt is made from the pages changes. */
const LLMS_FULL_FORMAT = 'llms-full 2';

/** Pages a note on llms-full.txt may list (a site of a million pages is past every other limit). */
const MAX_NOTE_PARTS = 1_000_000;

/** The cache's note on the llms-full.txt written last: its file, and each page's Markdown file it holds (path, identity) with the bytes it took there. */
const llmsFullNoteSchema = z.object({
  format: z.literal(LLMS_FULL_FORMAT),
  separator: z.string(),
  file: z.string(),
  parts: z.array(z.tuple([z.string(), z.string(), z.number().int().nonnegative()])).max(MAX_NOTE_PARTS),
});

/**
 * llms-full.txt, from the pages' Markdown files (`parts`, in order). A note in the cache says
 * which files the earlier output's was made of (by size, inode and modification time) and how
 * many bytes each took there. When it is still the file the note names: kept when it was made
 * of the same files in the same order; else made again, each unchanged file's bytes copied
 * from it (runs of them in one range) and only the others read back (an edit reads one page's
 * file, not every page's). Without a usable note, every page's file is read back.
 */
export async function writeLlmsFull(files: SiteFiles, parts: readonly string[], cache: PageCache | undefined): Promise<void> {
  const rel = 'llms-full.txt';
  const identity = (file: WrittenFile | undefined): string => (file ? `${file.size}\0${file.ino}\0${file.mtimeMs}` : '-');
  const now = parts.map((part) => [part, identity(files.identities.get(part))] as const);
  const earlier = await earlierLlmsFull(files, rel, cache, identity);
  if (earlier && earlier.note.parts.length === now.length && now.every(([part, id], i) => id !== '-' && earlier.note.parts[i]?.[0] === part && earlier.note.parts[i][1] === id)) {
    files.keep(rel, earlier.file);
    return;
  }
  let lengths: number[] | undefined;
  const spliced = earlier ? splicedPieces(now, earlier.ranges, join(earlier.dir, rel)) : undefined;
  if (spliced && (await bordersHold(spliced.pieces, earlier?.file.size ?? 0))) {
    try {
      const written = await files.concatenate(rel, spliced.pieces, LLMS_FULL_SEPARATOR);
      // Each page's bytes: as the note had them when copied, as written when read back.
      let next = 0;
      lengths = spliced.lengths.map((length) => length ?? written[spliced.readBack[next++] ?? -1] ?? 0);
    } catch {
      // The earlier file changed under the build: made from the pages' files alone.
    }
  }
  lengths ??= await files.concatenate(rel, parts, LLMS_FULL_SEPARATOR);
  const note: z.infer<typeof llmsFullNoteSchema> = { format: LLMS_FULL_FORMAT, separator: LLMS_FULL_SEPARATOR, file: identity(files.fileOf(rel)), parts: now.map(([part, id], i) => [part, id, lengths[i] ?? 0]) };
  await cache?.writeNote('llms-full', JSON.stringify(note));
}

/** The earlier output's llms-full.txt when the cache's note names it (the same file, the size the note adds up to): its note, its file, and where each file it holds is in it. */
export async function earlierLlmsFull(files: SiteFiles, rel: string, cache: PageCache | undefined, identity: (file: WrittenFile | undefined) => string): Promise<{ note: z.infer<typeof llmsFullNoteSchema>; file: WrittenFile; dir: string; ranges: Map<string, { start: number; length: number }> } | undefined> {
  const dir = files.previous;
  const text = cache === undefined || dir === undefined ? undefined : await cache.readNote('llms-full');
  if (text === undefined || dir === undefined) return undefined;
  let parsed;
  try {
    parsed = llmsFullNoteSchema.safeParse(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (!parsed.success || parsed.data.separator !== LLMS_FULL_SEPARATOR) return undefined;
  const note = parsed.data;
  const file = await fileAt(join(dir, rel));
  if (file === undefined || identity(file) !== note.file) return undefined;
  // Where each file's bytes are: one after another, a separator between two, a line end after the last.
  const separator = Buffer.byteLength(LLMS_FULL_SEPARATOR);
  const ranges = new Map<string, { start: number; length: number }>();
  let at = 0;
  for (const [i, [part, id, length]] of note.parts.entries()) {
    if (i > 0) at += separator;
    if (id !== '-') ranges.set(`${part}\0${id}`, { start: at, length });
    at += length;
  }
  // A note whose lengths do not add up to the file is not this file's.
  return at + 1 === file.size ? { note, file, dir, ranges } : undefined;
}

/**
 * The pieces of llms-full.txt: an unchanged file's bytes from the earlier one (consecutive
 * ones as one range, separators included), another read back. With each page's length when
 * copied (undefined: read back) and, for the pages read back, their pieces' places.
 */
export function splicedPieces(now: readonly (readonly [string, string])[], ranges: ReadonlyMap<string, { start: number; length: number }>, earlierFile: string): { pieces: ConcatPiece[]; lengths: (number | undefined)[]; readBack: number[] } {
  const separator = Buffer.byteLength(LLMS_FULL_SEPARATOR);
  const pieces: ConcatPiece[] = [];
  const lengths: (number | undefined)[] = [];
  const readBack: number[] = [];
  for (const [part, id] of now) {
    const range = id === '-' ? undefined : ranges.get(`${part}\0${id}`);
    lengths.push(range?.length);
    if (range === undefined) {
      readBack.push(pieces.length);
      pieces.push(part);
      continue;
    }
    const last = pieces.at(-1);
    if (typeof last === 'object' && last.start + last.length + separator === range.start) last.length += separator + range.length;
    else pieces.push({ file: earlierFile, start: range.start, length: range.length });
  }
  return { pieces, lengths, readBack };
}

/**
 * Whether every range of the earlier file taken as a whole page (or a run of them) has a
 * separator before it (or starts the file) and one after it (or the file's last line end). The
 * note is the build's own, but a cache may be written by anyone: one with lengths that still
 * add up to the file's size but are shifted is caught here rather than copying pages cut in
 * the middle (a page whose own text holds the separator, a thematic break between blank
 * lines, can still pass: at worst bytes of the earlier llms-full.txt, the project's own, out of place).
 */
async function bordersHold(pieces: readonly ConcatPiece[], size: number): Promise<boolean> {
  const separator = Buffer.from(LLMS_FULL_SEPARATOR);
  const ranges = pieces.filter((piece) => typeof piece === 'object');
  const file = ranges[0]?.file;
  if (file === undefined) return true;
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return false;
  }
  try {
    const window = Buffer.alloc(separator.byteLength);
    const at = async (position: number, expected: Buffer): Promise<boolean> => {
      const { bytesRead } = await handle.read(window, 0, expected.byteLength, position);
      return bytesRead === expected.byteLength && window.subarray(0, bytesRead).equals(expected);
    };
    for (const range of ranges) {
      const end = range.start + range.length;
      if (range.start > 0 && !(range.start >= separator.byteLength && (await at(range.start - separator.byteLength, separator)))) return false;
      if (end === size - 1 ? !(await at(end, Buffer.from('\n'))) : !(await at(end, separator))) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

