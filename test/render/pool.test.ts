// The queue between render workers and the writer (src/render/pool.ts): bounded, in order.
import { describe, expect, test } from '@jest/globals';
import { languageFolders, translationDealer, WriterQueue } from '../../src/render/pool.js';
import type { SiteProject } from '../../src/render/layout/project.js';

describe('WriterQueue', () => {
  test('no more pages wait than the bound while a slow writer works; all are written in order', async () => {
    const writtenItems: number[] = [];
    const queue = new WriterQueue<number>(async (item) => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      writtenItems.push(item);
    }, 4);
    // A producer as the worker pool is one: a page, then the gate before the next.
    for (let i = 0; i < 40; i++) {
      queue.push(i);
      await queue.wait();
    }
    await queue.drained();
    expect(queue.peak).toBe(4);
    expect(writtenItems).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  test('the gate is open below the bound', () => {
    const queue = new WriterQueue<number>(() => new Promise<void>(() => undefined), 2);
    queue.push(1);
    expect(queue.wait()).toBeUndefined();
    queue.push(2);
    expect(queue.wait()).toBeInstanceOf(Promise);
  });
});

describe('translationDealer', () => {
  const paths = ['index', 'quickstart', 'api/users', 'es/index', 'es/quickstart', 'zh/index', 'zh/quickstart', 'esx/index', 'zh/only-here'];
  const folders = new Set(['es', 'zh']);

  test('a worker gets a page and then its translations, one after another', () => {
    const deal = translationDealer(paths, folders);
    const a = {};
    const b = {};
    expect([deal(a), deal(b), deal(a), deal(a)]).toEqual(['index', 'quickstart', 'es/index', 'zh/index']);
    // `b` still holds its group; `a` starts the next one (`esx` is no language folder).
    expect([deal(a), deal(b), deal(b), deal(a), deal(a)]).toEqual(['api/users', 'es/quickstart', 'zh/quickstart', 'esx/index', 'zh/only-here']);
    expect(() => deal(a)).toThrow('expected no more requests than pages');
  });

  test('every page is dealt once, whatever the order the workers ask in; an idle worker takes what another holds', () => {
    const deal = translationDealer(paths, folders);
    const workers = [{}, {}, {}];
    const dealt = paths.map((_, i) => deal(workers[(i * 7) % 3] ?? {}));
    expect([...dealt].sort()).toEqual([...paths].sort());
    const one = translationDealer(['a', 'es/a', 'zh/a'], folders);
    const first = {};
    expect(one(first)).toBe('a');
    // The only group is dealt: a second worker takes its last page rather than wait.
    expect(one({})).toBe('zh/a');
    expect(one(first)).toBe('es/a');
  });

  test('the language folders are the configuration\'s language codes', () => {
    const project = { model: { languages: ['fr'], navigation: [{ kind: 'language', language: 'de', label: 'de', children: [] }] } } as unknown as Pick<SiteProject, 'model'>;
    expect([...languageFolders(project)].sort()).toEqual(['de', 'fr']);
  });
});
