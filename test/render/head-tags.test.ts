// What crawlers and readers get around the page (issue 27 item 7): Open Graph and Twitter
// tags, the canonical link (from the build's base URL, else `seo.metatags.canonical`), and the
// "Was this page helpful?" answers, which go to the repository when there is no server.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';
import { expectContains } from '../support/text.js';

// Long: it renders whole sites (0.1-0.6 s each here; past 30 s on a 2-core machine at load 45-50).
jest.setTimeout(300_000);

function docs(extra: Record<string, unknown>): string {
  return JSON.stringify({ theme: 'mint', name: 'Heads', colors: { primary: '#0D9373' }, logo: '/logo.svg', navigation: { groups: [{ group: 'All', pages: ['index', 'guide'] }] }, ...extra });
}
const FILES = {
  'index.mdx': '---\ntitle: Home\ndescription: The start\n---\n\nHello.\n',
  'guide.mdx': '---\ntitle: Guide\nog:image: https://cdn.example/guide.png\ntwitter:card: summary\n---\n\nText.\n',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

async function render(config: string, path: string, baseUrl?: string): Promise<string> {
  const site = await createSite({ root: makeProject({ 'docs.json': config, ...FILES }), workers: 1, cacheDir: false, dev: true, ...(baseUrl ? { baseUrl } : {}) });
  return String((await site.render(path))?.body);
}

describe('head tags', () => {
  test('with a base URL: canonical, og:url, og:image from the logo, and a large twitter card', async () => {
    const html = await render(docs({}), '/', 'https://docs.example.com');
    expectContains(html, [
      '<link rel="canonical" href="https://docs.example.com/">',
      '<meta property="og:url" content="https://docs.example.com/">',
      '<meta property="og:image" content="https://docs.example.com/logo.svg">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta property="og:description" content="The start">',
      '<meta property="og:site_name" content="Heads">',
    ]);
  });

  test('`seo.metatags.canonical` names the site when the build has no base URL; site tags of Open Graph are properties', async () => {
    const html = await render(docs({ seo: { metatags: { canonical: 'https://www.example.org/docs', 'og:locale': 'en_US', 'twitter:site': '@heads' } } }), '/guide');
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/docs/guide">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta name="twitter:site" content="@heads">');
  });

  test('front matter tags win over the defaults and are written once', async () => {
    const html = await render(docs({}), '/guide', 'https://docs.example.com');
    expect(html.match(/og:image/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/guide.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://cdn.example/guide.png">');
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  test('every absolute URL is the site\'s origin, then the base path the on-site links start with, then the page\'s path; a canonical path the links do not start with is a `site-url-path` warning at its value', async () => {
    const built = async (canonical: string, baseUrl?: string): Promise<{ html: string; sitemap: string; robots: string; found: string[] }> => {
      const config = JSON.stringify({ theme: 'mint', name: 'Heads', colors: { primary: '#0D9373' }, seo: { metatags: { canonical, 'og:image': '/og.png' } }, navigation: { groups: [{ group: 'All', pages: ['index', 'guide'] }] } }, null, 2);
      const root = makeProject({ 'docs.json': config, ...FILES, 'guide.mdx': '---\ntitle: Guide\n---\n\nSee [home](/).\n' });
      const out = tempOutDir();
      const { diagnostics } = await (await createSite({ root, workers: 0, cacheDir: false, searchModule: 'docwright-test-no-pagefind', ...(baseUrl ? { baseUrl } : {}) })).build(out);
      const found = diagnostics.filter((d) => d.ruleId === 'site-url-path').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.severity}`);
      return { html: readFileSync(join(out, 'guide.html'), 'utf8'), sitemap: readFileSync(join(out, 'sitemap.xml'), 'utf8'), robots: readFileSync(join(out, 'robots.txt'), 'utf8'), found };
    };
    // `--base-url /docs` with the canonical naming the origin: the absolute URLs take the base path too.
    const based = await built('https://docs.example.com', '/docs');
    expectContains(based.html, ['<link rel="canonical" href="https://docs.example.com/docs/guide">', '<meta property="og:image" content="https://docs.example.com/docs/og.png">', '<a href="/docs/"']);
    expect(based.sitemap).toContain('<loc>https://docs.example.com/docs/guide</loc>');
    expect(based.robots).toContain('Sitemap: https://docs.example.com/docs/sitemap.xml');
    expect(based.found).toEqual([]);
    // The same path in both: nothing to say.
    expect((await built('https://docs.example.com/docs/', '/docs')).found).toEqual([]);
    // A canonical with a path and no `--base-url`: kept as written, and said at the value (the links start at `/`).
    const canon = await built('https://example.com/docs');
    expectContains(canon.html, ['<link rel="canonical" href="https://example.com/docs/guide">', '<a href="/"']);
    expect(canon.found).toEqual(['docs.json:9:20 warn']);
    // Another path in `--base-url`: the base path wins in the absolute URLs, and the canonical's is said.
    const other = await built('https://example.com/docs', '/help');
    expectContains(other.html, ['<link rel="canonical" href="https://example.com/help/guide">', '<a href="/help/"']);
    expect(other.found).toEqual(['docs.json:9:20 warn']);
  });

  test('without any site address there is no canonical link and no made-up image; the twitter card is a summary', async () => {
    const html = await render(docs({}), '/');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('Was this page helpful?', () => {
  // docs.json leaves feedback to Mintlify's dashboard; mint.json's `feedback` turns it on.
  const mint = (extra: Record<string, unknown>): string => JSON.stringify({ name: 'Heads', colors: { primary: '#0D9373' }, navigation: [{ group: 'All', pages: ['index', 'guide'] }], ...extra });
  async function legacy(config: string): Promise<string> {
    const site = await createSite({ root: makeProject({ 'mint.json': config, ...FILES }), workers: 1, cacheDir: false, dev: true });
    return String((await site.render('/guide'))?.body);
  }

  test('with `thumbsRating` and a repository, each answer opens an issue there; without a repository there is no widget', async () => {
    const html = await legacy(mint({ feedback: { thumbsRating: true }, footerSocials: { github: 'https://github.com/acme/heads' } }));
    expect(html).toContain('<div class="dw-helpful" data-pagefind-ignore=""><span>Was this page helpful?</span>');
    expect(html).toContain('<a class="dw-helpful-answer" href="https://github.com/acme/heads/issues/new?title=Feedback%20on%20%2Fguide%3A%20helpful&#x26;labels=feedback" rel="noopener">Yes</a>');
    expect(html).toContain('>No</a>');
    expect(await legacy(mint({ feedback: { thumbsRating: true } }))).not.toContain('dw-helpful');
    expect(await legacy(mint({ footerSocials: { github: 'https://github.com/acme/heads' } }))).not.toContain('dw-helpful');
  });
  test('a script URL as the favicon or logo, or behind a space as the top bar\'s button, never reaches the page', async () => {
    const html = await render(docs({ favicon: 'javascript:alert(1)', logo: { light: ' data:text/html,x', dark: '/logo.svg' }, navbar: { primary: { type: 'button', label: 'Go', href: ' JaVaScRiPt:alert(2)' } } }), '/');
    expect(html).toContain('<link rel="icon" href="#">');
    expect(html).toContain('class="dw-logo dw-logo-light" src="#"');
    expect(html).toContain('<a class="dw-cta" href="#">Go</a>');
    expect(html.toLowerCase()).not.toMatch(/(href|src)="[^"]*(javascript|data):/);
  });

  test('a share image named by a site path is made absolute with the base path; an http(s) URL stays as written', async () => {
    const share = '---\ntitle: Share\nog:image: /og.png\ntwitter:image: ./images/tw.png\n---\n\nText.\n';
    const root = makeProject({ 'docs.json': docs({ seo: { metatags: { 'og:image:secure_url': 'https://cdn.example/s.png' } } }), ...FILES, 'guide.mdx': share });
    const built = async (baseUrl?: string): Promise<string> => {
      const out = tempOutDir();
      await (await createSite({ root, workers: 0, cacheDir: false, ...(baseUrl ? { baseUrl } : {}) })).build(out);
      return readFileSync(join(out, 'guide.html'), 'utf8');
    };
    const html = await built('https://x.dev/docs');
    expectContains(html, ['<meta property="og:image" content="https://x.dev/docs/og.png">', '<meta name="twitter:image" content="https://x.dev/docs/images/tw.png">', '<meta property="og:image:secure_url" content="https://cdn.example/s.png">']);
    expect(html).not.toContain('content="/og.png"');
    // Without the site's URL it cannot be absolute: the site path, as a body image's.
    expectContains(await built(), ['<meta property="og:image" content="/og.png">', '<meta name="twitter:image" content="/images/tw.png">']);
  });

  test('a share image left relative for want of the site\'s URL is an `og-image-relative` warning at its value; with the site\'s URL, or at an https URL, none', async () => {
    // `og:image` written in a code block is the page's text, not its front matter: no finding.
    const share = '---\ntitle: Share\nog:image: /og.png\n"twitter:image":  ./images/tw.png\nog:image:url: https://cdn.example/u.png\n---\n\n```yaml\nog:image: /in-code.png\n```\n';
    const config = JSON.stringify({ theme: 'mint', name: 'Heads', colors: { primary: '#0D9373' }, seo: { metatags: { 'twitter:image': 'images/site.png' } }, navigation: { groups: [{ group: 'All', pages: ['index', 'guide'] }] } }, null, 2);
    const root = makeProject({ 'docs.json': config, ...FILES, 'guide.mdx': share });
    const found = async (options: { baseUrl?: string; canonical?: boolean } = {}): Promise<string[]> => {
      const site = await createSite({ root, workers: 0, cacheDir: false, searchModule: 'docwright-test-no-pagefind', ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
      const { diagnostics } = await site.build(tempOutDir());
      return diagnostics.filter((d) => d.ruleId === 'og-image-relative').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message.split(' site path ')[0] ?? ''}`).sort();
    };
    const configLine = config.split('\n').findIndex((line) => line.includes('images/site.png')) + 1;
    const configColumn = (config.split('\n')[configLine - 1] ?? '').indexOf('"images/site.png"') + 1;
    expect(await found()).toEqual([`docs.json:${configLine}:${configColumn} Unexpected \`twitter:image\``, 'guide.mdx:3:11 Unexpected `og:image`', 'guide.mdx:4:19 Unexpected `twitter:image`']);
    expect(await found({ baseUrl: 'https://x.dev/docs' })).toEqual([]);
    // A base path alone (`/docs`) names no site: still relative.
    expect(await found({ baseUrl: '/docs' })).toHaveLength(3);
  });

  test('a share image path whose `..` climbs above the site stays under the base path, with an `og-image-outside` warning at its value', async () => {
    const share = '---\ntitle: Share\nog:image: ../../../secret.png\ntwitter:image: /%2e%2e/x.png\nog:image:url: img/../og.png\n---\n\nText.\n';
    const config = JSON.stringify({ theme: 'mint', name: 'Heads', colors: { primary: '#0D9373' }, seo: { metatags: { 'og:image:secure_url': '/../s.png' } }, navigation: { groups: [{ group: 'All', pages: ['index', 'guide'] }] } }, null, 2);
    const root = makeProject({ 'docs.json': config, ...FILES, 'guide.mdx': share });
    const out = tempOutDir();
    const { diagnostics } = await (await createSite({ root, workers: 0, cacheDir: false, searchModule: 'docwright-test-no-pagefind', baseUrl: 'https://x.dev/docs' })).build(out);
    const html = readFileSync(join(out, 'guide.html'), 'utf8');
    expectContains(html, [
      '<meta property="og:image" content="https://x.dev/docs/secret.png">',
      '<meta name="twitter:image" content="https://x.dev/docs/x.png">',
      '<meta property="og:image:url" content="https://x.dev/docs/og.png">',
      '<meta property="og:image:secure_url" content="https://x.dev/docs/s.png">',
    ]);
    expect(html).not.toMatch(/content="[^"]*(?:\.\.|%2e)/i);
    const configLine = config.split('\n').findIndex((line) => line.includes('/../s.png')) + 1;
    const configColumn = (config.split('\n')[configLine - 1] ?? '').indexOf('"/../s.png"') + 1;
    expect(diagnostics.filter((d) => d.ruleId.startsWith('og-image-')).map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`).sort()).toEqual([
      `docs.json:${configLine}:${configColumn} og-image-outside Unexpected \`og:image:secure_url\` path \`/../s.png\` whose \`..\` climbs above the site's root, expected a path inside the site (\`/images/og.png\`): it is written as \`/s.png\` from the site's root`,
      "guide.mdx:3:11 og-image-outside Unexpected `og:image` path `../../../secret.png` whose `..` climbs above the site's root, expected a path inside the site (`/images/og.png`): it is written as `/secret.png` from the site's root",
      "guide.mdx:4:16 og-image-outside Unexpected `twitter:image` path `/%2e%2e/x.png` whose `..` climbs above the site's root, expected a path inside the site (`/images/og.png`): it is written as `/x.png` from the site's root",
    ]);
  });
});
