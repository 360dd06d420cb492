// The build cache is input, not trust: a planted, damaged or foreign entry never reaches
// the site, never names where a file is written, and no symlink in the cache folder is
// followed (docs/commands/build.mdx, "The build cache").
import { describe, expect, jest, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { writeFiles } from '../../support/project.js';
import { readSealed, writeSealed } from '../../support/cache-entries.js';
import { sealEntry } from '../../../src/project/cache-seal.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const DOCS = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'quickstart', 'math'] }] } });
const FILES = {
  'docs.json': DOCS,
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello from the home page.\n\n```js\nconst a = 1;\n```\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun the installer zebrafish.\n\n<Note>Read this.</Note>\n',
  'math.mdx': '---\ntitle: Math\n---\n\nInline $x^2 + y$ and an icon <Icon icon="rocket" />.\n',
};

/** `<base>/root` (the project), `<base>/site` (the output); the default cache is `<root>/.docwright-cache`. */
function setup(): { base: string; root: string; out: string; cache: string } {
  const base = mkdtempSync(join(tmpdir(), 'docwright-cache-'));
  const root = join(base, 'root');
  writeFiles(root, FILES);
  return { base, root, out: join(base, 'site'), cache: join(root, '.docwright-cache') };
}

const entryFile = (cache: string, page: string): string => join(cache, `${createHash('sha256').update(page).digest('hex').slice(0, 24)}.json`);
/** The page's view (its body HTML, table of contents…), kept beside its record. */
const viewFile = (cache: string, page: string): string => entryFile(cache, page).replace(/\.json$/, '.view');

/** Every file under `dir` (links not followed), relative. */
function allFiles(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(dir, join(rel, e.name)) : [join(rel, e.name)]));
}

const build = async (root: string, out: string, cacheDir?: string) => (await createSite({ root, workers: 0, ...(cacheDir !== undefined ? { cacheDir } : {}) })).build(out);

interface Entry {
  view: { bodyHtml: string };
  classes?: string[];
  [key: string]: unknown;
}

describe('the build cache', () => {
  test('a no-change rebuild takes every page from the cache and writes the same site', async () => {
    const { root, out, cache } = setup();
    const first = await build(root, out);
    const before = Object.fromEntries(allFiles(out).filter((f) => f.endsWith('.html')).map((f) => [f, readFileSync(join(out, f), 'utf8')]));
    const second = await build(root, out);
    expect([first.cached, second.cached, second.pages]).toEqual([0, 3, 3]);
    for (const [file, html] of Object.entries(before)) expect(readFileSync(join(out, file), 'utf8').replace(/data-g="\d+"/g, '')).toBe(html.replace(/data-g="\d+"/g, ''));
    expect(readdirSync(cache).filter((f) => f.endsWith('.json'))).toHaveLength(3);
  });

  test('an unchanged page is linked from the earlier output, not written again; an edited one is written, and the search index follows', async () => {
    const { root, out } = setup();
    await build(root, out);
    const ino = (rel: string): number => statSync(join(out, rel)).ino;
    const before = { quickstart: ino('quickstart.html'), md: ino('quickstart.md'), math: ino('math.html'), search: ino('pagefind/pagefind-entry.json') };
    const same = await build(root, out);
    expect(same.cached).toBe(3);
    expect({ quickstart: ino('quickstart.html'), md: ino('quickstart.md'), math: ino('math.html'), search: ino('pagefind/pagefind-entry.json') }).toEqual(before);
    writeFileSync(join(root, 'quickstart.mdx'), FILES['quickstart.mdx'].replace('zebrafish', 'okapi'));
    const edited = await build(root, out);
    expect(edited.cached).toBe(2);
    expect(ino('math.html')).toBe(before.math);
    expect(ino('quickstart.html')).not.toBe(before.quickstart);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('okapi');
    expect(ino('pagefind/pagefind-entry.json')).not.toBe(before.search);
    // The earlier output a rebuild linked from is never written through.
    const third = await build(root, out);
    expect(third.cached).toBe(3);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('okapi');
  });

  test('a home page linked from the earlier output still gets its copy at `/`, and the search index is linked too', async () => {
    const base = mkdtempSync(join(tmpdir(), 'docwright-cache-'));
    const root = join(base, 'root');
    const out = join(base, 'site');
    writeFiles(root, { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['quickstart', 'math'] }] } }), 'quickstart.mdx': FILES['quickstart.mdx'], 'math.mdx': FILES['math.mdx'] });
    await build(root, out);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const search = statSync(join(out, 'pagefind/pagefind-entry.json')).ino;
    const again = await build(root, out);
    expect(again.cached).toBe(2);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(home);
    expect(home).toContain('zebrafish');
    expect(statSync(join(out, 'pagefind/pagefind-entry.json')).ino).toBe(search);
  });

  test.each([
    ['a relative path', '../PWNED.html'],
    ['an absolute path', 'ABSOLUTE'],
  ])('a planted entry with script markup and an output path (%s) publishes only sanitised HTML, inside the output', async (_name, outFile) => {
    const { base, root, out, cache } = setup();
    await build(root, out);
    const file = entryFile(cache, 'quickstart');
    // Sealed with the run's key: what an attacker holding the key (never in the project) could write, to reach the checks behind the seal.
    const entry = JSON.parse(readSealed(file)) as Entry;
    const view = JSON.parse(readSealed(viewFile(cache, 'quickstart'))) as Entry;
    const target = outFile === 'ABSOLUTE' ? join(base, 'PWNED.html') : outFile;
    // What an attacker who can write the cache can do: keep the (computable) key, change the rest.
    view.view.bodyHtml = `<p>Planted</p><script>alert("pwned")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>`;
    writeSealed(viewFile(cache, 'quickstart'), JSON.stringify(view));
    Object.assign(entry, { outFile: target, url: '/../../PWNED', path: target, html: '<script>alert("pwned")</script>', output: { outFile: target, html: '<script>alert(1)</script>' } });
    writeSealed(file, JSON.stringify(entry));
    // Without the earlier output, every page is laid out from its view.
    rmSync(out, { recursive: true, force: true });
    const result = await build(root, out);
    expect(result.errors).toBe(0);
    expect(result.cached).toBe(2);
    const html = readFileSync(join(out, 'quickstart.html'), 'utf8');
    expect(html).toContain('zebrafish');
    expect(html).not.toContain('Planted');
    expect(html).not.toMatch(/alert|onerror|javascript:/);
    expect(allFiles(base).filter((f) => f.includes('PWNED'))).toEqual([]);
  });

  test.each([
    ['without a seal', (_name: string, _seal: string, text: string) => text],
    ['sealed under another machine\'s key', (name: string, _seal: string, text: string) => sealEntry(name, text, 'a key from another machine')],
    ['under the seal of the real entry', (_name: string, seal: string, text: string) => `${seal}${text}`],
  ])('a planted view %s, its key (the page\'s source hash, the version) computed right, is ignored: the page shows its source', async (_label, plant) => {
    const { root, out, cache } = setup();
    await build(root, out);
    const file = viewFile(cache, 'quickstart');
    const sealed = readFileSync(file, 'utf8');
    const view = JSON.parse(readSealed(file)) as Entry;
    view.view.bodyHtml = '<p>Planted body, allow-listed HTML</p>';
    writeFileSync(file, plant(basename(file), sealed.slice(0, sealed.indexOf('\n') + 1), JSON.stringify(view)));
    rmSync(out, { recursive: true, force: true });
    const result = await build(root, out);
    expect(result.cached).toBe(2);
    const html = readFileSync(join(out, 'quickstart.html'), 'utf8');
    expect(html).toContain('zebrafish');
    expect(html).not.toContain('Planted body');
  });

  test('the issue\'s entry (a whole page with its own `outFile`, as the cache once held) is ignored', async () => {
    const { base, root, out, cache } = setup();
    await build(root, out);
    const file = entryFile(cache, 'quickstart');
    const old = JSON.parse(readSealed(file)) as Entry;
    writeSealed(file, JSON.stringify({ key: old.key, dependencies: {}, output: { path: 'quickstart', url: '/quickstart', outFile: '../PWNED.html', html: '<script>alert(1)</script>', markdown: '', title: 'x', diagnostics: [], links: [], ids: [], dependencies: [], noindex: false, failed: false, key: 'k' } }));
    const result = await build(root, out);
    expect([result.cached, result.errors]).toEqual([2, 0]);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('zebrafish');
    expect(allFiles(base).filter((f) => f.includes('PWNED'))).toEqual([]);
  });

  test('class names the body does not write are not taken from an entry (they would reach the style sheet)', async () => {
    const { root, out, cache } = setup();
    await build(root, out);
    const file = entryFile(cache, 'quickstart');
    const entry = JSON.parse(readSealed(file)) as Entry;
    entry.classes = ['bg-[url(https://evil.example/x)]'];
    writeSealed(file, JSON.stringify(entry));
    expect((await build(root, out)).cached).toBe(2);
  });

  test.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['not JSON', () => '\u0000\u0001garbage'],
    ['from another version', (text: string) => text.replace(/"version":"[^"]*"/, '"version":"0.0.0-other"')],
    ['of another format', (text: string) => text.replace(/"format":\d+/, '"format":1')],
    ['of the wrong shape', (text: string) => text.replace(/"toc":\[/, '"toc":[{"depth":"deep"},')],
    ['with a terminal escape in a diagnostic', (text: string) => text.replace(/"diagnostics":\[/, '"diagnostics":[{"file":"x","line":1,"column":1,"ruleId":"r","severity":"warn","message":"\\u001b]0;pwned\\u0007"},')],
    ['empty', () => ''],
  ])('an entry that is %s is ignored and the page rendered again', async (_name, damage) => {
    const { root, out, cache } = setup();
    await build(root, out);
    for (const page of ['index', 'quickstart', 'math']) {
      for (const file of [entryFile(cache, page), viewFile(cache, page)]) writeFileSync(file, damage(readFileSync(file, 'utf8')));
    }
    rmSync(out, { recursive: true, force: true });
    const result = await build(root, out);
    expect([result.cached, result.errors, result.failed]).toEqual([0, 0, 0]);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('zebrafish');
    expect(result.diagnostics.map((d) => d.message).join('\n')).not.toContain('pwned');
    // The next build finds good entries again.
    expect((await build(root, out)).cached).toBe(3);
  });

  test('an entry that is a symlink out of the cache is neither read nor written through', async () => {
    const { base, root, out, cache } = setup();
    await build(root, out);
    const file = entryFile(cache, 'quickstart');
    // A well-formed entry outside, which would pass every check if it were read.
    const outside = join(base, 'outside');
    mkdirSync(outside);
    // (The record holds the page's title, not its Markdown, which is in the view's file.)
    const planted = readFileSync(file, 'utf8').replace('"title":"Quickstart"', '"title":"FROM-OUTSIDE"');
    expect(planted).toContain('FROM-OUTSIDE');
    writeFileSync(join(outside, 'entry.json'), planted);
    rmSync(file);
    symlinkSync(join(outside, 'entry.json'), file);
    const result = await build(root, out);
    expect(result.cached).toBe(2);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).not.toContain('FROM-OUTSIDE');
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).not.toContain('FROM-OUTSIDE');
    // The build replaced the link by its own entry; the file it pointed at is unchanged.
    expect(readFileSync(join(outside, 'entry.json'), 'utf8')).toBe(planted);
    expect(lstatSync(file).isFile()).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('"title":"Quickstart"');
  });

  test('a default cache folder that is a symlink out of the project is not used', async () => {
    const { base, root, out, cache } = setup();
    const outside = join(base, 'outside-cache');
    mkdirSync(outside);
    symlinkSync(outside, cache);
    const first = await build(root, out);
    const second = await build(root, out);
    expect([first.errors, second.cached]).toEqual([0, 0]);
    expect(readdirSync(outside)).toEqual([]);
  });

  test('the cache is keyed on the code that renders: the same fingerprint reuses every page, another renders each again', async () => {
    const { root, out } = setup();
    const withCode = async (codeFingerprint: string) => (await createSite({ root, workers: 0, codeFingerprint })).build(out);
    const older = 'a'.repeat(64);
    const newer = 'b'.repeat(64);
    expect((await withCode(older)).cached).toBe(0);
    expect((await withCode(older)).cached).toBe(3);
    // A docwright built from git between versions: the same version, other code.
    const changed = await withCode(newer);
    expect([changed.cached, changed.pages, changed.errors]).toEqual([0, 3, 0]);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('zebrafish');
    expect((await withCode(newer)).cached).toBe(3);
    // Entries are rewritten under the new one: the older code's are gone, not read back.
    expect((await withCode(older)).cached).toBe(0);
  });

  test('the highlighted code blocks kept for a page carry the key of the code and options they were made under', async () => {
    const { root, out, cache } = setup();
    await (await createSite({ root, workers: 0, codeFingerprint: 'c'.repeat(64) })).build(out);
    const code = entryFile(cache, 'index').replace(/\.json$/, '.code');
    const text = readSealed(code);
    expect(text.split('\n')[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(text).toContain('const');
  });

  test.each([
    ['not JSON', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['JSON of another shape', () => JSON.stringify({ key: 'k', format: 6, title: 42 })],
    ['an empty file', () => ''],
  ])('a corrupt record (%s) is ignored and the page rendered again; the next build has a good entry', async (_label, corrupt) => {
    const { root, out, cache } = setup();
    await build(root, out);
    const file = entryFile(cache, 'quickstart');
    writeSealed(file, corrupt(readSealed(file)));
    writeSealed(viewFile(cache, 'quickstart'), corrupt(readSealed(viewFile(cache, 'quickstart'))));
    rmSync(out, { recursive: true, force: true });
    const result = await build(root, out);
    expect([result.cached, result.errors]).toEqual([2, 0]);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('zebrafish');
    expect((await build(root, out)).cached).toBe(3);
  });

  test('a cache folder the user names may be a symlink; its entries still may not', async () => {
    const { base, root, out } = setup();
    const real = join(base, 'real-cache');
    mkdirSync(real);
    const named = join(base, 'named-cache');
    symlinkSync(real, named);
    await build(root, out, named);
    expect((await build(root, out, named)).cached).toBe(3);
    expect(readdirSync(real).filter((f) => f.endsWith('.json'))).toHaveLength(3);
  });
});
