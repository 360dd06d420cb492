// What a page of a Starlight or Docusaurus site holds that Mintlify reads otherwise or not at all, located in the page:
// front matter keys (each at its own line), `:::` asides and admonitions, code block `title="…"`, and imports of the
// site generator's components. `docwright migrate` writes only `docs.json`: the pages keep their text, so each of
// these is a `migrate-dropped` or `migrate-changed` warning at its `file:line:col`, never a silent loss.
import { load as loadYaml, JSON_SCHEMA } from 'js-yaml';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { FRONTMATTER_FIELDS } from '../rule-kit/frontmatter-fields.js';
import type { At } from './js-data.js';
import { mayFailAsMdx, mdCompiledAsMdx, parseAsMdx, parsePage } from '../parse/index.js';
import { explainParseError, mdxSyntaxReason } from '../components/placeholder.js';
import { MINTLIFY_HTML_NAMES } from '../components/unknown-component.js';
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';

/** A page's front matter: its data and where each key is written (`sidebar.label` for a nested one). */
export interface FrontMatter {
  data: Record<string, unknown>;
  at: ReadonlyMap<string, At>;
}

/** The page's front matter as data, with the line and column of each key (two levels deep); empty when it has none or it does not parse. */
export function readFrontMatter(text: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const at = new Map<string, At>();
  if (match?.[1] === undefined) return { data: {}, at };
  let data: Record<string, unknown> = {};
  try {
    const value: unknown = loadYaml(match[1], { schema: JSON_SCHEMA });
    if (isRecord(value)) data = value;
  } catch {
    return { data: {}, at };
  }
  let parent: { key: string; indent: number } | undefined;
  match[1].split(/\r?\n/).forEach((line, i) => {
    const key = /^(\s*)(['"]?)([A-Za-z_$][\w$-]*)\2\s*:/.exec(line);
    if (key === null) return;
    const indent = key[1]?.length ?? 0;
    const name = key[3] ?? '';
    const place = { line: i + 2, column: indent + 1 };
    if (indent === 0) {
      parent = { key: name, indent };
      if (!at.has(name)) at.set(name, place);
    } else if (parent !== undefined) {
      const path = `${parent.key}.${name}`;
      if (!at.has(path)) at.set(path, place);
    }
  });
  return { data, at };
}

/** How a front matter key of the site generator is carried over: `carried` (Mintlify reads it as it is), or a note's rule and reason. */
export type KeyFate = 'carried' | { ruleId: 'migrate-dropped' | 'migrate-changed'; expected: string; reason: string };

/** The notes for a page's front matter keys, each at its key; `fates` says what becomes of each key (a key of Mintlify's own is carried), `skip` the keys noted elsewhere. */
export function frontMatterFindings(file: string, front: FrontMatter, fates: Readonly<Partial<Record<string, KeyFate>>>, skip: ReadonlySet<string>): Finding[] {
  const out: Finding[] = [];
  for (const [key, at] of front.at) {
    if (skip.has(key)) continue;
    const fate = fates[key] ?? (Object.hasOwn(FRONTMATTER_FIELDS, key) ? 'carried' : undefined);
    if (fate === 'carried') continue;
    // A nested key is named by its parent's fate unless it has its own.
    if (fate === undefined && key.includes('.')) continue;
    const { ruleId, expected, reason } = fate ?? { ruleId: 'migrate-dropped' as const, expected: 'a key Mintlify reads', reason: 'no such front matter key in Mintlify, so the page keeps it and Mintlify ignores it' };
    out.push({ file, line: at.line, column: at.column, ruleId, severity: 'warn', message: `Unexpected \`${key}\` in the front matter, expected ${expected}: ${reason}` });
  }
  return out;
}

/**
 * What a component import of the site generator is that Mintlify cannot import (a TypeScript file, or a path through
 * an alias such as Docusaurus's `@site/`, which Mintlify does not resolve), or undefined for any other import.
 */
function foreignComponent(source: string): string | undefined {
  if (/^(?:\.{0,2}\/|@site\/|~\/|@\/)[^?#]*\.(?:tsx|ts|mts|cts)$/i.test(source)) return 'a TypeScript file';
  // A component (`@site/src/components/Chart`, `….jsx`), not a stylesheet, image or data file.
  const last = source.split('/').pop() ?? '';
  if (/^@site\//.test(source) && (!last.includes('.') || /\.(?:jsx?|mjs|cjs)$/i.test(last))) return 'a path through Docusaurus\'s `@site` alias';
  return undefined;
}

/** Mintlify's callout for each aside or admonition type. */
const CALLOUTS: Readonly<Partial<Record<string, string>>> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Warning', warning: 'Warning', danger: 'Danger', important: 'Info', success: 'Check' };

/**
 * The notes for a page's text: each `:::` aside or admonition, each code block `title="…"`, and each import from
 * one of `packages` (the site generator's own components), at their places. Code blocks are skipped but for their
 * opening line.
 */
export function contentFindings(file: string, text: string, generator: string, packages: RegExp): Finding[] {
  const out: Finding[] = [];
  const say = (line: number, column: number, ruleId: 'migrate-dropped' | 'migrate-changed', message: string): void => {
    out.push({ file, line, column, ruleId, severity: 'warn', message });
  };
  const lines = text.split(/\r?\n/);
  let fence: string | undefined;
  let start = 0;
  // Past the front matter.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) start = end + 1;
  }
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence !== undefined) {
      if (open !== null && (open[2] ?? '').startsWith(fence) && (open[3] ?? '').trim() === '') fence = undefined;
      continue;
    }
    if (open !== null) {
      fence = open[2]?.[0]?.repeat(3) ?? '```';
      const title = /\btitle=(["'])(.*?)\1/.exec(open[3] ?? '');
      if (title !== null) {
        const lang = (open[3] ?? '').trim().split(/\s+/)[0] ?? '';
        const language = lang.includes('=') ? '' : lang;
        say(i + 1, (open[1]?.length ?? 0) + 1, 'migrate-changed', `Unexpected code block \`title="${title[2] ?? ''}"\`, expected the title after the language (\`${language === '' ? 'text' : language} ${title[2] ?? ''}\` on the opening line): Mintlify reads a code block's title as its meta text, so the block shows \`title="${title[2] ?? ''}"\` until it is rewritten`);
      }
      continue;
    }
    const aside = /^(\s*):::+\s*([A-Za-z][\w-]*)(?:\[([^\]]*)\]|[ \t]+(\S.*))?/.exec(line);
    if (aside !== null) {
      const type = (aside[2] ?? '').toLowerCase();
      const callout = type === 'details' ? 'Accordion' : CALLOUTS[type];
      // Starlight's `:::tip[Title]`, Docusaurus's `:::tip Title`: the callout's `title`.
      const heading = (aside[3] ?? aside[4] ?? '').trim().replace(/"/g, '&quot;');
      const expected = callout === undefined ? 'a Mintlify component' : `\`<${callout}${heading === '' ? '' : ` title="${heading}"`}>\``;
      say(i + 1, (aside[1]?.length ?? 0) + 1, 'migrate-dropped', `Unexpected \`:::${aside[2] ?? ''}\` block of ${generator}, expected ${expected}: Mintlify reads no \`:::\` blocks, so the page shows the \`:::\` lines as text (rewrite it as ${callout === undefined ? 'a component' : `\`<${callout}>…</${callout}>\``})`);
      continue;
    }
    const imported = /^import\s+(.+?)\s+from\s+(['"])(.+?)\2/.exec(line);
    const source = imported?.[3] ?? '';
    if (imported !== null && packages.test(source)) {
      say(i + 1, 1, 'migrate-dropped', `Unexpected import of \`${source}\`, a component of ${generator}, expected Mintlify's built-in components (\`<Tabs>\`, \`<Tab>\`, \`<Card>\`, \`<Steps>\` …), which need no import: Mintlify has no such package, so the components it gives are not shown (remove the import and rewrite them with Mintlify's)`);
    } else if (imported !== null && foreignComponent(source) !== undefined) {
      say(i + 1, 1, 'migrate-dropped', `Unexpected import of \`${source}\`, ${foreignComponent(source) ?? ''}, expected a \`.jsx\` snippet of the project (\`/snippets/name.jsx\`): Mintlify's snippets are \`.mdx\`, \`.md\` and \`.jsx\` files, imported by their path with its extension, and it runs no TypeScript, so the component is not shown (rewrite it without types as a \`.jsx\` snippet and import that)`);
    }
  }
  return out;
}

/** The first heading of `nodes` (depth-first, as written), or undefined. */
function firstHeading(nodes: readonly RootContent[]): Extract<RootContent, { type: 'heading' }> | undefined {
  for (const node of nodes) {
    if (node.type === 'heading') return node;
    if ('children' in node) {
      const inner = firstHeading(node.children);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** The HTML elements written as blocks that Mintlify removes with their content (not in `MINTLIFY_HTML_NAMES`), in order. */
function removedBlocks(nodes: readonly RootContent[], out: { name: string; line: number; column: number }[] = []): { name: string; line: number; column: number }[] {
  for (const node of nodes) {
    // An element of the MDX tree, or (in the Markdown tree of a page that does not compile) an HTML block's opening tag.
    const name = node.type === 'mdxJsxFlowElement' ? node.name : node.type === 'html' ? /^<([a-z][a-z0-9-]*)(?=[\s/>])/.exec(node.value)?.[1] : undefined;
    if (name !== undefined && name !== null && /^[a-z][a-z0-9-]*$/.test(name) && !MINTLIFY_HTML_NAMES.has(name)) {
      out.push({ name, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
      continue;
    }
    if ('children' in node) removedBlocks(node.children, out);
  }
  return out;
}

/**
 * The notes for how Mintlify reads a page of `generator` (Docusaurus, Starlight) that the site generator read otherwise:
 * a page that does not compile as MDX (Mintlify compiles `.md` pages as MDX: an HTML comment, a stray `<` or `{`) fails
 * the deploy (`migrate-changed`, at the parser's place); an HTML element as a block that Mintlify removes with its content
 * (`<details>`: `migrate-dropped`); a page titled by its first `# heading` with no front matter `title` (the site
 * generator's title; Mintlify reads the front matter's: `migrate-changed` at the heading). `front`: its front matter.
 */
export function mintlifyReadingFindings(file: string, text: string, front: FrontMatter, generator: string): Finding[] {
  if (!/\.mdx$/i.test(file) && !mdCompiledAsMdx(file)) return [];
  const out: Finding[] = [];
  const parsed = parseAsMdx(file, text);
  const fails = parsed.error !== undefined && mayFailAsMdx(text);
  if (parsed.error !== undefined && fails) {
    const error = explainParseError(parsed.error);
    out.push({ file, line: error.line, column: error.column, ruleId: 'migrate-changed', severity: 'warn', message: `Unexpected page that does not compile as MDX (${mdxSyntaxReason(error, text)}), expected valid MDX: Mintlify compiles every page as MDX${/\.md$/i.test(file) ? ` (${generator} reads \`.md\` as Markdown)` : ''}, so the deploy fails until it is rewritten` });
  }
  // A page that does not compile keeps its other notes: they are read from its Markdown tree (the page once rewritten still has them).
  const children = fails ? parsePage({ path: file, value: text }, { syntax: 'md', variables: null }).tree.children : parsed.tree.children;
  for (const block of removedBlocks(children)) {
    out.push({ file, line: block.line, column: block.column, ruleId: 'migrate-dropped', severity: 'warn', message: `Unexpected HTML element \`<${block.name}>\` as a block, expected a Mintlify component${block.name === 'details' ? ' (`<Accordion title="…">`)' : ''} or an element Mintlify keeps (such as \`<div>\`): ${generator} shows it, but Mintlify removes it with its content` });
  }
  const heading = firstHeading(children);
  if (typeof front.data.title !== 'string' && heading?.depth === 1) {
    const title = toString(heading).trim();
    out.push({ file, line: heading.position?.start.line ?? 1, column: heading.position?.start.column ?? 1, ruleId: 'migrate-changed', severity: 'warn', message: `Unexpected page title \`${title}\` from the page's first heading with no \`title\` in the front matter, expected \`title: ${title}\` in the front matter: ${generator} titles the page by its first heading, Mintlify by the front matter's \`title\`` });
  }
  return out;
}
