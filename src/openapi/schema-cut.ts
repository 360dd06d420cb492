// `openapi-schema-cut`: a schema that an API or schema page shows only in part. describeSchema
// (src/openapi/describe-schema.ts) stops past MAX_DEPTH levels of fields and variants and past
// MAX_SCHEMA_NODES schemas in one description (a `$ref` fan-out grows as its branching to the
// power of the depth); the schemas it stopped at are marked `cut`, and the page says so once.
import type { Finding } from '../findings/finding.js';
import { MAX_DEPTH, MAX_SCHEMA_NODES } from './describe-schema.js';
import type { OperationModel, SchemaModel } from './model.js';
import { MAX_EXAMPLE_DEPTH, MAX_EXAMPLE_NODES } from './schema-example.js';

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
    for (const key of ['fields', 'variants', 'schema', 'parameters', 'body', 'responses', 'headers', 'path', 'query', 'header', 'cookie', 'callbacks', 'operation', 'alternatives']) {
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

/** How an operation's generated examples (its body's, its responses', its callbacks') were cut, if one was: `size` wins. */
export function exampleCut(op: OperationModel): SchemaModel['cut'] {
  let found: SchemaModel['cut'];
  for (const operation of [op, ...(op.callbacks ?? []).map((c) => c.operation)]) {
    for (const part of [operation.body, ...operation.responses]) {
      if (part?.exampleCut === 'size') return 'size';
      if (part?.exampleCut === 'depth') found = 'depth';
    }
  }
  return found;
}

/** The page's one finding for a cut generated example of `what` (`GET /plants`), at `file:line`. */
export function exampleCutFinding(cut: NonNullable<SchemaModel['cut']>, what: string, file: string, line: number): Finding {
  const message =
    cut === 'depth'
      ? `Unexpected schema nested deeper than ${MAX_EXAMPLE_DEPTH} levels in the generated example of ${what}, expected at most ${MAX_EXAMPLE_DEPTH}: the example shows \`{}\` below`
      : `Unexpected schema of more than ${MAX_EXAMPLE_NODES.toLocaleString('en-US')} fields and variants in the generated example of ${what}, expected fewer: the example shows \`{}\` for the rest`;
  return { file, line, column: 1, ruleId: SCHEMA_CUT_RULE, severity: 'warn', message };
}
