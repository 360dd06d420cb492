import { describe, expect, test } from '@jest/globals';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { frontmatterOf, frontmatterYamlMessage, splitFrontmatter } from '../../src/project/frontmatter.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { entryFor } from '../../src/render/layout/project.js';

describe('splitFrontmatter', () => {
  test('a closed block gives its YAML and where the body starts', () => {
    const text = '---\ntitle: Plants\ndescription: Care\n---\n\n# Body\n';
    expect(splitFrontmatter(text)).toEqual({ closed: true, yaml: 'title: Plants\ndescription: Care', bodyStart: text.indexOf('\n# Body') });
  });

  test('CRLF line ends, a BOM and blanks after the fences', () => {
    expect(splitFrontmatter('\uFEFF---  \r\ntitle: Plants\r\n--- \r\nBody')).toEqual({ closed: true, yaml: 'title: Plants', bodyStart: '---  \r\ntitle: Plants\r\n--- \r\n'.length });
  });

  test('an empty block and a block closed at the end of the text', () => {
    expect(splitFrontmatter('---\n---\nBody')).toEqual({ closed: true, yaml: '', bodyStart: 8 });
    expect(splitFrontmatter('---\ntitle: Plants\n---')).toEqual({ closed: true, yaml: 'title: Plants', bodyStart: 21 });
  });

  test('a `---` that is not alone on its line does not close the block', () => {
    expect(splitFrontmatter('---\ntitle: Plants\n----\n---x\n')).toEqual({ closed: false, firstLine: 'title: Plants' });
  });

  test('no block unless line 1 is the opening fence', () => {
    expect(splitFrontmatter('# Title\n---\ntitle: x\n---\n')).toBeUndefined();
    expect(splitFrontmatter('----\ntitle: x\n---\n')).toBeUndefined();
    expect(splitFrontmatter('---')).toBeUndefined();
  });
});

describe('frontmatterOf', () => {
  test('parses the YAML with every top-level key on its page line', () => {
    const fm = frontmatterOf('---\ntitle: "Plants: care"\ntags:\n  - soil\nhidden: true\n---\nBody\n');
    expect(fm.data).toEqual({ title: 'Plants: care', tags: ['soil'], hidden: true });
    expect(fm.keyLines).toEqual({ title: 2, tags: 3, hidden: 5 });
    expect(fm.problems).toEqual([]);
  });

  test('invalid YAML is a problem with its page position, not a crash', () => {
    const fm = frontmatterOf('---\ntitle: Plants\ntitle: Again\n---\n');
    expect(fm.data).toEqual({});
    expect(fm.problems).toEqual([expect.objectContaining({ line: 3 })]);
  });

  test('aliases that expand too far are a problem instead of a crash', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 12; i++) {
      const [from, to] = [String.fromCharCode(97 + i), String.fromCharCode(98 + i)];
      lines.push(`${to}: &${to} [${Array.from({ length: 10 }, () => `*${from}`).join(', ')}]`);
    }
    const fm = frontmatterOf(`---\n${lines.join('\n')}\n---\n`);
    expect(fm.data).toEqual({});
    // At the first alias use: `b: &b [*a, …` is line 3 of the file, `*a` at column 8.
    expect(fm.problems).toEqual([{ message: 'Unexpected YAML aliases that expand past 100 values, expected front matter without nested `*alias` repeats', line: 3, column: 8 }]);
  });

  test('absent front matter is not present; front matter never closed is, with one problem at its opening `---`', () => {
    expect(frontmatterOf('# Title\n').present).toBe(false);
    // A `---` line that opens no key is a thematic break.
    expect(frontmatterOf('---\n\nText.\n').present).toBe(false);
    // A YAML end marker `...` closes it for Mintlify's reader (`front-matter`): its keys are read, with a problem at the `...`.
    expect(frontmatterOf('---\ntitle: Plants\n...\n\nText.\n')).toEqual(expect.objectContaining({ present: true, data: { title: 'Plants' }, problems: [expect.objectContaining({ line: 3, column: 1 })] }));
    const unclosed = frontmatterOf('\uFEFF---\r\ntitle: Plants\r\ndescription: Care\r\n\r\n# Body\r\n');
    expect(unclosed).toEqual(expect.objectContaining({ present: true, data: {} }));
    expect(unclosed.problems).toEqual([{ message: 'Unexpected unclosed front matter, expected a closing `---` line', line: 1, column: 1, fails: 'text' }]);
    expect(frontmatterYamlMessage(unclosed.problems[0] ?? { message: '', line: 0, column: 0 })).toBe(
      "Unexpected unclosed front matter, expected a closing `---` line: Mintlify and `docwright build` publish its lines as the page's text",
    );
  });
});

describe('front matter that Mintlify reads and strict YAML rejects (issue 28)', () => {
  // A quoted value whose second line starts at column 1: js-yaml (gray-matter, Mintlify) joins the lines.
  const page = '---\ntitle: "Repotting"\ndescription: "When roots fill the pot,\nmove the plant up one size."\nicon: seedling\n---\n\nText.\n';

  test('is read as js-yaml reads it, keys on their lines, with a lenient note instead of a problem', () => {
    const fm = frontmatterOf(page);
    expect(fm.data).toEqual({ title: 'Repotting', description: 'When roots fill the pot, move the plant up one size.', icon: 'seedling' });
    expect(fm.keyLines).toEqual({ title: 2, description: 3, icon: 5 });
    expect(fm.problems).toEqual([]);
    expect(fm.lenient).toEqual([{ message: "Unexpected YAML that Mintlify reads but strict parsers reject (a quoted value continued at the start of a line), expected the value's next lines indented", line: 4, column: 1 }]);
  });

  test('the build keeps the description', () => {
    expect(entryFor('/site', '/site/repotting.mdx', page, true).description).toBe('When roots fill the pot, move the plant up one size.');
  });

  test('lint reports it as a warning even with the rule set to error', async () => {
    const result = await verifyText(page, { filePath: 'repotting.mdx', rules: { 'frontmatter-yaml': 'error' } });
    expect(result.findings.map((f) => [f.line, f.severity])).toEqual([[4, 'warn']]);
  });

  test('what js-yaml rejects too stays a problem: duplicate keys, an unclosed flow list', () => {
    expect(frontmatterOf('---\ntitle: A\ntitle: B\n---\n').problems).toHaveLength(1);
    expect(frontmatterOf('---\ntitle: [Repotting\n---\n').problems).toHaveLength(1);
  });

  test('a key indented with a tab is a problem that fails the page: Mintlify reads its metadata, and its MDX compiler refuses it', () => {
    const tabbed = frontmatterOf('---\ntitle: Repotting\n\tdescription: Move it up one size.\n---\n').problems;
    expect(tabbed).toEqual([{ message: 'Unexpected invalid YAML in front matter (a tab in the indentation of a line), expected spaces', line: 3, column: 1, fails: 'page' }]);
  });

  test('one problem per block, at the YAML error: a `: ` in a plain value at that colon, an unclosed quote at its opening', () => {
    const colon = frontmatterOf('---\nicon: leaf\ntitle: Repotting: when and how\nfoo: x\n  bar: y\n---\n').problems;
    expect(colon.map((p) => [p.line, p.column, p.fails])).toEqual([[3, 17, 'deploy']]);
    expect(colon[0]?.message).toBe('Unexpected invalid YAML in front matter (`: ` inside the value of `title`), expected the value in quotes (`title: "…"`)');
    const quote = frontmatterOf('---\ntitle: "Repotting"\ndescription: \'Move it up\nicon: leaf\n---\n').problems;
    expect(quote.map((p) => [p.line, p.column, p.message])).toEqual([[3, 14, "Unexpected invalid YAML in front matter (a `'` quote that is never closed), expected a closing `'`"]]);
  });

  // Each broken shape in docwright's words (none of the YAML parser's), on one line, at its place in the page.
  const INVALID = 'Unexpected invalid YAML in front matter';
  const SHAPES: readonly [string, string, string][] = [
    ['a key indented under a key that has a value', 'title: Repotting\n  description: Move it up.', `3:3 ${INVALID} (\`description\` indented under \`title\`, which has a value), expected \`description\` at the indent of \`title\``],
    ['a key at another indent in a nested map', 'title: Repotting\nseo:\n  robots: noindex\n canonical: x', `5:2 ${INVALID} (a key at another indent than the keys beside it), expected the keys of one map at one indent`],
    ['a tab in the indentation', 'title: Repotting\n\tdescription: Move it up.', `3:1 ${INVALID} (a tab in the indentation of a line), expected spaces`],
    ['a double quote never closed', 'title: "Repotting\ndescription: Move it up.', `2:8 ${INVALID} (a \`"\` quote that is never closed), expected a closing \`"\``],
    ['a key written twice', 'title: Repotting\ndescription: A\ndescription: B', `4:1 ${INVALID} (\`description\` written twice), expected each key once`],
    ['a line of text after the pairs', 'title: Repotting\ndescription: Move it up.\nand water it', `4:1 ${INVALID} (a line that is not a \`key: value\` pair), expected \`key: value\` pairs, a value's next lines indented under its key`],
    ['`: ` in an unquoted value', 'description: Note: water first', `2:18 ${INVALID} (\`: \` inside the value of \`description\`), expected the value in quotes (\`description: "…"\`)`],
    ['text after a quoted value', 'title: "Repotting" today', `2:20 ${INVALID} (text after the closing quote of a value), expected the whole value in quotes`],
    ['a flow list never closed', 'title: Repotting\ntags: [soil, pots', `3:7 ${INVALID} (a \`[\` that is never closed), expected a closing \`]\``],
    ['a value starting with a backtick', 'title: `pot` sizes', `2:8 ${INVALID} (a value that starts with \`\` \` \`\`), expected the value in quotes`],
    ['a value starting with `@`', 'title: @potting', `2:8 ${INVALID} (a value that starts with \`@\`), expected the value in quotes`],
    ['an invalid escape', 'title: "C:\\qpots"', `2:11 ${INVALID} (the escape \`\\q\` in a \`"\` quoted value), expected \`\\\\\` for a backslash, or the value in \`'\` quotes`],
  ];
  test.each(SHAPES)('%s', (_name, yaml, expected) => {
    const problems = frontmatterOf(`---\n${yaml}\n---\n\nText.\n`).problems;
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([expected]);
    expect(problems[0]?.message).not.toMatch(/\n|\(Unexpected|[A-Z][a-z]+ [a-z]+ (?:must|cannot|need)/);
  });
});

describe('front matter kept apart from its page (issue 51)', () => {
  /** A full collection, with the flag set for the new context that hands it out. */
  function collector(): () => void {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  }

  test('the parsed front matter of many large pages does not keep their texts', () => {
    const gc = collector();
    // 48 pages of 512 KB each: 24 MB of text that a slice of each (its YAML) would keep alive.
    const body = 'Body text of a long page.\n'.repeat(20_000);
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: 48 }, (_, i) => frontmatterOf(`---\ntitle: Page number ${String(i)} of the project\n---\n${String(i)}${body}`));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(kept.map((fm) => fm.data.title)).toContain('Page number 47 of the project');
    expect(kept[0]?.raw).toContain('title: Page number 0');
    // The front matter alone is a few kilobytes; with its texts it would be over 24 MB.
    expect(grown).toBeLessThan(4 * 1024 * 1024);
  });
});
