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

describe('a link to `folder/index` with no such page', () => {
  it('names the page the folder itself serves (`guide.mdx`), not the root `index` a dropped prefix reaches', () => {
    const site = siteOf(['index.mdx', 'guide.mdx', 'guide/intro.mdx']);
    expect(linkProblem('/guide/index#setup', 'index.mdx', site)?.message).toBe(
      'Unexpected link `/guide/index#setup` to a page that does not exist, expected `/guide#setup` (the page `guide.mdx`)',
    );
  });
  it("names the folder's first page, which Mintlify serves at the folder's URL", () => {
    const site = { ...siteOf(['index.mdx', 'guide/intro.mdx']), folder: (path: string) => (path === 'guide' ? 'guide/intro.mdx' : undefined) };
    expect(linkProblem('/guide/index', 'index.mdx', site)?.message).toBe(
      'Unexpected link `/guide/index` to a page that does not exist, expected `/guide` (the page `guide/intro.mdx`)',
    );
  });
});

describe('a `../` past the site root stops at the root, as a browser resolves it', () => {
  const site = siteOf(['index.mdx', 'start.mdx', 'guide/intro.mdx']);

  it('reaches the page on a top-level page (`../guide/intro` from `/start` is `/guide/intro`): no finding', () => {
    expect(linkProblem('../guide/intro', 'start.mdx', site)).toBeUndefined();
    expect(linkProblem('../../guide/intro?x=1', 'guide/intro.mdx', site)).toBeUndefined();
    expect(linkProblem('..', 'start.mdx', site)).toBeUndefined();
  });
  it('is judged on the page it reaches (its anchors)', () => {
    expect(linkProblem('../guide/intro#nope', 'start.mdx', site)?.ruleId).toBe('link-anchor-broken');
  });
  it('is outside the project when it reaches nothing, and always for an image', () => {
    expect(linkProblem('../nowhere', 'start.mdx', site)?.message).toBe('Unexpected link `../nowhere` outside the project, expected a page of the site');
    expect(linkProblem('../guide/intro', 'start.mdx', site, { media: true })?.message).toBe('Unexpected link `../guide/intro` outside the project, expected an image, video or other file of the project');
  });
});
