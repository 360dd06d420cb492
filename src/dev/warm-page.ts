// The page a request names, made ready while the provisional site's worker waits for its
// project (issue 51): the dev server's main thread loads the project for it (site-workers.ts
// `handedData`), and the worker had nothing to do once the renderer was loaded. It now reads the
// file the URL most likely names, parses it and highlights its code blocks; the render that
// follows takes the parsed page (src/parse `offerParsed`: same path and text only) and the
// highlighted blocks (the thread's cache, by code, language and meta) instead of doing them
// again. What it guesses wrong is only work the render does not reuse: nothing it does changes
// what a page shows.
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Code, Nodes, Root } from 'mdast';
import { readTextInsideSync } from '../fs/paths.js';
import { offerParsed, parsePage } from '../parse/index.js';
import { embeddedLanguages, getHighlighter, highlightCodeCached } from '../render/page/highlight.js';
import { blockLanguage } from '../components/code-meta.js';

/** The largest page read ahead, in characters: a bigger one waits for its own render. */
const MAX_WARM_CHARS = 512 * 1024;

/**
 * The page files a URL path may name under `root` (absolute), most likely first: `<path>.mdx`,
 * `<path>.md`, then the folder's `index.mdx` and `index.md`; none for a path that leaves the root
 * or names a file with an extension of its own (an image, `llms.txt`).
 */
export function pageCandidates(root: string, urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return [];
  }
  const parts = decoded.split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..' || part.includes('\0') || part.includes('\\'))) return [];
  const last = parts.at(-1);
  if (last !== undefined && /\.[a-z0-9]+$/i.test(last)) return [];
  const base = resolve(root);
  const stem = join(base, ...parts);
  if (stem !== base && !stem.startsWith(base + sep)) return [];
  const own = parts.length > 0 ? [`${stem}.mdx`, `${stem}.md`] : [];
  return [...own, join(stem, 'index.mdx'), join(stem, 'index.md')];
}

/** The code blocks of a page tree the renderer highlights (a mermaid diagram is drawn, not highlighted), in order. */
function codeBlocks(tree: Root): Code[] {
  const blocks: Code[] = [];
  const walk = (nodes: readonly Nodes[]): void => {
    for (const node of nodes) {
      if (node.type === 'code' && node.lang !== 'mermaid') blocks.push(node);
      if ('children' in node && Array.isArray(node.children)) walk(node.children as Nodes[]);
    }
  };
  walk(tree.children);
  return blocks;
}

/** Highlight `blocks` into this thread's cache, as the renderer's code blocks ask for them (page-hast.ts). */
async function highlightBlocks(blocks: readonly Code[]): Promise<void> {
  if (blocks.length === 0) return;
  const langs = new Set<string>();
  for (const block of blocks) {
    const shown = blockLanguage(block.lang, block.meta);
    langs.add(shown ?? 'text');
    for (const lang of embeddedLanguages(shown, block.value)) langs.add(lang);
  }
  const highlighter = await getHighlighter(langs);
  // Each in the language page-hast.ts highlights it in (`lang="…"` in its meta, `nocopy` alone as plain text).
  for (const block of blocks) highlightCodeCached(highlighter, block.value, blockLanguage(block.lang, block.meta), block.meta);
}

/**
 * Read, parse and highlight the page `urlPath` most likely names under `root` (absolute), for
 * the render that follows in this thread; resolves to the file read, or undefined when none was
 * (no candidate exists, or it is too large). Never rejects: a page it cannot read ahead is left to its render.
 */
export async function warmPage(root: string, urlPath: string): Promise<string | undefined> {
  try {
    const file = pageCandidates(root, urlPath).find((candidate) => existsSync(candidate));
    if (file === undefined) return undefined;
    const source = readTextInsideSync(resolve(root), file);
    if (source.length > MAX_WARM_CHARS) return undefined;
    const parsed = parsePage({ path: file, value: source });
    offerParsed(file, source, parsed);
    if (parsed.error === undefined) await highlightBlocks(codeBlocks(parsed.tree));
    return file;
  } catch {
    return undefined;
  }
}
