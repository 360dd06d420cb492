// The dev server's background check (`Site.links()`) carries each page's own findings as `build` reports them, not
// only its links: a Docusaurus `<TabItem>` Mintlify removes with its content, a `:::note` shown as text. A page
// that fails to render has none there (its error is the overlay's).
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from './helpers.js';

// Long: it renders the project twice (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Kettle', colors: { primary: '#0D9373' }, navigation: { pages: ['index', 'install', 'broken'] } }),
  'index.mdx': '---\ntitle: Home\n---\n\n:::tip\nBrew fast.\n:::\n\nRead [the guide](/guide).\n',
  'install.mdx': '---\ntitle: Install\n---\n\n<Tabs>\n  <TabItem value="npm" label="npm">\n    Run `npm i kettle`.\n  </TabItem>\n</Tabs>\n',
  'broken.mdx': '---\ntitle: Broken\n---\n\n:::note\nText.\n:::\n\n<Card title="Open\n',
};

const shown = (found: readonly { route: string; finding: { file: string; line: number; column: number; ruleId: string } }[], root: string): string[] =>
  found.map(({ route, finding }) => `${route} ${finding.file.slice(root.length + 1)}:${finding.line}:${finding.column} ${finding.ruleId}`).sort();

describe('Site.links(): the pages\' own findings', () => {
  test('are those build reports of the pages, each on its page\'s route, and none of a page that fails to render', async () => {
    const root = makeProject(files);
    const site = await createSite({ root, workers: 0, cacheDir: false, offline: true, dev: true });
    const found = await site.links();
    expect(shown(found, root)).toEqual([
      '/ index.mdx:5:1 admonition-syntax',
      '/ index.mdx:9:6 link-broken',
      '/install install.mdx:6:3 component-known',
    ]);
    const tab = found.find(({ finding }) => finding.ruleId === 'component-known');
    expect(tab?.finding.message).toBe('Unexpected Docusaurus or Starlight tab `<TabItem>`, expected `<Tab title="npm">` inside `<Tabs>`');

    // What build reports of the two pages that render.
    const out = mkdtempSync(join(tmpdir(), 'docwright-page-findings-'));
    try {
      const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(join(out, 'site'));
      const ofPages = built.diagnostics.filter((d) => d.file.endsWith('index.mdx') || d.file.endsWith('install.mdx')).map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.ruleId}`).sort();
      expect(ofPages).toEqual(found.map(({ finding }) => `${finding.file.slice(root.length + 1)}:${finding.line}:${finding.column} ${finding.ruleId}`).sort());
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
