import { join, posix } from 'node:path';
import type { PageLink, PageLinks } from '../parse/page-links.js';
import { linkBase, linkProblem, nearMissFinder, type LinkSite } from '../project/links.js';
import { runPageTasks, type PageResult } from './page-pool.js';
import { importInTurn } from '../import-in-turn.js';
import { pushOnce, type Finding } from '../findings/finding.js';
import { syntaxFinding } from './md-pages.js';
import { readTextInside } from '../fs/paths.js';
import type { DocsModel } from '../config/model.js';
import { redirectRules } from '../config/redirects.js';
import type { ProjectFiles } from './project-files.js';
import { isPageFile, sitePageFiles } from '../project/pages.js';
import { folderFirstPages, pageFileIn, pageFileOnDisk, pagesByName } from '../project/links.js';
import { navPages } from '../config/nav-walk.js';
import type { PageChecks } from './page-memo.js';
import { importRefusal, leftOutFiles, snippetRefusal } from '../project/snippet-refusal.js';

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

function toPageLinks(page: PageResult['page']): PageLinks | undefined {
  return page ? { anchors: new Set(page.anchors), links: page.links, imports: page.imports } : undefined;
}

/** Pages the platform generates from specs (src/openapi/nav.ts): they have no file, links to them are fine. */
export interface GeneratedPages {
  pages: ReadonlySet<string>;
  /** The anchors of generated pages, by path (src/openapi/page-anchors.ts); a page without is one whose anchors are unknown. */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Folders of pages generated from specs that could not be read: links into them cannot be checked. */
  unknownUnder: readonly string[];
}

/** The project's files as the link resolver sees them (src/project/links.ts): pages, other files, generated pages and redirects; `anchors` by page file. */
export function projectLinkSite(model: DocsModel, files: ProjectFiles, generated: GeneratedPages, anchors: (page: string) => ReadonlySet<string> | undefined): LinkSite {
  // A snippet or a document (`README.md`) is no page of the site unless the navigation lists it.
  const pages = sitePageFiles(files.index, navPages(model));
  // A folder without an `index` page leads to its first page in navigation order, as Mintlify serves it.
  const first = folderFirstPages(navPages(model), (path) => pageFileIn(pages, path));
  const byName = pagesByName(pages);
  // The folders holding generated pages: Mintlify serves a folder's first navigation page at its path, a generated one too.
  const generatedFolders = new Set([...generated.pages].flatMap((page) => page.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  return {
    // A generated page whose anchors are known is a page like a written one, named by its path (it has no file).
    page: (path) => pageFileIn(pages, path) ?? (generated.anchors?.has(path) === true ? path : undefined),
    folder: (path) => first.get(path),
    named: (name) => byName.get(name) ?? [],
    file: (path) => files.all.has(path) && (!isPageFile(path) || pages.has(path)),
    generated: (path) => generated.pages.has(path) || generatedFolders.has(path) || generated.unknownUnder.some((dir) => path === dir || path.startsWith(`${dir}/`) || dir.startsWith(`${path}/`)),
    anchors: (page) => anchors(page) ?? generated.anchors?.get(page),
    redirects: redirectRules(model),
    unpublished: (path) => pageFileIn(files.all, path) ?? pageFileOnDisk(files.index.root, path),
  };
}

/** Each page's links (root-relative `pages`), read on the page workers: those `memo` keeps for an unchanged file are not read again. */
async function pageResults(root: string, pages: readonly string[], memo: PageChecks | undefined): Promise<(PageResult | undefined)[]> {
  const results: (PageResult | undefined)[] = pages.map((page) => memo?.linksOf(join(root, page)));
  const toRead = pages.flatMap((_, i) => (results[i] === undefined ? [i] : []));
  const read = await runPageTasks(toRead.map((i) => ({ path: join(root, pages[i] ?? ''), root })));
  toRead.forEach((i, n) => {
    const result = read[n];
    results[i] = result;
    if (result) memo?.keepLinks(join(root, pages[i] ?? ''), result);
  });
  return results;
}

/**
 * Check every page's links; `anchorsOut`, when given, is handed each page's anchors (its snippets' included), for the configuration's links.
 * `memo`: what a process that keeps the project knows of each unchanged file (it is not read again).
 */
export async function checkLinks(
  root: string,
  model: DocsModel,
  files: ProjectFiles,
  generated: GeneratedPages = { pages: new Set(), unknownUnder: [] },
  anchorsOut?: (anchors: (page: string) => ReadonlySet<string> | undefined) => void,
  memo?: PageChecks,
): Promise<Finding[]> {
  // The site's pages: a snippet's links are checked on the pages that import it, and a document's (`README.md`) are no page's.
  const pages = files.index.files.filter((file) => file.kind === 'page').map((file) => file.path);
  const results = await pageResults(root, pages, memo);
  const byPage = new Map<string, PageLinks | undefined>(pages.map((p, i) => [p, toPageLinks(results[i]?.page)]));
  // Headings of imported snippets (and of the snippets they import) are anchors of the page
  // that imports them; a snippet's links are checked at the snippet, once for each folder of
  // the pages that import it (a relative link resolves from the page that shows it).
  const snippets = new Map<string, Promise<PageLinks | undefined>>();
  const contexts = new Map<string, Map<string, string>>();
  const missingImports: Finding[] = [];
  let leftOut: ReturnType<typeof leftOutFiles> | undefined;
  const { readPageLinks } = await importInTurn(() => import('./links-worker.js'));
  /** A snippet's links, kept in `memo` while it does not change. */
  const linksOfFile = async (file: string): Promise<PageResult['page']> => {
    const kept = memo?.linksOf(file);
    if (kept) return kept.page;
    const result = await readPageLinks(root, file);
    memo?.keepLinks(file, result);
    return result.page;
  };
  const importsOf = async (page: string, from: string, info: PageLinks, seen: Set<string>): Promise<void> => {
    for (const source of info.imports) {
      const path = source.source.startsWith('/') ? posix.normalize(source.source).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(from), source.source));
      if (path.startsWith('../')) continue;
      const refused = files.all.has(path) ? snippetRefusal(root, join(root, path), source.source) : importRefusal(root, from, source.source, (leftOut ??= leftOutFiles(root, files.index.ignored)));
      if (refused) {
        missingImports.push({ file: join(root, from), line: source.line, column: source.column, severity: 'error', ...refused });
        continue;
      }
      if (seen.has(path)) continue;
      seen.add(path);
      let pending = snippets.get(path);
      if (!pending) {
        pending = linksOfFile(join(root, path)).then(toPageLinks);
        snippets.set(path, pending);
      }
      const snippet = await pending;
      if (!snippet) continue;
      for (const anchor of snippet.anchors) info.anchors.add(anchor);
      let byFolder = contexts.get(path);
      if (!byFolder) contexts.set(path, (byFolder = new Map<string, string>()));
      // One page of each folder, and of each folder its URL is in: `setup` on `guide/index.mdx` (served at `/guide`) is `/setup`.
      const context = `${posix.dirname(page)}\0${posix.dirname(linkBase('x', page))}`;
      if (!byFolder.has(context)) byFolder.set(context, page);
      await importsOf(page, path, snippet, seen);
    }
  };
  for (const [page, info] of byPage) if (info) await importsOf(page, page, { ...info, anchors: info.anchors }, new Set());
  const nearMiss = nearMissFinder();
  const site = projectLinkSite(model, files, generated, (page) => byPage.get(page)?.anchors);
  anchorsOut?.((page) => byPage.get(page)?.anchors);
  const findings: Finding[] = [];
  const report = pushOnce(findings);
  /** Check one link of `file` as shown on `page`. */
  const checkLink = (page: string, file: string, link: PageLink): void => {
    const problem = linkProblem(link.url, page, site, { ...(link.kind === 'media' ? { media: true } : {}), ...(link.asWritten ? { asWritten: true } : {}), nearMiss });
    if (problem) report({ file, line: link.line, column: link.column, ruleId: problem.ruleId, severity: problem.severity ?? 'error', message: problem.message });
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
  // An `.mdx` page that does not parse fails Mintlify's deploy (`.md` pages are judged apart, src/check/md-pages.ts).
  for (const [i, page] of pages.entries()) {
    const error = results[i]?.error;
    if (!error || !/\.mdx$/i.test(page)) continue;
    // The text is read again for the message (which names the tag the error is in): a page that fails is rare.
    const text = await readTextInside(root, join(root, page)).catch(() => '');
    report(syntaxFinding(join(root, page), error, text));
  }
  return findings;
}
