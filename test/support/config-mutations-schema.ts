// The fourth set of mutated configurations for the differential suite
// (test/config/differential.test.ts), read off the platform's own published JSON schema
// (`docsConfigJsonSchema` and `mintConfigJsonSchema` of @mintlify/validation, a devDependency
// used by the tests only) rather than written by hand: every value of the valid bases is looked
// up in the schema, and the constraints found there become cases — each enum value, upper-cased
// and with a leading space; each const; the lengths, bounds and item counts either side of each
// `minLength`, `maxLength`, `minimum`, `maximum`, `minItems`, `maxItems`; a fraction for an
// integer; URL forms for a `uri`; every optional key the base leaves out, filled with a value of
// its schema; every required key removed. Then the cases the schema walk found disagreements
// with (the s74 run): `sdk` on each link of `navigation.global`, and `fonts` with `family`
// beside `heading` or `body`.

import { docsConfigJsonSchema, mintConfigJsonSchema } from '@mintlify/validation';
import { isRecord } from '../../src/guards.js';
import { richSections } from './config-mutations-deep.js';

export type SchemaGeneration = 'docs' | 'mint';
type Path = readonly (string | number)[];
type Node = Record<string, unknown>;

/** The generator's ways to make a case, handed in by config-mutations.ts. */
export interface SchemaBuilder {
  set: (generation: SchemaGeneration, path: Path, values: readonly unknown[]) => void;
  del: (generation: SchemaGeneration, path: Path) => void;
  base: (generation: SchemaGeneration) => Record<string, unknown>;
}

const asNode = (value: unknown): Node => (isRecord(value) ? value : {});

/** The node a local `$ref` points at, followed until there is none. */
function deref(root: Node, node: Node): Node {
  let here = node;
  for (let hops = 0; typeof here.$ref === 'string' && hops < 30; hops++) {
    let target: unknown = root;
    for (const part of here.$ref.replace(/^#\//, '').split('/')) target = asNode(target)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')];
    here = asNode(target);
  }
  return here;
}

/** The node and every branch of its unions and intersections. */
function flat(root: Node, node: unknown, depth = 0): Node[] {
  const here = deref(root, asNode(node));
  if (depth > 12) return [];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(here[k]) ? (here[k] as unknown[]) : []));
  return [here, ...branches.flatMap((b) => flat(root, b, depth + 1))];
}

/** The nodes a key or an index leads to from `nodes`. */
function child(root: Node, nodes: readonly Node[], key: string | number): Node[] {
  return nodes.flatMap((node) => {
    if (typeof key === 'number') return node.items === undefined ? [] : flat(root, Array.isArray(node.items) ? (node.items[key] ?? node.items[0]) : node.items);
    const properties = asNode(node.properties);
    if (Object.hasOwn(properties, key)) return flat(root, properties[key]);
    return isRecord(node.additionalProperties) ? flat(root, node.additionalProperties) : [];
  });
}

/** A value the node accepts, when it is simple enough to tell (the first enum value, a const, a filled string …). */
function sample(root: Node, node: unknown, depth = 0): unknown {
  const nodes = flat(root, node);
  for (const n of nodes) {
    if (n.const !== undefined) return n.const;
    if (Array.isArray(n.enum)) return n.enum[0];
  }
  const typed = nodes.find((n) => n.type !== undefined);
  if (!typed || depth > 4) return 'x';
  const type: unknown = Array.isArray(typed.type) ? typed.type[0] : typed.type;
  if (type === 'string') return typed.format === 'uri' ? 'https://acme.dev/x' : 'a'.repeat(Math.max(Number(typed.minLength ?? 1), 1));
  if (type === 'number' || type === 'integer') return typed.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [sample(root, typed.items ?? {}, depth + 1)];
  if (type !== 'object') return 'x';
  const required = Array.isArray(typed.required) ? typed.required.map(String) : [];
  return Object.fromEntries(required.map((key) => [key, sample(root, asNode(typed.properties)[key] ?? {}, depth + 1)]));
}

/** Every path inside a JSON value, with the value there. */
function* walk(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

/** The values the constraints of `nodes` call for at a place holding `value`. */
function edgeValues(nodes: readonly Node[], value: unknown): unknown[] {
  const out: unknown[] = [];
  const num = (key: string, n: Node): number | undefined => (typeof n[key] === 'number' ? n[key] : undefined);
  for (const n of nodes) {
    if (Array.isArray(n.enum)) for (const e of n.enum as unknown[]) out.push(e, ...(typeof e === 'string' ? [e.toUpperCase(), ` ${e}`] : []));
    if (n.const !== undefined) out.push(n.const);
    const minLength = num('minLength', n);
    if (minLength !== undefined) out.push('a'.repeat(minLength), 'a'.repeat(Math.max(0, minLength - 1)));
    const maxLength = num('maxLength', n);
    if (maxLength !== undefined) out.push('a'.repeat(maxLength), 'a'.repeat(maxLength + 1));
    const minimum = num('minimum', n);
    if (minimum !== undefined) out.push(minimum, minimum - 1, minimum - 0.5);
    const maximum = num('maximum', n);
    if (maximum !== undefined) out.push(maximum, maximum + 1, maximum + 0.5);
    const minItems = num('minItems', n);
    if (minItems !== undefined && Array.isArray(value)) out.push(value.slice(0, minItems), value.slice(0, Math.max(0, minItems - 1)));
    const maxItems = num('maxItems', n);
    if (maxItems !== undefined && Array.isArray(value) && value.length > 0) {
      const first: unknown = value[0];
      out.push(Array.from({ length: maxItems + 1 }, () => first), Array.from({ length: maxItems }, () => first));
    }
    if (n.type === 'integer') out.push(1.5);
    if (n.format === 'uri') out.push('acme.dev', 'https://acme.dev', 'mailto:x@acme.dev', '/x', 'ftp://a.b', 'https://a b');
    if (typeof n.pattern === 'string') out.push('x', '');
  }
  return out;
}

interface Variant {
  /** Where the change is, inside the walked value. */
  path: (string | number)[];
  /** The new value, or undefined to remove the key. */
  value?: unknown;
  remove?: boolean;
}

/** The variants of one walked value read off the schema: edge values, each left-out optional key filled in, each required key removed. */
function variantsOf(root: Node, walked: unknown): Variant[] {
  const out: Variant[] = [];
  for (const [path, value] of walk(walked)) {
    if (path.length === 0) continue;
    let nodes = flat(root, root);
    for (const key of path) nodes = child(root, nodes, key);
    for (const next of edgeValues(nodes, value)) out.push({ path, value: next });
    if (!isRecord(value)) continue;
    for (const n of nodes) {
      for (const [key, schema] of Object.entries(asNode(n.properties))) if (!Object.hasOwn(value, key)) out.push({ path: [...path, key], value: sample(root, schema) });
      for (const key of Array.isArray(n.required) ? n.required.map(String) : []) if (Object.hasOwn(value, key)) out.push({ path: [...path, key], remove: true });
    }
  }
  return out;
}

/** `value` with one variant applied (a copy). */
function applied(value: unknown, variant: Variant, offset: number): unknown {
  const copy: unknown = structuredClone(value);
  let here = copy as Record<string | number, unknown>;
  const inner = variant.path.slice(offset);
  for (const key of inner.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
  const last = inner[inner.length - 1] as string | number;
  if (variant.remove === true) Reflect.deleteProperty(here, last);
  else here[last] = structuredClone(variant.value);
  return copy;
}

const schemaOf = (generation: SchemaGeneration): Node => asNode(generation === 'docs' ? docsConfigJsonSchema : mintConfigJsonSchema);

/** The rich sections, each valid on its own (the platform wants a bare domain for Plausible's `server`). */
function richValid(): Record<string, unknown> {
  const rich = richSections();
  const plausible = asNode(asNode(rich.integrations).plausible);
  plausible.server = 'p.acme.dev';
  return rich;
}

/** The schema's edge values, filled-in keys and removed keys, on both bases and on each rich section. */
function fromSchema({ set, del, base }: SchemaBuilder): void {
  for (const generation of ['docs', 'mint'] as const) {
    const root = schemaOf(generation);
    for (const variant of variantsOf(root, base(generation))) {
      if (variant.remove === true) del(generation, variant.path);
      else set(generation, variant.path, [variant.value]);
    }
  }
  // Each rich section in the docs base, its variants set as a whole section (as config-mutations-deep.ts does).
  const root = schemaOf('docs');
  const rich = richValid();
  const whole = { ...base('docs'), ...rich };
  for (const variant of variantsOf(root, whole)) {
    const name = variant.path[0];
    if (typeof name !== 'string' || !Object.hasOwn(rich, name) || variant.path.length < 2) continue;
    set('docs', [name], [applied(rich[name], variant, 1)]);
  }
}

/** The cases the schema walk found docwright judging otherwise than the platform. */
function found({ set }: SchemaBuilder): void {
  const links: Record<string, Record<string, unknown>> = {
    tabs: { tab: 'T', href: 'https://acme.dev' },
    anchors: { anchor: 'A', href: 'https://acme.dev' },
    dropdowns: { dropdown: 'D', href: 'https://acme.dev' },
    products: { product: 'P', href: 'https://acme.dev' },
    versions: { version: 'v9', href: 'https://acme.dev' },
    languages: { language: 'fr', href: 'https://acme.dev' },
  };
  for (const [key, link] of Object.entries(links)) {
    set('docs', ['navigation', 'global'], [{ [key]: [{ ...link, sdk: { format: 'typedoc', source: 'typedoc.json' } }] }, { [key]: [{ ...link, sdk: 'typedoc.json' }] }, { [key]: [{ ...link, sdk: null }] }]);
  }
  set('docs', ['fonts'], [
    { family: 'Inter', heading: { family: 'Lora' }, body: { family: 'Lora' } },
    { family: 'Inter', weight: 400, heading: { family: 'Lora' } },
    { family: 'Inter', body: { family: 'Lora', weight: 'bold' } },
    { heading: { family: 'Lora' }, body: { family: 'Inter' }, weight: 400 },
    { heading: { family: 'Lora', extra: 1 } },
  ]);
}

/** Every case of this file. */
export function fromPlatformSchema(builder: SchemaBuilder): void {
  fromSchema(builder);
  found(builder);
}
