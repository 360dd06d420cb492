// The HTML handlers of the side panel; their registry entries are src/components/panel.ts.
import { h } from 'hastscript';
import { withPosition, type ComponentHandler } from '../handler-kit.js';

/** The page's side panel: in the table of contents' column on wide screens (site.css places it there), inline on narrow ones. */
const panel: ComponentHandler = (input) => withPosition(h('aside', { className: ['dw-panel'], ariaLabel: 'Panel' }, [h('div', { className: ['dw-panel-body'] }, input.children())]), input.node);

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/panel.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Panel: panel,
};
