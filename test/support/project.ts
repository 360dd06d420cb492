// Throwaway projects on disk for tests: a temporary folder holding the given files.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Write the files (path relative to `root` → content) under `root`, creating their folders. */
export function writeFiles(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** A new temporary folder (named `<prefix>XXXXXX`) holding the files. */
export function tempProject(files: Record<string, string | Uint8Array>, prefix = 'docwright-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFiles(root, files);
  return root;
}

/**
 * A project beside a folder it must not read: `<base>/outside` holds `outside`'s files, `<base>/root`
 * holds `files` and, for each entry of `links`, a symlink (path in the project → file name in `outside`).
 */
export function projectWithOutsideLinks(
  parts: { outside: Record<string, string>; links: Record<string, string>; files: Record<string, string> },
  prefix = 'docwright-outside-',
): { base: string; root: string } {
  const base = mkdtempSync(join(tmpdir(), prefix));
  const root = join(base, 'root');
  writeFiles(join(base, 'outside'), parts.outside);
  mkdirSync(root, { recursive: true });
  for (const [path, target] of Object.entries(parts.links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(join(base, 'outside', target), join(root, path));
  }
  writeFiles(root, parts.files);
  return { base, root };
}

/** A path for a build's output: `site` in a new temporary folder, not created yet. */
export function tempOutDir(prefix = 'docwright-out-'): string {
  return join(mkdtempSync(join(tmpdir(), prefix)), 'site');
}

/** A `docs.json` text: `$schema`, the `mint` theme, `name`, the primary colour `#0D7A5F`, any `extra` keys, then `navigation`. */
export function docsJson(name: string, navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name, colors: { primary: '#0D7A5F' }, ...extra, navigation });
}
