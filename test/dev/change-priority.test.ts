// An edit is never kept waiting by a render worker busy with background work (the link check, issue 51): the other
// workers answer the change, and what the busy one adds comes after. Order only, with workers' answers held by hand.
import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyChange } from '../../src/dev/apply-change.js';
import { createPageCache } from '../../src/dev/page-cache.js';
import { createReloadHub } from '../../src/dev/reload-hub.js';
import type { ChangeResult, DevSite } from '../../src/dev/site-contract.js';
import { createSiteHolder } from '../../src/dev/site-holder.js';
import type { SiteWorkerReply } from '../../src/dev/site-worker.js';
import { changeAnswer } from '../../src/dev/site-workers.js';

/** A worker's answer to a change, resolved when the test says. */
function held(): { reply: Promise<SiteWorkerReply>; answer: (routes: string[], reloadAll?: boolean) => void } {
  let resolve!: (reply: SiteWorkerReply) => void;
  const reply = new Promise<SiteWorkerReply>((done) => (resolve = done));
  return { reply, answer: (routes, reloadAll = false) => resolve({ id: 0, value: { reloadAll, routes } satisfies ChangeResult }) };
}

const taken = (reply: SiteWorkerReply): ChangeResult => reply.value as ChangeResult;

/** Whether `promise` has settled once every task queued so far has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('dev: a change is answered before background work', () => {
  test('the worker checking links is not waited for: its further routes come later, without those already told', async () => {
    const checking = held();
    const free = held();
    const answer = changeAnswer([{ background: true, reply: checking.reply }, { background: false, reply: free.reply }], taken, ['/']);
    free.answer(['/guide']);
    const result = await answer;
    expect(result.reloadAll).toBe(false);
    expect(result.routes).toEqual(['/guide']);
    expect(result.later).toBeDefined();
    expect(await settled(result.later ?? Promise.resolve())).toBe(false);
    // The busy worker rendered a page that shows the changed snippet: that page is its answer's only.
    checking.answer(['/guide', '/uses-snippet']);
    expect(await result.later).toEqual({ reloadAll: false, routes: ['/uses-snippet'] });
  });

  test('every worker busy: the answer waits for all of them and is whole', async () => {
    const one = held();
    const two = held();
    const answer = changeAnswer([{ background: true, reply: one.reply }, { background: true, reply: two.reply }], taken, ['/']);
    one.answer(['/a']);
    expect(await settled(answer)).toBe(false);
    two.answer(['/b']);
    expect(await answer).toEqual({ reloadAll: false, routes: ['/a', '/b'] });
  });

  test('no worker busy: the answer is whole, nothing comes later', async () => {
    const one = held();
    const two = held();
    one.answer(['/a']);
    two.answer(['/a', '/b']);
    const result = await changeAnswer([{ background: false, reply: one.reply }, { background: false, reply: two.reply }], taken, ['/']);
    expect(result).toEqual({ reloadAll: false, routes: ['/a', '/b'] });
  });

  test('a busy worker that fails adds nothing later', async () => {
    const checking = held();
    const free = held();
    free.answer(['/a']);
    const result = await changeAnswer([{ background: true, reply: checking.reply.then(() => Promise.reject(new Error('gone'))) }, { background: false, reply: free.reply }], taken, ['/']);
    checking.answer(['/b']);
    expect(await result.later).toEqual({ reloadAll: false, routes: [] });
  });

  test('the dev server reloads the edited page at once and the later routes once they come', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dw-priority-'));
    try {
      let addLater!: (more: ChangeResult) => void;
      const later = new Promise<ChangeResult>((resolve) => (addLater = resolve));
      const site: DevSite = {
        root,
        routes: () => ['/guide', '/uses-snippet'],
        render: (urlPath) => Promise.resolve({ status: 200, contentType: 'text/html; charset=utf-8', body: `<p>${urlPath}</p>` }),
        changed: () => Promise.resolve({ reloadAll: false, routes: ['/guide'], later }),
      };
      const holder = createSiteHolder({ root, factory: () => Promise.resolve(site), closed: () => false, printError: () => undefined, fixed: () => undefined });
      await holder.load();
      const hub = createReloadHub();
      const changes: string[][] = [];
      const numberChange = hub.numberChange.bind(hub);
      hub.numberChange = (reloadAll, routes) => {
        changes.push([...routes]);
        numberChange(reloadAll, routes);
      };
      const pages = createPageCache({ root, site: () => holder.site, stamp: () => hub.stamp(), printError: () => undefined, fixed: () => undefined });
      await applyChange({ holder, hub, pages, closed: () => false }, [join(root, 'snippets/tip.mdx')]);
      expect(changes).toEqual([['/guide']]);
      addLater({ reloadAll: false, routes: ['/uses-snippet'] });
      await later;
      await new Promise((resolve) => setImmediate(resolve));
      expect(changes).toEqual([['/guide'], ['/uses-snippet']]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
