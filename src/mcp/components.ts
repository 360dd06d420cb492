// `list_components` and `describe_component`: the component registry, as the rules file prints it.
import { components, getComponent, type ComponentCategory, type ComponentSpec } from '../components/index.js';
import { nearComponent } from '../components/unknown-component.js';
import { ToolInputError } from './paths.js';

export const componentCategories = ['callout', 'structure', 'navigation', 'api', 'code', 'media', 'text', 'layout'] as const satisfies readonly ComponentCategory[];

export function listComponents(category?: ComponentCategory): { name: string; kind: string; category: string; purpose: string }[] {
  return components.filter((spec) => category === undefined || spec.category === category).map((spec) => ({ name: spec.name, kind: spec.kind ?? 'component', category: spec.category, purpose: spec.purpose }));
}

/** One component's description: attributes, where it may stand, what it may hold, and an example. */
export function describeComponent(name: string): Omit<ComponentSpec, 'parents' | 'children'> & { kind: string; parents: readonly string[] | 'any'; children: readonly string[] | 'any' | 'none' } {
  const spec = getComponent(name) ?? getComponent(name.replace(/^<\/?|\/?>$/g, ''));
  if (!spec) {
    const near = nearComponent(name.replace(/^<\/?|\/?>$/g, ''), []);
    throw new ToolInputError(`Unexpected component \`${name}\`, expected a name from \`list_components\`${near ? ` (did you mean \`${near}\`?)` : ''}`);
  }
  return { ...spec, kind: spec.kind ?? 'component', parents: spec.parents ?? 'any', children: spec.children ?? 'any' };
}
