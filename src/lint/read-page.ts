// Read a page from disk as text, or say why it cannot be read.
import { kindAt, openRegular } from '../fs/paths.js';
import { lineColumnIndex, type LineColumn } from '../text-position.js';

/** A page read: its text and bytes, and (read from disk) its modification time then; or why it cannot be read. */
export type ReadPage = { ok: true; text: string; bytes: Buffer; mtimeMs?: number } | { ok: false; message: string; line?: number; column?: number };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Byte offset of the first invalid UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

/** The line and column of byte `offset`, all bytes before it being valid UTF-8. */
function lineColumn(bytes: Uint8Array, offset: number): LineColumn {
  const before = Buffer.from(bytes.subarray(0, offset)).toString('utf8');
  return lineColumnIndex(before)(before.length);
}

/** Decode UTF-8 bytes; binary or invalid text is refused with a position. */
export function decodePage(bytes: Buffer): ReadPage {
  const probe = bytes.subarray(0, 8000);
  if (probe.includes(0)) return { ok: false, message: 'Unexpected binary file, expected UTF-8 text' };
  try {
    return { ok: true, text: decoder.decode(bytes), bytes };
  } catch {
    const offset = firstInvalidByte(bytes);
    const at = lineColumn(bytes, offset);
    const hex = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return { ok: false, message: `Unexpected byte \`0x${hex}\` that is not UTF-8, expected UTF-8 text`, ...at };
  }
}

function reasonOf(error: unknown, path: string): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  // A named pipe, socket or device: refused when opened, never waited on.
  if (code === 'ENOTFILE') return `Unexpected ${kindAt(path)}, expected a page file`;
  if (code === 'EACCES' || code === 'EPERM') return 'Unexpected unreadable file (permission denied), expected a readable page';
  if (code === 'ENOENT') return 'Missing file, expected it to exist (was it removed during the run?)';
  if (code === 'EISDIR') return 'Unexpected folder, expected a page file';
  return `Unexpected error reading the file (${error instanceof Error ? error.message : String(error)}), expected a readable file`;
}

/** Read a page from disk, with its modification time as it was read (`--fix` writes only over the very file it read). */
export async function readPage(path: string): Promise<ReadPage> {
  let bytes: Buffer;
  let mtimeMs: number;
  try {
    // A regular file only: a named pipe named as a page would be waited on for ever.
    const handle = await openRegular(path);
    try {
      mtimeMs = (await handle.stat()).mtimeMs;
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    return { ok: false, message: reasonOf(error, path) };
  }
  const page = decodePage(bytes);
  return page.ok ? { ...page, mtimeMs } : page;
}
