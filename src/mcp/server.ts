// The MCP server: tools an AI assistant calls while it writes pages, and the rules file and the
// navigation as resources. A thin adapter over the library: lint, fixes, check, the component
// registry and the project model. Every input is validated with zod (unknown keys refused),
// and every path is resolved inside the project root (real paths, symlinks followed).
import { resolve } from 'node:path';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ReadResourceRequestSchema, type CallToolResult, type ReadResourceResult, type ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Project } from '../project/load.js';
import { version } from '../version.js';
import { componentCategories, describeComponent, listComponents } from './components.js';
import type { LintContext } from './lint.js';
import type { PageFactsCache } from './page-facts.js';
import type { PageChecks, PageMemo } from '../check/page-memo.js';
import { NAVIGATION_URI, pageOf } from './paging.js';
import { MAX_PAGE_BYTES, projectPath, shown, ToolInputError } from './paths.js';
import { argumentsMessage, propertiesOf, unknownToolMessage } from './arguments.js';
import type { ProjectCache } from '../project/project-cache.js';
import { offsetMessage, ResourceReadError, unknownResourceMessage } from './resource-errors.js';

export const TOOL_NAMES = ['lint_page', 'fix_page', 'check_config', 'list_components', 'describe_component', 'find_pages', 'suggest_nav_placement', 'list_links_to'] as const;
export const RULES_URI = 'docwright://rules';
export { NAVIGATION_URI };

/** At most this many characters of page text per call (a page past it is not a page). */
const MAX_TEXT = 2_000_000;
const path = z.string().min(1).max(4096);
const text = z.string().max(MAX_TEXT);

const offset = z.number().int().min(0).max(10_000_000).optional();
const findingsWindow = {
  offset: offset.describe('Skip this many findings (an answer that leaves some out says `truncated` and the offset to ask with)'),
  limit: z.number().int().min(1).max(1000).optional().describe('At most this many findings (default 200)'),
};
const pageInput = {
  path: path.optional().describe('The page, relative to the docs root (`guides/setup.mdx`). Read from disk when `text` is absent (at most 2,000,000 bytes); with `text` it names the text (syntax, lint overrides)'),
  text: text.optional().describe('The page text to check, e.g. what you are about to write'),
  ...findingsWindow,
};
const needsPage = (value: { path?: string | undefined; text?: string | undefined }): boolean => value.path !== undefined || value.text !== undefined;
const needsPageMessage = { message: 'Missing `path` or `text`, expected the page to lint' };

const schemas = {
  lint_page: z.strictObject(pageInput).refine(needsPage, needsPageMessage),
  fix_page: z
    .strictObject({
      ...pageInput,
      write: z
        .boolean()
        .optional()
        .describe(
          'Write the fixed text over the whole file at `path` (an existing page file of the project; never a new file): with `text`, pass the whole page, not a part. Refused, nothing written, when the text would drop most of the file (under half its length, or without the front matter the file has) unless `force: true`. Default false: only return it',
        ),
      force: z.boolean().optional().describe('With `write: true`: write the text even when it is under half the file\'s length or drops its front matter. Default false'),
    })
    .refine(needsPage, needsPageMessage),
  check_config: z.strictObject({ links: z.boolean().optional().describe('Also check internal links and anchors of every page (slower)'), ...findingsWindow }),
  list_components: z.strictObject({ category: z.enum(componentCategories).optional() }),
  describe_component: z.strictObject({ name: z.string().min(1).max(200).describe('As written in MDX: `Card`, `Tree.Folder`, `video`') }),
  find_pages: z.strictObject({
    query: z.string().min(1).max(500).describe('Words to look for in titles, descriptions, headings and paths'),
    limit: z.number().int().min(1).max(100).optional().describe('At most this many pages (default 10)'),
    offset: offset.describe('Skip this many of the best matches (to see more)'),
  }),
  suggest_nav_placement: z.strictObject({
    path: path.describe('The new page, relative to the docs root (`guides/deploy-previews.mdx`)'),
    title: z.string().max(500).optional(),
    description: z.string().max(2000).optional(),
    headings: z.array(z.string().max(500)).max(200).optional(),
    text: text.optional().describe("The page's text: its front matter title and description and its headings are used"),
  }),
  list_links_to: z.strictObject({
    path: path.describe('The page: `guides/setup`, `guides/setup.mdx` or `/guides/setup`'),
    offset: offset.describe('Skip this many links (an answer that leaves some out says `truncated` and the offset to ask with)'),
    limit: z.number().int().min(1).max(1000).optional().describe('At most this many links (default 200)'),
  }),
};

function result(value: object): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value as Record<string, unknown> };
}

interface ToolAbout {
  title: string;
  description: string;
  annotations: ToolAnnotations;
}

/** Each tool's call by name, its arguments checked first (see `answerCalls`). */
type Calls = Map<string, (args: unknown) => Promise<CallToolResult>>;

/** Register a tool (the SDK lists it, with its schema) and keep its call, which checks the arguments in the house style. */
function addTool<S extends z.ZodType>(server: McpServer, calls: Calls, name: string, about: ToolAbout, schema: S, run: (input: z.output<S>) => CallToolResult | Promise<CallToolResult>): void {
  const properties = propertiesOf(schema);
  const call = async (args: unknown): Promise<CallToolResult> => {
    const parsed = await schema.safeParseAsync(args ?? {});
    if (!parsed.success) throw new ToolInputError(argumentsMessage(name, parsed.error.issues, args, properties));
    return run(parsed.data);
  };
  calls.set(name, call);
  // The SDK lists the tool with its schema; its calls come to `answerCalls`, which runs `call` (this is the same call, were the SDK to make it).
  const inputSchema: z.ZodType = schema;
  server.registerTool(name, { ...about, inputSchema }, (args: unknown) => call(args));
}

/**
 * Answer `tools/call` here rather than in the SDK, which words a refusal its own way
 * (`Tool nope_tool not found`, `Too small: expected number to be >=1 at limit`): an unknown tool
 * and wrong arguments are told in one line of the house style; every failure is the tool's error.
 */
function answerCalls(server: McpServer, calls: Calls): void {
  server.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    try {
      const call = calls.get(request.params.name);
      if (call === undefined) throw new ToolInputError(unknownToolMessage(request.params.name, [...calls.keys()]));
      return await call(request.params.arguments);
    } catch (error) {
      return { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], isError: true };
    }
  });
}

export interface DocwrightMcpOptions {
  /** The docs root (the folder holding docs.json). */
  root: string;
  /** The kept project to use (of the same root): tests look at how often it was read. Default: one made on first use. */
  projects?: ProjectCache;
  /** What `check_config` keeps of each page between calls: tests look at how many pages it read. Default: one made on first use. */
  memo?: PageMemo;
}

/** What the tools share: the docs root, and the project model and page facts, loaded on first use and kept while the disk does not change. */
interface ToolContext {
  root: string;
  /** The project as on disk now (kept between calls, read again when a file it was read from changed). */
  project: () => Promise<Project>;
  /** The project with the page facts (told which files are unchanged since they were read): one look at the disk for both. */
  withFacts: () => Promise<{ project: Project; facts: PageFactsCache }>;
  /** The project with what `check_config` learned of each unchanged file, by the files' stamps: one look at the disk for both. */
  withMemo: () => Promise<{ project: Project; memo: PageChecks }>;
  /** The project and its link check, for lint and fix. */
  lintContext: () => Promise<LintContext>;
  /** Answer a request with the background parsing of pages held back until it is answered (the project's read included). */
  hold: <T>(task: () => Promise<T>) => Promise<T>;
}

/** The tools over one page and the whole configuration: lint, fix, check. */
function registerCheckTools(server: McpServer, calls: Calls, { root, withMemo, lintContext, hold }: ToolContext): void {
  addTool(
    server,
    calls,
    'lint_page',
    {
      title: 'Lint a page',
      description: "Lint one page (its file, or text you pass) with the project's lint configuration. Returns findings with line, column, rule id, message, docs link, and the safe fix when there is one.",
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.lint_page,
    async (input) => hold(async () => result(await (await import('./lint.js')).lintPage(root, input, await lintContext()))),
  );

  addTool(
    server,
    calls,
    'fix_page',
    {
      title: 'Fix a page',
      description:
        'Apply every safe lint fix to a page (its file, or text you pass) and return the fixed text and what is left. Writes the file only with `write: true`, inside the project, atomically: the text replaces the whole file, so a text under half the file\'s length or without the front matter the file has is refused (nothing written) unless `force: true`.',
      // With `write: true` it writes over the whole page file (with `force`, text that drops most of it): destructive, though the same call twice leaves the same file.
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    schemas.fix_page,
    async (input) => hold(async () => result(await (await import('./lint.js')).fixPage(root, input, await lintContext()))),
  );

  addTool(
    server,
    calls,
    'check_config',
    {
      title: 'Check docs.json',
      description: 'Validate docs.json (or mint.json) and cross-check it against the files: navigation pages exist, no duplicates, pages missing from the navigation, OpenAPI specs; with `links`, internal links and anchors too.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.check_config,
    async (input) =>
      hold(async () => {
        const [{ checkLoadedProject }, { countBySeverity }] = await Promise.all([import('../check/check.js'), import('../findings/finding.js')]);
        // The project kept by the server: its configuration and index are not read again, nor the pages that did not change.
        const { project, memo } = await withMemo();
        const checked = await checkLoadedProject(project, { links: input.links === true, memo });
        const { errors, warnings } = countBySeverity(checked.findings);
        const configFile = checked.loaded.configPath === undefined ? undefined : shown(root, checked.loaded.configPath);
        const { items, ...paged } = pageOf(checked.findings, input.offset ?? 0, input.limit ?? 200, 'findings');
        // Where the CLI's `--format json` and the language server place a finding: from its line and column to its end, when it has one (a docs.json key, a nav entry).
        const findings = items.map(({ file, line, column, endLine, endColumn, ruleId, severity, message, url }) => ({
          file: shown(root, file),
          line,
          column,
          ...(endLine !== undefined && endColumn !== undefined ? { endLine, endColumn } : {}),
          ruleId,
          severity,
          message,
          ...(url !== undefined ? { url } : {}),
        }));
        return result({ ...(configFile !== undefined ? { configFile } : {}), errors, warnings, ...paged, findings });
      }),
  );
}

/** The tools over the component registry. */
function registerComponentTools(server: McpServer, calls: Calls): void {
  addTool(
    server,
    calls,
    'list_components',
    {
      title: 'List components',
      description: 'The components, HTML elements and code-block kinds a page may use, with what each is for.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.list_components,
    (input) => {
      const list = listComponents(input.category);
      return result({ count: list.length, components: list });
    },
  );

  addTool(
    server,
    calls,
    'describe_component',
    {
      title: 'Describe a component',
      description: 'One component: its attributes (type, required, values, default), the parents it may stand in, the children it may hold, when to use it and a lint-clean example.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.describe_component,
    (input) => result(describeComponent(input.name)),
  );
}

/** The tools over the project's pages and navigation: search, placement, links. */
function registerPageTools(server: McpServer, calls: Calls, { root, withFacts, hold }: ToolContext): void {
  addTool(
    server,
    calls,
    'find_pages',
    {
      title: 'Find pages',
      description: 'Search the project\'s pages by words in their titles, descriptions, headings and paths; best matches first, with where each sits in the navigation. Use it to link to existing pages and to avoid writing a page twice.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.find_pages,
    async (input) =>
      hold(async () => {
        const { project, facts } = await withFacts();
        const { findPages } = await import('./pages.js');
        return result(await findPages(project, facts, input.query, input.limit ?? 10, input.offset ?? 0));
      }),
  );

  addTool(
    server,
    calls,
    'suggest_nav_placement',
    {
      title: 'Suggest where a page goes in the navigation',
      description: 'For a new page: the navigation groups it fits best, by folder and by words shared with the group\'s pages, each with its reason and the entry to add to the group\'s `pages` in docs.json.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.suggest_nav_placement,
    async (input) =>
      hold(async () => {
        const { rel } = await projectPath(root, input.path);
        const { suggestPlacement } = await import('./pages.js');
        const { project, facts } = await withFacts();
        return result(await suggestPlacement(project, facts, { rel, title: input.title, description: input.description, headings: input.headings, text: input.text }));
      }),
  );

  addTool(
    server,
    calls,
    'list_links_to',
    {
      title: 'List links to a page',
      description: 'Every link in the project\'s pages that leads to a page (relative and absolute links, redirects followed as the link check does), and where the navigation lists it. Use it before renaming, moving or deleting a page.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    schemas.list_links_to,
    async (input) =>
      hold(async () => {
        await projectPath(root, input.path.replace(/^\/+/, '').replace(/#.*$/, '') || 'index');
        const { listLinksTo } = await import('./links.js');
        const { project, facts } = await withFacts();
        return result(await listLinksTo(project, facts, input.path, input.offset, input.limit));
      }),
  );
}

/** A resource's read. */
type Read = (uri: URL) => Promise<ReadResourceResult>;

/** The rules file and the navigation as resources (the SDK lists them); their reads, by URI, for `answerReads`. */
function registerResources(server: McpServer, { root, project, hold }: ToolContext): Map<string, Read> {
  const rules: Read = async (uri) =>
    hold(async () => {
      const [{ gatherFacts }, { renderRules }] = await Promise.all([import('../rules-file/facts.js'), import('../rules-file/render.js')]);
      // The project kept by the server: its configuration and its pages' front matter are not read again.
      const { facts } = await gatherFacts({ root }, await project());
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: `${renderRules({ ...facts, mcp: true })}\n` }] };
    });
  server.registerResource('rules', RULES_URI, { title: 'Rules for writing pages', description: "The project's rules file: its navigation, page structure, writing rules, components and lint checks", mimeType: 'text/markdown' }, rules);

  // The entries past the first window: `docwright://navigation?offset=500`.
  const navigation: Read = (uri) =>
    hold(async () => {
      const value = uri.searchParams.get('offset');
      const at = value === null || value === '' ? 0 : Number(value);
      if (!/^\d*$/.test(value ?? '') || !Number.isSafeInteger(at)) throw new ResourceReadError(offsetMessage(uri.href, value ?? ''), uri.href);
      const { navigationOutline } = await import('./pages.js');
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: `${JSON.stringify(navigationOutline(await project(), at), null, 2)}\n` }] };
    });
  const about = { title: 'Navigation', description: "The project's navigation from docs.json: tabs, groups and pages in order, 500 entries a read (`truncated` names the next read)", mimeType: 'application/json' };
  server.registerResource('navigation', NAVIGATION_URI, about, navigation);
  server.registerResource('navigation-window', new ResourceTemplate(`${NAVIGATION_URI}{?offset}`, { list: undefined }), about, navigation);
  return new Map([
    [RULES_URI, rules],
    [NAVIGATION_URI, navigation],
  ]);
}

/** The read for `uri`: a resource's own URI, or the navigation with an `offset` (and nothing else) in its query. */
function readFor(reads: ReadonlyMap<string, Read>, uri: URL): Read | undefined {
  const exact = reads.get(uri.href);
  if (exact !== undefined) return exact;
  const keys = [...uri.searchParams.keys()];
  const windowed = `${uri.protocol}//${uri.host}${uri.pathname}` === NAVIGATION_URI && uri.hash === '' && keys.length === 1 && keys[0] === 'offset';
  return windowed ? reads.get(NAVIGATION_URI) : undefined;
}

/**
 * Answer `resources/read` here rather than in the SDK, which words a refusal its own way
 * (`Resource docwright://nope not found`, `Invalid URL`): an unknown resource and a wrong offset
 * are told in one line of the house style, the URI named, as the protocol's "invalid params".
 */
function answerReads(server: McpServer, reads: ReadonlyMap<string, Read>): void {
  server.server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const named = request.params.uri;
    const uri = URL.canParse(named) ? new URL(named) : undefined;
    const read = uri === undefined ? undefined : readFor(reads, uri);
    if (uri === undefined || read === undefined) throw new ResourceReadError(unknownResourceMessage(named, [...reads.keys()]), named);
    return read(uri);
  });
}

/** The MCP server for the project at `root`, not yet connected to a transport. */
export function createMcpServer(options: DocwrightMcpOptions): McpServer {
  const root = resolve(options.root);
  // What a tool needs is loaded when it is first called: starting the server and listing the tools load no rule, no parser.
  let cache: PageFactsCache | undefined;
  let projects: ProjectCache | undefined = options.projects;
  let lint: { generation: number; context: LintContext } | undefined;
  let memo: PageMemo | undefined = options.memo;
  /** Requests being answered: the background parsing of pages waits for none to be (it shares this thread). */
  const requests = { busy: 0 };
  const current = async (): ReturnType<ProjectCache['get']> => (projects ??= new (await import('../project/project-cache.js')).ProjectCache(root)).get();
  const context: ToolContext = {
    root,
    hold: async (task) => {
      requests.busy++;
      try {
        return await task();
      } finally {
        requests.busy--;
      }
    },
    withFacts: async () => {
      // One import after the other: modules imported at once from two places race in Jest's module registry.
      const { project, stamps } = await current();
      cache ??= new (await import('./page-facts.js')).PageFactsCache(requests);
      cache.stamps = stamps;
      return { project, facts: cache };
    },
    withMemo: async () => {
      const { project, stamps } = await current();
      memo ??= new (await import('../check/page-memo.js')).PageMemo();
      return { project, memo: memo.check(stamps) };
    },
    project: async () => (await current()).project,
    lintContext: async () => {
      const { project, generation } = await current();
      // The link check reads other pages' anchors once: it is made again with each new read of the project.
      if (lint?.generation !== generation) lint = { generation, context: { project, lint: (await import('../lint/project-links.js')).lintProjectOf(project, MAX_PAGE_BYTES) } };
      return lint.context;
    },
  };
  const server = new McpServer(
    { name: 'docwright', version },
    {
      instructions:
        `Tools for the Mintlify-style docs project in \`${root}\`. Check every page you write or change with \`lint_page\` (pass \`text\` before saving) and fix what it reports before you finish; ` +
        '`describe_component` tells what a component accepts; after adding or moving a page, `suggest_nav_placement` says where it belongs in `docs.json` and `check_config` validates it. Paths are relative to the docs root.',
    },
  );
  // The background parsing of pages stops with the connection: the process ends with its client.
  server.server.onclose = () => cache?.stop();
  const calls: Calls = new Map();
  registerCheckTools(server, calls, context);
  registerComponentTools(server, calls);
  registerPageTools(server, calls, context);
  answerCalls(server, calls);
  answerReads(server, registerResources(server, context));
  return server;
}
