// One page: parse (the one parser) → expand snippets → hast via registry handlers →
// sanitise → HTML, plus the page's Markdown copy, its table of contents and its links.
import { dirname, join, resolve } from 'node:path';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastRootContent, Properties } from 'hast';
import type { Root, RootContent, Code, Image, Link, Paragraph } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { unified } from 'unified';
import remarkRehype, { defaultHandlers } from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import GithubSlugger from 'github-slugger';
import katex from 'katex';
import { getComponent } from '../components/index.js';
import { parsePage, type Frontmatter, type ParsedPage, type Syntax } from '../parse/index.js';
import { isRefusedPath, realPathInsideSync } from '../project/paths.js';
import { handlers as componentHandlers, makeInput, type JsxNode, type PageRenderer } from './components.js';
import { expandPage, originOf, type Diagnostic, type ExpandContext } from './expand.js';
import { codeTitle, getHighlighter, highlightCodeCached } from './highlight.js';
import { iconSvg, isIconUrl } from './icons.js';
import { readAttributes, type Literal } from './literal.js';
import { guardPageElement, guardPageTree, retargetAnchors } from './clobber.js';
import { createTrustedStore, rehypeRawKeepingTrusted, trustedHtml, TRUSTED_MARKER } from './trusted.js';

export interface TocEntry {
  depth: number;
  text: string;
  id: string;
}

export interface PageLink {
  href: string;
  line: number;
  column: number;
  /** The snippet the link is written in, when it is not the page itself. */
  file?: string;
}

export interface RenderedContent {
  /** The page body as sanitised HTML. */
  html: string;
  toc: TocEntry[];
  frontmatter: Record<string, unknown>;
  /** The page as Markdown for machines (snippets inlined, no imports, no expressions). */
  markdown: string;
  /** Plain text of the body, for descriptions and llms-full. */
  diagnostics: Diagnostic[];
  /** Internal links written in the page, for the link check. */
  links: PageLink[];
  /** Every element id on the page (anchors). */
  ids: string[];
  /** Snippet files the page includes. */
  dependencies: string[];
  /** Features the page uses, so assets are added only where needed. */
  uses: { math: boolean; mermaid: boolean };
  /** Set when the page could not be parsed. */
  parseError?: { line: number; column: number; message: string };
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
  /** Already parsed (e.g. by the dev server); parsed here otherwise. */
  parsed?: ParsedPage;
}

const aria = ['ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden', 'ariaSelected', 'ariaControls', 'ariaExpanded', 'ariaCurrent'];

/** The allow-list: GitHub's schema, plus what the component handlers emit. */
const withoutClassRules = (list: readonly unknown[] | undefined): (string | [string, ...(string | number | boolean | RegExp | null | undefined)[]])[] =>
  (list ?? []).filter((entry): entry is string | [string, ...(string | number | boolean | RegExp | null | undefined)[]] => !(Array.isArray(entry) && entry[0] === 'className'));

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Not the sanitiser's own clobber prefix: it cannot tell the page's ids from docwright's
  // (heading anchors, tab panels), so the page's own elements are prefixed before it runs
  // (src/render/clobber.ts).
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style'],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    TRUSTED_MARKER, 'figure', 'figcaption', 'section', 'aside', 'button', 'video', 'source', 'track', 'iframe', 'span', 'mark', 'abbr', 'small', 'u', 'cite', 'center', 'font', 'caption', 'col', 'colgroup', 'hgroup', 'header', 'footer', 'main', 'nav', 'article', 'picture', 'audio', 'svg', 'path', 'g', 'circle', 'rect', 'line', 'polyline', 'polygon', 'label', 'select', 'option',
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'style', 'role', 'hidden', 'data*', ...aria],
    a: [...withoutClassRules(defaultSchema.attributes?.a), 'target', 'rel', 'download'],
    code: ['className'],
    img: [...withoutClassRules(defaultSchema.attributes?.img), 'loading', 'srcSet', 'sizes', 'decoding'],
    video: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'preload'],
    audio: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'preload'],
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    iframe: ['src', 'title', 'allow', 'allowFullScreen', 'loading', 'frameBorder', 'referrerPolicy'],
    button: ['type', 'disabled'],
    li: ['className', 'value'],
    h2: [],
    ul: [...aria],
    section: [],
    ol: [...aria, 'className', 'start', 'reversed', 'type'],
    input: [['disabled', true], ['type', 'checkbox'], 'checked'],
    svg: ['viewBox', 'xmlns', 'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin'],
    path: ['d', 'fill', 'stroke'],
    [TRUSTED_MARKER]: [],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel', 'irc', 'ircs', 'xmpp'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  required: {},
};

function isElement(node: HastRootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

function visitElements(node: HastRoot | Element, visit: (element: Element, parent: HastRoot | Element, index: number) => void): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isElement(child)) {
      visit(child, node, i);
      visitElements(child, visit);
    }
  }
}

function collectLanguages(tree: Root): { langs: Set<string>; math: boolean; mermaid: boolean } {
  const langs = new Set<string>();
  let math = false;
  let mermaid = false;
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'code') {
        if (node.lang === 'mermaid') mermaid = true;
        else langs.add(node.lang ?? 'text');
      } else if (node.type === 'math' || node.type === 'inlineMath') math = true;
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Latex') math = true;
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree.children);
  return { langs, math, mermaid };
}

function samePosition<T extends ElementContent>(element: T, node: Link | Image): T {
  if (node.position) element.position = node.position;
  return element;
}

const URL_ATTRIBUTES = ['href', 'src', 'poster', 'action', 'formAction', 'cite', 'background'];

/** Report what the sanitiser will remove: scripts, event handlers and script URLs. */
function reportUnsafe(tree: HastRoot, warn: (line: number, column: number, message: string, element: Element) => void): void {
  const check = (element: Element): void => {
    const at = element.position?.start ?? { line: 1, column: 1 };
    if (element.tagName === 'script') warn(at.line, at.column, 'Unexpected `<script>`, expected no scripts in pages: it is not emitted', element);
    for (const [key, value] of Object.entries(element.properties ?? {})) {
      if (/^on/i.test(key)) warn(at.line, at.column, `Unexpected event handler \`${key.toLowerCase()}\` on \`<${element.tagName}>\`: it is not emitted`, element);
      if (URL_ATTRIBUTES.includes(key) && typeof value === 'string' && /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\s\u0000-\u001f]/g, '')))
        warn(at.line, at.column, `Unexpected \`${value.trim().split(':')[0]?.toLowerCase()}:\` URL in \`${key}\`: it is not emitted`, element);
    }
  };
  const walk = (node: HastRoot | Element): void => {
    for (const child of node.children) {
      if (isElement(child)) {
        check(child);
        walk(child);
      }
    }
  };
  walk(tree);
}

function styleFromLiteral(value: Literal): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const prop = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      parts.push(`${prop}:${typeof v === 'number' && !/^(opacity|z-index|flex|font-weight|line-height|order)$/.test(prop) ? `${v}px` : v}`);
    }
    return parts.join(';');
  }
  return undefined;
}

/** Strip `.md`/`.mdx` from an internal link and resolve relative paths against the page. */
export function normaliseHref(href: string, pagePath: string): string {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href)) return href;
  const [pathPart, hash] = href.split('#', 2) as [string, string | undefined];
  let path = pathPart;
  if (path !== '' && !path.startsWith('/')) {
    const baseDir = dirname(`/${pagePath}`);
    const parts = `${baseDir}/${path}`.split('/');
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') out.pop();
      else if (part !== '.' && part !== '') out.push(part);
    }
    path = `/${out.join('/')}`;
  }
  path = path.replace(/\.mdx?$/i, '').replace(/\/index$/, '') || (pathPart === '' ? '' : '/');
  return hash === undefined ? path : `${path}#${hash}`;
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

function firstSentence(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

export function pageTitle(frontmatter: Record<string, unknown>, pagePath: string): string {
  const title = frontmatter.title;
  if (typeof title === 'string' && title.trim() !== '') return title.trim();
  const base = pagePath.split('/').pop() ?? pagePath;
  const name = base === 'index' ? (pagePath.split('/').slice(-2, -1)[0] ?? 'Home') : base;
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Render a page's content (not its layout). */
export async function renderContent(options: ContentOptions, pagePath: string): Promise<RenderedContent> {
  const { root, file } = options;
  const parsed = options.parsed ?? parsePage({ path: file, value: options.source });
  const diagnostics: Diagnostic[] = [];
  const frontmatter: Frontmatter = parsed.frontmatter;
  for (const problem of frontmatter.problems) diagnostics.push({ file, line: problem.line, column: problem.column, message: problem.message, severity: 'warning' });
  if (parsed.error) {
    const { line, column, message } = parsed.error;
    diagnostics.push({ file, line, column, message, severity: 'error' });
    return {
      html: '', toc: [], frontmatter: frontmatter.data, markdown: '', diagnostics, links: [], ids: [], dependencies: [], uses: { math: false, mermaid: false },
      parseError: { line, column, message },
    };
  }
  const tree = parsed.tree;
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  const expandContext: ExpandContext = { root, snippets: options.snippets, diagnostics, dependencies: new Set() };
  const { foreign } = await expandPage(expandContext, file, tree);
  const syntax: Syntax = parsed.syntax;
  // The Markdown copy is the page's own text unless snippets were inlined into it.
  const markdown = expandContext.dependencies.size === 0 && !options.parsed ? sourceBody(options.source, syntax) : toMarkdown(tree, syntax);
  const uses = collectLanguages(tree);
  const highlighter = await getHighlighter(uses.langs);

  const trusted = createTrustedStore();
  const slugger = new GithubSlugger();
  let uidCounter = 0;
  const warnAt = (node: { position?: { start: { line: number; column: number } } } | undefined, message: string, severity: 'warning' | 'error' = 'warning'): void => {
    diagnostics.push({ file: originOf(expandContext, node, file), line: node?.position?.start.line ?? 1, column: node?.position?.start.column ?? 1, message, severity });
  };
  // A local file a page shows (`![](/images/a.png)`, `<img src>`) whose real path is outside
  // the project is never published: say so where it is used.
  const refuseOutside = (src: unknown, node: { position?: { start: { line: number; column: number } } }): void => {
    if (typeof src !== 'string') return;
    const path = src.split(/[?#]/, 1)[0] ?? '';
    if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return;
    }
    try {
      realPathInsideSync(root, decoded.startsWith('/') ? join(root, decoded) : resolve(dirname(file), decoded));
    } catch (error) {
      if (isRefusedPath(error) && error.reason !== 'missing') warnAt(node, `Unexpected file \`${src}\` ${error.reason === 'outside' ? 'outside' : 'that links outside'} the project, expected a file inside it: it is not published`);
    }
  };
  const library = options.iconLibrary ?? 'fontawesome';
  const page: PageRenderer = {
    uid: (prefix) => `dw-${prefix}-${++uidCounter}`,
    slug: (value) => slugger.slug(value),
    icon(name, iconType, extra) {
      if (!name) return undefined;
      const size = extra?.size;
      if (isIconUrl(name)) return h('img', { className: ['dw-i'], src: name, alt: '', width: size ?? 16, height: size ?? 16 });
      const svg = iconSvg(name, iconType, library);
      if (!svg) return undefined;
      const style = [extra?.color ? `color:${extra.color}` : '', size ? `width:${size}px;height:${size}px` : ''].filter(Boolean).join(';');
      const icon = trustedHtml(svg);
      // The parsed icon is shared: a styled one is a copy with its own properties.
      return trusted.hold(style ? icon.map((node) => (node.type === 'element' ? { ...node, properties: { style, ...node.properties } } : node)) : icon);
    },
    code(value, lang, meta, opts) {
      const title = opts?.bare ? undefined : codeTitle(meta);
      if (lang === 'mermaid') {
        return h('figure', { className: ['dw-mermaid'] }, [h('figcaption', ['Mermaid diagram (source)']), h('pre', { className: ['mermaid'] }, [h('code', [value])])]);
      }
      const pre = highlightCodeCached(highlighter, value, lang, meta);
      return h('div', { className: ['dw-code'] }, [
        ...(title ? [h('div', { className: ['dw-code-title'] }, [title])] : []),
        h('button', { type: 'button', className: ['dw-copy'], ariaLabel: 'Copy code' }, [trusted.hold(trustedHtml(COPY_ICON))]),
        trusted.hold(pre),
      ]);
    },
    math(tex, display) {
      try {
        return trusted.hold(trustedHtml(katex.renderToString(tex, { displayMode: display, throwOnError: true, output: 'htmlAndMathml', trust: false, strict: 'ignore' }), false));
      } catch (error) {
        diagnostics.push({ file, line: 1, column: 1, message: `Invalid TeX: ${(error as Error).message}`, severity: 'warning' });
        return h(display ? 'pre' : 'code', { className: ['dw-math-error'] }, [tex]);
      }
    },
    warn: (node, message) => warnAt(node, message),
    tocEntry() {
      /* headings and marked sections are collected from the tree in document order */
    },
    names: new Set(),
  };

  const jsx = (state: State, node: JsxNode): ElementContent | ElementContent[] | undefined => {
    const name = node.name;
    if (name === null || name === undefined) return state.all(node); // fragment
    const attrs = readAttributes(node.attributes);
    const handler = Object.hasOwn(componentHandlers, name) ? componentHandlers[name] : undefined;
    if (handler) return handler(makeInput(node, attrs, state, page));
    if (/^[a-z][a-z0-9-]*$/.test(name)) {
      if (name.startsWith('dw-')) return state.all(node);
      const props: Properties = {};
      for (const [key, value] of Object.entries(attrs)) {
        if (key === 'style') {
          const style = styleFromLiteral(value);
          if (style) props.style = style;
        } else if (key === 'class' || key === 'className') props.className = typeof value === 'string' ? value.split(/\s+/) : undefined;
        else if (value !== null && typeof value !== 'object') props[key] = value;
      }
      // Expression attributes that are code are dropped; event handlers are reported.
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && /^on[A-Z]/i.test(attribute.name) && !(attribute.name in props)) props[attribute.name] = 'code';
      }
      refuseOutside(props.src, node);
      const element = h(name, props, state.all(node));
      guardPageElement(element);
      if (node.position) element.position = node.position;
      return element;
    }
    const spec = getComponent(name);
    if (!spec && !foreign.has(name)) warnAt(node, `Unknown component \`${name}\`: its content is shown without it`);
    return h(node.type === 'mdxJsxFlowElement' ? 'div' : 'span', { className: ['dw-component'], dataComponent: name }, state.all(node));
  };
  const codeHandler = (_state: State, node: Code): Element => {
    const element = page.code(node.value, node.lang, node.meta);
    if (node.position) element.position = node.position;
    return element;
  };
  const nothing = (): undefined => undefined;

  const hasRaw = syntax === 'md' && JSON.stringify(tree.children).includes('"type":"html"');
  const processor = unified()
    .use(remarkRehype, {
      allowDangerousHtml: hasRaw,
      handlers: {
        paragraph: (state: State, node: Paragraph) => {
          // "Unravel": a paragraph that only wraps components is those components.
          const only = node.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''));
          if (only && node.children.length > 0) return state.all(node);
          return { type: 'element', tagName: 'p', properties: {}, children: state.all(node), ...(node.position ? { position: node.position } : {}) };
        },
        mdxJsxFlowElement: jsx,
        mdxJsxTextElement: jsx,
        mdxjsEsm: nothing,
        mdxFlowExpression: nothing,
        mdxTextExpression: nothing,
        yaml: nothing,
        toml: nothing,
        code: codeHandler,
        // Links and images keep their Markdown node's position object, so a message about
        // one inlined from a snippet can name the snippet.
        link: (state: State, node: Link) => samePosition(defaultHandlers.link(state, node), node),
        image: (state: State, node: Image) => {
          refuseOutside(node.url, node);
          return samePosition(defaultHandlers.image(state, node), node);
        },
        math: (_state: State, node: { value: string }) => h('div', { className: ['dw-math-display'] }, [page.math(node.value, true)]),
        inlineMath: (_state: State, node: { value: string }) => page.math(node.value, false),
      },
    });
  if (hasRaw) processor.use(rehypeRawKeepingTrusted);
  let hast = processor.runSync(tree);
  // A `.md` page's raw HTML is parsed into the tree here; before headings get their anchors,
  // every id and name in it is the page's own (or a footnote's, prefixed already).
  if (hasRaw) guardPageTree(hast);

  // Headings get anchors; the table of contents follows the document order.
  const toc: TocEntry[] = [];
  const links: PageLink[] = [];
  const linkOrigin = (element: Element): { file?: string } => {
    const origin = originOf(expandContext, element, file);
    return origin === file ? {} : { file: origin };
  };
  const refusedFrames: { element: Element; parent: HastRoot | Element }[] = [];
  visitElements(hast, (element, parent) => {
    const match = /^h([1-6])$/.exec(element.tagName);
    if (match) {
      const headingText = hastToString(element).trim();
      let id = typeof element.properties.id === 'string' ? element.properties.id : undefined;
      if (!id && headingText) {
        id = slugger.slug(headingText);
        element.properties.id = id;
      }
      const depth = Number(match[1]);
      if (id && (depth === 2 || depth === 3) && !hasClass(element, 'dw-step-title')) toc.push({ depth, text: headingText, id });
      if (id && (depth === 2 || depth === 3)) {
        element.children = [...element.children, h('a', { className: ['dw-anchor'], href: `#${id}`, ariaLabel: `Link to ${headingText}` }, ['#'])];
      }
    }
    if (hasClass(element, 'dw-update') && typeof element.properties.id === 'string') {
      const label = element.children.find(isElement);
      toc.push({ depth: 2, text: label ? hastToString(label.children.find(isElement) ?? label).trim() : element.properties.id, id: element.properties.id });
    }
    for (const key of ['href', 'src'] as const) {
      const value = element.properties[key];
      if (typeof value !== 'string' || value === '') continue;
      const normalised = normaliseHref(value, pagePath);
      if (key === 'src' && element.tagName === 'iframe' && framesLocalFile(normalised)) {
        // A frame shows its document on the site's origin: a project file (an SVG, say) is
        // never framed, only pages and other sites.
        refusedFrames.push({ element, parent });
        warnAt(element, `Unexpected \`<iframe>\` source \`${value}\`, expected a page or an external URL: it is not emitted`);
        continue;
      }
      if (normalised.startsWith('/') && !normalised.startsWith('//')) {
        if (key === 'href' && element.tagName === 'a') links.push({ href: normalised, line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1, ...linkOrigin(element) });
        element.properties[key] = `${options.basePath}${normalised}`;
      } else if (normalised.startsWith('#') && key === 'href' && element.tagName === 'a' && !hasClass(element, 'dw-anchor')) {
        links.push({ href: `/${pagePath}${normalised}`, line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1, ...linkOrigin(element) });
      }
    }
    if (element.tagName === 'img' && element.properties.loading === undefined) element.properties.loading = 'lazy';
    if (element.tagName === 'table') element.properties.className = [...classList(element), 'dw-table'];
  });

  for (const { element, parent } of refusedFrames) parent.children = parent.children.filter((child) => child !== element);
  const anchorAliases = retargetAnchors(hast);
  reportUnsafe(hast, (line, column, message, element) => diagnostics.push({ file: originOf(expandContext, element, file), line, column, message, severity: 'warning' }));
  hast = unified().use(rehypeSanitize, sanitizeSchema).runSync(hast);

  const ids: string[] = [...anchorAliases];
  // The page's ids are read before docwright's own markup joins the sanitised tree.
  visitElements(hast, (element) => {
    if (typeof element.properties.id === 'string') ids.push(element.properties.id);
  });
  trusted.restore(hast);
  const html = toHtml(hast);
  return { html, toc, frontmatter: frontmatter.data, markdown, diagnostics, links, ids, dependencies: [...expandContext.dependencies], uses: { math: uses.math, mermaid: uses.mermaid } };
}

/** A same-origin URL that names a file rather than a page (`/images/logo.svg`, `/llms.txt`). */
function framesLocalFile(normalised: string): boolean {
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return false;
  let path = normalised.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* compared as written */
  }
  return /\.[A-Za-z0-9]+$/.test(path) && !/\.html?$/i.test(path);
}

function classList(element: Element): string[] {
  const value: unknown = element.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(element: Element, name: string): boolean {
  return classList(element).includes(name);
}

export { firstSentence };

const COPY_ICON =
  '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>';
