import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadDocsConfig, navPages, type NavNode } from '../../src/config/index.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string): string => join(repo, 'fixtures', name);

describe('loadDocsConfig', () => {
  it('loads a minimal current project into the model', async () => {
    const loaded = await loadDocsConfig(fixture('minimal'));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.generation).toBe('current');
    expect(loaded.model?.name).toBe('Minimal');
    expect(loaded.model && navPages(loaded.model)).toEqual(['index', 'quickstart']);
    expect(loaded.model?.appearance).toEqual({ default: 'system', strict: false });
  });

  it('maps a legacy mint.json: tabs and anchors select pages by URL prefix', async () => {
    const loaded = await loadDocsConfig(fixture('legacy'));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.generation).toBe('legacy');
    const model = loaded.model;
    if (!model) throw new Error('no model');
    // With `versions`, each version holds the navigation it shows; `Guides` (v2) is only in v2.
    expect(model.navigation.map((v) => `${v.kind}:${v.label}`)).toEqual(['version:v2', 'version:v1']);
    // Not every anchor is an external link, so `Community` keeps its place among the anchors
    // (as in Mintlify's upgrade, which is how the platform serves a legacy site today).
    const [top, community, guides] = model.navigation[0]?.children ?? [];
    expect(model.navigation[1]?.children.map((c) => c.label)).toEqual(['Documentation', 'Community']);
    expect(community).toMatchObject({ kind: 'anchor', label: 'Community', href: 'https://example.com/community' });
    expect(top).toMatchObject({ kind: 'anchor', label: 'Documentation', icon: 'book-open' });
    expect(top?.children.map((c) => `${c.kind}:${c.label}`)).toEqual(['tab:Documentation', 'tab:API Reference']);
    expect(top?.children[1]?.children.map((g) => g.label)).toEqual(['Endpoints']);
    expect(guides).toMatchObject({ kind: 'anchor', label: 'Guides' });
    expect(guides?.children.map((g) => g.label)).toEqual(['Guides']);
    expect(model.anchors).toEqual([]);
    expect(model.api).toMatchObject({ baseUrl: ['https://api.example.com'], playground: { mode: 'simple' }, openapi: ['openapi.yaml'] });
    expect(model.appearance).toEqual({ default: 'dark', strict: true });
    expect(model.navbar.primary).toEqual({ type: 'button', label: 'Dashboard', href: 'https://example.com' });
    expect(model.feedback).toEqual({ suggestEdit: true, raiseIssue: false, thumbsRating: false });
    expect(model.background.image).toEqual({ light: '/images/background.png', dark: '/images/background.png' });
    expect(model.versions).toEqual(['v2', 'v1']);
  });

  it('a legacy tab or anchor holds the pages under its `url`, page by page, as the migrated docs.json does (the spec: `url` marks which pages belong)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docwright-legacy-split-'));
    try {
      // One group whose pages lie under two anchors' folders and under none; a tab whose folder no listed page is in.
      const mint = {
        name: 'Split',
        favicon: '/favicon.svg',
        colors: { primary: '#2F7D4A' },
        anchors: [{ name: 'Guides', icon: 'book', url: 'guides' }, { name: 'API', icon: 'code', url: 'api' }],
        tabs: [{ name: 'Empty', url: 'nothing-here' }],
        navigation: [{ group: 'Start', pages: ['api/intro', 'overview', { group: 'Deeper', pages: ['guides/one'] }] }],
      };
      await writeFile(join(root, 'mint.json'), JSON.stringify(mint));
      const loaded = await loadDocsConfig(root);
      const model = loaded.model;
      if (!model) throw new Error('no model');
      const shape = (nodes: readonly NavNode[]): unknown[] => nodes.map((n) => (n.kind === 'page' ? n.page : { [`${n.kind}:${n.label}`]: shape(n.children) }));
      // Before, the whole group went to the anchor of its first page (`api/intro`), and the empty tab was drawn.
      expect(shape(model.navigation)).toEqual([
        // The pages no anchor holds, in the first tab of the first anchor (the empty tab is left out).
        { 'anchor:Documentation': [{ 'tab:Documentation': [{ 'group:Start': ['overview'] }] }] },
        { 'anchor:Guides': [{ 'group:Start': [{ 'group:Deeper': ['guides/one'] }] }] },
        { 'anchor:API': [{ 'group:Start': ['api/intro'] }] },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reports a missing configuration as fatal', async () => {
    const loaded = await loadDocsConfig(join(repo, 'test'));
    expect(loaded.configPath).toBeUndefined();
    expect(loaded.diagnostics).toMatchObject([{ ruleId: 'config-missing', fatal: true }]);
  });

  const corpusIt = testWithCorpus('the real-config tests of loadDocsConfig', ['starter', 'legacy', 'mintlify-docs']);
  corpusIt.each(['starter', 'legacy', 'mintlify-docs'])('validates the real project %s', async (name) => {
    const loaded = await loadDocsConfig(corpusProject(name));
    // Mintlify accepts every one of them (the legacy starter's `twitter` footer key included); the
    // only warnings name settings Mintlify applies and docwright's build does not (page-menu options, integrations …).
    expect(loaded.diagnostics.filter((d) => d.ruleId !== 'config-key-no-effect')).toEqual([]);
    expect(loaded.model && navPages(loaded.model).length).toBeGreaterThan(5);
  });
});
