// Reproducible by default: one project built in two folders (different paths, different depths),
// with the default options, gives the same files with the same bytes, and uses no network. The built CLI
// gives the same bytes whether its pages render on the main thread or on two render threads, and whatever
// the time zone and locale.
import { describe, expect, jest, test } from '@jest/globals';
import { Socket } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from '../../support/run-main.js';
import { runCli } from '../../cli/lint-helpers.js';

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

  // Render threads need the built CLI (src/render/pool.ts) and 32 pages or more; pages with code in
  // several languages, so that a grammar one thread loaded for an earlier page cannot colour a later one.
  test('on the main thread, or on two render threads under another TZ and locale, give the same bytes', async () => {
    const base = mkdtempSync(join(tmpdir(), 'docwright-repro-'));
    const runs: { workers: string; env: Record<string, string> }[] = [
      { workers: '0', env: { CI: 'true', TZ: 'UTC', LC_ALL: 'C' } },
      { workers: '2', env: { CI: 'true', TZ: 'Asia/Kolkata', LC_ALL: 'et_EE.UTF-8', LANG: 'et_EE.UTF-8' } },
    ];
    const sites: Map<string, Buffer>[] = [];
    for (const [n, run] of runs.entries()) {
      const root = join(base, `p${n}`);
      mkdirSync(join(root, 'extra'), { recursive: true });
      cpSync(fixture, root, { recursive: true });
      for (let i = 0; i < 36; i++) writeFileSync(join(root, 'extra', `page-${i}.mdx`), extraPage(i));
      const result = await runCli(['build', '.', '--out', 'site', '--no-cache', '--workers', run.workers], { cwd: root, dist: true, env: run.env });
      expect(result.stderr).not.toMatch(/internal error/);
      expect(result.code).toBe(0);
      sites.push(files(join(root, 'site')));
    }
    const [first, second] = sites;
    expect([...(second?.keys() ?? [])].sort()).toEqual([...(first?.keys() ?? [])].sort());
    const differing = [...(first ?? new Map<string, Buffer>())].filter(([path, bytes]) => !second?.get(path)?.equals(bytes)).map(([path]) => path);
    expect(differing).toEqual([]);
  }, 300_000);
});

const LANGUAGES = ['python', 'rust', 'go', 'yaml', 'ruby', 'java', 'bash', 'sql', 'toml'];

/** Page `i` of the extra pages: a heading, a list and a code block in one of LANGUAGES. */
function extraPage(i: number): string {
  const lang = LANGUAGES[i % LANGUAGES.length] ?? 'text';
  return `---\ntitle: Extra ${i}\n---\n\n## Part ${i}\n\n- one\n- two\n\n\`\`\`${lang}\nprint(${i}) # value\n\`\`\`\n`;
}
