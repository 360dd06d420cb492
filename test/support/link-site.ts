import type { LinkSite } from '../../src/project/links.js';

/** A site of these page files (each with the anchor `a`), with no other files, redirects or generated pages. */
export function siteOf(pages: readonly string[], files: readonly string[] = []): LinkSite {
  const byStem = new Map(pages.map((page) => [page.replace(/\.mdx?$/i, ''), page]));
  return {
    page: (path) => byStem.get(path),
    file: (path) => files.includes(path),
    generated: () => false,
    anchors: () => new Set(['a']),
    redirects: [],
  };
}
