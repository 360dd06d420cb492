// Links for `lint` (the `link-target` rule): the one resolver of `check --links` and `build`
// (src/project/links.ts) over the project's files. The project is read once per run and
// thread (its file index and docs.json); a page's anchors are parsed only when a link asks
// for them, once. Pages generated from specs are not listed (specs are not read here): a
// link into a folder where the navigation generates API pages is not judged.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { redirectRules } from '../config/redirects.js';
import type { DocsModel, NavNode } from '../config/model.js';
import { navPages } from '../config/nav-walk.js';
import { offerParsed, parsePage, syntaxOf, type ParsedPage, type Syntax } from '../parse/index.js';
import { collectLinks, type PageLinks } from '../parse/page-links.js';
import { isRepositoryDocument, isSnippet } from '../project/ignore.js';
import { folderFirstPages, linkProblem, nearMissFinder, pageFileIn, pageFileOnDisk, pagesByName, type LinkSite } from '../project/links.js';
import { loadProject, type Project } from '../project/load.js';
import { isMissingSnippet, isPageFile, listProjectFilesSync, sitePageFiles, type PageKind } from '../project/pages.js';
import { readRegularSync, realPathInsideSync } from '../fs/paths.js';
import { findDocsRoot } from './files.js';
import type { PageImportProblem, PageLinkCheck, PageLinkProblem } from '../rule-kit/page-context.js';
import { importPath, importSourcesAt } from '../project/imports.js';
import { missingExports, snippetTextExports } from '../parse/snippet-exports.js';
import type { Root } from 'mdast';
import { importRefusal, leftOutFiles, type SnippetRefusal } from '../project/snippet-refusal.js';

/** A project as the link rule needs it. Paths are root-relative with `/`. */
export interface LinkProject {
  files: ReadonlySet<string>;
  /**
   * The page files that are pages of the site (src/project/pages.ts `sitePageFiles`): links to the
   * others (`README.md`, snippets) lead nowhere, and their own links are not judged. All page files when absent.
   */
  pages?: ReadonlySet<string>;
  /** A file's text, or undefined when it cannot be read. */
  read(path: string): string | undefined;
  model?: DocsModel | undefined;
  /** The project's folder: a link to a page file it holds but does not publish (in a dot folder, ignored) names that file. */
  root?: string;
  /** Told of each page parsed here for its anchors, before anything reads its tree (lint hands it on to the page's own turn). */
  parsed?: (path: string, text: string, page: ParsedPage) => void;
  /** What is wrong with the import of `source` from the page `from`, as `check` says it; undefined when it names a file of the project (or a package). */
  importProblem?: (from: string, source: string) => SnippetRefusal | undefined;
}

/** Folders where the navigation makes pages from a spec (src/openapi/nav.ts names them). */
export function apiPageFolders(navigation: readonly NavNode[]): string[] {
  const out = new Set<string>();
  const walk = (nodes: readonly NavNode[]): void => {
    const sibling = nodes.find((n) => n.page !== undefined && n.kind === 'page')?.page;
    for (const node of nodes) {
      if (node.kind === 'operation') out.add(sibling?.includes('/') ? sibling.slice(0, sibling.lastIndexOf('/')) : 'api-reference');
      else if (node.openapi !== undefined && node.kind !== 'page') out.add(node.openapiDirectory ?? 'api-reference');
      // A GraphQL tab's reference pages (src/graphql/nav.ts), `graphql-reference` unless it names a `directory`.
      if (node.graphql !== undefined && node.kind === 'tab') out.add(node.graphqlDirectory ?? 'graphql-reference');
      // SDK reference pages (src/sdk/) go under `sdk.directory`, `sdk-reference` by default.
      if (node.sdk !== undefined && (node.kind === 'tab' || node.kind === 'group')) out.add((node.sdk.directory ?? 'sdk-reference').replace(/^\.?\//, ''));
      // WebSocket channel pages (src/asyncapi/) go under `asyncapi.directory`, `api-reference` by default.
      if (node.asyncapi !== undefined && node.kind !== 'page') out.add(node.asyncapiDirectory ?? 'api-reference');
      walk(node.children);
    }
  };
  walk(navigation);
  return [...out].map((dir) => dir.replace(/^\/+|\/+$/g, ''));
}

/**
 * The site's folders and page names for the resolver: a folder without an `index` page leads to its first page in
 * navigation order (in file order for a project without a model, as a rule example's), and a broken link's message
 * names the pages of the same name.
 */
function pageNames(project: LinkProject): Pick<LinkSite, 'folder' | 'named'> {
  const pages = [...(project.pages ?? project.files)].filter(isPageFile).sort();
  const order = project.model ? navPages(project.model) : pages;
  const first = folderFirstPages(order, (path) => pageFileIn(project.pages ?? project.files, path));
  const byName = pagesByName(pages);
  return { folder: (path) => first.get(path), named: (name) => byName.get(name) ?? [] };
}

/** What another page's links need of a page: its anchors and the snippets it imports. */
type PageAnchors = Pick<PageLinks, 'anchors' | 'imports'>;

/** A text's digest: a page linted here is known by it when a link asks for its anchors later. */
function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/** The link check of each page of `project`, by root-relative path; undefined for snippets (their links resolve where they are shown). */
export function linkChecker(project: LinkProject): (page: string) => PageLinkCheck | undefined {
  const parsed = new Map<string, PageAnchors | undefined>();
  /** The anchors of each page linted so far, with the digest of the text they were read from (the lint's own tree: no second parse). */
  const linted = new Map<string, { digest: string; info: PageAnchors }>();
  const infoOf = (path: string): PageAnchors | undefined => {
    if (parsed.has(path)) return parsed.get(path);
    const text = project.read(path);
    const known = text === undefined ? undefined : linted.get(path);
    if (known !== undefined && text !== undefined && known.digest === digest(text)) {
      parsed.set(path, known.info);
      return known.info;
    }
    const result = text === undefined ? undefined : parsePage({ path, value: text });
    if (result && text !== undefined) project.parsed?.(path, text, result);
    const info = result && !result.error ? collectLinks(result.tree) : undefined;
    parsed.set(path, info);
    return info;
  };
  /** A page's anchors with those of the snippets it imports (and they import). */
  const withImports = (from: string, info: PageAnchors): Set<string> => {
    const anchors = new Set(info.anchors);
    const seen = new Set<string>();
    const add = (file: string, page: PageAnchors): void => {
      for (const source of page.imports) {
        const path = source.source.startsWith('/') ? posix.normalize(source.source).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(file), source.source));
        if (seen.has(path) || !project.files.has(path)) continue;
        seen.add(path);
        const snippet = infoOf(path);
        if (!snippet) continue;
        for (const anchor of snippet.anchors) anchors.add(anchor);
        add(path, snippet);
      }
    };
    add(from, info);
    return anchors;
  };
  const anchors = new Map<string, Set<string> | undefined>();
  const folders = project.model ? apiPageFolders(project.model.navigation) : [];
  const site: LinkSite = {
    ...pageNames(project),
    page: (path) => pageFileIn(project.pages ?? project.files, path),
    file: (path) => project.files.has(path) && (project.pages === undefined || !isPageFile(path) || project.pages.has(path)),
    // A page below such a folder, or the folder (or one holding it): Mintlify serves a folder's first navigation page there.
    generated: (path) => folders.some((dir) => path === dir || path.startsWith(`${dir}/`) || dir.startsWith(`${path}/`)),
    anchors: (page) => {
      if (!anchors.has(page)) {
        const info = infoOf(page);
        anchors.set(page, info ? withImports(page, info) : undefined);
      }
      return anchors.get(page);
    },
    redirects: project.model ? redirectRules(project.model) : [],
    unpublished: (path) => (project.pages === undefined ? undefined : (pageFileIn(project.files, path) ?? (project.root === undefined ? undefined : pageFileOnDisk(project.root, path)))),
  };
  const nearMiss = nearMissFinder();
  const imports = importChecker(project);
  return (page) => {
    // A snippet's links are judged where it is shown; a document's (`README.md`) are no page's: only their imports are read here.
    if (project.pages !== undefined ? project.files.has(page) && isPageFile(page) && !project.pages.has(page) : isSnippet(page)) {
      return { notPage: true, problems: () => [], imports: (text, tree) => imports(page, text, tree) };
    }
    return {
      problems(info: PageLinks, source?: { text: string; syntax: Syntax }): PageLinkProblem[] {
        // Kept for a later link to this page, while its file holds the same text (`--fix` may write another).
        if (source !== undefined && source.syntax === syntaxOf(page) && !parsed.has(page)) linted.set(page, { digest: digest(source.text), info: { anchors: info.anchors, imports: info.imports } });
        // This page's anchors as linted (the text may differ from the file on disk).
        const own = withImports(page, info);
        const here: LinkSite = { ...site, anchors: (target) => (target === page ? own : site.anchors(target)) };
        const out: PageLinkProblem[] = [];
        for (const link of info.links) {
          const problem = linkProblem(link.url, page, here, { ...(link.kind === 'media' ? { media: true } : {}), ...(link.asWritten ? { asWritten: true } : {}), nearMiss: (target, set, fragment) => (target === page ? nearMissFinder()(target, set, fragment) : nearMiss(target, set, fragment)) });
          // An empty target is link-target's own finding, in a project or not (reported once, not twice).
          if (problem && problem.target.kind !== 'empty') out.push({ line: link.line, column: link.column, kind: problem.ruleId === 'link-anchor-broken' ? 'anchor' : problem.ruleId === 'link-extension' ? 'extension' : 'target', message: problem.message });
        }
        return out;
      },
      imports: (text, tree) => imports(page, text, tree),
    };
  };
}

/**
 * The problems of an `.mdx` file's imports, read as the page index reads them for `check` (a `.md` page's `import` line
 * is text): a snippet the project lacks at its `from`, and (given the file's tree) a name the snippet does not export, at
 * the name (src/parse/snippet-exports.ts, as `check` and `build` say it). Each snippet's exports are read once per text.
 */
function importChecker(project: LinkProject): (page: string, text: string, tree: Root | undefined) => PageImportProblem[] {
  const exports = new Map<string, { digest: string; names: Set<string> | undefined }>();
  const exportsOf = (path: string): Set<string> | undefined => {
    const text = project.read(path);
    if (text === undefined) return undefined;
    const key = digest(text);
    const known = exports.get(path);
    if (known?.digest === key) return known.names;
    const names = snippetTextExports(path, text);
    exports.set(path, { digest: key, names });
    return names;
  };
  return (page, text, tree) => {
    if (!page.endsWith('.mdx')) return [];
    const problem = project.importProblem;
    const missing = problem === undefined ? [] : importSourcesAt(text).flatMap((found): PageImportProblem[] => {
      const refusal = problem(page, found.source);
      return refusal ? [{ line: found.line, column: found.column, ...refusal }] : [];
    });
    const unexported = tree === undefined ? [] : missingExports(tree, (source) => {
      const target = importPath(source, page);
      return target !== undefined && project.files.has(target) ? exportsOf(target) : undefined;
    });
    return [...missing, ...unexported.map((found): PageImportProblem => ({ ...found, ruleId: 'snippet-export-missing', severity: 'warn' }))];
  };
}

/** A project as lint reads it: the link check of each page, and what the page index makes of each page file. */
export interface LintProject {
  check: (page: string) => PageLinkCheck | undefined;
  kinds: ReadonlyMap<string, PageKind>;
}

/**
 * The project as lint reads it, from a project already loaded (the MCP server keeps one); undefined
 * without docs.json or mint.json. `maxBytes`: a linked page larger than this is not read for its anchors.
 */
export function lintProjectOf(loaded: Project, maxBytes?: number): LintProject | undefined {
  if (loaded.config.configPath === undefined) return undefined;
  const { root } = loaded;
  const kinds = new Map(loaded.index.files.map((page) => [page.path, page.kind]));
  let leftOut: Map<string, string> | undefined;
  const check = linkChecker({
    files: loaded.index.all,
    pages: sitePageFiles(loaded.index, loaded.model ? navPages(loaded.model) : []),
    model: loaded.model,
    root,
    importProblem: (from, source) => {
      if (!isMissingSnippet(importPath(source, from), loaded.index.all)) return undefined;
      leftOut ??= leftOutFiles(root, loaded.index.ignored);
      return importRefusal(root, from, source, leftOut);
    },
    // The page's tree waits for its own turn in this thread (src/lint/engine.ts lints it next).
    parsed: (path, text, parsed) => offerParsed(join(root, path), text, parsed),
    read: (path) => {
      try {
        const real = realPathInsideSync(root, join(root, path));
        if (maxBytes !== undefined && statSync(real).size > maxBytes) return undefined;
        return readRegularSync(real).toString('utf8');
      } catch {
        return undefined;
      }
    },
  });
  return { check, kinds };
}

const projects = new Map<string, Promise<LintProject | undefined>>();

/** Forget the projects read so far (a new lint run reads them again). */
export function forgetProjectLinks(): void {
  projects.clear();
}

/** The project holding `file` (absolute) as lint reads it, with the file's root-relative path; read once per project. */
async function lintProjectFor(file: string): Promise<{ project: LintProject; page: string } | undefined> {
  const root = findDocsRoot(dirname(file));
  // Outside a project (no `docs.json` or `mint.json` up the folders) there is nothing to read.
  if (!existsSync(join(root, 'docs.json')) && !existsSync(join(root, 'mint.json'))) return undefined;
  let pending = projects.get(root);
  if (!pending) {
    pending = loadProject(root).then((loaded) => lintProjectOf(loaded), () => undefined);
    projects.set(root, pending);
  }
  const project = await pending;
  const page = relative(root, file).split(sep).join('/');
  return project && !page.startsWith('../') ? { project, page } : undefined;
}

/** The link check of the page at `file` (absolute), when it is in a project; the project is read once. */
export async function projectLinkCheck(file: string): Promise<PageLinkCheck | undefined> {
  const found = await lintProjectFor(file);
  return found?.project.check(found.page);
}

/**
 * What the project's page index makes of the file at `file` (absolute): a page, a snippet (in a
 * snippet folder or imported by a file) or a document Mintlify never publishes; undefined
 * outside a project or for a file the index does not hold.
 */
export async function projectPageKind(file: string): Promise<PageKind | undefined> {
  const found = await lintProjectFor(file);
  return found?.project.kinds.get(found.page);
}

/** The link check of a page in a project given as text (a rule example's `project`): no redirects, no API pages. */
export function linkCheckOf(files: Readonly<Record<string, string>>, page: string, text: string): PageLinkCheck | undefined {
  const all = { ...files, [page]: text };
  // Snippets and the repository's own documents (`README.md`) are no pages of the site, as in a project read from disk.
  const pages = new Set(Object.keys(all).filter((path) => isPageFile(path) && !isSnippet(path) && !isRepositoryDocument(path)));
  return linkChecker({ files: new Set(Object.keys(all)), pages, read: (path) => all[path] })(page);
}

/**
 * What `link-target`'s findings on a page depend on besides the page: the project's files
 * (names, sizes, times). Part of the lint cache's key while the rule is on, so a renamed page
 * or a reworded heading elsewhere is seen.
 */
export function projectLinksFingerprint(files: readonly string[], cacheFile: string): string {
  const hash = createHash('sha256');
  for (const root of new Set(files.map((file) => findDocsRoot(dirname(file))))) {
    hash.update(`${root}\0`);
    for (const rel of listProjectFilesSync(root)) {
      if (join(root, rel) === cacheFile) continue;
      const stat = statSync(join(root, rel), { throwIfNoEntry: false });
      hash.update(`${rel}\0${stat?.size ?? -1}\0${stat?.mtimeMs ?? -1}\0`);
    }
  }
  return hash.digest('hex').slice(0, 20);
}
