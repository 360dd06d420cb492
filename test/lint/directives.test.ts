import { describe, expect, test } from '@jest/globals';
import { directiveComments, suppressor, type Directive } from '../../src/lint/directives.js';
import { verifyText } from '../../src/lint/verify-text.js';

const rules = { 'code-language': 'error', 'heading-unique': 'warn' } as const;
const block = '```\nx\n```\n';

async function lines(text: string, filePath: string): Promise<string[]> {
  const result = await verifyText(text, { filePath, rules });
  return result.findings.map((f) => `${f.line}:${f.ruleId}`);
}

describe.each([
  ['mdx', 'page.mdx', (body: string) => `{/* ${body} */}`],
  ['md', 'page.md', (body: string) => `<!-- ${body} -->`],
  // Mintlify compiles a `.md` page as MDX, where an HTML comment fails it: the MDX comment is read there too.
  ['md read as MDX by Mintlify', 'page.md', (body: string) => `{/* ${body} */}`],
])('inline control in %s', (_name, filePath, comment) => {
  test('disable-next-line, for one rule or all; the next non-blank line', async () => {
    const text = [comment('docwright-disable-next-line code-language'), block, comment('docwright-disable-next-line heading-unique'), block, comment('docwright-disable-next-line'), '', block, block].join('\n');
    expect(await lines(text, filePath)).toEqual(['7:code-language', '17:code-language']);
  });

  test('disable … enable, with ids and without, and a reason after --', async () => {
    const text = [
      block,
      comment('docwright-disable code-language -- examples of bad blocks'),
      block,
      comment('docwright-enable code-language'),
      block,
      comment('docwright-disable'),
      block,
      comment('docwright-enable'),
      block,
    ].join('\n');
    expect(await lines(text, filePath)).toEqual(['1:code-language', '11:code-language', '21:code-language']);
  });

  test('disable all, then enable one rule', async () => {
    const text = [comment('docwright-disable'), '## A', '', '## A', '', comment('docwright-enable code-language'), block, '## A'].join('\n');
    expect(await lines(text, filePath)).toEqual(['7:code-language']);
  });

  test('several ids separated by commas or spaces', async () => {
    const text = [comment('docwright-disable heading-unique, code-language'), block, '## A', '', '## A', ''].join('\n');
    expect(await lines(text, filePath)).toEqual([]);
  });
});

test('an MDX comment that is not a directive changes nothing', async () => {
  expect(await lines(`{/* docwright is great */}\n\n${block}`, 'page.mdx')).toEqual(['3:code-language']);
});

describe('directive comments and suppression, against the former quadratic readings', () => {
  // The regular expression the comments were read with before: quadratic on openers without a closer.
  const COMMENT = /(?:\/\*|<!--)\s*docwright-(disable-next-line|disable-line|disable|enable)\b([\s\S]*?)(?:\*\/|-->)/g;
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);

  test('directiveComments finds what the regular expression found, on seeded random text of comment pieces', () => {
    const pieces = ['/*', '*/', '<!--', '-->', '-->', ' ', 'docwright-', 'disable', '-line', '-next-line', 'enable', 'a', '*', '/', '-', '<!', '\n'];
    for (let round = 0; round < 3000; round++) {
      let value = '';
      const length = next() % 24;
      for (let i = 0; i < length; i++) value += pieces[next() % pieces.length] ?? '';
      const expected = [...value.matchAll(COMMENT)].map((m) => ({ index: m.index, text: m[0], kind: m[1], rest: m[2] }));
      expect([round, value, directiveComments(value)]).toEqual([round, value, expected]);
    }
  });

  /** What `suppressor` answered before its index: every directive read for each finding. */
  function formerSuppressor(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): Directive | undefined {
    let disabled: Directive | undefined;
    for (const d of directives) {
      if (d.ruleIds !== undefined && !d.ruleIds.includes(finding.ruleId)) continue;
      if (d.kind === 'disable-next-line') {
        if (d.targetLine === finding.line) return d;
        continue;
      }
      if (d.kind === 'disable-line') {
        if (d.line === finding.line) return d;
        continue;
      }
      const before = d.line < finding.line || (d.line === finding.line && d.column <= finding.column);
      if (before) disabled = d.kind === 'disable' ? d : undefined;
    }
    return disabled;
  }

  test('suppressor answers as reading every directive did, on seeded random directives and findings', () => {
    const kinds = ['disable', 'enable', 'disable-line', 'disable-next-line'] as const;
    const ids = [undefined, ['a'], ['b'], ['a', 'b'], ['*']];
    for (let round = 0; round < 500; round++) {
      const directives: Directive[] = [];
      for (let i = next() % 12; i > 0; i--) {
        const line = 1 + (next() % 8);
        const kind = kinds[next() % kinds.length] ?? 'disable';
        const ruleIds = ids[next() % ids.length];
        directives.push({ kind, line, column: 1 + (next() % 3), ...(ruleIds ? { ruleIds } : {}), ...(kind === 'disable-next-line' ? { targetLine: line + 1 + (next() % 2) } : {}) });
      }
      directives.sort((a, b) => a.line - b.line || a.column - b.column);
      for (let f = 0; f < 20; f++) {
        const finding = { line: 1 + (next() % 10), column: 1 + (next() % 3), ruleId: ['a', 'b', 'c', '*'][next() % 4] ?? 'a' };
        expect([round, finding, suppressor(finding, directives)]).toEqual([round, finding, formerSuppressor(finding, directives)]);
      }
    }
  });

  test('20,000 unclosed `<!-- docwright-disable` find none; 18,000 closed ones (900 a line) are each placed in the source', async () => {
    const unclosed = `# T\n\n${'<!-- docwright-disable '.repeat(20_000)}\n`;
    expect(directiveComments(unclosed)).toEqual([]);
    // 900 a line: a paragraph of more than 1,000 `!` is past the pre-scan's limit on inline marks.
    const line = '<!-- docwright-disable-line code-language -->'.repeat(900);
    const closed = `# T\n\n${Array.from({ length: 20 }, () => line).join('\n\n')}\n`;
    const result = await verifyText(closed, { filePath: 'page.md', rules, reportUnusedDisableDirectives: 'warn' });
    const unused = result.findings.filter((f) => f.ruleId === 'unused-disable-directive');
    expect(unused).toHaveLength(18_000);
    expect(unused.slice(0, 900).map((f) => `${f.line}:${f.column}`)).toEqual(Array.from({ length: 900 }, (_, i) => `3:${1 + i * 45}`));
    expect(unused.at(-1)).toMatchObject({ line: 41, column: 1 + 899 * 45 });
  });
});
