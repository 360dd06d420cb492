import { describe, expect, it } from '@jest/globals';
import { linkProblem, type LinkSite } from '../../src/project/links.js';

/** A site of a greenhouse page whose only anchor is `watering`. */
const site: LinkSite = {
  page: (path) => (path === 'greenhouse' ? 'greenhouse.mdx' : undefined),
  file: () => false,
  generated: () => false,
  anchors: () => new Set(['watering']),
  redirects: [],
  named: () => [],
};

describe('a link to #top', () => {
  it('reaches the top of the page (the browser scrolls there with no such id), in any case', () => {
    expect(linkProblem('/greenhouse#top', 'index.mdx', site)).toBeUndefined();
    expect(linkProblem('/greenhouse#TOP', 'index.mdx', site)).toBeUndefined();
  });

  it('leaves other missing anchors broken', () => {
    expect(linkProblem('/greenhouse#topsoil', 'index.mdx', site)?.ruleId).toBe('link-anchor-broken');
  });
});
