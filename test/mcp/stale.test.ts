// The project `docwright mcp` keeps between calls never answers from what was on disk before: each way a file the
// project is read from can change between two calls of one session, over stdio as an editor starts the server
// (src/project/project-cache.ts): a page in a folder that held none, an output folder that is no longer one, an
// ignore file above the root and the `.git` that makes it apply, `$ref` files (missing, or in a dot folder), docs.json
// swapped for mint.json or retargeted by a symlink, a page removed and written again with its size and times; and
// `check_config` reading only the pages that changed since its last call (src/check/page-memo.ts).
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, stat, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, NAVIGATION_URI } from '../../src/mcp/server.js';
import { PageMemo } from '../../src/check/page-memo.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-mcp-stale-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const page = (title: string, body = 'Some words.\n'): string => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}`;
const config = (extra: Record<string, unknown> = {}): string => JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...extra });

/**
 * Past the margin within which a file's time counts as changed during a read (`RACY_MS`): a change made after this
 * is seen only through the stamps, as an edit made while the client thinks is.
 */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 150));

/** A project at `root` with a home page, docs.json (unless `json` is false) and `files`. */
async function makeProject(root: string, files: Record<string, string> = {}, json = true): Promise<void> {
  await mkdir(root, { recursive: true });
  if (json) await writeFile(join(root, 'docs.json'), config());
  await writeFile(join(root, 'index.mdx'), page('Home'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  await settle();
}

interface Session {
  /** The pages find_pages finds for `query`. */
  find: (query: string) => Promise<string[]>;
  call: (name: string, args: Record<string, unknown>) => Promise<Record<string, unknown>>;
  read: (uri: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}

/** `docwright mcp <root>` over stdio, as an editor starts it. */
async function stdio(root: string): Promise<Session> {
  const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', join(repo, 'src/cli/bin.ts'), 'mcp', root], cwd: repo, stderr: 'pipe' });
  const client = new Client({ name: 'editor', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 240_000 });
    if (result.isError === true) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    return (result.structuredContent ?? {}) as Record<string, unknown>;
  };
  return {
    call,
    find: async (query) => ((await call('find_pages', { query })).pages as { page: string }[]).map((found) => found.page),
    read: async (uri) => {
      const { contents } = await client.readResource({ uri }, { timeout: 240_000 });
      const first = contents[0];
      return JSON.parse(first && 'text' in first ? first.text : '{}') as Record<string, unknown>;
    },
    close: () => client.close(),
  };
}

/** What check_config reports, but for the theme's colour contrast (no page's). */
async function checked(session: Session, links = false): Promise<{ ruleId: string; file: string; message: string }[]> {
  const findings = (await session.call('check_config', { links, limit: 1000 })).findings as { ruleId: string; file: string; message: string }[];
  return findings.filter((f) => f.ruleId !== 'color-contrast');
}

describe('a file added where the project had no file', () => {
  test('a page written into a folder made after the last read, into a folder holding only a dot file, and into an output folder that lost its manifest', async () => {
    const root = join(base, 'folders');
    await makeProject(root, { 'kept/.gitkeep': '', 'out/.docwright-build.json': '{}', 'out/wombat-out.mdx': page('Wombat output') });
    const session = await stdio(root);
    try {
      expect(await session.find('wombat')).toEqual([]);
      // A new folder: the root's times change, so the project is read again, and the folder holds nothing yet.
      await mkdir(join(root, 'fresh'));
      await settle();
      expect(await session.find('wombat')).toEqual([]);
      await settle();
      await writeFile(join(root, 'fresh/wombat-fresh.mdx'), page('Wombat fresh'));
      await settle();
      expect(await session.find('wombat')).toEqual(['fresh/wombat-fresh']);

      // A folder the walk read but that held no file it lists (a dot file only).
      await writeFile(join(root, 'kept/wombat-kept.mdx'), page('Wombat kept'));
      await settle();
      expect((await session.find('wombat')).sort()).toEqual(['fresh/wombat-fresh', 'kept/wombat-kept']);

      // A build output (its manifest marks it) is never read; without the manifest it is a folder of pages.
      await unlink(join(root, 'out/.docwright-build.json'));
      await settle();
      expect((await session.find('wombat')).sort()).toEqual(['fresh/wombat-fresh', 'kept/wombat-kept', 'out/wombat-out']);
    } finally {
      await session.close();
    }
  }, 300_000);
});

describe('ignore files above the root', () => {
  test('a `.git` made above the root applies the `.gitignore` there, and an edit of that `.gitignore` is seen', async () => {
    // repo/.gitignore leaves out `drafts/`, but applies only once repo/ is a repository (holds `.git`).
    const repoDir = join(base, 'enclosing');
    const root = join(repoDir, 'docs');
    await mkdir(repoDir, { recursive: true });
    await writeFile(join(repoDir, '.gitignore'), 'drafts/\n');
    await makeProject(root, { 'drafts/wombat.mdx': page('Wombat draft') });
    const session = await stdio(root);
    try {
      expect(await session.find('wombat')).toEqual(['drafts/wombat']);
      await mkdir(join(repoDir, '.git'));
      await settle();
      expect(await session.find('wombat')).toEqual([]);
      await writeFile(join(repoDir, '.gitignore'), 'build/\n');
      await settle();
      expect(await session.find('wombat')).toEqual(['drafts/wombat']);
      await writeFile(join(repoDir, '.gitignore'), 'build/\ndrafts/\n');
      await settle();
      expect(await session.find('wombat')).toEqual([]);
    } finally {
      await session.close();
    }
  }, 300_000);
});

describe('the configuration', () => {
  test('a missing `$ref` file written later, a `$ref` file in a dot folder edited, docs.json swapped for mint.json and a symlinked docs.json retargeted', async () => {
    const root = join(base, 'config');
    await makeProject(root, {}, false);
    await writeFile(join(root, 'docs.json'), config({ navigation: { $ref: 'nav.json' } }));
    await settle();
    const session = await stdio(root);
    const label = async (): Promise<string | undefined> => ((await session.read(NAVIGATION_URI)).navigation as { label: string }[])[0]?.label;
    try {
      expect((await checked(session)).filter((f) => f.ruleId === 'config-ref').map((f) => f.message)).toEqual(['Missing `$ref` file `nav.json`']);
      await writeFile(join(root, 'nav.json'), JSON.stringify({ groups: [{ group: 'Written later', pages: ['index'] }] }));
      await settle();
      expect((await checked(session)).filter((f) => f.ruleId === 'config-ref')).toEqual([]);
      expect(await label()).toBe('Written later');

      // A `$ref` into a dot folder, which the walk does not read.
      await mkdir(join(root, '.nav'));
      await writeFile(join(root, '.nav/groups.json'), JSON.stringify({ groups: [{ group: 'Dotted', pages: ['index'] }] }));
      await writeFile(join(root, 'docs.json'), config({ navigation: { $ref: '.nav/groups.json' } }));
      await settle();
      expect(await label()).toBe('Dotted');
      await writeFile(join(root, '.nav/groups.json'), JSON.stringify({ groups: [{ group: 'Dotted again', pages: ['index'] }] }));
      await settle();
      expect(await label()).toBe('Dotted again');

      // docs.json gone, mint.json in its place.
      await unlink(join(root, 'docs.json'));
      await writeFile(join(root, 'mint.json'), JSON.stringify({ name: 'Acme', colors: { primary: '#0D9373' }, navigation: [{ group: 'Legacy', pages: ['index'] }] }));
      await settle();
      expect(await label()).toBe('Legacy');

      // docs.json a symlink, retargeted to a file of the same size and times.
      await unlink(join(root, 'mint.json'));
      const a = config({ navigation: { groups: [{ group: 'Target A', pages: ['index'] }] } });
      await writeFile(join(root, 'a.json'), a);
      await writeFile(join(root, 'b.json'), a.replace('Target A', 'Target B'));
      const { mtime } = await stat(join(root, 'a.json'));
      await utimes(join(root, 'b.json'), mtime, mtime);
      await symlink('a.json', join(root, 'docs.json'));
      await settle();
      expect(await label()).toBe('Target A');
      await unlink(join(root, 'docs.json'));
      await symlink('b.json', join(root, 'docs.json'));
      await settle();
      expect(await label()).toBe('Target B');
    } finally {
      await session.close();
    }
  }, 300_000);

  test('a page removed and written again with the same size and times is read again', async () => {
    const root = join(base, 'recreated');
    await makeProject(root, { 'guides/one.mdx': page('Quokka') });
    const session = await stdio(root);
    try {
      expect(await session.find('quokka')).toEqual(['guides/one']);
      const file = join(root, 'guides/one.mdx');
      const { atime, mtime } = await stat(file);
      await unlink(file);
      await writeFile(file, page('Wombat'));
      await utimes(file, atime, mtime);
      await settle();
      expect(await session.find('quokka')).toEqual([]);
      expect(await session.find('wombat')).toEqual(['guides/one']);
    } finally {
      await session.close();
    }
  }, 300_000);
});

describe('check_config', () => {
  test('reads only the pages that changed since its last call, and answers from the disk as it is now', async () => {
    const root = join(base, 'memo');
    const files: Record<string, string> = {};
    for (let i = 0; i < 6; i++) files[`guides/page-${i}.mdx`] = page(`Page ${i}`, `<Note>See [the next page](/guides/page-${(i + 1) % 6}).</Note>\n`);
    files['snippets/note.mdx'] = '<Note>A note.</Note>\n';
    await makeProject(root, files);
    await writeFile(join(root, 'docs.json'), config({ navigation: { groups: [{ group: 'Start', pages: ['index', ...Object.keys(files).filter((p) => p.startsWith('guides/')).map((p) => p.replace(/\.mdx$/, ''))] }] } }));
    await settle();
    const memo = new PageMemo();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer({ root, memo }).connect(serverSide);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientSide);
    const ids = async (links: boolean): Promise<string[]> => {
      const result = await client.callTool({ name: 'check_config', arguments: { links } });
      // The theme's colour contrast is no page's: left out.
      return ((result.structuredContent as { findings: { ruleId: string }[] }).findings).map((f) => f.ruleId).filter((id) => id !== 'color-contrast').sort();
    };
    /** How many page files a call read. */
    const reads = async (links: boolean): Promise<{ read: number; found: string[] }> => {
      const before = memo.read;
      const found = await ids(links);
      return { read: memo.read - before, found };
    };
    try {
      const first = await reads(false);
      expect(first.found).toEqual([]);
      // Seven `.mdx` pages and the snippet, once each.
      expect(first.read).toBe(8);
      expect(await reads(false)).toEqual({ read: 0, found: [] });
      // With links: each page's links read once, then kept too.
      expect((await reads(true)).found).toEqual([]);
      expect(await reads(true)).toEqual({ read: 0, found: [] });

      await writeFile(join(root, 'guides/page-2.mdx'), page('Page 2', '<Note>Not closed.\n\nSee [nowhere](/guides/nowhere).\n'));
      await settle();
      expect(await reads(false)).toEqual({ read: 1, found: ['parse-error'] });
      await writeFile(join(root, 'guides/page-2.mdx'), page('Page 2', 'See [nowhere](/guides/nowhere).\n'));
      await settle();
      const linked = await reads(true);
      expect(linked.found).toEqual(['link-broken']);
      // The one page that changed, read for its links (and whether it compiles, which the link check judges).
      expect(linked.read).toBe(1);
      await writeFile(join(root, 'guides/nowhere.mdx'), page('Nowhere'));
      await settle();
      // A page added: its own findings (not in the navigation), the link to it no longer broken.
      expect(await reads(true)).toEqual({ read: 1, found: ['page-not-in-nav'] });
      expect(await reads(true)).toEqual({ read: 0, found: ['page-not-in-nav'] });
    } finally {
      await client.close();
    }
  }, 300_000);

  test('over stdio, an edit between two calls is in the second answer, with and without links', async () => {
    const root = join(base, 'memo-stdio');
    await makeProject(root, { 'guides/one.mdx': page('One', '<Note>Fine.</Note>\n') });
    await writeFile(join(root, 'docs.json'), config({ navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/one'] }] } }));
    await settle();
    const session = await stdio(root);
    try {
      expect(await checked(session)).toEqual([]);
      expect(await checked(session, true)).toEqual([]);
      await writeFile(join(root, 'guides/one.mdx'), page('One', '<Note>Not closed.\n'));
      await settle();
      expect((await checked(session)).map((f) => f.ruleId)).toEqual(['parse-error']);
      await writeFile(join(root, 'guides/one.mdx'), page('One', 'See [nowhere](/nowhere).\n'));
      await settle();
      expect((await checked(session, true)).map((f) => f.ruleId)).toEqual(['link-broken']);
      expect(await checked(session)).toEqual([]);
    } finally {
      await session.close();
    }
  }, 300_000);
});
