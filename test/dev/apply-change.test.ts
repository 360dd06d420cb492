// What a batch of changed files does to the served site, without a server or a watcher:
// which changes tell the open pages to reload.
import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyChange, type ChangeContext } from '../../src/dev/apply-change.js';
import { createPageCache } from '../../src/dev/page-cache.js';
import { createReloadHub } from '../../src/dev/reload-hub.js';
import type { ChangeResult, DevError, DevSite } from '../../src/dev/site-contract.js';
import { createSiteHolder } from '../../src/dev/site-holder.js';

/** A site whose `changed` answers with the next of `answers`: a result, or an error to throw. */
function scriptedSite(root: string, answers: Array<ChangeResult | Error>): DevSite {
  return {
    root,
    routes: () => ['/'],
    render: () => Promise.resolve({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><p>Home</p>' }),
    changed: () => {
      const answer = answers.shift();
      if (answer === undefined) throw new Error('No answer left');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

/** A config error as the renderer throws it: placed in docs.json. */
function configError(line: number, message: string): Error {
  return Object.assign(new Error(message), { file: 'docs.json', line, column: 3 });
}

async function withContext(answers: Array<ChangeResult | Error>, run: (ctx: ChangeContext, sent: boolean[], printed: DevError[]) => Promise<void>): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'dw-apply-'));
  try {
    const printed: DevError[] = [];
    const holder = createSiteHolder({ root, factory: () => Promise.resolve(scriptedSite(root, answers)), closed: () => false, printError: (e) => printed.push(e), fixed: () => undefined });
    await holder.load();
    const hub = createReloadHub();
    const sent: boolean[] = [];
    const send = hub.send.bind(hub);
    hub.send = (reloadAll, routes) => {
      sent.push(reloadAll);
      send(reloadAll, routes);
    };
    const pages = createPageCache({ root, site: () => holder.site, stamp: () => hub.stamp(), printError: () => undefined, fixed: () => undefined });
    await run({ holder, hub, pages, closed: () => false }, sent, printed);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe('applyChange', () => {
  test('the same config error seen twice (two events for one save) reloads the pages once; a different error and the fix reload again', async () => {
    const answers = [configError(4, 'Unexpected token, expected valid JSON'), configError(4, 'Unexpected token, expected valid JSON'), configError(6, 'Unexpected token, expected valid JSON'), { reloadAll: true, routes: [] }];
    await withContext(answers, async (ctx, sent, printed) => {
      const docs = join(ctx.holder.site?.root ?? '', 'docs.json');
      await applyChange(ctx, [docs]);
      expect(sent).toEqual([true]);
      expect(ctx.holder.error?.line).toBe(4);
      await applyChange(ctx, [docs]);
      expect(sent).toEqual([true]);
      expect(printed.map((e) => e.line)).toEqual([4]);
      await applyChange(ctx, [docs]);
      expect(sent).toEqual([true, true]);
      expect(ctx.holder.error?.line).toBe(6);
      await applyChange(ctx, [docs]);
      expect(sent).toEqual([true, true, true]);
      expect(ctx.holder.error).toBeUndefined();
    });
  });
});
