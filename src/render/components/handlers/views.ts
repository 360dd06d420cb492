// The HTML handlers of views and visibility; their registry entries are src/components/views.ts.
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { iconFor, shown, withPosition, type ComponentHandler } from '../handler-kit.js';

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

/** Whether the element's `for` is an expression whose value is not known before the page runs (Mintlify then shows it). */
const dynamicFor = (input: Parameters<ComponentHandler>[0]): boolean =>
  attrString(input.attrs, 'for') === undefined && input.node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'for' && typeof a.value === 'object' && a.value !== null);

/** Content for one audience: shown for `humans` (or a `for` only known at run time); `agents`, an unknown audience or no `for` are hidden, as on Mintlify. */
const visibility: ComponentHandler = (input) => {
  const audience = attrString(input.attrs, 'for');
  if (audience === 'humans' || dynamicFor(input)) return h('div', { className: ['dw-visibility'] }, input.children());
  // An unknown audience (`for="robots"`) is lint's `component-attribute-value`, which `build` reports too
  // (src/render/page/lint-losses.ts): one cause, one finding. A missing `for` has no lint finding.
  if (audience === undefined) {
    input.page.warn(input.node, 'Missing `for` on `<Visibility>`, expected `for="humans"` or `for="agents"`: Mintlify hides the content from readers, and so does docwright');
  }
  return undefined;
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/views.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  View: view,
  Visibility: visibility,
};
