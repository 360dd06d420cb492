// The dev link check's record of a page (renderPageLinks, src/render/site/site-links.ts) is what the full
// render gives of its links, ids and findings: the check finds what `build` finds without laying pages out.
import { describe, expect, test } from '@jest/globals';
import { renderPageLinks, renderPageOutput } from '../../src/render/layout/render-page.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { newRenderState } from '../../src/render/site/site-context.js';
import type { RenderSettings } from '../../src/render/layout/page-layout.js';
import { makeProject } from './helpers.js';

const SPEC = JSON.stringify({
  openapi: '3.0.0',
  info: { title: 'Garden', version: '1' },
  paths: { '/beds': { get: { summary: 'List the beds', responses: { '200': { description: 'The beds' } } } } },
});

function garden(): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Garden', colors: { primary: '#0D9373' }, navigation: { pages: ['index', 'beds', 'broken', 'api/list'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\n## Sowing seeds\n\nSee [the beds](/beds#raised-beds), [nowhere](/beds#no-such-part) and [the list](/api/list).\n\n<Card title="Tools" href="/tools">Rakes</Card>\n\n```js\nconst a = 1;\n```\n',
    'beds.mdx': "---\ntitle: Beds\n---\nimport Tip from '/snippets/tip.mdx';\n\n## Raised beds\n\n<Tip />\n\n<Accordion title=\"Soil mix\">Loam.</Accordion>\n\n<div id=\"compost\">Heap</div>\n",
    'snippets/tip.mdx': '### Water often\n\nRead [home](/#sowing-seeds).\n',
    'broken.mdx': '---\ntitle: Broken\n---\n\n<Card title="Open\n',
    'api/list.mdx': '---\ntitle: List\nopenapi: spec.json GET /beds\n---\n\nSee [beds](/beds).\n',
    'spec.json': SPEC,
  });
}

describe('a page\'s link record', () => {
  test('has the links, ids, findings, failure and dependencies of the page\'s full render', async () => {
    const project = await loadSiteProject(garden());
    const settings: RenderSettings = { basePath: '', siteUrl: '', assetVersion: 'v', offline: true, dev: true };
    const kinds = new Set<string>();
    for (const entry of project.pages.values()) {
      const full = await renderPageOutput(newRenderState(project, settings), entry);
      const record = await renderPageLinks(newRenderState(project, settings), entry);
      expect(record).toEqual({ path: full.path, url: full.url, failed: full.failed, diagnostics: full.diagnostics, ids: full.ids, links: full.links, dependencies: full.dependencies });
      if (full.failed) kinds.add('failed');
      if (full.ids.length > 0) kinds.add('ids');
      if (full.links.length > 0) kinds.add('links');
      if (full.dependencies.length > 0) kinds.add('dependencies');
      if (full.diagnostics.length > 0) kinds.add('diagnostics');
    }
    // The pages exercise each part of the record.
    expect([...kinds].sort()).toEqual(['dependencies', 'diagnostics', 'failed', 'ids', 'links']);
  });
});
