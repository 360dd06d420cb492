// Worker thread for `check`: parse pages with the one parser, send back whether each compiles
// as MDX and (for `check --links`) its links.
import { parentPort } from 'node:worker_threads';
import { collectLinks, type PageLink, type PageLinks } from '../parse/page-links.js';
import { inUnreadFrontmatter, parsePage, type ParseError } from '../parse/index.js';
import { readTextInside } from '../fs/paths.js';

export interface LinksTask {
  index: number;
  path: string;
  /** The project root: a page whose real path is outside it is not read. */
  root: string;
  /** The page's text when the caller has read it: only its syntax error is wanted, no links. */
  text?: string;
}

export interface LinksReply {
  index: number;
  page?: { anchors: string[]; links: PageLink[]; imports: PageLinks['imports'] };
  /** Where the page stops parsing, when it does not. */
  error?: ParseError;
}

/** A page's syntax error, if it has one (parsed with the one parser, as every command parses it). */
export function syntaxErrorOf(path: string, text: string): ParseError | undefined {
  return parsePage({ path, value: text }).error;
}

/** Parse one page and collect its links; no `page` when it cannot be read or parsed (`error` when it did not parse). */
export async function readPageLinks(root: string, path: string): Promise<Omit<LinksReply, 'index'>> {
  let text: string;
  try {
    text = await readTextInside(root, path);
  } catch {
    return {};
  }
  const parsed = parsePage({ path, value: text });
  if (parsed.error) return { error: parsed.error };
  const info = collectLinks(parsed.tree);
  // Links on front matter's lines the page shows as text are not checked: `frontmatter-yaml` is their one finding, as in lint and build.
  const links = info.links.filter((link) => !inUnreadFrontmatter(parsed.frontmatter, link.line));
  return { page: { anchors: [...info.anchors], links, imports: info.imports } };
}

/** Parse one page and collect its links; `undefined` when it cannot be read or parsed. */
export async function linksOfFile(root: string, path: string): Promise<LinksReply['page']> {
  return (await readPageLinks(root, path)).page;
}

/** Answer one task: the syntax error of a text given, else the page read and its links. */
export async function answerTask(task: LinksTask): Promise<LinksReply> {
  if (task.text !== undefined) {
    const error = syntaxErrorOf(task.path, task.text);
    return { index: task.index, ...(error ? { error } : {}) };
  }
  return { index: task.index, ...(await readPageLinks(task.root, task.path)) };
}

parentPort?.on('message', (task: LinksTask) => {
  void answerTask(task).then((reply) => parentPort?.postMessage(reply));
});
