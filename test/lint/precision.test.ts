// Patterns seen on real projects (issue 17), in pages of our own: `clean.mdx` holds the false
// positives the rules used to report and must lint clean with every preset rule on;
// `fires.mdx` holds the true pattern beside each, and every one must still be reported. Issue 48 added a
// `<RequestExample>` on a guide page (Mintlify's own component pages show one).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { presets } from '../../presets/index.js';
import type { RuleSettings } from '../../src/rule-kit/settings-types.js';
import { verifyText } from '../../src/lint/verify-text.js';

const dir = fileURLToPath(new URL('../../fixtures/precision/', import.meta.url));
// With the advice that is opt-in one by one (not in `style`: under 80% true on real pages) and `<Steps>` for short lists too.
const rules: RuleSettings = {
  ...presets.recommended.rules,
  ...presets.style.rules,
  'steps-for-procedures': ['warn', { short: true }],
  'codegroup-for-languages': 'warn',
  'prose-write-good': 'warn',
};
const lint = async (name: string): Promise<string[]> => {
  const result = await verifyText(readFileSync(`${dir}${name}`, 'utf8'), { filePath: name, rules });
  return result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`);
};

describe('precision fixtures', () => {
  test('the false-positive patterns lint clean under recommended and style', async () => {
    expect(await lint('clean.mdx')).toEqual([]);
  });

  test('the true pattern beside each is still reported', async () => {
    expect(await lint('fires.mdx')).toEqual([
      '4:1 frontmatter-keys Unexpected front matter key `sidebartitle`, expected `sidebarTitle`',
      '13:1 heading-unique Unexpected heading `Example` repeated under the same parent as on line 9, expected a heading that names what differs',
      '17:15 link-text Unexpected URL `https://plants.example.com/docs` as the text of a link to `https://plants.example.com/pricing`, expected text that names the destination',
      '20:32 code-auth-header Unexpected credential `8f3a9c2e71b4d5e6`, expected a placeholder such as `<API_KEY>`',
      '23:21 component-attribute-type Unexpected string `"false"` for `arrow` on `<Card>`, expected a flag (`arrow`) or `arrow={false}`',
      '25:7 component-attribute-known Unexpected attribute `titel` on `<Note>`, expected `title`',
      '27:1 steps-for-procedures Unexpected numbered procedure of 3 actions, expected `<Steps>` with a `<Step>` per action',
      '28:4 image-frame Unexpected image outside `<Frame>`, expected it wrapped in `<Frame>`',
      '32:1 codegroup-for-languages Unexpected adjacent code blocks in `bash`, `python`, expected them in one `<CodeGroup>`',
      '40:42 prose-sentence-length Unexpected sentence of 49 words, expected at most 40',
      '43:1 prose-write-good Unexpected repeated word `the`, expected it once',
    ]);
  });
});
