import { join, relative, resolve, sep } from 'node:path';
import { appendAll, capFindings, type Finding } from '../findings/finding.js';
import { inExistingFolder, isInside as inside, linksOutside, notRegularAt } from '../fs/paths.js';
import { finding, locate, locateRef, type Position, type ResolvedConfig } from '../config/json.js';
import type { LoadedConfig } from '../config/index.js';
import { emptyGroupFindings, emptyLanguageFindings } from '../config/empty-groups.js';
import { contrastMessage, themeContrastPairs } from './theme-contrast.js';
import { isExternalUrl, matchesPrefix, normalisePagePath } from '../config/normalise.js';
import type { DocsModel } from '../config/model.js';
import { isNavExempt, isSnippetFile, pageFile, projectFiles, readAllFrontmatter, type ProjectFiles } from './project-files.js';
import { urlCollisions, urlOfPageFile } from '../project/collisions.js';
import { redirectRules } from '../config/redirects.js';
import { redirectSourceFile, redirectSourceProblem, redirectWildcardProblem, SITE_FILES } from '../config/redirect-sources.js';
import { loadProject, type Project } from '../project/load.js';
import type { Frontmatter } from '../parse/index.js';
import { frontmatterYamlMessage } from '../project/frontmatter.js';
import { isRecord } from '../guards.js';
import { importInTurn } from '../import-in-turn.js';
import { navEntries } from '../config/nav-entries.js';
import { duplicateGroups } from './nav-groups.js';
import { configFileFindings } from '../project/config-files.js';
import type { GeneratedPages } from './links.js';
import type { GraphqlNavResult } from '../graphql/nav.js';
import type { VerdictCache } from './verdict-cache.js';
import type { PageChecks } from './page-memo.js';
import { feedbackFindings, needsRepository } from '../project/feedback.js';
import { findRepository } from '../project/repository.js';
import { describeIgnoreReason, documentName, IGNORE_FILES, isRepositoryDocument, MINT_IGNORE_FILE } from '../project/ignore.js';
import { existsSync } from 'node:fs';
import { applyCheckSettings, type CheckId, type CheckSettings } from '../findings/checks.js';
import { withoutDisabled } from '../lint/disabled-findings.js';
import { loadCheckSettings, type LoadedCheckSettings } from '../lint/check-settings.js';
import { controlNamedEntryMessage, hasControlCharacter, skippedFindings } from '../project/skipped.js';
import { importRefusal, leftOutFiles } from '../project/snippet-refusal.js';

/**
 * `docwright check`: the configuration validated, then cross-checked against the files on
 * disk. Reads docs.json (with its `$ref`s), the OpenAPI specs and each page's front matter,
 * and parses the pages that hold MDX (`md-pages.ts`: whether they compile); `links: true`
 * parses every page for its links instead (see `links.ts`).
 */

export interface CheckOptions {
  /** Also report internal links and `#anchors` that point nowhere (parses every page). */
  links?: boolean;
  /**
   * Severities by check id (`off` drops a finding): the `checks` of docwright's configuration. Default: read from the
   * configuration file found from `root` upward (`.docwrightrc` …), as `docwright lint` finds it.
   */
  checks?: CheckSettings;
  /**
   * The folder of the verdict cache (`check.json`: whether each page's text compiles as MDX, by its hash, for
   * docwright's version and code), so a second check parses only the pages that changed. Default: none
   * (the CLI's default is `<root>/.docwright-cache`, as build's).
   */
  cacheDir?: string;
  /** `cacheDir` was named by the user: it may be a symlink. */
  cacheNamed?: boolean;
}

export interface CheckResult {
  loaded: LoadedConfig;
  /** Every finding, config diagnostics first, sorted by file and position. */
  findings: Finding[];
  /** Whether the configuration is missing or not JSON at all (exit 2); schema errors are findings. */
  fatal: boolean;
}

const OPERATION = /^(?:(\S+)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+(\S.*)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Redirects the build does not write, judged by their source as `build` judges them (src/config/redirect-sources.ts):
 * a source that is one of the project's pages (or its `.md` copy), the home page or a file every build writes.
 */
function redirectSourceFindings(resolved: ResolvedConfig, model: DocsModel, sitePages: readonly string[]): Finding[] {
  if (model.redirects.length === 0) return [];
  const urls = new Set(sitePages.map(urlOfPageFile));
  const outFiles = new Set([...urls].flatMap((url) => (url === '/' ? ['index.html', 'index.md'] : [`${url.slice(1)}.html`, `${url.slice(1)}.md`])));
  const serves = (source: string, outFile: string): boolean => {
    const file = redirectSourceFile(source);
    return source === '/' || urls.has(source) || SITE_FILES.has(source) || outFiles.has(outFile) || (file !== undefined && (file === '_redirects' || outFiles.has(file)));
  };
  const out: Finding[] = [];
  for (const rule of redirectRules(model)) {
    const problem = redirectWildcardProblem(rule) ?? redirectSourceProblem(rule, serves);
    if (problem !== undefined) out.push(at(resolved, ['redirects', rule.index], 'redirect-skipped', problem, 'warn'));
  }
  return out;
}

function at(resolved: ResolvedConfig, path: PropertyKey[], ruleId: CheckId, message: string, severity: Finding['severity'] = 'error'): Finding {
  const where = locate(resolved, path);
  return finding(where.file, where.at, ruleId, message, severity);
}

/** The versions and languages a navigation entry sits in, from its key path (`versions.1/languages.0`). */
function variantScope(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    if ((key === 'versions' || key === 'languages') && typeof path[i + 1] === 'number') parts.push(`${key}.${String(path[i + 1])}`);
  });
  return parts.join('/');
}

function checkNavigation(root: string, resolved: ResolvedConfig, files: ProjectFiles, raw: Record<string, unknown>): { findings: Finding[]; listed: Set<string>; offCase: Set<string> } {
  const findings: Finding[] = [];
  const listed = new Set<string>();
  const offCase = new Set<string>();
  const first = new Map<string, PropertyKey[]>();
  // Files with a page extension in another case (`intro.MDX`), by path without it: no pages.
  const otherCases = new Map<string, string>();
  for (const candidate of files.all) if (/\.mdx?$/i.test(candidate) && !/\.mdx?$/.test(candidate)) otherCases.set(candidate.replace(/\.mdx?$/i, ''), candidate);
  const mayExist = inExistingFolder();
  for (const { entry, path } of navEntries(raw)) {
    const text = entry.trim();
    if (OPERATION.test(text)) continue;
    if (SCHEME.test(text)) continue;
    const page = normalisePagePath(text);
    const target = resolve(root, page);
    if (!inside(root, target) || /^[a-zA-Z]:[\\/]/.test(text)) {
      findings.push(at(resolved, path, 'nav-path-outside', `Unexpected page \`${text}\` outside the project, expected a path inside it such as \`guides/setup\``));
      continue;
    }
    const rel = relative(root, target).split(sep).join('/');
    const file = pageFile(files, rel);
    const extension = /\.mdx?$/i.exec(text);
    if (file && extension) {
      // The platform finds `intro` as intro.mdx, and finds nothing at `intro.mdx`: the page is missing from the site.
      findings.push(at(resolved, path, 'nav-page-extension', `Unexpected \`${text}\`, expected \`${text.slice(0, -extension[0].length)}\` (a navigation entry names the page without its extension; Mintlify shows no page for this entry)`));
    } else if (file && isRepositoryDocument(file)) {
      // README, LICENSE, CONTRIBUTING, CONTRIBUTE and CHANGELOG `.md` files: Mintlify's file categories and default ignores leave them out.
      findings.push(at(resolved, path, 'nav-page-missing', `Unexpected page \`${text}\` (\`${file}\`), expected another page: Mintlify does not publish \`${documentName(file)}\` files`));
    } else if (file && files.index.imported.has(file)) {
      // Mintlify takes every imported page file for a snippet (its file categories), so the entry shows nothing.
      findings.push(at(resolved, path, 'nav-page-missing', `Unexpected page \`${text}\` (\`${file}\`) that another file imports, expected a page no file imports: Mintlify treats an imported file as a snippet and publishes no page for this entry`));
    }
    if (!file) {
      const linked = ['.mdx', '.md', ''].map((ext) => `${rel}${ext}`).find((candidate) => /\.mdx?$/i.test(candidate) && mayExist(join(root, candidate)) && linksOutside(root, join(root, candidate)));
      if (linked) {
        findings.push(at(resolved, path, 'nav-path-outside', `Unexpected page \`${text}\` that links outside the project (\`${linked}\`), expected a file inside it`));
        continue;
      }
      const other = otherCases.get(rel.replace(/\.mdx?$/i, ''));
      if (other !== undefined) offCase.add(other);
      findings.push(absentPage(root, resolved, files, otherCases, mayExist, path, text, rel));
      continue;
    }
    const ignoredBy = files.index.listedIgnored.get(file);
    if (ignoredBy?.kind === 'pattern' && ignoredBy.file.endsWith(IGNORE_FILES[0])) {
      // Read all the same, but Mintlify deploys from the repository, where the file is not.
      findings.push(at(resolved, path, 'nav-page-ignored', `Unexpected page \`${text}\` that ${describeIgnoreReason(root, ignoredBy)} leaves out of git, expected it tracked (a deploy from the repository would not have it)`, 'warn'));
    } else if (ignoredBy?.kind === 'pattern' && ignoredBy.file.endsWith(MINT_IGNORE_FILE)) {
      // Read all the same, but Mintlify publishes no file its `.mintignore` names.
      findings.push(at(resolved, path, 'nav-page-ignored', `Unexpected page \`${text}\` that ${describeIgnoreReason(root, ignoredBy)} leaves out of the site, expected it published (Mintlify publishes no file its \`.mintignore\` names)`, 'warn'));
    }
    listed.add(file);
    // A page listed once in each version (or language) is shared, not duplicated.
    const key = `${file}\0${variantScope(path)}`;
    const previous = first.get(key);
    if (previous) findings.push(duplicatePage(root, resolved, path, previous, text));
    else first.set(key, path);
  }
  for (const group of duplicateGroups(raw)) {
    const first = locate(resolved, [...group.first, 'group']);
    const here = locate(resolved, [...group.path, 'group']);
    // One `$ref` file used twice: the same text, reported as its repeated pages are (`nav-page-duplicate`).
    if (here.file === first.file && here.at?.line === first.at?.line && here.at?.column === first.at?.column) continue;
    findings.push(at(resolved, [...group.path, 'group'], 'nav-group-duplicate', `Unexpected group \`${group.name}\` beside another of the same name (at ${placeName(root, first)}), expected one group or distinct names: Mintlify shows both under one heading each, which readers cannot tell apart`, 'warn'));
  }
  return { findings, listed, offCase };
}


/** `file:line:col` of a place, the file relative to the project root. */
function placeName(root: string, place: { file: string; at: Position | undefined }): string {
  return `${relative(root, place.file).split(sep).join('/')}:${place.at?.line ?? 1}:${place.at?.column ?? 1}`;
}

/**
 * `nav-page-duplicate` for the page `text` at `path`, listed first at `previous`. When both are one
 * entry of a `$ref` file used twice, the finding sits at the `$ref` that repeats it, naming the first use.
 */
function duplicatePage(root: string, resolved: ResolvedConfig, path: PropertyKey[], previous: PropertyKey[], text: string): Finding {
  const here = locate(resolved, path);
  const there = locate(resolved, previous);
  const message = `Unexpected duplicate page \`${text}\`, expected each page once in the navigation (already listed at ${placeName(root, there)}`;
  const ref = placeName(root, here) === placeName(root, there) ? locateRef(resolved, path) : undefined;
  if (ref === undefined) return finding(here.file, here.at, 'nav-page-duplicate', `${message})`, 'warn');
  const firstRef = locateRef(resolved, previous);
  return finding(ref.file, ref.at, 'nav-page-duplicate', `${message}${firstRef ? ` through the \`$ref\` at ${placeName(root, firstRef)}` : ''}: this \`$ref\` lists it again)`, 'warn');
}

/**
 * The finding for a navigation page with no page file: a page file in another case
 * (`intro.MDX`), one that the ignore policy leaves out (in `node_modules`, the build output), or
 * none at all. An existing file is never called missing.
 */
function absentPage(root: string, resolved: ResolvedConfig, files: ProjectFiles, otherCases: ReadonlyMap<string, string>, mayExist: (path: string) => boolean, path: PropertyKey[], text: string, rel: string): Finding {
  if (hasControlCharacter(rel)) return at(resolved, path, 'nav-page-missing', controlNamedEntryMessage(text));
  const stem = rel.replace(/\.mdx?$/i, '');
  const otherCase = otherCases.get(stem);
  if (otherCase !== undefined) {
    const extension = otherCase.slice(stem.length);
    return at(resolved, path, 'nav-page-extension', `Unexpected extension \`${extension}\` of \`${otherCase}\`, expected \`${extension.toLowerCase()}\` (a page file's extension is lower case, as on Mintlify)`);
  }
  const candidates = /\.mdx?$/.test(rel) ? [rel] : [`${rel}.mdx`, `${rel}.md`];
  for (const candidate of candidates) {
    const target = join(root, candidate);
    const why = files.index.ignored.get(candidate) ?? (mayExist(target) && existsSync(target) ? files.index.policy.reason(target) : undefined);
    if (why?.kind === 'pattern') return at(resolved, path, 'nav-page-ignored', `Unexpected page \`${text}\` that ${describeIgnoreReason(root, why)} leaves out, expected a page docwright reads`);
    if (why) return at(resolved, path, 'nav-page-ignored', `Unexpected page \`${text}\` in ${describeIgnoreReason(root, why)}, which docwright never reads, expected a page outside it`);
    const kind = mayExist(target) ? notRegularAt(target) : undefined;
    if (kind !== undefined) return at(resolved, path, 'nav-page-missing', `Unexpected ${kind} \`${candidate}\` for page \`${text}\`, expected a regular file`);
  }
  return at(resolved, path, 'nav-page-missing', `Missing page \`${text}\`, expected \`${rel}.mdx\` or \`${rel}.md\``);
}

function checkLegacyDivisions(resolved: ResolvedConfig, raw: Record<string, unknown>, pages: string[]): Finding[] {
  const findings: Finding[] = [];
  const versions = Array.isArray(raw.versions) ? raw.versions.map((v: unknown) => (isRecord(v) ? v.name : v)).filter((v): v is string => typeof v === 'string') : [];
  const unknownVersion = (version: unknown, path: PropertyKey[]): void => {
    if (typeof version !== 'string' || versions.includes(version)) return;
    const name = path.map((p, i) => (typeof p === 'number' ? `[${String(p)}]` : `${i > 0 ? '.' : ''}${String(p)}`)).join('');
    findings.push(at(resolved, path, 'nav-version-unknown', `Unexpected version \`${version}\` for \`${name}\`, expected one of \`versions\`${versions.length > 0 ? ` (${versions.map((v) => `\`${v}\``).join(', ')})` : ' (none are declared)'}`));
  };
  for (const key of ['tabs', 'anchors'] as const) {
    const list = raw[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, i) => {
      if (!isRecord(item)) return;
      const url = item.url;
      if (typeof url === 'string' && !isExternalUrl(url) && !pages.some((p) => matchesPrefix(p, url))) {
        findings.push(at(resolved, [key, i, 'url'], 'nav-prefix-unmatched', `Unexpected \`${key}[${i}].url\` \`${url}\` that matches no page, expected the folder of at least one page in \`navigation\``, 'warn'));
      }
      unknownVersion(item.version, [key, i, 'version']);
    });
  }
  // A group naming an undeclared version is a schema error (the platform refuses it too).
  return findings;
}

/** The theme's colours below the contrast they need (`themeContrastPairs`, as `docwright a11y` judges them): `color-contrast` warnings at their key. */
function checkContrast(resolved: ResolvedConfig, model: DocsModel): Finding[] {
  return themeContrastPairs(model, resolved.value)
    .filter((pair) => pair.ratio < pair.minimum)
    .map((pair) => at(resolved, [...pair.source], 'color-contrast', contrastMessage(pair), 'warn'));
}

function checkPagesNotInNav(files: ProjectFiles, listed: Set<string>, configFile: string, root: string, frontmatter: Map<string, Frontmatter | undefined>): Finding[] {
  const findings: Finding[] = [];
  for (const page of files.pages) {
    if (listed.has(page) || isNavExempt(files, page)) continue;
    // The root's index page is the home page, reached at `/` whether or not the navigation lists it.
    if (page === 'index.mdx' || page === 'index.md') continue;
    const fm = frontmatter.get(page);
    // Pages that say they are hidden on purpose are fine.
    if (fm?.data.hidden === true || fm?.data.noindex === true) continue;
    findings.push({ file: join(root, page), line: 1, column: 1, ruleId: 'page-not-in-nav', severity: 'warn', message: `Unexpected page that is not in the navigation of \`${relative(root, configFile)}\`, expected it listed or marked \`hidden: true\`` });
  }
  return findings;
}

/** Front matter that does not parse, at its line and column, as `lint` reports it (`frontmatter-present`). */
function checkFrontmatter(root: string, files: ProjectFiles, pages: readonly string[], frontmatter: Map<string, Frontmatter | undefined>): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    if (isNavExempt(files, page)) continue;
    for (const problem of frontmatter.get(page)?.problems ?? []) {
      // Never closed (its lines shown as text) or opened by `--- ` (its keys ignored): Mintlify compiles the page, so a warning, as lint gives.
      findings.push({ file: join(root, page), line: problem.line, column: problem.column, ruleId: 'frontmatter-yaml', severity: problem.fails === 'text' || problem.fails === 'keys' ? 'warn' : 'error', message: frontmatterYamlMessage(problem) });
    }
  }
  return findings;
}

/** Files with a page extension in another case (`intro.MDX`) that no navigation entry names: neither page nor asset. */
function checkExtensionCase(root: string, files: ProjectFiles, listed: Set<string>): Finding[] {
  const findings: Finding[] = [];
  for (const file of files.all) {
    const extension = /\.mdx?$/i.exec(file)?.[0];
    if (extension === undefined || extension === extension.toLowerCase() || listed.has(file)) continue;
    findings.push({ file: join(root, file), line: 1, column: 1, ruleId: 'page-extension', severity: 'warn', message: `Unexpected extension \`${extension}\`, expected \`${extension.toLowerCase()}\` (a file is a page only with a lower-case extension, as on Mintlify; this one is neither built nor published)` });
  }
  return findings;
}

/** Imports that close a circle of snippets importing each other (build's `snippet-cycle`, which it reports where the snippet is used), at the import. */
function checkImportCycles(root: string, files: ProjectFiles): Finding[] {
  return files.index.importCycles.map((found) => ({
    file: join(root, found.from),
    line: found.line,
    column: found.column,
    ruleId: 'snippet-cycle',
    severity: 'error',
    message: `Unexpected snippet import cycle ${found.chain.map((path) => `\`${path}\``).join(' → ')}, expected snippets that do not use themselves`,
  }));
}

/**
 * Imports of snippets that do not exist, from the index's line scan. With `codeOnly` (`check --links`, whose parse
 * reports the `.md`/`.mdx` ones of pages and `.mdx` snippets) only those of `.jsx`/`.js` files, and those in them.
 */
function checkMissingImports(root: string, files: ProjectFiles, codeOnly: boolean): Finding[] {
  // A `.jsx`/`.js` snippet's own imports are not in the links' parse either.
  const missing = codeOnly ? files.index.missingImports.filter((found) => /\.jsx?$/i.test(found.source) || /\.jsx?$/i.test(found.from)) : files.index.missingImports;
  const leftOut = missing.length > 0 ? leftOutFiles(root, files.index.ignored) : undefined;
  return missing.map((found) => ({ file: join(root, found.from), line: found.line, column: found.column, severity: 'error', ...importRefusal(root, found.from, found.source, leftOut) }));
}

/** Pages generated from the specs the navigation names (as `build` makes them), for the link check. */
async function generatedApiPages(root: string, model: DocsModel, files: ProjectFiles, graphql: Promise<GraphqlNavResult | undefined>): Promise<GeneratedPages> {
  const { operationNavPages } = await importInTurn(() => import('../openapi/nav.js'));
  const { specLoadOptions } = await importInTurn(() => import('./check-openapi.js'));
  const existing = new Set(files.pages.map((p) => p.replace(/\.mdx?$/i, '')));
  const { generatedPageAnchors } = await importInTurn(() => import('../openapi/page-anchors.js'));
  const options = specLoadOptions(root, model);
  const result = await operationNavPages(structuredClone(model.navigation), { model, existing, ...options });
  // Each page's anchors, as `build` makes the page: a fragment into it is checked like one into a written page.
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const page of result.pages) {
    const ids = await generatedPageAnchors(page, { ...options, api: { ...(isRecord(model.raw.api) ? model.raw.api : {}), maintainOrder: model.api.maintainOrder } });
    if (ids !== undefined) anchors.set(page.path, ids);
  }
  // SDK reference pages (src/sdk/) and AsyncAPI channel pages (src/asyncapi/), as `build` makes them: links into them resolve.
  const { sdkNavPages } = await importInTurn(() => import('../sdk/nav.js'));
  const sdk = await sdkNavPages({ navigation: structuredClone(model.navigation) }, { root, configFile: join(root, 'docs.json'), existing });
  const { asyncApiNavPages } = await importInTurn(() => import('../asyncapi/nav.js'));
  const channels = await asyncApiNavPages({ navigation: structuredClone(model.navigation) }, { root, configFile: join(root, 'docs.json'), existing });
  const fromGraphql = await graphql;
  const paths = [...result.pages, ...sdk.pages, ...channels.pages, ...(fromGraphql?.pages ?? [])].map((p) => p.path);
  return { pages: new Set(paths), anchors, unknownUnder: [...result.unknownUnder, ...sdk.unknownUnder, ...channels.unknownUnder, ...(fromGraphql?.unknownUnder ?? [])] };
}

/** The GraphQL reference pages and their findings, when the navigation names a schema. */
async function graphqlReferences(root: string, model: DocsModel, resolved: ResolvedConfig, configPath: string, files: ProjectFiles): Promise<GraphqlNavResult | undefined> {
  const { checkGraphql, hasGraphql } = await importInTurn(() => import('./check-graphql.js'));
  if (!hasGraphql(model)) return undefined;
  return checkGraphql(root, model, resolved, configPath, new Set(files.pages.map((p) => p.replace(/\.mdx?$/i, ''))));
}

/** What `crossCheck` works on: the loaded configuration, the project's files, the findings so far and the link check started. */
interface CrossCheck {
  absRoot: string;
  loaded: LoadedConfig;
  resolved: ResolvedConfig;
  configPath: string;
  model: DocsModel;
  files: ProjectFiles;
  findings: Finding[];
  generated: Promise<GeneratedPages> | undefined;
  links: Promise<Finding[]> | undefined;
  /** The pages' anchors once `links` has read them. */
  pageAnchors: PageAnchors;
  /** The GraphQL references (src/check/check-graphql.ts), when the navigation names a schema. */
  graphql: Promise<GraphqlNavResult | undefined>;
  /** The `.mdx` pages that do not compile (src/check/md-pages.ts), when `links` does not parse the pages. */
  syntax: Promise<Finding[]> | undefined;
  /** The verdict cache on disk, when the options name one. */
  verdicts: VerdictCache | undefined;
  /** What the checks before learned of each unchanged file, for a process that keeps the project. */
  memo: PageChecks | undefined;
}

/** Each page's anchors (a page file → its heading ids and `id`s), set by the link check when it has read the pages. */
interface PageAnchors {
  of?: (page: string) => ReadonlySet<string> | undefined;
}

/** Validate a project's configuration and cross-check it against its files. */
export async function checkProject(root: string, options: CheckOptions = {}): Promise<CheckResult> {
  return checkWith(root, () => loadProject(root), options);
}

/**
 * `checkProject` on a project already loaded (the MCP server and the language server keep one between requests, read
 * again when a file changes): the configuration and the index are not read again; the checks read what they read.
 */
export function checkLoadedProject(project: Project, options: KeptCheckOptions = {}): Promise<CheckResult> {
  return checkWith(project.root, () => Promise.resolve(project), options);
}

/** A check of a project kept between checks: `memo`, what the checks before learned of each file that did not change since. */
export interface KeptCheckOptions extends CheckOptions {
  memo?: PageChecks;
}

async function checkWith(root: string, project: () => Promise<Project>, options: KeptCheckOptions): Promise<CheckResult> {
  const settings: Promise<LoadedCheckSettings> = options.checks ? Promise.resolve({ settings: options.checks }) : loadCheckSettings(resolve(root));
  const checked = checkAll(project, options, settings);
  // Handled here too: a configuration refused (`DOCWRIGHT_NO_JS_CONFIG`) is thrown below, once the checks it started have ended.
  checked.catch(() => undefined);
  let loaded: LoadedCheckSettings;
  try {
    loaded = await settings;
  } catch (error) {
    await checked.catch(() => undefined);
    throw error;
  }
  const result = await checked;
  // A page's disable comments switch its findings off here as in lint (src/lint/disabled-findings.ts).
  const findings = applyCheckSettings([...(loaded.problems ?? []), ...withoutDisabled(result.findings, resolve(root))], loaded.settings);
  return { ...result, findings };
}

/** Every check of the project, before the project's `checks` severities apply. */
async function checkAll(loadedProject: () => Promise<Project>, options: KeptCheckOptions, settings: Promise<LoadedCheckSettings>): Promise<CheckResult> {
  const project = await loadedProject();
  const loaded = project.config;
  // What the walk passed over (a link out of the project, a named pipe) and ignore files it could not read: said at their paths.
  const findings = [...loaded.diagnostics, ...skippedFindings(project.index.root, project.index.skipped, project.index.policy.unread)];
  // With schema errors, every cross-check still runs, on the model of what validates.
  const model = project.model;
  const { resolved, configPath } = loaded;
  if (!model || !resolved || !configPath) {
    return { loaded, findings, fatal: findings.some((f) => f.fatal === true) };
  }
  const absRoot = loaded.root;
  const files = projectFiles(project.index);
  const { memo } = options;
  // Pages are parsed on worker threads while the other checks run here.
  const graphql = graphqlReferences(absRoot, model, resolved, configPath, files);
  const generated = options.links ? generatedApiPages(absRoot, model, files, graphql) : undefined;
  // The pages' anchors, as the link check read them: the configuration's links are judged with them too.
  const pageAnchors: PageAnchors = {};
  const links = generated
    ? Promise.all([importInTurn(() => import('./links.js')), generated]).then(([{ checkLinks }, pages]) =>
        checkLinks(
          absRoot,
          model,
          files,
          pages,
          (anchors) => {
            pageAnchors.of = anchors;
          },
          memo,
        ),
      )
    : undefined;
  // `.mdx` pages and snippets that do not compile, parsed on worker threads while the other checks run (the link check
  // reports the pages itself, so only the snippets are parsed here then); none is parsed when the project turns `parse-error` off.
  const verdicts = options.cacheDir === undefined ? undefined : await (await importInTurn(() => import('./verdict-cache.js'))).VerdictCache.open(resolve(absRoot, options.cacheDir), options.cacheNamed === true);
  const syntax = settings.then(async ({ settings: checks }) => (checks['parse-error'] === 'off' ? [] : (await importInTurn(() => import('./md-pages.js'))).checkMdxPages(absRoot, files, verdicts, links !== undefined, memo)));
  // Waited for below (a failure there is thrown there), and before this returns or throws: nothing this check started runs on after it.
  const background = Promise.allSettled([generated, links, graphql, syntax]);
  try {
    return await crossCheck({ absRoot, loaded, resolved, configPath, model, files, findings, generated, links, pageAnchors, graphql, syntax, verdicts, memo });
  } finally {
    await background;
    await verdicts?.save();
  }
}

/** What `checkProject` checks once the configuration is loaded: the navigation, files, specs, front matter and (with `links`) the links. */
async function crossCheck(ctx: CrossCheck): Promise<CheckResult> {
  const { absRoot, loaded, resolved, configPath, model, files, findings, generated, links, pageAnchors, graphql, syntax, verdicts, memo } = ctx;
  // The configuration as written (before anything invalid was left out), so positions hold.
  const raw = isRecord(resolved.value) ? resolved.value : model.raw;
  const nav = checkNavigation(absRoot, resolved, files, raw);
  appendAll(findings, nav.findings);
  appendAll(findings, configFileFindings(absRoot, resolved, files.all, raw, 'error', true));
  if (loaded.generation === 'legacy') {
    const pages = [...nav.listed].map((p) => p.replace(/\.mdx?$/i, ''));
    appendAll(findings, checkLegacyDivisions(resolved, raw, pages));
  }
  appendAll(findings, checkContrast(resolved, model));
  appendAll(findings, emptyGroupFindings(resolved));
  appendAll(findings, emptyLanguageFindings(resolved));
  const repository = needsRepository(model) ? await findRepository(absRoot, model) : undefined;
  appendAll(findings, feedbackFindings(model, repository, configPath, resolved));
  const pages = files.pages.filter((p) => !isSnippetFile(files, p));
  const frontmatter = await readAllFrontmatter(files, pages);
  const { checkOpenApi } = await importInTurn(() => import('./check-openapi.js'));
  appendAll(findings, await checkOpenApi(absRoot, loaded, files, frontmatter));
  // SDK references (src/sdk/): an artifact that cannot be read or a tool not read yet, as `build` reports it.
  const { sdkNavPages } = await importInTurn(() => import('../sdk/nav.js'));
  appendAll(findings, (await sdkNavPages({ navigation: structuredClone(model.navigation) }, { root: absRoot, configFile: configPath, resolved })).findings);
  // AsyncAPI documents (src/asyncapi/): one that cannot be read, as `build` reports it.
  const { asyncApiNavPages } = await importInTurn(() => import('../asyncapi/nav.js'));
  appendAll(findings, (await asyncApiNavPages({ navigation: structuredClone(model.navigation) }, { root: absRoot, configFile: configPath, resolved })).findings);
  appendAll(findings, checkPagesNotInNav(files, nav.listed, configPath, absRoot, frontmatter));
  appendAll(findings, checkFrontmatter(absRoot, files, pages, frontmatter));
  appendAll(findings, checkExtensionCase(absRoot, files, nav.offCase));
  appendAll(findings, checkMissingImports(absRoot, files, links !== undefined));
  appendAll(findings, checkImportCycles(absRoot, files));
  // A named import of a snippet that does not export the name, as `build` reports it.
  const { checkSnippetExports } = await importInTurn(() => import('./snippet-exports.js'));
  appendAll(findings, await checkSnippetExports(absRoot, files));
  // Files at the same URL, as the build sees them: a page in a snippet folder or a repository document only when listed.
  const listedPages = new Set([...nav.listed].map((p) => p.replace(/\.mdx?$/i, '')));
  const sitePages = files.pages.filter((p) => !isNavExempt(files, p) || listedPages.has(p.replace(/\.mdx?$/i, '')));
  appendAll(findings, urlCollisions(absRoot, sitePages, listedPages, 'error').findings);
  appendAll(findings, redirectSourceFindings(resolved, model, sitePages));
  const { checkMdPages } = await importInTurn(() => import('./md-pages.js'));
  appendAll(findings, await checkMdPages(absRoot, files, verdicts, memo));
  appendAll(findings, (await graphql)?.findings ?? []);
  if (syntax) appendAll(findings, await syntax);
  if (links) appendAll(findings, await links);
  if (generated) {
    const { brokenRedirectTargets, redirectTargetMessage } = await importInTurn(() => import('../project/redirect-targets.js'));
    for (const target of brokenRedirectTargets(raw, model, files, await generated)) findings.push(at(resolved, ['redirects', target.index, 'destination'], 'link-broken', redirectTargetMessage(target)));
    const { configLinkProblems } = await importInTurn(() => import('./config-links.js'));
    for (const { path, problem } of configLinkProblems(raw, model, files, await generated, pageAnchors.of)) findings.push(at(resolved, path, problem.ruleId, problem.message, problem.severity ?? 'error'));
  }
  findings.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
  return { loaded, findings: capFindings(findings), fatal: false };
}

