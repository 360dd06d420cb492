// A page that starts with a UTF-8 byte order mark: `check` reads its front matter as `lint` and `build` do (the
// project index read the head bytes as latin1, where the mark is three characters, and saw no front matter at all).
import { describe, expect, test } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { frontmatterOf } from '../../src/project/frontmatter.js';
import { tempProject } from '../support/project.js';

const docsJson = JSON.stringify({ name: 'Orchard', theme: 'mint', colors: { primary: '#0A5C45' }, navigation: { pages: ['broken'] } });

describe('front matter after a byte order mark', () => {
  test('check reports its YAML error, and a hidden page unlisted is not told to add `hidden: true`', async () => {
    const root = tempProject({
      'docs.json': docsJson,
      'broken.mdx': '\uFEFF---\ntitle: Pruning: the basics\ndescription: Cuts.\n---\n\nBody.\n',
      'quiet.mdx': '\uFEFF---\ntitle: Quiet\ndescription: Kept out.\nhidden: true\n---\n\nBody.\n',
    });
    const result = await checkProject(root);
    const found = result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId}`);
    expect(found).toContain('broken.mdx:2:15 frontmatter-yaml');
    expect(found.filter((f) => f.startsWith('quiet.mdx'))).toEqual([]);
  });

  test('an alias that names no anchor (`*Important*` meant as emphasis) says so, not that aliases expand too far', () => {
    const fm = frontmatterOf('---\ntitle: *Important*\ndescription: x\n---\n');
    expect(fm.problems).toEqual([{ message: 'Unexpected YAML alias `*Important*` that names no anchor, expected the value in quotes (`"*Important*"`) if it is text', line: 2, column: 8 }]);
  });
});
