// A link to a page that does not exist names the file to write; not when the link already names it (`/guides/setup.mdx`):
// the message then suggests nothing the link does not already say.
import { expect, test } from '@jest/globals';
import { linkProblem, type LinkSite } from '../../src/project/links.js';

const site: LinkSite = { page: () => undefined, file: () => false, generated: () => false, anchors: () => undefined, redirects: [] };

test('a missing page: the file to write, unless the link is written as that file already', () => {
  expect(linkProblem('/guides/setup', 'index', site)?.message).toBe('Unexpected link `/guides/setup` to a page that does not exist (no `guides/setup.mdx`, `guides/setup.md` or `guides/setup/index.mdx` in the project), expected a link to a page that exists, or the page written as `guides/setup.mdx`');
  expect(linkProblem('/guides/setup.md', 'index', site)?.message).toContain('or the page written as `guides/setup.mdx`');
  expect(linkProblem('/guides/setup.mdx', 'index', site)?.message).toBe('Unexpected link `/guides/setup.mdx` to a page that does not exist (no `guides/setup.mdx`, `guides/setup.md` or `guides/setup/index.mdx` in the project), expected a link to a page that exists');
  expect(linkProblem('../guides/setup.mdx#install', 'guides/crlf', site)?.message).not.toContain('written as');
});
