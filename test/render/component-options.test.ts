// Built-in components as Mintlify shows them (issue 26 item 4): the HTML each option renders.
// Behaviour in a browser is in component-options-browser.test.ts.
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderContent } from '../../src/render/page/page.js';
import { createSite } from '../../src/render/site/site.js';
import { parse } from 'parse5';
import { makeProject } from './helpers.js';
import type { HtmlNode } from '../support/html-node.js';
import { SITE_CSS } from '../../src/render/assets/bundled.js';

async function render(source: string, files: Record<string, string> = {}, file = 'page.mdx') {
  const root = makeProject(files);
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('View', () => {
  test('each view is a section named by its title, with its title and icon shown for readers without the script', async () => {
    const { html } = await render('<View title="JavaScript" icon="js">\n  JS only.\n</View>\n\n<View title="Python">\n  Python only.\n</View>\n');
    expect(html).toMatch(/<section class="dw-view" aria-label="JavaScript" data-dw-view="JavaScript"><p class="dw-view-title"><svg[^]*?<\/svg>JavaScript<\/p>\s*<p>JS only.<\/p>/);
    expect(html).toContain('<section class="dw-view" aria-label="Python" data-dw-view="Python"><p class="dw-view-title">Python</p>');
  });
});

describe('Panel', () => {
  const docs = (pages: string[]) => JSON.stringify({ theme: 'mint', name: 'Panels', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages }] } });
  async function page(name: string, source: string): Promise<string> {
    const root = makeProject({ 'docs.json': docs([name]), [`${name}.mdx`]: source });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    return String((await site.render(`/${name}`))?.body);
  }

  test('a page with a Panel gives it the table of contents column', async () => {
    const html = await page('side', '---\ntitle: Side\n---\n\n## Heading\n\nText.\n\n<Panel>\n  <Info>Pinned.</Info>\n</Panel>\n');
    expect(html).toContain('<div class="dw-layout dw-has-panel">');
    expect(html).toMatch(/<aside class="dw-panel" aria-label="Panel"><div class="dw-panel-body"><div class="dw-callout dw-callout-info"/);
    // The panel replaces the table of contents.
    expect(html).not.toContain('class="dw-toc"');
  });

  test('the modes without a right column hide it, as Mintlify does', async () => {
    const html = await page('wide', '---\ntitle: Wide\nmode: wide\n---\n\n<Panel>\n  Pinned.\n</Panel>\n');
    expect(html).toContain('dw-panel-hidden');
    expect(html).not.toContain('dw-has-panel');
  });
});

describe('the site banner', () => {
  const config = (banner: Record<string, unknown>) =>
    JSON.stringify({ theme: 'mint', name: 'Banner', colors: { primary: '#0D9373', dark: '#0A5C49' }, banner, navigation: { groups: [{ group: 'All', pages: ['index', 'other'] }] } });
  async function pages(banner: Record<string, unknown>): Promise<string[]> {
    const root = makeProject({ 'docs.json': config(banner), 'index.mdx': '---\ntitle: Home\n---\n\nHi.\n', 'other.mdx': '---\ntitle: Other\n---\n\nThere.\n' });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    return [String((await site.render('/'))?.body), String((await site.render('/other'))?.body)];
  }

  test('its Markdown is rendered, sanitised, above the top bar of every page', async () => {
    const content = '**Version 2** is out: see the [changelog](/changelog). <script>alert(1)</script> [bad](javascript:alert(1))';
    for (const html of await pages({ content })) {
      expect(html).toMatch(/<a class="dw-skip" href="#dw-main">Skip to content<\/a>\n<div class="dw-banner dw-banner-info" role="region" aria-label="Announcement"><div class="dw-banner-content"><strong>Version 2<\/strong> is out: see the <a href="\/changelog">changelog<\/a>\. alert\(1\) <a>bad<\/a><\/div><\/div>\n<header class="dw-header">/);
      expect(html).not.toMatch(/<script>alert|javascript:/);
      expect(html).not.toContain('dw-banner-close');
      expect(html).not.toContain('data-banner=');
    }
  });

  test('a dismissible banner has a close button and a key that changes with its content', async () => {
    const [first] = await pages({ content: 'Hello', dismissible: true, type: 'warning', color: { light: '#7C3AED', dark: 'url(x)' } });
    const [second] = await pages({ content: 'Hello again', dismissible: true });
    const key = (html: string | undefined) => /<html[^>]* data-banner="([0-9a-f]{12})"/.exec(html ?? '')?.[1];
    expect(key(first)).toBeDefined();
    expect(key(second)).toBeDefined();
    expect(key(first)).not.toBe(key(second));
    expect(first).toContain(`<div class="dw-banner dw-banner-warning" role="region" aria-label="Announcement" data-dw-banner="${key(first)}" style="--dw-banner-bg:#7C3AED;--dw-banner-bg-dark:#7C3AED;--dw-banner-fg:#ffffff;--dw-banner-fg-dark:#ffffff">`);
    expect(first).toContain('<button type="button" class="dw-banner-close" data-dw-banner-close="" aria-label="Dismiss announcement">');
  });
});

describe('an anchor\'s colour', () => {
  /** The `style` of each anchor icon of the site's home page, by the anchor's label. */
  async function iconStyles(navigation: Record<string, unknown>): Promise<Record<string, string | undefined>> {
    const config = JSON.stringify({ theme: 'mint', name: 'Anchors', colors: { primary: '#0D9373' }, navigation });
    const root = makeProject({ 'docs.json': config, 'index.mdx': '---\ntitle: Home\n---\n\nHi.\n' });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const styles: Record<string, string | undefined> = {};
    const walk = (node: HtmlNode): void => {
      const attr = (name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
      if (node.nodeName === 'a' && attr('href') !== undefined) {
        const icon = node.childNodes?.find((c) => c.attrs?.some((a) => a.name === 'class' && a.value === 'dw-anchor-icon'));
        const label = node.childNodes?.find((c) => c !== icon && c.nodeName === 'span')?.childNodes?.[0]?.value;
        if (icon && label !== undefined) styles[label] = icon.attrs?.find((a) => a.name === 'style')?.value;
      }
      node.childNodes?.forEach(walk);
    };
    walk(parse(String((await site.render('/'))?.body)));
    return styles;
  }

  test('`color: {light, dark}` gives each mode its own colour (one alone serves both), in `navigation.global` and in `navigation.anchors`', async () => {
    const styles = await iconStyles({
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', icon: 'book', color: { light: '#7C3AED', dark: '#C4B5FD' } }, { anchor: 'Dark only', href: 'https://example.org', icon: 'book', color: { dark: '#C4B5FD' } }] },
      anchors: [{ anchor: 'Guides', icon: 'book', color: { light: '#0F766E', dark: '#5EEAD4' }, pages: ['index'] }, { anchor: 'Plain', icon: 'book', href: 'https://example.net' }],
    });
    expect(styles).toEqual({
      Blog: '--dw-anchor-light:#7C3AED;--dw-anchor-dark:#C4B5FD;background:var(--dw-anchor-bg)',
      'Dark only': '--dw-anchor-light:#C4B5FD;--dw-anchor-dark:#C4B5FD;background:var(--dw-anchor-bg)',
      Guides: '--dw-anchor-light:#0F766E;--dw-anchor-dark:#5EEAD4;background:var(--dw-anchor-bg)',
      Plain: undefined,
    });
    // The stylesheet picks the mode's colour.
    expect(SITE_CSS).toContain('.dw-anchor-icon{--dw-anchor-bg:var(--dw-anchor-light)}[data-theme=dark] .dw-anchor-icon{--dw-anchor-bg:var(--dw-anchor-dark)}');
  });
});

describe('CodeGroup and Tabs', () => {
  test('a dropdown code group has a language menu over its panels, one shown', async () => {
    const { html } = await render('<CodeGroup dropdown>\n\n```javascript hello.js\nconsole.log(1)\n```\n\n```python hello.py\nprint(1)\n```\n\n</CodeGroup>\n');
    expect(html).toContain('<div class="dw-tabs dw-code-group dw-code-dropdown" data-dw-tabs=""><div class="dw-tablist dw-code-select-bar"><span class="dw-code-select-title">hello.js</span><select class="dw-code-select" aria-label="Language" data-dw-select=""><option value="0" selected data-dw-sync="javascript">JavaScript</option><option value="1" data-dw-sync="python">Python</option></select></div>');
    expect(html).toMatch(/<div id="dw-code-group-1-panel-1" role="group" aria-label="hello.py" hidden class="dw-tabpanel" data-dw-sync="python">/);
  });

  test('tabs carry the key they are synchronised by: a code block its language, a tab its title; sync={false} opts out', async () => {
    const { html } = await render(
      '<Tabs>\n  <Tab title="Python">A</Tab>\n  <Tab title="Node  JS">B</Tab>\n</Tabs>\n\n<Tabs sync={false}>\n  <Tab title="Python">C</Tab>\n</Tabs>\n\n<CodeGroup>\n```py a.py\nx\n```\n```ts a.ts\ny\n```\n</CodeGroup>\n\n<CodeGroup>\n```bash npm\nnpm i\n```\n```bash pnpm\npnpm add\n```\n</CodeGroup>\n',
    );
    expect(html).toMatch(/<div class="dw-tabs" data-dw-tabs=""><div role="tablist"[^>]*><button [^>]*data-dw-sync="python">Python<\/button><button [^>]*data-dw-sync="node js">Node {2}JS<\/button>/);
    expect(html).toMatch(/<div class="dw-tabs" data-dw-tabs="" data-dw-nosync="">/);
    expect(html).toMatch(/<button [^>]*data-dw-sync="python">a.py<\/button><button [^>]*data-dw-sync="typescript">a.ts<\/button>/);
    // One language twice: synchronised by title.
    expect(html).toMatch(/<button [^>]*data-dw-sync="npm">npm<\/button><button [^>]*data-dw-sync="pnpm">pnpm<\/button>/);
  });
});

describe('Steps', () => {
  test('numbers each step by its position; `stepNumber` sets that step’s number only, as Mintlify’s Steps (`stepNumber ?? index + 1`)', async () => {
    const { html } = await render('<Steps>\n  <Step title="A" stepNumber={3}>a</Step>\n  <Step title="B">b</Step>\n  <Step title="C" icon="check">c</Step>\n  <Step title="D">d</Step>\n  <Step title="E" stepNumber={9}>e</Step>\n</Steps>\n');
    expect(html).toContain('<ol class="dw-steps" start="3"><li class="dw-step" value="3"><span class="dw-step-marker" aria-hidden="true">3</span>');
    expect(html).toContain('<li class="dw-step" value="2"><span class="dw-step-marker" aria-hidden="true">2</span>');
    expect(html).toMatch(/<li class="dw-step"><span class="dw-step-marker" aria-hidden="true"><svg/);
    expect(html).toContain('<li class="dw-step"><span class="dw-step-marker" aria-hidden="true">4</span>');
    expect(html).toContain('<li class="dw-step" value="9"><span class="dw-step-marker" aria-hidden="true">9</span>');
  });
});

describe('Badge and Card', () => {
  test('a badge has its colour, size, shape, stroke and disabled state, and an icon in the text colour (after the text: `icon` is `tailIcon`\'s older spelling)', async () => {
    const { html } = await render('<Badge color="green" size="xs" shape="pill" icon="circle-check" stroke disabled>Live</Badge> <Badge color="nope" size="huge">Plain</Badge>\n');
    expect(html).toMatch(/<span class="dw-badge dw-badge-green dw-badge-xs dw-badge-pill dw-badge-stroke dw-badge-disabled">Live<svg[^>]*>(?:(?!style=).)*?<\/svg><\/span>/);
    expect(html).toContain('<span class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded">Plain</span>');
  });

  test('a typed card takes the callout colours and icon; links get an arrow (external by default) and a CTA', async () => {
    const { html } = await render(
      '<Card title="Careful" type="warning">Body</Card>\n\n<Card title="Out" href="https://example.com">x</Card>\n\n<Card title="In" href="/a">y</Card>\n\n<Card title="Go" href="/b" arrow="true" cta="Read more">z</Card>\n',
    );
    expect(html).toMatch(/<div class="dw-card dw-card-typed dw-callout-warning"><span class="dw-card-icon"><svg/);
    expect(html).toMatch(/<a class="dw-card dw-card-link" href="https:\/\/example.com">.*?<span class="dw-card-arrow" aria-hidden="true"><svg/);
    expect(html).toMatch(/<a class="dw-card dw-card-link" href="\/a">(?:(?!dw-card-arrow).)*?<\/a>/);
    expect(html).toMatch(/<span class="dw-card-cta">Read more<svg[^]*?<\/span><\/div><span class="dw-card-arrow"/);
  });
});

describe('Color', () => {
  test('each colour is a button that copies its value; theme-aware values set both modes; a table variant has titled rows', async () => {
    const { html } = await render(
      '<Color variant="compact">\n  <Color.Item name="blue-500" value="#3B82F6" />\n  <Color.Item name="ok" value="oklch(70% 0.2 145)" />\n  <Color.Item name="bg" value={{ light: "#FFFFFF", dark: "#000000" }} />\n  <Color.Item name="bad" value="url(x)" />\n</Color>\n\n<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="p" value="#111" />\n  </Color.Row>\n</Color>\n',
    );
    expect(html).toContain('<div class="dw-colors dw-colors-compact"><button type="button" class="dw-color-item" data-dw-copy-value="#3B82F6" aria-label="Copy blue-500 #3B82F6"><span class="dw-swatch" style="--dw-swatch:#3B82F6" aria-hidden="true"></span><span class="dw-color-name">blue-500</span> <code class="dw-color-value">#3B82F6</code></button>');
    expect(html).toContain('style="--dw-swatch:oklch(0.7 0.2 145)"');
    expect(html).toContain('data-dw-copy-value="#FFFFFF" aria-label="Copy bg #FFFFFF / #000000"><span class="dw-swatch" style="--dw-swatch:#FFFFFF;--dw-swatch-dark:#000000"');
    expect(html).toContain('aria-label="Copy bad url(x)"><span class="dw-swatch" aria-hidden="true"></span>');
    expect(html).toContain('<div class="dw-colors dw-colors-table"><div class="dw-color-row"><p class="dw-color-row-title">Primary</p><div class="dw-color-items"><button');
  });

  test('as Mintlify: a theme-aware value shows its light value (the dark one in the dark theme); only the compact variant shows names and values', async () => {
    const { html } = await render(
      '<Color variant="compact">\n  <Color.Item name="bg" value={{ light: "#FFFFFF", dark: "#000000" }} />\n</Color>\n\n<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="p-500" value="#111111" />\n  </Color.Row>\n</Color>\n\n<Color>\n  <Color.Item name="plain" value="#222222" />\n</Color>\n',
    );
    expect(html).toContain('<span class="dw-color-name">bg</span> <code class="dw-color-value" data-dark="#000000">#FFFFFF</code>');
    expect(html).not.toContain('#FFFFFF / #000000</code>');
    expect(html).toContain('<button type="button" class="dw-color-item" data-dw-copy-value="#111111" aria-label="Copy p-500 #111111" title="#111111"><span class="dw-swatch" style="--dw-swatch:#111111" aria-hidden="true"></span></button>');
    expect(html).not.toContain('<span class="dw-color-name">p-500</span>');
    expect(html).not.toContain('<span class="dw-color-name">plain</span>');
  });
});

describe('Frame, Prompt and GitHub.Repo', () => {
  test('a frame caption and hint render their Markdown, sanitised', async () => {
    const { html } = await render('<Frame hint="Read *this*." caption="**Important:** see the [park](https://example.com/park). <img src=x onerror=alert(1)>">\n  ![alt](/a.png)\n</Frame>\n');
    // The hint is a line above the framed box, outside it (Mintlify: "Hints appear before the frame").
    expect(html).toMatch(/<div class="dw-frame-container"><p class="dw-frame-hint">(?:<span class="dw-frame-hint-icon" aria-hidden="true"><svg[^]*?<\/svg><\/span>)?<span>Read <em>this<\/em>.<\/span><\/p><figure class="dw-frame"><div class="dw-frame-body">/);
    expect(html).toMatch(/<figcaption><strong>Important:<\/strong> see the <a href="https:\/\/example.com\/park">park<\/a>\. ?<\/figcaption>/);
    expect(html).not.toContain('onerror');
  });

  test('a prompt shows its Markdown description and actions, collapses the prompt, and copies it as written', async () => {
    const { html } = await render('<Prompt description="Write **clear** docs." icon="paperclip" actions={["copy", "cursor"]}>\nYou are a **writer**.\n\n- Use active verbs.\n</Prompt>\n');
    expect(html).toMatch(/<div class="dw-prompt"><div class="dw-prompt-head"><span class="dw-prompt-icon"><svg[^]*?<\/svg><\/span><div class="dw-prompt-description">Write <strong>clear<\/strong> docs.<\/div><div class="dw-prompt-actions">/);
    expect(html).toContain('data-dw-copy-value="You are a **writer**.\n\n- Use active verbs." aria-label="Copy prompt">');
    expect(html).toContain(`<a class="dw-prompt-action" href="https://cursor.com/link/prompt?text=${encodeURIComponent('You are a **writer**.\n\n- Use active verbs.').replace(/'/g, '%27')}" rel="noopener" target="_blank">Open in Cursor</a>`);
    expect(html).toMatch(/<details class="dw-prompt-details"><summary>Show prompt<\/summary><div class="dw-prompt-body">\s*<p>You are a <strong>writer<\/strong>.<\/p>/);
  });

  test('GitHub.Repo is a link card with the owner and name, from a slug or a URL; a bad value warns and draws nothing', async () => {
    const { html, diagnostics } = await render('<GitHub.Repo repo="mintlify/docs" />\n\n<GitHub.Repo repo="https://github.com/acme/tool.git" variant="flat" />\n\n<GitHub.Repo repo="not a repo" />\n');
    expect(html).toMatch(/<a class="dw-card dw-card-link dw-github-repo dw-github-inset" href="https:\/\/github.com\/mintlify\/docs" data-dw-repo="mintlify\/docs"><span class="dw-card-icon"><svg[^]*?<\/svg><\/span><span class="dw-github-text"><span class="dw-card-title"><span class="dw-github-owner">mintlify\/<\/span>docs<\/span><span class="dw-github-description" hidden><\/span>/);
    // No invented `github.com` line: the card shows the repository's name (Mintlify's adds what it fetches).
    expect(html).not.toContain('>github.com<');
    expect(html).toContain('<a class="dw-card dw-card-link dw-github-repo dw-github-flat" href="https://github.com/acme/tool" data-dw-repo="acme/tool">');
    // Empty, hidden slots the reader's browser fills (the build fetches nothing).
    expect(html).toContain('<span class="dw-github-description" hidden></span><span class="dw-github-counts" hidden></span>');
    expect(html.match(/dw-github-repo/g)).toHaveLength(2);
    expect(diagnostics.map((d) => d.message)).toContain('Unexpected `repo` `not a repo` on `GitHub.Repo`, expected `owner/name` or a github.com URL');
  });
});

describe('Update', () => {
  test('an update carries its tags for the filter', async () => {
    const { html } = await render('<Update label="March" tags={["New", "Fixes"]}>\n  Notes.\n</Update>\n\n<Update label="April">\n  More.\n</Update>\n');
    expect(html).toContain('<section class="dw-update" id="march" aria-labelledby="march-label" data-dw-tags="[&#x22;New&#x22;,&#x22;Fixes&#x22;]">');
    expect(html).toContain('<section class="dw-update" id="april" aria-labelledby="april-label">');
  });
});

describe('the options of issue 47', () => {
  test('ResponseField `pre` labels come before the name, `post` labels after the other pills; a string is one label', async () => {
    const { html } = await render('<ResponseField name="id" type="string" pre={["GET", "beta"]} post={["v2"]} required>\n  The id.\n</ResponseField>\n\n<ParamField query="q" pre="new">Q.</ParamField>\n');
    expect(html).toContain(
      '<div class="dw-field-head"><span class="dw-field-pre">GET</span><span class="dw-field-pre">beta</span><a class="dw-field-name" href="#param-id"><code>id</code></a><span class="dw-field-type">string</span><span class="dw-field-required">required</span><span class="dw-field-post">v2</span></div>',
    );
    expect(html).toContain('<div class="dw-field-head"><span class="dw-field-pre">new</span><a class="dw-field-name" href="#param-q">');
  });

  test('a `<ResponseField hidden>` is left out of the page, as Mintlify’s field renders nothing; `hidden={false}` shows', async () => {
    const { html } = await render(
      '<ResponseField name="kettle_serial" type="string" hidden>\n  Internal serial.\n</ResponseField>\n\n<ResponseField name="spout" type="string" hidden={false}>\n  The spout.\n</ResponseField>\n',
    );
    expect(html).not.toContain('kettle_serial');
    expect(html).not.toContain('Internal serial.');
    expect(html).toContain('<a class="dw-field-name" href="#param-spout"><code>spout</code></a>');
  });

  test('a `<ParamField hidden>` is still shown: Mintlify reads `hidden` on its response field only (lint calls it an attribute with no effect)', async () => {
    const { html } = await render('<ParamField query="kettle" type="string" hidden>\n  The kettle to boil.\n</ParamField>\n');
    expect(html).toContain('<a class="dw-field-name" href="#param-kettle"><code>kettle</code></a>');
    expect(html).toContain('The kettle to boil.');
  });

  test('Steps `titleSize` sizes its steps\' titles (p, h2, h3, h4), a step\'s own wins, anything else is a paragraph', async () => {
    const { html } = await render('<Steps titleSize="h3">\n  <Step title="One">a</Step>\n  <Step title="Two" titleSize="h4">b</Step>\n</Steps>\n\n<Steps titleSize="h9">\n  <Step title="Three">c</Step>\n</Steps>\n\n<Steps>\n  <Step title="Four">d</Step>\n</Steps>\n');
    expect(html).toMatch(/<li class="dw-step" id="one">.*?<h3 class="dw-step-title"[^>]*>One/);
    // As Mintlify, only an h2/h3 step title gets an anchor: h4, p and unknown sizes get none.
    expect(html).toMatch(/<li class="dw-step">.*?<h4 class="dw-step-title"[^>]*>Two/);
    expect(html).toMatch(/<li class="dw-step">.*?<p class="dw-step-title">Three<\/p>/);
    expect(html).toMatch(/<li class="dw-step">.*?<p class="dw-step-title">Four<\/p>/);
    expect(html).not.toMatch(/id="(two|three|four)"/);
  });

  test('a Step gets an anchor only with an h2/h3 title (its own or its Steps\') and no `noAnchor`; an own `id` stays', async () => {
    const { html } = await render(
      '<Steps titleSize="h2">\n  <Step title="Plant">a</Step>\n  <Step title="Hide" noAnchor>b</Step>\n  <Step title="Small" titleSize="p">c</Step>\n</Steps>\n\n' +
        '<Steps>\n  <Step title="Water" titleSize="h3">d</Step>\n  <Step title="Own" id="mine">e</Step>\n</Steps>\n',
    );
    expect(html).toContain('<li class="dw-step" id="plant">');
    expect(html).toContain('<li class="dw-step" id="water">');
    expect(html).toContain('<li class="dw-step" id="mine">');
    expect(html).not.toMatch(/id="(hide|small|own|plant-2)"/);
    expect(html).toContain('<h2 class="dw-step-title">Plant<a class="dw-anchor" href="#plant" aria-label="Link to Plant">#</a></h2>');
  });

  test('a Callout `color` tints the box and colours the text: half its lightness in light mode, one and a half in dark mode', async () => {
    const { html } = await render('<Callout icon="key" color="#FFC107">Custom.</Callout>\n\n<Callout color="url(x)">Plain.</Callout>\n');
    expect(html).toContain('style="--dw-callout:#FFC107;--dw-callout-text:#836200;--dw-callout-text-dark:#ffe28a"');
    expect(html).toContain('<div class="dw-callout dw-callout-callout" role="note" aria-label="Callout"><span');
  });

  test('RequestExample and ResponseExample show the blocks\' own titles only (no "Request" over a "Request" tab), and `dropdown` gives a language menu', async () => {
    const { examplesHtml: html = '' } = await render('<RequestExample dropdown>\n\n```bash Request\ncurl x\n```\n\n```python Python\nprint(1)\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json Response\n{}\n```\n\n</ResponseExample>\n');
    expect(html.match(/>Request</g)).toHaveLength(1);
    expect(html.match(/>Response</g)).toHaveLength(1);
    expect(html).not.toContain('dw-api-example-label');
    expect(html).toContain('<div class="dw-api-example"><div class="dw-tabs dw-request-example dw-code-dropdown" data-dw-tabs=""><div class="dw-tablist dw-code-select-bar"><span class="dw-code-select-title">Request</span><select class="dw-code-select" aria-label="Request" data-dw-select=""><option value="0" selected data-dw-sync="bash">Bash</option><option value="1" data-dw-sync="python">Python</option></select>');
    expect(html).toContain('<div class="dw-api-example"><div class="dw-tabs dw-response-example" data-dw-tabs=""><div role="tablist" class="dw-tablist" aria-label="Response">');
  });

  test('an untitled block of a RequestExample or ResponseExample is titled `Request`, `Request 2` … by its place, as Mintlify titles it; one with meta keeps its own', async () => {
    const { examplesHtml: html = '' } = await render('<RequestExample>\n\n```bash\ncurl x\n```\n\n```python\nprint(1)\n```\n\n```js lines\nrun()\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json\n{}\n```\n\n</ResponseExample>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tabs).toEqual(['Request', 'Request 2', 'js', 'Response']);
  });

  test('the tags are ordered as Mintlify orders them: the tag most updates carry first, ties as first seen; trimmed, empty ones left out', async () => {
    const { html, updateTags } = await render('<Update label="Jan" tags={["Docs", "New"]}>\n  A.\n</Update>\n\n<Update label="Feb" tags={[" Fixes ", "New", ""]}>\n  B.\n</Update>\n\n<Update label="Mar" tags={["Fixes", "New", "Fixes"]}>\n  C.\n</Update>\n');
    expect(updateTags).toEqual(['New', 'Fixes', 'Docs']);
    expect(html).toContain(`data-dw-tags="${JSON.stringify(['Fixes', 'New']).replace(/"/g, '&#x22;')}"`);
  });

  test('the tag filter is not in the content, even when the first update sits in another component; untagged updates have none', async () => {
    const { html, updateTags } = await render('<Note>\n  <Update label="Jan">\n    A.\n  </Update>\n</Note>\n\n<Update label="Feb" tags={["New", "Fixes"]}>\n  B.\n</Update>\n\n<Update label="Mar" tags={["Fixes", "API"]}>\n  C.\n</Update>\n');
    expect(updateTags).toEqual(['Fixes', 'New', 'API']);
    expect(html).not.toContain('dw-update-filter');
    const untagged = await render('<Update label="Jan">\n  A.\n</Update>\n');
    expect(untagged.updateTags).toBeUndefined();
    expect(untagged.html.trim()).toMatch(/^<section class="dw-update"/);
  });
});

describe('the changelog tag filter in the table of contents’ place', () => {
  test('a changelog with tags has the filter in the right column (and above the article for narrow screens), not its contents; a wide page has neither', async () => {
    const changelog = '---\ntitle: Changelog\n---\n\n<Update label="March" tags={["New", "Fixes"]}>\n  M.\n</Update>\n\n<Update label="February" tags={["Fixes"]}>\n  F.\n</Update>\n';
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['changelog', 'wide', 'plain'] }] } }),
      'changelog.mdx': changelog,
      'wide.mdx': changelog.replace('title: Changelog', 'title: Wide\nmode: wide'),
      'plain.mdx': '---\ntitle: Plain\n---\n\n<Update label="March">\n  M.\n</Update>\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.errors).toBe(0);
    const page = readFileSync(join(out, 'changelog.html'), 'utf8');
    const row = '<div class="dw-update-filters{{extra}}" role="group" aria-label="Filter updates by tag"><button type="button" class="dw-update-filter">Fixes</button><button type="button" class="dw-update-filter">New</button></div>';
    expect(page).toContain(`<aside class="dw-toc dw-toc-filters" aria-label="Filter updates by tag">${row.replace('{{extra}}', '')}</aside>`);
    expect(page).toContain(`</header>${row.replace('{{extra}}', ' dw-update-filters-mobile')}`);
    expect(page).not.toMatch(/dw-toc-title|dw-toc-mobile/);
    expect(page.match(/dw-update-filters[" ]/g)).toHaveLength(2);
    expect(readFileSync(join(out, 'wide.html'), 'utf8')).not.toContain('dw-update-filter');
    // Updates without tags keep the table of contents.
    expect(readFileSync(join(out, 'plain.html'), 'utf8')).toMatch(/<aside class="dw-toc" aria-labelledby="dw-toc-title">.*href="#march"/s);
  });
});

describe('the RSS feed of a changelog', () => {
  test('`rss: true` writes `<page>/rss.xml` with one item per update and links it from the page', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index', 'changelog'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\n<Update label="Not a feed">x</Update>\n',
      'changelog.mdx':
        '---\ntitle: Changelog\ndescription: What changed\nrss: true\n---\n\n<Update label="March 2026" tags={["New"]}>\n  Added **dark mode** & more.\n\n  <Note>Left out.</Note>\n\n  ```bash\n  left out\n  ```\n</Update>\n\n<Update label="February" rss={{ title: "Feb release", description: "Custom text" }}>\n  <Card title="x">y</Card>\n</Update>\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.example.com' })).build(out);
    expect(result.errors).toBe(0);
    const xml = readFileSync(join(out, 'changelog/rss.xml'), 'utf8');
    expect(xml).toContain('<title>Changelog - Acme</title>\n    <link>https://docs.example.com/changelog</link>\n    <description>What changed</description>\n    <atom:link href="https://docs.example.com/changelog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<item>\n      <title>March 2026</title>\n      <link>https://docs.example.com/changelog#march-2026</link>');
    expect(xml).toContain('<description>Added **dark mode** &amp; more.</description>');
    expect(xml).not.toContain('Left out');
    expect(xml).toContain('<title>Feb release</title>\n      <link>https://docs.example.com/changelog#february</link>\n      <guid isPermaLink="false">https://docs.example.com/changelog#february</guid>\n      <description>Custom text</description>');
    const html = readFileSync(join(out, 'changelog.html'), 'utf8');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Changelog - Acme" href="/changelog/rss.xml">');
    expect(html).toMatch(/<a class="dw-rss" href="\/changelog\/rss.xml" aria-label="RSS feed" title="RSS feed"><svg/);
    expect(existsSync(join(out, 'rss.xml'))).toBe(false);
  });
});

describe('Icon size', () => {
  test('as Mintlify draws it: a number in pixels, a CSS length with a unit as written, and no size from a value that is no length', async () => {
    const { html } = await render('A <Icon icon="leaf" size={20} /> B <Icon icon="leaf" size="1.5em" /> C <Icon icon="leaf" size="12px" /> D <Icon icon="leaf" size="wide" />\n');
    expect(html).toContain('width:20px;height:20px');
    expect(html).toContain('width:1.5em;height:1.5em');
    expect(html).toContain('width:12px;height:12px');
    expect(html).not.toContain('width:wide');
  });

  test('a number in quotes is no size, as the browser drops Mintlify\'s `width: 24`: the default size, and a warning at the icon', async () => {
    const { html, diagnostics } = await render('A <Icon icon="leaf" size="24" /> B <Icon icon="leaf" size="wide" />\n');
    expect(html).not.toContain('width:24');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      '1:3 warn Unexpected `size="24"` on `<Icon>`, expected `size={24}` or `size="24px"` (Mintlify\'s Icon writes it into the style as it is, and the browser drops it): the icon is drawn at its default size',
      '1:36 warn Unexpected `size="wide"` on `<Icon>`, expected a number (`size={16}`) or a CSS length (`size="16px"`) (Mintlify\'s Icon writes it into the style as it is, and the browser drops it): the icon is drawn at its default size',
    ]);
  });

  test('an image icon takes a CSS length as a style and a number as its width and height', async () => {
    const { html } = await render('<Icon src="/leaf.png" size="2rem" /> <Icon icon="/leaf.svg" size={24} />\n', { 'leaf.png': 'x', 'leaf.svg': '<svg/>' });
    expect(html).toMatch(/<img[^>]*style="width:2rem;height:2rem"/);
    expect(html).toMatch(/<img[^>]*width="24" height="24"/);
  });
});
