// The suite's own settings: a hung test fails within jest's default order of magnitude, and
// nothing ends the run for the tests (a process that outlives its work is a bug the suite
// must see, so no forceExit anywhere a run is started).
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder } from './support/files.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

describe('the test suite', () => {
  test('waits at most 30 s for a test unless its file says it is long, lets a worker end by itself, and never forces the exit', async () => {
    const loaded: unknown = await import(pathToFileURL(join(repo, 'jest.config.js')).href);
    const config = (loaded as { default: Record<string, unknown> }).default;
    expect(config.testTimeout).toBeLessThanOrEqual(30_000);
    expect(config).not.toHaveProperty('forceExit');
    // A worker gets time to end by itself, and a leak (a worker that never ends) is still reported within the run.
    expect(config.workerGracefulExitTimeout).toBeGreaterThanOrEqual(5_000);
    expect(config.workerGracefulExitTimeout).toBeLessThanOrEqual(30_000);
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const runners = [...Object.values(scripts.scripts), readFileSync(join(repo, '.ci', 'run'), 'utf8')];
    expect(runners.filter((text) => /forceExit|detectOpenHandles/.test(text))).toEqual([]);
  });

  test('a file that sets a longer timeout says why, in a comment right above it', () => {
    const silent = filesUnder(join(repo, 'test'), (name) => name.endsWith('.ts')).filter((path) => {
      const lines = readFileSync(path, 'utf8').split('\n');
      return lines.some((line, i) => /^jest\.setTimeout\(/.test(line) && !/^\/\//.test(lines[i - 1] ?? ''));
    });
    expect(silent.map((path) => relative(repo, path))).toEqual([]);
  });
});
