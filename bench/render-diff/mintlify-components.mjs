// The MDX components the Mintlify side renders with (`npm run bench -- render-diff`).
//
// Base: `@mintlify/components`, wired as `@mintlify/astro` wires them (`AccordionGroup` →
// `Accordion.Group`, `CardGroup` → `Columns`, `ResponseField` → `Property`, `Step` → `Steps.Item`,
// `Tab` → `Tabs.Item`). Mintlify's hosted app has components of its own that these packages do not
// publish; for those this file has stand-ins that render what the reader sees of them as text,
// each with a note. A name the compiled page uses that is in neither list renders its children
// and is reported as `unmapped` with the page, so that a gap here is never mistaken for a
// difference in docwright.
import { Children, createElement as h, Fragment, isValidElement } from 'react';
import * as M from '@mintlify/components';
import katex from 'katex';
import { renderToStaticMarkup } from 'react-dom/server';
// The provider next-mdx-remote-client's MDXClient uses (one instance: the same context).
import { MDXProvider } from '@mdx-js/react';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment as JsxFragment, jsx, jsxs } from 'react/jsx-runtime';

/** Renders its children in a `div`: the stand-in `@mintlify/astro` uses for app-only components. */
const Wrapper = ({ children }) => h('div', null, children);

/**
 * An app-only component Mintlify publishes no renderer for and whose drawing its docs do not
 * settle (`<Prompt>`: "the text displayed in the prompt card" is its description; its children
 * are "copied to the clipboard or opened in Cursor"). Its children render in a marked `div`, and
 * text.mjs compares neither side's text inside it (docwright's element is `APP_ONLY` there):
 * the page's other text is still compared, and the report counts such pages.
 */
const AppOnly = (name) => {
  const shown = ({ children }) => h('div', { 'data-bench-app-only': name }, children);
  shown.displayName = name;
  return shown;
};

/** `<Heading level id>`: what Mintlify's pipeline makes of every `#` heading (remarkComponentIds). */
const Heading = ({ level = 2, id, children }) => h(`h${Math.min(6, Math.max(1, Number(level) || 2))}`, { id }, children);

/** `<ParamField query|path|body|header|cookie|auth="name">` (`@mintlify/common`'s paramFieldLocations): the app shows it as a property with that name. */
const ParamField = ({ query, path, body, header, cookie, auth, name, ...rest }) =>
  h(M.Property, { ...rest, name: query ?? path ?? body ?? header ?? cookie ?? auth ?? name ?? '' });

/** `<Update>`: the app passes `isVisible` (the changelog filter); every update shows on load. */
const Update = (props) => h(M.Update, { isVisible: true, id: props.id ?? String(props.label ?? ''), ...props });

/** `<Tooltip tip="…">`: the trigger text shows; the tip shows on hover only. */
const Tooltip = ({ tip, description, ...rest }) => h(M.Tooltip, { ...rest, description: description ?? tip });

/**
 * `<Frame caption hint>`: the documented props, shown as the component's `description` (under the
 * image) and `title` (its line above the frame, with a lightbulb icon). Mintlify's docs say
 * captions support Markdown (links, bold), so the caption renders through `renderDescription` as
 * Markdown; `@mintlify/components`' default renderer puts the raw string in a `<p>`.
 */
const Frame = ({ caption, description, hint, title, ...rest }) =>
  h(M.Frame, { ...rest, title: title ?? hint, description: description ?? caption, renderDescription: (value) => h('p', null, markdownInline(value)) });

/** A string's inline Markdown as React elements (its paragraphs' contents); anything else as is. */
function markdownInline(value) {
  if (typeof value !== 'string') return value;
  const tree = toHast(fromMarkdown(value));
  const inner = tree.type === 'root' ? tree.children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c])) : [tree];
  return toJsxRuntime({ type: 'root', children: inner }, { Fragment: JsxFragment, jsx, jsxs });
}

/** The app's image and iframe optimisers (rehypeZoomImages, remarkVideo): the element itself. */
const OptimizedImage = (props) => h('img', { ...props, children: undefined });
const OptimizedFrame = (props) => h('iframe', { ...props, children: undefined });

/**
 * `<CodeGroup>`: Mintlify's server render has the selected block only (its panels mount on
 * click). The reader reaches every block, so each further block is rendered again as the
 * selected one (`initialSelectedTab`) in a `data-bench-panel` box, whose tab bar the text
 * leaves out (text.mjs).
 */
const CodeGroup = (props) => {
  const count = Children.toArray(props.children).filter(isValidElement).length;
  const more = [];
  for (let i = 1; i < count; i++) more.push(h('div', { key: i, 'data-bench-panel': '' }, h(M.CodeGroup, { ...props, initialSelectedTab: i })));
  return h(Fragment, null, h(M.CodeGroup, props), ...more);
};

/** rehypeTable's wrapper around a table (its children are the table's sections). */
const Table = ({ children }) => h('div', null, h('table', null, children));

/** The TeX source of a `<Latex>` element's children. */
const texOf = (node) => (typeof node === 'string' || typeof node === 'number' ? String(node) : Array.isArray(node) ? node.map(texOf).join('') : isValidElement(node) ? texOf(node.props.children) : '');

/** `<Latex>`: the app typesets its TeX with KaTeX, as rehype-katex does `$…$`. */
const Latex = ({ children }) => h('span', { dangerouslySetInnerHTML: { __html: katex.renderToString(texOf(children), { throwOnError: false }) } });

/** `<Link href>`: an anchor. */
const Link = ({ href, children }) => h('a', { href }, children);

/**
 * `<Visibility for="humans|agents">`: on the published page `agents` content is hidden and
 * `humans` content renders (Mintlify's docs, components/visibility).
 */
const Visibility = ({ for: audience, children }) => (audience === 'agents' ? null : h(Fragment, null, children));

/** `<View title>`: the app shows one view at a time with a selector; every view's content is the page's text. */
const View = ({ children }) => h('div', null, children);

/** `<Tree>` with its folders open: a closed folder's files are one click away (as tab panels are). */
const Tree = Object.assign((props) => h(M.Tree, props), { File: M.Tree.File, Folder: (props) => h(M.Tree.Folder, { ...props, defaultOpen: true }) });

/** `<GitHub.Repo repo="owner/name">` (app-only, it fetches the repository's card): the repository's name. */
const GitHubRepo = ({ repo, children }) => h('div', null, repo, children);
const GitHub = Object.assign(({ children }) => h('div', null, children), { Repo: GitHubRepo });

/** The MDX content controller: its children. */
const Pass = ({ children }) => h(Fragment, null, children);

/** Errors the page's own components threw, which their boundary turned into nothing (reset per page). */
export const boundaryErrors = [];

/**
 * `_MdxComponentBoundary`, the app's error boundary around each use of a component the page or a
 * snippet defines (remarkMdxClientComponentBoundaries): a component that throws renders nothing
 * and the page goes on. React has no error boundaries on the server, so the children are rendered
 * on their own here and a throw is kept in `boundaryErrors`.
 */
const boundary = (components) => ({ name, children }) => {
  try {
    const inner = renderToStaticMarkup(h(MDXProvider, { components }, children));
    return h('span', { 'data-bench-boundary': '', dangerouslySetInnerHTML: { __html: inner } });
  } catch (error) {
    boundaryErrors.push(`${name ?? 'component'}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return null;
  }
};

const mapped = {
  ...Object.fromEntries(Object.entries(M).filter(([name]) => /^[A-Z]/.test(name))),
  Prompt: AppOnly('Prompt'),
  AccordionGroup: M.Accordion.Group,
  CardGroup: M.Columns,
  ResponseField: M.Property,
  Step: M.Steps.Item,
  Tab: M.Tabs.Item,
  Heading,
  ParamField,
  Param: ParamField,
  Update,
  Tooltip,
  CodeGroup,
  Frame,
  OptimizedImage,
  OptimizedFrame,
  Table,
  Latex,
  Link,
  MDXContentController: Pass,
  Visibility,
  View,
  Tree,
  GitHub,
  Github: GitHub,
};

/** Stand-ins `@mintlify/astro` also renders as a plain wrapper (app-only components). */
const wrapped = ['ApiPlayground', 'Column', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent', 'PreviewButton', 'RequestExample', 'ResponseExample', 'Snippet', 'SnippetGroup', 'Loom'];

/** Components `@mintlify/mdx`'s `MDXClient` provides itself (twoslash's popups). */
const PROVIDED = new Set(['Popup', 'PopupContent', 'PopupTrigger']);

/**
 * The components for one compiled page: every name it uses, each mapped, wrapped or unmapped.
 * @param {Set<string>} used names the compiled page checks for (`_missingMdxReference`)
 * @returns {{components: Record<string, unknown>, unmapped: string[]}}
 */
export function componentsFor(used) {
  const components = { ...mapped };
  components._MdxComponentBoundary = boundary(components);
  const unmapped = [];
  for (const name of used) {
    const top = name.split('.')[0];
    if (top in components || PROVIDED.has(top)) continue;
    components[top] = Wrapper;
    if (!wrapped.includes(top)) unmapped.push(name);
  }
  return { components, unmapped };
}
