// Front matter `keywords` (Mintlify: extra search terms, never shown on the page) reach the
// search index: they are written hidden in the article, which Pagefind indexes.
import { describe, expect, test } from '@jest/globals';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from './helpers.js';

const CONFIG = { theme: 'mint', name: 'Kettles', colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'plain'] }] } };

describe('front matter keywords', () => {
  test('are in the article, hidden, and a page without them has none', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify(CONFIG),
      'index.mdx': '---\ntitle: Home\nkeywords: ["descaling", " limescale ", ""]\n---\n\nText.\n',
      'plain.mdx': '---\ntitle: Plain\n---\n\nText.\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const home = String((await site.render('/'))?.body);
    const article = /<article[\s\S]*?<\/article>/.exec(home)?.[0] ?? '';
    expect(article).toContain('<p class="dw-keywords" hidden>descaling, limescale</p>');
    const plain = String((await site.render('/plain'))?.body);
    expect(plain).not.toContain('dw-keywords');
  });
});
