// `build --timings`: each stage's time, measured where the stage runs (render threads or the
// main thread) and summed by the build. The clock is scripted: no test depends on real time.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../src/cli/main.js';
import { createSite } from '../../../src/render/site/site.js';
import { addStageTimes, formatStageTimes, startStageTiming, stopStageTiming, takeStageTimes, timeStage, timeStageAsync, type StageTimes } from '../../../src/render/page/stage-timing.js';
import { DOCS_JSON, makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

afterEach(() => {
  stopStageTiming();
  jest.restoreAllMocks();
});

/** performance.now() answers these times in turn. */
function clock(...times: number[]): void {
  let i = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => times[Math.min(i++, times.length - 1)] ?? 0);
}

describe('stage timing', () => {
  test('off unless started: nothing is measured and the work runs', () => {
    expect(timeStage('parse', () => 42)).toBe(42);
    expect(takeStageTimes()).toBeUndefined();
  });

  test('a stage inside another is taken out of the outer one', async () => {
    startStageTiming();
    // transform 0-10, highlight 10-25, transform 25-30, layout 30-34.
    clock(0, 10, 25, 30, 30, 34);
    await timeStageAsync('transform', () => Promise.resolve(timeStage('highlight', () => 1)));
    timeStage('layout', () => undefined);
    expect(takeStageTimes()).toEqual({ transform: 15, highlight: 15, layout: 4 });
    // Taken: the counters start again.
    expect(takeStageTimes()).toEqual({});
  });

  test('a stage that throws still counts, and the error goes on', () => {
    startStageTiming();
    clock(0, 7);
    expect(() => timeStage('sanitise', () => { throw new Error('boom'); })).toThrow('boom');
    expect(takeStageTimes()).toEqual({ sanitise: 7 });
  });

  test('sums from threads add up; a table prints them slowest first with their shares', () => {
    const total: StageTimes = {};
    addStageTimes(total, { parse: 10, highlight: 30 });
    addStageTimes(total, { parse: 20, writes: 40 });
    expect(total).toEqual({ parse: 30, highlight: 30, writes: 40 });
    expect(formatStageTimes(total, 120, 2)).toBe(
      [
        'Stage     | Time (ms) | Relative',
        ':---------|----------:|--------:',
        'writes    |    40.000 |    40.0%',
        'highlight |    30.000 |    30.0%',
        'parse     |    30.000 |    30.0%',
        '',
        'Stages 100.000 ms over 2 render threads and the main thread; the build took 120 ms',
        '',
      ].join('\n'),
    );
  });
});

const PAGES = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Home\n---\n\nHello.\n\n```js\nconst a = 1;\n```\n',
  'quickstart.mdx': '# Quick\n\n<Note>Read this.</Note>\n',
};

describe('build --timings', () => {
  test('a build measures every stage a page goes through; a page from the cache costs a cache read', async () => {
    const root = makeProject(PAGES);
    const site = await createSite({ root, workers: 0, cacheDir: join(root, '.cache') });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-timings-')), 'site');
    const first = await site.build(out, { timings: true });
    expect(first.renderThreads).toBe(1);
    for (const stage of ['parse', 'transform', 'highlight', 'sanitise', 'layout', 'writes', 'cache'] as const) expect({ stage, measured: (first.timings?.[stage] ?? 0) > 0 }).toEqual({ stage, measured: true });
    // The pages' times never go into the cache.
    const cached = readdirSync(join(root, '.cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(cached.length).toBeGreaterThan(0);
    for (const entry of cached) expect(readFileSync(join(entry.parentPath, entry.name), 'utf8')).not.toContain('"timings"');
    const again = await site.build(out, { timings: true });
    expect(again.cached).toBeGreaterThan(0);
    expect(again.timings?.cache ?? 0).toBeGreaterThan(0);
    // Without the option, nothing is measured.
    expect((await site.build(out)).timings).toBeUndefined();
  });

  test('the CLI prints the table on stderr', async () => {
    const root = makeProject(PAGES);
    const out = join(mkdtempSync(join(tmpdir(), 'dw-timings-')), 'site');
    let stdout = '';
    let stderr = '';
    const code = await main(['build', root, '--out', out, '--no-cache', '--workers', '0', '--timings'], { cwd: root, env: { CI: '1' }, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built /);
    expect(stderr).toMatch(/(^|\n)Stage +\| Time \(ms\) \| Relative\n/);
    for (const stage of ['parse', 'transform', 'highlight', 'sanitise', 'layout', 'search index', 'writes']) expect(stderr).toContain(`\n${stage} `);
    expect(stderr).toMatch(/\nStages [\d.]+ ms over 1 render thread and the main thread; the build took \d+ ms\n$/);
  });
});
