import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { loadProject } from '../../src/project/load.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-project-');

const docsJson = JSON.stringify({ name: 'Greenhouse', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['index', 'guide/water'] } });

describe('loadProject', () => {
  const root = project({
    'docs.json': docsJson,
    'index.mdx': '---\ntitle: Greenhouse\n---\n\nWelcome.\n',
    'guide/water.md': '---\ntitle: Water\nhidden: true\n---\n\nDaily.\n',
    'guide/no-front-matter.mdx': '# Soil\n',
    'snippets/note.mdx': '<Note>Shade</Note>\n',
    'README.md': '# Repository\n',
    'images/leaf.png': 'png',
    'openapi.yaml': 'openapi: 3.1.0\n',
    'dist/index.md': '# Built copy\n',
  });

  test('reads the model and indexes pages, snippets and documents apart', async () => {
    const loaded = await loadProject(root);
    expect(loaded.model?.name).toBe('Greenhouse');
    expect(loaded.pages.map((p) => [p.path, p.page, p.syntax])).toEqual([
      ['guide/no-front-matter.mdx', 'guide/no-front-matter', 'mdx'],
      ['guide/water.md', 'guide/water', 'md'],
      ['index.mdx', 'index', 'mdx'],
    ]);
    expect(loaded.snippets.map((p) => p.path)).toEqual(['snippets/note.mdx']);
    expect(loaded.index.get('README.md')?.kind).toBe('document');
    expect(loaded.index.all.has('images/leaf.png')).toBe(true);
    expect(loaded.index.all.has('dist/index.md')).toBe(false);
  });

  test('front matter is parsed on demand, once, with key lines', async () => {
    const loaded = await loadProject(root);
    const water = loaded.index.get('guide/water.md');
    const first = await water?.frontmatter();
    expect(first?.data).toEqual({ title: 'Water', hidden: true });
    expect(first?.keyLines).toEqual({ title: 2, hidden: 3 });
    expect(await water?.frontmatter()).toBe(first);
    expect((await loaded.index.get('guide/no-front-matter.mdx')?.frontmatter())?.present).toBe(false);
    expect(await water?.text()).toContain('Daily.');
  });

  test('specs: the conventional spec file when the configuration names none', async () => {
    expect((await loadProject(root)).specs).toEqual(['openapi.yaml']);
  });

  test('a missing docs.json gives its problem and still the page index', async () => {
    const bare = project({ 'page.mdx': '# Page\n' });
    const loaded = await loadProject(bare);
    expect(loaded.model).toBeUndefined();
    expect(loaded.config.diagnostics.map((d) => d.ruleId)).toEqual(['config-missing']);
    expect(loaded.pages.map((p) => p.path)).toEqual(['page.mdx']);
  });
});
