// A schema page (`openapi-schema: [file] Name` in the front matter), as Mintlify draws one: the
// named schema of `components.schemas` (`definitions` in Swagger 2.0) with its description and
// its properties as fields. A name no spec defines is an error at the key, never a blank page.
import type { Root, RootContent } from 'mdast';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { describeSchema } from './describe-schema.js';
import { schemaCut, schemaCutFinding } from './schema-cut.js';
import { loadSpec, specWarning, type LoadOptions, type LoadResult, type OpenApiDocument } from './load.js';
import { headingLine, schemaMarkdown } from './markdown.js';
import { schemaTree, UNAVAILABLE, unavailableTree } from './page-tree.js';
import { missingSchemaMessage, schemaValueMessage } from './operations.js';

/** `openapi-schema: [file] Name` in parts. */
export interface SchemaRef {
  /** The spec file (root-relative or URL) when the value names one. */
  file?: string;
  name: string;
}

/** `Name` or `file Name` (Mintlify's two forms); undefined for an empty value or more than two words. */
export function parseSchemaRef(value: string): SchemaRef | undefined {
  const words = value.trim().split(/\s+/).filter((word) => word !== '');
  const [first, second] = words;
  if (words.length === 1 && first !== undefined) return { name: first };
  if (words.length === 2 && first !== undefined && second !== undefined) return { file: first, name: second };
  return undefined;
}

export interface SchemaPageInput {
  /** The page file, root-relative (for findings). */
  file: string;
  /** 1-based line of the `openapi-schema` key. */
  line: number;
  /** The front matter's `title` and `description`, when given. */
  title?: string;
  description?: string;
  /** The page's own content, shown after the schema's description. */
  body: readonly RootContent[];
  markdownBody?: string;
  /** Specs searched for a name without a file, nearest first. */
  sources: readonly string[];
  options: LoadOptions;
  maintainOrder?: boolean;
  /** `api.params.post`: schema keys whose values are every field's pills. */
  postKeys?: readonly string[];
}

/** What the page shows: its title, tree, Markdown copy and findings. */
export interface SchemaPage {
  title: string;
  description?: string;
  tree: Root;
  markdown: string;
  /** The same copy with another text of the page's own (ApiPage's `markdownWith`). */
  markdownWith: (body: string | undefined) => string;
  findings: Finding[];
}

/** The schema `name` of a spec: `components.schemas` (3.x) or `definitions` (2.0). */
export function namedSchema(spec: OpenApiDocument, name: string): unknown {
  const components = spec.components;
  if (isRecord(components) && isRecord(components.schemas) && Object.hasOwn(components.schemas, name)) return components.schemas[name];
  if (isRecord(spec.definitions) && Object.hasOwn(spec.definitions, name)) return spec.definitions[name];
  return undefined;
}

/** The Markdown copy: title, description, the schema's list, then the page's own text. */
function markdownOf(title: string, description: string | undefined, parts: readonly string[], body: string | undefined): string {
  const own = body?.trim() ?? '';
  return [`# ${headingLine(title)}`, ...(description !== undefined ? [`> ${headingLine(description)}`] : []), ...parts, ...(own !== '' ? [own] : [])].join('\n\n') + '\n';
}

/** The page of a schema that cannot be shown: a neutral note, the page's own content, and the findings. */
function noticePage(input: SchemaPageInput, title: string, findings: Finding[]): SchemaPage {
  return {
    title,
    ...(input.description !== undefined ? { description: input.description } : {}),
    tree: { type: 'root', children: [...unavailableTree().children, ...input.body] },
    markdown: markdownOf(title, input.description, [UNAVAILABLE], input.markdownBody),
    markdownWith: (body) => markdownOf(title, input.description, [UNAVAILABLE], body),
    findings,
  };
}

/** A page's title without one in its front matter, as Mintlify makes it from the file name (`user-schema.mdx` → `User schema`): a schema page takes no title from its schema. */
function fileTitle(file: string): string {
  const name = (file.split('/').pop() ?? file).replace(/\.mdx?$/i, '').replace(/[-_]/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The page of a schema found in a spec. */
function schemaPage(input: SchemaPageInput, schema: unknown, name: string): SchemaPage {
  const model = describeSchema(schema, { ...(input.maintainOrder !== undefined ? { maintainOrder: input.maintainOrder } : {}), ...(input.postKeys !== undefined ? { postKeys: input.postKeys } : {}) });
  const cut = schemaCut([model]);
  const title = input.title ?? fileTitle(input.file);
  const description = model.description?.trim();
  return {
    title,
    ...(input.description !== undefined ? { description: input.description } : {}),
    tree: schemaTree(model, input.body),
    markdown: markdownOf(title, input.description, [...(description ? [description] : []), ...schemaMarkdown(model)], input.markdownBody),
    markdownWith: (body) => markdownOf(title, input.description, [...(description ? [description] : []), ...schemaMarkdown(model)], body),
    findings: cut ? [schemaCutFinding(cut, `schema \`${name}\``, input.file, input.line)] : [],
  };
}

/**
 * Builds a schema page from the value of its `openapi-schema` key. Errors (at the key): a
 * value of neither form, a name no searched spec defines. A spec that cannot be read is its
 * own warning (`specWarning`), and the page is a notice.
 */
export async function buildSchemaPage(input: SchemaPageInput, value: string): Promise<SchemaPage> {
  const error = (message: string): Finding => ({ file: input.file, line: input.line, column: 1, ruleId: 'openapi-operation-missing', severity: 'error', message });
  const ref = parseSchemaRef(value);
  if (!ref) return noticePage(input, input.title ?? fileTitle(input.file), [error(schemaValueMessage(value))]);
  const sources = ref.file !== undefined ? [ref.file] : input.sources;
  const failed: LoadResult[] = [];
  for (const source of sources) {
    const loaded = await loadSpec(source, input.options);
    if (!loaded.spec) {
      failed.push(loaded);
      continue;
    }
    const schema = namedSchema(loaded.spec, ref.name);
    if (schema === undefined) continue;
    // The spec's Mintlify extensions the build does not apply (`x-mint-enum` …), as on its API pages.
    const page = schemaPage(input, schema, ref.name);
    return { ...page, findings: [...page.findings, ...(loaded.extensionLosses ?? [])] };
  }
  const title = input.title ?? fileTitle(input.file);
  if (failed.length > 0) return noticePage(input, title, failed.map(specWarning).filter((f): f is Finding => f !== undefined));
  return noticePage(input, title, [error(missingSchemaMessage(ref.name, sources))]);
}
