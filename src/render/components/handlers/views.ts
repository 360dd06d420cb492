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

const visibility: ComponentHandler = (input) => (attrString(input.attrs, 'for') === 'agents' ? undefined : h('div', { className: ['dw-visibility'] }, input.children()));

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/views.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  View: view,
  Visibility: visibility,
};
