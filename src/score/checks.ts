// The checks of `docwright score`, named as Mintlify's `mint score` names them (Mintlify's
// docs: cli/commands, "Checks"), each with its weight and the checks it depends on: a check
// whose dependency fails fails too, without running. The weights are docwright's (Mintlify
// publishes none): what an agent cannot work without weighs most.
import { checkSkill } from '../project/skill.js';
import { lineColumnIndex } from '../text-position.js';
import type { SiteResponse, SiteSource } from './source.js';

/** Where in the site a verdict is about: the file that answered (absolute in a folder, else its URL), 1-based line and column. */
export interface SiteSpot {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

/** What one check found. */
export interface CheckVerdict {
  pass: boolean;
  /** Why, in one sentence (what was found, or what is missing and where). */
  why: string;
  /** For a failure in one file of the site: where; none for a site-wide one (a file that is not there, the host's answers). */
  at?: SiteSpot;
}

/** What the checks read, fetched once per run. */
export interface ScoreInput {
  source: SiteSource;
  /** `GET` answers by path, cached: every check asking for `/llms.txt` gets the same one. */
  get(path: string, accept?: string): Promise<SiteResponse>;
}

export interface CheckDefinition {
  name: string;
  weight: number;
  /** Checks that must pass before this one runs. */
  dependsOn: readonly string[];
  /** What the check verifies, for `--help` and the docs. */
  description: string;
  run(input: ScoreInput): Promise<CheckVerdict>;
}

/** The largest llms.txt an agent reads whole (bytes). */
export const LLMS_TXT_MAX = 100_000;
/** The largest llms-full.txt an agent can take in (bytes). */
export const LLMS_FULL_MAX = 10_000_000;
/** Crawlers of AI companies a robots.txt may block. */
export const AI_CRAWLERS = ['GPTBot', 'ChatGPT-User', 'OAI-SearchBot', 'ClaudeBot', 'Claude-Web', 'anthropic-ai', 'PerplexityBot', 'Google-Extended', 'CCBot', 'Applebot-Extended'] as const;
/** The most links of one file that are followed (the first ones, in the file's order). */
export const MAX_LINKS_CHECKED = 200;
/** Where an OpenAPI document is looked for. */
export const OPENAPI_PATHS = ['/openapi.json', '/openapi.yaml', '/openapi.yml', '/swagger.json', '/api/openapi.json', '/.well-known/openapi.json'] as const;
/** Where an MCP server is described (a server card). */
export const MCP_PATHS = ['/.well-known/mcp.json', '/.well-known/mcp/server-card.json', '/mcp.json'] as const;

const ok = (why: string): CheckVerdict => ({ pass: true, why });
const no = (why: string, at?: SiteSpot): CheckVerdict => (at ? { pass: false, why, at } : { pass: false, why });

/** The spot of `offset` (to `offset + length`) in what answered; none when nothing says what answered. */
function spotIn(response: SiteResponse, offset = 0, length = 0): SiteSpot | undefined {
  if (response.where === undefined) return undefined;
  const position = lineColumnIndex(response.body);
  const start = position(Math.max(0, offset));
  const end = position(Math.max(0, offset) + length);
  return { file: response.where, ...start, ...(length > 0 ? { endLine: end.line, endColumn: end.column } : {}) };
}

/** The offset of `needle` in `text`, else 0 (the file's start). */
function offsetOf(text: string, needle: string): number {
  return Math.max(0, text.indexOf(needle));
}

/** The offset of a Markdown link's target `href` in `text` (`](href` or `](<href`), else of `href` anywhere, else 0. */
function hrefOffset(text: string, href: string): number {
  for (const [prefix, skip] of [[`](${href}`, 2], [`](<${href}`, 3]] as const) {
    const at = text.indexOf(prefix);
    if (at >= 0) return at + skip;
  }
  return offsetOf(text, href);
}

const size = (text: string): number => Buffer.byteLength(text);
const MARKDOWN_LINK = /\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The target of each Markdown link of a text, outside code (fenced blocks and inline code show links, they do not make them). */
export function markdownLinks(text: string): string[] {
  const prose = text.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(MARKDOWN_LINK)].map((m) => m[1] ?? '');
}


/** Whether an answer is a found text file (not an HTML page standing in for a missing file). */
function found(response: SiteResponse): boolean {
  return response.status === 200 && !/^\s*<(!doctype|html)/i.test(response.body);
}

/** Why a file is not there. */
function missing(path: string, response: SiteResponse): string {
  return response.status === 0 ? `\`${path}\` did not answer: ${response.error ?? 'no answer'}` : `\`${path}\` answered ${String(response.status)}${response.status === 200 ? ' with an HTML page' : ''}`;
}

/** Whether the site's links of a text resolve: each link to the site itself answers 200 (links elsewhere are not followed offline). */
async function linksResolve(input: ScoreInput, path: string): Promise<CheckVerdict> {
  const response = await input.get(path);
  const text = response.body;
  const own = [...new Set(markdownLinks(text).filter((href) => href.startsWith('/') && !href.startsWith('//')))];
  const checked = own.slice(0, MAX_LINKS_CHECKED);
  const broken: string[] = [];
  for (const href of checked) {
    if (broken.length >= 5) break;
    if ((await input.get(href.split('#')[0] ?? href)).status !== 200) broken.push(href);
  }
  const first = broken[0];
  if (first !== undefined) {
    const at = spotIn(response, hrefOffset(text, first), first.length);
    return no(`Unexpected links that do not resolve in \`${path}\`: ${broken.map((b) => `\`${b}\``).join(', ')}`, at);
  }
  return ok(checked.length < own.length ? `The first ${String(checked.length)} of ${String(own.length)} links to the site resolve` : `${String(own.length)} links to the site resolve`);
}

/** Why `llmsTxtValid` fails on an `llms.txt` without its `> summary` line (src/score/summary.ts moves that failure to the configuration). */
export const MISSING_SUMMARY = 'Missing `> summary` blockquote in `llms.txt`, expected the site\'s description under the title';

/** The llms.txt format (llmstxt.org): a `# Title` first, a `> summary` blockquote, Markdown links; a failure at its first line that is not what it should be (the title's for a missing summary). */
function llmsTxtValid(response: SiteResponse): CheckVerdict {
  const text = response.body;
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const firstLine = lines[0] ?? '';
  if (!/^# \S/.test(firstLine)) return no('Missing `# Title` as the first line of `llms.txt`', spotIn(response, offsetOf(text, firstLine), firstLine.length));
  if (!lines.some((line) => /^> \S/.test(line))) return no(MISSING_SUMMARY, spotIn(response, offsetOf(text, firstLine), firstLine.length));
  const links = markdownLinks(text).length;
  return links > 0 ? ok(`Title, summary and ${String(links)} Markdown links`) : no('Missing Markdown links (`- [Title](/page.md)`) in `llms.txt`', spotIn(response));
}

/** URLs written bare (not as the target of a Markdown link), with their offsets in `text`. */
function bareUrls(text: string): { url: string; offset: number }[] {
  // Each link blanked to spaces of its length: the offsets stay those of `text`.
  const blanked = text.replace(MARKDOWN_LINK, (link) => ' '.repeat(link.length));
  return [...blanked.matchAll(/\bhttps?:\/\/[^\s<>)\]]+/g)].map((m) => ({ url: m[0], offset: m.index }));
}

/** The robots.txt groups that apply to a crawler: its own group, else the `*` group; whether they disallow the whole site. */
export function robotsBlocks(robots: string, agent: string): boolean {
  const groups: { agents: string[]; rules: string[] }[] = [];
  let current: { agents: string[]; rules: string[] } | undefined;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (key === 'user-agent') {
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if (current && (key === 'disallow' || key === 'allow')) current.rules.push(`${key}:${value}`);
  }
  const own = groups.filter((g) => g.agents.includes(agent.toLowerCase()));
  const applying = own.length > 0 ? own : groups.filter((g) => g.agents.includes('*'));
  const rules = applying.flatMap((g) => g.rules);
  return rules.includes('disallow:/') && !rules.some((r) => r === 'allow:/');
}

/** A page's answer when asked for as Markdown (`accept`): Markdown, not the HTML page. */
async function negotiates(input: ScoreInput, accept: 'text/markdown' | 'text/plain'): Promise<CheckVerdict> {
  const paths = ['/', ...markdownLinks((await input.get('/llms.txt')).body).filter((h) => h.startsWith('/') && h.endsWith('.md')).slice(0, 1).map((h) => h.slice(0, -3))];
  for (const path of paths) {
    const response = await input.get(path, accept);
    if (response.status !== 200) return no(`Unexpected status ${String(response.status)} for \`${path}\` with \`Accept: ${accept}\`, expected 200`);
    if (!response.contentType.toLowerCase().startsWith(accept) || /^\s*<(!doctype|html)/i.test(response.body)) {
      return no(`Unexpected \`${response.contentType || 'no content type'}\` for \`${path}\` with \`Accept: ${accept}\`, expected the page's Markdown as \`${accept}\``);
    }
  }
  return ok(`${paths.map((p) => `\`${p}\``).join(' and ')} answer \`Accept: ${accept}\` with Markdown`);
}

/** The first of `paths` that answers 200, parsed as JSON when it is JSON. */
async function firstFound(input: ScoreInput, paths: readonly string[]): Promise<{ path: string; response: SiteResponse } | undefined> {
  for (const path of paths) {
    const response = await input.get(path);
    if (found(response)) return { path, response };
  }
  return undefined;
}

/** The JSON-LD blocks of an HTML page: how many, and their `@type`s; undefined for one that does not parse. */
export function jsonLdTypes(html: string): { count: number; types: string[]; invalid: number } {
  const blocks = [...html.matchAll(/<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  const types: string[] = [];
  let invalid = 0;
  for (const block of blocks) {
    try {
      const value: unknown = JSON.parse(block);
      for (const item of Array.isArray(value) ? value : [value]) {
        const type = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)['@type'] : undefined;
        if (typeof type === 'string') types.push(type);
      }
    } catch {
      invalid++;
    }
  }
  return { count: blocks.length, types, invalid };
}

/** The offset of the first JSON-LD block of an HTML page that does not parse, else 0. */
function firstInvalidJsonLd(html: string): number {
  for (const match of html.matchAll(/<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      JSON.parse(match[1] ?? '');
    } catch {
      return match.index;
    }
  }
  return 0;
}

/** The tools an MCP server card lists (`tools`, or `capabilities.tools`); undefined when the text is not JSON. */
function toolCount(text: string): number | undefined {
  try {
    const value = JSON.parse(text) as { tools?: unknown; capabilities?: { tools?: unknown } } | null;
    const list = value?.tools ?? value?.capabilities?.tools;
    return Array.isArray(list) ? list.length : typeof list === 'object' && list !== null ? Object.keys(list).length : 0;
  } catch {
    return undefined;
  }
}

/** A check that a file is there. */
function exists(path: string): (input: ScoreInput) => Promise<CheckVerdict> {
  return async (input) => {
    const response = await input.get(path);
    return found(response) ? ok(`\`${path}\` is there (${String(size(response.body))} bytes)`) : no(missing(path, response));
  };
}

/** A check that a file is at most `max` bytes. */
function within(path: string, max: number): (input: ScoreInput) => Promise<CheckVerdict> {
  return async (input) => {
    const response = await input.get(path);
    const bytes = size(response.body);
    return bytes <= max ? ok(`${String(bytes)} bytes, within ${String(max)}`) : no(`Unexpected \`${path}\` of ${String(bytes)} bytes, expected at most ${String(max)}`, spotIn(response));
  };
}

/** The llms.txt and llms-full.txt checks. */
const LLMS_CHECKS: CheckDefinition[] = [
  { name: 'llmsTxtExists', weight: 10, dependsOn: [], description: 'An `llms.txt` file at the site root', run: exists('/llms.txt') },
  { name: 'llmsTxtValid', weight: 8, dependsOn: ['llmsTxtExists'], description: '`llms.txt` has a `# Title`, a `> summary` blockquote and Markdown links', run: async (input) => llmsTxtValid(await input.get('/llms.txt')) },
  { name: 'llmsTxtSize', weight: 5, dependsOn: ['llmsTxtExists'], description: `\`llms.txt\` is at most ${String(LLMS_TXT_MAX)} bytes`, run: within('/llms.txt', LLMS_TXT_MAX) },
  { name: 'llmsTxtLinksResolve', weight: 8, dependsOn: ['llmsTxtExists'], description: 'The links of `llms.txt` to the site answer 200', run: (input) => linksResolve(input, '/llms.txt') },
  {
    name: 'llmsTxtLinksMarkdown',
    weight: 5,
    dependsOn: ['llmsTxtExists'],
    description: 'The links of `llms.txt` are Markdown links (`[Title](url)`), none a bare URL',
    run: async (input) => {
      const response = await input.get('/llms.txt');
      const first = bareUrls(response.body)[0];
      return first === undefined ? ok('Every link is a Markdown link') : no(`Unexpected bare URL \`${first.url}\` in \`llms.txt\`, expected \`[Title](url)\``, spotIn(response, first.offset, first.url.length));
    },
  },
  { name: 'llmsTxtFullExists', weight: 8, dependsOn: [], description: 'An `llms-full.txt` file at the site root (independent of `llms.txt`)', run: exists('/llms-full.txt') },
  { name: 'llmsTxtFullSize', weight: 4, dependsOn: ['llmsTxtFullExists'], description: `\`llms-full.txt\` is at most ${String(LLMS_FULL_MAX)} bytes`, run: within('/llms-full.txt', LLMS_FULL_MAX) },
  {
    name: 'llmsTxtFullValid',
    weight: 5,
    dependsOn: ['llmsTxtFullExists'],
    description: '`llms-full.txt` holds content with headings',
    run: async (input) => {
      const response = await input.get('/llms-full.txt');
      const headings = response.body.split(/\r?\n/).filter((line) => /^#{1,6} \S/.test(line)).length;
      return headings > 0 ? ok(`${String(headings)} headings`) : no('Missing headings in `llms-full.txt`, expected each page\'s Markdown with its `#` headings', spotIn(response));
    },
  },
  { name: 'llmsTxtFullLinksResolve', weight: 5, dependsOn: ['llmsTxtFullExists'], description: 'The links of `llms-full.txt` to the site answer 200', run: (input) => linksResolve(input, '/llms-full.txt') },
];

/** The checks past llms.txt: skill.md, content negotiation, MCP, OpenAPI, robots.txt, the sitemap, JSON-LD. */
const SITE_CHECKS: CheckDefinition[] = [
  {
    name: 'skillMd',
    weight: 6,
    dependsOn: [],
    description: 'A `skill.md` at the site root in the Agent Skills format (front matter `name` and `description`)',
    run: async (input) => {
      const response = await input.get('/skill.md');
      if (!found(response)) return no(`${missing('/skill.md', response)}; \`docwright rules --skill\` drafts one at the docs root, which \`docwright build\` publishes`);
      const problem = checkSkill(response.body, 'skill.md').find((f) => f.severity === 'error');
      if (!problem) return ok('`skill.md` has a valid `name` and `description`');
      const at = spotIn(response);
      return no(problem.message, at && { ...at, line: problem.line, column: problem.column });
    },
  },
  { name: 'contentNegotiationMarkdown', weight: 8, dependsOn: [], description: 'A page URL asked for with `Accept: text/markdown` answers with its Markdown', run: (input) => negotiates(input, 'text/markdown') },
  { name: 'contentNegotiationPlaintext', weight: 6, dependsOn: [], description: 'A page URL asked for with `Accept: text/plain` answers with its Markdown', run: (input) => negotiates(input, 'text/plain') },
  {
    name: 'mcpServerDiscoverable',
    weight: 6,
    dependsOn: [],
    description: `An MCP server described at ${MCP_PATHS.map((p) => `\`${p}\``).join(', ')}`,
    run: async (input) => {
      const hit = await firstFound(input, MCP_PATHS);
      return hit ? ok(`Described at \`${hit.path}\``) : no(`Missing an MCP server description, expected one of ${MCP_PATHS.map((p) => `\`${p}\``).join(', ')}`);
    },
  },
  {
    name: 'mcpToolCount',
    weight: 3,
    dependsOn: ['mcpServerDiscoverable'],
    description: 'The MCP server description lists at least one tool',
    run: async (input) => {
      const hit = await firstFound(input, MCP_PATHS);
      const tools = toolCount(hit?.response.body ?? '');
      const at = hit && spotIn(hit.response);
      if (tools === undefined) return no(`Unexpected \`${hit?.path ?? ''}\` that is not JSON, expected an MCP server card`, at);
      return tools > 0 ? ok(`${String(tools)} tools`) : no('Missing tools in the MCP server description, expected at least one', at);
    },
  },
  {
    name: 'openApiSpec',
    weight: 5,
    dependsOn: [],
    description: `An OpenAPI document at a standard path (${OPENAPI_PATHS.map((p) => `\`${p}\``).join(', ')})`,
    run: async (input) => {
      const hit = await firstFound(input, OPENAPI_PATHS);
      if (hit && /["']?(openapi|swagger)["']?\s*:/.test(hit.response.body.slice(0, 4000))) return ok(`OpenAPI document at \`${hit.path}\``);
      // A file at a standard path that is not an OpenAPI document is where to look; none is site-wide.
      return no(`Missing an OpenAPI document, expected one of ${OPENAPI_PATHS.map((p) => `\`${p}\``).join(', ')}`, hit && spotIn(hit.response));
    },
  },
  {
    name: 'robotsTxtAllowsAI',
    weight: 6,
    dependsOn: [],
    description: `\`robots.txt\` does not disallow the whole site to AI crawlers (${AI_CRAWLERS.join(', ')})`,
    run: async (input) => {
      const response = await input.get('/robots.txt');
      if (!found(response)) return ok('No `robots.txt`: nothing is blocked');
      const blocked = AI_CRAWLERS.filter((agent) => robotsBlocks(response.body, agent));
      if (blocked.length === 0) return ok('No AI crawler is blocked');
      const disallow = /^[ \t]*disallow[ \t]*:[ \t]*\/[ \t]*(?:#.*)?$/im.exec(response.body);
      const at = spotIn(response, disallow?.index ?? 0, disallow?.[0].trimEnd().length ?? 0);
      return no(`Unexpected \`Disallow: /\` for ${blocked.map((b) => `\`${b}\``).join(', ')} in \`robots.txt\`, expected AI crawlers allowed`, at);
    },
  },
  {
    name: 'sitemapExists',
    weight: 5,
    dependsOn: [],
    description: 'A `sitemap.xml` at the site root',
    run: async (input) => {
      const response = await input.get('/sitemap.xml');
      if (found(response) && /<(urlset|sitemapindex)\b/.test(response.body)) return ok(`\`/sitemap.xml\` lists ${String((response.body.match(/<loc>/g) ?? []).length)} URLs`);
      // A file that is not a sitemap is where to look; none is site-wide.
      const at = response.status === 200 ? spotIn(response) : undefined;
      return no(`${missing('/sitemap.xml', response)}; \`docwright build\` writes one when it knows the site's URL (\`--base-url\` or \`seo.metatags.canonical\`)`, at);
    },
  },
  {
    name: 'structuredData',
    weight: 6,
    dependsOn: [],
    description: 'The home page carries JSON-LD (`<script type="application/ld+json">`)',
    run: async (input) => {
      const home = await input.get('/');
      const { count, types, invalid } = jsonLdTypes(home.body);
      const head = /<head\b[^>]*>/i.exec(home.body);
      if (count === 0) return no('Missing JSON-LD on the home page, expected `<script type="application/ld+json">`', home.status === 200 ? spotIn(home, head?.index ?? 0, head?.[0].length ?? 0) : undefined);
      if (invalid > 0) return no(`Unexpected JSON-LD block that is not JSON on the home page (${String(invalid)} of ${String(count)})`, spotIn(home, firstInvalidJsonLd(home.body)));
      return ok(`${String(count)} JSON-LD blocks: ${types.join(', ') || 'no @type'}`);
    },
  },
];

/** Every check, in the order Mintlify lists them. */
export const CHECKS: readonly CheckDefinition[] = [...LLMS_CHECKS, ...SITE_CHECKS];

/** Checks Mintlify lists that docwright does not score, with why. */
export const NOT_SCORED: readonly { name: string; why: string }[] = [
  { name: 'llmsTxtDirective', why: 'Mintlify does not say what a usage directive is; docwright does not guess' },
  { name: 'responseLatency', why: 'A time measured on this machine says nothing about the host, and would make the score differ run to run' },
];
