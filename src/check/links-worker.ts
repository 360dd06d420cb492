// Worker thread for `check --links`: parse pages with the one parser, send back their links.
import { parentPort } from 'node:worker_threads';
import { collectLinks, type PageLink, type PageLinks } from '../parse/page-links.js';
import { parsePage } from '../parse/index.js';
import { readTextInside } from '../fs/paths.js';

export interface LinksTask {
  index: number;
  path: string;
  /** The project root: a page whose real path is outside it is not read. */
  root: string;
}

export interface LinksReply {
  index: number;
  page?: { anchors: string[]; links: PageLink[]; imports: PageLinks['imports'] };
}

/** Parse one page and collect its links; `undefined` when it cannot be read or parsed. */
export async function linksOfFile(root: string, path: string): Promise<LinksReply['page']> {
  let text: string;
  try {
    text = await readTextInside(root, path);
  } catch {
    return undefined;
  }
  const parsed = parsePage({ path, value: text });
  if (parsed.error) return undefined;
  const info = collectLinks(parsed.tree);
  return { anchors: [...info.anchors], links: info.links, imports: info.imports };
}

parentPort?.on('message', (task: LinksTask) => {
  void linksOfFile(task.root, task.path).then((page) => {
    const reply: LinksReply = { index: task.index, ...(page ? { page } : {}) };
    parentPort?.postMessage(reply);
  });
});
