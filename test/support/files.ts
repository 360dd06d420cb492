// Files found by walking a folder, for tests that check every file of a kind in the repository.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The path of every file under `dir`, at any depth, whose name `keep` accepts. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}
