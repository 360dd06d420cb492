import { describe, expect, it } from '@jest/globals';
import { parsePage } from '../../src/parse/index.js';
import { collectLinks } from '../../src/parse/page-links.js';

function anchorsOf(source: string): string[] {
  return [...collectLinks(parsePage({ path: 'page.mdx', value: source }).tree).anchors];
}

describe('collectLinks: <Heading>', () => {
  it('anchors a `<Heading>` as the renderer does: its text, or its own id, at levels 1 to 4', () => {
    expect(anchorsOf('## Limits\n\n<Heading level={3}>\n  Limits\n</Heading>\n\n<Heading id="own">Other</Heading>\n')).toEqual(['limits', 'limits-2', 'own']);
  });

  it('gives a level 5 or 6 heading no anchor, as a Markdown one', () => {
    expect(anchorsOf('<Heading level="5">Deep</Heading>\n')).toEqual([]);
  });
});

describe('collectLinks: a component title read as Markdown', () => {
  it('anchors an accordion, an h2 step and a tab by the title\'s visible text, as the renderer and Mintlify do', () => {
    const source = [
      '<Accordion title="Read [the guide](/guide) first">a</Accordion>',
      '<Accordion title="Read [the guide](/guide) first">b</Accordion>',
      '<Accordion title="Run `npx docwright`">c</Accordion>',
      '<Steps titleSize="h2">\n  <Step title="Open [docs](https://e.com/a)">\n    d\n  </Step>\n</Steps>',
      '<Tabs>\n<Tab title="Use **[npm](https://npmjs.com)**">e</Tab>\n</Tabs>',
      // A `<View>`'s title is not Markdown to Mintlify: its id is made from it as written.
      '<View title="A [b](/c)">f</View>',
    ].join('\n\n');
    expect(anchorsOf(`${source}\n`)).toEqual(['read-the-guide-first', 'read-the-guide-first-1', 'run-npx-docwright', 'open-docs', 'use-npm', 'a-b-c']);
  });
});

describe('collectLinks: a component that drops its `id`', () => {
  it('takes no anchor from the `id` of a registry component marked `dropsId` or of an unlisted one, and takes it from any other', () => {
    expect(anchorsOf('<Card id="card" title="A">x</Card>\n\n<Mermaid id="diagram" />\n\n<Step id="step" title="B">y</Step>\n\n<div id="plain" />\n')).toEqual(['step', 'plain']);
  });
});

describe('collectLinks: files a component shows', () => {
  it('takes a component\'s `icon` path, `<Card img>` and `<Icon src>` as media at their attribute, and leaves icon names and lowercase elements alone', () => {
    const source = '<Icon icon="/a.svg" /> <Icon icon="leaf" /> <Icon src="b.png" />\n\n<Card\n  title="x"\n  img="/c.png"\n  icon="./d.svg"\n/>\n\n<span icon="/e.svg" />\n';
    const links = collectLinks(parsePage({ path: 'page.mdx', value: source }).tree).links;
    expect(links.map(({ url, line, column, kind, element }) => ({ url, line, column, kind, element }))).toEqual([
      { url: '/a.svg', line: 1, column: 7, kind: 'media', element: 'Icon' },
      { url: 'b.png', line: 1, column: 51, kind: 'media', element: 'Icon' },
      { url: './d.svg', line: 6, column: 3, kind: 'media', element: 'Card' },
      { url: '/c.png', line: 5, column: 3, kind: 'media', element: 'Card' },
    ]);
  });
});
