import { availableParallelism } from 'node:os';
import { join, posix } from 'node:path';
import { looseAnchor, type PageLinks } from './page-links.js';
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

export async function checkLinks(root: string, model: DocsModel, files: ProjectFiles, generated: GeneratedPages = { pages: new Set(), unknownUnder: [] }): Promise<Finding[]> {
  const pages = files.pages.filter((p) => !isSnippet(p));
  const parsed = await parseAll(root, pages.map((p) => join(root, p)));
  const byPage = new Map<string, PageLinks | undefined>(pages.map((p, i) => [p, parsed[i]]));
  // Headings of imported snippets are anchors of the page that imports them.
  const snippets = new Map<string, Promise<PageLinks | undefined>>();
  const { linksOfFile } = await import('./links-worker.js');
  for (const [page, info] of byPage) {
    if (!info) continue;
    for (const source of info.imports) {
      const path = source.startsWith('/') ? posix.normalize(source).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(page), source));
      if (path.startsWith('../') || !files.all.has(path)) continue;
      let pending = snippets.get(path);
      if (!pending) {
        pending = linksOfFile(root, join(root, path)).then(toPageLinks);
        snippets.set(path, pending);
      }
      for (const anchor of (await pending)?.anchors ?? []) info.anchors.add(anchor);
    }
  }
  const loose = new Map<string, Set<string>>();
  const looseAnchors = (page: string, anchors: Set<string>): Set<string> => {
    let set = loose.get(page);
    if (!set) {
      set = new Set([...anchors].map(looseAnchor));
      loose.set(page, set);
    }
    return set;
  };
  const redirects = redirectRules(model);
  const findings: Finding[] = [];

  const resolveFile = (clean: string): { exists: boolean; page?: string } => {
    if (clean === '') return { exists: true, page: pageFile(files, 'index') };
    const page = pageFile(files, clean.replace(/\.mdx?$/i, '')) ?? pageFile(files, `${clean}/index`);
    if (page) return { exists: true, page };
    if (files.all.has(clean)) return { exists: true };
    // Pages generated from a spec, and the folder of a spec that could not be read: not broken.
    return { exists: generated.pages.has(clean) || generated.unknownUnder.some((dir) => clean.startsWith(`${dir}/`)) };
  };
  /** A page or file, else where the redirects lead: a redirect whose destination is missing is broken. */
  const resolveTarget = (path: string): { exists: boolean; page?: string; redirect?: string } => {
    const clean = path.replace(/\/+$/, '');
    const direct = resolveFile(clean);
    if (direct.exists) return direct;
    const redirect = followRedirects(redirects, `/${clean}`, (to) => resolveFile(to.slice(1)).exists);
    if (redirect.kind === 'none') return { exists: false };
    if (redirect.kind === 'target' && redirect.external !== undefined) return { exists: true };
    if (redirect.kind === 'target' && redirect.path !== undefined && resolveFile(redirect.path.slice(1)).exists) return { exists: true };
    return { exists: false, redirect: redirect.kind === 'target' ? (redirect.path ?? '') : '' };
  };

  for (const [page, info] of byPage) {
    if (!info) continue;
    const file = join(root, page);
    for (const link of info.links) {
      const url = link.url.trim();
      if (url === '' || SCHEME.test(url) || url.startsWith('//') || url.startsWith('{')) continue;
      const hashAt = url.indexOf('#');
      const rawPath = (hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
      const fragment = hashAt === -1 ? undefined : decode(url.slice(hashAt + 1));
      let targetPage: string | undefined = page;
      if (rawPath !== '') {
        const decoded = decode(rawPath);
        const joined = decoded.startsWith('/') ? posix.normalize(decoded).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(page), decoded));
        if (joined.startsWith('../') || joined === '..') {
          findings.push({ file, ...link, ruleId: 'link-broken', severity: 'error', message: `Unexpected link \`${url}\` outside the project, expected a page of the site` });
          continue;
        }
        const target = resolveTarget(joined === '.' ? '' : joined);
        if (!target.exists && target.redirect !== undefined) {
          const message = target.redirect === '' ? `Unexpected link \`${url}\` to redirects that go round in a circle, expected a link to a page` : `Unexpected link \`${url}\` to a redirect whose destination \`${target.redirect}\` does not exist, expected a page or file of the project`;
          findings.push({ file, ...link, ruleId: 'link-broken', severity: 'error', message });
          continue;
        }
        if (!target.exists) {
          findings.push({ file, ...link, ruleId: 'link-broken', severity: 'error', message: `Unexpected link \`${url}\` to a page that does not exist, expected \`${joined.replace(/\/+$/, '')}.mdx\` or another file of the project` });
          continue;
        }
        targetPage = target.page;
      }
      if (fragment === undefined || fragment === '' || targetPage === undefined) continue;
      const anchors = byPage.get(targetPage)?.anchors;
      if (anchors && !anchors.has(fragment) && !looseAnchors(targetPage, anchors).has(looseAnchor(fragment))) {
        findings.push({ file, ...link, ruleId: 'link-anchor-broken', severity: 'warn', message: `Unexpected anchor \`#${fragment}\` in \`${url}\`, expected a heading or \`id\` of \`${targetPage}\`` });
      }
    }
  }
  return findings;
}
