import { describe, expect, it } from '@jest/globals';
import { MAX_OFFERED, offerParsed, offeredPaths, parseAsMdx, parsePage } from '../../src/parse/index.js';

describe('offerParsed', () => {
  it('hands a page parsed ahead to the next parse of the same path and text, once', () => {
    const text = '# Title\n\nSee [a](/a).\n';
    const ahead = parsePage({ path: '/p/offered-a.mdx', value: text });
    offerParsed('/p/offered-a.mdx', text, ahead);
    expect([...offeredPaths()]).toContain('/p/offered-a.mdx');
    const taken = parsePage({ path: '/p/offered-a.mdx', value: text });
    expect(taken.tree).toBe(ahead.tree);
    expect([...offeredPaths()]).not.toContain('/p/offered-a.mdx');
    expect(parsePage({ path: '/p/offered-a.mdx', value: text }).tree).not.toBe(ahead.tree);
  });

  it('parses again when the text or the syntax differs', () => {
    const ahead = parsePage({ path: '/p/offered-b.mdx', value: '# One\n' });
    offerParsed('/p/offered-b.mdx', '# One\n', ahead);
    const other = parsePage({ path: '/p/offered-b.mdx', value: '# Two\n' });
    expect(other.tree).not.toBe(ahead.tree);
    expect(other.tree.children[0]).toMatchObject({ type: 'heading', children: [{ value: 'Two' }] });
    offerParsed('/p/offered-b.mdx', '# One\n', ahead);
    expect(parsePage({ path: '/p/offered-b.mdx', value: '# One\n' }, { syntax: 'md' }).tree).not.toBe(ahead.tree);
  });

  it(`keeps at most ${MAX_OFFERED} pages, the oldest going first`, () => {
    const page = parsePage({ path: '/p/x.mdx', value: 'x\n' });
    for (let i = 0; i <= MAX_OFFERED; i++) offerParsed(`/p/many-${i}.mdx`, 'x\n', page);
    const kept = [...offeredPaths()];
    expect(kept).toHaveLength(MAX_OFFERED);
    expect(kept).not.toContain('/p/many-0.mdx');
    expect(kept).toContain(`/p/many-${MAX_OFFERED}.mdx`);
  });
});

describe('parseAsMdx', () => {
  it('reads a `.md` page as MDX and gives the same result to the next caller of the same text', () => {
    const first = parseAsMdx('guide.md', 'a <b\n');
    expect(first.error).toBeDefined();
    expect(parseAsMdx('guide.md', 'a <b\n')).toBe(first);
    expect(parseAsMdx('guide.md', 'a b\n').error).toBeUndefined();
  });
});
