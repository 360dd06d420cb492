// The component registry: every component, HTML element and code-block kind a page may
// use, described once. Lint rules, the rules file and the renderer read this and nothing else.
import { api } from './api.js';
import { callouts } from './callouts.js';
import { code } from './code.js';
import { html } from './html.js';
import { layout } from './layout.js';
import { structure } from './structure.js';
import { text } from './text.js';
import type { ComponentSpec } from './types.js';

export type { AttributeSpec, AttributeType, ComponentCategory, ComponentKind, ComponentSpec } from './types.js';

export const components: readonly ComponentSpec[] = [...callouts, ...structure, ...layout, ...api, ...code, ...text, ...html];

const byName: ReadonlyMap<string, ComponentSpec> = new Map(components.map((spec) => [spec.name, spec]));

/** All names, as written in pages. */
export const componentNames: readonly string[] = components.map((spec) => spec.name);

/** The description of a component, HTML element or code-block kind by its exact name. */
export function getComponent(name: string): ComponentSpec | undefined {
  return byName.get(name);
}

/** JSX components only (no HTML elements, no code-block kinds): the names a page may write as `<Name>`. */
export const jsxComponentNames: readonly string[] = components.filter((spec) => (spec.kind ?? 'component') === 'component').map((spec) => spec.name);
