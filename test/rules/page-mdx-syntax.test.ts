// page-mdx-syntax reports only pages Mintlify publishes: a `.md` file in a dot folder or one the
// project's ignore files leave out is never compiled there, so its HTML comment is no error.
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { isPublishedPage } from '../../src/lint/files.js';
import { verifyText } from '../../src/lint/verify-text.js';

const comment = '<!-- draft -->\n\n## Notes\n';
const rules = { 'page-mdx-syntax': 'error' } as const;

async function ids(text: string, filePath: string): Promise<string[]> {
  return (await verifyText(text, { filePath, rules })).findings.map((f) => `${f.line}:${f.column} ${f.ruleId}`);
}

describe('page-mdx-syntax: published pages only', () => {
  const root = tempProject(
    {
      'docs.json': '{}',
      '.gitignore': 'drafts/\n',
      'guide.md': comment,
      'drafts/wip.md': comment,
      '.cursor/rules.md': comment,
      'nested/.github/notes.md': comment,
    },
    'docwright-mdx-syntax-',
  );

  test('a page of the project is reported; dot folders and ignored files are not', async () => {
    expect(await ids(comment, join(root, 'guide.md'))).toEqual(['1:2 page-mdx-syntax']);
    expect(await ids(comment, join(root, 'drafts/wip.md'))).toEqual([]);
    expect(await ids(comment, join(root, '.cursor/rules.md'))).toEqual([]);
    expect(await ids(comment, join(root, 'nested/.github/notes.md'))).toEqual([]);
  });

  test('a dot folder above the project root does not count', () => {
    const inDotFolder = tempProject({ '.work/docs/docs.json': '{}', '.work/docs/guide.md': comment }, 'docwright-mdx-syntax-');
    expect(isPublishedPage(join(inDotFolder, '.work/docs/guide.md'))).toBe(true);
  });

  test('outside any project the path is read as given; `published` overrides the guess', async () => {
    expect(await ids(comment, '.cursor/rules.md')).toEqual([]);
    expect(await ids(comment, 'guide.md')).toEqual(['1:2 page-mdx-syntax']);
    expect((await verifyText(comment, { filePath: 'guide.md', rules, published: false })).findings).toEqual([]);
  });
});
