import { describe, expect, it } from '@jest/globals';
import { linkProblem, type LinkSite } from '../../src/project/links.js';

/** A site of these page files, with no other files, redirects or generated pages. */
function siteOf(pages: readonly string[]): LinkSite {
  const byStem = new Map(pages.map((page) => [page.replace(/\.mdx?$/i, ''), page]));
  return {
    page: (path) => byStem.get(path),
    file: () => false,
    generated: () => false,
    anchors: () => new Set<string>(),
    redirects: [],
    named: (name) => pages.filter((page) => page.split('/').pop()?.replace(/\.mdx?$/i, '') === name),
  };
}

describe('a broken link names the page it meant', () => {
  const site = siteOf(['index.mdx', 'es/cli/index.mdx', 'es/quickstart.mdx', 'agent/reference/cli.md']);

  it('names the page the link reaches without its leading folders (a base path), before a page of the same name elsewhere', () => {
    expect(linkProblem('/docs/es/cli', 'index.mdx', site)?.message).toBe(
      'Unexpected link `/docs/es/cli` to a page that does not exist, expected `/es/cli` (the page `es/cli/index.mdx`)',
    );
    expect(linkProblem('/docs/es/quickstart#install', 'index.mdx', site)?.message).toBe(
      'Unexpected link `/docs/es/quickstart#install` to a page that does not exist, expected `/es/quickstart#install` (the page `es/quickstart.mdx`)',
    );
  });
});
