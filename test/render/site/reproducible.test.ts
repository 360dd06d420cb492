// Reproducible by default: one project built in two folders (different paths, different depths),
// with the default options, gives the same files with the same bytes, and uses no network.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from '../../support/run-main.js';

const fixture = fileURLToPath(new URL('../../../fixtures/full', import.meta.url));

/** Every file under `dir`, by path relative to it, with its bytes. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(dir, path), readFileSync(path));
  }
  return out;
}

describe('two builds of one project', () => {
  test('in two folders give byte-identical output, with the default options', async () => {
    const base = mkdtempSync(join(tmpdir(), 'docwright-repro-'));
    const roots = [join(base, 'a'), join(base, 'b', 'deeper', 'checkout')];
    const sites: Map<string, Buffer>[] = [];
    for (const root of roots) {
      mkdirSync(root, { recursive: true });
      cpSync(fixture, root, { recursive: true });
      const result = await runMain(root, ['build', '.', '--out', 'site', '--workers', '0']);
      expect(result.code).toBe(0);
      sites.push(files(join(root, 'site')));
    }
    const [first, second] = sites;
    expect([...(second?.keys() ?? [])].sort()).toEqual([...(first?.keys() ?? [])].sort());
    // Search's index files are among them (Pagefind's names are hashes of their content).
    expect([...(first?.keys() ?? [])].some((path) => path.startsWith('pagefind/'))).toBe(true);
    const differing = [...(first ?? new Map<string, Buffer>())].filter(([path, bytes]) => !second?.get(path)?.equals(bytes)).map(([path]) => path);
    expect(differing).toEqual([]);
  }, 300_000);
});
