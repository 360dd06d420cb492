// What an attribute's value is, as far as it can be known without running code.
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { Root } from 'mdast';
import { distance } from 'fastest-levenshtein';
import { visitComponents, type JsxElement } from './tree.js';
import type { AttributeSpec, ComponentSpec } from './types.js';

/**
 * What lint (`component-attribute-required`) and the build say of an attribute Mintlify ignores beside another (the
 * registry's `overriddenBy`: a `<Badge>`'s `icon` beside `tailIcon`), with `{{attribute}}`, `{{winner}}` and `{{name}}`.
 */
export const OVERRIDDEN_MESSAGE = 'Unexpected attribute `{{attribute}}` with `{{winner}}` on `<{{name}}>`, expected one of them: Mintlify reads `{{winner}}` and ignores `{{attribute}}`';

/** An attribute whose value is the expression `undefined` or `null`: the component gets no value. */
export function passesNothing(attribute: MdxJsxAttribute): boolean {
  const value = attribute.value;
  return typeof value === 'object' && value !== null && /^\s*(undefined|null)\s*$/.test(value.value);
}

export type StaticValue =
  | { kind: 'flag' }
  | { kind: 'string'; value: string; literal: 'attribute' | 'expression' }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** An expression whose value cannot be known statically (a variable, JSX…); `literal` when it is written as an array `[…]` or object `{…}`. */
  | { kind: 'unknown'; literal?: 'array' | 'object' };

/** Read an attribute's value: `a` is a flag, `a="x"` a string, `a={2}` a number, `a={x}` unknown. */
export function staticValue(attribute: MdxJsxAttribute): StaticValue {
  const value = attribute.value;
  if (value === null || value === undefined) return { kind: 'flag' };
  if (typeof value === 'string') return { kind: 'string', value, literal: 'attribute' };
  const source = value.value.trim();
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(source)) return { kind: 'number', value: Number(source) };
  if (source === 'true' || source === 'false') return { kind: 'boolean', value: source === 'true' };
  const quoted = source.match(/^(['"])((?:(?!\1)[^\\]|\\.)*)\1$/) ?? source.match(/^(`)([^`$\\]*)`$/);
  if (quoted) return { kind: 'string', value: quoted[2] ?? '', literal: 'expression' };
  if (/^\[[^]*\]$/.test(source)) return { kind: 'unknown', literal: 'array' };
  if (/^\{[^]*\}$/.test(source)) return { kind: 'unknown', literal: 'object' };
  return { kind: 'unknown' };
}

/** Whether `name` is a typo of `near` beyond doubt: the same name in another case, one letter off, or two neighbouring letters swapped (`titel`). */
export function surelyMeant(name: string, near: string): boolean {
  const [a, b] = [name.toLowerCase(), near.toLowerCase()];
  if (a === b || distance(a, b) <= 1) return true;
  for (let i = 0; i + 1 < a.length; i++) {
    if (`${a.slice(0, i)}${a.charAt(i + 1)}${a.charAt(i)}${a.slice(i + 2)}` === b) return true;
  }
  return false;
}

export function isSpread(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): attribute is MdxJsxExpressionAttribute {
  return attribute.type === 'mdxJsxExpressionAttribute';
}

/** A value as a message quotes it: on one line, cut to about 60 characters with an ellipsis. */
export function shortValue(value: string, max = 60): string {
  const line = value.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** How an attribute's value is written, for messages after "Unexpected" (so no article): string `"2"`, number `{2}`, bare flag; long strings are cut. */
export function describeValue(value: StaticValue): string {
  switch (value.kind) {
    case 'flag':
      return 'bare flag';
    case 'string': {
      const text = shortValue(value.value);
      return value.literal === 'attribute' ? `string \`"${text}"\`` : `string \`{"${text}"}\``;
    }
    case 'number':
      return `number \`{${value.value}}\``;
    case 'boolean':
      return `boolean \`{${value.value}}\``;
    case 'unknown':
      return value.literal === 'array' ? 'array `{[…]}`' : value.literal === 'object' ? 'object `{{…}}`' : 'expression `{…}`';
  }
}

/** What a correct value looks like, for messages. */
export function expectedValue(spec: AttributeSpec): string {
  switch (spec.type) {
    case 'integer':
      return `an integer such as \`${spec.name}={${typeof spec.default === 'number' ? spec.default : 2}}\``;
    case 'number': {
      const number = `a number such as \`${spec.name}={${typeof spec.default === 'number' ? spec.default : 1}}\``;
      return spec.readsCssLength === true ? `${number} or a CSS length such as \`${spec.name}="16px"\`` : number;
    }
    case 'boolean':
      return `a flag (\`${spec.name}\`) or \`${spec.name}={false}\``;
    case 'expression':
      if (spec.shape === 'object') return `an object such as \`${spec.name}={{ ${spec.example ?? '…'} }}\``;
      if (spec.shape === 'array') return `an array such as \`${spec.name}={[${spec.example ?? '…'}]}\``;
      return `an expression such as \`${spec.name}={…}\``;
    case 'enum':
      return `one of ${(spec.values ?? []).map((v) => `\`${v}\``).join(', ')}`;
    default:
      return `a string such as \`${spec.name}="…"\``;
  }
}

/** A CSS length with a unit, as a style's `width` takes it: `16px`, `1.5rem`, `50%`; a bare number is none. */
const CSS_LENGTH = /^(\d+(\.\d+)?|\.\d+)(px|r?em|%|ch|ex|[sld]?v[hw]|vmin|vmax|pt|pc|in|cm|mm|q)$/i;

/** Whether a string is a CSS length with a unit (`"16px"`, `"1.5em"`); surrounding space is allowed, as CSS allows it. */
export function isCssLength(value: string): boolean {
  return CSS_LENGTH.test(value.trim());
}

/** The number a value gives the component: a number literal, or a numeric string where the component converts strings (`readsNumericString`); NaN otherwise. */
export function numberOf(spec: AttributeSpec, value: StaticValue): number {
  if (value.kind === 'number') return value.value;
  if (value.kind === 'string' && spec.readsNumericString === true && /^\s*\d+(\.\d+)?\s*$/.test(value.value)) return Number(value.value);
  return Number.NaN;
}

/** Whether a statically known value has the wrong type. Unknown expressions always pass. */
export function hasWrongType(spec: AttributeSpec, value: StaticValue): boolean {
  // An array where an object belongs (`rss={["…"]}`), or the other way round; other expressions cannot be known.
  if (value.kind === 'unknown') return spec.shape !== undefined && value.literal !== undefined && value.literal !== spec.shape;
  switch (spec.type) {
    case 'integer':
      return !Number.isInteger(numberOf(spec, value));
    case 'number':
      if (spec.readsCssLength === true && value.kind === 'string' && isCssLength(value.value)) return false;
      return Number.isNaN(numberOf(spec, value));
    case 'boolean':
      if (value.kind === 'flag' || value.kind === 'boolean') return false;
      // A component that reads the strings takes both; elsewhere a non-empty string is true, so only `"true"` (`"True"`) means what it says.
      if (value.kind === 'string') return !(value.value.toLowerCase() === 'true' || (spec.readsStringBoolean === true && value.value === 'false'));
      return true;
    case 'expression':
      // Only an expression, and of the shape the component reads when the registry says (a number is never an object).
      return value.kind === 'string' || value.kind === 'flag' || spec.shape !== undefined;
    case 'enum':
      return value.kind !== 'string';
    case 'string':
    case 'url':
    case 'icon':
      return value.kind === 'flag';
  }
}

/** Every written (not spread) attribute of a known component that the registry describes, with both descriptions. */
export function visitDescribedAttributes(
  tree: Root,
  visitor: (attribute: MdxJsxAttribute, attributeSpec: AttributeSpec, spec: ComponentSpec, element: JsxElement) => void,
): void {
  visitComponents(tree, (node, spec) => {
    for (const attribute of node.attributes) {
      if (isSpread(attribute)) continue;
      const attributeSpec = spec.attributes.find((a) => a.name === attribute.name);
      if (attributeSpec) visitor(attribute, attributeSpec, spec, node);
    }
  });
}
