// One HTML handler per registry component. A handler turns a JSX element of a page into
// semantic hast; it never runs code from the page (attributes are read as literals).
// A component is one pair of files of the same name: its registry entry in src/components/<name>.ts,
// its handler in handlers/<name>.ts (test/render/components/components.test.ts checks the pairs);
// what handlers are written with is handler-kit.ts.
import { handlers as accordions } from './handlers/accordions.js';
import { handlers as badge } from './handlers/badge.js';
import { handlers as callouts } from './handlers/callouts.js';
import { handlers as cards } from './handlers/cards.js';
import { handlers as codeBlock } from './handlers/code-block.js';
import { handlers as codeGroups } from './handlers/code-groups.js';
import { handlers as colors } from './handlers/colors.js';
import { handlers as fields } from './handlers/fields.js';
import { handlers as frame } from './handlers/frame.js';
import { handlers as github } from './handlers/github.js';
import { handlers as heading } from './handlers/heading.js';
import { handlers as html } from './handlers/html.js';
import { handlers as icon } from './handlers/icon.js';
import { handlers as latex } from './handlers/latex.js';
import { handlers as mermaid } from './handlers/mermaid.js';
import { handlers as panel } from './handlers/panel.js';
import { handlers as prompt } from './handlers/prompt.js';
import { handlers as steps } from './handlers/steps.js';
import { handlers as tabs } from './handlers/tabs.js';
import { handlers as tooltip } from './handlers/tooltip.js';
import { handlers as trees } from './handlers/trees.js';
import { handlers as update } from './handlers/update.js';
import { handlers as views } from './handlers/views.js';
import type { ComponentHandler } from './handler-kit.js';

export { iconLibraryOf, makeInput, shown, withOwnClasses } from './handler-kit.js';
export type { ComponentHandler, HandlerInput, JsxNode, PageRenderer, Shown } from './handler-kit.js';

/** Each family's handlers, one file each (in file-name order, as imported above). */
const families: readonly Readonly<Record<string, ComponentHandler>>[] = [accordions, badge, callouts, cards, codeBlock, codeGroups, colors, fields, frame, github, heading, html, icon, latex, mermaid, panel, prompt, steps, tabs, tooltip, trees, update, views];

/** Handlers by registry name. Each name is one family's (test/render/components/components.test.ts), so the order of `families` decides nothing: the registry's order is src/components/index.ts's alone. */
export const handlers: Readonly<Record<string, ComponentHandler>> = Object.fromEntries(families.flatMap((family) => Object.entries(family)));
