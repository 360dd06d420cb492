import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/parse/index.js';

describe('parsePage error positions', () => {
  test('an unclosed JSX tag at the end of the file is placed at its opening tag', () => {
    const page = parsePage({ path: 'guide.mdx', value: '---\ntitle: Guide\n---\n\n<Steps>\n  <Step title="One">\n    Dig.\n' });
    expect(page.error).toMatchObject({ line: 6, column: 3, cause: 'mdast-util-mdx-jsx:end-tag-mismatch' });
  });
});
