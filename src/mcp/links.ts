// `list_links_to`: the pages whose links lead to a page, resolved as `check --links` resolves them.
import { projectLinkSite } from '../check/links.js';
import { resolveLink } from '../project/links.js';
import { pageFile, projectFiles } from '../check/project-files.js';
import type { Project } from '../project/load.js';
import { navPlaces } from './pages.js';
import { factsWithin, tooLargeNote, type PageFactsCache } from './page-facts.js';
import { pageOf, type Paged } from './paging.js';
import { ToolInputError } from './paths.js';

/** Links returned per call unless the client asks for more. */
export const LINKS_LIMIT = 200;

export interface LinkTo {
  /** The linking page's file. */
  from: string;
  line: number;
  column: number;
  url: string;
}

export interface LinksToResult extends Paged {
  page: string;
  path: string;
  /** Where the navigation lists the page (the sections above it); absent when it does not. */
  navigation?: string[];
  links: LinkTo[];
  /** Set when some pages could not be read for links in time. */
  notChecked?: string;
}

/** Every link of the project's pages that leads to `target` (a page path, with or without extension or leading `/`). */
export async function listLinksTo(project: Project, cache: PageFactsCache, target: string, offset = 0, limit = LINKS_LIMIT): Promise<LinksToResult> {
  const files = projectFiles(project.index);
  const wanted = target.trim().replace(/^\/+/, '').replace(/#.*$/, '');
  if (wanted.split('/').includes('..')) throw new ToolInputError(`Unexpected path \`${target}\` outside the project, expected a page inside it`);
  const file = pageFile(files, wanted.replace(/\/+$/, '')) ?? pageFile(files, `${wanted.replace(/\/+$/, '')}/index`);
  if (file === undefined) throw new ToolInputError(`Missing page \`${target}\`, expected a page of the project such as \`${project.pages[0]?.page ?? 'index'}\``);
  const model = project.model;
  const site = model ? projectLinkSite(model, files, { pages: new Set(), unknownUnder: [] }, () => undefined) : undefined;
  const links: LinkTo[] = [];
  const { items, unparsed, tooLarge } = await factsWithin(cache, project.pages.filter((page) => page.path !== file));
  for (const { page, facts } of items) {
    for (const link of facts.links) {
      if (link.kind === 'media') continue;
      const target = site ? resolveLink(link.url, page.path, site, link.asWritten ? { asWritten: true } : {}) : undefined;
      if (target?.kind === 'page' && target.page === file) links.push({ from: page.path, line: link.line, column: link.column, url: link.url });
    }
  }
  const pageName = file.replace(/\.mdx?$/, '');
  const place = navPlaces(model).get(pageName);
  const notChecked = [
    ...(unparsed === 0 ? [] : [`Links of ${unparsed} of ${items.length} pages not read yet: they are being read now, ask again for them`]),
    ...(tooLarge.length === 0 ? [] : [tooLargeNote(tooLarge)]),
  ].join('. ');
  const { items: shownLinks, ...paged } = pageOf(links, offset, limit, 'links');
  return { page: pageName, path: file, ...(place !== undefined ? { navigation: place } : {}), ...paged, links: shownLinks, ...(notChecked !== '' ? { notChecked } : {}) };
}
