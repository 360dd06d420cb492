// A code block the page's language scan cannot see (one a custom component draws from its props)
// was highlighted with its grammar only if the thread had loaded it for an earlier page: the same
// page came out coloured in one build and plain in another (mintlify-docs' assistant widget page,
// whose component draws a `jsx` block). The page is made again with the language loaded. This
// file's highlighter starts empty: nothing else renders before the first test here.
import { describe, expect, jest, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';

// Long: the first page starts the component sandbox (QuickJS) and the highlighter (seconds on a loaded 2-core machine).
jest.setTimeout(300_000);

const PAGE = [
  '---\ntitle: Late language\n---\n',
  'export const Sample = ({ lang }) => <CodeBlock language={lang} filename="garden">{"def water(bed)\\n  bed.soak\\nend"}</CodeBlock>;\n',
  'Some text.\n',
  '<Sample lang="ruby" />\n',
].join('\n');

/** The page's HTML, rendered in this test file's (fresh) thread. */
async function render(source: string): Promise<string> {
  const root = makeProject({});
  return (await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page')).html;
}

describe('a code block drawn by a custom component', () => {
  test('is coloured by its grammar on the first page that uses the language, as on any later one', async () => {
    const first = await render(PAGE);
    // `def` and `end` coloured as Ruby's keywords: not one plain run of text.
    expect(first).toMatch(/data-language="ruby"/);
    expect(first).toMatch(/>def<\/span>/);
    const again = await render(PAGE);
    expect(again).toBe(first);
  });
});

describe('the time a line may take', () => {
  test('is not limited: a block is coloured the same however busy the machine is', async () => {
    const { LINE_TIME_LIMIT, getHighlighter, highlightCode } = await import('../../../src/render/page/highlight.js');
    expect(LINE_TIME_LIMIT).toBe(0);
    const highlighter = await getHighlighter(['ruby']);
    const seen: unknown[] = [];
    const spy = new Proxy(highlighter, {
      get(target, key, receiver) {
        if (key !== 'codeToHast') return Reflect.get(target, key, receiver) as unknown;
        return (code: string, options: { tokenizeTimeLimit?: number }) => {
          seen.push(options.tokenizeTimeLimit);
          return target.codeToHast(code, options as Parameters<typeof target.codeToHast>[1]);
        };
      },
    });
    highlightCode(spy, 'puts 1', 'ruby', undefined);
    expect(seen).toEqual([0]);
  });
});
