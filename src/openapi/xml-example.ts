// An example value written as XML, as its schema's `xml` objects say (OpenAPI's XML Object): the root element is named
// by `xml.name` or else the schema's name, a property with `xml.attribute` is an attribute, an array is one element per
// item, inside an element of its own with `xml.wrapped`; `xml.prefix` and `xml.namespace` are kept.
import { isRecord } from '../guards.js';
import { mergeAllOf } from './describe-schema.js';
import { str } from './spec-values.js';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : (JSON.stringify(value) ?? '');
}

function xmlOf(schema: unknown): Record<string, unknown> {
  return isRecord(schema) && isRecord(mergeAllOf(schema).xml) ? (mergeAllOf(schema).xml as Record<string, unknown>) : {};
}

/** An element's name: `xml.name` (else `fallback`), with `xml.prefix`. */
function elementName(schema: unknown, fallback: string): string {
  const xml = xmlOf(schema);
  const name = str(xml.name) ?? fallback;
  const prefix = str(xml.prefix);
  return prefix !== undefined ? `${prefix}:${name}` : name;
}

function namespaceAttribute(schema: unknown): string {
  const xml = xmlOf(schema);
  const namespace = str(xml.namespace);
  if (namespace === undefined) return '';
  const prefix = str(xml.prefix);
  return ` ${prefix !== undefined ? `xmlns:${prefix}` : 'xmlns'}="${escapeXml(namespace)}"`;
}

function element(schema: unknown, name: string, value: unknown, pad: string): string[] {
  const merged = isRecord(schema) ? mergeAllOf(schema) : {};
  if (Array.isArray(value)) {
    const itemName = elementName(merged.items, name);
    const items = value.flatMap((item) => element(merged.items, itemName, item, xmlOf(schema).wrapped === true ? `${pad}  ` : pad));
    return xmlOf(schema).wrapped === true ? [`${pad}<${name}${namespaceAttribute(schema)}>`, ...items, `${pad}</${name}>`] : items;
  }
  if (!isRecord(value)) return [`${pad}<${name}${namespaceAttribute(schema)}>${escapeXml(scalarText(value))}</${name}>`];
  const properties = isRecord(merged.properties) ? merged.properties : {};
  let attributes = namespaceAttribute(schema);
  const children: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (xmlOf(property).attribute === true) attributes += ` ${elementName(property, key)}="${escapeXml(scalarText(child))}"`;
    else children.push(...element(property, elementName(property, key), child, `${pad}  `));
  }
  return children.length === 0 ? [`${pad}<${name}${attributes}/>`] : [`${pad}<${name}${attributes}>`, ...children, `${pad}</${name}>`];
}

/**
 * `value` as an XML document of `schema`; the root is named by `xml.name`, else `rootName` (the schema's name in the
 * document), else `root`. Undefined for a value that is not an object or array (a string example is the XML itself).
 */
export function xmlExample(schema: unknown, value: unknown, rootName: string | undefined): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...element(schema, elementName(schema, rootName ?? 'root'), value, '')].join('\n');
}

/** The name a schema has in the document (`components.schemas`, Swagger's `definitions`), found by identity: dereferenced references share the object. */
export function schemaName(schema: unknown, named: Record<string, unknown> | undefined): string | undefined {
  return Object.entries(named ?? {}).find(([, value]) => value === schema)?.[0];
}
