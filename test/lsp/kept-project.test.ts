// The language server's project: checked on the project it keeps, which is looked at again before each check and
// read again only where a file changed (a page's imports scanned again, not every page's).
import { afterAll, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocsProject } from '../../src/lsp/project.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-lsp-kept-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const page = (title: string, body = 'Some words.\n'): string => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}`;
/** Past the window in which a file written just before a read is read again at the next. */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 120));

test('a page saved with a new import: the next check sees it, and only that page is read again for its imports', async () => {
  const root = join(base, 'imports');
  await mkdir(join(root, 'guides'), { recursive: true });
  const pages = ['guides/a', 'guides/b', 'guides/c'];
  await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages }] } }));
  await Promise.all(pages.map((path) => writeFile(join(root, `${path}.mdx`), page(path))));
  await settle();
  const project = new DocsProject(root, root, false);
  const ids = (): string[] => [...project.checkFindings.values()].flat().map((finding) => finding.ruleId);

  await project.check();
  expect(ids()).not.toContain('snippet-missing');
  const first = await project.project();
  expect(project.projects.reads).toBe(1);
  expect(first.index.importScan?.read).toBe(3);

  await writeFile(join(root, 'guides/b.mdx'), `import Gone from "/snippets/gone.mdx"\n\n${page('B')}`);
  await settle();
  await project.check();
  expect(ids()).toContain('snippet-missing');
  const second = await project.project();
  expect(project.projects.reads).toBe(2);
  expect(second.index.importScan?.read).toBe(1);
  // The page the server lints next is judged by the same project.
  expect(second.index.missingImports.map((found) => found.from)).toEqual(['guides/b.mdx']);

  // Nothing changed: checked again without reading the project.
  await project.check();
  expect(project.projects.reads).toBe(2);
}, 300_000);
