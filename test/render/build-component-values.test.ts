// What a tryout found `build` changing or dropping without a word: a component attribute value `lint` reports
// (`component-attribute-value`: `<Badge color="x">`, `<Columns cols={6}>`, a `<Card>` or `<Icon>` color that is no
// colour), an icon name a Lucide site's library lacks (`icon-unknown`, from docs.json, front matter and a component), and
// the author's Tailwind classes on `<video>` and `<iframe>`, which the build now keeps.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { parse } from 'parse5';
import type { HtmlNode } from '../support/html-node.js';
import { makeProject } from './helpers.js';
import { iconSvg } from '../../src/render/components/icons.js';

// Long: it renders a project (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const page = [
  '---',
  'title: Home',
  'description: The kettle.',
  'icon: house-chimney',
  '---',
  '',
  '<Badge color="lime">Beta</Badge>',
  '',
  '<Columns cols={6}>',
  '  <Card title="Boil" icon="flame" color="leafgreen">Hot.</Card>',
  '</Columns>',
  '',
  '<Icon icon="sun" color="banana" /> <Icon icon="moon" color="#fff" /> <Icon icon="leaf" color="rgb(22 163 74)" /> <Icon icon="star" color="currentColor" />',
  '',
  '<Card title="Pour" icon="mug-saucer">Cup.</Card>',
  '',
  // A code block's icon comes from Font Awesome on any site (Mintlify's code header passes no library): no finding.
  '```js kettle.js icon=square-js',
  'boil();',
  '```',
  '',
  '<video className="rounded-xl" src="https://example.com/kettle.mp4" controls />',
  '',
  '<iframe className="w-full" src="https://www.youtube.com/embed/kettle" title="Kettle" />',
  '',
].join('\n');

/** The `class` of each element named `name`, in document order. */
function classesOf(html: string, name: string): string[] {
  const found: string[] = [];
  const walk = (node: HtmlNode): void => {
    if (node.nodeName === name) found.push(node.attrs?.find((a) => a.name === 'class')?.value ?? '');
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return found;
}

const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Kettle', colors: { primary: '#0D7A5F' }, icons: { library: 'lucide' }, navigation: { groups: [{ group: 'Start', icon: 'house-chimney', pages: ['index'] }] } }),
  'index.mdx': page,
};

describe('build: component values it changed or dropped without a word', () => {
  test('reports them as lint does, and keeps an embed\'s classes', async () => {
    const root = makeProject(files);
    const out = mkdtempSync(join(tmpdir(), 'docwright-component-values-'));
    try {
      const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(join(out, 'site'));
      const shown = built.diagnostics.map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`).sort();
      expect(shown).toEqual([
        'docs.json:1:141 icon-unknown Unexpected icon `house-chimney`, expected a Lucide icon name or an image (Mintlify draws a named icon from `lucide` only, the library chosen): `house` is shown',
        'index.mdx:10:35 component-attribute-value Unexpected `leafgreen` for `color` on `<Card>`, expected a CSS color such as `#16A34A` or `rgb(22 163 74)`',
        'index.mdx:13:18 component-attribute-value Unexpected `banana` for `color` on `<Icon>`, expected a CSS color such as `#16A34A` or `rgb(22 163 74)`',
        'index.mdx:15:20 icon-unknown Unexpected icon `mug-saucer`, expected a Lucide icon name or an image (Mintlify draws a named icon from `lucide` only, the library chosen): a plain circle is shown',
        'index.mdx:7:8 component-attribute-value Unexpected `lime` for `color` on `<Badge>`, expected one of `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive`, `surface-destructive`',
        'index.mdx:9:10 component-attribute-value Unexpected `6` for `cols` on `<Columns>`, expected an integer from 1 to 4',
      ]);
      const html = readFileSync(join(out, 'site', 'index.html'), 'utf8');
      expect(classesOf(html, 'video')).toEqual(['dw-video rounded-xl']);
      // Font Awesome's `square-js` glyph, not Lucide's `square` in its place.
      const glyph = /\sd="([^"]+)"/.exec(iconSvg('square-js', undefined, 'fontawesome') ?? '')?.[1];
      expect(glyph).toBeDefined();
      expect(html).toContain(`d="${glyph ?? ''}"`);
      expect(classesOf(html, 'iframe')).toEqual(['dw-iframe w-full']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
