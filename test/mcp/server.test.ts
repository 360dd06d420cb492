// The MCP server driven by the SDK's own client: in memory for the tools and resources, and
// once over stdio through `docwright mcp`, as an editor starts it.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, NAVIGATION_URI, RULES_URI, TOOL_NAMES } from '../../src/mcp/server.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-mcp-'));
const root = join(base, 'docs');
const outside = join(base, 'outside');

const page = (title: string, description: string, body: string): string => `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}`;

beforeAll(async () => {
  await mkdir(join(root, 'guides'), { recursive: true });
  await mkdir(join(root, 'reference'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Guides', pages: ['guides/install', 'guides/setup'] },
          { group: 'Reference', pages: ['reference/api', 'reference/gone'] },
        ],
      },
    }),
  );
  await writeFile(join(root, '.docwrightrc.json'), JSON.stringify({ extends: 'recommended', rules: { 'prose-terminology': ['warn', { terms: [{ use: 'sign in', avoid: ['login'] }] }] } }));
  await writeFile(join(root, 'index.mdx'), page('Home', 'What Acme does.', 'Start with [installing](/guides/install).\n'));
  await writeFile(join(root, 'guides/install.mdx'), page('Install Acme', 'Install the command line tool.', '## Requirements\n\nNode 20.\n\n## Upgrade an install\n\nRun it again.\n'));
  await writeFile(join(root, 'guides/setup.mdx'), page('Set up a project', 'Configure a new project.', 'First [install](./install#requirements), then login.\n'));
  await writeFile(join(root, 'reference/api.mdx'), page('API reference', 'Every endpoint.', 'See [the install guide](../guides/install) and [setup](/guides/setup).\n'));
  await writeFile(join(outside, 'secret.mdx'), page('Secret', 'Not in the project.', 'Secret text.\n'));
  await symlink(join(outside, 'secret.mdx'), join(root, 'guides/escape.mdx'));
  await symlink(outside, join(root, 'linked'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let client: Client;
beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ root }).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});
afterAll(async () => {
  await client.close();
});

interface ToolOutcome {
  error: boolean;
  text: string;
  data: Record<string, unknown>;
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolOutcome> {
  const result = await client.callTool({ name, arguments: args });
  const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
  const text = content.map((item) => item.text ?? '').join('');
  const data = (result.structuredContent ?? {}) as Record<string, unknown>;
  return { error: result.isError === true, text, data };
}

/** The error text of a call that must fail. */
async function refusal(name: string, args: Record<string, unknown>): Promise<string> {
  const outcome = await call(name, args);
  expect(outcome.error).toBe(true);
  return outcome.text;
}

describe('tools', () => {
  test('lists every tool, each with a strict input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
    for (const tool of tools) {
      expect(tool.description).toEqual(expect.any(String));
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  test('lint_page lints text with the project configuration, fixes included', async () => {
    const { error, data } = await call('lint_page', { path: 'guides/new.mdx', text: '# Title\n\nPlease login.\n' });
    expect(error).toBe(false);
    expect(data.file).toBe('guides/new.mdx');
    const findings = data.findings as { ruleId: string; line: number; fix?: { text: string; replaces: string } }[];
    expect(findings.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['frontmatter-present', 'prose-terminology']));
    expect(findings.find((f) => f.ruleId === 'prose-terminology')).toMatchObject({ line: 3, fix: { text: 'sign in', replaces: 'login' } });
    expect(data.fixable).toBe(1);
  });

  test('lint_page reads a page of the project', async () => {
    const { data } = await call('lint_page', { path: 'guides/setup.mdx' });
    expect(data).toMatchObject({ file: 'guides/setup.mdx', errors: 0, warnings: 1 });
  });

  test('lint_page judges links against the project and knows an imported file is a snippet, as `docwright lint` does', async () => {
    const text = page('Broken', 'A page with a dead link.', 'See [the old guide](/guides/old) and [install](/guides/install).\n');
    const { data } = await call('lint_page', { path: 'guides/broken.mdx', text });
    const findings = data.findings as { ruleId: string; line: number; column: number; message: string }[];
    expect(findings.filter((f) => f.ruleId === 'link-target').map((f) => `${f.line}:${f.column}`)).toEqual(['6:5']);
    // A page written after the server started is a target at once.
    await writeFile(join(root, 'guides/old.mdx'), page('Old guide', 'The old guide.', 'Old.\n'));
    const later = (await call('lint_page', { path: 'guides/broken.mdx', text })).data.findings as { ruleId: string }[];
    expect(later.map((f) => f.ruleId)).not.toContain('link-target');
    await rm(join(root, 'guides/old.mdx'));
    // A file a page imports is a snippet: no front matter needed.
    await writeFile(join(root, 'guides/shared.mdx'), 'Shared words.\n');
    await writeFile(join(root, 'guides/host.mdx'), `import Shared from './shared.mdx';\n\n${page('Host', 'Shows the snippet.', '<Shared />\n')}`);
    const snippet = (await call('lint_page', { path: 'guides/shared.mdx' })).data.findings as { ruleId: string }[];
    expect(snippet.map((f) => f.ruleId)).not.toContain('frontmatter-present');
    await rm(join(root, 'guides/shared.mdx'));
    await rm(join(root, 'guides/host.mdx'));
  });

  test('refuses paths outside the root, through symlinks, and missing files', async () => {
    expect(await refusal('lint_page', { path: '../outside/secret.mdx' })).toBe(`Unexpected path \`../outside/secret.mdx\` outside the project, expected a path inside \`${root}\``);
    expect(await refusal('lint_page', { path: join(outside, 'secret.mdx') })).toMatch(/^Unexpected path `.*secret\.mdx` outside the project/);
    expect(await refusal('lint_page', { path: 'guides/../../outside/secret.mdx' })).toMatch(/outside the project/);
    expect(await refusal('lint_page', { path: 'guides/escape.mdx' })).toBe(`Unexpected path \`guides/escape.mdx\` outside the project (it links outside), expected a path inside \`${root}\``);
    expect(await refusal('lint_page', { path: 'linked/secret.mdx' })).toMatch(/\(it links outside\)/);
    // Text under a name that leads out through a symlinked folder is refused too, though nothing is read.
    expect(await refusal('lint_page', { path: 'linked/new.mdx', text: 'x' })).toMatch(/\(it links outside\)/);
    expect(await refusal('lint_page', { path: 'guides/none.mdx' })).toBe('Missing file `guides/none.mdx`, expected a file of the project');
    expect(await refusal('lint_page', { path: 'docs.json' })).toBe('Unexpected file `docs.json`, expected a `.mdx` or `.md` page');
    // Text given names the page it stands for: the path must name a page all the same (it was linted as one).
    for (const tool of ['lint_page', 'fix_page']) {
      expect(await refusal(tool, { path: 'docs.json', text: 'x' })).toBe('Unexpected file `docs.json`, expected a `.mdx` or `.md` page');
      expect(await refusal(tool, { path: 'notes.txt', text: 'Use github.' })).toBe('Unexpected file `notes.txt`, expected a `.mdx` or `.md` page');
      expect(await refusal(tool, { path: 'guides', text: 'Use github.' })).toBe('Unexpected file `guides`, expected a `.mdx` or `.md` page');
    }
    // A folder or a named pipe named like a page: refused at once (a pipe was waited on for ever).
    await mkdir(join(root, 'guides/folder.mdx'));
    if (process.platform !== 'win32') execFileSync('mkfifo', [join(root, 'guides/pipe.mdx')]);
    for (const name of process.platform === 'win32' ? ['folder'] : ['folder', 'pipe']) {
      for (const tool of ['lint_page', 'fix_page']) {
        for (const text of [undefined, 'Text for it.\n'])
          expect(await refusal(tool, { path: `guides/${name}.mdx`, ...(text === undefined ? {} : { text }) })).toBe(`Unexpected \`guides/${name}.mdx\` that is not a regular file (a folder, a named pipe or a device), expected a \`.mdx\` or \`.md\` page`);
      }
    }
    await rm(join(root, 'guides/folder.mdx'), { recursive: true });
    await rm(join(root, 'guides/pipe.mdx'), { force: true });
    expect(await refusal('list_links_to', { path: '../outside/secret' })).toMatch(/outside the project/);
    expect(await refusal('suggest_nav_placement', { path: '../elsewhere.mdx' })).toMatch(/outside the project/);
    expect(await refusal('suggest_nav_placement', { path: 'linked/new.mdx' })).toMatch(/\(it links outside\)/);
  });

  test('the schemas refuse bad input, in the house style (test/mcp/arguments.test.ts has every argument)', async () => {
    expect(await refusal('lint_page', {})).toBe('Missing `path` or `text`, expected the page to lint');
    expect(await refusal('lint_page', { path: 'index.mdx', extra: true })).toBe('Unexpected argument `extra` for `lint_page`, expected one of `path`, `text`, `offset`, `limit`');
    expect(await refusal('lint_page', { text: 42 })).toBe('Unexpected `text` 42, expected a string of at most 2,000,000 characters');
    expect(await refusal('find_pages', { query: '' })).toBe('Unexpected empty `query`, expected a string of 1 to 500 characters');
    expect(await refusal('find_pages', { query: 'install', limit: 0 })).toBe('Unexpected `limit` 0, expected a whole number from 1 to 100');
    expect(await refusal('list_components', { category: 'widgets' })).toMatch(/^Unexpected `category` "widgets", expected one of `callout`, /);
    expect(await refusal('fix_page', { path: 'index.mdx', write: 'yes' })).toBe('Unexpected `write` "yes", expected `true` or `false`');
  });

  test('fix_page returns the fixed text and writes only when asked, only page files inside the root', async () => {
    const before = await readFile(join(root, 'guides/setup.mdx'), 'utf8');
    const dry = await call('fix_page', { path: 'guides/setup.mdx' });
    expect(dry.data).toMatchObject({ changed: true, written: false });
    expect(dry.data.text).toBe(before.replace('login', 'sign in'));
    expect(await readFile(join(root, 'guides/setup.mdx'), 'utf8')).toBe(before);

    const written = await call('fix_page', { path: 'guides/setup.mdx', write: true });
    expect(written.data).toMatchObject({ changed: true, written: true, remaining: { errors: 0, warnings: 0 } });
    expect(await readFile(join(root, 'guides/setup.mdx'), 'utf8')).toBe(before.replace('login', 'sign in'));
    await writeFile(join(root, 'guides/setup.mdx'), before);

    expect(await refusal('fix_page', { text: 'login', write: true })).toBe('Missing `path` with `write: true`, expected the page file to write');
    expect(await refusal('fix_page', { path: 'notes.txt', text: 'login', write: true })).toBe('Unexpected file `notes.txt` to write, expected a `.mdx` or `.md` page');
    expect(await refusal('fix_page', { path: 'guides/escape.mdx', text: 'login', write: true })).toMatch(/\(it links outside\)/);
    expect(await readFile(join(outside, 'secret.mdx'), 'utf8')).toContain('Secret text.');
  });

  test('fix_page writes only over an existing page file of the project: never a new file, never an ignored one', async () => {
    await mkdir(join(root, 'drafts'), { recursive: true });
    await writeFile(join(root, '.docwrightignore'), 'drafts/\n');
    await writeFile(join(root, 'drafts/wip.mdx'), 'Please login.\n');
    try {
      const made = ['guides/brand-new.mdx', 'notes/todo.md', 'README.md', 'node_modules/pkg/evil.md', 'guides/Setup.mdx'];
      for (const path of made) {
        expect(await refusal('fix_page', { path, text: 'Please login.\n', write: true })).toBe(`Unexpected file \`${path}\` to write, expected an existing page file of the project (\`fix_page\` never makes a file)`);
        await expect(readFile(join(root, path), 'utf8')).rejects.toThrow(/ENOENT/);
      }
      // Ignored: a file on disk, but no page of the project.
      expect(await refusal('fix_page', { path: 'drafts/wip.mdx', write: true })).toMatch(/^Unexpected file `drafts\/wip.mdx` to write, expected an existing page file/);
      expect(await readFile(join(root, 'drafts/wip.mdx'), 'utf8')).toBe('Please login.\n');
      // Without `write` any path inside the project still names text.
      expect((await call('fix_page', { path: 'guides/brand-new.mdx', text: 'Please login.\n' })).data).toMatchObject({ changed: true, written: false });
      // An existing page takes text given with `write`.
      const before = await readFile(join(root, 'guides/install.mdx'), 'utf8');
      const given = before.replace('Node 20.', 'Node 20, after login.');
      expect((await call('fix_page', { path: 'guides/install.mdx', text: given, write: true })).data).toMatchObject({ written: true });
      expect(await readFile(join(root, 'guides/install.mdx'), 'utf8')).toBe(given.replace('login', 'sign in'));
      await writeFile(join(root, 'guides/install.mdx'), before);
    } finally {
      await rm(join(root, 'drafts'), { recursive: true, force: true });
      await rm(join(root, '.docwrightignore'), { force: true });
    }
  });

  test('fix_page with `write: true` refuses text that would drop most of the page, unless `force: true`', async () => {
    const file = join(root, 'guides/long.mdx');
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Step ${i + 1} of the long guide waters the plants.\n`).join('\n');
    const whole = page('Long guide', 'A guide of many steps.', paragraphs);
    await writeFile(file, whole);
    try {
      // A fragment, taken for an edit: no front matter where the file has it.
      const fragment = 'Step 3 of the long guide waters the plants twice.\n';
      expect(await refusal('fix_page', { path: 'guides/long.mdx', text: fragment, write: true })).toBe(
        'Unexpected text without front matter for `guides/long.mdx`, whose file opens with front matter, expected the whole page (pass the whole page, or `force: true` to write this text over it)',
      );
      // Front matter kept, most of the body gone.
      const short = page('Long guide', 'A guide of many steps.', 'Step 1 only.\n');
      expect(await refusal('fix_page', { path: 'guides/long.mdx', text: short, write: true })).toBe(
        `Unexpected text of ${short.length} characters for \`guides/long.mdx\` of ${whole.length} characters, expected the whole page, at least half its length (pass the whole page, or \`force: true\` to write this text over it)`,
      );
      expect(await readFile(file, 'utf8')).toBe(whole);
      // `force` only goes with `write`.
      expect(await refusal('fix_page', { path: 'guides/long.mdx', text: short, force: true })).toBe('Unexpected `force: true` without `write: true`, expected `force` only with `write: true` (it lets a write drop most of the page)');
      // The whole page, edited: written.
      const edited = whole.replace('Step 12', 'Last step');
      expect((await call('fix_page', { path: 'guides/long.mdx', text: edited, write: true })).data).toMatchObject({ written: true });
      expect(await readFile(file, 'utf8')).toBe(edited);
      // Asked for: written as given.
      expect((await call('fix_page', { path: 'guides/long.mdx', text: fragment, write: true, force: true })).data).toMatchObject({ written: true });
      expect(await readFile(file, 'utf8')).toBe(fragment);
    } finally {
      await rm(file, { force: true });
    }
  });

  test('check_config reports a navigation page with no file', async () => {
    const { data } = await call('check_config', {});
    expect(data).toMatchObject({ configFile: 'docs.json', errors: 1 });
    expect(data.findings).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'docs.json', ruleId: 'nav-page-missing', severity: 'error' })]));
  });

  test('list_components and describe_component read the registry', async () => {
    const callouts = await call('list_components', { category: 'callout' });
    expect((callouts.data.components as { name: string }[]).map((c) => c.name)).toContain('Warning');
    const card = await call('describe_component', { name: 'Card' });
    expect(card.data).toMatchObject({ name: 'Card', kind: 'component', parents: 'any' });
    expect(card.data.example).toEqual(expect.stringContaining('<Card'));
    expect((card.data.attributes as { name: string }[]).map((a) => a.name)).toContain('href');
    expect(await refusal('describe_component', { name: 'Cards' })).toBe('Unexpected component `Cards`, expected a name from `list_components` (did you mean `Card`?)');
    // A Docusaurus or Starlight name points to the component that does its job.
    expect(await refusal('describe_component', { name: 'TabItem' })).toBe('Unexpected component `TabItem`, expected a name from `list_components` (did you mean `Tab`?)');
    expect(await refusal('describe_component', { name: '<LinkCard>' })).toMatch(/\(did you mean `Card`\?\)$/);
  });

  test('find_pages searches titles, descriptions and headings', async () => {
    const { data } = await call('find_pages', { query: 'upgrade' });
    expect(data.pages).toEqual([expect.objectContaining({ page: 'guides/install', title: 'Install Acme', navigation: ['Guides'], matches: ['heading: Upgrade an install'] })]);
    const many = await call('find_pages', { query: 'install' });
    expect((many.data.pages as { page: string }[])[0]?.page).toBe('guides/install');
    expect(await refusal('find_pages', { query: 'the of' })).toMatch(/without words to search/);
    // A page that links out of the project is never read.
    expect((await call('find_pages', { query: 'secret' })).data.pages).toEqual([]);
  });

  test('suggest_nav_placement names the group and why', async () => {
    const { data } = await call('suggest_nav_placement', { path: 'guides/uninstall.mdx', title: 'Uninstall Acme' });
    const [first] = data.suggestions as { group: string[]; entry: string; reason: string }[];
    expect(first).toMatchObject({ group: ['Guides'], entry: 'guides/uninstall' });
    expect(first?.reason).toBe('2 of its 2 pages are in `guides/`, the new page\'s folder; its label and pages share the words `acme` with the new page.');
    // In a folder no group uses, the words decide.
    const byText = await call('suggest_nav_placement', { path: 'api/endpoints.mdx', text: page('Endpoint list', 'Every endpoint of the API.', '## Reference\n') });
    expect((byText.data.suggestions as { group: string[] }[])[0]?.group).toEqual(['Reference']);
    expect(byText.data.note).toBeUndefined();
    // Nothing near: no suggestion, and a note that says why.
    const none = await call('suggest_nav_placement', { path: 'zz/qq.mdx' });
    expect(none.data.suggestions).toEqual([]);
    expect(none.data.note).toMatch(/^No suggestion: none of the \d+ groups has pages in or near `zz\/` or shares a word with the new page; add a group for it/);
  });

  test('list_links_to finds relative and absolute links, anchors included', async () => {
    const { data } = await call('list_links_to', { path: 'guides/install' });
    expect(data).toMatchObject({ page: 'guides/install', path: 'guides/install.mdx', navigation: ['Guides'] });
    expect(data.links).toEqual([
      { from: 'guides/setup.mdx', line: 6, column: 7, url: './install#requirements' },
      { from: 'index.mdx', line: 6, column: 12, url: '/guides/install' },
      { from: 'reference/api.mdx', line: 6, column: 5, url: '../guides/install' },
    ]);
    expect(await refusal('list_links_to', { path: 'guides/nothing' })).toMatch(/^Missing page `guides\/nothing`/);
  });
});

describe('resources', () => {
  test('the rules file and the navigation', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([RULES_URI, NAVIGATION_URI]);
    const rules = await client.readResource({ uri: RULES_URI });
    expect(rules.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('check your page with `lint_page` before you finish') });
    const nav = await client.readResource({ uri: NAVIGATION_URI });
    const text = nav.contents[0] && 'text' in nav.contents[0] ? nav.contents[0].text : '';
    expect(JSON.parse(text)).toMatchObject({ configFile: 'docs.json', navigation: [{ kind: 'group', label: 'Start', children: [{ kind: 'page', page: 'index' }] }, { label: 'Guides' }, { label: 'Reference' }] });
  });
});

describe('a resource read that fails', () => {
  const refusal = async (uri: string): Promise<{ message: string; code: unknown; data: unknown }> =>
    client.readResource({ uri }).then(
      () => ({ message: 'read', code: undefined, data: undefined }),
      (error: unknown) => {
        const { message, code, data } = error as { message: string; code?: unknown; data?: unknown };
        return { message: message.replace(/^MCP error -?\d+: /, ''), code, data };
      },
    );

  test('names the URI in the house style, as the protocol\'s invalid params with the URI in its data', async () => {
    expect(await refusal('docwright://nope')).toEqual({ message: 'Unexpected resource `docwright://nope`, expected `docwright://rules` or `docwright://navigation`', code: -32602, data: { uri: 'docwright://nope' } });
    expect((await refusal('docwright://Rules')).message).toBe('Unexpected resource `docwright://Rules`, expected `docwright://rules`');
    expect((await refusal('docwright://navigaton')).message).toBe('Unexpected resource `docwright://navigaton`, expected `docwright://navigation`');
    expect((await refusal('not a uri')).message).toBe('Unexpected resource `not a uri`, expected `docwright://rules` or `docwright://navigation`');
  });

  test('a page outside the project, or one that does not exist, is no resource', async () => {
    const pageHint = ', expected `docwright://rules` or `docwright://navigation` (a page is no resource: `lint_page` reads one, `find_pages` finds them)';
    expect((await refusal(`file://${outside}/secret.mdx`)).message).toBe(`Unexpected resource \`file://${outside}/secret.mdx\`${pageHint}`);
    expect((await refusal(`file://${root}/guides/nothing.mdx`)).message).toBe(`Unexpected resource \`file://${root}/guides/nothing.mdx\`${pageHint}`);
    expect((await refusal('docwright://guides/install.mdx')).message).toBe(`Unexpected resource \`docwright://guides/install.mdx\`${pageHint}`);
  });

  test('a navigation window with a wrong offset names it and the URI', async () => {
    expect(await refusal(`${NAVIGATION_URI}?offset=-3`)).toEqual({
      message: `Unexpected offset \`-3\` in \`${NAVIGATION_URI}?offset=-3\`, expected a whole number of entries to skip such as \`500\``,
      code: -32602,
      data: { uri: `${NAVIGATION_URI}?offset=-3` },
    });
    expect((await refusal(`${NAVIGATION_URI}?offset=1&x=2`)).message).toBe(`Unexpected resource \`${NAVIGATION_URI}?offset=1&x=2\`, expected \`docwright://rules\` or \`docwright://navigation\``);
    expect((await refusal(`${NAVIGATION_URI}?offset=500`)).message).toBe('read');
  });
});

describe('tool annotations', () => {
  test('say what each tool can do: only fix_page writes, over a whole page file', async () => {
    const { tools } = await client.listTools();
    const annotations = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    expect(annotations.fix_page).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false });
    for (const name of TOOL_NAMES.filter((tool) => tool !== 'fix_page')) expect([name, annotations[name]]).toEqual([name, { readOnlyHint: true, openWorldHint: false }]);
  });
});

describe('docwright mcp over stdio', () => {
  test('an editor starts it, lists the tools and calls one', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', join(repo, 'src/cli/bin.ts'), 'mcp', root], cwd: repo, stderr: 'pipe' });
    const stdio = new Client({ name: 'editor', version: '1.0.0' });
    await stdio.connect(transport);
    try {
      expect((await stdio.listTools()).tools).toHaveLength(TOOL_NAMES.length);
      const result = await stdio.callTool({ name: 'describe_component', arguments: { name: 'Steps' } });
      expect(result.structuredContent).toMatchObject({ name: 'Steps', children: ['Step'] });
      // A refusal is the tool's error, one line in the house style, as over any transport.
      const unknown = await stdio.callTool({ name: 'nope_tool', arguments: {} });
      expect(unknown).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^Unexpected tool `nope_tool`, expected one of `lint_page`, `fix_page`, /) }] });
      const limit = await stdio.callTool({ name: 'find_pages', arguments: { query: 'install', limit: 0 } });
      expect(limit).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Unexpected `limit` 0, expected a whole number from 1 to 100' }] });
    } finally {
      await stdio.close();
    }
  }, 300_000);
});

describe('a project with a plugin', () => {
  test('lint_page runs the plugin\'s rules, as `docwright lint` does', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer({ root: join(repo, 'fixtures/plugin') }).connect(serverSide);
    const own = new Client({ name: 'test', version: '1.0.0' });
    await own.connect(clientSide);
    try {
      const result = await own.callTool({ name: 'lint_page', arguments: { path: 'index.mdx' } });
      const findings = ((result.structuredContent ?? {}) as { findings?: { ruleId: string }[] }).findings ?? [];
      expect(findings.map((f) => f.ruleId)).toContain('note-no-todo');
    } finally {
      await own.close();
    }
  });
});
