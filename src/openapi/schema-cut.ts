// `openapi-schema-cut`: a schema that an API or schema page shows only in part. describeSchema
// (src/openapi/describe-schema.ts) stops past MAX_DEPTH levels of fields and variants and past
// MAX_SCHEMA_NODES schemas in one description (a `$ref` fan-out grows as its branching to the
// power of the depth); the schemas it stopped at are marked `cut`, and the page says so once.
import type { Finding } from '../findings/finding.js';
import { MAX_DEPTH, MAX_SCHEMA_NODES } from './describe-schema.js';
import type { SchemaModel } from './model.js';

export const SCHEMA_CUT_RULE = 'openapi-schema-cut';

/** How a description was cut, if it was: `size` wins over `depth` (it cuts more). Walks models from describeSchema only (trees, no cycles). */
export function schemaCut(models: readonly unknown[]): SchemaModel['cut'] {
  let found: SchemaModel['cut'];
  const stack: unknown[] = [...models];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (record.cut === 'size') return 'size';
    if (record.cut === 'depth') found = 'depth';
    for (const key of ['fields', 'variants', 'schema', 'parameters', 'body', 'responses', 'headers', 'path', 'query', 'header', 'cookie', 'callbacks', 'operation']) {
      if (key in record) stack.push(record[key]);
    }
  }
  return found;
}

/** The page's one finding for a cut description of `what` (`GET /plants`, schema `Plant`), at `file:line`. */
export function schemaCutFinding(cut: NonNullable<SchemaModel['cut']>, what: string, file: string, line: number): Finding {
  const message =
    cut === 'depth'
      ? `Unexpected schema nested deeper than ${MAX_DEPTH} levels in ${what}, expected at most ${MAX_DEPTH}: the fields below show by their type only`
      : `Unexpected schema of more than ${MAX_SCHEMA_NODES.toLocaleString('en-US')} fields and variants in ${what}, expected fewer: the rest show by their type only`;
  return { file, line, column: 1, ruleId: SCHEMA_CUT_RULE, severity: 'warn', message };
}
