// Broken internal links and anchors, checked once every page is rendered.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { followRedirects, siteDestination } from '../config/redirects.js';
import type { Finding } from '../findings/finding.js';
import { linksOutside } from '../project/paths.js';
import type { Project } from './project.js';
import { SITE_FILES, siteHasPath } from './redirects.js';
import type { PageOutput } from './render-page.js';


export function checkLinks(project: Project, outputs: ReadonlyMap<string, PageOutput>, strict: boolean): Finding[] {
  const diagnostics: Finding[] = [];
  const severity = strict ? 'error' : 'warn';
  const byUrl = new Map<string, PageOutput>();
  for (const output of outputs.values()) byUrl.set(output.url, output);
  const assets = new Set(project.assets.map((a) => `/${a}`));
  const home = project.home?.url;
  const exists = (path: string): boolean => siteHasPath(project, path);
  const idSets = new Map<string, Set<string>>();
  const idsOf = (output: PageOutput): Set<string> => {
    let ids = idSets.get(output.path);
    if (!ids) {
      ids = new Set([...output.ids, 'page-title']);
      idSets.set(output.path, ids);
    }
    return ids;
  };
  for (const output of outputs.values()) {
    const file = project.pages.get(output.path)?.file ?? output.path;
    for (const link of output.links) {
      const hashIndex = link.href.indexOf('#');
      let path = hashIndex >= 0 ? link.href.slice(0, hashIndex) : link.href;
      const hash = hashIndex >= 0 ? link.href.slice(hashIndex + 1) : '';
      path = path.split('?')[0] ?? path;
      path = path.length > 1 ? path.replace(/\/+$/, '') : path;
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        decoded = path;
      }
      // `/` is the home page when there is no `index` page (src/render/redirects.ts).
      // `/guide/index` and `/guide/setup.mdx` name pages too, as in `check --links`.
      const url = decoded === '' ? '' : siteDestination(decoded.replace(/\.html$/, ''));
      const target = decoded === '' ? output : (byUrl.get(decoded) ?? byUrl.get(url) ?? (url === '/' && home ? byUrl.get(home) : undefined));
      if (!target) {
        if (assets.has(decoded) || SITE_FILES.has(decoded) || decoded.startsWith('/_docwright/') || decoded.startsWith('/pagefind/')) continue;
        if (decoded.endsWith('.md') && byUrl.has(decoded.slice(0, -3).replace(/^\/index$/, '/'))) continue;
        // Pages the platform generates from a spec that could not be read: unknown, not broken.
        if (project.unknownApiDirs.some((dir) => decoded.startsWith(`/${dir}/`))) continue;
        const redirect = followRedirects(project.redirects, decoded, exists);
        if (redirect.kind === 'target' && (redirect.external !== undefined || (redirect.path !== undefined && exists(redirect.path)))) continue;
        if (redirect.kind !== 'none') {
          const message = redirect.kind === 'loop' ? `Unexpected link \`${link.href}\` to redirects that go round in a circle, expected a link to a page` : `Unexpected link \`${link.href}\` to a redirect whose destination \`${redirect.path ?? ''}\` does not exist, expected a page or file of the site`;
          diagnostics.push({ file: link.file ?? file, line: link.line, column: link.column, ruleId: 'link-broken', message, severity });
          continue;
        }
        // A media file that links outside the project is reported where the page shows it.
        if (link.media && linksOutside(project.root, resolve(project.root, `.${decoded}`))) continue;
        const message = link.media && !isUnpublishedFile(project.root, decoded)
          ? `Missing file \`${link.href}\`, expected an image, video or other file of the project`
          : isUnpublishedFile(project.root, decoded)
            ? `Unexpected link \`${link.href}\` to a file that is not published, expected a page, media or a file named by \`--publish\``
            : `Unexpected broken link \`${link.href}\`, expected a page or file of the site`;
        diagnostics.push({ file: link.file ?? file, line: link.line, column: link.column, ruleId: 'link-broken', message, severity });
        continue;
      }
      if (hash && !target.failed) {
        let id: string;
        try {
          id = decodeURIComponent(hash);
        } catch {
          id = hash;
        }
        if (!idsOf(target).has(id)) diagnostics.push({ file: link.file ?? file, line: link.line, column: link.column, ruleId: 'link-anchor-broken', message: `Missing anchor \`#${id}\` on \`${target.url}\``, severity });
      }
    }
  }
  return diagnostics;
}

/** A file of the project (inside its root) that the publish policy leaves out (src/render/publish.ts). */
function isUnpublishedFile(root: string, urlPath: string): boolean {
  const target = resolve(root, `.${urlPath}`);
  if (!target.startsWith(root + sep)) return false;
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}
