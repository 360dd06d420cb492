// The README is short and points into the manual (docs/); the manual's library examples name
// what the package exports. These checks keep the two from drifting apart.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import * as api from '../src/index.js';
import { rules } from '../rules/index.js';
import { findRulesGroups } from '../src/lint/rule-docs.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string): string => readFileSync(join(repo, path), 'utf8');

/** Relative link targets of a Markdown file, without their `#fragment`. */
function localLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'))
    .map((href) => href.replace(/#.*$/, ''));
}

function mdxPages(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : mdxPages(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

function navPages(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(navPages);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(navPages);
  return [];
}

describe('README', () => {
  const readme = read('README.md');

  test('is at most 200 lines and keeps the test command', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm ci && npm test');
  });

  test('states the Node versions of package.json `engines`, as the quickstart does', () => {
    const engines = String((JSON.parse(read('package.json')) as { engines?: { node?: string } }).engines?.node);
    const minimums = [...engines.matchAll(/(\d+)\.(\d+)\.0/g)].map((m) => `Node.js ${m[1]}.${m[2]}`);
    expect(minimums.length).toBeGreaterThan(0);
    expect(readme).toContain(`\`${engines}\``);
    for (const text of [readme, read('docs/quickstart.mdx')]) {
      for (const version of minimums) expect(text).toContain(version);
    }
  });

  test.each(['README.md', 'CONTRIBUTING.md', 'bench/README.md', 'bench/HISTORY.md'])('every relative link of %s leads to a file', (file) => {
    const missing = localLinks(read(file)).filter((href) => !existsSync(join(repo, dirname(file), href)));
    expect(missing).toEqual([]);
  });

  test('sends npm users to the manual in the repository and to what the package ships, as docs/ is not in it', () => {
    const pkg = JSON.parse(read('package.json')) as { files: string[]; repository: { url: string } };
    expect(pkg.files.some((entry) => entry === 'docs' || entry.startsWith('docs/'))).toBe(false);
    const web = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(readme).toContain(`](${web}/tree/main/docs)`);
    for (const shipped of ['schema', 'CHANGELOG.md']) {
      expect(readme).toContain(shipped);
      expect(pkg.files).toContain(shipped);
    }
  });

  test('every manual page it links is in the manual navigation', () => {
    const listed = new Set(navPages((JSON.parse(read('docs/docs.json')) as { navigation: unknown }).navigation));
    const linked = localLinks(readme)
      .filter((href) => href.startsWith('docs/') && /\.mdx?$/.test(href))
      .map((href) => relative('docs', href).replace(/\.mdx?$/, ''));
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((page) => !listed.has(page))).toEqual([]);
  });
});

describe('the manual', () => {
  test('every hand-written page is in the navigation', () => {
    const listed = new Set(navPages((JSON.parse(read('docs/docs.json')) as { navigation: unknown }).navigation));
    const pages = mdxPages('docs').map((path) => relative('docs', path).replace(/\.mdx$/, ''));
    expect(pages.filter((page) => !listed.has(page))).toEqual([]);
    expect(findRulesGroups(JSON.parse(read('docs/docs.json')))).toHaveLength(1);
  });

  test('every name its examples import from docwright is exported', () => {
    const exported = new Set(Object.keys(api));
    const imported = mdxPages('docs').flatMap((path) =>
      [...read(path).matchAll(/import \{([^}]+)\} from 'docwright'/g)].flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim())),
    );
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.filter((name) => !exported.has(name))).toEqual([]);
  });

  test('the library page counts the rules and the strict preset plugins as they are', () => {
    const library = read('docs/library.mdx');
    expect(library).toContain(`rules.length; // ${rules.length}\n`);
    expect(library).toContain(`remarkPreset('strict').plugins.length; // ${api.remarkPreset('strict').plugins?.length ?? 0}:`);
    expect(library).toContain(`${rules.length} rules, the disable comments`);
  });
});
