// The manifest of the npm packages carried inside dist/ (inlined by esbuild or vendored), and the
// audit of those versions against a registry's advisories (scripts/audit-bundled.mjs), here
// against a local registry that answers the bulk advisory endpoint.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './support/files.js';

// Long: it runs the audit script as a process of its own, several times.
jest.setTimeout(120_000);

const repo = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(repo, 'dist', 'bundled-packages.json');

interface Manifest {
  packages: Array<{ name: string; version: string; license: string; into: string[] }>;
}

describe('dist/bundled-packages.json (`npm run build`)', () => {
  const built = existsSync(manifestPath);
  const manifest: Manifest = built ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : { packages: [] };

  test('names every package a LICENSES file names, with the installed version and its licence', () => {
    if (!built) throw new Error('Run `npm run build` first: dist/bundled-packages.json is missing');
    const listed = new Set(manifest.packages.map((p) => `${p.name}@${p.version}`));
    const named = filesUnder(join(repo, 'dist'), (name) => name.endsWith('.LICENSES.txt')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^(@?[^@\s]+)@(\d[^ ]*) \(/gm)].map((m) => `${m[1] ?? ''}@${m[2] ?? ''}`));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((id) => !listed.has(id))).toEqual([]);
    for (const name of ['katex', 'zod', 'ajv', 'mermaid', 'preact', '@shikijs/langs']) {
      const entry = manifest.packages.find((p) => p.name === name);
      const installed = JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; license: string };
      expect({ name, version: entry?.version, license: entry?.license }).toEqual({ name, version: installed.version, license: installed.license });
      expect(entry?.into.length).toBeGreaterThan(0);
    }
  });
});

describe('scripts/audit-bundled.mjs', () => {
  let server: Server;
  let registry = '';
  let scratch = '';
  const asked: unknown[] = [];
  /** What the local registry answers for each package name. */
  let answers: Record<string, unknown[]> = {};

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'docwright-audit-'));
    writeFileSync(join(scratch, 'manifest.json'), JSON.stringify({ packages: [{ name: 'katex', version: '0.16.10', license: 'MIT', into: ['x'] }, { name: 'zod', version: '4.1.0', license: 'MIT', into: ['y'] }] }));
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/-/npm/v1/security/advisories/bulk') {
          response.writeHead(404).end();
          return;
        }
        asked.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    registry = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Run the script; its exit code and output. */
  function audit(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((done) => {
      execFile(process.execPath, [join(repo, 'scripts', 'audit-bundled.mjs'), ...args], { cwd: repo }, (error, stdout, stderr) => done({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }));
    });
  }

  test('asks about exactly the bundled versions and fails on an advisory whose range holds one', async () => {
    answers = {
      katex: [{ title: 'Planted advisory', url: 'https://example.invalid/1', severity: 'moderate', vulnerable_versions: '<0.16.21' }],
      zod: [{ title: 'Not this version', url: 'https://example.invalid/2', severity: 'high', vulnerable_versions: '<3.22.3' }],
    };
    const run = await audit('--manifest', join(scratch, 'manifest.json'), '--registry', registry);
    expect(asked.at(-1)).toEqual({ katex: ['0.16.10'], zod: ['4.1.0'] });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('katex@0.16.10: moderate: Planted advisory');
    expect(run.stdout).not.toContain('zod@');
  });

  test('passes with no advisory, and below `--audit-level`', async () => {
    answers = { katex: [{ title: 'Low one', severity: 'low', vulnerable_versions: '<1.0.0' }] };
    expect((await audit('--manifest', join(scratch, 'manifest.json'), '--registry', registry, '--audit-level', 'moderate')).code).toBe(0);
    answers = {};
    const clean = await audit('--manifest', join(scratch, 'manifest.json'), '--registry', registry);
    expect(clean).toEqual({ code: 0, stdout: 'No advisory at or above `low` for the 2 bundled package versions\n', stderr: '' });
  });

  test('says so and passes when the registry cannot be read; a bad manifest or argument is exit 2', async () => {
    const down = await audit('--manifest', join(scratch, 'manifest.json'), '--registry', `${registry}missing/`);
    expect(down.code).toBe(0);
    expect(down.stderr).toMatch(/^audit-bundled: skipped, the registry's advisories at .* could not be read \(HTTP 404\)\n$/);
    writeFileSync(join(scratch, 'bad.json'), '{"packages": [{"name": "x"}]}');
    expect((await audit('--manifest', join(scratch, 'bad.json'), '--registry', registry)).code).toBe(2);
    expect((await audit('--level', 'x')).code).toBe(2);
  });
});
