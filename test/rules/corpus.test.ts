// The page rules on two real projects: every finding listed here was checked by hand
// and is real; anything else they report is a false positive.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect } from '@jest/globals';
import { glob } from 'tinyglobby';
import { presets } from '../../presets/index.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { testWithCorpus } from '../support/corpus.js';

const corpus = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));
const PAGE_RULES = /^(frontmatter|heading|image|code-(language|secrets|auth-header)|link-text)/;
const corpusTest = testWithCorpus('the page-rule corpus test', ['starter', 'legacy']);

const expected = [
  'starter/README.md:19:1 code-language',
  'starter/README.md:25:1 code-language',
  'starter/essentials/code.mdx:11:1 code-language',
  'starter/essentials/images.mdx:7:1 image-alt',
  'legacy/README.md:11:1 heading-increment',
  'legacy/README.md:15:1 code-language',
  'legacy/README.md:21:1 code-language',
  'legacy/api-reference/endpoint/create.mdx:7:1 heading-start-level',
  'legacy/api-reference/endpoint/delete.mdx:7:1 heading-start-level',
  'legacy/api-reference/endpoint/get.mdx:7:1 heading-start-level',
  'legacy/api-reference/endpoint/update.mdx:7:1 heading-start-level',
  'legacy/development.mdx:33:1 heading-start-level',
  'legacy/development.mdx:73:3 image-alt',
  'legacy/essentials/code.mdx:13:1 code-language',
  'legacy/essentials/images.mdx:7:1 image-alt',
];

describe('page rules on real projects', () => {
  corpusTest('report exactly the findings checked by hand on starter/ and legacy/', async () => {
    const rules = Object.fromEntries(Object.entries(presets.recommended.rules).filter(([id]) => PAGE_RULES.test(id)));
    const found: string[] = [];
    for (const project of ['starter', 'legacy']) {
      const files = await glob(['**/*.{md,mdx}'], { cwd: `${corpus}${project}`, ignore: ['**/node_modules/**'] });
      for (const file of files.sort()) {
        const result = await verifyText(readFileSync(`${corpus}${project}/${file}`, 'utf8'), { filePath: file, rules });
        for (const f of result.findings) found.push(`${project}/${file}:${f.line}:${f.column} ${f.ruleId}`);
      }
    }
    expect(found).toEqual(expected);
  }, 300_000);
});
