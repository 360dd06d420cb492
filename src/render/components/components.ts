// One HTML handler per registry component. A handler turns a JSX element of a page into
// semantic hast; it never runs code from the page (attributes are read as literals).
// A component is one pair of files of the same name: its registry entry in src/components/<family>.ts,
// its handler in handlers/<family>.ts (test/render/components/components.test.ts checks the pairs);
// what handlers are written with is handler-kit.ts.
import { handlers as api } from './handlers/api.js';
import { handlers as callouts } from './handlers/callouts.js';
import { handlers as code } from './handlers/code.js';
import { handlers as html } from './handlers/html.js';
import { handlers as layout } from './handlers/layout.js';
import { handlers as structure } from './handlers/structure.js';
import { handlers as text } from './handlers/text.js';
import type { ComponentHandler } from './handler-kit.js';

export { makeInput, shown } from './handler-kit.js';
export type { ComponentHandler, HandlerInput, JsxNode, PageRenderer, Shown } from './handler-kit.js';

/** Handlers by registry name, in the registry's order (src/components/index.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = { ...callouts, ...structure, ...layout, ...api, ...code, ...text, ...html };
