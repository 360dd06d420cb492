// The MCP server on a project it keeps between calls: read once, read again when anything it was
// read from changes (so an edit is never answered from what was there before), answers in
// windows with a `truncated` note, and pages past the size limit refused with a clear error.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, NAVIGATION_URI } from '../../src/mcp/server.js';
import { ProjectCache } from '../../src/project/project-cache.js';
import { MAX_PAGE_BYTES } from '../../src/mcp/paths.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-mcp-scale-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const page = (title: string, body = 'Some words.\n'): string => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}`;

/** A project of `count` pages in groups of ten under `guides/`, all in the navigation. */
async function makeProject(name: string, count: number): Promise<string> {
  const root = join(base, name);
  await mkdir(join(root, 'guides'), { recursive: true });
  const pages = Array.from({ length: count }, (_, i) => `guides/page-${i}`);
  const groups = Array.from({ length: Math.ceil(count / 10) }, (_, g) => ({ group: `Group ${g}`, pages: pages.slice(g * 10, g * 10 + 10) }));
  await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups } }));
  await Promise.all(pages.map((path, i) => writeFile(join(root, `${path}.mdx`), page(`Page ${i}`, `See [the first page](/guides/page-0).\n`))));
  // Files written just now are newer than any read of them: a first read is taken again once (see project-cache.ts).
  await new Promise((done) => setTimeout(done, 120));
  return root;
}

async function session(root: string, expectError = false, projects?: ProjectCache): Promise<{ client: Client; call: (name: string, args: Record<string, unknown>) => Promise<{ error: boolean; text: string; data: Record<string, unknown> }>; read: (uri: string) => Promise<Record<string, unknown>> }> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ root, ...(projects ? { projects } : {}) }).connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return {
    client,
    call: async (name, args) => {
      const result = await client.callTool({ name, arguments: args });
      const content = Array.isArray(result.content) ? (result.content as { text?: string }[]) : [];
      const text = content.map((item) => item.text ?? '').join('');
      // An error where an answer was expected fails with its message.
      if (result.isError === true && !expectError) throw new Error(`${name} failed: ${text}`);
      return { error: result.isError === true, text, data: (result.structuredContent ?? {}) as Record<string, unknown> };
    },
    read: async (uri) => {
      const { contents } = await client.readResource({ uri });
      const first = contents[0];
      return JSON.parse(first && 'text' in first ? first.text : '{}') as Record<string, unknown>;
    },
  };
}

describe('ProjectCache', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeProject('cache', 3);
  }, 300_000);

  test('keeps the project while nothing changes, and reads it again after an edit, an added file, a removed one and a docs.json change', async () => {
    const cache = new ProjectCache(root);
    const first = await cache.get();
    expect(cache.reads).toBe(1);
    expect((await cache.get()).project).toBe(first.project);
    expect(cache.reads).toBe(1);

    // An edit of the same size is seen too (the times change).
    await writeFile(join(root, 'guides/page-1.mdx'), page('Page 9'));
    const edited = await cache.get();
    expect(edited.project).not.toBe(first.project);
    expect(edited.generation).toBeGreaterThan(first.generation);
    expect(await edited.project.index.get('guides/page-1.mdx')?.frontmatter()).toMatchObject({ data: { title: 'Page 9' } });

    await writeFile(join(root, 'guides/added.mdx'), page('Added'));
    expect((await cache.get()).project.index.get('guides/added.mdx')).toBeDefined();
    await rm(join(root, 'guides/added.mdx'));
    expect((await cache.get()).project.index.get('guides/added.mdx')).toBeUndefined();

    await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Renamed', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['guides/page-0'] }] } }));
    expect((await cache.get()).project.model?.name).toBe('Renamed');

    // An ignore file written later leaves a page out at once.
    await writeFile(join(root, '.mintignore'), 'guides/page-2.mdx\n');
    expect((await cache.get()).project.index.get('guides/page-2.mdx')).toBeUndefined();
    await rm(join(root, '.mintignore'));
    expect((await cache.get()).project.index.get('guides/page-2.mdx')).toBeDefined();
  }, 300_000);

  test('after an edit, only the files that changed are read again for their imports; answers follow imports, added and removed pages, docs.json and snippets', async () => {
    const root = await makeProject('incremental', 6);
    await mkdir(join(root, 'snippets'), { recursive: true });
    await writeFile(join(root, 'snippets/note.mdx'), 'A note.\n');
    await new Promise((done) => setTimeout(done, 120));
    const cache = new ProjectCache(root);
    const scanned = async (): Promise<{ project: Awaited<ReturnType<ProjectCache['get']>>['project']; read: number | undefined }> => {
      // A file written just before a read is read again at the next (its time is inside the read): wait past that.
      await new Promise((done) => setTimeout(done, 120));
      const { project } = await cache.get();
      return { project, read: project.index.importScan?.read };
    };
    const first = await scanned();
    // 6 pages and the snippet.
    expect(first.read).toBe(7);
    const kept = first.project.index.get('guides/page-5.mdx');
    await kept?.frontmatter();

    // A page now imports another: that one is a snippet, and only the edited page was read.
    await writeFile(join(root, 'guides/page-1.mdx'), `import Two from "/guides/page-2.mdx"\n\n${page('Page 1')}`);
    const imported = await scanned();
    expect(imported.read).toBe(1);
    expect(imported.project.index.get('guides/page-2.mdx')?.kind).toBe('snippet');
    expect(imported.project.pages.map((p) => p.path)).not.toContain('guides/page-2.mdx');
    // An unchanged page is the one before, its front matter kept.
    expect(imported.project.index.get('guides/page-5.mdx')).toBe(kept);
    // The same config object: docs.json was not read again.
    expect(imported.project.config).toBe(first.project.config);

    // The import taken out: a page again.
    await writeFile(join(root, 'guides/page-1.mdx'), page('Page 1'));
    const unimported = await scanned();
    expect(unimported.read).toBe(1);
    expect(unimported.project.index.get('guides/page-2.mdx')?.kind).toBe('page');

    // A snippet that changes: now it imports a page, which becomes a snippet; then a missing file.
    await writeFile(join(root, 'snippets/note.mdx'), 'import Three from "/guides/page-3.mdx"\n\nA note.\n');
    const bySnippet = await scanned();
    expect(bySnippet.read).toBe(1);
    expect(bySnippet.project.index.get('guides/page-3.mdx')?.kind).toBe('snippet');
    await writeFile(join(root, 'guides/page-4.mdx'), `import Gone from "/snippets/gone.mdx"\n\n${page('Page 4')}`);
    const missing = await scanned();
    expect(missing.read).toBe(1);
    expect(missing.project.index.missingImports).toEqual([expect.objectContaining({ from: 'guides/page-4.mdx', source: '/snippets/gone.mdx' })]);

    // A page added: it alone is read; removed: none is.
    await writeFile(join(root, 'guides/added.mdx'), `import Gone from "/snippets/gone.mdx"\n\n${page('Added')}`);
    const added = await scanned();
    expect(added.read).toBe(1);
    expect(added.project.index.get('guides/added.mdx')?.kind).toBe('page');
    expect(added.project.index.missingImports.map((found) => found.from)).toEqual(['guides/added.mdx', 'guides/page-4.mdx']);
    // The file it imports, written now, is a snippet and no import is missing any more from the added page.
    await writeFile(join(root, 'snippets/gone.mdx'), 'Back.\n');
    const found = await scanned();
    expect(found.read).toBe(1);
    expect(found.project.index.missingImports).toEqual([]);
    expect(found.project.index.get('snippets/gone.mdx')?.kind).toBe('snippet');
    await rm(join(root, 'guides/added.mdx'));
    const removed = await scanned();
    expect(removed.read).toBe(0);
    expect(removed.project.index.get('guides/added.mdx')).toBeUndefined();

    // docs.json changed: read again, no page is.
    await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Renamed', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['guides/page-0'] }] } }));
    const configured = await scanned();
    expect(configured.read).toBe(0);
    expect(configured.project.model?.name).toBe('Renamed');
    expect(configured.project.config).not.toBe(first.project.config);
    expect(configured.project.index.get('guides/page-5.mdx')).toBe(kept);
  }, 300_000);

  test('calls that come together share one read', async () => {
    const cache = new ProjectCache(root);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a.project).toBe(b.project);
    expect(cache.reads).toBe(1);
  }, 300_000);
});

describe('an edit between calls', () => {
  test('find_pages, list_links_to, lint_page and the navigation answer from the disk as it is now', async () => {
    const root = await makeProject('fresh', 12);
    const { client, call, read } = await session(root);
    try {
      expect((await call('find_pages', { query: 'quokka' })).data.pages).toEqual([]);
      expect((await call('list_links_to', { path: 'guides/page-0' })).data.total).toBe(11);
      // The same calls again: answered from the project kept.
      expect((await call('find_pages', { query: 'page' })).data.total).toBe(12);

      await writeFile(join(root, 'guides/page-3.mdx'), page('Quokka care', 'No link here. Please login.\n'));
      const found = await call('find_pages', { query: 'quokka' });
      expect(found.data.pages).toEqual([expect.objectContaining({ page: 'guides/page-3', title: 'Quokka care' })]);
      expect((await call('list_links_to', { path: 'guides/page-0' })).data.total).toBe(10);

      await writeFile(join(root, 'guides/page-4.mdx'), page('Page 4', 'See [nowhere](/guides/missing).\n'));
      const lint = (await call('lint_page', { path: 'guides/page-4.mdx' })).data.findings as { ruleId: string }[];
      expect(lint.map((f) => f.ruleId)).toContain('link-target');
      // The page it links to, written now, is a target at once.
      await writeFile(join(root, 'guides/missing.mdx'), page('Missing no more'));
      const after = (await call('lint_page', { path: 'guides/page-4.mdx' })).data.findings as { ruleId: string }[];
      expect(after.map((f) => f.ruleId)).not.toContain('link-target');

      const label = async (): Promise<string | undefined> => ((await read(NAVIGATION_URI)).navigation as { label: string }[])[0]?.label;
      expect(await label()).toBe('Group 0');
      const json = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as { navigation: { groups: { group: string }[] } };
      const [firstGroup] = json.navigation.groups;
      if (firstGroup) firstGroup.group = 'Moved';
      await writeFile(join(root, 'docs.json'), JSON.stringify(json));
      expect(await label()).toBe('Moved');
    } finally {
      await client.close();
    }
  }, 300_000);
});

describe('check_config', () => {
  test('checks the project the other tools keep, read again only after a change, and answers from the disk as it is now', async () => {
    const root = await makeProject('checked', 4);
    const projects = new ProjectCache(root);
    const { client, call } = await session(root, false, projects);
    try {
      const ids = async (): Promise<string[]> => ((await call('check_config', {})).data.findings as { ruleId: string }[]).map((f) => f.ruleId);
      expect(await ids()).not.toContain('snippet-missing');
      await call('find_pages', { query: 'page' });
      expect(await ids()).not.toContain('snippet-missing');
      // One read for all three calls.
      expect(projects.reads).toBe(1);

      await new Promise((done) => setTimeout(done, 120));
      await writeFile(join(root, 'guides/page-1.mdx'), `import Gone from "/snippets/gone.mdx"\n\n${page('Page 1')}`);
      await new Promise((done) => setTimeout(done, 120));
      expect(await ids()).toContain('snippet-missing');
      expect(projects.reads).toBe(2);
      expect((await projects.get()).project.index.importScan?.read).toBe(1);
    } finally {
      await client.close();
    }
  }, 300_000);
});

describe('bounded answers', () => {
  test('the navigation comes in windows of 500 entries, each naming the next', async () => {
    const root = await makeProject('windows', 600);
    const { client, read } = await session(root);
    try {
      const first = await read(NAVIGATION_URI);
      // 60 groups and 600 pages.
      expect(first).toMatchObject({ total: 660, offset: 0, truncated: `truncated: 160 more entries, read \`${NAVIGATION_URI}?offset=500\`` });
      const second = await read(`${NAVIGATION_URI}?offset=500`);
      expect(second).toMatchObject({ total: 660, offset: 500 });
      expect(second.truncated).toBeUndefined();
      const pages = (answer: Record<string, unknown>): string[] =>
        (answer.navigation as { children?: { page?: string; continued?: boolean }[]; continued?: boolean }[]).flatMap((group) => (group.children ?? []).map((child) => child.page ?? ''));
      const all = [...pages(first), ...pages(second)];
      expect(all).toHaveLength(600);
      expect(new Set(all).size).toBe(600);
      // The group the window starts inside comes along, marked as continued.
      expect((second.navigation as { continued?: boolean }[])[0]?.continued).toBe(true);
      await expect(client.readResource({ uri: `${NAVIGATION_URI}?offset=-3` })).rejects.toThrow(/Unexpected offset `-3`/);
    } finally {
      await client.close();
    }
  }, 300_000);

  test('find_pages, list_links_to, lint_page and check_config say what they left out and the offset to ask with', async () => {
    const root = await makeProject('paged', 30);
    const { client, call } = await session(root);
    try {
      const found = await call('find_pages', { query: 'page', limit: 10 });
      expect(found.data).toMatchObject({ total: 30, offset: 0, truncated: 'truncated: 20 more pages, ask with `offset: 10`' });
      const rest = await call('find_pages', { query: 'page', limit: 100, offset: 10 });
      expect(rest.data.pages).toHaveLength(20);
      expect(rest.data.truncated).toBeUndefined();

      const links = await call('list_links_to', { path: 'guides/page-0', limit: 5 });
      expect(links.data).toMatchObject({ total: 29, truncated: 'truncated: 24 more links, ask with `offset: 5`' });
      expect(links.data.links).toHaveLength(5);

      const text = `${page('Many')}${'Please login now.\n\n'.repeat(300)}`;
      await writeFile(join(root, '.docwrightrc.json'), JSON.stringify({ extends: 'recommended', rules: { 'prose-terminology': ['warn', { terms: [{ use: 'sign in', avoid: ['login'] }] }] } }));
      const lint = await call('lint_page', { path: 'guides/many.mdx', text });
      expect(lint.data).toMatchObject({ warnings: 300, total: 300, truncated: 'truncated: 100 more findings, ask with `offset: 200`' });
      expect(lint.data.findings).toHaveLength(200);
      expect((await call('lint_page', { path: 'guides/many.mdx', text, offset: 290 })).data.findings).toHaveLength(10);
      const fixed = await call('fix_page', { text, limit: 1 });
      expect(fixed.data.remaining).toMatchObject({ total: 0 });

      // 30 pages, one in the navigation: 29 missing from it.
      await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'One', pages: ['guides/page-0'] }] } }));
      const checked = await call('check_config', { limit: 3 });
      expect(checked.data.total).toBeGreaterThan(3);
      expect(checked.data.findings).toHaveLength(3);
      expect(checked.data.truncated).toBe(`truncated: ${Number(checked.data.total) - 3} more findings, ask with \`offset: 3\``);
    } finally {
      await client.close();
    }
  }, 300_000);

  test('a page past the size limit is refused with its size, and find_pages says it was not read', async () => {
    const root = await makeProject('large', 2);
    await writeFile(join(root, 'guides/huge.mdx'), page('Huge quokka'));
    await appendFile(join(root, 'guides/huge.mdx'), 'x'.repeat(MAX_PAGE_BYTES));
    const { client, call } = await session(root, true);
    try {
      const lint = await call('lint_page', { path: 'guides/huge.mdx' });
      expect(lint.error).toBe(true);
      expect(lint.text).toMatch(/^Unexpected page `guides\/huge\.mdx` of \d+ bytes, expected at most 2000000 bytes/);
      const found = await call('find_pages', { query: 'page' });
      expect(found.data.total).toBe(2);
      expect(found.data.notSearched).toBe('1 pages larger than 2000000 bytes not read (`guides/huge.mdx`)');
    } finally {
      await client.close();
    }
  }, 300_000);
});

describe('over stdio', () => {
  test('an edit made between two calls of one session is in the second answer', async () => {
    const root = await makeProject('stdio', 3);
    const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', join(repo, 'src/cli/bin.ts'), 'mcp', root], cwd: repo, stderr: 'pipe' });
    const client = new Client({ name: 'editor', version: '1.0.0' });
    await client.connect(transport);
    try {
      const before = await client.callTool({ name: 'find_pages', arguments: { query: 'wombat' } });
      expect((before.structuredContent as { pages: unknown[] }).pages).toEqual([]);
      await writeFile(join(root, 'guides/page-2.mdx'), page('Wombat'));
      const after = await client.callTool({ name: 'find_pages', arguments: { query: 'wombat' } });
      expect((after.structuredContent as { pages: { page: string }[] }).pages.map((p) => p.page)).toEqual(['guides/page-2']);
    } finally {
      await client.close();
    }
  }, 300_000);
});
