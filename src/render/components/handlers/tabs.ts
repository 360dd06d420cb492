// The HTML handlers of tabs; their registry entries are src/components/tabs.ts.
import type { Element, ElementContent } from 'hast';
import type { Paragraph, RootContent } from 'mdast';
import { h } from 'hastscript';
import { attrBool, attrNumber, attrString, readAttributes } from '../../tree/literal.js';
import { iconLibraryOf, makeInput, shortSource, shown, text, withPosition, type ComponentHandler, type HandlerInput, type JsxNode } from '../handler-kit.js';
import { titleText } from '../../../parse/title-text.js';
import { titleMarkdown } from '../title-markdown.js';

export interface TabItem {
  title: string;
  /** What the tab shows when it is more than its title's text (static JSX), or nothing (an unlabelled tab). */
  label?: ElementContent[];
  /** The title was written (a code block's meta, a `title` attribute), not made up. */
  titled?: boolean;
  icon?: ElementContent;
  panel: ElementContent[];
  /** What the tab is synchronised by across the page (a code block's language, a tab's title), lower case. */
  sync?: string;
  /** The name in a code group's language menu. */
  language?: string;
  /** The tab's own anchor (`<Tab id>`): its button's id, and `panel-<id>` its panel's, as Mintlify's. */
  id?: string;
}

/**
 * A tab set (ARIA tabs pattern), or with `dropdown` a language menu over the panels. With
 * `sync`, choosing a tab chooses the tab with the same key in every synchronised set of
 * the page (tabs and code groups alike) and is remembered (src/render/assets/site.browser.ts).
 */
export function tablist(input: HandlerInput, kind: string, tabs: TabItem[], selected = 0, label?: string, options: { dropdown?: boolean; sync?: boolean; borderBottom?: boolean } = {}): Element {
  const base = input.page.uid(kind);
  const index = selected >= 0 && selected < tabs.length ? selected : 0;
  const sync = options.sync !== false;
  const className = [...(kind === 'tabs' ? ['dw-tabs'] : ['dw-tabs', `dw-${kind}`]), ...(options.borderBottom ? ['dw-tabs-border'] : [])];
  const group = { className, dataDwTabs: '', dataDwNosync: sync ? undefined : '' };
  if (options.dropdown) {
    const panels = tabs.map((tab, i) =>
      h('div', { id: `${base}-panel-${i}`, role: 'group', ariaLabel: tab.title, hidden: i !== index, className: ['dw-tabpanel'], dataDwSync: tab.sync }, tab.panel),
    );
    const menu = h(
      'select',
      { className: ['dw-code-select'], ariaLabel: label ?? 'Language', dataDwSelect: '' },
      tabs.map((tab, i) => h('option', { value: String(i), selected: i === index, dataDwSync: tab.sync }, [text(tab.language ?? tab.title)])),
    );
    const current = tabs[index]?.title ?? '';
    return withPosition(
      h('div', { ...group, className: [...className, 'dw-code-dropdown'] }, [h('div', { className: ['dw-tablist', 'dw-code-select-bar'] }, [h('span', { className: ['dw-code-select-title'] }, [text(current)]), menu]), ...panels]),
      input.node,
    );
  }
  const tabId = (tab: TabItem, i: number): string => tab.id ?? `${base}-tab-${i}`;
  const panelId = (tab: TabItem, i: number): string => (tab.id !== undefined ? `panel-${tab.id}` : `${base}-panel-${i}`);
  const buttons = tabs.map((tab, i) =>
    h(
      'button',
      { type: 'button', role: 'tab', id: tabId(tab, i), ariaSelected: i === index ? 'true' : 'false', ariaControls: panelId(tab, i), tabIndex: i === index ? 0 : -1, className: ['dw-tab'], dataDwSync: tab.sync, ariaLabel: tab.title === '' ? `Tab ${i + 1}` : undefined },
      [...(tab.icon ? [tab.icon] : []), ...(tab.label ?? [text(tab.title)])],
    ),
  );
  const panels = tabs.map((tab, i) =>
    h('div', { role: 'tabpanel', id: panelId(tab, i), ariaLabelledBy: tabId(tab, i), tabIndex: 0, hidden: i !== index, className: ['dw-tabpanel'] }, tab.panel),
  );
  return withPosition(h('div', group, [h('div', { role: 'tablist', className: ['dw-tablist'], ariaLabel: label ?? (kind === 'code-group' ? 'Code examples' : 'Tabs') }, buttons), ...panels]), input.node);
}

/** The key tabs are synchronised by: case and spacing do not matter. */
export function syncKey(value: string | null | undefined): string | undefined {
  const key = value?.trim().toLowerCase().replace(/\s+/g, ' ');
  return key ? key.slice(0, 80) : undefined;
}

/** The title Mintlify's `<Tabs>` gives a child without one: a `<Tab>` without `title`, text or another element written among the tabs. */
const UNTITLED = 'Tab Title';

/** The `<Tab id>`s each page has given so far (keyed by the page being rendered). */
const tabIds = new WeakMap<HandlerInput['page'], Set<string>>();

/**
 * A `<Tab id>`, or nothing when empty or an earlier tab of the page has it: a second button and panel with that id
 * could not be opened (the tabs' script finds a panel by its id), so it is left out with a warning.
 */
function ownTabId(input: HandlerInput, tab: JsxNode, id: string | undefined): string | undefined {
  if (!id) return undefined;
  const seen = tabIds.get(input.page) ?? new Set<string>();
  tabIds.set(input.page, seen);
  if (!seen.has(id)) {
    seen.add(id);
    return id;
  }
  input.page.warn(tab, `Unexpected \`id="${id}"\` on \`<Tab>\` that an earlier \`<Tab>\` of the page has, expected an id of its own: it is left out (with it, the tab could not be opened)`);
  return undefined;
}

/**
 * The id Mintlify gives a `<Tab>` block without an `id` of its own from its written `title` string (its visible text, as
 * `check --links` expects it: `use-npm`, then `use-npm-2` …), or nothing (a title in braces, none).
 */
function titleId(input: HandlerInput, tab: JsxNode): string | undefined {
  if (tab.name !== 'Tab' || tab.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')) return undefined;
  const title = tab.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value;
  return typeof title === 'string' && title !== '' ? input.page.tabId(titleText(title)) || undefined : undefined;
}

/** A `<Tab>` (or another element among the tabs) as a tab: its title (else `fallback`), icon and content. */
function tabItem(input: HandlerInput, tab: JsxNode, fallback: string): TabItem {
  const attrs = readAttributes(tab.attributes);
  const library = iconLibraryOf(tab, attrs);
  const icon = input.page.icon(attrString(attrs, 'icon'), attrString(attrs, 'iconType'), library ? { library } : {});
  const written = shown(makeInput(tab, attrs, input.state, input.page), 'title');
  // A `<Tab>`'s string title is Markdown on Mintlify (``Run `npx` ``), drawn as such; its id and sync key are made from it as written.
  const given = written && tab.name === 'Tab' ? titleMarkdown(written) : written;
  const title = given?.text ?? fallback;
  if (tab.name === 'Tab' && !tab.attributes.some((a) => a.type !== 'mdxJsxAttribute' || a.name === 'title')) {
    // Lint's `component-attribute-required`; the build says what the reader gets instead.
    input.page.warn(tab, `Missing attribute \`title\` on \`<Tab>\`, expected \`title="…"\`: the tab is labelled \`${fallback}\`, as on Mintlify`);
  }
  const id = ownTabId(input, tab, attrString(attrs, 'id')?.trim()) ?? titleId(input, tab);
  return { title, ...(given && (given.jsx || given !== written) ? { label: given.nodes } : {}), ...(icon ? { icon } : {}), panel: input.all(tab), sync: syncKey(title), ...(id ? { id } : {}) };
}

/**
 * Content among `<Tabs>` that is no `<Tab>` (text, a code block, another element) is a tab of its own on Mintlify, labelled
 * `Tab Title` unless it has a `title`: the build says so at it, as lint's `component-children` does.
 */
function strayTab(input: HandlerInput, what: string, node: RootContent): void {
  const titled = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node.attributes.some((a) => a.type !== 'mdxJsxAttribute' || a.name === 'title') : false;
  const label = titled ? 'its `title`' : `\`${UNTITLED}\``;
  input.page.warn(node, `Unexpected ${what} inside \`<Tabs>\`, expected \`<Tab title="…">\`: it shows as a tab of its own labelled ${label}, as on Mintlify`);
}

/** Whether a paragraph holds only elements (and spaces): one-line `<Tab>`s sit in one. */
const onlyElements = (paragraph: Paragraph): boolean => paragraph.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''));

/**
 * The tabs of a `<Tabs>`: each `<Tab>`, and, as Mintlify's `<Tabs>` makes every element it holds a tab,
 * each other block (a paragraph, a code block, a component) as a tab titled `Tab Title`, so nothing
 * written there is lost (`component-children` warns of it). Comments and expressions show nothing; a block
 * Mintlify removes with its content (a component nothing defines, such as Docusaurus' `<TabItem>`) is left out, warned.
 */
function tabItems(input: HandlerInput): { tabs: TabItem[]; removed: number } {
  const tabs: TabItem[] = [];
  let removed = 0;
  const visit = (children: readonly RootContent[]): void => {
    for (const child of children) {
      // A block Mintlify removes (`<TabItem>`, another unknown component) is no tab there, nor here.
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name !== 'Tab' && input.page.removedBlock(child)) removed++;
      else if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.data?.dwExpression !== undefined) {
        // Code that returns the tabs (`{plans.map((p) => <Tab …>)}`): Mintlify makes a tab of each element; docwright cannot.
        input.page.warn(child, `Unexpected expression \`{${shortSource(child.data.dwExpression)}}\` inside \`<Tabs>\`, expected each \`<Tab>\` written out (Mintlify makes a tab of every element it returns): its tabs are not shown`);
        removed++;
      }
      else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        if (child.name !== 'Tab') strayTab(input, `\`<${child.name ?? ''}>\``, child);
        tabs.push(tabItem(input, child, UNTITLED));
      } else if (child.type === 'paragraph' && onlyElements(child)) visit(child.children);
      else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') {
        strayTab(input, child.type === 'paragraph' ? 'text' : `a ${child.type}`, child);
        tabs.push({ title: UNTITLED, panel: input.state.all({ type: 'root', children: [child] }), sync: syncKey(UNTITLED) });
      }
    }
  };
  visit(input.node.children);
  return { tabs, removed };
}

const tabsHandler: ComponentHandler = (input) => {
  const { tabs, removed } = tabItems(input);
  // Only removed blocks: Mintlify draws an empty tab bar, docwright nothing (each block was warned once).
  if (tabs.length === 0) return removed > 0 ? [] : input.children();
  const sync = input.attrs.sync !== false && input.attrs.sync !== 'false';
  return tablist(input, 'tabs', tabs, attrNumber(input.attrs, 'defaultTabIndex') ?? 0, undefined, { sync, borderBottom: attrBool(input.attrs, 'borderBottom') });
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/tabs.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Tabs: tabsHandler,
  Tab: (input) => h('div', { className: ['dw-tab-content'] }, input.children()),
};
