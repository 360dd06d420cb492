import { describe, expect, test } from '@jest/globals';
import { formatText, type FormatTextResult } from '../../src/format/format-text.js';
import { sameTree } from '../../src/format/same-tree.js';
import { parsePage, type Syntax } from '../../src/parse/index.js';

/** The formatted text, failing the test when the page was refused. */
function formatted(text: string, syntax: Syntax = 'mdx'): string {
  const result = formatText(text, { syntax });
  if (result.status === 'unsafe' || result.status === 'unparsed') throw new Error(`refused: ${result.message}`);
  return result.output;
}

/** Whether two texts parse to the same tree. */
function sameMeaning(a: string, b: string, syntax: Syntax = 'mdx'): boolean {
  return sameTree(parsePage({ value: a }, { syntax }).tree, parsePage({ value: b }, { syntax }).tree);
}

const messy = [
  '---',
  'title:   "Setup"   # spacing kept',
  'description: How to set it up',
  '---',
  'Setup guide',
  '===========',
  '',
  '* one',
  '* two',
  '',
  'Some *emphasis* and __strong__ text.',
  '***',
  '1) first',
  '1) second',
  '',
].join('\n');

describe('formatText', () => {
  test('rewrites Markdown in the canonical style, to the same tree', () => {
    const out = formatted(messy);
    expect(out).toContain('# Setup guide\n');
    expect(out).toContain('- one\n- two\n');
    expect(out).toContain('Some _emphasis_ and **strong** text.');
    expect(out).toContain('\n---\n\n1. first\n2. second\n');
    expect(sameMeaning(messy, out)).toBe(true);
  });

  test('an `&` gets a backslash only where it would start a character reference', () => {
    const page = 'The R&D team at AT&T.\n\nSee [the tracker](https://x.dev/new?a=1&labels=bug) and ![shot](/shot.png?w=1&h=2).\n\n[ref]: https://x.dev/?a=1&b=2\n\nA literal \\&copy; and \\&#169; stay literal; [ref] too.\n';
    expect(formatText(page, { syntax: 'mdx' }).status).toBe('unchanged');
    for (const syntax of ['md', 'mdx'] as const) {
      const messyPage = page.replace('The R&D', '* The R&D');
      const out = formatted(messyPage, syntax);
      expect(out).toBe(page.replace('The R&D', '- The R&D'));
      expect(sameMeaning(messyPage, out, syntax)).toBe(true);
    }
  });

  test('brackets the page wrote as text keep no backslash: `:::warning[Careful]`, `[x]` that links nowhere', () => {
    const page = ':::warning[Careful]\nKeep [this] and a [task] list: [ ] or [x].\n:::\n\nThe admonition [title] stays as written.\n';
    for (const syntax of ['md', 'mdx'] as const) {
      expect(formatText(page, { syntax }).status).toBe('unchanged');
      const messyPage = `* item\n\n${page}`;
      const out = formatted(messyPage, syntax);
      expect(out).toBe(`- item\n\n${page}`);
      expect(sameMeaning(messyPage, out, syntax)).toBe(true);
    }
    const quoted = '> :::note[Hi]\n> body [x]\n> :::\n';
    expect(formatText(quoted, { syntax: 'mdx' }).status).toBe('unchanged');
    // Text the page wrote with a backslash is escaped as the stringifier does it, the link kept text.
    expect(formatted('An escaped \\[link](/x) stays text.\n')).toBe('An escaped \\[link]\\(/x) stays text.\n');
  });

  test('is idempotent: formatting its own output changes nothing', () => {
    const once = formatted(messy);
    const twice = formatText(once, { syntax: 'mdx' });
    expect(twice).toMatchObject({ status: 'unchanged', output: once });
  });

  test('leaves a page already in style unchanged, byte for byte', () => {
    const text = '## Title\n\nA paragraph with `code`.\n\n- a\n- b\n';
    expect(formatText(text)).toEqual({ status: 'unchanged', output: text, copied: 0 });
  });

  test('front matter, code blocks, JSX attributes, expressions and ESM come through byte for byte', () => {
    const frontmatter = '---\ntitle:   "Odd   spacing"\nlist: [ a,b ]\n---';
    const esm = "import {Thing} from '/snippets/thing.mdx'";
    const code = '~~~js   title="a.js"  {2}\nconst a  =  1;\n\n\nconst b=2\n~~~';
    const tag = '<Card   title = "A  card"\n      icon={ "star" }  href="/x" >';
    const expression = '{ /* a comment   kept */ }';
    const inline = "Text with {  1 +   2  } and <Badge  color='red'>new</Badge>.";
    const text = `${frontmatter}\n${esm}\n\n${code}\n\n${tag}\n  Body *text*\n</Card>\n\n${expression}\n\n${inline}\n\n* tail\n`;
    const out = formatted(text);
    for (const part of [frontmatter, esm, code, tag, expression, "{  1 +   2  }", "<Badge  color='red'>"]) expect(out).toContain(part);
    expect(out).toContain('  Body _text_\n');
    expect(out).toContain('- tail\n');
    expect(sameMeaning(text, out)).toBe(true);
  });

  test('code and JSX inside lists and block quotes keep their bytes under the new markers', () => {
    const text = '* item\n\n  ```sh\n  echo   "x"\n  ```\n\n> quote\n>\n> ```txt\n> a   b\n> ```\n';
    const out = formatted(text);
    expect(out).toBe('- item\n\n  ```sh\n  echo   "x"\n  ```\n\n> quote\n>\n> ```txt\n> a   b\n> ```\n');
  });

  test('HTML comments of a Markdown page come through byte for byte', () => {
    const text = '<!--  keep   this\n  comment -->\n\n* item\n';
    const out = formatted(text, 'md');
    expect(out).toBe('<!--  keep   this\n  comment -->\n\n- item\n');
  });

  test('a multi-line expression attribute keeps its value: the block is copied as it is', () => {
    const text = '<Frame>\n    <img\n  src="/a.png"\n  style={{\n    width: 2,\n  }}\n/>\n</Frame>\n\n* item\n';
    const out = formatted(text);
    expect(out).toContain('<Frame>\n    <img\n  src="/a.png"\n  style={{\n    width: 2,\n  }}\n/>\n</Frame>');
    expect(out).toContain('- item');
    expect(formatText(text)).toMatchObject({ status: 'changed', copied: 1 });
    expect(sameMeaning(text, out)).toBe(true);
  });

  test('character references (`&nbsp;`, `&copy;`, `&#169;`) are kept as written, in text, links, images and definitions', () => {
    const text = [
      '# Title &copy; 2024',
      '',
      'Some&nbsp;text * with &amp; and &#169; and &#x41;.',
      '',
      '* item &mdash; one',
      '  more &lt;b&gt; line',
      '',
      '> quoted &nbsp; text',
      '',
      '[link &amp; *text*](https://x.dev/?a=1&amp;b=2) and ![a &copy; b](x.png) and [ref][r]',
      '',
      '[r]: https://x.dev/?a&amp;b',
      '',
    ].join('\n');
    const out = formatted(text);
    // Only the list marker and the emphasis change; every reference stays.
    expect(out).toBe(text.replace('* item', '- item').replace('*text*', '_text_'));
    expect(formatted(out)).toBe(out);
    expect(formatted('<Note>\n  Hello &nbsp; world *x*\n</Note>\n')).toBe('<Note>\n  Hello &nbsp; world _x_\n</Note>\n');
    // An autolink of a Markdown page keeps its reference too.
    expect(formatText('See <https://x.dev/?a=1&amp;b=2> *now*.\n', { syntax: 'md' })).toEqual({ status: 'changed', output: 'See <https://x.dev/?a=1&amp;b=2> _now_.\n', copied: 0 });
  });

  test('asMdxToo: a block that would read otherwise as MDX is kept as written, also on a page that is no MDX as a whole', () => {
    // As Markdown the stars of the comment are text, and escaping them keeps the Markdown tree; as MDX they are code.
    expect(formatText('{/* a *b* */}\n\n* one\n', { syntax: 'md' })).toMatchObject({ status: 'changed', output: '{/\\* a _b_ \\*/}\n\n- one\n' });
    expect(formatText('{/* a *b* */}\n\n* one\n', { syntax: 'md', asMdxToo: true })).toEqual({ status: 'changed', output: '{/* a *b* */}\n\n- one\n', copied: 1 });
    // An HTML comment makes the page no MDX (page-mdx-syntax reports it): the blocks are judged one by one.
    expect(formatText('<!-- c -->\n\n{/* x */}\n\n* one\n', { syntax: 'md', asMdxToo: true })).toEqual({ status: 'changed', output: '<!-- c -->\n\n{/* x */}\n\n- one\n', copied: 1 });
  });

  test('custom heading ids are written back', () => {
    const out = formatted('##   Options {#config}\n* a\n');
    expect(out).toBe('## Options {#config}\n\n- a\n');
  });

  test('bare URLs stay bare; written links are written anew', () => {
    const text = '* See https://example.com/a_b, www.example.com and ops@example.com.\n* Or [the guide]( /guide "T" ).\n';
    const out = formatted(text);
    expect(out).toBe('- See https://example.com/a_b, www.example.com and ops@example.com.\n- Or [the guide](/guide "T").\n');
    expect(sameMeaning(text, out)).toBe(true);
    expect(formatted(out)).toBe(out);
  });

  test('keeps CRLF line endings and a byte order mark', () => {
    const out = formatted('\uFEFF* a\r\n* b\r\n');
    expect(out).toBe('\uFEFF- a\r\n- b\r\n');
  });

  test('a page that does not parse is refused with its position', () => {
    const result: FormatTextResult = formatText('## Title\n\n<Card>\n');
    expect(result.status).toBe('unparsed');
  });
});

test('a page past a parser limit (lists nested too deep) is refused, not formatted', () => {
  const deep = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}* level ${i}`).join('\n');
  const result = formatText(`${deep}\n`, { syntax: 'md' });
  expect(result.status).toBe('unsafe');
});

test('a page whose front matter is never closed is refused, its `key: value` lines kept as written', () => {
  const page = '---\ntitle: Pots *and* trays\ndescription: Sizes\n\n## Trays\n\n* deep\n* shallow\n';
  expect(formatText(page, { syntax: 'mdx' })).toEqual({ status: 'unsafe', message: 'Unexpected unclosed front matter, expected a closing `---` line: the page is left as it is', line: 1, column: 1 });
});
