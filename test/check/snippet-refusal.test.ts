// An imported snippet that is not a regular file of the project is reported once, with the same id, words and place
// (the import's `from`) by `check` (its line scan), `check --links` (its parse) and `build` (the page's expansion, which
// `dev` shares): a link out of the project, a named pipe, a folder, a link to nothing, a file that cannot be read.
import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, projectWithOutsideLinks, tempOutDir, tempProject } from '../support/project.js';

const home = [
  '---',
  'title: Home',
  '---',
  "import Away from '/snippets/away.mdx';",
  "import Pipe from '/snippets/pipe.mdx';",
  "import { Part } from './snippets/folder.mdx';",
  "import Broken from '/snippets/broken.mdx';",
  "import Gone from '/snippets/gone.mdx';",
  '',
  'Kept text.',
  '',
  '<Away />',
  '',
  '<Pipe />',
  '',
  '<Part />',
  '',
  '<Broken />',
  '',
  '<Gone />',
  '',
].join('\n');

/** A project whose page imports a snippet of each kind that cannot be inlined. */
function project(): string {
  const { root } = projectWithOutsideLinks({
    outside: { 'words.mdx': 'Words from elsewhere.\n' },
    links: { 'snippets/away.mdx': 'words.mdx' },
    files: { 'docs.json': docsJson('Refusals', { groups: [{ group: 'Start', pages: ['index'] }] }), 'index.mdx': home },
  });
  execFileSync('mkfifo', [join(root, 'snippets/pipe.mdx')]);
  mkdirSync(join(root, 'snippets/folder.mdx'));
  symlinkSync(join(root, 'snippets/nothing-here.mdx'), join(root, 'snippets/broken.mdx'));
  return root;
}

const atImports = (root: string): string[] => [
  'index.mdx:4:13 error path-outside Unexpected import path `/snippets/away.mdx` that links outside the project, expected a file inside it: it is not inlined',
  'index.mdx:5:13 error snippet-missing Unexpected named pipe `/snippets/pipe.mdx` as a snippet, expected a regular file: it is not inlined',
  'index.mdx:6:17 error snippet-missing Unexpected folder `./snippets/folder.mdx` as a snippet, expected a regular file: it is not inlined',
  `index.mdx:7:15 error snippet-missing Unexpected snippet \`/snippets/broken.mdx\` that is a symbolic link to \`${join(root, 'snippets/nothing-here.mdx')}\`, which leads to no file, expected a file of the project: it is not inlined`,
  'index.mdx:8:13 error snippet-missing Missing snippet `/snippets/gone.mdx`, expected a file of the project',
];

type Found = { file: string; line: number; column: number; severity: string; ruleId?: string; message: string };
const shown = (root: string, found: readonly Found[]): string[] =>
  found
    .filter((f) => f.file.endsWith('index.mdx'))
    // In the order of the page (the build reads default imports before named ones; the reporters sort by place).
    .toSorted((a, b) => a.line - b.line || a.column - b.column)
    .map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId ?? ''} ${f.message}`);

describe('a snippet that is no regular file of the project', () => {
  it('check, check --links and build say the same at the same import', async () => {
    const root = project();
    expect(shown(root, (await checkProject(root)).findings)).toEqual(atImports(root));
    expect(shown(root, (await checkProject(root, { links: true })).findings)).toEqual(atImports(root));
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(shown(root, result.diagnostics)).toEqual(atImports(root));
  });

  it('a `<Snippet file>` (no import) that is a named pipe is named so at the tag', async () => {
    const { root } = projectWithOutsideLinks({ outside: {}, links: {}, files: { 'docs.json': docsJson('Tag', { groups: [{ group: 'Start', pages: ['index'] }] }), 'index.mdx': '---\ntitle: Home\n---\n\n<Snippet file="pipe.mdx" />\n' } });
    mkdirSync(join(root, 'snippets'));
    execFileSync('mkfifo', [join(root, 'snippets/pipe.mdx')]);
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(shown(root, result.diagnostics)).toEqual(['index.mdx:5:1 error snippet-missing Unexpected named pipe `snippets/pipe.mdx` as a snippet, expected a regular file: it is not inlined']);
  });

  // Root reads a file whatever its mode: the case is testable only as another user.
  (process.getuid?.() === 0 ? it.skip : it)('an unreadable snippet (mode 000) is said to be unreadable, in check and build alike', async () => {
    const { root } = projectWithOutsideLinks({
      outside: {},
      links: {},
      files: { 'docs.json': docsJson('Locked', { groups: [{ group: 'Start', pages: ['index'] }] }), 'index.mdx': "---\ntitle: Home\n---\nimport Locked from '/snippets/locked.mdx';\n\n<Locked />\n", 'snippets/locked.mdx': 'Secret.\n' },
    });
    chmodSync(join(root, 'snippets/locked.mdx'), 0o000);
    const expected = ['index.mdx:4:15 error snippet-missing Unexpected snippet `/snippets/locked.mdx` that cannot be read (`EACCES`), expected a file docwright may read: it is not inlined'];
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(shown(root, result.diagnostics)).toEqual(expected);
    expect(shown(root, (await checkProject(root)).findings)).toEqual(expected);
  });

  it('a `.jsx`/`.js` snippet that is not there, a folder, a named pipe or a link to nothing is said as an `.mdx` one is', async () => {
    const page = [
      '---',
      'title: Home',
      '---',
      "import Gone from '/snippets/gone.jsx';",
      "import { Part } from '/snippets/folder.jsx';",
      "import Pipe from '/snippets/pipe.jsx';",
      "import { Broken } from '/snippets/broken.js';",
      "import Kept from '/snippets/kept.jsx';",
      '',
      'Kept text.',
      '',
      '<Gone />',
      '',
      '<Part />',
      '',
      '<Pipe />',
      '',
      '<Broken />',
      '',
      '<Kept />',
      '',
    ].join('\n');
    const root = tempProject({ 'docs.json': docsJson('Code', { groups: [{ group: 'Start', pages: ['index'] }] }), 'index.mdx': page, 'snippets/kept.jsx': 'export default function Kept() {\n  return <p>Kept code</p>;\n}\n' });
    mkdirSync(join(root, 'snippets/folder.jsx'));
    execFileSync('mkfifo', [join(root, 'snippets/pipe.jsx')]);
    symlinkSync(join(root, 'snippets/nothing-here.js'), join(root, 'snippets/broken.js'));
    const expected = [
      'index.mdx:4:13 error snippet-missing Missing snippet `/snippets/gone.jsx`, expected a file of the project',
      'index.mdx:5:17 error snippet-missing Unexpected folder `/snippets/folder.jsx` as a snippet, expected a regular file: it is not inlined',
      'index.mdx:6:13 error snippet-missing Unexpected named pipe `/snippets/pipe.jsx` as a snippet, expected a regular file: it is not inlined',
      `index.mdx:7:19 error snippet-missing Unexpected snippet \`/snippets/broken.js\` that is a symbolic link to \`${join(root, 'snippets/nothing-here.js')}\`, which leads to no file, expected a file of the project: it is not inlined`,
    ];
    expect(shown(root, (await checkProject(root)).findings)).toEqual(expected);
    expect(shown(root, (await checkProject(root, { links: true })).findings)).toEqual(expected);
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(shown(root, result.diagnostics)).toEqual(expected);
  });

  it('a `.jsx` snippet\'s own import of a file that is not there is said at that import, by check, check --links and build, once for all the pages that use it', async () => {
    const page = "---\ntitle: Home\n---\nimport { Chip } from '/snippets/chip.jsx';\n\n<Chip />\n";
    const chip = "import { Dot } from './dot.jsx';\nimport Gone from '/snippets/gone.mdx';\nimport { Kept } from './kept.jsx';\n\nexport const Chip = () => <span>chip</span>;\n";
    // A snippet no page uses is judged nowhere, as an `.mdx` one is.
    const unused = "import { Lost } from './lost.jsx';\n\nexport const Unused = () => <span>unused</span>;\n";
    const root = tempProject({ 'docs.json': docsJson('Code', { groups: [{ group: 'Start', pages: ['index', 'other'] }] }), 'index.mdx': page, 'other.mdx': page, 'snippets/chip.jsx': chip, 'snippets/kept.jsx': 'export const Kept = () => <b>kept</b>;\n', 'snippets/unused.jsx': unused });
    const expected = ['snippets/chip.jsx:1:16 error snippet-missing Missing snippet `./dot.jsx`, expected a file of the project', 'snippets/chip.jsx:2:13 error snippet-missing Missing snippet `/snippets/gone.mdx`, expected a file of the project'];
    const inSnippets = (found: readonly Found[]): string[] =>
      found
        .filter((f) => f.file.startsWith(join(root, 'snippets')))
        .toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
        .map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId ?? ''} ${f.message}`);
    expect(inSnippets((await checkProject(root)).findings)).toEqual(expected);
    expect(inSnippets((await checkProject(root, { links: true })).findings)).toEqual(expected);
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(inSnippets(result.diagnostics)).toEqual(expected);
  });

  it('a snippet an ignore file leaves out is refused by check and build alike (Mintlify resolves no import of it)', async () => {
    const page = [
      '---',
      'title: Home',
      '---',
      "import Draft from '/snippets/drafts/plan.mdx';",
      "import { Widget } from '/snippets/widget.jsx';",
      "import Shown from '/snippets/shown.mdx';",
      '',
      '<Draft />',
      '',
      '<Widget />',
      '',
      '<Shown />',
      '',
    ].join('\n');
    const root = tempProject({
      'docs.json': docsJson('Ignored', { groups: [{ group: 'Start', pages: ['index'] }] }),
      '.mintignore': 'snippets/drafts/\n',
      '.docwrightignore': 'widget.jsx\n',
      'index.mdx': page,
      'snippets/drafts/plan.mdx': 'Draft plan words.\n',
      'snippets/widget.jsx': 'export const Widget = () => <p>Widget words</p>;\n',
      'snippets/shown.mdx': 'Shown words.\n',
    });
    const expected = [
      'index.mdx:4:14 error snippet-missing Unexpected snippet `/snippets/drafts/plan.mdx` that `snippets/drafts/` in `.mintignore:1` leaves out, expected a file the project keeps (Mintlify resolves no import of a file it ignores): it is not inlined',
      'index.mdx:5:19 error snippet-missing Unexpected snippet `/snippets/widget.jsx` that `widget.jsx` in `.docwrightignore:1` leaves out, expected a file the project keeps (Mintlify resolves no import of a file it ignores): it is not inlined',
    ];
    expect(shown(root, (await checkProject(root)).findings)).toEqual(expected);
    expect(shown(root, (await checkProject(root, { links: true })).findings)).toEqual(expected);
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(shown(root, result.diagnostics)).toEqual(expected);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('Shown words.');
    expect(html).not.toContain('Draft plan words.');
    // `dev` renders the page as `build` does.
    const served = await (await createSite({ root, workers: 0, cacheDir: false })).render('/');
    const body = typeof served?.body === 'string' ? served.body : '';
    expect(body).toContain('Shown words.');
    expect(body).not.toContain('Draft plan words.');
  });
});
