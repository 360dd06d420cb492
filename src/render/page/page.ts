// One page: parse (the one parser) → expand snippets → hast via registry handlers and the
// page's rehype plugins (src/render/page/page-hast.ts) → HTML, plus the page's Markdown copy, its
// table of contents and its links.
import { packageImports } from '../../components/page-scope.js';
import type { Root, RootContent } from 'mdast';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastRootContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { unified } from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from '../../parse/math.js';
import remarkMdx from 'remark-mdx';
import { toHtml } from 'hast-util-to-html';
import { inUnreadFrontmatter, parsePage, type Frontmatter, type ParsedPage, type Syntax } from '../../parse/index.js';
import type { Finding } from '../../findings/finding.js';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { getComponent } from '../../components/index.js';
import { expandPage, type ExpandContext } from './expand.js';
import { agentTree } from './markdown-visibility.js';
import { copySource, planCopy, type CopyFrame, type CopyPlan } from './markdown-copy.js';
import { ELEMENT_RULES, lintLosses, REMOVED_BLOCK } from './lint-losses.js';
import { pageContext } from '../../rule-kit/page-context.js';
import type { ComponentSource } from '../safety/sandbox/components.js';
import { readAttributes, type Literal } from '../tree/literal.js';
import type { Outcome } from '../safety/sandbox/sandbox.js';
import { embeddedLanguages, getHighlighter, HighlighterNeeded, isHighlighted, LanguageNeeded, recordHighlighted, type Highlighter } from './highlight.js';
import { pageCodeKeys, storedBlocks } from './highlight-store.js';
import { blockLanguage } from '../../components/code-meta.js';
import { timeStageAsync } from './stage-timing.js';
import { typesetTree } from '../../parse/typography.js';
import type { TocEntry } from './heading-ids.js';
import type { RenderedLink } from './page-links.js';
import { loadKatex, pageToHast, type PageHast } from './page-hast.js';
import { loadHtmlParser } from '../safety/trusted.js';
import { capRawHtmlDepth, capTreeDepth, type LimitWarning } from '../safety/limits.js';
import { classTokens, classVerdict, loadClassCheck } from '../safety/tailwind.js';
import type { FeedItem } from './feed.js';
import { feedItems } from './feed-items.js';
import { dropMdDirectives, dropMdEsm } from './md-expressions.js';
import { explainParseError, mdxSyntaxMessage } from '../../components/placeholder.js';
import { frontmatterLosses } from './frontmatter-losses.js';
import { groupStatuses } from '../../openapi/statuses.js';
import { islandFile, islandScript, type IslandSource } from './islands.js';
import { frontmatterYamlMessage } from '../../project/frontmatter.js';

export type { TocEntry } from './heading-ids.js';
export { normaliseHref } from './page-links.js';
export { sanitizeSchema } from '../safety/sanitize.js';

export interface RenderedContent {
  /** The page body as sanitised HTML. */
  html: string;
  toc: TocEntry[];
  frontmatter: Record<string, unknown>;
  /** The page as Markdown for machines (snippets inlined, no imports, no expressions). */
  markdown: string;
  /** `markdown` is the author's text (src/render/page/markdown-copy.ts), not written from the tree. */
  markdownCopied?: true;
  /** Plain text of the body, for descriptions and llms-full. */
  diagnostics: Finding[];
  /** Internal links written in the page, for the link check. */
  links: RenderedLink[];
  /** Every element id on the page (anchors). */
  ids: string[];
  /** Snippet files the page includes. */
  dependencies: string[];
  /** Features the page uses, so assets are added only where needed. */
  uses: { math: boolean; mermaid: boolean; panel?: boolean };
  /** Class names written on the page's HTML elements (candidates for Tailwind utilities, src/render/safety/tailwind.ts). */
  classes: string[];
  /** Uses of custom components rendered in the sandbox, and those that became placeholders; `static`: interactive ones drawn static, by name; `hydrated`: uses hydrated in the browser. Absent on a page with none. */
  components?: { rendered: number; failed: number; static?: string[]; hydrated?: number };
  /** With `hydrate`: the page's island script (src/render/page/islands.ts) and its file under the site's asset folder; absent on a page with nothing to hydrate. */
  islands?: { file: string; script: string };
  /** Some of the page's custom components are placeholders because the build's budget was spent (by other pages too): the page is not cached. */
  overBuildBudget?: boolean;
  /** The time in milliseconds since 1970 that `Date` read in the page's custom components or expressions; absent when none read the clock. */
  clock?: number;
  /** Set when the page could not be parsed. */
  parseError?: { line: number; column: number; message: string };
  /** The page's top-level request and response examples, taken out of `html` for the right-hand column. */
  examplesHtml?: string;
  /** The page's updates as RSS items, when its front matter has `rss: true`. */
  feed?: FeedItem[];
  /** The changelog's tag filter, taken out of `html`: the updates' tags, most-used first; the layout draws it in the table of contents' place. */
  updateTags?: string[];
  /** With `keepCode`: the page's highlighted code blocks as the build cache stores them (src/render/page/highlight-store.ts); absent on a page with none. */
  codeBlocks?: string;
}

export interface ContentOptions {
  root: string;
  /** Absolute file path. */
  file: string;
  source: string;
  /** Site path prefix for internal links, '' or '/docs'. */
  basePath: string;
  iconLibrary?: string;
  snippets: ExpandContext['snippets'];
  /** The files an ignore file leaves out (`SiteProject.leftOut`): an import of one is refused. */
  leftOut?: ExpandContext['leftOut'];
  /** Already parsed (e.g. by the dev server); parsed here otherwise. */
  parsed?: ParsedPage;
  /** The parsed tree is not the source's (an API page built from a spec): the Markdown copy is written from the tree, unless `copyTree` is given. */
  treeFromElsewhere?: boolean;
  /**
   * With `treeFromElsewhere`, the page's own tree as parsed from `source` (no front matter; an API page's text): the
   * Markdown copy is the author's text read with it, its snippets spliced in as the tree from elsewhere inlines them.
   */
  copyTree?: Root;
  /** Give the page's highlighted code blocks (`codeBlocks`), for the build cache. */
  keepCode?: boolean;
  /** The build's budget for custom components (`RenderSettings.sandboxBudget`). */
  sandboxBudget?: SharedArrayBuffer;
  /** What `Date` reads in custom components, in milliseconds since 1970 (`RenderSettings.buildTime`); this thread's own time (`sandboxNow`) when absent. */
  buildTime?: number;
  /** Hydrate interactive custom components in the reader's browser (`build.hydrate` in the docwright config); otherwise each is reported as static. */
  hydrate?: boolean;
}

const PLAIN_ELEMENT = /^[a-z][a-z0-9-]*$/;

/** The registry component reads a `className` (`<Icon className="mr-2">`): its classes are the page's too. */
function readsClassName(name: string): boolean {
  return getComponent(name)?.attributes.some((attribute) => attribute.name === 'className') === true;
}
/** Source text that may hold math: remark-math's `$`, the `Latex` component. */
const MATH_HINT = /\$|Latex/;
const HTML_CLASS = /\sclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function collectLanguages(tree: Root): { langs: Set<string>; math: boolean; mermaid: boolean; classes: Set<string> } {
  const langs = new Set<string>();
  const classes = new Set<string>();
  const addClasses = (value: string): void => {
    for (const token of classTokens(value)) classes.add(token);
  };
  let math = false;
  let mermaid = false;
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'code') {
        if (node.lang === 'mermaid') mermaid = true;
        else {
          const shown = blockLanguage(node.lang, node.meta);
          langs.add(shown ?? 'text');
          for (const lang of embeddedLanguages(shown, node.value)) langs.add(lang);
        }
      } else if (node.type === 'math' || node.type === 'inlineMath') math = true;
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Latex') math = true;
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && PLAIN_ELEMENT.test(node.name)) {
        // HTML elements keep their class (src/render/page/page-hast.ts), and so do the components that read `className` (handler-kit.ts `ownClasses`).
        for (const attribute of node.attributes) if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'className' || attribute.name === 'class') && typeof attribute.value === 'string') addClasses(attribute.value);
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && readsClassName(node.name)) {
        for (const attribute of node.attributes) if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'className' && typeof attribute.value === 'string') addClasses(attribute.value);
      } else if (node.type === 'html') for (const match of node.value.matchAll(HTML_CLASS)) addClasses(match[1] ?? match[2] ?? '');
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree.children);
  return { langs, math, mermaid, classes };
}

const serialisers = new Map<Syntax, { stringify(tree: Root): string }>();
/** Serialise a (parsed, expanded) page tree back to Markdown; parsing stays in src/parse. */
function toMarkdown(tree: Root, syntax: Syntax): string {
  let serialiser = serialisers.get(syntax);
  if (!serialiser) {
    const base = unified().use(remarkStringify, { bullet: '-', fences: true }).use(remarkGfm).use(remarkMath);
    const processor = syntax === 'mdx' ? base.use(remarkMdx) : base;
    serialiser = { stringify: (t) => processor.stringify(t) };
    serialisers.set(syntax, serialiser);
  }
  return serialiser.stringify(tree);
}

/** The page source without its front matter and (in MDX) its ESM blocks: its Markdown copy. */
function sourceBody(source: string, syntax: Syntax): string {
  const body = source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');
  if (syntax !== 'mdx') return `${body.trim()}\n`;
  const out: string[] = [];
  let fence: string | undefined;
  let esm = false;
  for (const line of body.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined;
    // In MDX an `import`/`export` block runs until the next blank line.
    if (fence === undefined && !esm && /^(import|export)\s/.test(line)) esm = true;
    if (esm) {
      if (line.trim() === '') esm = false;
      continue;
    }
    out.push(line);
  }
  return `${out.join('\n').trim()}\n`;
}

/**
 * The page's Markdown copy: the author's text (`copied`, src/render/page/markdown-copy.ts), with a `markdown-copy`
 * warning at each place it could not keep as written; written from the tree for an API page, or (with a warning) when
 * the text could not be composed. Like Mintlify's Markdown view, it leaves out `<Visibility for="humans">` and keeps
 * `for="agents"` content.
 */
function markdownCopy(file: string, tree: Root, syntax: Syntax, copied: ReturnType<typeof copySource>, fromElsewhere: boolean, diagnostics: Finding[]): Pick<RenderedContent, 'markdown' | 'markdownCopied'> {
  if (copied) {
    diagnostics.push(...copied.losses);
    return { markdown: sourceBody(copied.text, syntax), markdownCopied: true };
  }
  if (!fromElsewhere) diagnostics.push({ file, line: 1, column: 1, ruleId: 'markdown-copy', message: "Unexpected page text whose positions do not match its parsed tree, expected the page's own text for its Markdown copy: the copy (`page.md`, `llms-full.txt`) is written from the parsed page", severity: 'warn' });
  return { markdown: toMarkdown(agentTree(tree), syntax) };
}

/** The plan of the page's Markdown copy, read from its tree as written (an API page's own, `copyTree`), before snippets are inlined. */
function copyPlan(options: ContentOptions, tree: Root): CopyPlan | undefined {
  const written = options.treeFromElsewhere === true ? options.copyTree : tree;
  return written === undefined ? undefined : planCopy(options.file, options.source, written);
}

function firstSentence(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

export { pageTitle } from './page-title.js';

/**
 * The request and response examples written at the top level of a page (`<RequestExample>`,
 * `<ResponseExample>`, generated ones on API pages), moved out of the tree: the layout shows
 * them in a column of their own beside the reference, as the platform does.
 */
function takeExamples(tree: HastRoot): HastRoot | undefined {
  const isExample = (node: HastRoot['children'][number]): boolean => node.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes('dw-api-example');
  const examples = tree.children.filter(isExample);
  if (examples.length === 0) return undefined;
  tree.children = tree.children.filter((node) => !isExample(node));
  return { type: 'root', children: examples };
}

/**
 * The changelog's row of tag toggles (src/render/components/handlers/update.ts, before the first `<Update>`) moved
 * out of the tree, and its tags in its order: Mintlify's app draws the tag filter in place of the table of contents.
 */
function takeUpdateFilters(tree: HastRoot): string[] | undefined {
  const isBar = (node: ElementContent | HastRootContent): node is Element => node.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes('dw-update-filters');
  const visit = (parent: HastRoot | Element): string[] | undefined => {
    const index = parent.children.findIndex(isBar);
    const bar = index < 0 ? undefined : parent.children[index];
    if (bar?.type === 'element') {
      parent.children.splice(index, 1);
      return bar.properties.hidden === true ? [] : bar.children.map((button) => hastText(button).trim()).filter(Boolean);
    }
    for (const child of parent.children) {
      const found = child.type === 'element' ? visit(child) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(tree);
}

/**
 * Every use of a custom component on the page, rendered in the sandbox before the page's
 * handlers run (they are synchronous; the sandbox answers from its worker): props are the
 * literal attributes, the children are rendered later by the page and put where the
 * component's `<dw-children>` stand-in is.
 */
async function renderCustomComponents(tree: Root, components: ReadonlyMap<string, ComponentSource>, options: ContentOptions, pagePath: string): Promise<{ outcomes: Map<object, Outcome>; islands: Map<object, IslandSource>; clock?: number }> {
  const { pageComponents, sandboxNow } = await import('../safety/sandbox/components.js');
  const now = options.buildTime ?? sandboxNow();
  const page = pageComponents(undefined, options.sandboxBudget ? { build: options.sandboxBudget } : {}, pagePath, now);
  const outcomes = new Map<object, Outcome>();
  const islands = new Map<object, IslandSource>();
  const uses: (MdxJsxFlowElement | MdxJsxTextElement)[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && components.has(node.name) && !getComponent(node.name)) uses.push(node);
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree.children);
  try {
    for (const node of uses) {
      const source = node.name ? components.get(node.name) : undefined;
      if (!source) continue;
      const props = readAttributes(node.attributes);
      Reflect.deleteProperty(props, 'children');
      const outcome = await page.render(source, props, node.children.length > 0);
      outcomes.set(node, outcome);
      const island = outcome.ok ? page.island(source) : undefined;
      if (island) islands.set(node, { file: source.file, name: source.name, props, ...island });
    }
  } finally {
    page.done();
  }
  // A use that failed after reading the clock counts too: under another time it may render.
  const read = [...outcomes.values()].some((outcome) => outcome.clock === true);
  return { outcomes, islands, ...(read ? { clock: now } : {}) };
}

/** The front matter as the data a page's expressions read (`{pageMetadata.title}`): JSON's values only. */
function metadataValue(data: Record<string, unknown>): Literal | undefined {
  try {
    return JSON.parse(JSON.stringify(data)) as Literal;
  } catch {
    return undefined;
  }
}

/**
 * Places (`line:column`) of the elements lint's rules reported: `toldElements`, a `.md` page's component reported once,
 * by its rule (the sanitiser does not report its tag again as unknown HTML); `removedElements`, a block of HTML
 * Mintlify removes with its content (`component-known` says so, and that docwright does too).
 */
function elementsTold(losses: readonly Finding[]): { toldElements: Set<string>; removedElements: Set<string> } {
  const at = (f: Finding): string => `${f.line}:${f.column}`;
  return {
    toldElements: new Set(losses.filter((f) => ELEMENT_RULES.has(f.ruleId)).map(at)),
    removedElements: new Set(losses.filter((f) => f.ruleId === 'component-known' && REMOVED_BLOCK.test(f.message)).map(at)),
  };
}

/** Render a page's content (not its layout). */
export async function renderContent(options: ContentOptions, pagePath: string): Promise<RenderedContent> {
  const { root, file } = options;
  const parsed = options.parsed ?? parsePage({ path: file, value: options.source });
  const diagnostics: Finding[] = [];
  const frontmatter: Frontmatter = parsed.frontmatter;
  for (const problem of frontmatter.problems) diagnostics.push({ file, line: problem.line, column: problem.column, ruleId: 'frontmatter-yaml', message: frontmatterYamlMessage(problem), severity: 'warn' });
  if (parsed.limit) diagnostics.push({ file, line: parsed.limit.line, column: parsed.limit.column, ruleId: 'page-limit', message: parsed.limit.message, severity: 'warn' });
  if (parsed.bounded) diagnostics.push({ file, line: parsed.bounded.line, column: parsed.bounded.column, ruleId: 'page-limit', message: parsed.bounded.message, severity: 'warn' });
  if (parsed.error) {
    const { line, column, message } = parsed.error;
    // The finding in the words and at the place `lint` and `check` give; the placeholder shows the parser's own message.
    const explained = explainParseError(parsed.error);
    diagnostics.push({ file, line: explained.line, column: explained.column, ruleId: 'parse-error', message: parsed.error.cause !== undefined ? mdxSyntaxMessage(file, explained, options.source) : message, severity: 'error' });
    return {
      html: '', toc: [], frontmatter: frontmatter.data, markdown: '', diagnostics, links: [], ids: [], dependencies: [], uses: { math: false, mermaid: false }, classes: [],
      parseError: { line, column, message },
    };
  }
  const tree = parsed.tree;
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  if (parsed.syntax === 'md' && options.treeFromElsewhere !== true) {
    dropMdEsm(file, options.source, tree);
  }
  const limitWarning = (warning: LimitWarning | undefined): void => {
    if (warning) diagnostics.push({ file, line: warning.line, column: warning.column, ruleId: 'page-limit', message: warning.message, severity: 'warn' });
  };
  limitWarning(capTreeDepth(tree));
  // Front matter the page shows as text: its lines are `frontmatter-yaml`'s one finding (lint leaves the same out).
  const losses = (options.treeFromElsewhere === true ? [] : lintLosses(file, options.source, tree, pageContext(parsed.syntax, frontmatter))).filter((f) => !inUnreadFrontmatter(frontmatter, f.line, f.ruleId));
  diagnostics.push(...losses);
  // After the rules read it (lint reads the same text): a `.md` page's disable comments are shown by neither site.
  if (parsed.syntax === 'md' && options.treeFromElsewhere !== true) dropMdDirectives(file, options.source, tree);
  const { toldElements, removedElements } = elementsTold(losses);
  if (options.treeFromElsewhere !== true) diagnostics.push(...frontmatterLosses(file, frontmatter));
  // The Markdown copy's plan is read from the tree as written, before snippets are inlined into it; they are recorded in `frame`.
  const plan = copyPlan(options, tree);
  const frame: CopyFrame = { uses: [] };
  const expandContext: ExpandContext = { root, snippets: options.snippets, diagnostics, dependencies: new Set(), pageMetadata: metadataValue(frontmatter.data), ...(options.leftOut ? { leftOut: options.leftOut } : {}), ...(plan ? { copy: frame } : {}) };
  // Read before the page's imports are expanded (and left out of the tree): `component-known` names the package.
  const packages = packageImports(tree);
  const { foreign, code, components } = await expandPage(expandContext, file, tree);
  // The sandbox (a worker with QuickJS) loads only for a page with a custom component.
  const custom = components.size > 0 ? await renderCustomComponents(tree, components, options, pagePath) : undefined;
  // Snippets inlined into snippets can nest the page deeper again.
  if (expandContext.dependencies.size > 0) limitWarning(capTreeDepth(tree));
  const syntax: Syntax = parsed.syntax;
  const copy = markdownCopy(file, tree, syntax, plan && !expandContext.copyLost ? copySource(root, plan, frame.uses) : undefined, options.treeFromElsewhere === true && options.copyTree === undefined, diagnostics);
  const uses = collectLanguages(tree);
  // KaTeX loads for a page that has math or may have it (a `$`, `Latex`, text from elsewhere), before the tree is drawn.
  if (uses.math || expandContext.dependencies.size > 0 || options.treeFromElsewhere === true || MATH_HINT.test(options.source)) await loadKatex();
  const feed = frontmatter.data.rss === true ? feedItems(tree) : undefined;
  // The HTML shows typographic quotes, dashes and ellipses as Mintlify's does; the Markdown copy keeps the author's text.
  typesetTree(tree);
  if (syntax === 'md') limitWarning(capRawHtmlDepth(tree));
  const hasRaw = syntax === 'md' && JSON.stringify(tree.children).includes('"type":"html"');
  // Tailwind classes are checked against the `style` allow-list as the tree is sanitised (src/render/safety/sanitize.ts).
  if (uses.classes.size > 0 || custom || hasRaw) await loadClassCheck();
  // parse5 loads for a page with raw HTML or a custom component's output (KaTeX's loads with KaTeX); icons do without it.
  if (custom || hasRaw) await loadHtmlParser();
  const toHast = (highlighter: Highlighter | undefined): PageHast => pageToHast(tree, { root, file, pagePath, basePath: options.basePath, ...(options.iconLibrary ? { iconLibrary: options.iconLibrary } : {}), expandContext, foreign, code, packages, ...(custom ? { custom: custom.outcomes, islandSources: custom.islands } : {}), hydrate: options.hydrate === true, highlighter, hasRaw, toldElements, removedElements });
  const { hast, blocks } = await highlightedHast(toHast, pageCodeKeys(tree), uses.langs, diagnostics);
  for (const token of hast.classes) for (const name of classTokens(token)) uses.classes.add(name);
  // A class the allow-list refused is not on the page: the style sheet gets no CSS for it.
  for (const name of uses.classes) if ((classVerdict(name)?.length ?? 0) > 0) uses.classes.delete(name);
  const examples = takeExamples(hast.tree);
  const updateTags = takeUpdateFilters(hast.tree);
  groupStatuses(hast.tree);
  const panel = hast.tree.children.some((node) => node.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes('dw-panel'));
  const html = toHtml(hast.tree);
  const script = hast.islands.count > 0 ? islandScript(hast.islands) : undefined;
  const counts = { ...hast.components, ...(hast.islands.count > 0 ? { hydrated: hast.islands.count } : {}) };
  return {
    html,
    ...(examples ? { examplesHtml: toHtml(examples) } : {}),
    ...(feed && feed.length > 0 ? { feed } : {}),
    ...(updateTags && updateTags.length > 0 ? { updateTags } : {}),
    toc: hast.toc,
    frontmatter: frontmatter.data,
    ...copy,
    diagnostics,
    // Links on front matter's lines the page shows as text are shown, not checked: `frontmatter-yaml` is their finding.
    links: frontmatter.textThrough === undefined ? hast.links : hast.links.filter((link) => link.file !== undefined || !inUnreadFrontmatter(frontmatter, link.line)),
    ids: hast.ids,
    dependencies: [...expandContext.dependencies],
    uses: { math: uses.math, mermaid: uses.mermaid, ...(panel ? { panel } : {}) },
    classes: [...uses.classes].sort(),
    ...(hast.components.rendered + hast.components.failed > 0 ? { components: counts } : {}),
    ...(script !== undefined ? { islands: { file: islandFile(script), script } } : {}),
    ...(custom && [...custom.outcomes.values()].some((outcome) => !outcome.ok && outcome.budget === 'build') ? { overBuildBudget: true } : {}),
    ...(custom?.clock !== undefined ? { clock: custom.clock } : {}),
    ...(options.keepCode === true && blocks.length > 0 ? { codeBlocks: storedBlocks(blocks) } : {}),
  };
}

/**
 * The page's hast with its highlighted code blocks. shiki is started (and its grammars'
 * patterns compiled) only when a block is not in this thread's cache, which the build fills
 * from the blocks an earlier build kept (src/render/page/highlight-store.ts). Should a block
 * the page's code keys missed come up, the page is made again with the highlighter.
 */
async function highlightedHast(toHast: (highlighter: Highlighter | undefined) => PageHast, keys: readonly string[], langs: ReadonlySet<string>, diagnostics: Finding[]): Promise<{ hast: PageHast; blocks: [string, string][] }> {
  const start = diagnostics.length;
  if (keys.every(isHighlighted)) {
    try {
      const { result, blocks } = recordHighlighted(() => toHast(undefined));
      return { hast: result, blocks };
    } catch (error) {
      if (!(error instanceof HighlighterNeeded)) throw error;
      diagnostics.length = start;
    }
  }
  const wanted = new Set(langs);
  for (;;) {
    const highlighter = await timeStageAsync('highlight', () => getHighlighter(wanted));
    try {
      const { result, blocks } = recordHighlighted(() => toHast(highlighter));
      return { hast: result, blocks };
    } catch (error) {
      // A block the language scan missed (drawn by a custom component, say): made again with its
      // grammar, so its colours never depend on what the thread rendered before. Each language
      // comes at most once: a loaded one is not asked for again.
      if (!(error instanceof LanguageNeeded) || wanted.has(error.language)) throw error;
      wanted.add(error.language);
      diagnostics.length = start;
    }
  }
}

export { firstSentence };
