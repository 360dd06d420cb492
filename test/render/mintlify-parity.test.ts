// What a page shows where Mintlify's renderer shows something else (found by `npm run bench -- render-diff` on a
// project of every component): each page is read as a browser reads it (parse5 follows the HTML standard).
import { describe, expect, test } from '@jest/globals';
import { parse } from 'parse5';
import { renderContent } from '../../src/render/page/page.js';
import { makeProject } from './helpers.js';

const root = makeProject({});

/** A node of parse5's tree, as far as the test reads it. */
interface HtmlNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}

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

  test('other components show the title as written, and ids are made from the title as written', async () => {
    const { html } = await render('<Note title="Note `x`">Body.</Note>\n\n<Expandable title="Fields `y`">Body.</Expandable>\n\n<Accordion title="Lid `z`">Body.</Accordion>\n');
    const tree = page(html);
    expect(marked(one(tree, 'dw-callout-title'))).toBe('Note `x`');
    expect(marked(one(tree, 'dw-expandable'))).toContain('Fields `y`');
    expect(one(tree, 'dw-accordion').attrs?.find((a) => a.name === 'id')?.value).toBe('lid-z');
  });
});

describe('a <Step> beside text inside <Steps>', () => {
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
