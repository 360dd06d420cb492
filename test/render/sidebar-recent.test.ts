// A render thread keeps the sidebars of its two most recent divisions (src/render/worker.ts,
// issue 33): a page of a division whose sidebar was dropped lays out the same as with all kept.
import { describe, expect, test } from '@jest/globals';
import { pageNavigationDigest, renderPageOutput, siteNavigationAssets, type PageRenderState, type RenderSettings } from '../../src/render/layout/render-page.js';
import { RecentMap } from '../../src/render/layout/recent-map.js';
import { LAZY_SIDEBAR_LINKS } from '../../src/render/layout/nav.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { newRenderState } from '../../src/render/site/site-context.js';
import type { ParsedPage } from '../../src/parse/index.js';
import { makeProject } from './helpers.js';

/** Three tabs, each with more links than a sidebar carries whole (so each has a navigation asset). */
function threeLargeTabs(): string {
  const files: Record<string, string> = {};
  const tabs = ['a', 'b', 'c'].map((tab) => {
    const groups = [0, 1].map((g) => {
      const pages = Array.from({ length: LAZY_SIDEBAR_LINKS / 2 + 5 }, (_, i) => `${tab}/g${g}/p${i}`);
      for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\n---\n\nText of ${page}.\n`;
      return { group: `Group ${g}`, pages };
    });
    return { tab: `Tab ${tab}`, groups };
  });
  files['docs.json'] = JSON.stringify({ theme: 'mint', name: 'Tabs', colors: { primary: '#0D9373' }, navigation: { tabs } });
  return makeProject(files);
}

describe('the sidebars a render thread keeps', () => {
  test('pages of three divisions in turn, with one sidebar kept, lay out as with all kept', async () => {
    const project = await loadSiteProject(threeLargeTabs());
    const settings: RenderSettings = { basePath: '', siteUrl: '', assetVersion: 'v', offline: true, dev: false };
    const state = (sidebarCache: PageRenderState['sidebarCache']): PageRenderState => ({ project, settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache });
    const all = state(new Map());
    const recent = state(new RecentMap(1));
    for (const path of ['a/g0/p1', 'b/g1/p2', 'a/g1/p3', 'c/g0/p4', 'b/g0/p0', 'a/g0/p1']) {
      const entry = project.pages.get(path);
      if (!entry) throw new Error(`Missing page \`${path}\``);
      const kept = await renderPageOutput(all, entry);
      const made = await renderPageOutput(recent, entry);
      expect(made.html).toContain('data-dw-nav=');
      expect(made.html).toBe(kept.html);
      expect(recent.sidebarCache.size).toBe(1);
    }
    expect(all.sidebarCache.size).toBe(3);
  }, 60_000);

  test("a build's main thread keeps a few divisions' sidebars (dev all): layout keys and navigation assets as with all kept", async () => {
    const project = await loadSiteProject(threeLargeTabs());
    const settings: RenderSettings = { basePath: '', siteUrl: '', assetVersion: 'v', offline: true, dev: false };
    expect(newRenderState(project, settings).sidebarCache).toBeInstanceOf(RecentMap);
    expect(newRenderState(project, { ...settings, dev: true }).sidebarCache).not.toBeInstanceOf(RecentMap);
    const all: PageRenderState = { project, settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: new Map() };
    const recent: PageRenderState = { ...all, sidebarCache: new RecentMap(1) };
    for (const path of ['a/g0/p1', 'b/g1/p2', 'a/g1/p3', 'c/g0/p4', 'b/g0/p0', 'a/g0/p1']) {
      const entry = project.pages.get(path);
      if (!entry) throw new Error(`Missing page \`${path}\``);
      expect(pageNavigationDigest(recent, entry)).toBe(pageNavigationDigest(all, entry));
      expect(recent.sidebarCache.size).toBe(1);
    }
    const assets = siteNavigationAssets(recent);
    expect(assets.size).toBe(6);
    expect([...assets]).toEqual([...siteNavigationAssets(all)]);
  }, 60_000);
});
