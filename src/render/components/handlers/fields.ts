// The HTML handlers of API fields and their expandable children; their registry entries are src/components/fields.ts.
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { attrBool, attrString } from '../../tree/literal.js';
import { ownValue } from '../../../guards.js';
import { shown, text, withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';

/**
 * A field's `pre` or `post` labels (Mintlify: `string[]`, a string is one label) as pills:
 * `pre` before the field's name, `post` after its other pills.
 */
function labels(input: HandlerInput, which: 'pre' | 'post'): Element[] {
  const value = input.attrs[which];
  const list = typeof value === 'string' || typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
  return list.flatMap((label) => (typeof label === 'string' || typeof label === 'number') && String(label) !== '' ? [h('span', { className: [`dw-field-${which}`] }, [text(String(label))])] : []);
}

/**
 * A `default` written as code or JSX: code gets `shown()`'s warning; static JSX (`default={<b>1</b>}`),
 * which Mintlify prints as the element's JSON, is not shown either, with a warning at the attribute.
 */
function warnJsxDefault(input: HandlerInput): void {
  if (!shown(input, 'default')?.jsx) return;
  const attribute = input.node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'default');
  const at = attribute?.position?.start ?? input.node.position?.start;
  input.page.warn(
    input.node,
    `Unexpected JSX in the \`default\` of \`<${input.node.name ?? ''}>\`, expected a string, number or boolean: it is not shown (Mintlify prints the element as JSON)`,
    at ? { line: at.line, column: at.column } : undefined,
  );
}

/** Mintlify's field head shows a default only while its JSON is shorter than this (MAX_DEFAULT_VALUE_LENGTH). */
const MAX_DEFAULT_LENGTH = 50;

/**
 * What the default pill shows: the value as JSON, as Mintlify's field head writes it; undefined (no pill) for no
 * value, for JSON of 50 characters or more, and for an object holding objects or arrays, which Mintlify leaves out.
 */
function defaultPill(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value !== null && typeof value === 'object' && Object.values(value).some((item) => item !== null && typeof item === 'object')) return undefined;
  const json = JSON.stringify(value) as string | undefined;
  return json !== undefined && json.length > 0 && json.length < MAX_DEFAULT_LENGTH ? json : undefined;
}

function field(kind: 'param' | 'response'): ComponentHandler {
  return (input) => {
    // A `<ResponseField hidden>` is Mintlify's Property with `hidden`, which renders nothing.
    if (kind === 'response' && truthy(ownValue(input.attrs, 'hidden'))) return [];
    const locations = ['path', 'query', 'body', 'header', 'cookie', 'auth'];
    const location = kind === 'param' ? locations.find((l) => attrString(input.attrs, l) !== undefined) : undefined;
    const name = (location ? attrString(input.attrs, location) : attrString(input.attrs, 'name')) ?? '';
    const type = shown(input, 'type');
    const fallback = input.attrs.default;
    if (fallback === undefined) warnJsxDefault(input);
    // The platform's anchor: `param-<name>` (`api.params` → `param-api-params`), `-1`, `-2` … for repeats.
    const id = attrString(input.attrs, 'id') ?? input.page.anchor('field', name || 'field');
    const meta: ElementContent[] = [];
    if (type && type.text !== '') meta.push(h('span', { className: ['dw-field-type'] }, type.nodes));
    // The pills in the order of Mintlify's field head: type, default, required, deprecated. A field
    // written in a page shows no location pill on Mintlify (`query="litres"` reads "litres number");
    // generated API pages give the location as their section headings.
    // The default pill: "default" and the value as JSON (`"1"` for the string 1, `1` for the number).
    const pill = defaultPill(fallback);
    if (pill !== undefined) meta.push(h('span', { className: ['dw-field-default'] }, [h('span', { className: ['dw-field-default-label'] }, [text('default')]), text(' '), h('code', [text(pill)])]));
    if (attrBool(input.attrs, 'required')) meta.push(h('span', { className: ['dw-field-required'] }, [text('required')]));
    if (attrBool(input.attrs, 'deprecated')) meta.push(h('span', { className: ['dw-field-deprecated'] }, [text('deprecated')]));
    meta.push(...labels(input, 'post'));
    return withPosition(
      h('div', { className: ['dw-field', `dw-${kind}-field`], id }, [
        h('div', { className: ['dw-field-head'] }, [...labels(input, 'pre'), h('a', { className: ['dw-field-name'], href: `#${id}` }, [h('code', [text(name)])]), ...meta]),
        h('div', { className: ['dw-field-body'] }, input.children()),
      ]),
      input.node,
    );
  };
}

/** A JSX value as React reads it for a condition: `defaultOpen="True"` (any non-empty string) is on, as in Mintlify. */
function truthy(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value !== '') || (typeof value === 'number' && value !== 0 && !Number.isNaN(value));
}

const expandable: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const open = truthy(ownValue(input.attrs, 'defaultOpen'));
  // The verb follows the state ("Hide" when open, as Mintlify's); the site script changes it on toggle.
  const verb = h('span', { className: ['dw-expandable-verb'] }, [open ? 'Hide' : 'Show']);
  return withPosition(
    h('details', { className: ['dw-expandable'], open }, [
      h('summary', [verb, text(' '), ...(title && title.text !== '' ? title.nodes : [text('child attributes')])]),
      h('div', { className: ['dw-expandable-body'] }, input.children()),
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/fields.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  ParamField: field('param'),
  Param: field('param'),
  ResponseField: field('response'),
  Expandable: expandable,
};
