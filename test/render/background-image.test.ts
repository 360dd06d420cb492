// docs.json `background.image` becomes a CSS `url("…")` in the page's `<style>`: a file name with
// a space, brackets or non-ASCII letters is published and named (percent-encoded), not dropped
// without a word; a URL that tries to end the string, the rule or the `<style>` stays one URL.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from './helpers.js';

function docs(image: unknown): string {
  return JSON.stringify({ theme: 'mint', name: 'Bg', colors: { primary: '#0D9373' }, background: { image }, navigation: { groups: [{ group: 'All', pages: ['index'] }] } });
}
const INDEX = '---\ntitle: Home\n---\n\nHello.\n';

async function built(files: Record<string, string>): Promise<{ html: string; out: string; warnings: number }> {
  const root = makeProject({ 'index.mdx': INDEX, ...files });
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  return { html: readFileSync(join(out, 'index.html'), 'utf8'), out, warnings: result.warnings };
}

function style(html: string): string {
  return /<style[^>]*>([^<]*--dw-accent[^<]*)<\/style>/.exec(html)?.[1] ?? '';
}

describe('background.image', () => {
  test('file names with a space, brackets, `%` and non-ASCII letters are kept, percent-encoded', async () => {
    const { html, out, warnings } = await built({
      'docs.json': docs({ light: '/images/hero bg (1).png', dark: '/images/café 100%.png' }),
      'images/hero bg (1).png': 'png',
      'images/café 100%.png': 'png',
    });
    expect(warnings).toBe(0);
    const css = style(html);
    expect(css).toContain(':root{');
    expect(css).toContain(';--dw-bg-image:url("/images/hero%20bg%20%281%29.png")}');
    expect(css).toContain(';--dw-bg-image:url("/images/caf%C3%A9%20100%25.png")}');
    expect(readFileSync(join(out, 'images/hero bg (1).png'), 'utf8')).toBe('png');
  });

  test('a URL with `"`, `)`, `;}` and `</style>` stays one URL inside the string', async () => {
    const { html } = await built({ 'docs.json': docs('https://img.example/bg.png");}</style><script>alert(1)</script><style>x{') });
    expect(html).not.toContain('<script>alert(1)');
    const css = style(html);
    expect(css).toContain('--dw-bg-image:url("https://img.example/bg.png%22);%7D%3C/style%3E%3Cscript%3Ealert(1)%3C/script%3E%3Cstyle%3Ex%7B")}');
    // One declaration block per selector: the URL closed no rule.
    expect(css.split('}').length).toBe(3);
  });

  test('escapes already in a URL are kept; a script URL gives no image', async () => {
    expect(style((await built({ 'docs.json': docs('https://img.example/my%20bg.png') })).html)).toContain('url("https://img.example/my%20bg.png")');
    expect(style((await built({ 'docs.json': docs('javascript:alert(1)') })).html)).not.toContain('--dw-bg-image');
  });
});
