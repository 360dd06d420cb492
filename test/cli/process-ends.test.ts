// Every command's process ends by itself: once `main` has returned, nothing (a worker, a
// port, a timer, a socket) may keep node running. Each command runs in its own process from
// dist/, as a user runs it, through a driver that says when `main` returned; the test fails
// when the process is still alive a while after that, and names what held it open.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { repo } from './lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const MARK = '@@docwright-main-returned@@';
const HANDLES = '@@docwright-handles@@';
/** How long a process may take to exit once `main` has returned (flushing its output). */
const AFTER_MAIN_MS = 30_000;

const distMain = join(repo, 'dist', 'src', 'cli', 'main.js');
const distTiers = join(repo, 'dist', 'src', 'cli', 'v8-tiers.js');

/** The driver: bin.js's two steps, then the mark, then (unref'd) the handles still open. */
const driver = `
import { main } from ${JSON.stringify(pathToFileURL(distMain).href)};
import { tuneV8 } from ${JSON.stringify(pathToFileURL(distTiers).href)};
const args = JSON.parse(process.env.DOCWRIGHT_TEST_ARGS);
tuneV8(process.execArgv, args[0]);
process.exitCode = await main(args, { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });
process.stderr.write('\\n${MARK}\\n');
setTimeout(() => process.stderr.write('${HANDLES}' + JSON.stringify(process._getActiveHandles().map((h) => h.constructor.name)) + '\\n'), 3000).unref();
`;

interface Ending {
  /** The exit code, or `hung` when the process outlived `main` by AFTER_MAIN_MS. */
  code: number | 'hung' | null;
  /** What was still open in a hung process. */
  handles: string;
  stderr: string;
}

const scratch = mkdtempSync(join(tmpdir(), 'docwright-ends-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// A module file, as bin.js is (a build under `node -e` ends with 13 before it starts).
const driverFile = join(scratch, 'driver.mjs');
writeFileSync(driverFile, driver);

/** Runs `args` in a child process in `cwd`; resolves when it exits, or when it hangs after `main`. */
function runToEnd(args: string[], cwd: string): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [driverFile], {
      cwd,
      env: { PATH: process.env.PATH ?? '', CI: 'true', DOCWRIGHT_TEST_ARGS: JSON.stringify(args) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // As in CI: the standard streams are pipes, stdin closed at once, stdout drained.
    child.stdin.end();
    child.stdout.resume();
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (timer === undefined && stderr.includes(MARK)) {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve({ code: 'hung', handles: stderr.slice(stderr.indexOf(HANDLES) + HANDLES.length).split('\n')[0] ?? '', stderr });
        }, AFTER_MAIN_MS);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, handles: '', stderr });
    });
  });
}

const projects = readdirSync(join(repo, 'fixtures'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ['docs.json', 'mint.json'].some((name) => existsSync(join(repo, 'fixtures', entry.name, name))))
  .map((entry) => entry.name);

describe('every command ends by itself', () => {
  test('the fixtures include a project whose build renders a custom component in the sandbox', () => {
    expect(projects).toContain('custom-components');
  });

  test.each(projects)('lint, check and build of fixtures/%s', async (name) => {
    // A copy: the build's cache and output go inside the project.
    const root = join(scratch, name);
    cpSync(join(repo, 'fixtures', name), root, { recursive: true });
    // The three side by side: each is its own process, and none writes what another reads.
    const commands = [['lint', '.'], ['check', '.', '--links'], ['build', '.', '--offline', '--out', join(scratch, `${name}-site`)]];
    const endings = await Promise.all(commands.map((args) => runToEnd(args, root)));
    // Each ended by itself, with one of the documented codes (0 clean, 1 findings, 2 usage or fatal).
    const problems = endings.flatMap((ending, i) => {
      const command = commands[i]?.join(' ');
      if (ending.code === 'hung') return [`${command}: still running ${AFTER_MAIN_MS / 1000} s after main returned, held open by ${ending.handles}`];
      if (ending.code === null || ![0, 1, 2].includes(ending.code)) return [`${command}: ended with ${String(ending.code)}: ${ending.stderr.slice(-400)}`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
