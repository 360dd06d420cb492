// The components section: a table of every component (the default), or the full reference
// with attributes and one example each (`--full`). Both come from the registry only.
import type { AttributeSpec, ComponentCategory, ComponentSpec } from '../components/types.js';
import { blocks, code, codeList, fence, oneLine, sentence } from './markdown.js';

/** Where the full component reference lives, for the compact file's link. */
export const COMPONENT_REFERENCE_URL = 'https://github.com/docwright/docwright/blob/main/docs/components.mdx';

/** Rules that check pages against the registry, named in the components section when enabled. */
const COMPONENT_RULES = ['component-known', 'component-attribute-known', 'component-attribute-required', 'component-attribute-type', 'component-attribute-value', 'component-parent', 'component-children'];

/** An attribute shared word for word by this many components is described once. */
const COMMON_ATTRIBUTE_MIN = 3;

const CATEGORY_TITLES: Record<ComponentCategory, string> = {
  callout: 'Callouts',
  structure: 'Structure',
  navigation: 'Links and cards',
  code: 'Code',
  api: 'API reference',
  media: 'Media',
  text: 'Text',
  layout: 'Layout',
};
const CATEGORY_ORDER: readonly ComponentCategory[] = ['callout', 'structure', 'navigation', 'layout', 'code', 'api', 'media', 'text'];

function attributeSyntax(): string {
  return 'Write attribute values as strings (`title="Setup"`), except numbers, booleans and arrays, which go in braces (`cols={2}`).';
}

function checksText(enabled: ReadonlySet<string>): string {
  const checks = COMPONENT_RULES.filter((id) => enabled.has(id));
  return checks.length > 0 ? ` (lint: ${codeList(checks)})` : '';
}

function attributeType(attribute: AttributeSpec): string {
  if (attribute.type === 'enum' && attribute.values && attribute.values.length > 0) return `one of ${codeList(attribute.values, 'or')}`;
  if (attribute.type === 'expression') return 'JSX expression `{…}`';
  return attribute.type;
}

function renderAttribute(attribute: AttributeSpec): string {
  const notes = [attributeType(attribute)];
  if (attribute.required) notes.push('required');
  if (attribute.default !== undefined) notes.push(`default ${code(String(attribute.default))}`);
  return `- ${code(attribute.name)} (${notes.join(', ')}): ${sentence(attribute.description)}`;
}

function childrenText(children: ComponentSpec['children']): string | undefined {
  if (children === undefined || children === 'any') return undefined;
  if (children === 'none') return 'It takes no content: write it self-closing.';
  const names = children.map((child) => (child === 'code' ? 'fenced code blocks' : code(child)));
  if (names.length === 0) return undefined;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `It contains only ${list}.`;
}

function componentHeading(component: ComponentSpec): string {
  if (component.kind === 'html') return `#### ${code(`<${component.name}>`)}`;
  if (component.kind === 'code-block') return `#### ${code(component.name)} code blocks`;
  return `#### ${code(component.name)}`;
}

/** Attributes many components share word for word (`icon`, `iconType`…), printed once. */
export function commonAttributes(components: readonly ComponentSpec[]): Map<string, AttributeSpec> {
  const counts = new Map<string, { attribute: AttributeSpec; count: number }>();
  for (const component of components) {
    for (const attribute of component.attributes) {
      const key = JSON.stringify([attribute.name, attribute.type, attribute.description, attribute.values ?? [], attribute.default ?? null]);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { attribute, count: 1 });
    }
  }
  const common = new Map<string, AttributeSpec>();
  const best = new Map<string, number>();
  for (const { attribute, count } of counts.values()) {
    if (count < COMMON_ATTRIBUTE_MIN || (best.get(attribute.name) ?? 0) >= count) continue;
    best.set(attribute.name, count);
    common.set(attribute.name, attribute);
  }
  return common;
}

/** An attribute described in the common list: same wording, not required here. */
function isCommon(attribute: AttributeSpec, common: ReadonlyMap<string, AttributeSpec>): boolean {
  const shared = common.get(attribute.name);
  return (
    shared !== undefined &&
    !attribute.required &&
    shared.type === attribute.type &&
    shared.description === attribute.description &&
    JSON.stringify(shared.values ?? []) === JSON.stringify(attribute.values ?? []) &&
    shared.default === attribute.default
  );
}

/** "When none fits" → "none fits"; "A better way" → "a better way"; "YouTube", "FAQ", "`Tabs`" stay. */
function whenText(value: string): string {
  const bare = oneLine(value).replace(/^when\s+/i, '');
  return /^[A-Z][a-z]*(?=[\s,;:.]|$)/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
}

function renderComponent(component: ComponentSpec, common: ReadonlyMap<string, AttributeSpec>): string {
  const rules: string[] = [];
  if (component.kind === 'html') rules.push(`A plain HTML element${component.allowOtherAttributes ? ' that also takes every standard HTML attribute' : ''}.`);
  if (component.kind === 'code-block') rules.push(`Write it as a fenced code block whose language is ${code(component.name)}; options go after the language on the opening fence.`);
  if (component.parents && component.parents.length > 0) rules.push(`Place it directly inside ${codeList(component.parents, 'or')}.`);
  const children = component.kind === 'code-block' ? undefined : childrenText(component.children);
  if (children) rules.push(children);
  if (component.requiresContent) rules.push('It must not be empty.');
  for (const group of component.exactlyOneOf ?? []) rules.push(`Set exactly one of ${codeList(group, 'or')}.`);
  if (component.apiPageOnly) rules.push('Only on API pages (front matter `openapi` or `api`).');
  if (component.maxPerPage !== undefined) rules.push(component.maxPerPage === 1 ? 'At most one per page.' : `At most ${component.maxPerPage} per page.`);
  if (component.uniqueAmongSiblings) rules.push(`Each ${code(component.name)} in the same parent needs its own ${code(component.uniqueAmongSiblings)}.`);
  if (component.codeBlocks?.language && component.codeBlocks.title) rules.push('Every code block in it names its language and a title (`js index.js`).');
  else if (component.codeBlocks?.language) rules.push('Every code block in it names its language.');
  else if (component.codeBlocks?.title) rules.push('Every code block in it has a title after its language.');
  const own = component.attributes.filter((attribute) => !isCommon(attribute, common));
  const shared = component.attributes.filter((attribute) => isCommon(attribute, common));
  const attributes = own.map(renderAttribute);
  if (shared.length > 0) attributes.push(`- ${codeList(shared.map((attribute) => attribute.name))}: see the common attributes.`);
  return blocks([
    componentHeading(component),
    `${sentence(component.purpose)} When to use it: ${sentence(whenText(component.whenToUse))}`,
    attributes.length > 0 ? attributes.join('\n') : undefined,
    rules.length > 0 ? rules.join(' ') : undefined,
    fence(component.example, 'mdx'),
  ]).trimEnd();
}

/** The full reference (`--full`): each component with its attributes, rules and one example. */
export function renderComponentReference(components: readonly ComponentSpec[], enabled: ReadonlySet<string>): string | undefined {
  if (components.length === 0) return undefined;
  const common = commonAttributes(components);
  const parts: string[] = [
    '## Components',
    `These are the components this project can render. Use only these, with only the attributes listed${checksText(enabled)}. ${attributeSyntax()}`,
  ];
  if (common.size > 0) {
    parts.push('### Common attributes', 'These attributes mean the same on every component that takes them:', [...common.values()].map(renderAttribute).join('\n'));
  }
  for (const category of CATEGORY_ORDER) {
    const inCategory = components.filter((component) => component.category === category);
    if (inCategory.length === 0) continue;
    parts.push(`### ${CATEGORY_TITLES[category]}`, ...inCategory.map((component) => renderComponent(component, common)));
  }
  return blocks(parts).trimEnd();
}

// ---------------------------------------------------------------------------
// The table

/** A table cell: one line, pipes escaped (also inside code, as GFM requires). */
function cell(value: string): string {
  return oneLine(value).replace(/\|/g, '\\|');
}

function componentName(component: ComponentSpec): string {
  if (component.kind === 'html') return code(`<${component.name}>`);
  if (component.kind === 'code-block') return `${code(component.name)} code block`;
  return code(component.name);
}

function requiredText(component: ComponentSpec): string {
  const parts = component.attributes.filter((attribute) => attribute.required).map((attribute) => code(attribute.name));
  for (const group of component.exactlyOneOf ?? []) parts.push(`one of ${codeList(group, 'or')}`);
  return parts.length > 0 ? parts.join(', ') : '–';
}

function placementText(component: ComponentSpec): string {
  const parts: string[] = [];
  if (component.parents && component.parents.length > 0) parts.push(`inside ${codeList(component.parents, 'or')}`);
  if (component.kind !== 'code-block') {
    if (component.children === 'none') parts.push('self-closing');
    else if (Array.isArray(component.children) && component.children.length > 0) {
      const names = (component.children as string[]).map((child) => (child === 'code' ? 'code blocks' : child === 'list' ? 'a Markdown list' : code(child)));
      parts.push(`holds only ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`}`);
    }
  }
  if (component.apiPageOnly) parts.push('API pages only');
  if (component.maxPerPage !== undefined) parts.push(`at most ${component.maxPerPage} per page`);
  return parts.length > 0 ? parts.join('; ') : 'anywhere';
}

function purposeText(component: ComponentSpec): string {
  return oneLine(component.purpose).replace(/\.$/, '');
}

/** The default: one table row per component, and a link to the full reference. */
export function renderComponentTable(components: readonly ComponentSpec[], enabled: ReadonlySet<string>): string | undefined {
  if (components.length === 0) return undefined;
  const rows = components.map((component) => `| ${cell(componentName(component))} | ${cell(purposeText(component))} | ${cell(requiredText(component))} | ${cell(placementText(component))} |`);
  return blocks([
    '## Components',
    `Use only these components, with the attributes the [component reference](${COMPONENT_REFERENCE_URL}) lists${checksText(enabled)}. ${attributeSyntax()} Run ${code('npx docwright rules --full --stdout')} to print every attribute and an example of each component.`,
    ['| component | purpose | required attributes | parents and children |', '|---|---|---|---|', ...rows].join('\n'),
  ]).trimEnd();
}
