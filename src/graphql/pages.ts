// The source of each generated GraphQL reference page: front matter as Mintlify's prebuild
// writes it (title, description, deprecated, tag, graphql target), then an MDX body made from
// the schema with the project's own components: arguments and fields as `ResponseField`s whose
// types link to their type's page, the example operation, variables and response as
// `RequestExample`/`ResponseExample`, a type's definition as GraphQL. The schema's descriptions
// are Markdown (the GraphQL spec says so); they are escaped where MDX would read them as code.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
  printType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { fence, inlineCode } from '../parse/code-markdown.js';
import { operationExample, type RootKind } from './examples.js';

/** What a page links with: the URL of each type that has a page, by type name. */
export interface PageLinks {
  routes: ReadonlyMap<string, string>;
}

/** Where a generated page's front matter says it comes from (Mintlify's `graphql` page key). */
export interface GraphqlTarget {
  source: string;
  kind: RootKind | 'type';
  name: string;
}

/** Escapes what MDX reads as code (`{`, `}`, `<`, a line opening with `import`/`export`) in Markdown text, code spans and fenced blocks left as they are. */
export function mdxText(markdown: string): string {
  let inFence: string | undefined;
  return markdown.replace(/\r\n?/g, '\n').split('\n').map((line) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (inFence !== undefined) {
      if (opening !== undefined && opening[0] === inFence[0] && opening.length >= inFence.length) inFence = undefined;
      return line;
    }
    if (opening !== undefined) {
      inFence = opening;
      return line;
    }
    const escaped = line.split(/(`+[^`]*?`+)/).map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<]/g, (c) => `\\${c}`))).join('');
    return escaped.replace(/^(\s*)(import|export)\b/, (_, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`);
  }).join('\n');
}

/** The line that links a field's type to its page; none for a type without a page (a scalar: its name is in `type` already). */
function typeLine(type: TypeName, links: PageLinks): string[] {
  return links.routes.has(type.named) ? [`Type: ${typeLink(type, links)}`] : [];
}

/** A type by its text (`[Plant!]!`) and its named type's name (`Plant`): what a page shows of it. */
export interface TypeName {
  text: string;
  named: string;
}

/** An input type's text and named type. */
function inputTypeName(type: GraphQLInputType): TypeName {
  return { text: String(type), named: getNamedType(type).name };
}

/** An output type's text and named type. */
function outputTypeName(type: GraphQLOutputType): TypeName {
  return { text: String(type), named: getNamedType(type).name };
}

/** A type as Markdown: the whole type string as code, linked to its named type's page when it has one. */
export function typeLink(type: TypeName, links: PageLinks): string {
  const text = inlineCode(type.text);
  const url = links.routes.get(type.named);
  return url === undefined ? text : `[${text}](${url})`;
}

/** The front matter of a generated page, values as JSON (which YAML reads). */
export function frontmatter(fields: { title: string; description?: string | undefined; deprecated?: boolean; tag: string; target: GraphqlTarget }): string {
  const lines = [`title: ${JSON.stringify(fields.title)}`];
  if (fields.description !== undefined && fields.description.trim() !== '') lines.push(`description: ${JSON.stringify(fields.description.trim())}`);
  if (fields.deprecated === true) lines.push('deprecated: true');
  lines.push(`tag: ${JSON.stringify(fields.tag)}`, `graphql: ${JSON.stringify(fields.target)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** A JSX attribute with a string value (GraphQL names and type strings hold no quote). */
function attr(name: string, value: string): string {
  return `${name}=${JSON.stringify(value)}`;
}

/** The deprecation notice of a field, argument or value, when it has one. */
function deprecation(reason: string | null | undefined): string[] {
  if (reason === undefined || reason === null) return [];
  return [`**Deprecated**${reason.trim() === '' ? '' : `: ${mdxText(reason.replace(/\s*\n\s*/g, ' '))}`}`];
}

/** One argument or input field as a `ResponseField`. */
function inputField(value: GraphQLArgument | GraphQLInputField, links: PageLinks): string {
  const required = isNonNullType(value.type) && value.defaultValue === undefined;
  const defaultText = value.astNode?.defaultValue?.loc?.source.body.slice(value.astNode.defaultValue.loc.start, value.astNode.defaultValue.loc.end);
  const attrs = [attr('name', value.name), attr('type', String(value.type)), ...(required ? ['required'] : []), ...(defaultText !== undefined ? [attr('default', defaultText.replace(/\s+/g, ' '))] : []), ...(value.deprecationReason != null ? ['deprecated'] : [])];
  const body = [...(value.description ? [mdxText(value.description)] : []), ...deprecation(value.deprecationReason), ...typeLine(inputTypeName(value.type), links)];
  return `<ResponseField ${attrs.join(' ')}>\n${body.join('\n\n')}\n</ResponseField>`;
}

/** One output field as a `ResponseField`, its arguments inside. */
function outputField(field: GraphQLField<unknown, unknown>, links: PageLinks): string {
  const attrs = [attr('name', field.name), attr('type', String(field.type)), ...(isNonNullType(field.type) ? ['required'] : []), ...(field.deprecationReason != null ? ['deprecated'] : [])];
  const body = [...(field.description ? [mdxText(field.description)] : []), ...deprecation(field.deprecationReason), ...typeLine(outputTypeName(field.type), links)];
  if (field.args.length > 0) body.push(`<Expandable title="arguments">\n${field.args.map((arg) => inputField(arg, links)).join('\n\n')}\n</Expandable>`);
  return `<ResponseField ${attrs.join(' ')}>\n${body.join('\n\n')}\n</ResponseField>`;
}

/** The label a root kind's pages carry (Mintlify's page `tag`). */
const ROOT_TAG: Readonly<Record<RootKind, string>> = { query: 'QUERY', mutation: 'MUTATION', subscription: 'SUBSCRIPTION' };

/** The page of one root field: a query, mutation or subscription. */
export function operationPage(schema: GraphQLSchema, kind: RootKind, field: GraphQLField<unknown, unknown>, source: string, links: PageLinks): string {
  const parts: string[] = [];
  if (field.deprecationReason != null) parts.push(`<Warning>\n${deprecation(field.deprecationReason).join('')}\n</Warning>`);
  if (field.args.length > 0) parts.push('## Arguments', field.args.map((arg) => inputField(arg, links)).join('\n\n'));
  const returned = getNamedType(field.type);
  parts.push('## Returns', `${typeLink(outputTypeName(field.type), links)}${returned.description ? `: ${mdxText(returned.description.replace(/\s*\n\s*/g, ' '))}` : ''}`);
  const example = operationExample(schema, kind, field);
  parts.push(
    `<RequestExample>\n\n${fence(example.operation, 'graphql Operation')}\n\n${fence(JSON.stringify(example.variables, null, 2), 'json Variables')}\n\n</RequestExample>`,
    `<ResponseExample>\n\n${fence(JSON.stringify(example.response, null, 2), 'json Response')}\n\n</ResponseExample>`,
  );
  const head = frontmatter({ title: field.name, description: field.description ?? undefined, deprecated: field.deprecationReason != null, tag: ROOT_TAG[kind], target: { source, kind, name: field.name } });
  return `${head}\n${parts.join('\n\n')}\n`;
}

/** A list of links to the named types. */
function typeList(types: readonly GraphQLNamedType[], links: PageLinks): string {
  return types.map((type) => `- ${typeLink({ text: type.name, named: type.name }, links)}`).join('\n');
}

/** The sections of a type page after its definition, by the type's kind. */
function typeSections(schema: GraphQLSchema, type: GraphQLNamedType, links: PageLinks): string[] {
  const parts: string[] = [];
  if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().length > 0) parts.push('## Implements', typeList(type.getInterfaces(), links));
  if (isObjectType(type) || isInterfaceType(type)) parts.push('## Fields', Object.values(type.getFields()).map((field) => outputField(field, links)).join('\n\n'));
  if (isInputObjectType(type)) parts.push('## Input fields', Object.values(type.getFields()).map((field) => inputField(field, links)).join('\n\n'));
  if (isInterfaceType(type) || isUnionType(type)) {
    const possible = schema.getPossibleTypes(type);
    if (possible.length > 0) parts.push('## Possible types', typeList(possible, links));
  }
  if (isEnumType(type)) {
    parts.push('## Values', type.getValues().map((value) => {
      const attrs = [attr('name', value.name), attr('type', type.name), ...(value.deprecationReason != null ? ['deprecated'] : [])];
      const body = [...(value.description ? [mdxText(value.description)] : []), ...deprecation(value.deprecationReason)];
      return `<ResponseField ${attrs.join(' ')}>\n${body.join('\n\n')}\n</ResponseField>`;
    }).join('\n\n'));
  }
  return parts;
}

/** The kind of a named type as its page's tag says it (Mintlify's: `OBJECT`, `INPUT`, `ENUM`, `INTERFACE`, `UNION`). */
export function typeTag(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'OBJECT';
  if (isInputObjectType(type)) return 'INPUT';
  if (isEnumType(type)) return 'ENUM';
  if (isInterfaceType(type)) return 'INTERFACE';
  if (isUnionType(type)) return 'UNION';
  return 'SCALAR';
}

/** The page of one named type: its definition, then its fields, values or members with their types linked. */
export function typePage(schema: GraphQLSchema, type: GraphQLNamedType, source: string, links: PageLinks): string {
  const parts = [fence(printType(type), 'graphql Definition'), ...typeSections(schema, type, links)];
  const head = frontmatter({ title: type.name, description: type.description ?? undefined, tag: typeTag(type), target: { source, kind: 'type', name: type.name } });
  return `${head}\n${parts.join('\n\n')}\n`;
}
