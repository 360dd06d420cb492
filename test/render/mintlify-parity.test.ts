// What a page shows where Mintlify's renderer shows something else (found by `npm run bench -- render-diff` on a
// project of every component): each page is read as a browser reads it (parse5 follows the HTML standard).
import { describe, expect, test } from '@jest/globals';
import { parse } from 'parse5';
import { parsePage } from '../../src/parse/index.js';
import { collectLinks } from '../../src/parse/page-links.js';
import { renderContent } from '../../src/render/page/page.js';
import { makeProject } from './helpers.js';
import type { HtmlNode } from '../support/html-node.js';

const root = makeProject({});

async function render(source: string): Promise<{ html: string; findings: string[] }> {
  const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
  return { html, findings: diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`) };
}

/** The page's content in a document, as the layout puts it (`.dw-content`, then what follows the article), parsed. */
function page(html: string): HtmlNode {
  return parse(`<!doctype html><html><body><main><div class="dw-content">${html}</div><nav class="after-content">pager</nav></main></body></html>`);
}

const classes = (node: HtmlNode): string[] => node.attrs?.find((a) => a.name === 'class')?.value.split(/\s+/) ?? [];

/** Every element under `node` with the class, in document order. */
function byClass(node: HtmlNode, name: string, found: HtmlNode[] = []): HtmlNode[] {
  for (const child of node.childNodes ?? []) {
    if (classes(child).includes(name)) found.push(child);
    byClass(child, name, found);
  }
  return found;
}

/** The text under a node, its elements as `<tag>text</tag>` (tags only). */
function marked(node: HtmlNode): string {
  return (node.childNodes ?? []).map((c) => (c.nodeName === '#text' ? (c.value ?? '') : c.nodeName.startsWith('#') ? '' : `<${c.nodeName}>${marked(c)}</${c.nodeName}>`)).join('');
}

/** The text under a node. */
const textOf = (node: HtmlNode): string => (node.childNodes ?? []).map((c) => (c.nodeName === '#text' ? (c.value ?? '') : textOf(c))).join('');

/** The tag names of the parents of every element of that tag under `node`, in document order. */
function parentsOf(node: HtmlNode, tag: string, found: string[] = []): string[] {
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === tag) found.push(node.nodeName);
    parentsOf(child, tag, found);
  }
  return found;
}

const one = (tree: HtmlNode, name: string): HtmlNode => {
  const [found] = byClass(tree, name);
  if (!found) throw new Error(`no .${name}`);
  return found;
};

describe('a string title is Markdown in the components Mintlify reads it in', () => {
  test.each([
    ['<Accordion title="Run `npx kettle` first">Body.</Accordion>', 'dw-accordion-title', 'Run <code>npx kettle</code> first'],
    ['<Accordion title="A *soft*, **hard** and ~~old~~ lid">Body.</Accordion>', 'dw-accordion-title', 'A <em>soft</em>, <strong>hard</strong> and <del>old</del> lid'],
    // A link is its text alone; brackets that are no link, a list marker, an image and HTML are the characters written.
    ['<Accordion title="See [the manual](/manual) now">Body.</Accordion>', 'dw-accordion-title', 'See the manual now'],
    ['<Accordion title="Keep [spare] and [x](nowhere) lids">Body.</Accordion>', 'dw-accordion-title', 'Keep [spare] and [x](nowhere) lids'],
    ['<Accordion title="1. Fill the kettle">Body.</Accordion>', 'dw-accordion-title', '1. Fill the kettle'],
    ['<Accordion title="A ![kettle](/k.png) and <b>lid</b>">Body.</Accordion>', 'dw-accordion-title', 'A ![kettle](/k.png) and <b>lid</b>'],
    ['<Accordion title="Tea &amp; \\*cake\\*">Body.</Accordion>', 'dw-accordion-title', 'Tea & *cake*'],
    ['<Card title="Card `code`">Body.</Card>', 'dw-card-title', 'Card <code>code</code>'],
    ['<Card title={"Card **bold**"}>Body.</Card>', 'dw-card-title', 'Card <strong>bold</strong>'],
    ['<Tile href="/k" title="Tile _lid_">x</Tile>', 'dw-card-title', 'Tile <em>lid</em>'],
    ['<Steps>\n  <Step title="Boil `water`">\n    Body.\n  </Step>\n</Steps>', 'dw-step-title', 'Boil <code>water</code>'],
    ['<Tabs>\n  <Tab title="Tab `one`">\n    One.\n  </Tab>\n</Tabs>', 'dw-tab', 'Tab <code>one</code>'],
    ['<Color variant="table">\n  <Color.Row title="Row **hot**">\n    <Color.Item name="a" value="#111111" />\n  </Color.Row>\n</Color>', 'dw-color-row-title', 'Row <strong>hot</strong>'],
  ])('%s', async (source, part, expected) => {
    const { html } = await render(`${source}\n`);
    expect(marked(one(page(html), part))).toBe(expected);
  });

  test('other components show the title as written, and an accordion’s id is made from its visible text', async () => {
    const { html } = await render('<Note title="Note `x`">Body.</Note>\n\n<Expandable title="Fields `y`">Body.</Expandable>\n\n<Accordion title="Lid `z`">Body.</Accordion>\n');
    const tree = page(html);
    expect(marked(one(tree, 'dw-callout-title'))).toBe('Note `x`');
    expect(marked(one(tree, 'dw-expandable'))).toContain('Fields `y`');
    expect(one(tree, 'dw-accordion').attrs?.find((a) => a.name === 'id')?.value).toBe('lid-z');
  });
});

/** The parse errors a browser meets reading the page's content (parse5's, which follow the HTML standard). */
function parseErrors(html: string): string[] {
  const errors: string[] = [];
  parse(`<!doctype html><html><body><main><div class="dw-content">${html}</div></main></body></html>`, { onParseError: (error) => errors.push(error.code) });
  return errors;
}

/** Every element of that tag under `node`, in document order. */
function byTag(node: HtmlNode, tag: string, found: HtmlNode[] = []): HtmlNode[] {
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === tag) found.push(child);
    byTag(child, tag, found);
  }
  return found;
}

const idOf = (node: HtmlNode): string | undefined => node.attrs?.find((a) => a.name === 'id')?.value;

describe('a component title\'s id is made from its visible text, as Mintlify makes it', () => {
  // The ids Mintlify's pipeline gives (`@mintlify/common`'s remarkComponentIds and table of contents, over the same MDX).
  test('accordions: a link\'s text not its URL, code, emphasis, emoji, non-ASCII letters, and a count for a repeat', async () => {
    const titles = ['Read [the guide](/guide) first', 'Run `npx docwright`', '**Bold** and _em_ and ~~gone~~', 'Party 🎉 time', 'Café über straße', 'Read [the guide](/guide) first', 'Read the guide first', 'Setup: Advanced', '[x](https://e.com) and <b>html</b>'];
    const { html } = await render(`<AccordionGroup>\n${titles.map((t, i) => `<Accordion title="${t}">${i}</Accordion>`).join('\n')}\n</AccordionGroup>\n`);
    expect(byClass(page(html), 'dw-accordion').map(idOf)).toEqual([
      'read-the-guide-first',
      'run-npx-docwright',
      'bold-and-em-and-gone',
      'party-time',
      'cafe-ueber-strasse',
      'read-the-guide-first-1',
      'read-the-guide-first-2',
      'setup-advanced',
      'x-and-b-html-b',
    ]);
  });

  test('steps with an h2 title: the same text in the id and the table of contents entry\'s link', async () => {
    const { html } = await render('<Steps titleSize="h2">\n<Step title="Open [docs](https://e.com/a)">a</Step>\n<Step title="Run `npm i`">b</Step>\n<Step title="Café 🎉 **now**">c</Step>\n<Step title="Open [docs](https://e.com/a)">d</Step>\n</Steps>\n');
    const tree = page(html);
    expect(byClass(tree, 'dw-step').map(idOf)).toEqual(['open-docs', 'run-npm-i', 'café--now', 'open-docs-2']);
    // The step's anchor link names the step by what it shows.
    expect(byClass(tree, 'dw-anchor').map((a) => a.attrs?.find((x) => x.name === 'aria-label')?.value)).toEqual(['Link to Open docs', 'Link to Run npm i', 'Link to Café 🎉 now', 'Link to Open docs']);
  });
});

describe('a tab\'s id is the slug of its visible title, as Mintlify gives it', () => {
  // `@mintlify/common`'s remarkComponentIds: `panel-<id>` on the panel, `-2`, `-3` … for a repeat, past any `<Tab id>` of the page.
  const source = [
    '<Tabs>',
    '  <Tab title="Use npm">\n    A\n  </Tab>',
    '  <Tab title="Use `pnpm` [now](/now)">\n    B\n  </Tab>',
    '  <Tab title="Use npm">\n    C\n  </Tab>',
    '  <Tab title="Mine" id="use-npm-2">\n    D\n  </Tab>',
    '  <Tab title={"Braced"}>\n    E\n  </Tab>',
    '</Tabs>',
    '',
  ].join('\n');
  const attr = (node: HtmlNode, name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
  const byRole = (node: HtmlNode, role: string, found: HtmlNode[] = []): HtmlNode[] => {
    for (const child of node.childNodes ?? []) {
      if (attr(child, 'role') === role) found.push(child);
      byRole(child, role, found);
    }
    return found;
  };

  test('the tab carries the id, its panel `panel-<id>`, and each names the other', async () => {
    const { html } = await render(source);
    const tree = page(html);
    const tabs = byRole(tree, 'tab');
    const panels = byRole(tree, 'tabpanel');
    expect(tabs.map(idOf).slice(0, 4)).toEqual(['use-npm', 'use-pnpm-now', 'use-npm-3', 'use-npm-2']);
    // A title in braces gets no slug on Mintlify either: the tab keeps an id of docwright's own.
    expect(idOf(tabs[4] ?? { nodeName: 'none' })).toMatch(/^dw-tabs-\d+-tab-4$/);
    expect(panels.map(idOf)).toEqual(tabs.map((tab) => attr(tab, 'aria-controls')));
    expect(panels.map((panel) => attr(panel, 'aria-labelledby'))).toEqual(tabs.map(idOf));
    expect(panels.map(idOf).slice(0, 4)).toEqual(['panel-use-npm', 'panel-use-pnpm-now', 'panel-use-npm-3', 'panel-use-npm-2']);
  });

  test('`check --links` accepts exactly the tab ids the page has', async () => {
    const { html } = await render(source);
    const built = byRole(page(html), 'tab').map(idOf).filter((id) => id !== undefined && !id.startsWith('dw-'));
    const checked = [...collectLinks(parsePage({ path: 'page.mdx', value: source }).tree).anchors];
    expect(checked.sort()).toEqual([...built].sort());
  });
});

describe('a component beside text in a paragraph', () => {
  test('is inside a block of the paragraph\'s, never a <p> (a browser reads the page without a parse error)', async () => {
    const { html } = await render('<Card title="Lid">Body.</Card> and more text\n\n<Step title="Alone">Body.</Step> beside it\n\nA plain paragraph.\n');
    expect(parseErrors(html)).toEqual([]);
    const tree = page(html);
    expect(byClass(tree, 'dw-p').map(textOf)).toEqual(['LidBody. and more text', '1AloneBody. beside it']);
    // A paragraph of text alone stays a paragraph (the card's and step's titles are theirs).
    expect(byTag(tree, 'p').filter((p) => classes(p).length === 0).map(textOf)).toEqual(['A plain paragraph.']);
  });
});

describe('a <Step> beside text inside <Steps>', () => {
  test('makes a step of the paragraph\'s content without the paragraph, as Mintlify draws it, and valid HTML', async () => {
    const { html } = await render('<Steps>\n  <Step title="Fill">Water in.</Step>\n  Then wait.\n  <Step title="Pour">Into the cup.</Step>\n</Steps>\n\n<Steps>\n  <Step title="One">\n    A.\n  </Step>\n\n  Loose text.\n</Steps>\n');
    expect(parseErrors(html)).toEqual([]);
    const tree = page(html);
    expect(parentsOf(tree, 'ol')).not.toContain('p');
    // Mintlify's visible text: the paragraph is step 1, each step inside it a list of one; a loose paragraph is a step's text.
    expect(byClass(tree, 'dw-steps').map(textOf)[0]).toBe('11FillWater in.\nThen wait.\n1PourInto the cup.');
    expect(byClass(tree, 'dw-step-content').map((c) => c.childNodes?.map((n) => n.nodeName).join(' ')).at(-1)).toBe('#text');
  });

  test('is a list of its own inside the list item the text makes, and the page goes on inside its content', async () => {
    const { html } = await render('<Steps>\n  <Step title="Fill">Water in.</Step>\n  Then wait for the click.\n</Steps>\n\nAfter the steps.\n');
    const tree = page(html);
    const [content] = byClass(tree, 'dw-content');
    expect(content && textOf(content)).toContain('After the steps.');
    // As Mintlify numbers it: the item the paragraph makes is 1, the step inside it 1 of its own list.
    const markers = byClass(tree, 'dw-step-marker').map(textOf);
    expect(markers).toEqual(['1', '1']);
    // Every step is an item of a list as the browser reads the page (none was moved out of a paragraph).
    expect(parentsOf(tree, 'li')).toEqual(['ol', 'ol']);
  });

  test('steps of a paragraph of steps alone, and ones written on their own lines, are the list items', async () => {
    const { html } = await render('<Steps><Step title="One">A.</Step><Step title="Two">B.</Step></Steps>\n\n<Steps>\n  <Step title="Three">\n    C.\n  </Step>\n  <Step title="Four">\n    D.\n  </Step>\n</Steps>\n');
    expect(byClass(page(html), 'dw-step-marker').map(textOf)).toEqual(['1', '2', '1', '2']);
  });
});

test('an <Update> shows its tags before its description, as Mintlify orders them', async () => {
  const { html } = await render('<Update label="v2" description="Faster boil" tags={["Kettle"]}>\n  Notes.\n</Update>\n');
  const meta = one(page(html), 'dw-update-meta');
  expect(textOf(meta)).toBe('v2KettleFaster boil');
});
