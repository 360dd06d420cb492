import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { describeIgnoreReason, ignorePolicy, isRepositoryDocument, isSnippet } from '../../src/project/ignore.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-ignore-');

describe('ignorePolicy', () => {
  const root = project({
    'docs.json': '{}',
    'index.mdx': '',
    'dist/index.md': '',
    'site-out/.docwright-build.json': '{}',
    'site-out/guide.md': '',
    'mine/_docwright/site.css': 'body{}',
    'mine/notes.mdx': '',
    'custom/page.md': '',
    'node_modules/pkg/readme.md': '',
    'guide/.git/info.md': '',
    '.gitignore': 'drafts/\n',
    '.docwrightignore': 'legacy/\n',
    'drafts/wip.mdx': '',
    'legacy/old.mdx': '',
    'guide/setup.mdx': '',
    'guide/.docwrightignore': 'private.mdx\n',
    'guide/private.mdx': '',
  });

  test('keeps pages and leaves out node_modules and .git at any depth', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'guide/setup.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'node_modules/pkg/readme.md'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/.git/info.md'))).toBe(true);
  });

  test('leaves out the default build output and any top folder holding a docwright build', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'dist/index.md'))).toBe(true);
    expect(policy.ignores(join(root, 'site-out/guide.md'))).toBe(true);
    expect(policy.globIgnore).toEqual(expect.arrayContaining(['dist/**', 'site-out/**']));
  });

  test('a top folder holding a stray `_docwright/site.css` but no build manifest is the user\'s, read as any other', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'mine/notes.mdx'))).toBe(false);
    expect(policy.globIgnore).not.toContain('mine/**');
  });

  test('leaves out an output folder given as `--out`', () => {
    expect(ignorePolicy(root).ignores(join(root, 'custom/page.md'))).toBe(false);
    expect(ignorePolicy(root, { outDirs: [join(root, 'custom')] }).ignores(join(root, 'custom/page.md'))).toBe(true);
  });

  test('honours .gitignore and .docwrightignore, nested ones for their own folder', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'drafts/wip.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'legacy/old.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/private.mdx'))).toBe(true);
  });
});

describe('an ignore file that is a named pipe', () => {
  // It was read with a plain `readFileSync`, which waits for a writer for ever: lint, check and build hung.
  test('is not read, and the other ignore files still apply', () => {
    if (process.platform === 'win32') return;
    const root = project({ 'docs.json': '{}', 'index.mdx': '', '.docwrightignore': 'drafts/\n', 'drafts/wip.mdx': '' });
    for (const name of ['.gitignore', '.mintignore', 'guide/.docwrightignore']) {
      mkdirSync(join(root, 'guide'), { recursive: true });
      execFileSync('mkfifo', [join(root, name)]);
    }
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'drafts/wip.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/page.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
  });
});

describe('.mintignore', () => {
  test('the root\'s leaves out what it names, says where, and a nested or enclosing one is not read (Mintlify reads the root\'s alone)', () => {
    const repo = repository({
      '.mintignore': 'docs/guide/\n',
      'docs/docs.json': '{}',
      'docs/index.mdx': '',
      'docs/.mintignore': '# not published\ndrafts/\n*.draft.mdx\n',
      'docs/drafts/wip.mdx': '',
      'docs/guide/setup.mdx': '',
      'docs/guide/plan.draft.mdx': '',
      'docs/api/.mintignore': 'reference.mdx\n',
      'docs/api/reference.mdx': '',
    });
    const root = join(repo, 'docs');
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'drafts/wip.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/plan.draft.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/setup.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'api/reference.mdx'))).toBe(false);
    const why = policy.reason(join(root, 'drafts/wip.mdx'));
    expect(why && describeIgnoreReason(root, why)).toBe('`drafts/` in `.mintignore:2`');
  });
});

describe('snippets and repository documents', () => {
  test('snippet folders are `snippets/`, `_snippets/` and any folder starting with `_`', () => {
    expect(isSnippet('snippets/note.mdx')).toBe(true);
    expect(isSnippet('_snippets/note.mdx')).toBe(true);
    expect(isSnippet('guide/_parts/step.mdx')).toBe(true);
    expect(isSnippet('guide/snippets-intro.mdx')).toBe(false);
  });

  test('documents are the `.md` files Mintlify never publishes: READMEs, licences, contributing guides, changelogs, the root `skill.md`', () => {
    expect(isRepositoryDocument('README.md')).toBe(true);
    expect(isRepositoryDocument('api/License.md')).toBe(true);
    expect(isRepositoryDocument('CONTRIBUTING.md')).toBe(true);
    expect(isRepositoryDocument('guide/contribute.md')).toBe(true);
    expect(isRepositoryDocument('api/CHANGELOG.md')).toBe(true);
    expect(isRepositoryDocument('SKILL.md')).toBe(true);
    // Mintlify publishes every other page file, whatever its name.
    expect(isRepositoryDocument('readme.mdx')).toBe(false);
    expect(isRepositoryDocument('api/changelog.mdx')).toBe(false);
    expect(isRepositoryDocument('AGENTS.md')).toBe(false);
    expect(isRepositoryDocument('CLAUDE.md')).toBe(false);
    expect(isRepositoryDocument('tools/agents.mdx')).toBe(false);
    expect(isRepositoryDocument('skills/docs/SKILL.md')).toBe(false);
    expect(isRepositoryDocument('readme.txt')).toBe(false);
    expect(isRepositoryDocument('guide/readme-tips.md')).toBe(false);
  });
});

/** A git repository in a temporary folder holding `files`, the project at `<repo>/<project>`. */
function repository(files: Record<string, string>): string {
  const repo = tempProject(files, 'docwright-repo-');
  execFileSync('git', ['init', '-q'], { cwd: repo });
  return repo;
}

describe('ignore rules apply below the root only', () => {
  const pages = { 'docs/docs.json': '{}', 'docs/index.mdx': '', 'docs/guide/setup.mdx': '', 'docs/drafts/wip.mdx': '' };

  test('an enclosing `.gitignore` of `*` or of the folder name never leaves out the project', () => {
    for (const gitignore of ['*\n', 'docs/\n', '/docs\n', 'docs/*\n', 'docs/**\n', '# generated\ndocs\n']) {
      const root = join(repository({ ...pages, '.gitignore': gitignore }), 'docs');
      const policy = ignorePolicy(root);
      expect([gitignore, policy.ignores(join(root, 'index.mdx')), policy.ignores(join(root, 'guide/setup.mdx'))]).toEqual([gitignore, false, false]);
    }
  });

  test('an enclosing `.gitignore` still leaves out folders inside the project, and says where', () => {
    const repo = repository({ ...pages, '.gitignore': '*\n# drafts are not published\ndrafts/\n/docs/guide/setup.mdx\n' });
    const root = join(repo, 'docs');
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.reason(join(root, 'drafts/wip.mdx'))).toEqual({ kind: 'pattern', pattern: 'drafts/', file: join(repo, '.gitignore'), line: 3 });
    expect(policy.reason(join(root, 'guide/setup.mdx'))).toEqual({ kind: 'pattern', pattern: '/docs/guide/setup.mdx', file: join(repo, '.gitignore'), line: 4 });
  });

  test('ignore files above the root are read up to the repository root only, and not at all outside a repository', () => {
    const base = tempProject({ '.gitignore': 'guide/\n', 'repo/docs/docs.json': '{}', 'repo/docs/guide/setup.mdx': '', 'plain/docs/guide/setup.mdx': '' }, 'docwright-above-');
    execFileSync('git', ['init', '-q'], { cwd: join(base, 'repo') });
    expect(ignorePolicy(join(base, 'repo/docs')).ignores(join(base, 'repo/docs/guide/setup.mdx'))).toBe(false);
    // `base` is in no repository (a temporary folder), so its `.gitignore` says nothing.
    expect(ignorePolicy(join(base, 'plain/docs')).ignores(join(base, 'plain/docs/guide/setup.mdx'))).toBe(false);
  });

  test('`node_modules` and `.git` are left out below the root, never above it', () => {
    const base = tempProject({ 'node_modules/pkg/docs/index.mdx': '', 'node_modules/pkg/docs/node_modules/dep/readme.md': '', 'node_modules/pkg/docs/.git/notes.md': '' }, 'docwright-nm-');
    const root = join(base, 'node_modules/pkg/docs');
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.reason(join(root, 'node_modules/dep/readme.md'))).toEqual({ kind: 'folder', folder: 'node_modules' });
    expect(policy.reason(join(root, '.git/notes.md'))).toEqual({ kind: 'folder', folder: '.git' });
  });

  test('the root itself, and paths outside it, are never left out', () => {
    const root = join(repository({ ...pages, '.gitignore': '*\n' }), 'docs');
    const policy = ignorePolicy(root);
    expect(policy.ignores(root)).toBe(false);
    expect(policy.ignores(join(root, '..', 'elsewhere.mdx'))).toBe(false);
  });

  test('an output folder that holds the root is not applied; one below it is', () => {
    const base = tempProject({ 'site/docs/index.mdx': '', 'site/docs/out/page.md': '' }, 'docwright-out-');
    const root = join(base, 'site/docs');
    const policy = ignorePolicy(root, { outDirs: [join(base, 'site'), root, join(root, 'out')] });
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.reason(join(root, 'out/page.md'))).toEqual({ kind: 'output', folder: 'out' });
  });

  test('a symlinked root reads as its real path', () => {
    const repo = repository({ ...pages, '.gitignore': 'drafts/\n' });
    const link = join(tempProject({}, 'docwright-link-'), 'docs');
    symlinkSync(join(repo, 'docs'), link);
    const policy = ignorePolicy(link);
    expect(policy.ignores(join(link, 'index.mdx'))).toBe(false);
    expect(policy.ignores(join(link, 'drafts/wip.mdx'))).toBe(true);
  });

  test('describes a reason for a message', () => {
    const root = join(repository({ ...pages, '.gitignore': 'drafts/\n' }), 'docs');
    const why = ignorePolicy(root).reason(join(root, 'drafts/wip.mdx'));
    expect(why && describeIgnoreReason(root, why)).toBe('`drafts/` in `../.gitignore:1`');
    expect(describeIgnoreReason(root, { kind: 'folder', folder: 'node_modules' })).toBe('the `node_modules` folder');
    expect(describeIgnoreReason(root, { kind: 'output', folder: 'dist' })).toBe('the build output `dist`');
  });
});
