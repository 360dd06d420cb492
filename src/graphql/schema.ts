// A GraphQL schema in SDL, read and validated with the reference implementation (`graphql`):
// a syntax error, an SDL error (an unknown type, a duplicate field …) and a schema error (an
// interface not implemented, a cycle of input types …) are each a finding at the schema file's
// line and column, as `graphql` locates them. Mintlify refuses an invalid schema whole, so a
// schema with errors generates no page (src/graphql/nav.ts), and the rest of the site builds.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildASTSchema, GraphQLError, parse, validateSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import type { Finding } from '../findings/finding.js';
import { isRefusedPath, readTextInside } from '../fs/paths.js';

/** The largest schema file read, in bytes (Mintlify's own limit: 5 MiB). */
export const MAX_GRAPHQL_SCHEMA_BYTES = 5 * 1024 * 1024;
/** The most tokens one schema may hold (`graphql`'s `maxTokens`): a bound on the parse, far above 5 MiB of real SDL. */
export const MAX_GRAPHQL_TOKENS = 2_000_000;
/** The most findings one schema reports; the rest are summed up in the last. */
const MAX_SCHEMA_FINDINGS = 20;

export interface LoadedGraphqlSchema {
  /** The schema as the navigation names it (`schema.graphql`, an `https://` URL). */
  source: string;
  /** The file findings name: absolute for a project file, the URL for a remote one. */
  file: string;
  /** The valid schema; absent when it could not be read, parsed or validated. */
  schema?: GraphQLSchema;
  findings: Finding[];
  /** The findings are about the source itself (missing, outside the project, remote), not a place in it: they belong where the navigation names it. */
  unreadable?: boolean;
}

export interface GraphqlLoadOptions {
  /** The project root (absolute). */
  root: string;
}

/** A finding at the first place `graphql` gives for `error`, else at the file's start. */
function errorFinding(file: string, error: GraphQLError, prefix: string): Finding {
  const at = error.locations?.[0];
  const message = error.message.replace(/\s+/g, ' ').replace(/\.$/, '');
  return { file, line: at?.line ?? 1, column: at?.column ?? 1, ruleId: 'graphql-schema', severity: 'error', message: `${prefix}: ${message}` };
}

/** At most MAX_SCHEMA_FINDINGS of `errors` as findings, the rest counted in the last. */
function errorFindings(file: string, errors: readonly GraphQLError[], prefix: string): Finding[] {
  const out = errors.slice(0, MAX_SCHEMA_FINDINGS).map((error) => errorFinding(file, error, prefix));
  const rest = errors.length - out.length;
  const last = out[out.length - 1];
  if (rest > 0 && last !== undefined) last.message += ` (and ${rest} more errors in this schema)`;
  return out;
}

/** The SDL text of a project file, or the finding that says why there is none. */
async function readSchemaText(source: string, file: string, root: string): Promise<string | Finding> {
  const miss = (message: string): Finding => ({ file, line: 1, column: 1, ruleId: 'graphql-schema', severity: 'error', message });
  try {
    const size = (await stat(file)).size;
    if (size > MAX_GRAPHQL_SCHEMA_BYTES) return miss(`Unexpected GraphQL schema of ${size} bytes, expected at most ${MAX_GRAPHQL_SCHEMA_BYTES} (5 MiB, Mintlify's limit): no page is generated from it`);
    return await readTextInside(root, file);
  } catch (error) {
    if (isRefusedPath(error) && error.reason !== 'missing') return miss(`Unexpected GraphQL schema \`${source}\` outside the project, expected a file inside it`);
    return miss(`Missing GraphQL schema \`${source}\`, expected an SDL file at this path`);
  }
}

/** Parse and validate SDL text: the schema, or the findings that keep it from being one. */
export function buildGraphqlSchema(text: string, file: string): { schema?: GraphQLSchema; findings: Finding[] } {
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: MAX_GRAPHQL_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError) return { findings: [errorFinding(file, error, 'Unexpected GraphQL syntax, expected a schema in SDL')] };
    throw error;
  }
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) return { findings: errorFindings(file, sdlErrors, 'Unexpected GraphQL schema definition, expected a valid schema') };
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) return { findings: errorFindings(file, schemaErrors, 'Unexpected GraphQL schema, expected a valid schema') };
  return { schema, findings: [] };
}

const cache = new Map<string, Promise<LoadedGraphqlSchema>>();

/**
 * Read and validate the schema `source` names (a project path). A remote (`https://`) schema
 * is not fetched: it is a warning, and its pages are not generated. Cached by root, source and
 * the file's size and time for the life of the process.
 */
export async function loadGraphqlSchema(source: string, options: GraphqlLoadOptions): Promise<LoadedGraphqlSchema> {
  if (/^https?:\/\//i.test(source)) {
    return { source, file: source, unreadable: true, findings: [{ file: source, line: 1, column: 1, ruleId: 'graphql-schema', severity: 'warn', message: `Unexpected remote GraphQL schema \`${source}\`, expected a file in the project (docwright builds offline and does not fetch schemas): its reference pages are not generated` }] };
  }
  const relative = source.replace(/^\.?\/+/, '');
  const file = join(options.root, relative);
  const stamp = await stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => 'missing');
  const key = `${options.root}\0${relative}\0${stamp}`;
  let pending = cache.get(key);
  if (pending === undefined) {
    pending = (async (): Promise<LoadedGraphqlSchema> => {
      const text = await readSchemaText(relative, file, options.root);
      if (typeof text !== 'string') return { source, file, findings: [text], unreadable: !text.message.includes('bytes') };
      return { source, file, ...buildGraphqlSchema(text, file) };
    })();
    cache.set(key, pending);
  }
  return pending;
}
