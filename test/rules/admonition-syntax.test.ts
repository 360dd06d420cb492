// admonition-syntax's fix never leaves the page worse than it was: not a callout the recommended preset fails
// (`component-empty`), not a title shown otherwise than written.
import { expect, test } from '@jest/globals';
import { verifyTextSync } from '../../src/lint/verify-text.js';

const page = (body: string): string => `---\ntitle: Callouts\ndescription: Admonitions written for another site generator.\n---\n\n${body}`;

/** The page fixed with the recommended preset, and the errors left. */
function fixed(body: string): { output: string; errors: string[] } {
  const result = verifyTextSync(page(body), { filePath: 'page.mdx', fix: true });
  return { output: result.output ?? page(body), errors: result.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.message}`) };
}

test('an empty admonition is not rewritten into an empty callout, which would fail the run', () => {
  const body = ':::note\n\n:::\n';
  expect(verifyTextSync(page(body), { filePath: 'page.mdx' }).findings.filter((f) => f.severity === 'error')).toEqual([]);
  expect(fixed(body)).toEqual({ output: page(body), errors: [] });
});

test('a formatted title is not made a `title="…"` that shows its Markdown as written; a quoted one keeps its quotes', () => {
  expect(fixed(':::note[**Bold** title with `code`]\nText.\n:::\n').output).toBe(page(':::note[**Bold** title with `code`]\nText.\n:::\n'));
  expect(fixed(':::tip[Say "hello" first]\nText.\n:::\n').output).toBe(page('<Tip title=\'Say "hello" first\'>\nText.\n</Tip>\n'));
});
