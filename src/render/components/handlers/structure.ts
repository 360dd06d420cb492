// The HTML handlers of steps, tabs, accordions, views and changelog updates; their registry
// entries are src/components/structure.ts.
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { attrBool, attrNumber, attrString, readAttributes } from '../../page/literal.js';
import { enumOf, iconFor, makeInput, shown, text, withPosition, type ComponentHandler, type HandlerInput, type PageRenderer } from '../handler-kit.js';

// --- tabs ----------------------------------------------------------------------------

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
}

/**
 * A tab set (ARIA tabs pattern), or with `dropdown` a language menu over the panels. With
 * `sync`, choosing a tab chooses the tab with the same key in every synchronised set of
 * the page (tabs and code groups alike) and is remembered (src/render/assets/site.browser.ts).
 */
export function tablist(input: HandlerInput, kind: string, tabs: TabItem[], selected = 0, label?: string, options: { dropdown?: boolean; sync?: boolean } = {}): Element {
  const base = input.page.uid(kind);
  const index = selected >= 0 && selected < tabs.length ? selected : 0;
  const sync = options.sync !== false;
  const className = kind === 'tabs' ? ['dw-tabs'] : ['dw-tabs', `dw-${kind}`];
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
  const buttons = tabs.map((tab, i) =>
    h(
      'button',
      { type: 'button', role: 'tab', id: `${base}-tab-${i}`, ariaSelected: i === index ? 'true' : 'false', ariaControls: `${base}-panel-${i}`, tabIndex: i === index ? 0 : -1, className: ['dw-tab'], dataDwSync: tab.sync, ariaLabel: tab.title === '' ? `Tab ${i + 1}` : undefined },
      [...(tab.icon ? [tab.icon] : []), ...(tab.label ?? [text(tab.title)])],
    ),
  );
  const panels = tabs.map((tab, i) =>
    h('div', { role: 'tabpanel', id: `${base}-panel-${i}`, ariaLabelledBy: `${base}-tab-${i}`, tabIndex: 0, hidden: i !== index, className: ['dw-tabpanel'] }, tab.panel),
  );
  return withPosition(h('div', group, [h('div', { role: 'tablist', className: ['dw-tablist'], ariaLabel: label ?? (kind === 'code-group' ? 'Code examples' : 'Tabs') }, buttons), ...panels]), input.node);
}

/** The key tabs are synchronised by: case and spacing do not matter. */
export function syncKey(value: string | null | undefined): string | undefined {
  const key = value?.trim().toLowerCase().replace(/\s+/g, ' ');
  return key ? key.slice(0, 80) : undefined;
}

const tabsHandler: ComponentHandler = (input) => {
  const tabs = input.jsxChildren('Tab').map((tab, i): TabItem => {
    const attrs = readAttributes(tab.attributes);
    const icon = input.page.icon(attrString(attrs, 'icon'), attrString(attrs, 'iconType'));
    const given = shown(makeInput(tab, attrs, input.state, input.page), 'title');
    const title = given?.text ?? `Tab ${i + 1}`;
    return { title, ...(given?.jsx ? { label: given.nodes } : {}), ...(icon ? { icon } : {}), panel: input.all(tab), sync: syncKey(title) };
  });
  if (tabs.length === 0) return input.children();
  return tablist(input, 'tabs', tabs, attrNumber(input.attrs, 'defaultTabIndex') ?? 0, undefined, { sync: input.attrs.sync !== false && input.attrs.sync !== 'false' });
};

// --- steps, accordions, updates --------------------------------------------------------

/** Steps numbered in order; a `Step` with `stepNumber` shows that number and the steps after it count on from it. */
/** The sizes Mintlify gives a step's title (`titleSize`); anything else is `p`. */
const STEP_TITLE_SIZES: ReadonlySet<string> = new Set(enumOf('Step', 'titleSize').values);
/** Per page, the `titleSize` of each `<Steps>` being drawn, innermost last: a `<Step>` without its own takes its list's. */
const stepSizes = new WeakMap<PageRenderer, (string | undefined)[]>();

/** The children of a `<Steps>`, drawn while its `titleSize` is the one its steps inherit. */
function stepChildren(input: HandlerInput): ElementContent[] {
  const sizes = stepSizes.get(input.page) ?? [];
  stepSizes.set(input.page, sizes);
  sizes.push(attrString(input.attrs, 'titleSize'));
  try {
    return input.children();
  } finally {
    sizes.pop();
  }
}

const steps: ComponentHandler = (input) => {
  const children = stepChildren(input);
  let number = 0;
  for (const child of children) {
    if (child.type !== 'element' || child.tagName !== 'li') continue;
    const own = child.properties.value;
    number = typeof own === 'number' && Number.isFinite(own) ? own : number + 1;
    const marker = child.children[0];
    if (marker?.type === 'element' && marker.children.length === 0) marker.children.push(text(String(number)));
  }
  const first = children.find((child): child is Element => child.type === 'element' && child.tagName === 'li');
  const start = first?.properties.value;
  return withPosition(h('ol', { className: ['dw-steps'], start: typeof start === 'number' ? start : undefined }, children), input.node);
};

const step: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text;
  // A title written as JSX gets no anchor from its text (Mintlify's anchors come from string titles).
  const id = attrString(input.attrs, 'id') ?? (title && !given?.jsx && !attrBool(input.attrs, 'noAnchor') ? input.page.anchor('title', title) : undefined);
  const icon = iconFor(input);
  const stepNumber = attrNumber(input.attrs, 'stepNumber');
  const number = stepNumber !== undefined && Number.isInteger(stepNumber) && Math.abs(stepNumber) < 1e6 ? stepNumber : undefined;
  const size = attrString(input.attrs, 'titleSize') ?? stepSizes.get(input.page)?.at(-1);
  const tag = size !== undefined && STEP_TITLE_SIZES.has(size) ? size : 'p';
  if (title && id && (tag === 'h2' || tag === 'h3')) input.page.tocEntry(tag === 'h2' ? 2 : 3, title, id);
  return withPosition(
    h('li', { className: ['dw-step'], id, value: number }, [
      h('span', { className: ['dw-step-marker'], ariaHidden: 'true' }, icon ? [icon] : []),
      h('div', { className: ['dw-step-content'] }, [...(given && title ? [h(tag, { className: ['dw-step-title'] }, given.nodes)] : []), ...input.children()]),
    ]),
    input.node,
  );
};

const accordion: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text ?? 'Details';
  const description = shown(input, 'description');
  const icon = iconFor(input);
  // Mintlify anchors an accordion by a string title only.
  const id = attrString(input.attrs, 'id') ?? (given?.jsx ? undefined : input.page.anchor('accordion', title));
  return withPosition(
    h('details', { className: ['dw-accordion'], id, open: attrBool(input.attrs, 'defaultOpen') }, [
      h('summary', { className: ['dw-accordion-summary'] }, [
        ...(icon ? [icon] : []),
        h('span', { className: ['dw-accordion-title'] }, given?.nodes ?? [text(title)]),
        ...(description ? [h('span', { className: ['dw-accordion-description'] }, description.nodes)] : []),
      ]),
      h('div', { className: ['dw-accordion-body'] }, input.children()),
    ]),
    input.node,
  );
};

/** Per page, the changelog's row of tag toggles, drawn before the first `<Update>` and given each update's tags as they come. */
const updateFilters = new WeakMap<PageRenderer, { bar: Element; tags: Set<string> }>();

/**
 * The row of tag toggles above a changelog, written into the page so the script that runs it
 * (src/render/assets/site/updates.browser.ts) shifts nothing when it starts. Returned for the
 * first update of the page; later updates add their tags to it, and it stays hidden while no
 * update has any. Hidden without the script too (site.css), where its buttons could do nothing.
 */
function filterBar(input: HandlerInput, tags: readonly string[]): Element | undefined {
  let filters = updateFilters.get(input.page);
  const first = filters === undefined;
  if (!filters) {
    filters = { bar: h('div', { className: ['dw-update-filters'], role: 'group', ariaLabel: 'Filter updates by tag', hidden: true }, []), tags: new Set() };
    updateFilters.set(input.page, filters);
  }
  for (const tag of tags) {
    if (filters.tags.has(tag)) continue;
    filters.tags.add(tag);
    filters.bar.properties.hidden = false;
    filters.bar.children.push(h('button', { type: 'button', className: ['dw-update-filter'] }, [text(tag)]));
  }
  return first ? filters.bar : undefined;
}

const update: ComponentHandler = (input) => {
  const given = shown(input, 'label');
  const label = given?.text ?? 'Update';
  const description = shown(input, 'description');
  const tags = Array.isArray(input.attrs.tags) ? input.attrs.tags.filter((t): t is string => typeof t === 'string') : undefined;
  const id = attrString(input.attrs, 'id') ?? input.page.anchor('title', label);
  input.page.tocEntry(2, label, id);
  const bar = filterBar(input, tags ?? []);
  // The tags, for the page's tag filter (src/render/assets/site/updates.browser.ts).
  const section = withPosition(
    h('section', { className: ['dw-update'], id, ariaLabelledBy: `${id}-label`, dataDwTags: tags && tags.length > 0 ? JSON.stringify(tags) : undefined }, [
      h('div', { className: ['dw-update-meta'] }, [
        h('a', { className: ['dw-update-label'], href: `#${id}`, id: `${id}-label` }, given?.nodes ?? [text(label)]),
        ...(description ? [h('p', { className: ['dw-update-description'] }, description.nodes)] : []),
        ...(tags ? [h('ul', { className: ['dw-update-tags'] }, tags.map((t) => h('li', { className: ['dw-badge'] }, [text(t)])))] : []),
      ]),
      h('div', { className: ['dw-update-body'] }, input.children()),
    ]),
    input.node,
  );
  return bar ? [bar, section] : section;
};

/** One view of the page: the site script adds the page's view selector and shows one view at a time; without it every view shows under its title. */
const view: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text || undefined;
  const icon = iconFor(input);
  return withPosition(
    h('section', { className: ['dw-view'], ariaLabel: title, dataDwView: title }, [
      ...(given && title ? [h('p', { className: ['dw-view-title'] }, [...(icon ? [icon] : []), ...given.nodes])] : []),
      ...input.children(),
    ]),
    input.node,
  );
};

const visibility: ComponentHandler = (input) => (attrString(input.attrs, 'for') === 'agents' ? undefined : h('div', { className: ['dw-visibility'] }, input.children()));

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/structure.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Steps: steps,
  Step: step,
  Tabs: tabsHandler,
  Tab: (input) => h('div', { className: ['dw-tab-content'] }, input.children()),
  AccordionGroup: (input) => withPosition(h('div', { className: ['dw-accordion-group'] }, input.children()), input.node),
  Accordion: accordion,
  View: view,
  Visibility: visibility,
  Update: update,
};
