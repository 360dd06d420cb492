import { describe, expect, test } from '@jest/globals';
import { injectBeforeBodyEnd } from '../../src/dev/client.js';
import { errorPlace, formatErrorForTerminal, overlayHtml, sourceExcerpt } from '../../src/dev/overlay.js';

const text = ['---', 'title: Guide', '---', '', '<Steps>', '  <Step title="One">', '    Dig.'].join('\n');

describe('error display', () => {
  test('the excerpt marks the line and column', () => {
    expect(sourceExcerpt(text, 6, 3)).toMatchInlineSnapshot(`
"  4 | 
  5 | <Steps>
> 6 |   <Step title="One">
    |   ^
  7 |     Dig."
`);
  });

  test('the terminal gets place, message and excerpt', () => {
    const error = { file: 'guide.mdx', line: 6, column: 3, message: 'Expected a closing tag for `<Step>`', excerpt: sourceExcerpt(text, 6, 3, 0) };
    expect(formatErrorForTerminal(error)).toBe('guide.mdx:6:3: error: Expected a closing tag for `<Step>`\n> 6 |   <Step title="One">\n    |   ^\n');
  });

  test('an error without a place still says its severity; an excerpt alone is printed alone', () => {
    expect(formatErrorForTerminal({ file: '', line: 0, column: 0, message: 'Unexpected exit of a dev render worker (code 3), expected it to run until the server stops' })).toBe(
      'error: Unexpected exit of a dev render worker (code 3), expected it to run until the server stops\n',
    );
    expect(formatErrorForTerminal({ file: '', line: 0, column: 0, message: '', excerpt: '> 1 | {' })).toBe('\n> 1 | {\n');
  });

  test('the terminal gets no control character from the page: its name, the message and the excerpt write them out', () => {
    const error = { file: 'a\u001b[2J.mdx', line: 2, column: 1, message: 'Unexpected `\u001b]0;x\u0007`', excerpt: '> 2 | \u001b[31mred\u009b\n    | ^' };
    expect(formatErrorForTerminal(error)).toBe('a\\x1b[2J.mdx:2:1: error: Unexpected `\\x1b]0;x\\x07`\n> 2 | \\x1b[31mred\\x9b\n    | ^\n');
  });

  test('place shows what is known', () => {
    expect(errorPlace({ file: 'docs.json', line: 0, column: 0, message: 'x' })).toBe('docs.json');
    expect(errorPlace({ file: '', line: 3, column: 1, message: 'x' })).toBe('');
    expect(errorPlace({ file: 'a.mdx', line: 3, column: 0, message: 'x' })).toBe('a.mdx:3:1');
  });

  test('the overlay escapes what comes from the page', () => {
    const html = overlayHtml({ file: 'a<b>.mdx', line: 1, column: 1, message: '<script>alert(1)</script>', excerpt: '> 1 | <img onerror=x>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('a&#60;b&#62;.mdx:1:1');
  });

  test('the client goes before the last </body>, or at the end', () => {
    expect(injectBeforeBodyEnd('<body>a</body></html>', 'X')).toBe('<body>aX</body></html>');
    expect(injectBeforeBodyEnd('<p>a</p>', 'X')).toBe('<p>a</p>X');
  });
});
