// `dev` answers its first pages from a provisional site (no page read before it is asked for)
// while the full site loads on another thread (issue 51); once the full site is in, the pages
// served before are made again, the open ones reload, and the project's findings are reported.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/findings/finding.js';
import type { Worker } from 'node:worker_threads';
import { firstAnswered, startEarlyWorker, takeEarlyWorker, wantsEarlyWorker, whenFirstAnswered, type EarlyWorkerData } from '../../src/dev/early-worker.js';
import { workerSite, type WorkerSite } from '../../src/dev/site-workers.js';
import { startWorker } from '../../src/worker-pool.js';
import { entryFor, loadSiteProject } from '../../src/render/layout/project.js';
import type { DevSite, RenderResult, SiteFactory, SiteStart } from '../../src/dev/site-contract.js';
import { FakeSite } from './fake-site.js';
import { fetchText, terminal } from './http-helpers.js';
import { devTeardown } from './session.js';

// Long: it starts render workers on a real project (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const session = devTeardown();
const made: string[] = [];
const sites: WorkerSite[] = [];

afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A gate the test opens: what waits on `wait` goes on once `open` is called; `reached` resolves once something waits. */
function gate(): { wait: () => Promise<void>; open: () => void; reached: Promise<void> } {
  let open = (): void => undefined;
  let reach = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    wait: () => {
      reach();
      return opened;
    },
    open: () => open(),
    reached,
  };
}

/** Three pages whose titles differ from their file names, one with a front-matter `sdk` the full site warns about. */
async function project(): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'docwright-provisional-')));
  made.push(dir);
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Greenhouse', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'seed-trays', 'watering'] }] } }));
  await writeFile(join(dir, 'index.mdx'), '---\ntitle: Welcome home\n---\n\nThe greenhouse guide.\n');
  await writeFile(join(dir, 'seed-trays.mdx'), '---\ntitle: Trays for seedlings\ndescription: How to fill a tray\n---\n\nFill each cell with damp compost.\n\n## Sowing\n\nOne seed per cell.\n');
  await writeFile(join(dir, 'watering.mdx'), '---\ntitle: Cans and hoses\nsdk: class Hose\n---\n\nWater at the roots.\n');
  return dir;
}

/** The page's article (its own content), without the layout around it. */
function article(html: string): string {
  const found = /<article\b[\s\S]*<\/article>/.exec(html)?.[0];
  if (!found) throw new Error('Missing article');
  return found;
}

function htmlOf(result: RenderResult | undefined): string {
  if (!result || typeof result.body !== 'string') throw new Error('Missing page');
  return result.body;
}

describe('loadSiteProject: provisional', () => {
  test('every page is there, at the same URL and place, with its title from its file name and nothing of its front matter', async () => {
    const root = await project();
    const full = await loadSiteProject(root);
    const provisional = await loadSiteProject(root, { provisional: true });
    expect([...provisional.pages.keys()].sort()).toEqual([...full.pages.keys()].sort());
    expect(provisional.order).toEqual(full.order);
    for (const [path, entry] of provisional.pages) {
      expect(entry).toEqual({ ...entryFor(root, entry.file, '', entry.inNav, {}), hash: '' });
      expect(entry.url).toBe(full.pages.get(path)?.url);
    }
    expect(provisional.pages.get('watering')?.title).toBe('Watering');
    expect(full.pages.get('watering')?.title).toBe('Cans and hoses');
    // The findings of reading the pages are the full site's only.
    expect(full.diagnostics.map((d) => d.ruleId)).toContain('sdk-reference');
    expect(provisional.diagnostics.map((d) => d.ruleId)).not.toContain('sdk-reference');
  });
});

describe('workerSite: a provisional start', () => {
  test('the first page is served before the full site is in, its own content exact; the full site then answers with the real titles', async () => {
    const root = await project();
    const hold = gate();
    const site = await workerSite(root, undefined, true, { beforeComplete: hold.wait });
    sites.push(site);
    expect(site.complete).toBeDefined();
    let completed = false;
    void site.complete?.then(
      () => (completed = true),
      () => undefined,
    );

    const first = await site.render('/seed-trays');
    expect(first?.status).toBe(200);
    const early = htmlOf(first);
    // Its own title and content, read in full; the other pages' titles come from their file names.
    expect(early).toContain('<title>Trays for seedlings');
    expect(early).toContain('Fill each cell with damp compost.');
    expect(early).toContain('Watering');
    expect(early).not.toContain('Cans and hoses');
    // Served while the full site was still held back.
    expect(completed).toBe(false);

    await hold.reached;
    hold.open();
    await site.complete;
    const late = htmlOf(await site.render('/seed-trays'));
    expect(late).toContain('Cans and hoses');
    expect(late).toContain('Welcome home');
    expect(article(early)).toBe(article(late));
    // The full site's findings, which the provisional one never made.
    expect(site.findings?.().map((f) => f.ruleId)).toContain('sdk-reference');
  });

  test('what the provisional site cannot answer (a page not in the navigation, a 404) waits for the full site', async () => {
    const root = await project();
    await writeFile(join(root, 'extra.mdx'), '---\ntitle: Extra page\n---\n\nNot listed.\n');
    const hold = gate();
    const site = await workerSite(root, undefined, true, { beforeComplete: hold.wait });
    sites.push(site);
    let completed = false;
    void site.complete?.then(
      () => (completed = true),
      () => undefined,
    );
    const extra = site.render('/extra');
    const missing = site.render('/no-such-page');
    await hold.reached;
    expect(completed).toBe(false);
    hold.open();
    expect(htmlOf(await extra)).toContain('Not listed.');
    expect(await missing).toBeUndefined();
  });

  test('what the CLI asked to run after the first answers (V8\'s default budget) runs once, after the provisional start and before the full site loads', async () => {
    const root = await project();
    const events: string[] = [];
    whenFirstAnswered(() => events.push('first answered'));
    const hold = gate();
    const site = await workerSite(root, undefined, true, {
      beforeFull: () => {
        events.push('full site starts');
        return Promise.resolve();
      },
      beforeComplete: hold.wait,
    });
    sites.push(site);
    expect(htmlOf(await site.render('/seed-trays'))).toContain('Fill each cell with damp compost.');
    await hold.reached;
    hold.open();
    await site.complete;
    firstAnswered();
    expect(events).toEqual(['first answered', 'full site starts']);
  });

  test('without a provisional start, what runs after the first answers runs once the full site is loaded', async () => {
    const root = await project();
    const events: string[] = [];
    whenFirstAnswered(() => events.push('first answered'));
    const site = await workerSite(root, undefined, true, { provisional: false, beforeFull: () => Promise.resolve(void events.push('full site starts')) });
    sites.push(site);
    expect(events).toEqual(['full site starts', 'first answered']);
  });

  test('without a provisional start the site is complete at once', async () => {
    const root = await project();
    const site = await workerSite(root, undefined, true, { provisional: false });
    sites.push(site);
    expect(site.complete).toBeUndefined();
    expect(htmlOf(await site.render('/seed-trays'))).toContain('Cans and hoses');
  });
});

/** A dev render worker from the sources, as the CLI's early start makes one from dist/ (src/dev/early-worker.ts); `started` hears each. */
function sourceWorker(started: Worker[]): (data: EarlyWorkerData) => Worker {
  return (data) => {
    const worker = startWorker(new URL('../../src/dev/site-worker.js', import.meta.url), new URL('../../src/dev/site-worker.ts', import.meta.url), data);
    started.push(worker);
    return worker;
  };
}

describe('the early worker: started by the CLI before its dev modules load (issue 51)', () => {
  test('`dev` starts one, not its help, not without workers, no other command', () => {
    expect(wantsEarlyWorker(['dev', 'docs', '--port', '0'], {})).toBe(true);
    expect(wantsEarlyWorker(['dev'], {})).toBe(true);
    expect(wantsEarlyWorker(['dev', '--help'], {})).toBe(false);
    expect(wantsEarlyWorker(['dev', '-h'], {})).toBe(false);
    expect(wantsEarlyWorker(['dev', 'docs'], { DOCWRIGHT_DEV_WORKERS: '0' })).toBe(false);
    expect(wantsEarlyWorker(['build', 'docs'], {})).toBe(false);
    expect(wantsEarlyWorker([], {})).toBe(false);
  });

  test('it becomes the provisional site, told its project in its first message, and serves the first page exact', async () => {
    const root = await project();
    const started: Worker[] = [];
    startEarlyWorker(sourceWorker(started));
    startEarlyWorker(sourceWorker(started));
    expect(started).toHaveLength(1);
    const site = await workerSite(root, undefined, true, {});
    sites.push(site);
    // Taken by the site: nothing is left for another.
    expect(takeEarlyWorker()).toBeUndefined();
    const first = htmlOf(await site.render('/seed-trays'));
    expect(first).toContain('<title>Trays for seedlings');
    expect(first).toContain('Fill each cell with damp compost.');
    await site.complete;
    expect(htmlOf(await site.render('/seed-trays'))).toContain('Cans and hoses');
    // Once the full site is in, the provisional (early) worker ends.
    const early = started[0];
    if (!early) throw new Error('Missing early worker');
    await new Promise((resolve) => (early.threadId === -1 ? resolve(undefined) : early.once('exit', resolve)));
  });

  test('without a provisional start it ends at once; one that failed before it was taken is not used', async () => {
    const root = await project();
    const started: Worker[] = [];
    startEarlyWorker(sourceWorker(started));
    const early = started[0];
    if (!early) throw new Error('Missing early worker');
    const ended = new Promise((resolve) => early.once('exit', resolve));
    const site = await workerSite(root, undefined, true, { provisional: false });
    sites.push(site);
    await ended;
    expect(htmlOf(await site.render('/seed-trays'))).toContain('Cans and hoses');

    const failing: Worker[] = [];
    startEarlyWorker(sourceWorker(failing));
    const gone = failing[0];
    if (!gone) throw new Error('Missing early worker');
    await new Promise((resolve) => {
      gone.once('exit', resolve);
      void gone.terminate();
    });
    expect(takeEarlyWorker()).toBeUndefined();
    const other = await workerSite(root, undefined, true, {});
    sites.push(other);
    expect(htmlOf(await other.render('/seed-trays'))).toContain('Fill each cell with damp compost.');
  });
});

/** The fake site, provisional until the test completes it: its pages say which site drew them. */
class ProvisionalSite extends FakeSite implements DevSite {
  complete: Promise<void>;
  finish = (): void => undefined;
  full = false;

  constructor(root: string) {
    super(root);
    this.complete = new Promise<void>((resolve) => (this.finish = resolve)).then(() => {
      this.full = true;
    });
  }

  findings(): Finding[] {
    return this.full ? [{ file: join(this.root, 'docs.json'), line: 1, column: 1, ruleId: 'nav-page-missing', severity: 'warn', message: 'Missing page `gone` listed in the navigation, expected `gone.mdx` or `gone.md`: it is skipped' }] : [];
  }

  override async render(urlPath: string): Promise<RenderResult | undefined> {
    const result = await super.render(urlPath);
    if (!result || typeof result.body !== 'string') return result;
    return { ...result, body: result.body.replace('<main>', `<main><nav>${this.full ? 'Full navigation' : 'Provisional navigation'}</nav>`) };
  }
}

describe('startDevServer: a provisional site', () => {
  test('serves the first page at once; when the full site is in, the open page reloads, the findings are reported, and ready resolves', async () => {
    const root = await session.copy();
    let site: ProvisionalSite | undefined;
    const reports: Finding[][] = [];
    let ready = false;
    const server = await session.serve({ root, port: 0, quiet: true, stdout: terminal(), stderr: terminal(), debounceMs: 10, report: (findings) => reports.push(findings), site: (r) => Promise.resolve((site = new ProvisionalSite(r))) });
    void server.ready.then(() => (ready = true));
    const first = await fetchText(`${server.url}/guide`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Provisional navigation');
    expect(first.text).toContain('Plant the seed one finger deep.');
    const events = await session.listen(server.port, '/guide');
    expect(reports).toEqual([]);
    expect(ready).toBe(false);

    site?.finish();
    const event = await events.next(1);
    expect(event.routes).toEqual(['/guide']);
    const again = await fetchText(`${server.url}/guide`);
    expect(again.text).toContain('Full navigation');
    await server.ready;
    expect(reports.map((findings) => findings.map((f) => f.ruleId))).toEqual([['nav-page-missing']]);
  });

  test('a page that is the same from the full site sends no reload', async () => {
    const root = await session.copy();
    let site: (FakeSite & { complete?: Promise<void> }) | undefined;
    let finish = (): void => undefined;
    const server = await session.serve({
      root,
      port: 0,
      quiet: true,
      debounceMs: 10,
      site: async (r) => {
        site = Object.assign(await FakeSite.create(r), { complete: new Promise<void>((resolve) => (finish = resolve)) });
        return site;
      },
    });
    await fetchText(`${server.url}/guide`);
    const events = await session.listen(server.port, '/guide');
    finish();
    await server.ready;
    // Rendered again by the full site (the fake renders each time it is asked), and nothing sent.
    expect(site?.renders).toEqual(['/guide', '/guide']);
    expect(events.events).toEqual([]);
  });

  test('the HTML of a page carries `Vary: Accept` (its Markdown is served for `Accept: text/markdown`); a file does not', async () => {
    const root = await session.copy();
    const server = await session.serve({ root, port: 0, quiet: true, debounceMs: 10, site: FakeSite.create });
    await server.ready;
    const page = await fetch(`${server.url}/guide`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toBe('Accept');
    const image = await fetch(`${server.url}/images/leaf.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('vary')).toBeNull();
  });
});

describe('startDevServer: the watcher starts after the first page (issue 51)', () => {
  /** The renderer's site on workers, its full site held at two gates: after the watcher is ready (before the full site reads the project), and once the full site is loaded. */
  function heldFactory(): { factory: SiteFactory; watching: ReturnType<typeof gate>; loaded: ReturnType<typeof gate>; watchCalls: () => number } {
    const watching = gate();
    const loaded = gate();
    let calls = 0;
    const factory: SiteFactory = Object.assign(
      (root: string, start?: SiteStart) =>
        workerSite(root, undefined, true, {
          beforeFull: async () => {
            calls++;
            await start?.watch();
            await watching.wait();
          },
          beforeComplete: loaded.wait,
        }),
      { startsWatcher: true },
    );
    return { factory, watching, loaded, watchCalls: () => calls };
  }

  test('an edit made before the full site reads the project, and one made after it, are both seen', async () => {
    const root = await project();
    const held = heldFactory();
    const server = await session.serve({ root, port: 0, quiet: true, stdout: terminal(), stderr: terminal(), debounceMs: 10, site: held.factory });
    const first = await fetchText(`${server.url}/seed-trays`);
    expect(first.text).toContain('Fill each cell with damp compost.');
    const events = await session.listen(server.port, '/seed-trays');

    // The watcher is ready and the full site has read nothing yet: an edit now reaches the provisional site.
    await held.watching.reached;
    expect(held.watchCalls()).toBe(1);
    await writeFile(join(root, 'seed-trays.mdx'), '---\ntitle: Trays for seedlings\n---\n\nFill each cell with sieved compost.\n');
    await events.next(1);
    expect((await fetchText(`${server.url}/seed-trays`)).text).toContain('sieved compost');
    held.watching.open();

    // The full site has read every page; an edit now must still reach it.
    await held.loaded.reached;
    await writeFile(join(root, 'seed-trays.mdx'), '---\ntitle: Trays for seedlings\n---\n\nFill each cell with peat-free compost.\n');
    await events.next(2);
    held.loaded.open();
    await server.ready;
    const late = await fetchText(`${server.url}/seed-trays`);
    expect(late.text).toContain('peat-free compost');
    // The full site's page: the other pages' titles read from their front matter.
    expect(late.text).toContain('Cans and hoses');
  });
});

describe('startDevServer: the page served is watched before the watcher scans the project (issue 51)', () => {
  test('a save of the page, of the snippet it imports and of docs.json, made before the scan starts, reaches its reload channel; the full site then serves the last version', async () => {
    const root = await project();
    await mkdir(join(root, 'snippets'));
    await writeFile(join(root, 'snippets', 'tray-tip.mdx'), 'Label each tray with the date.\n');
    await writeFile(join(root, 'seed-trays.mdx'), "---\ntitle: Trays for seedlings\n---\n\nimport TrayTip from '/snippets/tray-tip.mdx';\n\nFill each cell with damp compost.\n\n<TrayTip />\n");
    const scanning = gate();
    let scans = 0;
    // The renderer's site on workers, its full site held before the watcher's scan starts (and so before it reads the project).
    const factory: SiteFactory = Object.assign(
      (r: string, start?: SiteStart) =>
        workerSite(r, undefined, true, {
          beforeFull: async () => {
            await scanning.wait();
            scans++;
            await start?.watch();
          },
        }),
      { startsWatcher: true },
    );
    const server = await session.serve({ root, port: 0, quiet: true, stdout: terminal(), stderr: terminal(), debounceMs: 10, site: factory });
    const first = await fetchText(`${server.url}/seed-trays`);
    expect(first.text).toContain('Label each tray with the date.');
    const events = await session.listen(server.port, '/seed-trays');

    await writeFile(join(root, 'seed-trays.mdx'), "---\ntitle: Trays for seedlings\n---\n\nimport TrayTip from '/snippets/tray-tip.mdx';\n\nFill each cell with sieved compost.\n\n<TrayTip />\n");
    expect((await events.next(1)).routes).toEqual(['/seed-trays']);
    expect((await fetchText(`${server.url}/seed-trays`)).text).toContain('sieved compost');

    await writeFile(join(root, 'snippets', 'tray-tip.mdx'), 'Label each tray with the sowing date.\n');
    expect((await events.next(2)).routes).toEqual(['/seed-trays']);
    expect((await fetchText(`${server.url}/seed-trays`)).text).toContain('the sowing date');

    await writeFile(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Glasshouse', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'seed-trays', 'watering'] }] } }));
    expect((await events.next(3)).reloadAll).toBe(true);
    expect((await fetchText(`${server.url}/seed-trays`)).text).toContain('Glasshouse');
    // None of the three was seen by the scan: it has not started.
    expect(scans).toBe(0);

    scanning.open();
    await server.ready;
    const late = await fetchText(`${server.url}/seed-trays`);
    expect(late.text).toContain('sieved compost');
    expect(late.text).toContain('the sowing date');
    expect(late.text).toContain('Glasshouse');
    // The full site's page: the other pages' titles read from their front matter.
    expect(late.text).toContain('Cans and hoses');

    // Once the scan is done it sees the saves (the early watch ended): one more still reaches the page.
    const count = events.events.length;
    await writeFile(join(root, 'seed-trays.mdx'), "---\ntitle: Trays for seedlings\n---\n\nimport TrayTip from '/snippets/tray-tip.mdx';\n\nFill each cell with peat-free compost.\n\n<TrayTip />\n");
    await events.next(count + 1);
    while (!(await fetchText(`${server.url}/seed-trays`)).text.includes('peat-free compost')) await events.next(events.events.length + 1);
  });
});
