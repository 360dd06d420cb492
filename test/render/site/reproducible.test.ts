// Reproducible by default: one project built in two folders (different paths, different depths),
// with the default options, gives the same files with the same bytes, and uses no network.
import { describe, expect, jest, test } from '@jest/globals';
import { Socket } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from '../../support/run-main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

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
    // No fetch and no socket connection: the fixture has a `github` top-bar button, and a page here names a remote spec.
    const fetched = jest.spyOn(globalThis, 'fetch');
    const connected = jest.spyOn(Socket.prototype, 'connect');
    for (const root of roots) {
      mkdirSync(root, { recursive: true });
      cpSync(fixture, root, { recursive: true });
      writeFileSync(join(root, 'remote.mdx'), '---\ntitle: Remote\nopenapi: https://specs.example.com/pots.json GET /pots\n---\n');
      const result = await runMain(root, ['build', '.', '--out', 'site', '--workers', '0']);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('Missing remote spec `https://specs.example.com/pots.json` in the cache folder');
      sites.push(files(join(root, 'site')));
    }
    expect(fetched).not.toHaveBeenCalled();
    expect(connected).not.toHaveBeenCalled();
    fetched.mockRestore();
    connected.mockRestore();
    const [first, second] = sites;
    expect([...(second?.keys() ?? [])].sort()).toEqual([...(first?.keys() ?? [])].sort());
    // Search's index files are among them (Pagefind's names are hashes of their content).
    expect([...(first?.keys() ?? [])].some((path) => path.startsWith('pagefind/'))).toBe(true);
    const differing = [...(first ?? new Map<string, Buffer>())].filter(([path, bytes]) => !second?.get(path)?.equals(bytes)).map(([path]) => path);
    expect(differing).toEqual([]);
  }, 300_000);
});
