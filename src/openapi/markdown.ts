// The Markdown copy of an API page (`<page>.md`, llms-full.txt): the full operation as plain
// Markdown, no JSX, so a reader or a language model gets everything the HTML page says.
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { fence, inlineCode as code } from '../parse/code-markdown.js';
import { authOptional, authOptions, credentialOf, schemeSummary, scopesSummary, type AuthOption, type Segment } from './auth.js';
import { requestSamples, responseSamples } from './examples.js';
import type { FieldModel, MediaAlternative, OperationModel, ParamLocation, ParamModel, SchemaModel, SecuritySchemeModel } from './model.js';
import { display } from './page-tree.js';
import type { ApiSettings } from './settings.js';

function oneLine(markdown: string | undefined): string {
  return (markdown ?? '').trim().replace(/\s*[\r\n]\s*/g, ' ');
}

function fieldLines(field: FieldModel | ParamModel, indent: number): string[] {
  const pad = '  '.repeat(indent);
  // The pills of the page's field head, in its order: `x-mint.pre` before the name; type, default, required,
  // deprecated, then the `api.params.post` and `x-mint.post` ones (src/render/components/handlers/fields.ts).
  const facts = [field.type];
  if (field.hasDefault) facts.push(`default: ${code(display(field.default))}`);
  if (field.required) facts.push('required');
  if (field.deprecated) facts.push('deprecated');
  facts.push(...(field.post ?? []));
  const pre = (field.pre ?? []).map((label) => `${label} `).join('');
  let line = `${pad}- ${pre}${code(field.name)} (${facts.join(', ')})`;
  const description = oneLine(field.description);
  if (description) line += `: ${description}`;
  const lines = [line];
  lines.push(...schemaFacts(field).map((f) => `${pad}  ${f}`));
  if ('serializedAs' in field && field.serializedAs !== undefined) lines.push(`${pad}  Serialization: ${field.serializedAs.map(code).join(', ')}`);
  lines.push(...nested(field, indent + 1));
  return lines;
}

function schemaFacts(schema: SchemaModel): string[] {
  const out: string[] = [];
  if (schema.enum && schema.enum.length > 0) out.push(`Available options: ${schema.enum.map((v) => code(display(v))).join(', ')}`);
  if (schema.constraints.length > 0) out.push(`Constraints: ${schema.constraints.map(code).join(', ')}`);
  if (schema.hasExample) out.push(`Example: ${code(display(schema.example))}`);
  if (schema.circular) out.push(`Recursive: has the same shape as ${code(schema.circular)}`);
  if (schema.unresolved !== undefined) out.push(`Unresolved reference ${code(schema.unresolved)}: the schema it names could not be found`);
  return out;
}

/** A named schema's Markdown: its facts, then its properties and variants as a nested list. */
export function schemaMarkdown(schema: SchemaModel): string[] {
  const facts = schemaFacts(schema);
  const fields = nested(schema, 0);
  return [...(fields.length === 0 ? [`Type: ${code(schema.type)}`] : []), ...facts, ...(fields.length > 0 ? [fields.join('\n')] : [])];
}

function nested(schema: SchemaModel, indent: number): string[] {
  const out: string[] = [];
  for (const field of schema.fields) out.push(...fieldLines(field, indent));
  for (const variant of schema.variants) {
    const pad = '  '.repeat(indent);
    const description = oneLine(variant.schema.description);
    out.push(`${pad}- ${schema.variantKind === 'anyOf' ? 'Any of' : 'One of'}: ${variant.title} (${variant.schema.type})${description ? `: ${description}` : ''}`);
    out.push(...schemaFacts(variant.schema).map((f) => `${pad}  ${f}`));
    out.push(...nested(variant.schema, indent + 1));
  }
  return out;
}

/** The other media types whose schema differs from the first one: each under its label, with its fields. */
function alternativeLines(alternatives: readonly MediaAlternative[] | undefined, whole: string): string[] {
  return (alternatives ?? []).flatMap(({ contentType, schema }) => [
    `As ${code(contentType)}:`,
    '',
    ...(schema.fields.length > 0 || schema.variants.length > 0 ? nested(schema, 0) : fieldLines({ ...schema, name: whole, required: false }, 0)),
    '',
  ]);
}

/** Generated sentence pieces as Markdown. */
function segmentText(parts: readonly Segment[]): string {
  return parts.map((part) => ('code' in part ? code(part.code) : part.text)).join('');
}

/** One scheme as a list item: where it is sent and what it is. */
function schemeLine(scheme: SecuritySchemeModel, required: boolean, pad: string): string {
  const credential = credentialOf(scheme);
  // A scheme's own description replaces the generated sentence, as on the page.
  const lead = scheme.description !== undefined && credential ? oneLine(scheme.description) : [segmentText(schemeSummary(scheme)), oneLine(scheme.description)].filter((part) => part !== '').join(' ');
  const what = [lead, segmentText(scopesSummary(scheme))].filter((part) => part.trim() !== '').join(' ');
  if (!credential) return `${pad}- ${what}`;
  return `${pad}- ${code(credential.name)} (${credential.in}${required ? ', required' : ''}): ${what}`;
}

/** The Authorizations section: each scheme of a requirement, and each way when there are several. */
function authLines(options: readonly AuthOption[]): string[] {
  if (options.length === 0) return [];
  const optional = authOptional(options);
  const ways = options.filter((o) => o.schemes.length > 0);
  const out = ['## Authorizations', ''];
  if (optional) out.push('Authorization is optional: the request may also be sent without credentials.', '');
  const only = ways[0];
  if (ways.length === 1 && only) out.push(...only.schemes.map((s) => schemeLine(s, !optional, '')));
  else {
    out.push(`Use one of these ${ways.length} ways to authenticate:`, '');
    for (const way of ways) out.push(`- ${way.title}:`, ...way.schemes.map((s) => schemeLine(s, true, '  ')));
  }
  out.push('');
  return out;
}

/** `type`, and `(also x, y)` when there are others. */
function mediaText(contentType: string, others: readonly string[]): string {
  return `${code(contentType)}${others.length > 0 ? ` (also ${others.map(code).join(', ')})` : ''}`;
}

/** A schema's fields as a nested list, or the whole as one field named `whole`. */
function schemaLines(schema: SchemaModel, whole: string, required: boolean): string[] {
  return schema.fields.length > 0 || schema.variants.length > 0 ? nested(schema, 0) : fieldLines({ ...schema, name: whole, required }, 0);
}

/** The Callbacks section: each callback's name, method and expression, parameters, body and responses (each media type, headers). */
function callbackLines(op: OperationModel): string[] {
  if (!op.callbacks || op.callbacks.length === 0) return [];
  const out = ['## Callbacks', ''];
  for (const { name, expression, operation } of op.callbacks) {
    out.push(`### ${name}`, '', `${code(operation.method)} ${code(expression)}`, '');
    for (const text of [operation.summary, operation.description]) if (text) out.push(text.trim(), '');
    for (const location of ['path', 'query', 'header', 'cookie'] as const) {
      const params = operation.parameters[location];
      if (params.length > 0) out.push(`${TITLES[location]}:`, '', ...params.flatMap((p) => fieldLines(p, 0)), '');
    }
    const body = operation.body;
    if (body) {
      // As the operation's own body: the media type, whether it is required, then the others it accepts.
      out.push(`Body: ${code(body.contentType)}${body.required ? ' (required)' : ''}`, '');
      if (body.otherContentTypes.length > 0) out.push(`Also accepts: ${body.otherContentTypes.map(code).join(', ')}`, '');
      if (body.description) out.push(body.description.trim(), '');
      out.push(...schemaLines(body.schema, 'body', body.required), '', ...alternativeLines(body.alternatives, 'body'));
    }
    for (const r of operation.responses) {
      out.push(`Response ${r.status}${r.contentType ? `: ${mediaText(r.contentType, r.otherContentTypes)}` : ''}`, '');
      if (r.description) out.push(r.description.trim(), '');
      if (r.schema) {
        const lines = schemaLines(r.schema, 'response', false);
        if (lines.length > 0) out.push(...lines, '');
      }
      out.push(...alternativeLines(r.alternatives, 'response'));
      if (r.headers.length > 0) out.push('Response headers:', '', ...r.headers.flatMap((h) => fieldLines(h, 0)), '');
    }
  }
  return out;
}

/**
 * The spec's servers when there is a choice (several, or one with variables) and the config
 * names no base URL of its own: each URL, and each variable with its default and the values it
 * may take (`enum`), as the page's playground offers them.
 */
function serverLines(op: OperationModel, settings: ApiSettings): string[] {
  if (op.webhook || settings.baseUrls.length > 0) return [];
  const templates = op.serverVariables ?? {};
  if (op.servers.length < 2 && !op.servers.some((url) => url in templates)) return [];
  const out = ['Servers:', ''];
  for (const url of op.servers) {
    const template = templates[url];
    const description = oneLine(op.serverDescriptions?.[url]);
    out.push(`- ${code(url)}${template ? ` (${code(template.template)})` : ''}${description ? `: ${description}` : ''}`);
    for (const variable of template?.variables ?? []) {
      const description = oneLine(variable.description);
      out.push(`  - ${code(variable.name)} (default: ${code(variable.default)})${description ? `: ${description}` : ''}`);
      if (variable.enum.length > 0) out.push(`    Available options: ${variable.enum.map(code).join(', ')}`);
    }
  }
  out.push('');
  return out;
}

const TITLES: Record<ParamLocation, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' };

export interface OperationMarkdownOptions {
  title: string;
  description?: string;
  settings: ApiSettings;
  /** The page's own Markdown body, placed after the operation's description. */
  body?: string;
  /** The page writes its own `<RequestExample>` / `<ResponseExample>`: they replace the generated ones, as on the page. */
  ownExamples?: { request: boolean; response: boolean };
  /**
   * The page writes its own fields (a legacy `api:` page's ParamFields and ResponseFields, in `body`): the parameters,
   * body and response are not listed again without the writer's descriptions; the page shows only its own (legacyTree).
   */
  ownFields?: boolean;
}

/** `text` on one line: each run of white space holding a line break (`\n`, `\r`) becomes a space. */
export function headingLine(text: string): string {
  return text.replace(/\s*[\r\n]\s*/g, ' ').trim();
}

/** Past this many characters a description line is cut (at a word), as Mintlify cuts llms.txt's descriptions at 300. */
const DESCRIPTION_LINE_LIMIT = 300;

/** The first paragraph of a Markdown description as plain text on one line (`**all** pets` reads `all pets`); undefined when it has no text. */
export function descriptionLine(markdown: string): string | undefined {
  const tree = unified().use(remarkParse).parse(markdown);
  const first = tree.children.find((node) => headingLine(mdastToString(node, { includeHtml: false })) !== '');
  if (first === undefined) return undefined;
  const line = headingLine(mdastToString(first, { includeHtml: false }));
  if (line.length <= DESCRIPTION_LINE_LIMIT) return line;
  const cut = line.slice(0, DESCRIPTION_LINE_LIMIT);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** The full operation as Markdown. */
export function operationMarkdown(op: OperationModel, options: OperationMarkdownOptions): string {
  // One line: a title with a line break would start Markdown of its own in the .md copy and llms-full.txt.
  const out: string[] = [`# ${headingLine(options.title)}`, ''];
  const summary = oneLine(options.description ?? op.summary);
  if (summary && summary !== options.title) out.push(`> ${summary}`, '');
  const base = options.settings.baseUrls[0] ?? op.servers[0] ?? options.settings.mdx.baseUrls[0] ?? '';
  out.push(op.webhook ? `Webhook ${code(op.path)} (${op.method})` : code(`${op.method} ${base}${op.path}`), '');
  out.push(...serverLines(op, options.settings));
  if (op.deprecated) out.push('**Deprecated.**', '');
  if (op.description) out.push(op.description.trim(), '');
  if (options.body?.trim()) out.push(options.body.trim(), '');
  out.push(...authLines(authOptions(op, options.settings)));
  if (options.ownFields !== true) out.push(...fieldSections(op));
  out.push(...exampleLines(op, options));
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

/** The operation's parameters, body, callbacks and responses as Markdown sections. */
function fieldSections(op: OperationModel): string[] {
  const out: string[] = [];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters[location];
    if (params.length === 0) continue;
    out.push(`## ${TITLES[location]}`, '');
    for (const p of params) out.push(...fieldLines(p, 0));
    out.push('');
  }
  if (op.body) {
    out.push(`## Body`, '', `${code(op.body.contentType)}${op.body.required ? ' (required)' : ''}`, '');
    if (op.body.otherContentTypes.length > 0) out.push(`Also accepts: ${op.body.otherContentTypes.map(code).join(', ')}`, '');
    if (op.body.description) out.push(op.body.description.trim(), '');
    if (op.body.schema.fields.length > 0 || op.body.schema.variants.length > 0) out.push(...nested(op.body.schema, 0));
    else out.push(...fieldLines({ ...op.body.schema, name: 'body', required: op.body.required }, 0));
    out.push('', ...alternativeLines(op.body.alternatives, 'body'));
  }
  out.push(...callbackLines(op));
  if (op.responses.length > 0) {
    out.push('## Response', '');
    for (const r of op.responses) {
      out.push(`### ${r.status}`, '');
      if (r.contentType) out.push(mediaText(r.contentType, r.otherContentTypes), '');
      if (r.description) out.push(r.description.trim(), '');
      if (r.schema) {
        const lines = r.schema.fields.length > 0 || r.schema.variants.length > 0 ? nested(r.schema, 0) : fieldLines({ ...r.schema, name: 'response', required: false }, 0);
        if (lines.length > 0) out.push(...lines, '');
      }
      out.push(...alternativeLines(r.alternatives, 'response'));
      if (r.headers.length > 0) out.push('Response headers:', '', ...r.headers.flatMap((h) => fieldLines(h, 0)), '');
    }
  }
  return out;
}

/** The request and response examples, unless the page writes its own. */
function exampleLines(op: OperationModel, options: OperationMarkdownOptions): string[] {
  const out: string[] = [];
  const requests = options.ownExamples?.request === true ? [] : requestSamples(op, options.settings);
  if (requests.length > 0) out.push(op.webhook ? '## Example payload' : '## Example request', '');
  for (const sample of requests) out.push(fence(sample.code, `${sample.language} ${sample.meta ?? sample.label}`), '');
  const responses = options.ownExamples?.response === true ? [] : responseSamples(op);
  if (responses.length > 0) {
    out.push('## Example response', '');
    for (const sample of responses) out.push(fence(sample.code, `${sample.language} ${sample.label}`), '');
  }
  return out;
}
