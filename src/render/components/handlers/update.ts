// The HTML handlers of changelog updates; their registry entries are src/components/update.ts.
import type { Element } from 'hast';
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { ownClasses, shown, text, withPosition, type ComponentHandler, type HandlerInput, type PageRenderer } from '../handler-kit.js';

/** Per page, the changelog's row of tag toggles (put before the first `<Update>`, taken out by the page) and how many updates carry each tag so far. */
const updateFilters = new WeakMap<PageRenderer, { bar: Element; counts: Map<string, number> }>();

/** An update's tags as Mintlify's changelog filter reads them: strings, trimmed, no empty one, each once. */
function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/**
 * The changelog's row of tag toggles, returned for the first update of the page; later updates add
 * their tags to it, and it stays hidden while no update has any. The page takes it out of the content
 * (src/render/page/page.ts, `takeUpdateFilters`) and the layout draws its tags in the table of
 * contents' place, as Mintlify does; src/render/assets/site/updates.browser.ts runs it.
 * Ordered as Mintlify's (`@mintlify/common`'s remarkExtractChangelogFilters): the tag most
 * updates carry first, ties in the order the tags first appear.
 */
function filterBar(input: HandlerInput, tags: readonly string[]): Element | undefined {
  let filters = updateFilters.get(input.page);
  const first = filters === undefined;
  if (!filters) {
    filters = { bar: h('div', { className: ['dw-update-filters'], role: 'group', ariaLabel: 'Filter updates by tag', hidden: true }, []), counts: new Map() };
    updateFilters.set(input.page, filters);
  }
  for (const tag of tags) filters.counts.set(tag, (filters.counts.get(tag) ?? 0) + 1);
  if (filters.counts.size > 0) {
    filters.bar.properties.hidden = false;
    const ordered = [...filters.counts].sort((a, b) => b[1] - a[1]);
    filters.bar.children = ordered.map(([tag]) => h('button', { type: 'button', className: ['dw-update-filter'] }, [text(tag)]));
  }
  return first ? filters.bar : undefined;
}

const update: ComponentHandler = (input) => {
  const given = shown(input, 'label');
  const label = given?.text ?? 'Update';
  const description = shown(input, 'description');
  const tags = Array.isArray(input.attrs.tags) ? input.attrs.tags.filter((t): t is string => typeof t === 'string') : undefined;
  const id = attrString(input.attrs, 'id') ?? input.page.anchor('title', label);
  const filterTags = cleanTags(tags ?? []);
  const bar = filterBar(input, filterTags);
  // The tags, for the page's tag filter (src/render/assets/site/updates.browser.ts).
  const section = withPosition(
    h('section', { className: ['dw-update', ...ownClasses(input)], id, ariaLabelledBy: `${id}-label`, dataDwTags: filterTags.length > 0 ? JSON.stringify(filterTags) : undefined }, [
      h('div', { className: ['dw-update-meta'] }, [
        h('a', { className: ['dw-update-label'], href: `#${id}`, id: `${id}-label` }, given?.nodes ?? [text(label)]),
        // Under the label its tags, then its description, as Mintlify's update orders them.
        ...(tags ? [h('ul', { className: ['dw-update-tags'] }, tags.map((t) => h('li', { className: ['dw-badge'] }, [text(t)])))] : []),
        ...(description ? [h('p', { className: ['dw-update-description'] }, description.nodes)] : []),
      ]),
      h('div', { className: ['dw-update-body'] }, input.children()),
    ]),
    input.node,
  );
  // In the table of contents with its label, as Mintlify lists an `<Update>` that has one (src/render/page/heading-ids.ts collects it).
  if (given) section.data = { ...section.data, tocEntry: { depth: 2, text: label } };
  return bar ? [bar, section] : section;
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/update.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Update: update,
};
