// A docs project reads the same wherever it lives (issue 24): the same project in a plain
// folder, inside a git repository whose .gitignore ignores it, under a `node_modules`, in a
// path with spaces and non-ASCII letters, behind a symlinked root and in a read-only folder
// gives the same pages and findings from lint, check and build (paths relative to the root).
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusProject, testWithCorpus } from '../support/corpus.js';
import { writeFiles } from '../support/project.js';
import { runMain } from '../support/run-main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const meta = (title: string, description?: string): string => `---\ntitle: ${title}\n${description ? `description: ${description}\n` : ''}---\n\n`;

/** A small project of our own: findings from lint and check, a snippet, ignored drafts (one listed), a README. */
const FIXTURE: Record<string, string> = {
  'docs.json': JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Placement',
      colors: { primary: '#0D7A5F' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide/install', 'guide/configure'] }, { group: 'Reference', pages: ['reference/cli', 'reference/missing', 'drafts/listed'] }] },
    },
    null,
    2,
  ),
  '.gitignore': 'drafts/\n',
  'index.mdx': `${meta('Home', 'Where the tour starts')}Start with [installing](/guide/install).\n`,
  'guide/install.mdx': `${meta('Install')}Run this:\n\n\`\`\`\nnpm install tool\n\`\`\`\n`,
  'guide/configure.mdx': `${meta('Configure', 'Settings that matter')}![](/images/none.png)\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`,
  'reference/cli.mdx': `${meta('CLI', 'Every command')}See [nowhere](/reference/nowhere).\n`,
  'snippets/note.mdx': 'A shared note.\n',
  'drafts/idea.mdx': `${meta('Idea')}Not ready.\n`,
  'drafts/listed.mdx': `${meta('Listed', 'Listed although git ignores it')}Text.\n`,
  'unlisted.mdx': `${meta('Unlisted', 'Not in the navigation')}Text.\n`,
  'README.md': '# Placement fixture\n',
};

const base = mkdtempSync(join(tmpdir(), 'docwright-placement-'));
const readOnly: string[] = [];

afterAll(() => {
  // Give write access back so the temporary folder can be removed.
  for (const dir of readOnly) chmodTree(dir, 0o755, 0o644);
});

function chmodTree(dir: string, dirMode: number, fileMode: number): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(path, dirMode, fileMode);
    else chmodSync(path, fileMode);
  }
  chmodSync(dir, dirMode);
}

type Fill = (root: string) => void;

/** Fills the folder `parts` below `at` with the project and gives its path. */
function filled(fill: Fill, at: string, ...parts: string[]): string {
  const root = join(at, ...parts);
  fill(root);
  return root;
}

/** Makes `at` a git repository whose `.gitignore` says `ignore`. */
function repository(at: string, ignore: string): void {
  writeFiles(at, { '.gitignore': ignore });
  execFileSync('git', ['init', '-q'], { cwd: at });
}

/** Each placement: a name, and how to make the project's root there from `fill`; returns the root to run in. */
const PLACEMENTS: Record<string, (at: string, fill: Fill) => string> = {
  plain: (at, fill) => filled(fill, at, 'project'),
  'repository ignoring everything (`*`)': (at, fill) => {
    repository(at, '*\n');
    return filled(fill, at, 'project');
  },
  'repository ignoring the folder': (at, fill) => {
    repository(at, '# generated docs\nproject/\n');
    return filled(fill, at, 'project');
  },
  'under node_modules': (at, fill) => filled(fill, at, 'node_modules', '@scope', 'package', 'docs'),
  'spaces and non-ASCII letters': (at, fill) => filled(fill, at, 'my docs é', 'ñandú – 文档'),
  'symlinked root': (at, fill) => {
    const real = filled(fill, at, 'real', 'project');
    const link = join(at, 'link');
    symlinkSync(real, link);
    return link;
  },
  'read-only folder': (at, fill) => {
    const root = filled(fill, at, 'project');
    chmodTree(root, 0o555, 0o444);
    readOnly.push(root);
    return root;
  },
};

interface Outcome {
  lint: { code: number; report: string };
  check: { code: number; report: string };
  build: { code: number; report: string; files: string[] };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split('\\').join('/'))
    .sort();
}

/** lint, check and build in `root`, with reports relative to it and the pages the build wrote. */
async function runAll(root: string, out: string): Promise<Outcome> {
  const lint = await runMain(root, ['lint', '.', '--format', 'json']);
  const check = await runMain(root, ['check', '--format', 'json']);
  const build = await runMain(root, ['build', '--out', out, '--no-cache', '--workers', '0', '--format', 'json']);
  // Nothing of where the project sits may show in what it reports.
  for (const text of [lint.stdout, check.stdout, build.stdout]) expect(text).not.toContain(base);
  return {
    lint: { code: lint.code, report: lint.stdout },
    check: { code: check.code, report: check.stdout },
    build: { code: build.code, report: build.stdout, files: build.code === 0 ? listFiles(out).filter((path) => path.endsWith('.html')) : [] },
  };
}

async function placeEverywhere(name: string, fill: Fill): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  for (const [placement, place] of Object.entries(PLACEMENTS)) {
    const at = join(base, name, placement.replace(/\W+/g, '-'));
    mkdirSync(at, { recursive: true });
    const root = place(at, fill);
    outcomes.set(placement, await runAll(root, join(base, name, `${placement.replace(/\W+/g, '-')}-site`)));
  }
  return outcomes;
}

function expectSameEverywhere(outcomes: Map<string, Outcome>): Outcome {
  const plain = outcomes.get('plain');
  if (!plain) throw new Error('Missing the plain placement');
  for (const [placement, outcome] of outcomes) expect({ placement, ...outcome }).toEqual({ placement, ...plain });
  return plain;
}

describe('one project, every placement', () => {
  test('our fixture: identical lint, check and build everywhere', async () => {
    const plain = expectSameEverywhere(await placeEverywhere('fixture', (root) => writeFiles(root, FIXTURE)));
    // And what it is: real findings, the draft left out, every listed page built.
    expect(plain.lint.code).toBe(1);
    const lintFiles = (JSON.parse(plain.lint.report) as { files: { file: string }[] }).files.map((f) => f.file);
    expect(lintFiles).toEqual(['README.md', 'guide/configure.mdx', 'guide/install.mdx', 'index.mdx', 'reference/cli.mdx', 'snippets/note.mdx', 'unlisted.mdx']);
    expect(plain.check.code).toBe(1);
    const checkIds = (JSON.parse(plain.check.report) as { files: { file: string; findings: { ruleId: string }[] }[] }).files.flatMap((f) => f.findings.map((x) => `${f.file} ${x.ruleId}`));
    expect(checkIds).toEqual(['docs.json nav-page-missing', 'docs.json nav-page-ignored', 'unlisted.mdx page-not-in-nav']);
    expect(plain.build.code).toBe(0);
    // The listed draft is built although `.gitignore` matches it; the unlisted one is left out. Each folder
    // without an index page is served as its first page (a redirect page: `guide.html`).
    expect(plain.build.files).toEqual(['404.html', 'drafts.html', 'drafts/listed.html', 'guide.html', 'guide/configure.html', 'guide/install.html', 'index.html', 'reference.html', 'reference/cli.html', 'unlisted.html']);
  }, 300_000);

  testWithCorpus('the legacy corpus project: identical lint, check and build everywhere', ['legacy'])('the legacy corpus project: identical lint, check and build everywhere', async () => {
    const plain = expectSameEverywhere(await placeEverywhere('legacy', (root) => cpSync(corpusProject('legacy'), root, { recursive: true })));
    expect(plain.build.code).toBe(0);
    expect(plain.build.files.length).toBeGreaterThan(10);
  }, 300_000);
});


describe('a project with nothing to build, and files named to lint that are ignored', () => {
  const DOCS_JSON = JSON.stringify({ theme: 'mint', name: 'Empty', colors: { primary: '#0D7A5F' }, navigation: { pages: ['index'] } });

  test.each<{ what: string; folder: string; files: Record<string, string>; message: string }>([
    {
      what: 'build with 0 pages exits 2 and says which ignore file left them out',
      folder: 'empty-ignored',
      // A navigation that lists no page: a listed one would be read all the same.
      files: { 'docs.json': DOCS_JSON.replace('["index"]', '[]'), '.docwrightignore': '# all generated\n*.mdx\n', 'index.mdx': meta('Home', 'Home page'), 'guide/a.mdx': meta('A', 'A page') },
      message: 'docwright build: Missing pages to build: 2 page files are left out (2 by `*.mdx` in `.docwrightignore:2`), expected at least one page the ignore files keep\n',
    },
    {
      what: 'build with no page file at all exits 2 and says so',
      folder: 'empty',
      files: { 'docs.json': DOCS_JSON, 'Index.MDX': meta('Home', 'Home page') },
      message: 'docwright build: Missing pages to build: 1 file has an extension in another case (`Index.MDX`), expected `.mdx` or `.md` in lower case\n',
    },
  ])('$what', async ({ folder, files, message }) => {
    const root = join(base, folder);
    writeFiles(root, files);
    const result = await runMain(root, ['build', '--out', join(base, `${folder}-site`), '--no-cache', '--workers', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  }, 300_000);

  test('a file named to lint that an ignore file leaves out is reported with its pattern, and alone it passes', async () => {
    const root = join(base, 'lint-named');
    writeFiles(root, { 'docs.json': DOCS_JSON, '.gitignore': 'drafts/\n', 'index.mdx': meta('Home', 'Home page'), 'drafts/wip.mdx': 'no front matter\n' });
    const alone = await runMain(root, ['lint', 'drafts/wip.mdx']);
    expect(alone).toEqual({ code: 0, stdout: '', stderr: 'docwright lint: Unexpected ignored file `drafts/wip.mdx`: `drafts/` in `.gitignore:1` leaves it out, so it is not linted\n' });
    const both = await runMain(root, ['lint', 'index.mdx', 'drafts/wip.mdx']);
    expect(both.code).toBe(0);
    expect(both.stderr).toContain('`drafts/` in `.gitignore:1` leaves it out');
  }, 300_000);
});
