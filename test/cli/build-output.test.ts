// `build --out` replaces only a folder that is missing, empty or an earlier build's own
// (src/fs/output-folder.ts). Each refusal runs the CLI on a scratch copy and checks that
// every file around it is still there, byte for byte.
import { describe, expect, jest, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileSystemFailure, main } from '../../src/cli/main.js';
import { writeFiles } from '../support/project.js';
import { DOCS_JSON } from '../render/helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

async function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['build', ...args, '--no-cache', '--workers', '0'], {
    cwd,
    env: { CI: '1' },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, stdout, stderr };
}

/** Every entry below `dir`: files by content hash, links by target, folders by name. */
function treeOf(dir: string, prefix = ''): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(join(dir, prefix)).sort()) {
    const rel = prefix === '' ? name : `${prefix}/${name}`;
    const path = join(dir, rel);
    const info = lstatSync(path);
    if (info.isSymbolicLink()) tree[rel] = `link ${readlinkSync(path)}`;
    else if (info.isDirectory()) {
      tree[rel] = 'dir';
      Object.assign(tree, treeOf(dir, rel));
    } else tree[rel] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return tree;
}

const PAGES = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
  'quickstart.mdx': '# Quick\n',
  'guide/advanced.mdx': 'x\n',
  'api/overview.mdx': 'y\n',
  'NOTES.txt': 'my notes\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  '.git/config': '[core]\n',
};

/** `<base>/proj` (a docs project with a `.git`) beside `<base>/photos` (a user's files). */
function scratch(): { base: string; root: string } {
  const base = mkdtempSync(join(tmpdir(), 'dw-out-'));
  const root = join(base, 'proj');
  writeFiles(root, PAGES);
  writeFiles(join(base, 'photos'), { 'cat.jpg': 'not really a cat\n', 'album/dog.png': 'nor a dog\n' });
  return { base, root };
}

/** Builds `root` into `dist` and expects it refused (exit 2) with `message`, nothing under `base` changed. */
async function expectRefused(base: string, root: string, message: string): Promise<void> {
  const before = treeOf(base);
  const result = await run(['.'], root);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(message);
  expect(treeOf(base)).toEqual(before);
}

describe('build --out refuses what it did not write (exit 2, nothing changed)', () => {
  test.each([
    ['.', /^docwright build: Unexpected output folder `\.`: it is the docs root, expected a folder of its own such as `dist`$/m],
    ['..', /^docwright build: Unexpected output folder `\/.*`: it holds the docs root, expected a folder of its own such as `dist`$/m],
    ['guide', /^docwright build: Unexpected output folder `guide`: it holds files docwright did not write \(`guide\/advanced\.mdx`\); choose an empty folder or remove it yourself$/m],
    ['../photos', /^docwright build: Unexpected output folder `\/.*\/photos`: it holds files docwright did not write \(`\/.*\/photos\/album\/dog\.png`\); choose an empty folder or remove it yourself$/m],
    ['NOTES.txt', /^docwright build: Unexpected output folder `NOTES\.txt`: it is a file, expected a folder; choose another name or remove the file yourself$/m],
    ['guide/site', /^docwright build: Unexpected output folder `guide\/site` inside the source folder `guide`, expected a folder that holds no pages, such as `dist`$/m],
    ['.git', /^docwright build: Unexpected output folder `\.git`: it holds files docwright did not write \(`\.git\/HEAD`\); choose an empty folder or remove it yourself$/m],
  ])('--out %s', async (out, message) => {
    const { base, root } = scratch();
    const before = treeOf(base);
    const result = await run(['.', '--out', out], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    expect(treeOf(base)).toEqual(before);
  });

  test('an output folder that is a symbolic link (to a user folder) is refused, the link and its folder kept', async () => {
    const { base, root } = scratch();
    symlinkSync(join(base, 'photos'), join(root, 'dist'));
    await expectRefused(base, root, 'Unexpected output folder `dist`: it is a symbolic link, expected a folder (name the folder it points to, or remove the link yourself)');
  });

  test('a file added to an earlier build, or one changed since, makes the folder the user’s: refused', async () => {
    const { base, root } = scratch();
    expect((await run(['.'], root)).code).toBe(0);
    writeFileSync(join(root, 'dist', 'CNAME'), 'docs.example.com\n');
    await expectRefused(base, root, 'Unexpected output folder `dist`: it holds files docwright did not write (`dist/CNAME`); choose an empty folder or remove it yourself');
    rmSync(join(root, 'dist', 'CNAME'));
    writeFileSync(join(root, 'dist', 'quickstart.html'), 'edited by hand\n');
    await expectRefused(base, root, '(`dist/quickstart.html`, changed since the build wrote it)');
  });

  test('a symlink inside an earlier build is not the build’s: refused, its target kept', async () => {
    const { base, root } = scratch();
    expect((await run(['.'], root)).code).toBe(0);
    symlinkSync(join(base, 'photos'), join(root, 'dist', 'photos'));
    await expectRefused(base, root, '(`dist/photos`)');
  });
});

describe('build --out replaces what it owns', () => {
  test('the default `dist` is built, marked, and replaced by the next build; the rest of the project is unchanged', async () => {
    const { base, root } = scratch();
    const before = treeOf(base);
    expect((await run(['.'], root)).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(root, 'dist', '.docwright-build.json'), 'utf8')) as { generator: string; complete: boolean; files: Record<string, { size: number; sha256: string }> };
    expect(manifest).toMatchObject({ generator: 'docwright', complete: true });
    const quickstart = readFileSync(join(root, 'dist', 'quickstart.html'));
    expect(manifest.files['quickstart.html']).toEqual({ size: quickstart.byteLength, sha256: createHash('sha256').update(quickstart).digest('hex') });
    expect(manifest.files['.docwright-build.json']).toBeUndefined();
    writeFileSync(join(root, 'quickstart.mdx'), '# Quicker\n');
    const again = await run(['.'], root);
    expect(again.code).toBe(0);
    expect(readFileSync(join(root, 'dist', 'quickstart.html'), 'utf8')).toContain('Quicker');
    // Outside `dist` and the cache, only the page edited above changed.
    const after = treeOf(base);
    const changed = Object.keys({ ...before, ...after }).filter((rel) => before[rel] !== after[rel] && !/^proj\/(dist|\.docwright-cache)(\/|$)/.test(rel));
    expect(changed).toEqual(['proj/quickstart.mdx']);
  });

  test('an empty folder is used; a new folder outside the project is created, with no cache beside it', async () => {
    const { base, root } = scratch();
    mkdirSync(join(base, 'empty'));
    expect((await run(['.', '--out', '../empty'], root)).code).toBe(0);
    expect(existsSync(join(base, 'empty', 'index.html'))).toBe(true);
    expect((await run(['.', '--out', '../site'], root)).code).toBe(0);
    expect(existsSync(join(base, 'site', 'index.html'))).toBe(true);
    // Nothing else appears beside the output folders: no cache, no temporary folders.
    expect(readdirSync(base).sort()).toEqual(['empty', 'photos', 'proj', 'site']);
  });

  test('a folder marked only by `_docwright/site.css` (a build made before the manifest, or a stray copy) is refused whole (issue 45)', async () => {
    const { base, root } = scratch();
    writeFiles(join(root, 'old'), { '_docwright/site.css': 'body{}', 'index.html': '<p>old</p>', 'index.md': 'old', 'llms.txt': 'x', 'logo.png': 'png' });
    writeFiles(join(base, 'site'), { '_docwright/site.css': 'body{}', CNAME: 'docs.example.com', 'photos/wedding.jpg': 'jpg', 'notes.txt': 'mine', 'about.html': '<p>mine</p>' });
    const before = treeOf(base);
    const old = await run(['.', '--out', 'old'], root);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain('Unexpected output folder `old`: it holds files docwright did not write (`old/_docwright/site.css`)');
    const site = await run(['.', '--out', '../site'], root);
    expect(site.code).toBe(2);
    expect(site.stderr).toMatch(/Unexpected output folder `\/.*\/site`: it holds files docwright did not write \(`\/.*\/site\/CNAME`\)/);
    expect(treeOf(base)).toEqual(before);
  });

  test('a built file edited by hand to the same size is detected: the next build refuses the folder', async () => {
    const { base, root } = scratch();
    expect((await run(['.', '--out', '../site'], root)).code).toBe(0);
    const robots = join(base, 'site', 'robots.txt');
    const text = readFileSync(robots, 'utf8');
    writeFileSync(robots, text.replace(/[a-z]/, (c) => c.toUpperCase()));
    const before = treeOf(base);
    const result = await run(['.', '--out', '../site'], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\(`\/.*\/site\/robots\.txt`, changed since the build wrote it\)/);
    expect(treeOf(base)).toEqual(before);
  });

});

describe('build options that would write what they should not', () => {
  test.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc', '//evil.example.com', 'https://user:pw@docs.example.com', 'docs.example.com'])('--base-url %s is refused (exit 2), nothing written', async (url) => {
    const { base, root } = scratch();
    const before = treeOf(base);
    const result = await run(['.', '--base-url', url], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`docwright build: Unexpected \`--base-url\` \`${url}\`, expected an \`http\` or \`https\` URL such as \`https://docs.example.com\`, or a path from the site root such as \`/docs\``);
    expect(treeOf(base)).toEqual(before);
  });

  test('--base-url with a path from the root sets the base path; an https URL sets both', async () => {
    const { root } = scratch();
    expect((await run(['.', '--base-url', '/docs/'], root)).code).toBe(0);
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('href="/docs/quickstart"');
    expect(html).not.toContain('<link rel="canonical"');
    expect((await run(['.', '--base-url', 'https://docs.example.com/docs'], root)).code).toBe(0);
    expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain('https://docs.example.com/docs/quickstart');
  });

  test('sitemap.xml: --base-url first, then seo.metatags.canonical; with neither none is written and the summary says why', async () => {
    const { root } = scratch();
    const none = await run(['.'], root);
    expect(none.code).toBe(0);
    expect(existsSync(join(root, 'dist', 'sitemap.xml'))).toBe(false);
    expect(readFileSync(join(root, 'dist', 'robots.txt'), 'utf8')).not.toContain('Sitemap:');
    expect(none.stdout).toMatch(/\(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
    const config = JSON.parse(DOCS_JSON) as Record<string, unknown>;
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ ...config, seo: { metatags: { canonical: 'https://kettle.example.org/brew/' } } }));
    const canonical = await run(['.'], root);
    expect(canonical.code).toBe(0);
    expect(canonical.stdout).not.toContain('sitemap');
    expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain('<loc>https://kettle.example.org/brew/quickstart</loc>');
    expect(readFileSync(join(root, 'dist', 'robots.txt'), 'utf8')).toContain('Sitemap: https://kettle.example.org/brew/sitemap.xml');
    // The page's canonical link and the sitemap name one URL.
    expect(readFileSync(join(root, 'dist', 'quickstart.html'), 'utf8')).toContain('<link rel="canonical" href="https://kettle.example.org/brew/quickstart">');
    expect((await run(['.', '--base-url', 'https://docs.example.com'], root)).code).toBe(0);
    expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.example.com/quickstart</loc>');
  });

  test('a page whose output name is too long: exit 2 naming the file, not an internal error; the previous output kept', async () => {
    const { root } = scratch();
    expect((await run(['.'], root)).code).toBe(0);
    const before = treeOf(join(root, 'dist'));
    const name = 'b'.repeat(252);
    writeFileSync(join(root, `${name}.md`), '# Long\n');
    const result = await run(['.'], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`docwright build: Unexpected failure writing the site to \`dist/${name}.html\` (ENAMETOOLONG: name too long), expected a folder the build can write: the previous output is left unchanged\n`);
    expect(treeOf(join(root, 'dist'))).toEqual(before);
  });

  test('a file system failure that reaches the CLI names the path (EBUSY), never "internal error"', () => {
    const busy = Object.assign(new Error("EBUSY: resource busy or locked, rename '/srv/site/dist' -> '/srv/site/.dist.old-1-2'"), { code: 'EBUSY', path: '/srv/site/dist' });
    expect(fileSystemFailure(busy, '/srv/site')).toBe('Unexpected failure on `dist` (EBUSY: resource busy or locked)');
    const long = Object.assign(new Error("ENAMETOOLONG: name too long, open '/x/aaa'"), { code: 'ENAMETOOLONG', path: '/x/aaa' });
    expect(fileSystemFailure(long, '/y')).toBe('Unexpected failure on `/x/aaa` (ENAMETOOLONG: name too long)');
    expect(fileSystemFailure(new Error('boom'), '/y')).toBeUndefined();
  });
});
