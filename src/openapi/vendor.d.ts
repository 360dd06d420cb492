// swagger-parser's validators, used directly: its entry point `require`s an ESM-only
// package, which Jest's module runtime cannot load. It throws on the first problem.
declare module '@apidevtools/swagger-parser/lib/validators/spec.js' {
  /** Swagger 2.0 rules the JSON Schema cannot express (duplicate ids, path parameters). */
  function validateSpec(api: object): void;
  export = validateSpec;
}
