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

describe('collectLinks: a component that drops its `id`', () => {
  it('takes no anchor from the `id` of a registry component marked `dropsId` or of an unlisted one, and takes it from any other', () => {
    expect(anchorsOf('<Card id="card" title="A">x</Card>\n\n<Mermaid id="diagram" />\n\n<Step id="step" title="B">y</Step>\n\n<div id="plain" />\n')).toEqual(['step', 'plain']);
  });
});
