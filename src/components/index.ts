// The component registry: every component, HTML element and code-block kind a page may
// use, described once. Lint rules, the rules file and the renderer read this and nothing else.
import { specs as accordions } from './accordions.js';
import { specs as badge } from './badge.js';
import { specs as callouts } from './callouts.js';
import { specs as cards } from './cards.js';
import { specs as codeBlock } from './code-block.js';
import { specs as codeGroups } from './code-groups.js';
import { specs as colors } from './colors.js';
import { specs as fields } from './fields.js';
import { specs as frame } from './frame.js';
import { specs as github } from './github.js';
import { specs as heading } from './heading.js';
import { specs as html } from './html.js';
import { specs as icon } from './icon.js';
import { specs as latex } from './latex.js';
import { specs as mermaid } from './mermaid.js';
import { specs as panel } from './panel.js';
import { specs as prompt } from './prompt.js';
import { specs as steps } from './steps.js';
import { specs as tabs } from './tabs.js';
import { specs as tooltip } from './tooltip.js';
import { specs as trees } from './trees.js';
import { specs as update } from './update.js';
import { specs as views } from './views.js';
import type { ComponentSpec } from './types.js';

export type { AttributeSpec, AttributeType, ComponentCategory, ComponentKind, ComponentSpec } from './types.js';

/** Every entry, one file per component or small family (a file's handlers are src/render/components/handlers/<same name>.ts). */
export const components: readonly ComponentSpec[] = [
  ...callouts,
  ...steps,
  ...tabs,
  ...accordions,
  ...views,
  ...update,
  ...cards,
  ...panel,
  ...frame,
  ...trees,
  ...github,
  ...fields,
  ...codeGroups,
  ...codeBlock,
  ...mermaid,
  ...heading,
  ...icon,
  ...badge,
  ...tooltip,
  ...latex,
  ...prompt,
  ...colors,
  ...html,
];

const byName: ReadonlyMap<string, ComponentSpec> = new Map(components.map((spec) => [spec.name, spec]));

/** All names, as written in pages. */
export const componentNames: readonly string[] = components.map((spec) => spec.name);

/** The description of a component, HTML element or code-block kind by its exact name. */
export function getComponent(name: string): ComponentSpec | undefined {
  return byName.get(name);
}

/** JSX components only (no HTML elements, no code-block kinds): the names a page may write as `<Name>`. */
export const jsxComponentNames: readonly string[] = components.filter((spec) => (spec.kind ?? 'component') === 'component').map((spec) => spec.name);
