// A page's tree as hast: the registry's component handlers and docwright's own handlers
// for code, math and links (mdast → hast), then the page's rehype plugins in order: raw
// HTML, ids guarded, heading ids, links, base path, element defaults, sanitising, and last
// docwright's own trusted markup.
import { dirname, join, resolve } from 'node:path';
import type { Element, ElementContent, Root as HastRoot, Properties } from 'hast';
import type { BlockContent, Root, RootContent, Code, Heading, Image, ImageReference, Link, LinkReference, Paragraph, PhrasingContent } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { unified } from 'unified';
import remarkRehype, { defaultHandlers } from 'remark-rehype';
import { h } from 'hastscript';
import type KatexModule from './katex.js';
import { getComponent } from '../../components/index.js';
import { OVERRIDDEN_MESSAGE, passesNothing, surelyMeant } from '../../components/attribute-values.js';
import { hasChildElement } from '../../components/tree.js';
import { foreignComponent, htmlBlockMessage, lowerCaseComponent, lowerCaseMessage, MINTLIFY_HTML_NAMES, MINTLIFY_ONLY, nearComponent, packageComponentMessage, tabItemMessage, tabItemTitle, UNKNOWN_COMPONENT_MESSAGES, unknownComponentMessage } from '../../components/unknown-component.js';
import { cleanAnchor, componentId, customAnchor, explicitTabIds, HeadingSlugger, TabSlugger } from '../../parse/anchors.js';
import { headingText } from '../../parse/page-links.js';
import { unravels } from '../../parse/unravel.js';
import { isRefusedPath, realPathInsideSync } from '../../fs/paths.js';
import { handlers as componentHandlers, iconLibraryOf, makeInput, withOwnClasses, type JsxNode, type PageRenderer } from '../components/components.js';
import type { Finding } from '../../findings/finding.js';
import { isUnknownIcon, unknownIconMessage } from '../../icons.js';
import { originOf, type ExpandContext } from './expand.js';
import { highlightCodeCached, isUncolouredTooDeep, languageId, tooDeepMessage, type Highlighter } from './highlight.js';
import { blockLanguage, parseCodeMeta } from '../../components/code-meta.js';
import { cssSize, iconSvg, imageIconSize, isIconUrl } from '../components/icons.js';
import { readAttributes, styleText } from '../tree/literal.js';
import { markDrawnBy, markWritten, markWrittenHtml } from '../tree/written.js';
import { CLOBBER_PREFIX, guardPageElement, guardPageTree, retargetAnchors } from '../safety/clobber.js';
import { classList, holdsBlock, visitElements } from '../tree/elements.js';
import { rehypeHeadingIds, type TocEntry } from './heading-ids.js';
import { attributeFinder, markAuthoredUrl, rehypeBasePath, rehypePageLinks, type RenderedLink } from './page-links.js';
import { sanitizePage } from '../safety/sanitize.js';
import { svgCamelName } from '../safety/html-names.js';
import { timeStage } from './stage-timing.js';
import { createTrustedStore, loadHtmlParser, parseHtml, rehypeRawKeepingTrusted, trustedHtml, type TrustedStore } from '../safety/trusted.js';
import type { Outcome } from '../safety/sandbox/sandbox.js';
import { islandChildren, islandElement, newPageIslands, rehypeIslands, type IslandSource, type PageIslands } from './islands.js';
import type { CheckId } from '../../findings/checks.js';


/** The library a code block's `icon=` is drawn from (see `code` below). */
const CODE_ICON_LIBRARY = 'fontawesome';
/** The warning id for a component written in code (`/snippets/x.jsx`): one per component per build. */
export const CODE_COMPONENT_RULE: CheckId = 'component-static';

type Positioned = { position?: { start: { line: number; column: number } } } | undefined;

/** A drawn icon in its color (`color` wins over a light and a dark one: a class the site's CSS reads) and size; the parsed icon is shared, so a styled one is a copy with its own properties. */
function styledIcon(icon: readonly ElementContent[], extra: Parameters<PageRenderer['icon']>[2]): readonly ElementContent[] {
  const modes = extra?.color ? undefined : extra?.modes;
  const size = extra?.size;
  const style = [
    extra?.color ? `color:${extra.color}` : '',
    modes ? `--dw-icon-light:${modes.light};--dw-icon-dark:${modes.dark}` : '',
    size ? `width:${cssSize(size)};height:${cssSize(size)}` : '',
  ].filter(Boolean).join(';');
  if (!style) return icon;
  const styled = (node: Element): Element => ({ ...node, properties: { style, ...node.properties, ...(modes ? { className: [...classList(node), 'dw-i-modes'] } : {}) } });
  return icon.map((node) => (node.type === 'element' ? styled(node) : node));
}

/** What the handlers of one page share. */
interface PageScope {
  root: string;
  file: string;
  expandContext: ExpandContext;
  diagnostics: Finding[];
  trusted: TrustedStore;
  slugger: HeadingSlugger;
  /** The ids of the page's `<Tab title>`s, as Mintlify makes them (src/parse/anchors.ts). */
  tabs: TabSlugger;
  /** Undefined when every code block of the page is in the highlighted-code cache. */
  highlighter: Highlighter | undefined;
  library: string;
  /** Components imported from packages: shown without a warning. */
  foreign: ReadonlySet<string>;
  /** Components that are the project's own code (name → file): shown as their children, with one warning. */
  code: ReadonlyMap<string, string>;
  /** Names the page imports from a package, with the package (`packageImports`): `component-known` names it, as lint does. */
  packages: ReadonlyMap<string, string>;
  /** Code components warned about on this page. */
  warnedCode: Set<string>;
  /** What the sandbox made of each use of a custom component on the page (by its node). */
  custom: ReadonlyMap<object, Outcome> | undefined;
  /** What the browser needs of each use to hydrate it (src/render/page/islands.ts), by its node. */
  islandSources: ReadonlyMap<object, IslandSource> | undefined;
  /** The project hydrates interactive components (`build.hydrate`). */
  hydrate: boolean;
  islands: PageIslands;
  counts: PageHast['components'];
  /** Class names custom components wrote (candidates for the site's Tailwind style sheet). */
  classes: Set<string>;
  /** Where (`line:column`) elements start that a finding named already (`component-known`): the sanitiser does not report them again. */
  told: Set<string>;
  warnAt(node: Positioned, ruleId: CheckId, message: string): void;
}

export interface PageHastOptions {
  root: string;
  file: string;
  /** The page's path without extension, for relative links. */
  pagePath: string;
  basePath: string;
  iconLibrary?: string;
  expandContext: ExpandContext;
  foreign: ReadonlySet<string>;
  code?: ReadonlyMap<string, string>;
  /** Names the page imports from a package, with the package (`packageImports`, read before the imports are expanded). */
  packages?: ReadonlyMap<string, string>;
  /** What the sandbox made of each use of a custom component on the page, by its node (src/render/safety/sandbox/components.ts). */
  custom?: ReadonlyMap<object, Outcome>;
  /** What the browser needs of each use of a custom component to hydrate it, by its node. */
  islandSources?: ReadonlyMap<object, IslandSource>;
  /** Hydrate interactive custom components in the reader's browser (`build.hydrate`); otherwise each is reported as static. */
  hydrate?: boolean;
  /** Undefined when every code block of the page is in the highlighted-code cache (a block that is not throws `HighlighterNeeded`). */
  highlighter: Highlighter | undefined;
  /** A `.md` page with raw HTML in it. */
  hasRaw: boolean;
  /** Where (`line:column`) a `.md` page's components start that a rule reported (`md-page-component`, `component-known`): the sanitiser does not report them again. */
  toldElements?: ReadonlySet<string>;
  /** Where (`line:column`) a `.md` page's raw HTML blocks start that Mintlify removes with their content (`component-known` says so): docwright removes them too. */
  removedElements?: ReadonlySet<string>;
}

export interface PageHast {
  tree: HastRoot;
  toc: TocEntry[];
  links: RenderedLink[];
  /** Every element id on the page (anchors). */
  ids: string[];
  /** Uses of custom components rendered, and those that became placeholders; `static`: interactive ones drawn static (their names), `hydrated`: uses hydrated in the browser. */
  components: { rendered: number; failed: number; static?: string[]; hydrated?: number };
  /** Class names the custom components wrote. */
  classes: Set<string>;
  /** The components hydrated in the browser: their programs (src/render/page/islands.ts). */
  islands: PageIslands;
}

function samePosition<T extends ElementContent>(element: T, node: Link | Image): T {
  if (node.position) element.position = node.position;
  return element;
}

/** A local file a page shows (`![](/images/a.png)`, `<img src>`) whose real path is outside the project is never published: say so where it is used. */
function refuseOutside(scope: PageScope, src: unknown, node: Positioned): void {
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
    realPathInsideSync(scope.root, decoded.startsWith('/') ? join(scope.root, decoded) : resolve(dirname(scope.file), decoded));
  } catch (error) {
    if (isRefusedPath(error) && error.reason !== 'missing') scope.warnAt(node, 'path-outside', `Unexpected file \`${src}\` ${error.reason === 'outside' ? 'outside' : 'that links outside'} the project, expected a file inside it: it is not published`);
  }
}

/** KaTeX (~0.27 MB of code), once it was loaded for a page with math (`loadKatex`). */
let katex: typeof KatexModule | undefined;

/** Load KaTeX, once, before `pageToHast` draws a page with math: the first page of `dev` without math does without it (issue 51). */
export async function loadKatex(): Promise<void> {
  // KaTeX's output joins the page through the HTML parser (trustedHtml).
  await loadHtmlParser();
  katex ??= (await import('./katex.js')).default;
}

/** What the component handlers call back into: ids, icons, code and math of this page. */
function pageRenderer(scope: PageScope): PageRenderer {
  const { trusted } = scope;
  let uidCounter = 0;
  const accordions = new Map<string, number>();
  return {
    uid: (prefix) => `dw-${prefix}-${++uidCounter}`,
    slug: (value) => scope.slugger.slug(value),
    tabId: (title) => scope.tabs.next(title),
    anchor(kind, value) {
      if (kind === 'field') return scope.slugger.field(value);
      if (kind === 'title') return scope.slugger.title(value);
      const base = componentId(value);
      const count = accordions.get(base) ?? 0;
      accordions.set(base, count + 1);
      return componentId(value, count);
    },
    icon(name, iconType, extra) {
      if (!name) return undefined;
      const size = extra?.size;
      if (isIconUrl(name)) return h('img', { className: ['dw-i'], src: name, alt: '', ...imageIconSize(size) });
      const svg = iconSvg(name, iconType, extra?.library ?? scope.library);
      if (!svg) return undefined;
      return trusted.hold(styledIcon(trustedHtml(svg), extra));
    },
    code(value, lang, meta, opts) {
      if (lang === 'mermaid') return mermaidFigure(scope, value, meta, opts?.node);
      // ```` ```nocopy ```` alone: plain text without a copy button (Mintlify's spelling).
      const bareNocopy = lang?.toLowerCase() === 'nocopy';
      const options = parseCodeMeta(meta);
      // A code block's `icon` is drawn from Font Awesome whatever `icons.library` says: Mintlify's code header
      // (@mintlify/components `CodeHeader`) passes its `Icon` no library, so the default, Font Awesome, draws it.
      if (options.icon && isUnknownIcon(options.icon, CODE_ICON_LIBRARY)) {
        const at = opts?.node?.position?.start ?? { line: 1, column: 1 };
        warnIconOnce(scope, { file: originOf(scope.expandContext, opts?.node, scope.file), line: at.line, column: at.column, ruleId: 'icon-unknown', message: unknownIconMessage(options.icon, CODE_ICON_LIBRARY), severity: 'warn' });
      }
      // `lang="…"` in the meta highlights the block in that language (blockLanguage).
      const shownLang = blockLanguage(lang, meta);
      const pre = timeStage('highlight', () => highlightCodeCached(scope.highlighter, value, shownLang, meta));
      if (isUncolouredTooDeep(pre)) scope.warnAt(opts?.node, 'page-limit', tooDeepMessage(languageId(shownLang)));
      const title = opts?.bare ? undefined : options.title;
      const icon = opts?.bare ? undefined : this.icon(options.icon, undefined, { library: CODE_ICON_LIBRARY });
      // Mintlify's footer counts the highlighted lines; its plain-text highlighting keeps one
      // more, the empty line after the block's last newline. Every `expandable` block starts collapsed.
      const count = lineCount(pre) + (languageId(shownLang) === 'text' ? 1 : 0);
      const collapsible = options.expandable;
      return h('div', { className: ['dw-code', ...(collapsible ? ['dw-code-expandable'] : [])] }, [
        ...(title || icon ? [h('div', { className: ['dw-code-title'] }, [...(icon ? [icon] : []), ...(title ? [title] : [])])] : []),
        // The copy button copies the block as displayed (site.browser.ts): the notation
        // comments are already gone from the HTML, and removed (`[!code --]`) and unfocused
        // lines are copied with the rest, as Mintlify's copy button does.
        ...(options.nocopy || bareNocopy ? [] : [h('button', { type: 'button', className: ['dw-copy'], ariaLabel: 'Copy code' }, [trusted.hold(trustedHtml(COPY_ICON))])]),
        trusted.hold(pre),
        // A long `expandable` block shows its first lines; the `<details>` opens it without
        // script (CSS reads `[open]`), and the site script brings a collapsed block back into view.
        ...(collapsible
          ? [
              h('details', { className: ['dw-code-expand'] }, [
                h('summary', [h('span', { className: ['dw-code-more'] }, [`See all ${count} ${linesWord(count, opts?.node)}`]), h('span', { className: ['dw-code-less'] }, ['See less'])]),
              ]),
            ]
          : []),
      ]);
    },
    math(tex, display, node) {
      // A page with math had `loadKatex` awaited (renderContent in page.ts): not having it is our bug, not the page's.
      if (katex === undefined) throw new Error('Unexpected math before KaTeX loaded, expected `loadKatex()` awaited first');
      const loaded = katex;
      try {
        return trusted.hold(trustedHtml(loaded.renderToString(tex, { displayMode: display, throwOnError: true, output: 'htmlAndMathml', trust: false, strict: 'ignore' }), false));
      } catch (error) {
        // At the math written (its snippet's file when it is one's), not the page's first line.
        scope.warnAt(node, 'math-invalid', `Unexpected TeX that KaTeX cannot render (${(error as Error).message.replace(/\s+/g, ' ').replace(/'([^'\s]+)'/g, '`$1`').replace(/\.$/, '')}), expected valid TeX: its source is shown`);
        return h(display ? 'pre' : 'code', { className: ['dw-math-error'] }, [tex]);
      }
    },
    warn: (node, message, at) => {
      if (!at) {
        scope.warnAt(node, 'component-render', message);
        return;
      }
      scope.diagnostics.push({ file: originOf(scope.expandContext, node, scope.file), line: at.line, column: at.column, ruleId: 'component-render', message, severity: 'warn' });
    },
    removedBlock: (node) => removedBlock(scope, node, true),
    unknown: (node) => {
      const name = node.name ?? '';
      // An HTML element or a component the page renders through code is no unknown component.
      if (!/^[A-Z]/.test(name) || scope.custom?.has(node) === true || scope.code.has(name)) return undefined;
      return warnUnknown(scope, node, name, true);
    },
    inSnippet: (node) => originOf(scope.expandContext, node, scope.file) !== scope.file,
    names: new Set(),
  };
}

/**
 * The word after an `expandable` block's line count, as Mintlify's footer has it: "line" for one line
 * only when the count is a number, as for a JSX `<CodeBlock>`; a fenced block's count reaches the
 * footer as a string (`@mintlify/common`'s rehypeCodeBlocks), which never equals 1: "See all 1 lines".
 */
function linesWord(count: number, node: RootContent | undefined): string {
  return count === 1 && node?.type !== 'code' ? 'line' : 'lines';
}

/** An HTML element written in MDX (`<div class>`), with the page's ids guarded. */
function pageElement(scope: PageScope, state: State, node: JsxNode, name: string): ElementContent | ElementContent[] {
  if (name.startsWith('dw-')) return state.all(node);
  const props: Properties = {};
  for (const [key, value] of Object.entries(readAttributes(node.attributes))) {
    if (key === 'style') {
      const style = styleText(value);
      if (style) props.style = style;
    } else if (key === 'class' || key === 'className') props.className = typeof value === 'string' ? value.split(/\s+/) : undefined;
    else if (value !== null && typeof value !== 'object') props[key] = value;
  }
  // Expression attributes that are code are dropped; event handlers are reported.
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && /^on[A-Z]/i.test(attribute.name) && !(attribute.name in props)) props[attribute.name] = 'code';
  }
  refuseOutside(scope, props.src, node);
  const element = h(name, props, state.all(node));
  // hastscript writes HTML names in lower case; an SVG element keeps its own (`clipPath`), as the allow-list names it.
  element.tagName = svgCamelName(name) ?? element.tagName;
  // `<h2>` gets its id from its text as written (heading-ids.ts), as a Markdown heading does.
  if (/^h[1-6]$/.test(name)) element.data = { ...element.data, anchorText: headingText(node), ...(typeof props.id === 'string' ? { ownAnchor: cleanAnchor(props.id) } : {}) };
  guardPageElement(element);
  if (node.position) element.position = node.position;
  // A refused attribute, class or `style` value is reported at the attribute as written.
  return markWritten(element, node);
}

/**
 * An icon attribute (the registry's `icon` type) that names no icon: a warning at the attribute,
 * for a literal (`icon="rocket-x"`) and for an expression the expansion resolved to a string
 * (`icon={i}` with `export const i = "rocket-x"`, a snippet's `icon={props.icon}`).
 */
function warnUnknownIcons(scope: PageScope, node: JsxNode, name: string): void {
  const spec = getComponent(name);
  if (!spec) return;
  // The component's own `iconLibrary` (`<Icon iconLibrary="lucide">`), else the site's.
  const library = iconLibraryOf(node, readAttributes(node.attributes.filter((a) => a.type === 'mdxJsxAttribute' && a.name === 'iconLibrary'))) ?? scope.library;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !spec.attributes.some((a) => a.name === attribute.name && a.type === 'icon')) continue;
    const value = readAttributes([attribute])[attribute.name];
    if (typeof value !== 'string' || !isUnknownIcon(value, library)) continue;
    const at = attribute.position?.start ?? node.position?.start ?? { line: 1, column: 1 };
    const file = originOf(scope.expandContext, node, scope.file);
    warnIconOnce(scope, { file, line: at.line, column: at.column, ruleId: 'icon-unknown', message: unknownIconMessage(value, library), severity: 'warn' });
  }
}

/**
 * An attribute Mintlify shows only with another (the registry's `requires`: a `<Tooltip>`'s `cta` needs `href`) written
 * alone, or one it ignores beside another (`overriddenBy`: a `<Badge>`'s `icon` beside `tailIcon`): a warning at it, as
 * `component-attribute-required` gives in lint. An element with a spread is not judged.
 */
function warnUnpaired(scope: PageScope, node: JsxNode, name: string): void {
  const spec = getComponent(name);
  if (!spec || node.attributes.some((a) => a.type !== 'mdxJsxAttribute')) return;
  const present = new Set(node.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? a.name : '')));
  // `{undefined}` and `{null}` pass nothing: such an attribute neither wins over another nor is ignored.
  const given = new Set(node.attributes.map((a) => (a.type === 'mdxJsxAttribute' && !passesNothing(a) ? a.name : '')));
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const described = spec.attributes.find((a) => a.name === attribute.name);
    const at = attribute.position?.start ?? node.position?.start ?? { line: 1, column: 1 };
    const warn = (message: string): void => {
      scope.diagnostics.push({ file: originOf(scope.expandContext, node, scope.file), line: at.line, column: at.column, ruleId: 'component-render', message, severity: 'warn' });
    };
    const needs = described?.requires;
    if (needs !== undefined && !present.has(needs)) warn(`Unexpected attribute \`${attribute.name}\` without \`${needs}\` on \`<${name}>\`, expected both: Mintlify shows it only with \`${needs}\``);
    const winner = described?.overriddenBy;
    if (winner !== undefined && given.has(winner) && given.has(attribute.name)) {
      warn(OVERRIDDEN_MESSAGE.replaceAll('{{attribute}}', () => attribute.name).replaceAll('{{winner}}', () => winner).replaceAll('{{name}}', () => name));
    }
  }
}

/**
 * An attribute the registry marks required (`<ParamField type>`, `<Tooltip tip>`, `<Update label>`), or none of a group
 * of which one is required (`<ParamField>`'s `path`/`query`/`body`/`header`), missing on a component: the reader gets an
 * empty or broken block, so the build says so at the element, as `component-attribute-required` does in lint. An element
 * with a spread is not judged, nor an attribute whose typo is written (lint's `component-attribute-known` names it).
 */
/** Missing attributes a component's handler reports itself, with what the reader gets instead (`<Visibility>` without `for` hides its content). */
const HANDLER_REPORTS_MISSING: ReadonlySet<string> = new Set(['Visibility for']);

function warnMissing(scope: PageScope, node: JsxNode, name: string): void {
  const spec = getComponent(name);
  if (!spec || node.attributes.some((a) => a.type !== 'mdxJsxAttribute')) return;
  const present = new Set(node.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? a.name : '')));
  const unknown = [...present].filter((written) => !spec.attributes.some((a) => a.name === written));
  const at = node.position?.start ?? { line: 1, column: 1 };
  const file = originOf(scope.expandContext, node, scope.file);
  const warn = (message: string): void => {
    scope.diagnostics.push({ file, line: at.line, column: at.column, ruleId: 'component-render', message, severity: 'warn' });
  };
  for (const attribute of spec.attributes) {
    if (!attribute.required || present.has(attribute.name) || HANDLER_REPORTS_MISSING.has(`${name} ${attribute.name}`) || unknown.some((written) => surelyMeant(written, attribute.name))) continue;
    if (attribute.orFirstHeading && node.children[0]?.type === 'heading') continue;
    if (hasChildElement(node.children, attribute.orChildElement)) continue;
    const example = ['string', 'url', 'enum', 'icon'].includes(attribute.type) ? `${attribute.name}="…"` : `${attribute.name}={…}`;
    warn(`Missing attribute \`${attribute.name}\` on \`<${name}>\`, expected \`${example}\``);
  }
  for (const group of spec.exactlyOneOf ?? []) {
    if (group.some((member) => present.has(member))) continue;
    if (Object.entries(spec.misnamed ?? {}).some(([written, meant]) => present.has(written) && group.includes(meant))) continue;
    warn(`Missing one of ${group.map((member) => `\`${member}\``).join(', ')} on \`<${name}>\`, expected exactly one`);
  }
}

/** The element a sandboxed component renders for a component it uses but does not define (src/render/safety/sandbox/runtime.browser.ts). */
const BUILTIN_TAG = 'dw-builtin';

/** hast a custom component rendered, carried in mdast to the page's handlers (`dwRenderedHast`). */
interface RenderedHast {
  type: 'dwRenderedHast';
  data: { hast: ElementContent[] };
}

/** Renders a JSX node of the page as the page's handlers do (a registry component, or an unknown one with its finding). */
type BuiltinRenderer = (node: JsxNode) => ElementContent | ElementContent[] | undefined;

/** The props a sandboxed component gave a built-in, read from their JSON (an object, else none). */
function builtinProps(element: Element): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(element.properties.dataProps ?? '{}'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A built-in used inside a custom component (`<CodeBlock filename={…}>` in a `.jsx` snippet) as
 * a JSX node of the page at the component's use: its props as attributes (strings as written,
 * other values as their JSON), its children the hast the component rendered.
 */
function builtinNode(use: JsxNode, element: Element, children: ElementContent[]): JsxNode {
  const attributes: JsxNode['attributes'] = [];
  for (const [name, value] of Object.entries(builtinProps(element))) {
    if (value === undefined || value === null || value === false || !/^[A-Za-z_][\w-]*$/.test(name)) continue;
    if (value === true) attributes.push({ type: 'mdxJsxAttribute', name, value: null });
    else if (typeof value === 'string') attributes.push({ type: 'mdxJsxAttribute', name, value });
    else attributes.push({ type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) } });
  }
  const hast: RenderedHast = { type: 'dwRenderedHast', data: { hast: children } };
  const name = String(element.properties.dataName ?? '');
  const inner = [hast] as unknown as JsxNode['children'];
  const position = use.position ? { position: use.position } : {};
  return use.type === 'mdxJsxFlowElement'
    ? { type: 'mdxJsxFlowElement', name, attributes, children: inner as BlockContent[], data: { dwBuiltin: true }, ...position }
    : { type: 'mdxJsxTextElement', name, attributes, children: inner as PhrasingContent[], data: { dwBuiltin: true }, ...position };
}

const MERMAID_PLACEMENTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * A ```` ```mermaid ```` block: its source in a figure, drawn in the reader's browser
 * (src/render/assets/mermaid.browser.ts) with zoom, pan and reset controls. `actions={false}` or
 * `actions={true}` hides or shows them (otherwise shown when the diagram is over 120px high, as on
 * Mintlify); `placement` puts them in a corner (`bottom-right` by default). Another placement is a warning.
 */
function mermaidFigure(scope: PageScope, value: string, meta: string | null | undefined, node: Positioned): Element {
  const actions = /(?:^|\s)actions=\{?["']?(true|false)["']?\}?/.exec(meta ?? '')?.[1];
  const placement = /(?:^|\s)placement=["']?([\w-]+)/.exec(meta ?? '')?.[1];
  const known = placement === undefined || MERMAID_PLACEMENTS.includes(placement);
  if (!known) scope.warnAt(node, 'component-render', `Unexpected mermaid \`placement="${placement.slice(0, 40)}"\`, expected one of ${MERMAID_PLACEMENTS.map((p) => `\`${p}\``).join(', ')}: the controls are at the bottom right`);
  return h('figure', { className: ['dw-mermaid'], dataActions: actions, dataPlacement: known ? placement : undefined }, [h('figcaption', ['Mermaid diagram (source)']), h('pre', { className: ['mermaid'] }, [h('code', [value])])]);
}

/** An `icon-unknown` warning, unless the page already has one for the same name (the same message). */
function warnIconOnce(scope: PageScope, warning: Finding): void {
  if (!scope.diagnostics.some((d) => d.ruleId === 'icon-unknown' && d.message === warning.message)) scope.diagnostics.push(warning);
}

/** Copies of the page's children one component may show (it may show `children` more than once). */
const MAX_CHILDREN_COPIES = 20;

/** The placeholder of a use of a custom component that failed. */
function placeholder(node: JsxNode, name: string): ElementContent {
  return h(node.type === 'mdxJsxFlowElement' ? 'div' : 'span', { className: ['dw-custom-failed'], dataComponent: name }, ['Component ', h('code', [name]), ' could not be rendered']);
}

/** A use past the page's or the build's budget (src/render/safety/sandbox/budget.ts): a placeholder (nothing for an expression), and the one finding of the page or build at the first. */
function overBudget(scope: PageScope, outcome: Extract<Outcome, { ok: false }>, node: JsxNode, name: string, expression: string | undefined): ElementContent[] {
  if (outcome.warn === true) {
    const rest = outcome.budget === 'build' ? 'every later one in the build' : 'every later one on the page';
    const what = expression === undefined ? `component \`${name}\`` : 'an expression';
    // Past the wall-clock budget the page depends on the machine's speed: its own id says so.
    const [id, machine] = outcome.limit === 'time' ? (['component-deadline', MACHINE] as const) : (['component-budget', ''] as const);
    scope.warnAt(node, id, `Unexpected use of ${what} past the sandbox's budget (${outcome.reason}), expected custom components that stay within it: this use and ${rest} are placeholders${machine}`);
  }
  if (expression !== undefined) return [];
  scope.counts.failed++;
  return [placeholder(node, name)];
}

/** What a finding adds when the page depends on the machine's speed. */
const MACHINE = ', and the page may come out differently on a faster or slower machine';

/** An expression as a finding shows it: on one line, at most 60 characters. */
function shownExpression(expression: string): string {
  const shown = expression.replace(/\s+/g, ' ').trim();
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}

/** A use stopped by the wall-clock safety net (its work took no steps, src/render/safety/sandbox/sandbox.ts): a placeholder (nothing for an expression) and a `component-deadline` warning. */
function pastDeadline(scope: PageScope, outcome: Extract<Outcome, { ok: false }>, node: JsxNode, name: string, expression: string | undefined): ElementContent[] {
  const what = expression === undefined ? `component \`${name}\`` : `expression \`{${shownExpression(expression)}}\``;
  const shown = expression === undefined ? 'a placeholder is shown' : 'nothing is shown';
  scope.warnAt(node, 'component-deadline', `Unexpected ${what} still running at the sandbox's wall-clock deadline (${outcome.reason}), expected code that ends within its steps: ${shown}${MACHINE}`);
  if (expression !== undefined) return [];
  scope.counts.failed++;
  return [placeholder(node, name)];
}

/** A use that read the clock (`Date`): the page shows the build's time, and a `component-clock` warning says so. */
function warnClock(scope: PageScope, node: JsxNode, name: string, expression: string | undefined): void {
  const what = expression === undefined ? `component \`${name}\`` : `expression \`{${shownExpression(expression)}}\``;
  scope.warnAt(node, 'component-clock', `Unexpected ${what} reading the clock (\`Date\`), expected a page that does not change with the time: it shows the build's time, not the reader's as on Mintlify, and set \`SOURCE_DATE_EPOCH\` to build the same bytes every time`);
}

/**
 * A custom component's use as hast: the sandbox's HTML parsed, the children (rendered here,
 * by the page's handlers) in place of its `<dw-children>`, every element placed at the use.
 * The page's sanitiser judges the result like any HTML the page writes; a component that
 * fails is a placeholder and a warning.
 */
function customComponent(scope: PageScope, outcome: Outcome, state: State, node: JsxNode, name: string, builtin: BuiltinRenderer): ElementContent[] {
  const children = node.children.length > 0 ? state.all(node) : [];
  const expression = node.data?.dwExpression;
  if (!outcome.ok && outcome.budget !== undefined) return overBudget(scope, outcome, node, name, expression);
  if (!outcome.ok && outcome.limit === 'time') return pastDeadline(scope, outcome, node, name, expression);
  if (!outcome.ok && expression !== undefined) {
    // An expression of the page run in the sandbox (src/render/page/expression-element.ts).
    scope.warnAt(node, 'expression-render', `Unexpected failure evaluating expression \`{${shownExpression(expression)}}\` (${outcome.reason}), expected an expression that runs: nothing is shown`);
    return [];
  }
  if (expression === undefined) scope.counts[outcome.ok ? 'rendered' : 'failed']++;
  if (!outcome.ok) {
    scope.warnAt(node, 'component-render', `Unexpected failure rendering component \`${name}\` (${outcome.reason}), expected a component that renders: a placeholder is shown`);
    return [placeholder(node, name)];
  }
  if (outcome.clock === true) warnClock(scope, node, name, expression);
  const island = expression === undefined ? islandOf(scope, node, name, outcome.value) : undefined;
  const fragment = parseHtml(outcome.value);
  let copies = 0;
  const place = (nodes: ElementContent[]): ElementContent[] => {
    const out: ElementContent[] = [];
    for (const child of nodes) {
      if (child.type !== 'element') {
        if (child.type === 'text' && node.position) child.position = node.position;
        out.push(child);
        continue;
      }
      if (child.tagName === 'dw-children') {
        const copy = copies === 0 ? children : structuredClone(children);
        if (copies++ < MAX_CHILDREN_COPIES) out.push(...(island ? [islandChildren(copy)] : copy));
        continue;
      }
      if (child.tagName === BUILTIN_TAG) {
        const rendered = builtin(builtinNode(node, child, place(child.children)));
        if (rendered) out.push(...(Array.isArray(rendered) ? rendered : [rendered]));
        continue;
      }
      guardPageElement(child);
      for (const token of classList(child)) scope.classes.add(token);
      if (node.position) child.position = node.position;
      // The author wrote the component, not this element: a finding about it names both.
      markDrawnBy(child, name);
      child.children = place(child.children);
      out.push(child);
    }
    return out;
  };
  const placed = place(fragment.children.filter((child): child is ElementContent => child.type !== 'doctype'));
  return island ? [islandElement(scope.islands, island, node.type === 'mdxJsxFlowElement', placed)] : placed;
}

/**
 * The island of a use of an interactive component when the project hydrates them, else
 * undefined and, for an interactive one, a `component-static` warning (one per component
 * and page; the build keeps the first of a component) and its name in the page's count.
 */
function islandOf(scope: PageScope, node: JsxNode, name: string, html: string): IslandSource | undefined {
  const source = scope.islandSources?.get(node);
  if (!source?.interactive) return undefined;
  const builtin = html.includes(`<${BUILTIN_TAG}`);
  if (scope.hydrate && !builtin) return source;
  const names = (scope.counts.static ??= []);
  if (names.includes(name)) return undefined;
  names.push(name);
  const reason = builtin
    ? `it uses a component of the site (\`<${/data-name="([^"]*)"/.exec(html)?.[1] ?? 'Card'}>\`), which is drawn at build time only`
    : 'the project does not hydrate components';
  const expected = builtin ? 'a component that uses only its own code and HTML elements' : '`"build": { "hydrate": true }` in the docwright config';
  scope.warnAt(node, CODE_COMPONENT_RULE, `Unexpected interactive component \`${name}\` drawn static (${reason}), expected ${expected} to run its state and event handlers in the reader's browser`);
  return undefined;
}

/**
 * Names Mintlify's pipeline keeps though docwright's registry has no component for them (the
 * hosted app's own: Mintlify's `allowedComponents`); docwright shows their children.
 */
const MINTLIFY_APP_NAMES = new Set(['ApiPlayground', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent', 'SnippetGroup', 'Param', 'GitHub', 'Github', 'MDX', 'Link', 'MDXContentController', 'ZoomImage', 'OptimizedVideo', 'Mermaid', 'Variation']);

/**
 * True for a block-level component the page writes under a capitalised name that nothing
 * defines: neither the registry nor Mintlify's app knows it, and the page neither imports nor
 * defines it. Mintlify's pipeline replaces such an element, content and all, with a comment
 * (inline ones stay); a component a custom component used is never one (its file is code).
 * `flow`: a block element, or one MDX unravels into a block (alone in its paragraph, `<X>text</X>`).
 */
function removedUnknown(node: JsxNode, name: string, source: string | undefined, flow: boolean): boolean {
  return flow && node.data?.dwBuiltin !== true && /^[A-Z]/.test(name) && source === undefined && !MINTLIFY_APP_NAMES.has(name.split('.')[0] ?? name);
}

/** The package the page imports `name` (or the namespace of `NS.Thing`) from: such an import binds nothing on Mintlify. */
function packageSource(scope: PageScope, name: string): string | undefined {
  return scope.packages.get(name) ?? scope.packages.get(name.split('.')[0] ?? '');
}

/** What `component-known` says of the unknown component `node` (`<TabItem>` names the `<Tab title="…">` it stands for). */
function unknownText(scope: PageScope, node: JsxNode, name: string): string {
  if (name === 'TabItem') return tabItemMessage(tabItemTitle(node));
  const source = packageSource(scope, name);
  if (source !== undefined) return packageComponentMessage(name, source, foreignComponent(name, node));
  return unknownComponentMessage(name, foreignComponent(name, node) ?? nearComponent(name, [...scope.code.keys(), ...scope.foreign]));
}

/**
 * True, and warned (`component-known`), for a block element Mintlify's pipeline removes with its content:
 * a component nothing defines (`removedUnknown`). `flow`: the element is a block (or unravelled into one).
 */
function removedBlock(scope: PageScope, node: JsxNode, flow: boolean): boolean {
  const name = node.name ?? '';
  if (name === '' || getComponent(name) || scope.foreign.has(name) || scope.custom?.has(node) === true) return false;
  if (!removedUnknown(node, name, scope.code.get(name), flow)) return false;
  // In lint's words (rules/component-known.ts): one finding, worded alike in every command.
  scope.warnAt(node, 'component-known', unknownText(scope, node, name));
  return true;
}

/**
 * For a component nothing defines (no registry entry, import, code or foreign name), its `component-known` warning:
 * `removed` when Mintlify removes it with its content (a block, `removedBlock`), `shown` when docwright shows its
 * content without it; `undefined` for a component something defines. Used by the page and by the handlers of
 * containers that read their children themselves (a `<CodeGroup>`'s tabs).
 */
function warnUnknown(scope: PageScope, node: JsxNode, name: string, flow: boolean): 'removed' | 'shown' | undefined {
  if (getComponent(name) || scope.foreign.has(name)) return undefined;
  const source = scope.code.get(name);
  // Imported from a package, it is reported with the package (unknownText), as lint reports it, before Mintlify's own names.
  const mintlify = source === undefined && packageSource(scope, name) === undefined ? MINTLIFY_ONLY.get(name) : undefined;
  if (mintlify !== undefined) {
    // On Mintlify's allowed list: Mintlify draws it, docwright shows its content (src/components/unknown-component.ts).
    scope.warnAt(node, 'component-known', UNKNOWN_COMPONENT_MESSAGES.mintlifyOnly.replaceAll('{{name}}', () => name).replaceAll('{{mintlify}}', () => mintlify));
    return 'shown';
  }
  if (removedBlock(scope, node, flow)) return 'removed';
  scope.warnAt(node, 'component-known', unknownText(scope, node, name));
  return 'shown';
}


/**
 * True, and warned (`component-known`, in lint's words), for a block of HTML Mintlify removes with its content
 * (`<details>`, `<h5>`, `<strong>` alone in its paragraph, `<marquee>`, `<note>`), as docwright then does: its words
 * go with it, and a finding says so. Parts of an `<svg>` are left to the picture (`removedSvgPart`).
 */
function removedHtml(scope: PageScope, node: JsxNode, name: string, flow: boolean, inside: HtmlDepth): boolean {
  if (!flow || inside.svg > 0 || node.data?.dwBuiltin === true || MINTLIFY_HTML_NAMES.has(name)) return false;
  const meant = scope.code.has(name) ? undefined : lowerCaseComponent(name);
  scope.warnAt(node, 'component-known', meant === undefined ? htmlBlockMessage(name) : lowerCaseMessage(name, meant, true));
  return true;
}

/**
 * A registry name written in lower case inside a sentence (`<note>`): Mintlify keeps it as an HTML element, drawn
 * without the component; warned in lint's words (`component-known`), which the sanitiser does not repeat.
 */
function warnLowerCase(scope: PageScope, node: JsxNode, name: string): void {
  const meant = scope.code.has(name) || node.data?.dwBuiltin === true ? undefined : lowerCaseComponent(name);
  if (meant === undefined) return;
  scope.warnAt(node, 'component-known', lowerCaseMessage(name, meant, false));
  const start = node.position?.start;
  if (start) scope.told.add(`${start.line}:${start.column}`);
}

/** The SVG elements among Mintlify's `allowedComponents`: any other one on a line of its own inside an `<svg>` it removes with its content. */
const MINTLIFY_SVG_NAMES = 'clipPath defs g path rect svg';

/**
 * True, and warned (`html-element-dropped`), for a part of a page's `<svg>` written on a line of its own that Mintlify
 * removes with its content (`<circle>`, `<text>`, `<linearGradient>`: outside its `allowedComponents`), as docwright
 * then does; inside a sentence (the SVG in a paragraph), or in an attribute such as a card's `icon`, Mintlify keeps it.
 */
function removedSvgPart(scope: PageScope, node: JsxNode, name: string, flow: boolean, inside: HtmlDepth): boolean {
  // Inside `<defs>`, which the sanitiser leaves out with its content (and reports), nothing more to say.
  if (!flow || inside.svg === 0 || inside.defs > 0 || name === 'svg' || MINTLIFY_HTML_NAMES.has(name) || node.data?.dwBuiltin === true) return false;
  const kept = MINTLIFY_SVG_NAMES.split(' ').map((n) => `\`<${n}>\``).join(', ');
  scope.warnAt(node, 'html-element-dropped', `Unexpected SVG element \`<${name}>\` on a line of its own, expected one Mintlify keeps there (${kept}) or the SVG as an image file: Mintlify removes it with its content, and so does docwright`);
  return true;
}

/** How many `<svg>` and `<defs>` elements an element is inside. */
interface HtmlDepth {
  svg: number;
  /** `<defs>` elements (the sanitiser leaves each out with its content). */
  defs: number;
}

/** An HTML element of the page: nothing for a block Mintlify removes (`removedSvgPart`, `removedHtml`). */
function htmlElement(scope: PageScope, state: State, node: JsxNode, name: string, flow: boolean, inside: HtmlDepth): ElementContent | ElementContent[] {
  if (removedSvgPart(scope, node, name, flow, inside) || removedHtml(scope, node, name, flow, inside)) return [];
  warnLowerCase(scope, node, name);
  const svg = name === 'svg' ? 1 : 0;
  const defs = name === 'defs' ? 1 : 0;
  inside.svg += svg;
  inside.defs += defs;
  try {
    return pageElement(scope, state, node, name);
  } finally {
    inside.svg -= svg;
    inside.defs -= defs;
  }
}

/**
 * A paragraph's element; one MDX unravels (only components and expressions, src/parse/unravel.ts) is those components
 * and the expressions' values, as blocks, each component marked in `unravelled`. Its expressions were replaced by their
 * values before (src/render/page/expand.ts), which marked the paragraph as written (`data.unravelled`).
 */
function paragraph(state: State, node: Paragraph, unravelled: WeakSet<JsxNode>): ElementContent | ElementContent[] {
  if (node.data?.unravelled === true || unravels(node.children)) {
    for (const child of node.children) if (child.type === 'mdxJsxTextElement') unravelled.add(child);
    return state.all(node);
  }
  const children = state.all(node);
  // A paragraph holding a block (a component beside text, `<Card>…</Card> and more`) is a `div`: a `<p>` around
  // it is not valid HTML, and a browser would close the paragraph before it (an empty `<p>` where it ends).
  const block = holdsBlock(children);
  return { type: 'element' as const, tagName: block ? 'div' : 'p', properties: block ? { className: ['dw-p'] } : {}, children, ...(node.position ? { position: node.position } : {}) };
}

/** The mdast → hast handlers of one page. */
function pageHandlers(scope: PageScope) {
  const page = pageRenderer(scope);
  // Text elements of a paragraph that only wraps components: MDX makes them block elements.
  const unravelled = new WeakSet<JsxNode>();
  const inside: HtmlDepth = { svg: 0, defs: 0 };
  const jsx = (state: State, node: JsxNode): ElementContent | ElementContent[] | undefined => {
    const name = node.name;
    if (name === null || name === undefined) return state.all(node); // fragment
    warnUnknownIcons(scope, node, name);
    warnUnpaired(scope, node, name);
    warnMissing(scope, node, name);
    const handler = Object.hasOwn(componentHandlers, name) ? componentHandlers[name] : undefined;
    if (handler) {
      const input = makeInput(node, readAttributes(node.attributes), state, page);
      return withOwnClasses(handler(input), input);
    }
    // SVG's camel-case elements (`<linearGradient>`, `<clipPath>`) are HTML too: the allow-list keeps or removes them.
    if (/^[a-z][a-z0-9-]*$/.test(name) || svgCamelName(name)) return htmlElement(scope, state, node, name, node.type === 'mdxJsxFlowElement' || unravelled.has(node), inside);
    const outcome = scope.custom?.get(node);
    // A component given code in its attributes is rendered through a wrapper: messages name the component.
    if (outcome) return customComponent(scope, outcome, state, node, node.data?.dwComponent ?? name, (inner) => jsx(state, inner));
    const source = scope.code.get(name);
    if (warnUnknown(scope, node, name, node.type === 'mdxJsxFlowElement' || unravelled.has(node)) === 'removed') return [];
    if (source !== undefined && !getComponent(name)) {
      // Code from the docs never runs (DESIGN.md): its children are all a static site can show.
      if (!scope.warnedCode.has(name)) {
        scope.warnedCode.add(name);
        scope.warnAt(node, CODE_COMPONENT_RULE, `Unexpected component \`${name}\` from code in \`${source}\`, expected a component docwright can render statically: only its children are shown`);
      }
      if (node.children.length === 0) return [];
    }
    return h(node.type === 'mdxJsxFlowElement' ? 'div' : 'span', { className: ['dw-component'], dataComponent: name }, state.all(node));
  };
  const nothing = (): undefined => undefined;
  return {
    paragraph: (state: State, node: Paragraph) => paragraph(state, node, unravelled),
    mdxJsxFlowElement: jsx,
    mdxJsxTextElement: jsx,
    // What a custom component rendered, already hast (builtinNode).
    dwRenderedHast: (_state: State, node: RenderedHast): ElementContent[] => node.data.hast,
    mdxjsEsm: nothing,
    mdxFlowExpression: nothing,
    mdxTextExpression: nothing,
    yaml: nothing,
    toml: nothing,
    // `## Title {#id}`: the author's own id (as Mintlify cleans it), prefixed like every id a page
    // writes (clobber.ts); otherwise the id is made from the text as written (heading-ids.ts).
    heading: (state: State, node: Heading): Element => {
      const element = defaultHandlers.heading(state, node);
      if (node.data?.anchor !== undefined) {
        const own = customAnchor(node.data.anchor, node.depth);
        element.properties.id = `${CLOBBER_PREFIX}${own}`;
        element.data = { ...element.data, ownAnchor: own };
      } else element.data = { ...element.data, anchorText: headingText(node) };
      return element;
    },
    code: (_state: State, node: Code): Element => {
      const element = page.code(node.value, node.lang, node.meta, { node });
      if (node.position) element.position = node.position;
      return element;
    },
    // Links and images keep their Markdown node's position object, so a message about
    // one inlined from a snippet can name the snippet.
    // Each keeps its URL as written too (its `href` is percent-encoded), which the link check names (page-links.ts).
    link: (state: State, node: Link) => samePosition(markAuthoredUrl(defaultHandlers.link(state, node), node.url), node),
    image: (state: State, node: Image) => {
      refuseOutside(scope, node.url, node);
      return samePosition(markAuthoredUrl(defaultHandlers.image(state, node), node.url), node);
    },
    linkReference: (state: State, node: LinkReference) => {
      const element = defaultHandlers.linkReference(state, node);
      const url = state.definitionById.get(node.identifier.toUpperCase())?.url;
      // Mintlify's renderer leaves a definition's URL as written (`[r]: ./x` is resolved from the page's URL).
      return url !== undefined && !Array.isArray(element) && element.type === 'element' ? markAuthoredUrl(element, url, true) : element;
    },
    imageReference: (state: State, node: ImageReference) => {
      const element = defaultHandlers.imageReference(state, node);
      const url = state.definitionById.get(node.identifier.toUpperCase())?.url;
      return url !== undefined && !Array.isArray(element) && element.type === 'element' ? markAuthoredUrl(element, url, true) : element;
    },
    math: (_state: State, node: RootContent & { value: string }) => h('div', { className: ['dw-math-display'] }, [page.math(node.value, true, node)]),
    inlineMath: (_state: State, node: RootContent & { value: string }) => page.math(node.value, false, node),
  };
}

/** rehype plugin: a `.md` page's raw HTML is parsed; every id and name in it is the page's own (or a footnote's, prefixed already). */
/** The tree without the elements that start at one of `removed` (`line:column`), content and all. */
function dropElementsAt(node: HastRoot | Element, removed: ReadonlySet<string>): void {
  node.children = node.children.filter((child) => child.type !== 'element' || child.position === undefined || !removed.has(`${child.position.start.line}:${child.position.start.column}`));
  for (const child of node.children) if (child.type === 'element') dropElementsAt(child, removed);
}

function rehypePageRaw(options: { removed: ReadonlySet<string> | undefined }) {
  const raw = rehypeRawKeepingTrusted();
  return (tree: HastRoot): HastRoot => {
    // The raw HTML as written, by where it starts: a refused attribute is then reported at the attribute.
    const written: { offset: number; value: string; line: number; column: number }[] = [];
    const collect = (node: HastRoot | HastRoot['children'][number]): void => {
      if (node.type === 'raw' && node.position?.start.offset !== undefined) written.push({ offset: node.position.start.offset, value: node.value, line: node.position.start.line, column: node.position.start.column });
      if ('children' in node) for (const child of node.children) collect(child);
    };
    collect(tree);
    const parsed = raw(tree);
    if (options.removed !== undefined && options.removed.size > 0) dropElementsAt(parsed, options.removed);
    if (written.length > 0) {
      visitElements(parsed, (element) => {
        const start = element.position?.start;
        if (start?.offset === undefined || element.data?.written) return;
        const offset = start.offset;
        const source = written.find((text) => offset >= text.offset && offset < text.offset + text.value.length);
        if (source) markWrittenHtml(element, source.value.slice(offset - source.offset), { line: start.line, column: start.column });
      });
    }
    guardPageTree(parsed);
    return parsed;
  };
}

/** rehype plugin: images load lazily, tables get their class. */
function rehypeElementDefaults() {
  return (tree: HastRoot): undefined => {
    visitElements(tree, (element) => {
      if (element.tagName === 'img' && element.properties.loading === undefined) element.properties.loading = 'lazy';
      if (element.tagName === 'table') element.properties.className = [...classList(element), 'dw-table'];
    });
  };
}

/** rehype plugin: ids the page's own links point at are retargeted, what the sanitiser removes is reported, then it runs. */
function rehypeSanitisePage(options: { ids: string[]; report: (line: number, column: number, message: string, element: Element, kind?: 'attribute' | 'element') => void; told: ReadonlySet<string> | undefined }) {
  const { told } = options;
  // Read as the tree is sanitised: the handlers fill `told` as they draw the page, after this plugin is attached.
  const reported = told ? (element: Element): boolean => told.size > 0 && element.position !== undefined && told.has(`${element.position.start.line}:${element.position.start.column}`) : undefined;
  return (tree: HastRoot): HastRoot => {
    options.ids.push(...retargetAnchors(tree));
    const clean = timeStage('sanitise', () => sanitizePage(tree, options.report, reported));
    // The page's ids are read before docwright's own markup joins the sanitised tree.
    visitElements(clean, (element) => {
      if (typeof element.properties.id === 'string') options.ids.push(element.properties.id);
    });
    return clean;
  };
}

/** rehype plugin: docwright's own markup (highlighted code, icons, KaTeX) takes its markers' places. */
function rehypeRestoreTrusted(trusted: TrustedStore) {
  return (tree: HastRoot): undefined => {
    trusted.restore(tree);
  };
}

/** The page's tree as sanitised hast with docwright's own markup in place. */
export function pageToHast(tree: Root, options: PageHastOptions): PageHast {
  const { file, expandContext } = options;
  const diagnostics = expandContext.diagnostics;
  const scope: PageScope = {
    root: options.root,
    file,
    expandContext,
    diagnostics,
    trusted: createTrustedStore(),
    slugger: new HeadingSlugger(),
    tabs: new TabSlugger(explicitTabIds(tree)),
    highlighter: options.highlighter,
    library: options.iconLibrary ?? 'fontawesome',
    foreign: options.foreign,
    code: options.code ?? new Map(),
    packages: options.packages ?? new Map(),
    warnedCode: new Set(),
    custom: options.custom,
    islandSources: options.islandSources,
    hydrate: options.hydrate === true,
    islands: newPageIslands(),
    counts: { rendered: 0, failed: 0 },
    classes: new Set(),
    told: new Set(options.toldElements),
    warnAt(node, ruleId, message) {
      diagnostics.push({ file: originOf(expandContext, node, file), line: node?.position?.start.line ?? 1, column: node?.position?.start.column ?? 1, ruleId, message, severity: 'warn' });
    },
  };
  const result: PageHast = { tree: { type: 'root', children: [] }, toc: [], links: [], ids: [], components: scope.counts, classes: scope.classes, islands: scope.islands };
  const processor = unified().use(remarkRehype, { allowDangerousHtml: options.hasRaw, handlers: pageHandlers(scope) });
  if (options.hasRaw) processor.use(rehypePageRaw, { removed: options.removedElements });
  processor
    .use(rehypeHeadingIds, { slugger: scope.slugger, toc: result.toc })
    .use(rehypePageLinks, {
      pagePath: options.pagePath,
      links: result.links,
      originOf: (element) => {
        const origin = originOf(expandContext, element, file);
        return origin === file ? undefined : origin;
      },
      refusedFrame: (element, src) => scope.warnAt(element, 'html-unsafe', `Unexpected \`<iframe>\` source \`${src}\`, expected a page or an external URL: it is not emitted`),
      attributeAt: attributeFinder(tree),
    })
    .use(rehypeBasePath, { basePath: options.basePath })
    .use(rehypeElementDefaults)
    .use(rehypeSanitisePage, {
      ids: result.ids,
      told: scope.told,
      report: (line, column, message, element, kind) =>
        diagnostics.push({ file: originOf(expandContext, element, file), line, column, ruleId: kind === 'attribute' ? 'html-attribute-dropped' : kind === 'element' ? 'html-element-dropped' : 'html-unsafe', message, severity: 'warn' }),
    })
    .use(rehypeRestoreTrusted, scope.trusted)
    .use(rehypeIslands);
  result.tree = processor.runSync(tree);
  return result;
}

/** The number of lines in a highlighted `<pre>`. */
function lineCount(pre: Element): number {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  return code ? code.children.filter((child) => child.type === 'element').length : 1;
}

const COPY_ICON =
  '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>';
