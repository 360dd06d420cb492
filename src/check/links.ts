import { availableParallelism } from 'node:os';
import { join, posix } from 'node:path';
import { looseAnchor, type PageLink, type PageLinks } from './page-links.js';
import { didYouMean } from '../did-you-mean.js';
import { runWorkerPool, startWorker } from '../worker-pool.js';
import type { Finding } from '../findings/finding.js';
import type { LinksReply, LinksTask } from './links-worker.js';
import type { DocsModel } from '../config/model.js';
import { followRedirects, redirectRules } from '../config/redirects.js';
import { isSnippet, mapLimit, pageFile, type ProjectFiles } from './project-files.js';

/**
 * `check --links`: internal links and `#anchors` that point nowhere. Every page is parsed
 * once with the one parser. Links are Markdown links and definitions, and `href` on JSX
 * elements (`<Card href>`, `<a href>`). Left alone: any URL with a scheme (`https:`,
 * `mailto:`, `vscode:` …), protocol-relative URLs, MDX expressions, snippet files (their
 * links resolve against the page that imports them). A target exists when it is a page
 * (`x.mdx`, `x.md`, `x/index.mdx`), any other file of the project, or a redirect source
 * whose redirects end at one of those (src/config/redirects.ts).
 * Anchors are heading slugs, `id` attributes, and the anchors components make
 * (`<ResponseField name>`/`<ParamField>` → `param-…`, titled components → slug of the title).
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Fewer pages than this are parsed in-process: starting workers costs more than it saves. */
const POOL_THRESHOLD = 40;

function toPageLinks(page: LinksReply['page']): PageLinks | undefined {
  return page ? { anchors: new Set(page.anchors), links: page.links, imports: page.imports } : undefined;
}

/** Parse every page once, on worker threads when there are many. */
async function parseAll(root: string, paths: readonly string[]): Promise<(PageLinks | undefined)[]> {
  const out = new Array<PageLinks | undefined>(paths.length);
  const size = Math.min(availableParallelism(), 4, Math.ceil(paths.length / POOL_THRESHOLD));
  if (size <= 1) {
    const { linksOfFile } = await import('./links-worker.js');
    return mapLimit(paths, 8, async (path) => toPageLinks(await linksOfFile(root, path)));
  }
  await runWorkerPool<LinksReply>({
    count: paths.length,
    size,
    // `../check/`, not `./`: this module may be bundled into dist/src/cli/ (scripts/bundle.mjs).
    start: () => startWorker(new URL('../check/links-worker.js', import.meta.url), new URL('../check/links-worker.ts', import.meta.url), undefined),
    depth: 2,
    send: (worker, index) => {
      const task: LinksTask = { index, path: paths[index] ?? '', root };
      worker.postMessage(task);
    },
    receive: (reply) => {
      out[reply.index] = toPageLinks(reply.page);
      return undefined;
    },
    name: 'link worker',
  });
  return out;
}

/** Pages the platform generates from specs (src/openapi/nav.ts): they have no file, links to them are fine. */
export interface GeneratedPages {
  pages: ReadonlySet<string>;
  /** Folders of pages generated from specs that could not be read: links into them cannot be checked. */
  unknownUnder: readonly string[];
}

/** A link's parts as written on `page`: the root-relative path it names (`undefined` for `#anchor` alone) and its fragment; `undefined` for what is not checked (a scheme, `//host`, an expression). */
export function splitLink(page: string, url: string): { path: string | undefined; fragment: string | undefined; outside: boolean } | undefined {
  if (url === '' || SCHEME.test(url) || url.startsWith('//') || url.startsWith('{')) return undefined;
  const hashAt = url.indexOf('#');
  const rawPath = (hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
  const fragment = hashAt === -1 ? undefined : decode(url.slice(hashAt + 1));
  if (rawPath === '') return { path: undefined, fragment, outside: false };
  const decoded = decode(rawPath);
  const joined = decoded.startsWith('/') ? posix.normalize(decoded).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(page), decoded));
  return { path: joined, fragment, outside: joined.startsWith('../') || joined === '..' };
}

/** Where a root-relative link path leads: a page or file of the project (`page` when it is a page), else where the redirects lead. */
export type LinkTarget = { exists: boolean; page?: string; redirect?: string };

/** The resolver of link paths (`splitLink`'s `path`) to pages, files, generated API pages and redirects. */
export function linkTargetResolver(model: DocsModel, files: ProjectFiles, generated: GeneratedPages = { pages: new Set(), unknownUnder: [] }): (path: string) => LinkTarget {
  const redirects = redirectRules(model);

  const resolveFile = (clean: string): { exists: boolean; page?: string } => {
    if (clean === '') return { exists: true, page: pageFile(files, 'index') };
    const page = pageFile(files, clean.replace(/\.mdx?$/i, '')) ?? pageFile(files, `${clean}/index`);
    if (page) return { exists: true, page };
    if (files.all.has(clean)) return { exists: true };
    // Pages generated from a spec, and the folder of a spec that could not be read: not broken.
    return { exists: generated.pages.has(clean) || generated.unknownUnder.some((dir) => clean.startsWith(`${dir}/`)) };
  };
  /** A page or file, else where the redirects lead: a redirect whose destination is missing is broken. */
  const resolveTarget = (path: string): LinkTarget => {
    const clean = path.replace(/\/+$/, '');
    const direct = resolveFile(clean);
    if (direct.exists) return direct;
    const redirect = followRedirects(redirects, `/${clean}`, (to) => resolveFile(to.slice(1)).exists);
    if (redirect.kind === 'none') return { exists: false };
    if (redirect.kind === 'target' && redirect.external !== undefined) return { exists: true };
    if (redirect.kind === 'target' && redirect.path !== undefined && resolveFile(redirect.path.slice(1)).exists) return { exists: true };
    return { exists: false, redirect: redirect.kind === 'target' ? (redirect.path ?? '') : '' };
  };
  return resolveTarget;
}

export async function checkLinks(root: string, model: DocsModel, files: ProjectFiles, generated: GeneratedPages = { pages: new Set(), unknownUnder: [] }): Promise<Finding[]> {
  const pages = files.pages.filter((p) => !isSnippet(p));
  const parsed = await parseAll(root, pages.map((p) => join(root, p)));
  const byPage = new Map<string, PageLinks | undefined>(pages.map((p, i) => [p, parsed[i]]));
  // Headings of imported snippets (and of the snippets they import) are anchors of the page
  // that imports them; a snippet's links are checked at the snippet, once for each folder of
  // the pages that import it (a relative link resolves from the page that shows it).
  const snippets = new Map<string, Promise<PageLinks | undefined>>();
  const contexts = new Map<string, Map<string, string>>();
  const missingImports: Finding[] = [];
  const { linksOfFile } = await import('./links-worker.js');
  const importsOf = async (page: string, from: string, info: PageLinks, seen: Set<string>): Promise<void> => {
    for (const source of info.imports) {
      const path = source.source.startsWith('/') ? posix.normalize(source.source).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(from), source.source));
      if (path.startsWith('../')) continue;
      if (!files.all.has(path)) {
        missingImports.push({ file: join(root, from), line: source.line, column: source.column, ruleId: 'snippet-missing', severity: 'error', message: `Missing snippet \`${source.source}\`, expected a file of the project` });
        continue;
      }
      if (seen.has(path)) continue;
      seen.add(path);
      let pending = snippets.get(path);
      if (!pending) {
        pending = linksOfFile(root, join(root, path)).then(toPageLinks);
        snippets.set(path, pending);
      }
      const snippet = await pending;
      if (!snippet) continue;
      for (const anchor of snippet.anchors) info.anchors.add(anchor);
      let byFolder = contexts.get(path);
      if (!byFolder) contexts.set(path, (byFolder = new Map<string, string>()));
      if (!byFolder.has(posix.dirname(page))) byFolder.set(posix.dirname(page), page);
      await importsOf(page, path, snippet, seen);
    }
  };
  for (const [page, info] of byPage) if (info) await importsOf(page, page, { ...info, anchors: info.anchors }, new Set());
  // A broken fragment's near miss: an anchor equal but for case and punctuation, else the nearest typo.
  const loose = new Map<string, Map<string, string>>();
  const nearMiss = (page: string, anchors: Set<string>, fragment: string): string | undefined => {
    let map = loose.get(page);
    if (!map) {
      map = new Map();
      for (const anchor of anchors) if (!map.has(looseAnchor(anchor))) map.set(looseAnchor(anchor), anchor);
      loose.set(page, map);
    }
    return map.get(looseAnchor(fragment)) ?? (anchors.size <= 2000 ? didYouMean(fragment, [...anchors]) : undefined);
  };
  const resolveTarget = linkTargetResolver(model, files, generated);
  const findings: Finding[] = [];

  const seen = new Set<string>();
  const report = (finding: Finding): void => {
    const key = `${finding.file}:${finding.line}:${finding.column}:${finding.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };
  /** Check one link of `file` as shown on `page`. */
  const checkLink = (page: string, file: string, link: PageLink): void => {
    const url = link.url.trim();
    const parts = splitLink(page, url);
    if (!parts) return;
    const at = { line: link.line, column: link.column };
    const { fragment, path: joined } = parts;
    let targetPage: string | undefined = page;
    if (joined !== undefined) {
      if (parts.outside) {
        report({ file, ...at, ruleId: 'link-broken', severity: 'error', message: `Unexpected link \`${url}\` outside the project, expected a page of the site` });
        return;
      }
      if (link.kind === 'media') {
        if (!files.all.has(joined)) report({ file, ...at, ruleId: 'link-broken', severity: 'error', message: `Missing file \`${url}\`, expected an image, video or other file of the project` });
        return;
      }
      const target = resolveTarget(joined === '.' ? '' : joined);
      if (!target.exists && target.redirect !== undefined) {
        const message = target.redirect === '' ? `Unexpected link \`${url}\` to redirects that go round in a circle, expected a link to a page` : `Unexpected link \`${url}\` to a redirect whose destination \`${target.redirect}\` does not exist, expected a page or file of the project`;
        report({ file, ...at, ruleId: 'link-broken', severity: 'error', message });
        return;
      }
      if (!target.exists) {
        report({ file, ...at, ruleId: 'link-broken', severity: 'error', message: `Unexpected link \`${url}\` to a page that does not exist, expected \`${joined.replace(/\/+$/, '')}.mdx\` or another file of the project` });
        return;
      }
      targetPage = target.page;
    }
    if (fragment === undefined || fragment === '' || targetPage === undefined) return;
    const anchors = byPage.get(targetPage)?.anchors;
    if (anchors && !anchors.has(fragment)) {
      const near = nearMiss(targetPage, anchors, fragment);
      const expected = near === undefined ? `a heading or \`id\` of \`${targetPage}\`` : `\`#${near}\` (did you mean it?)`;
      report({ file, ...at, ruleId: 'link-anchor-broken', severity: 'error', message: `Unexpected anchor \`#${fragment}\` in link \`${url}\` to \`${targetPage}\`, expected ${expected}` });
    }
  };
  for (const [page, info] of byPage) {
    if (!info) continue;
    for (const link of info.links) checkLink(page, join(root, page), link);
  }
  for (const [path, byFolder] of contexts) {
    const snippet = await snippets.get(path);
    if (!snippet) continue;
    for (const page of byFolder.values()) for (const link of snippet.links) checkLink(page, join(root, path), link);
  }
  for (const finding of missingImports) report(finding);
  return findings;
}
