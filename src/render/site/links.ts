// Broken internal links and anchors, checked once every page is rendered.
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Finding } from '../../findings/finding.js';
import { linksOutside } from '../../fs/paths.js';
import { linkProblem, nearMissFinder, pagesByName, type LinkSite } from '../../project/links.js';
import { hasControlCharacter } from '../../project/skipped.js';
import type { PageEntry, SiteProject } from '../layout/project.js';
import { folderPages, SITE_FILES } from './redirects.js';
import type { PageOutput } from '../layout/page-layout.js';


/**
 * `findings` without a `path-outside` that a `link-broken` at the same file, line and column already
 * names: an image `../../x.png` outside the project is one problem, reported once, as `lint` and
 * `check --links` report it (`link-broken`); a file that only links outside (a symlink), which the link
 * check passes, keeps its `path-outside`.
 */
export function withoutCoveredOutside(findings: readonly Finding[]): Finding[] {
  const place = (f: Finding): string => `${f.file}\0${f.line}\0${f.column}`;
  const broken = new Set(findings.filter((f) => f.ruleId === 'link-broken').map(place));
  return findings.filter((f) => f.ruleId !== 'path-outside' || !broken.has(place(f)));
}

/** The link check of a build: every rendered page's internal links and anchors against the pages and ids the build wrote (`check --links` judges the pages as written, src/check/links.ts). */
export function checkBuiltLinks(project: SiteProject, outputs: ReadonlyMap<string, Pick<PageOutput, 'path' | 'failed' | 'ids' | 'links'>>, strict: boolean): Finding[] {
  const check = builtLinkChecker(project, outputs, strict);
  return [...outputs.values()].flatMap(check);
}

/** The link check of one page against the pages and ids of `outputs` (the dev server's, src/render/site/site-links.ts, names each finding's page). */
export function builtLinkChecker(project: SiteProject, outputs: ReadonlyMap<string, Pick<PageOutput, 'path' | 'failed' | 'ids' | 'links'>>, strict: boolean): (output: Pick<PageOutput, 'path' | 'links'>) => Finding[] {
  const severity = strict ? 'error' : 'warn';
  const assets = new Set(project.assets);
  // Every built page, generated ones too (their fragments are checked against the ids the build wrote).
  const written = (path: string): PageEntry | undefined => project.pages.get(path);
  // Pages are named by their file (`guide/intro.mdx`), as `check --links` names them.
  const pathOf = new Map<string, string>();
  const fileOf = (entry: PageEntry): string => {
    // A generated page has no file: its path names it.
    const key = entry.source !== undefined ? entry.path : relative(project.root, entry.file).split(sep).join('/');
    pathOf.set(key, entry.path);
    return key;
  };
  const idSets = new Map<string, Set<string>>();
  const folders = folderPages(project);
  let byName: Map<string, string[]> | undefined;
  const site: LinkSite = {
    page: (path) => {
      const entry = written(path);
      return entry ? fileOf(entry) : undefined;
    },
    // A folder without an `index` page is its first page (the build writes a redirect there).
    folder: (path) => {
      const entry = folders.get(path);
      return entry ? fileOf(entry) : undefined;
    },
    // Besides media and published files: what every build writes, and each page's `.html` file.
    file: (path) => assets.has(path) || SITE_FILES.has(`/${path}`) || path.startsWith('_docwright/') || path.startsWith('pagefind/') || (path.endsWith('.html') && written(path.slice(0, -5)) !== undefined),
    generated: (path) => project.pages.get(path)?.source !== undefined || project.unknownApiDirs.some((dir) => path.startsWith(`${dir}/`)),
    anchors: (key) => {
      const path = pathOf.get(key) ?? key;
      const output = outputs.get(path);
      if (!output || output.failed) return undefined;
      let ids = idSets.get(path);
      if (!ids) idSets.set(path, (ids = new Set([...output.ids, 'page-title'])));
      return ids;
    },
    redirects: project.redirects,
    // A broken link's message names the pages of the same name (`../harvest/` from `guides/sowing`), as lint's does.
    named: (name) => {
      byName ??= pagesByName([...project.pages.values()].filter((entry) => entry.source === undefined).map(fileOf));
      return byName.get(name) ?? [];
    },
    // A page file the build left out (`README.md`, a snippet): the message names it.
    unpublished: (path) => ['.mdx', '.md'].map((ext) => `${path}${ext}`).find((rel) => isUnpublishedFile(project.root, `/${rel}`) && !project.ignores(resolve(project.root, rel))),
  };
  const nearMiss = nearMissFinder();
  return (output) => {
    const diagnostics: Finding[] = [];
    const file = project.pages.get(output.path)?.file ?? output.path;
    for (const link of output.links) {
      const problem = linkProblem(link.written ?? link.href, output.path, site, { ...(link.media ? { media: true } : {}), ...(link.asWritten ? { asWritten: true } : {}), nearMiss });
      if (!problem) continue;
      let message = problem.message;
      if (problem.target.kind === 'missing') {
        const path = `/${problem.target.path}`;
        // A media file that links outside the project is reported where the page shows it.
        if (link.media && linksOutside(project.root, resolve(project.root, `.${path}`))) continue;
        if (!hasControlCharacter(path) && isUnpublishedFile(project.root, path)) message = `Unexpected link \`${(link.written ?? link.href).trim()}\` to a file that is not published, expected a page, media or a file named by \`--publish\``;
      }
      // `--strict` raises every link finding but `link-extension` (a page Mintlify serves elsewhere) to an error.
      diagnostics.push({ file: link.file ?? file, line: link.line, column: link.column, ruleId: problem.ruleId, message, severity: strict && problem.ruleId !== 'link-extension' ? 'error' : (problem.severity ?? severity) });
    }
    return diagnostics;
  };
}

/** A file of the project (inside its root) that the publish policy leaves out (src/render/safety/publish.ts). */
function isUnpublishedFile(root: string, urlPath: string): boolean {
  const target = resolve(root, `.${urlPath}`);
  if (!target.startsWith(root + sep)) return false;
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}
