import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { JsonReport, SarifLog } from '../../src/findings/report/index.js';
import { copyFixture } from '../dev/fake-site.js';
import { DOCS_JSON, makeProject } from '../render/helpers.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];

afterAll(async () => {
  for (const root of roots) await rm(dirname(root), { recursive: true, force: true });
});

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd: repo,
    env: {},
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, stdout, stderr };
}

describe('docwright dev: usage', () => {
  test('--help', async () => {
    const result = await run(['dev', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: docwright dev [root] [--port 3000] [--host 127.0.0.1] [--open]');
  });

  test('a bad port is a usage error', async () => {
    expect(await run(['dev', '--port', 'abc'])).toEqual({ code: 2, stdout: '', stderr: 'docwright dev: Unexpected port `abc`, expected a number from 0 to 65535\n' });
    expect((await run(['dev', '--port', '70000'])).code).toBe(2);
  });

  test('a missing root is a usage error', async () => {
    expect(await run(['dev', 'no-such-folder'])).toEqual({ code: 2, stdout: '', stderr: 'docwright dev: Missing folder `no-such-folder`\n' });
  });

  test('an unknown option is a usage error', async () => {
    const result = await run(['dev', '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('docwright dev: Unexpected option `--bogus`, expected one of `--port`, `--host`, `--publish`, `--open`, `--online`, `--offline`, `--format`, `--config`, `--no-config`, `--color`, `--no-color`, `--help`\n');
    expect(await run(['dev', '--port'])).toMatchObject({ code: 2, stderr: 'docwright dev: Missing value for `--port`, expected `--port <value>`\n' });
  });
});

describe('docwright dev: the command', () => {
  test('prints its URL, serves the project, and exits 0 on SIGTERM', async () => {
    const root = await copyFixture();
    roots.push(root);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'dev', root, '--port', '0'], {
      cwd: repo,
      env: { ...process.env, CI: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = /^docwright dev: (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
        if (found?.[1]) resolve(found[1]);
      });
      child.on('exit', (code) => reject(new Error(`Exited with ${code}: ${stderr}`)));
    });
    const response = await fetch(`${url}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Welcome to the greenhouse.');
    expect(html).toContain('/_docwright/dev-client.js');
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.split('\n').filter(Boolean)).toHaveLength(1);
  });
});

/** Start `docwright dev <root> --port 0 ...args`, wait for the first line on stdout, stop it. */
async function firstReport(root: string, ...args: string[]): Promise<{ line: string; stderr: string; code: number | null }> {
  // Run from the project (paths in the report are relative to it), with the repo's tsx.
  const tsx = pathToFileURL(join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(repo, 'src/cli/bin.ts'), 'dev', '.', '--port', '0', ...args], {
    cwd: root,
    env: { ...process.env, CI: '', NODE_OPTIONS: '', NODE_PATH: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const end = stdout.indexOf('\n');
      if (end >= 0) resolve(stdout.slice(0, end));
    });
    child.on('exit', (code) => reject(new Error(`Exited with ${code}: ${stderr}`)));
  });
  child.kill('SIGTERM');
  return { line, stderr, code: await exited };
}

/** Servers `stderrLine` started: stopped at the end even when the line never came (the test then fails on its timeout). */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Start `docwright dev . --port 0` in `root` without `--format`, wait for a stderr line matching `wanted`, stop it. */
async function stderrLine(root: string, wanted: RegExp): Promise<{ line: string; stdout: string; code: number | null }> {
  const tsx = pathToFileURL(join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(repo, 'src/cli/bin.ts'), 'dev', '.', '--port', '0'], {
    cwd: root,
    env: { ...process.env, CI: '', NODE_OPTIONS: '', NODE_PATH: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // `close`: the exit code once every line of both streams is in.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const line = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = stderr.split('\n').find((text) => wanted.test(text));
      if (found !== undefined) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`Exited with ${code}: ${stderr}`)));
  });
  child.kill('SIGTERM');
  const code = await exited;
  return { line, stdout, code };
}

describe('docwright dev without --format', () => {
  test("the project's findings are printed on stderr as build prints them, the URL alone on stdout", async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quick\n', 'guide/advanced.mdx': 'x\n', 'api/overview.mdx': 'y\n' });
    const { line, stdout, code } = await stderrLine(root, /^docs\.json:/);
    expect(line).toMatch(new RegExp(`^docs\\.json:1:${DOCS_JSON.indexOf('"missing-page"') + 1}: warning: Missing page \`missing-page\``));
    expect(stdout).toMatch(/^docwright dev: http:\/\/127\.0\.0\.1:\d+\n$/);
    expect(code).toBe(0);
  });
});

describe('docwright dev --format', () => {
  test('json: the start report on stdout, one line, with rule ids; the URL on stderr', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quick\n', 'guide/advanced.mdx': 'x\n', 'api/overview.mdx': 'y\n' });
    const { line, stderr, code } = await firstReport(root, '--format', 'json');
    const report = JSON.parse(line) as JsonReport;
    expect(report).toMatchObject({ errorCount: 0, warningCount: 1, files: [{ file: 'docs.json', findings: [{ ruleId: 'nav-page-missing', severity: 'warn', line: 1, column: DOCS_JSON.indexOf('"missing-page"') + 1 }] }] });
    expect(stderr).toMatch(/^docwright dev: http:\/\/127\.0\.0\.1:\d+\n/m);
    expect(code).toBe(0);
  });

  test('sarif: a docs.json that is not JSON is a result at its position', async () => {
    const root = makeProject({ 'docs.json': '{\n  "name": "Acme",\n  "theme": \n}\n', 'index.mdx': '# Home\n' });
    const { line } = await firstReport(root, '--format', 'sarif');
    const log = JSON.parse(line) as SarifLog;
    expect(log.runs[0]?.results[0]).toMatchObject({
      ruleId: 'config-json',
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'docs.json' }, region: { startLine: 4, startColumn: 1 } } }],
    });
  });

  test('json: a docs.json with leftover legacy keys serves, each key a positioned warning (issue 15)', async () => {
    const config = '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D6E4F" },\n  "topbarLinks": [],\n  "navigation": { "pages": ["index"] }\n}\n';
    const root = makeProject({ 'docs.json': config, 'index.mdx': '# Home\n' });
    const { line, code } = await firstReport(root, '--format', 'json');
    const report = JSON.parse(line) as JsonReport;
    expect(report).toMatchObject({ errorCount: 0, files: [{ file: 'docs.json', findings: [{ ruleId: 'config-key-ignored', severity: 'warn', line: 5, column: 3 }] }] });
    expect(code).toBe(0);
  });

  test('an unknown format is a usage error', async () => {
    expect(await run(['dev', '--format', 'xml'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unexpected format `xml`') });
  });
});

describe('docwright dev --host: every interface only when spelled out', () => {
  test('an empty host is a usage error (node would listen on every interface for it)', async () => {
    expect(await run(['dev', '--host', ''])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright dev: Unexpected empty `--host`, expected an address such as `127.0.0.1` (this machine only), or `0.0.0.0` to listen on every interface\n',
    });
    expect((await run(['dev', '--host', '  '])).code).toBe(2);
  });

  test('`0`, which resolves to every interface, is refused with exit 2 before anything listens', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '# Home\n' });
    const result = await run(['dev', root, '--host', '0', '--port', '0']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright dev: Unexpected `--host 0` that listens on every interface (`0.0.0.0`), expected `--host 0.0.0.0` to say so explicitly, or an address such as `127.0.0.1`\n',
    });
  });

  test('`--host 0.0.0.0` listens, with a warning on stderr', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quick\n', 'guide/advanced.mdx': 'x\n', 'api/overview.mdx': 'y\n' });
    // SIGTERM right after the URL, while the site is still loading: exit 0, nothing left running
    // (the render workers once kept the process alive here).
    const { line, stderr, code } = await firstReport(root, '--host', '0.0.0.0');
    expect(code).toBe(0);
    expect(line).toMatch(/^docwright dev: http:\/\/localhost:\d+$/);
    expect(stderr).toContain('docwright dev: warning: listening on every network interface: anyone who can reach this machine can read the site it serves (`--host 0.0.0.0`)\n');
  });
});
