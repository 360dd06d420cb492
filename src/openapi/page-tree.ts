// An operation as an mdast tree made of the same components writers use by hand
// (`ParamField`, `ResponseField`, `Expandable`, `RequestExample`, `ResponseExample`,
// `Warning`), so the renderer's registry handlers draw API pages exactly like hand-written
// ones. Descriptions are Markdown, parsed by the one parser (never as MDX, never run).
import type { Code, Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parsePage } from '../parse/index.js';
import { authOptional, authOptions, credentialOf, schemeSummary, scopesSummary, type AuthOption, type Segment } from './auth.js';
import { requestSamples, responseSamples } from './examples.js';
import type { FieldModel, MediaAlternative, OperationModel, ParamLocation, ParamModel, SchemaModel, SecuritySchemeModel } from './model.js';
import type { ApiSettings } from './settings.js';
import { RESPONSES_MARK, STATUS_MARK } from './statuses.js';

type Flow = RootContent;

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function inlineCode(value: string): PhrasingContent {
  return { type: 'inlineCode', value };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function heading(depth: 2 | 3 | 4, value: string): Heading {
  return { type: 'heading', depth, children: [text(value)] };
}

function attribute(name: string, value: string | null): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** An attribute holding a literal expression (`default={20}`), written as JSON. */
function literalAttribute(name: string, value: unknown): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) ?? 'null' } };
}

function jsx(name: string, attributes: MdxJsxAttribute[], children: Flow[]): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children: children as MdxJsxFlowElement['children'] };
}

function stripPositions<T>(node: T): T {
  if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    delete record.position;
    for (const value of Object.values(record)) {
      if (Array.isArray(value)) value.forEach(stripPositions);
      else if (typeof value === 'object' && value !== null) stripPositions(value);
    }
  }
  return node;
}

// Specs repeat the same descriptions across operations, pages and languages: parse each
// text once per process. Plain sentences (no Markdown syntax at all) skip the parser.
const blockCache = new Map<string, Flow[]>();
const PLAIN = /^[^`*_[\]<>#|\\!~{}&$\n\r\t]*$/;

/** Markdown from the spec as mdast block nodes (parsed as `.md`: no JSX, nothing runs). */
export function markdownBlocks(markdown: string | undefined): Flow[] {
  if (markdown === undefined || markdown.trim() === '') return [];
  const trimmed = markdown.trim();
  if (PLAIN.test(trimmed) && !/^([-+=]|\d+[.)])(\s|$)/.test(trimmed) && !/https?:|www\./i.test(trimmed)) return [paragraph([text(trimmed)])];
  let blocks = blockCache.get(markdown);
  if (!blocks) {
    const parsed = parsePage({ path: 'description.md', value: markdown }, { syntax: 'md' });
    blocks = stripPositions(parsed.tree.children.filter((node) => node.type !== 'yaml'));
    if (blockCache.size > 5000) blockCache.clear();
    blockCache.set(markdown, blocks);
  }
  return structuredClone(blocks);
}

/** A scalar for display: strings as written, the rest as JSON. */
export function display(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function schemaDetails(schema: SchemaModel): Flow[] {
  const out: Flow[] = [];
  if (schema.enum && schema.enum.length > 0) {
    const options: PhrasingContent[] = [text('Available options: ')];
    schema.enum.forEach((value, i) => {
      if (i > 0) options.push(text(', '));
      options.push(inlineCode(display(value)));
    });
    out.push(paragraph(options));
  }
  if (schema.constraints.length > 0) {
    const parts: PhrasingContent[] = [text('Constraints: ')];
    schema.constraints.forEach((c, i) => {
      if (i > 0) parts.push(text(', '));
      parts.push(inlineCode(c));
    });
    out.push(paragraph(parts));
  }
  if (schema.hasExample) out.push(paragraph([text('Example: '), inlineCode(display(schema.example))]));
  if (schema.readOnly) out.push(paragraph([text('Read-only: set by the server.')]));
  if (schema.writeOnly) out.push(paragraph([text('Write-only: never returned.')]));
  if (schema.circular) out.push(paragraph([text('Recursive: has the same shape as '), inlineCode(schema.circular), text('.')]));
  if (schema.unresolved !== undefined) out.push(unresolvedNote());
  return out;
}

type FieldKind = { component: 'ParamField'; attr: ParamLocation | 'body' } | { component: 'ResponseField'; attr: 'name' };

/** The `Expandable`s of nested fields and variants this module makes: `api.params.expanded: all` opens them (never a page's own). */
const FIELD_EXPANDABLES = new WeakSet<MdxJsxFlowElement>();

function fieldExpandable(title: string, children: Flow[]): MdxJsxFlowElement {
  const node = jsx('Expandable', [attribute('title', title)], children);
  FIELD_EXPANDABLES.add(node);
  return node;
}

/** Opens every nested-fields `Expandable` under `nodes` (`api.params.expanded: all`), leaving out `skip` (the page's own content). */
function openFields(nodes: readonly RootContent[], skip: ReadonlySet<RootContent>): void {
  for (const node of nodes) {
    if (skip.has(node)) continue;
    if (node.type === 'mdxJsxFlowElement' && FIELD_EXPANDABLES.has(node) && !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'defaultOpen')) node.attributes.push(literalAttribute('defaultOpen', true));
    if ('children' in node && Array.isArray(node.children)) openFields(node.children, skip);
  }
}

function nestedFields(schema: SchemaModel, kind: FieldKind): Flow[] {
  const out: Flow[] = [];
  if (schema.fields.length > 0) {
    const title = schema.type.endsWith('[]') ? 'items' : 'properties';
    out.push(fieldExpandable(title, schema.fields.map((f) => fieldNode(f, kind))));
  }
  for (const variant of schema.variants) {
    const inner: Flow[] = [...markdownBlocks(variant.schema.description), ...schemaDetails(variant.schema)];
    if (variant.schema.fields.length > 0) inner.push(...variant.schema.fields.map((f) => fieldNode(f, kind)));
    else inner.unshift(paragraph([text('Type: '), inlineCode(variant.schema.type)]));
    out.push(fieldExpandable(`${schema.variantKind === 'anyOf' ? 'Any of' : 'One of'}: ${variant.title}`, inner));
  }
  return out;
}

/** A parameter's serialization as the spec writes it (`style`, `explode`, Swagger's `collectionFormat`): the examples and the playground send it so. */
function serializationNote(field: FieldModel | ParamModel): Flow[] {
  if (!('serializedAs' in field) || field.serializedAs === undefined) return [];
  return [paragraph([text('Serialization: '), ...field.serializedAs.flatMap((part, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(part)])])];
}

/** One `ParamField`/`ResponseField`, with nested properties in `Expandable`s. */
export function fieldNode(field: FieldModel, kind: FieldKind): MdxJsxFlowElement {
  const attributes = [attribute(kind.attr, field.name), attribute('type', field.type)];
  if (field.required) attributes.push(attribute('required', null));
  if (field.deprecated) attributes.push(attribute('deprecated', null));
  // A string default as the string, any other as its literal (`default={20}`): the page's pill shows it as JSON, as Mintlify's does.
  if (field.hasDefault) attributes.push(typeof field.default === 'string' ? attribute('default', field.default) : literalAttribute('default', field.default));
  // The schema's `x-mint.pre` and `x-mint.post` pills, as a hand-written field's `pre` and `post`.
  if (field.pre) attributes.push(literalAttribute('pre', field.pre));
  if (field.post) attributes.push(literalAttribute('post', field.post));
  const children: Flow[] = [...markdownBlocks(field.description), ...schemaDetails(field), ...serializationNote(field), ...nestedFields(field, kind)];
  return jsx(kind.component, attributes, children);
}

const LOCATION_TITLES: Record<ParamLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

/** Generated sentence pieces as mdast phrasing. */
function segments(parts: readonly Segment[]): PhrasingContent[] {
  return parts.map((part) => ('code' in part ? inlineCode(part.code) : text(part.text)));
}

/** One scheme of a way to authenticate: a field where it is sent, or a note when it cannot be sent. */
function schemeNode(scheme: SecuritySchemeModel, required: boolean): Flow {
  const credential = credentialOf(scheme);
  const scopes = scopesSummary(scheme);
  const lead = scheme.description !== undefined && credential ? markdownBlocks(scheme.description) : [paragraph(segments(schemeSummary(scheme))), ...markdownBlocks(scheme.description)];
  const children = [...lead, ...(scopes.length > 0 ? [paragraph(segments(scopes))] : [])];
  if (!credential) return jsx('Note', [], children);
  const attributes = [attribute(credential.in, credential.name), attribute('type', 'string')];
  if (required) attributes.push(attribute('required', null));
  return jsx('ParamField', attributes, children);
}

/**
 * The Authorizations section: every scheme of a requirement (AND), and, when the spec allows
 * several requirements (OR), one tab per way with a sentence saying to pick one. A `{}`
 * requirement makes the credentials optional, and the section says so.
 */
function authSection(options: readonly AuthOption[]): Flow[] {
  if (options.length === 0) return [];
  const optional = authOptional(options);
  const ways = options.filter((o) => o.schemes.length > 0);
  const out: Flow[] = [heading(2, 'Authorizations')];
  if (optional) out.push(paragraph([text('Authorization is optional: the request may also be sent without credentials.')]));
  const only = ways[0];
  if (ways.length === 1 && only) {
    out.push(...only.schemes.map((s) => schemeNode(s, !optional)));
    return out;
  }
  out.push(paragraph([text(`Use one of these ${ways.length} ways to authenticate.`)]));
  const tabs = ways.map((way) => jsx('Tab', [attribute('title', way.title)], way.schemes.map((s) => schemeNode(s, true))));
  out.push(jsx('Tabs', [attribute('sync', 'false')], tabs));
  return out;
}

/** The other media types whose schema differs from the first one shown: each under its own label, with its fields (Mintlify's content-type selector shows each). */
function alternativeNodes(alternatives: readonly MediaAlternative[] | undefined, kind: FieldKind, whole: string): Flow[] {
  return (alternatives ?? []).flatMap(({ contentType, schema }) => {
    const label = paragraph([text('As '), inlineCode(contentType), text(':')]);
    if (schema.fields.length === 0 && schema.variants.length === 0) return [label, fieldNode({ ...schema, name: whole, required: false }, kind)];
    const arrayNote = schema.fields.length > 0 && schema.type.endsWith('[]') ? [paragraph([text('An array of '), inlineCode(schema.type), text('; each item:')])] : [];
    return [label, ...arrayNote, ...schema.fields.map((f) => fieldNode(f, kind)), ...nestedFields({ ...schema, fields: [] }, kind)];
  });
}

function bodySection(op: OperationModel): Flow[] {
  const body = op.body;
  if (!body) return [];
  const out: Flow[] = [heading(2, 'Body')];
  out.push(paragraph([inlineCode(body.contentType), ...(body.required ? [text(' (required)')] : [])]));
  // The other media types the operation accepts (this section describes the first JSON one).
  if (body.otherContentTypes.length > 0) out.push(paragraph([text('Also accepts: '), ...body.otherContentTypes.flatMap((type, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(type)])]));
  out.push(...markdownBlocks(body.description));
  const kind: FieldKind = { component: 'ParamField', attr: 'body' };
  if (body.schema.fields.length > 0) {
    if (body.schema.type.endsWith('[]')) out.push(paragraph([text('The body is an array of '), inlineCode(body.schema.type), text('; each item:')]));
    out.push(...body.schema.fields.map((f) => fieldNode(f, kind)));
    for (const variant of body.schema.variants) out.push(...nestedFields({ ...body.schema, fields: [], variants: [variant] }, kind));
  } else {
    out.push(fieldNode({ ...body.schema, name: 'body', required: body.required }, kind));
  }
  out.push(...alternativeNodes(body.alternatives, kind, 'body'));
  return out;
}

/** A schema's fields inside a callback (no headings: they would be anchors of the page), or the whole as one field. */
function labelled(fields: readonly FieldModel[], schema: SchemaModel, kind: FieldKind, whole: string): Flow[] {
  return fields.length > 0 ? [...fields.map((f) => fieldNode(f, kind)), ...schema.variants.flatMap((variant) => nestedFields({ ...schema, fields: [], variants: [variant] }, kind))] : [fieldNode({ ...schema, name: whole, required: false }, kind)];
}

/** `type`, and `(also x, y)` when the operation takes or returns others. */
function mediaLine(contentType: string, others: readonly string[]): Paragraph {
  return paragraph([inlineCode(contentType), ...(others.length > 0 ? [text(' (also '), ...others.flatMap((type, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(type)]), text(')')] : [])]);
}

function strong(label: string): Paragraph {
  return paragraph([{ type: 'strong', children: [text(label)] }]);
}

/**
 * The operation's callbacks, between the body and the response as Mintlify places them: one
 * `Accordion` each, titled with its name, showing its method and expression, parameters, body
 * (each media type) and responses (media types, fields, headers).
 */
function callbackSection(op: OperationModel): Flow[] {
  if (!op.callbacks || op.callbacks.length === 0) return [];
  const out: Flow[] = [heading(2, 'Callbacks')];
  for (const { name, expression, operation } of op.callbacks) {
    const children: Flow[] = [paragraph([inlineCode(operation.method), text(' '), inlineCode(expression)]), ...markdownBlocks(operation.summary), ...markdownBlocks(operation.description)];
    for (const location of ['path', 'query', 'header', 'cookie'] as const) {
      const params = operation.parameters[location];
      if (params.length > 0) children.push(strong(LOCATION_TITLES[location]), ...params.map((p) => fieldNode(p, { component: 'ParamField', attr: location })));
    }
    const body = operation.body;
    if (body) {
      const kind: FieldKind = { component: 'ParamField', attr: 'body' };
      // As the operation's own Body section: the media type and whether it is required, then the others it accepts.
      children.push(strong('Body'), paragraph([inlineCode(body.contentType), ...(body.required ? [text(' (required)')] : [])]));
      if (body.otherContentTypes.length > 0) children.push(paragraph([text('Also accepts: '), ...body.otherContentTypes.flatMap((type, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(type)])]));
      children.push(...markdownBlocks(body.description));
      children.push(...labelled(body.schema.fields, body.schema, kind, 'body'), ...alternativeNodes(body.alternatives, kind, 'body'));
    }
    for (const response of operation.responses) {
      const kind: FieldKind = { component: 'ResponseField', attr: 'name' };
      children.push(strong(`Response ${response.status}`));
      if (response.contentType) children.push(mediaLine(response.contentType, response.otherContentTypes));
      children.push(...markdownBlocks(response.description));
      if (response.schema) children.push(...labelled(response.schema.fields, response.schema, kind, 'response'));
      children.push(...alternativeNodes(response.alternatives, kind, 'response'));
      if (response.headers.length > 0) children.push(strong('Response headers'), ...response.headers.map((h) => fieldNode(h, kind)));
    }
    out.push(jsx('Accordion', [attribute('title', name)], children));
  }
  return out;
}

function marked(node: Heading, properties: Record<string, string>): Heading {
  return { ...node, data: { hProperties: properties } };
}

function responseSection(op: OperationModel): Flow[] {
  if (op.responses.length === 0) return [];
  // Marked for the status selector (src/openapi/statuses.ts): markers a page's Markdown cannot write.
  const out: Flow[] = [marked(heading(2, 'Response'), { [RESPONSES_MARK]: '' })];
  const kind: FieldKind = { component: 'ResponseField', attr: 'name' };
  for (const response of op.responses) {
    out.push(marked(heading(3, response.status), { [STATUS_MARK]: response.status }));
    if (response.contentType) out.push(mediaLine(response.contentType, response.otherContentTypes));
    out.push(...markdownBlocks(response.description));
    const schema = response.schema;
    if (schema) {
      if (schema.fields.length > 0) {
        if (schema.type.endsWith('[]')) out.push(paragraph([text('An array of '), inlineCode(schema.type), text('; each item:')]));
        out.push(...schema.fields.map((f) => fieldNode(f, kind)));
        for (const variant of schema.variants) out.push(...nestedFields({ ...schema, fields: [], variants: [variant] }, kind));
      } else {
        out.push(fieldNode({ ...schema, name: 'response', required: false }, kind));
      }
    }
    out.push(...alternativeNodes(response.alternatives, kind, 'response'));
    if (response.headers.length > 0) {
      out.push(heading(4, 'Response headers'));
      out.push(...response.headers.map((h) => fieldNode(h, kind)));
    }
  }
  return out;
}

function codeBlock(lang: string, meta: string, value: string): Code {
  return { type: 'code', lang, meta, value };
}

export function hasComponent(nodes: readonly RootContent[], name: string): boolean {
  for (const node of nodes) {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) return true;
    if ('children' in node && Array.isArray(node.children) && hasComponent(node.children, name)) return true;
  }
  return false;
}

export interface OperationTreeOptions {
  settings: ApiSettings;
  /** The page's own content (its tree without front matter), placed after the description. */
  body?: readonly RootContent[];
  /** Placed first (the playground or endpoint bar), when given. */
  header?: RootContent;
  /**
   * The line the page shows under its title when that line is the operation's description (a page with no
   * `description` of its own, as Mintlify's generated pages take the operation's): a first paragraph of plain
   * text that reads the same is left out of the body, so the description is shown once, under the title.
   */
  lead?: string;
}

/** The operation's description as blocks, without a first plain paragraph that is `lead` (shown under the title). */
function descriptionBlocks(markdown: string | undefined, lead: string | undefined): Flow[] {
  const blocks = markdownBlocks(markdown);
  const first = blocks[0];
  if (lead === undefined || first?.type !== 'paragraph' || !first.children.every((node) => node.type === 'text')) return blocks;
  const line = first.children.map((node) => (node.type === 'text' ? node.value : '')).join('').replace(/\s*[\r\n]\s*/g, ' ').trim();
  return line === lead ? blocks.slice(1) : blocks;
}

/** The whole page body for one operation. */
export function operationTree(op: OperationModel, options: OperationTreeOptions): Root {
  const body = (options.body ?? []).filter((n) => n.type !== 'yaml');
  const children: Flow[] = [];
  if (options.header) children.push(options.header);
  if (op.deprecated) children.push(jsx('Warning', [], [paragraph([text('This endpoint is deprecated.')])]));
  children.push(...descriptionBlocks(op.description, options.lead));
  children.push(...body);
  children.push(...authSection(authOptions(op, options.settings)));
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters[location];
    if (params.length === 0) continue;
    children.push(heading(2, LOCATION_TITLES[location]));
    children.push(...params.map((p) => fieldNode(p, { component: 'ParamField', attr: location })));
  }
  children.push(...bodySection(op));
  children.push(...callbackSection(op));
  children.push(...responseSection(op));
  // The writer's own examples replace the generated ones.
  if (!hasComponent(body, 'RequestExample')) {
    const samples = requestSamples(op, options.settings);
    if (samples.length > 0) children.push(jsx('RequestExample', [], samples.map((s) => codeBlock(s.language, s.meta ?? s.label, s.code))));
  }
  if (!hasComponent(body, 'ResponseExample')) {
    const samples = responseSamples(op);
    if (samples.length > 0) children.push(jsx('ResponseExample', [], samples.map((s) => codeBlock(s.language, s.meta ?? s.label, s.code))));
  }
  if (options.settings.expanded) openFields(children, new Set<RootContent>(body));
  return { type: 'root', children };
}

/** A named schema's own page body (`openapi-schema:` front matter): its description and facts, then its properties (or variants) as `ResponseField`s. */
export function schemaTree(schema: SchemaModel, body: readonly RootContent[]): Root {
  const kind: FieldKind = { component: 'ResponseField', attr: 'name' };
  const fields = schema.fields.map((field) => fieldNode(field, kind));
  const variants = schema.fields.length > 0 ? nestedFields({ ...schema, fields: [] }, kind) : nestedFields(schema, kind);
  const type = schema.fields.length === 0 && schema.variants.length === 0 ? [paragraph([text('Type: '), inlineCode(schema.type)])] : [];
  return { type: 'root', children: [...markdownBlocks(schema.description), ...body, ...type, ...schemaDetails(schema), ...fields, ...variants] };
}

/** Where a schema would be, when its `$ref` could not be resolved (a build warning names the reference). */
export function unresolvedNote(): MdxJsxFlowElement {
  return jsx('Note', [], [paragraph([text('The details of this schema are not available.')])]);
}

/**
 * What a page shows readers when its operation cannot be shown (the spec cannot be read, the
 * operation is missing or broken): a neutral note. The reasons are build warnings for the
 * author, never page text: readers do not see build diagnostics.
 */
export const UNAVAILABLE = 'The full reference for this endpoint is not available right now.';

export function unavailableTree(): Root {
  return { type: 'root', children: [jsx('Note', [], [paragraph([text(UNAVAILABLE)])])] };
}
