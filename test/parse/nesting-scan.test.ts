// Issue 23: the pre-scan that keeps superlinear nesting away from micromark. Each construct
// past its limit is found at its place, the page is read as text (not parsed); pages within
// the limits parse as before.
import { describe, expect, test } from '@jest/globals';
import { MAX_EMPHASIS_RUN, MAX_EMPHASIS_RUNS, MAX_INLINE_MARKS, MAX_LAZY_LINES, MAX_NESTING_DEPTH, MAX_PAGE_CHARS, nestingOver, parsePage, scanPage } from '../../src/parse/index.js';
import { maskEsmStrings } from '../../src/parse/nesting-scan.js';

const D = MAX_NESTING_DEPTH;

describe('nestingOver', () => {
  const cases: Array<[string, string, 'md' | 'mdx', string]> = [
    ['`- ` x8,000 on one line (16 KB)', `${'- '.repeat(8000)}\n`, 'mdx', `1:${2 * D + 1} Unexpected 8000 list or quote markers opening one line, expected at most ${D} nested levels`],
    ['`> ` x2,000', `# Q\n\n${'> '.repeat(2000)}x\n`, 'md', `3:${2 * D + 1} Unexpected 2000 list or quote markers opening one line, expected at most ${D} nested levels`],
    ['`1. ` x100', `${'1. '.repeat(100)}x\n`, 'md', `1:${3 * D + 1} Unexpected 100 list or quote markers opening one line, expected at most ${D} nested levels`],
    ['32,000 `[` then `]` (64 KB)', `${'['.repeat(32_000)}${']'.repeat(32_000)}\n`, 'mdx', `1:${D + 1} Unexpected \`[\` nested deeper than ${D} levels, expected shallower links`],
    ['`<A>` x2,000', `${'<A>'.repeat(2000)}${'</A>'.repeat(2000)}\n`, 'mdx', `1:${3 * D + 1} Unexpected JSX tags nested deeper than ${D} levels, expected shallower components`],
    ['`<A>` on lines of their own, blank lines between', `${'<A>\n\n'.repeat(100)}x\n`, 'mdx', `${2 * D + 1}:1 Unexpected JSX tags nested deeper than ${D} levels, expected shallower components`],
    ['`{` x4,000', `${'{'.repeat(4000)}${'}'.repeat(4000)}\n`, 'mdx', `1:${D + 1} Unexpected \`{\` nested deeper than ${D} levels, expected shallower expressions`],
    ['a run of 2,000 `*`', `${'*'.repeat(2000)}x${'*'.repeat(2000)}\n`, 'md', '1:1 Unexpected run of 2000 `*`, expected at most 32'],
    ['unmatched `~` in one paragraph (strikethrough pairs like emphasis)', `${'~a\\n'.repeat(600)}\n`, 'mdx', `1:${4 * MAX_EMPHASIS_RUNS + 1} Unexpected ${MAX_EMPHASIS_RUNS + 1} \`*\`/\`_\`/\`~\` runs in one paragraph, expected at most ${MAX_EMPHASIS_RUNS}`],
    ['`> ` x100 in MDX indented by four spaces (MDX has no indented code)', `Text.\n\n    ${'> '.repeat(100)}x\n`, 'mdx', `3:${4 + 2 * D + 1} Unexpected 100 list or quote markers opening one line, expected at most ${D} nested levels`],
    ['`- ` x100 after a quoted fence, outside the quote', `> \`\`\`\n> code\n${'- '.repeat(100)}x\n`, 'md', `3:${2 * D + 1} Unexpected 100 list or quote markers opening one line, expected at most ${D} nested levels`],
    ['2,000 lazy lines after `> ` (one quoted paragraph)', `> x\n${'x\n'.repeat(2000)}`, 'md', `${MAX_LAZY_LINES + 2}:1 Unexpected ${MAX_LAZY_LINES + 1} lines continuing one paragraph of a block quote or list item, expected at most ${MAX_LAZY_LINES}`],
    ['2,000 lazy lines after `- ` in MDX, some quoted again', `Intro.\n\n- x\n${'x\n> x\n'.repeat(1001)}`, 'mdx', `${3 + 2 * MAX_LAZY_LINES + 1}:1 Unexpected ${MAX_LAZY_LINES + 1} lines continuing one paragraph of a block quote or list item, expected at most ${MAX_LAZY_LINES}`],
    ['unmatched `*` and `_` in one paragraph', `${'*a '.repeat(400)}${'a_ '.repeat(400)}\n`, 'md', `1:${3 * MAX_EMPHASIS_RUNS + 2} Unexpected ${MAX_EMPHASIS_RUNS + 1} \`*\`/\`_\`/\`~\` runs in one paragraph, expected at most ${MAX_EMPHASIS_RUNS}`],
  ];
  test('a page past the size limit: found where it passes it', () => {
    const line = `${'word '.repeat(199)}word\n`;
    const over = nestingOver(line.repeat(Math.ceil(MAX_PAGE_CHARS / line.length) + 10), 'mdx');
    expect(over?.line).toBe(Math.floor(MAX_PAGE_CHARS / line.length) + 1);
    expect(over?.message).toMatch(new RegExp(`^Unexpected page of \\d+ characters, expected at most ${MAX_PAGE_CHARS}: the page is read as text$`));
  });
  test.each(cases)('%s: found at its place', (_name, text, syntax, expected) => {
    const over = nestingOver(text, syntax);
    expect(over && `${over.line}:${over.column} ${over.message}`).toBe(`${expected}: the page is read as text`);
  });

  const fine: Array<[string, string, 'md' | 'mdx']> = [
    ['a list nested by indentation, markers one per line', Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'), 'md'],
    ['links, images, components and expressions as pages use them', `[![logo](/a.png)](/b) <Card title="x" icon="y"><Note>{\`a\`} {1 + 2}</Note></Card>\n\n${'**bold** and _em_ '.repeat(100)}\n`, 'mdx'],
    ['a thematic break of 80 `*`', `${'*'.repeat(80)}\n`, 'md'],
    ['deep JSON, braces and long `*` runs in fenced code', `\`\`\`json\n${'{"a":'.repeat(100)}1${'}'.repeat(100)}\n/${'*'.repeat(100)}/\n${'<List<A>>'.repeat(100)}\n\`\`\`\n`, 'mdx'],
    ['generics and braces in inline code', `${'`Map<K, List<V>> {` '.repeat(100)}\n`, 'mdx'],
    ['front matter is not scanned', `---\ntitle: "${'['.repeat(100)}"\n---\n\nText.\n`, 'mdx'],
    ['snake_case words', `${'snake_case_name '.repeat(2000)}\n`, 'md'],
    // Issue 45: the pre-scan never refuses what the parser reads fine.
    ['`> `, `- `, `[`, `*` and `<A>` x200 in fenced code', `# Q\n\n\`\`\`md\n${'> '.repeat(200)}x\n${'- '.repeat(200)}x\n${'['.repeat(200)}\n${'*a '.repeat(600)}\n${'<A>'.repeat(200)}\n\`\`\`\n\n~~~\n${'1. '.repeat(200)}\n~~~\n`, 'mdx'],
    ['`> ` x200 in a fence inside a quote and inside a list item', `> \`\`\`\n> ${'> '.repeat(200)}x\n> \`\`\`\n\n- \`\`\`\n  ${'- '.repeat(200)}x\n  \`\`\`\n`, 'md'],
    ['`> `, `[` and `*` x200 in indented code (Markdown)', `Text.\n\n    ${'> '.repeat(200)}x\n    ${'['.repeat(200)}\n    ${'*a '.repeat(600)}\n`, 'md'],
    ['`[`, `]`, `~` and `*` x600 in inline code', `${'`[[[ ]]] ~a ~a *a` '.repeat(600)}\n`, 'mdx'],

    ['a tight list of 3,000 items, each with a line of its own after it', '- item\nmore\n'.repeat(3000), 'mdx'],
    [`${MAX_LAZY_LINES} lazy lines in each of three quotes, 5,000 quoted lines, and a 5,000-line paragraph`, `${`> x\n${'x\n'.repeat(MAX_LAZY_LINES)}\n`.repeat(3)}${'> x\n'.repeat(5000)}\n${'x\n'.repeat(5000)}`, 'md'],
    [`${MAX_EMPHASIS_RUN}-long runs and ${MAX_EMPHASIS_RUNS} runs in paragraphs of their own`, `${'*'.repeat(MAX_EMPHASIS_RUN)}x${'*'.repeat(MAX_EMPHASIS_RUN)}\n\n${`${'*a '.repeat(MAX_EMPHASIS_RUNS)}\n\n`.repeat(3)}`, 'md'],
  ];
  test.each(fine)('%s: within the limits', (_name, text, syntax) => {
    expect(scanPage(text, syntax)).toEqual({ heavy: [] });
  });
});

describe('paragraphs past a cost limit (issue 45)', () => {
  const page = (body: string): string => `---\ntitle: Cost\n---\n\n# Cost\n\nBefore [a link](/a) and *stars*.\n\n${body}\n\nAfter [a link](/b).\n`;
  const heavy: Array<[string, string, string]> = [
    ['`](` x8,000 (no `[`): every `]` looks back over the paragraph', '](', 'Unexpected `]` without its `[`'],
    ['`a]` x8,000', 'a]', 'Unexpected `]` without its `[`'],
    ['`[^a]` x4,000 (footnote calls)', '[^a]', `Unexpected ${MAX_INLINE_MARKS + 1} inline marks`],
    ['`[a]` lines x4,000 in one paragraph', '[a]\n', `Unexpected ${MAX_INLINE_MARKS + 1} inline marks`],
    ['`\\a` x8,000', '\\a', `Unexpected ${MAX_INLINE_MARKS + 1} inline marks`],
    ['`` `a `` x8,000 (unclosed code spans)', '`a', `Unexpected ${MAX_INLINE_MARKS + 1} inline marks`],
  ];
  test.each(heavy)('%s: found, only that paragraph read as text, the rest parsed', (_name, unit, message) => {
    const text = page(unit.repeat(16_000 / unit.length));
    const scan = scanPage(text, 'mdx');
    expect(scan.over).toBeUndefined();
    expect(scan.heavy).toHaveLength(1);
    expect(scan.heavy[0]?.message.startsWith(message)).toBe(true);
    expect(scan.heavy[0]?.line).toBeGreaterThanOrEqual(9);
    const parsed = parsePage({ path: 'cost.mdx', value: text });
    expect(parsed.limit).toBeUndefined();
    expect(parsed.bounded?.message).toMatch(/: the paragraph's marks are read as text$/);
    // The paragraphs before and after keep their links and emphasis; the heavy one has none.
    const links = JSON.stringify(parsed.tree).match(/"type":"link"/g) ?? [];
    expect(links).toHaveLength(2);
    expect(parsed.tree.children.map((node) => node.type)).toEqual(['yaml', 'heading', 'paragraph', 'paragraph', 'paragraph']);
    expect(parsed.tree.children[3]?.position?.start.line).toBe(9);
    // The paragraph shows the file's characters, not the look-alikes the parser was given.
    const heavyText = JSON.stringify(parsed.tree.children[3]);
    expect(heavyText).not.toMatch(/[\uff01-\uff5e]/);
    expect(heavyText).toContain(JSON.stringify(unit.repeat(20)).slice(1, -1));
  });
  test('the `]` walk is counted from the nearest open `[`: links as pages write them pass', () => {
    const links = `${'See [the guide](/guide) and [the API](/api "API"), ![a logo](/logo.png) or [[nested]](/n). '.repeat(80)}\n`;
    expect(scanPage(page(links), 'mdx').heavy).toEqual([]);
  });
  test(`${MAX_INLINE_MARKS} marks in each of many paragraphs, and a 2,000-row table of links, pass`, () => {
    const paragraphs = `${'*'.repeat(1)}${'[a](b) '.repeat(MAX_INLINE_MARKS / 4 - 1)}*\n\n`.repeat(20);
    const table = `| a | b |\n|---|---|\n${'| [x](/x) | [y](/y) |\n'.repeat(2000)}`;
    expect(scanPage(page(paragraphs + table), 'mdx')).toEqual({ heavy: [] });
  });
});

describe('parsePage past a nesting limit', () => {
  test('the page is not parsed: its front matter is read, its body is one code block at its lines', () => {
    const body = `${'['.repeat(5000)}Marrow${']'.repeat(5000)}\n`;
    const parsed = parsePage({ path: 'deep.mdx', value: `---\ntitle: Deep\n---\n\n${body}` });
    expect(parsed.error).toBeUndefined();
    expect(parsed.limit).toEqual({ line: 5, column: 33, message: `Unexpected \`[\` nested deeper than ${D} levels, expected shallower links: the page is read as text` });
    expect(parsed.frontmatter.data).toEqual({ title: 'Deep' });
    expect(parsed.tree.children.map((node) => node.type)).toEqual(['yaml', 'code']);
    const code = parsed.tree.children[1];
    expect(code?.type === 'code' && code.value).toBe(`\n${body}`);
    expect(code?.position?.start.line).toBe(4);
  });
  test('a page within the limits parses as before', () => {
    const parsed = parsePage({ path: 'ok.mdx', value: '# Title\n\n- - x\n\n[[a]](b)\n' });
    expect(parsed.limit).toBeUndefined();
    expect(parsed.tree.children.map((node) => node.type)).toEqual(['heading', 'list', 'paragraph']);
  });
});

describe('blanks before a `-` that is no table delimiter row', () => {
  // The delimiter-row pattern split a run of blanks two ways (`[ \t]*\|?[ \t]*`): 100,000 spaces
  // and `-x` took 17 s of CPU, 200,000 a minute. Each is one paragraph now at once.
  test.each([
    ['200,000 spaces, then `-x`', `${' '.repeat(200_000)}-x`],
    ['`-` then 200,000 tabs and `x`', `-${'\t'.repeat(200_000)}x`],
    ['`|-` then 200,000 spaces and `x`', `a|b\n|-${' '.repeat(200_000)}x`],
  ])('%s: scanned and parsed, no table', (_name, body) => {
    const text = `# Blanks\n\n${body}\n`;
    expect(scanPage(text, 'mdx')).toEqual({ heavy: [] });
    const parsed = parsePage({ path: 'blanks.mdx', value: text });
    expect(parsed.limit).toBeUndefined();
    expect(JSON.stringify(parsed.tree)).not.toContain('"type":"table"');
  });
  test('a delimiter row with blanks and pipes anywhere still makes a table', () => {
    for (const row of ['|---|---|', ' | :-- | --: | ', '--- | ---', '\t|-|-', '| - | - |']) {
      const parsed = parsePage({ path: 'table.mdx', value: `| a | b |\n${row}\n| 1 | 2 |\n` });
      expect([row, parsed.tree.children[0]?.type]).toEqual([row, 'table']);
    }
  });
});

describe('MDX `import`/`export` blocks', () => {
  test('a `{` or `}` inside a string or a `//` comment of an export nests nothing', () => {
    const page = `${'export const open = "{{";\nexport const quote = \'{ // }\';\n'.repeat(40)}export const shut = "}"; // {\n\n# Title\n\n{1 + 1}\n`;
    expect(nestingOver(page, 'mdx')).toBeUndefined();
    expect(maskEsmStrings('export const a = "{\\"{" + \'}\'; // {')).toBe('export const a = "    " + \' \';     ');
  });

  test('braces of the code itself still count, in an export as anywhere', () => {
    const deep = `export const tree = ${'{a: '.repeat(40)}1${'}'.repeat(40)};\n\n# Title\n`;
    expect(nestingOver(deep, 'mdx')?.message).toMatch(/`\{` nested deeper than 32 levels/);
    // Not an ESM block (not at a block's start): a paragraph's `"` is text, its `{` an expression.
    const paragraph = `Some text\nexport const open = "${'{'.repeat(40)}";\n`;
    expect(nestingOver(paragraph, 'mdx')?.message).toMatch(/`\{` nested deeper than 32 levels/);
  });
});
