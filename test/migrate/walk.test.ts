// The one folder walk of `docwright migrate` from Starlight and Docusaurus: pages in name order, `_`/`.` names and
// `node_modules` left out, a symbolic link skipped or followed as asked, and a limit on the pages walked.
import { afterAll, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walkPages } from '../../src/migrate/walk.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

test('pages in name order, hidden names and node_modules left out, links skipped or followed, a limit kept', async () => {
  const root = await mkdtemp(join(tmpdir(), 'docwright-walk-'));
  dirs.push(root);
  for (const file of ['docs/b.md', 'docs/a.mdx', 'docs/_partial.md', 'docs/.draft.md', 'docs/node_modules/x.md', 'docs/sub/c.md', 'docs/notes.txt', 'outside/d.md']) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), '# Page\n');
  }
  await symlink(join(root, 'outside'), join(root, 'docs', 'linked'));
  const walked = (links: 'skip' | 'follow', limit?: number): string[] => {
    const out: string[] = [];
    walkPages(root, 'docs', { page: /\.mdx?$/, links, ...(limit === undefined ? {} : { limit }) }, (path) => out.push(path));
    return out;
  };
  expect(walked('skip')).toEqual(['docs/a.mdx', 'docs/b.md', 'docs/sub/c.md']);
  expect(walked('follow')).toEqual(['docs/a.mdx', 'docs/b.md', 'docs/linked/d.md', 'docs/sub/c.md']);
  expect(walked('skip', 2)).toEqual(['docs/a.mdx', 'docs/b.md']);
});
