// Throwaway projects on disk for tests: a temporary folder holding the given files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
