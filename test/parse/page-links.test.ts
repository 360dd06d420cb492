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
