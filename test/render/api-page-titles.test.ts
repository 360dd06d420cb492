// An API page written without a `title` (`openapi: GET /x`) is titled by its operation's
// `summary`, as Mintlify titles it: in the sidebar and previous/next, not only on the page.
import { describe, expect, test } from '@jest/globals';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { makeProject } from './helpers.js';

const SPEC = [
  'openapi: 3.0.3',
  'info: { title: Kettles, version: "1" }',
  'paths:',
  '  /kettles:',
  '    get: { summary: List kettles, responses: { "200": { description: OK } } }',
  '  /quiet:',
  '    get: { responses: { "200": { description: OK } } }',
  '',
].join('\n');

const CONFIG = {
  theme: 'mint',
  name: 'Kettles',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'API', openapi: 'kettles.yaml', pages: ['list', 'own-title', 'quiet', 'missing'] }] },
};

describe('API page titles', () => {
  test("the summary titles a page without a title; a page's own title, an operation without a summary and a missing one keep theirs", async () => {
    const root = makeProject({
      'docs.json': JSON.stringify(CONFIG),
      'kettles.yaml': SPEC,
      'list.mdx': '---\nopenapi: GET /kettles\n---\n',
      'own-title.mdx': '---\ntitle: All the kettles\nopenapi: GET /kettles\n---\n',
      'quiet.mdx': '---\nopenapi: GET /quiet\n---\n',
      'missing.mdx': '---\nopenapi: GET /nowhere\n---\n',
    });
    const project = await loadSiteProject(root, { offline: true });
    const titles = ['list', 'own-title', 'quiet', 'missing'].map((path) => project.pages.get(path)?.title);
    expect(titles).toEqual(['List kettles', 'All the kettles', 'Quiet', 'Missing']);
  });
});
