// Every tool's arguments refused in the house style, one line each: a missing argument, a value
// of the wrong type, one out of range and an unknown one, for every tool and every argument, and a
// tool the server does not have. The SDK's own wording (`Input validation error: … Too small:
// expected number to be >=1 at limit`, `MCP error -32602: Tool nope_tool not found`) never shows.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, TOOL_NAMES } from '../../src/mcp/server.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-mcp-args-'));
const root = join(base, 'docs');

let client: Client;
beforeAll(async () => {
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Orchard', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Orchard\ndescription: Grow apples.\n---\n\nPrune in winter.\n');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ root }).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  await rm(base, { recursive: true, force: true });
});

/** The error text of a call that must fail: one line. */
async function refusal(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError).toBe(true);
  const content = Array.isArray(result.content) ? (result.content as { text?: string }[]) : [];
  const text = content.map((item) => item.text ?? '').join('');
  expect(text).not.toContain('\n');
  return text;
}

/** Valid arguments of each tool: a row changes one of them. */
const valid: Record<(typeof TOOL_NAMES)[number], Record<string, unknown>> = {
  lint_page: { path: 'index.mdx' },
  fix_page: { path: 'index.mdx' },
  check_config: {},
  list_components: {},
  describe_component: { name: 'Card' },
  find_pages: { query: 'apples' },
  suggest_nav_placement: { path: 'guides/pruning.mdx' },
  list_links_to: { path: 'index' },
};

const REMOVED = Symbol('removed');
const long = (n: number): string => 'x'.repeat(n);
const pathExpected = 'a string of 1 to 4,096 characters';
const textExpected = 'a string of at most 2,000,000 characters';
const offsetExpected = 'a whole number from 0 to 10,000,000';
const categories = 'one of `callout`, `structure`, `navigation`, `api`, `code`, `media`, `text`, `layout`';

/** [tool, argument, value (REMOVED: left out), message]: wrong type, out of range and missing, for every argument. */
const rows: [(typeof TOOL_NAMES)[number], string, unknown, string][] = [];
for (const tool of ['lint_page', 'fix_page'] as const) {
  rows.push(
    [tool, 'path', 7, `Unexpected \`path\` 7, expected ${pathExpected}`],
    [tool, 'path', '', `Unexpected empty \`path\`, expected ${pathExpected}`],
    [tool, 'path', long(4097), `Unexpected \`path\` of 4,097 characters, expected ${pathExpected}`],
    [tool, 'path', REMOVED, 'Missing `path` or `text`, expected the page to lint'],
    [tool, 'text', ['a'], `Unexpected \`text\` ["a"], expected ${textExpected}`],
    [tool, 'text', long(2_000_001), `Unexpected \`text\` of 2,000,001 characters, expected ${textExpected}`],
    [tool, 'offset', '3', `Unexpected \`offset\` "3", expected ${offsetExpected}`],
    [tool, 'offset', -1, `Unexpected \`offset\` -1, expected ${offsetExpected}`],
    [tool, 'offset', 10_000_001, `Unexpected \`offset\` 10000001, expected ${offsetExpected}`],
    [tool, 'limit', null, 'Unexpected `limit` null, expected a whole number from 1 to 1,000'],
    [tool, 'limit', 0, 'Unexpected `limit` 0, expected a whole number from 1 to 1,000'],
    [tool, 'limit', 2.5, 'Unexpected `limit` 2.5, expected a whole number from 1 to 1,000'],
  );
}
rows.push(
  ['fix_page', 'write', 'yes', 'Unexpected `write` "yes", expected `true` or `false`'],
  ['fix_page', 'force', 1, 'Unexpected `force` 1, expected `true` or `false`'],
  ['check_config', 'links', 'true', 'Unexpected `links` "true", expected `true` or `false`'],
  ['check_config', 'offset', -5, `Unexpected \`offset\` -5, expected ${offsetExpected}`],
  ['check_config', 'limit', 1001, 'Unexpected `limit` 1001, expected a whole number from 1 to 1,000'],
  ['list_components', 'category', 3, `Unexpected \`category\` 3, expected ${categories}`],
  ['list_components', 'category', 'callouts', `Unexpected \`category\` "callouts", expected ${categories} (did you mean \`callout\`?)`],
  ['describe_component', 'name', REMOVED, 'Missing `name`, expected a string of 1 to 200 characters'],
  ['describe_component', 'name', { tag: 'Card' }, 'Unexpected `name` {"tag":"Card"}, expected a string of 1 to 200 characters'],
  ['describe_component', 'name', long(201), 'Unexpected `name` of 201 characters, expected a string of 1 to 200 characters'],
  ['find_pages', 'query', REMOVED, 'Missing `query`, expected a string of 1 to 500 characters'],
  ['find_pages', 'query', true, 'Unexpected `query` true, expected a string of 1 to 500 characters'],
  ['find_pages', 'query', '', 'Unexpected empty `query`, expected a string of 1 to 500 characters'],
  ['find_pages', 'limit', '10', 'Unexpected `limit` "10", expected a whole number from 1 to 100'],
  ['find_pages', 'limit', 0, 'Unexpected `limit` 0, expected a whole number from 1 to 100'],
  ['find_pages', 'limit', 101, 'Unexpected `limit` 101, expected a whole number from 1 to 100'],
  ['find_pages', 'offset', 1.5, `Unexpected \`offset\` 1.5, expected ${offsetExpected}`],
  ['suggest_nav_placement', 'path', REMOVED, `Missing \`path\`, expected ${pathExpected}`],
  ['suggest_nav_placement', 'path', false, `Unexpected \`path\` false, expected ${pathExpected}`],
  ['suggest_nav_placement', 'title', 5, 'Unexpected `title` 5, expected a string of at most 500 characters'],
  ['suggest_nav_placement', 'title', long(501), 'Unexpected `title` of 501 characters, expected a string of at most 500 characters'],
  ['suggest_nav_placement', 'description', [], 'Unexpected `description` [], expected a string of at most 2,000 characters'],
  ['suggest_nav_placement', 'description', long(2001), 'Unexpected `description` of 2,001 characters, expected a string of at most 2,000 characters'],
  ['suggest_nav_placement', 'headings', 'Pruning', 'Unexpected `headings` "Pruning", expected a list of at most 200 strings of at most 500 characters'],
  ['suggest_nav_placement', 'headings', ['Pruning', 5], 'Unexpected `headings[1]` 5, expected a string of at most 500 characters'],
  ['suggest_nav_placement', 'headings', Array.from({ length: 201 }, () => 'x'), 'Unexpected `headings` of 201 items, expected a list of at most 200 strings of at most 500 characters'],
  ['suggest_nav_placement', 'text', 9, `Unexpected \`text\` 9, expected ${textExpected}`],
  ['suggest_nav_placement', 'text', long(2_000_001), `Unexpected \`text\` of 2,000,001 characters, expected ${textExpected}`],
  ['list_links_to', 'path', REMOVED, `Missing \`path\`, expected ${pathExpected}`],
  ['list_links_to', 'path', 12, `Unexpected \`path\` 12, expected ${pathExpected}`],
  ['list_links_to', 'offset', -1, `Unexpected \`offset\` -1, expected ${offsetExpected}`],
  ['list_links_to', 'limit', 0, 'Unexpected `limit` 0, expected a whole number from 1 to 1,000'],
);

/** Each tool's arguments, as listed: an unknown one names them. */
const argumentsOf: Record<(typeof TOOL_NAMES)[number], string> = {
  lint_page: '`path`, `text`, `offset`, `limit`',
  fix_page: '`path`, `text`, `offset`, `limit`, `write`, `force`',
  check_config: '`links`, `offset`, `limit`',
  list_components: '`category`',
  describe_component: '`name`',
  find_pages: '`query`, `limit`, `offset`',
  suggest_nav_placement: '`path`, `title`, `description`, `headings`, `text`',
  list_links_to: '`path`, `offset`, `limit`',
};

describe('tool arguments', () => {
  test('every argument of every tool has a row for each shape it can take wrong', () => {
    for (const tool of TOOL_NAMES) {
      const named = argumentsOf[tool].split(', ').map((name) => name.slice(1, -1));
      for (const name of named) expect([tool, rows.filter(([t, n]) => t === tool && n === name).length]).not.toEqual([tool, 0]);
    }
  });

  test.each(rows.map(([tool, name, value, message]) => [tool, name, value === REMOVED ? '(missing)' : JSON.stringify(value).slice(0, 30), message, value] as const))('%s `%s` %s', async (tool, name, _shown, message, value) => {
    const kept: [string, unknown][] = Object.entries(valid[tool]).filter(([key]) => key !== name);
    const args: Record<string, unknown> = Object.fromEntries(value === REMOVED ? kept : [...kept, [name, value]]);
    expect(await refusal(tool, args)).toBe(message);
  });

  test.each([...TOOL_NAMES])('%s refuses an unknown argument, naming the ones it takes', async (tool) => {
    expect(await refusal(tool, { ...valid[tool], colour: 'red' })).toBe(`Unexpected argument \`colour\` for \`${tool}\`, expected one of ${argumentsOf[tool]}`);
  });

  test('a misspelt argument is named with the one meant, several unknown ones in one sentence, several wrong ones each in theirs', async () => {
    expect(await refusal('find_pages', { query: 'apples', limt: 3 })).toBe('Unexpected argument `limt` for `find_pages`, expected `limit`');
    expect(await refusal('lint_page', { path: 'index.mdx', page: 'a', strict: true })).toBe('Unexpected arguments `page`, `strict` for `lint_page`, expected one of `path`, `text`, `offset`, `limit`');
    expect(await refusal('check_config', { links: 1, limit: 0 })).toBe('Unexpected `links` 1, expected `true` or `false`; Unexpected `limit` 0, expected a whole number from 1 to 1,000');
    // A number past the safe integer range fails two checks: said once.
    expect(await refusal('find_pages', { query: 'apples', limit: 1e20 })).toBe('Unexpected `limit` 100000000000000000000, expected a whole number from 1 to 100');
  });

  test('a tool the server does not have is named with the ones it has', async () => {
    expect(await refusal('nope_tool', {})).toBe(`Unexpected tool \`nope_tool\`, expected one of ${TOOL_NAMES.map((name) => `\`${name}\``).join(', ')}`);
    expect(await refusal('lint_pages', { path: 'index.mdx' })).toBe('Unexpected tool `lint_pages`, expected `lint_page`');
    expect(await refusal('bad\nname`', {})).toMatch(/^Unexpected tool `bad\\nname'`, expected one of `lint_page`/);
  });

  test('valid arguments still reach the tool, and its own refusals are unchanged', async () => {
    const found = await client.callTool({ name: 'find_pages', arguments: { query: 'apples', limit: 1 } });
    expect(found.isError).not.toBe(true);
    expect(found.structuredContent).toMatchObject({ total: 1, pages: [{ page: 'index' }] });
    expect(await refusal('describe_component', { name: 'Cards' })).toBe('Unexpected component `Cards`, expected a name from `list_components` (did you mean `Card`?)');
  });
});
