// The pages `check` parses, on worker threads when there are many (src/worker-pool.ts).
import { availableParallelism } from 'node:os';
import { runWorkerPool, startWorker } from '../worker-pool.js';
import { importInTurn } from '../import-in-turn.js';
import { mapLimit } from './project-files.js';
import type { LinksReply, LinksTask } from './links-worker.js';

/** Fewer pages than this are parsed in-process: starting workers costs more than it saves. */
const POOL_THRESHOLD = 40;

/** What one task gave back: the page's links (`check --links`) or its syntax error. */
export type PageResult = Omit<LinksReply, 'index'>;

/** Run every task (numbered by its place in `tasks`), on worker threads when there are many; the results in the same order. */
export async function runPageTasks(tasks: readonly Omit<LinksTask, 'index'>[]): Promise<PageResult[]> {
  const size = Math.min(availableParallelism(), 4, Math.ceil(tasks.length / POOL_THRESHOLD));
  if (size <= 1) {
    const { answerTask } = await importInTurn(() => import('./links-worker.js'));
    return mapLimit(tasks, 8, async (task) => withoutIndex(await answerTask({ ...task, index: 0 })));
  }
  const out = new Array<PageResult>(tasks.length);
  await runWorkerPool<LinksReply>({
    count: tasks.length,
    size,
    // `../check/`, not `./`: this module may be bundled into dist/src/cli/ (scripts/bundle.mjs).
    start: () => startWorker(new URL('../check/links-worker.js', import.meta.url), new URL('../check/links-worker.ts', import.meta.url), undefined),
    depth: 2,
    send: (worker, index) => {
      const task: LinksTask = { ...(tasks[index] ?? { path: '', root: '' }), index };
      worker.postMessage(task);
    },
    receive: (reply) => {
      out[reply.index] = withoutIndex(reply);
      return undefined;
    },
    name: 'page worker',
  });
  return out;
}

/** A reply without its task number. */
function withoutIndex(reply: LinksReply): PageResult {
  return { ...(reply.page ? { page: reply.page } : {}), ...(reply.error ? { error: reply.error } : {}) };
}
