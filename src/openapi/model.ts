// The typed model of one OpenAPI operation (3.x or Swagger 2.0) that the page, the Markdown
// copy, the examples and the playground all read. Built by `operationModel`
// (src/openapi/operation-model.ts); schemas are described by src/openapi/describe-schema.ts.

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';
export const PARAM_LOCATIONS: readonly ParamLocation[] = ['path', 'query', 'header', 'cookie'];

/** What a schema says, flattened for display. */
export interface SchemaModel {
  /** Display type: `string`, `integer<int32>`, `object`, `Plant[]`, `string | null`. */
  type: string;
  description?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Present when the schema has a default (`hasDefault` tells `undefined` apart). */
  hasDefault: boolean;
  default?: unknown;
  enum?: unknown[];
  hasExample: boolean;
  example?: unknown;
  /** `minimum: 1`, `maxLength: 40`, `pattern: ^a`, … */
  constraints: string[];
  /** The schema's `x-mint.pre` and `x-mint.post`: pills before the field's name and after its other pills (Mintlify's field head). */
  pre?: string[];
  post?: string[];
  /** Properties of an object (or of an array's object items), ordered (see `orderFields`). */
  fields: FieldModel[];
  /** `oneOf`/`anyOf` alternatives. */
  variants: { title: string; schema: SchemaModel }[];
  variantKind?: 'oneOf' | 'anyOf';
  /** Set when recursion stopped at a circular `$ref`: the schema's name. */
  circular?: string;
  /** Set when the schema is a `$ref` that could not be resolved: the reference as written. */
  unresolved?: string;
  /**
   * Set when the schema's fields or variants are not shown: nested past MAX_DEPTH (`depth`) or
   * past the description's budget of MAX_SCHEMA_NODES schemas (`size`); src/openapi/describe-schema.ts.
   */
  cut?: 'depth' | 'size';
}

export interface FieldModel extends SchemaModel {
  name: string;
  required: boolean;
}

export interface ParamModel extends FieldModel {
  location: ParamLocation;
  /** A hand-written `<ParamField placeholder>` (legacy `api:` pages): the playground input's placeholder, as Mintlify's. */
  placeholder?: string;
  /** The spec's `style` (Swagger 2.0: from `collectionFormat`); unset: the location's default (src/openapi/param-style.ts). */
  style?: string;
  /** The spec's `explode` (Swagger 2.0: from `collectionFormat`); unset: true for `form` only. */
  explode?: boolean;
  /** The spec's `allowReserved`: a query value's reserved characters are sent unencoded. */
  allowReserved?: boolean;
  /** Set when the parameter is given by `content` (not `schema`): its media type; the value is sent as that text, under the parameter's name. */
  mediaType?: string;
  /** The serialization as the spec writes it (`style: deepObject`, `explode: false`; `collectionFormat: pipes`), shown with the parameter. */
  serializedAs?: string[];
  /** Set when the parameter's schema is an array or an object: its value is serialized by `style` and `explode`. */
  shape?: 'array' | 'object';
}

/** Another media type of a body or response whose schema differs from the one described first (Mintlify's content-type selector shows each). */
export interface MediaAlternative {
  contentType: string;
  schema: SchemaModel;
}

export interface BodyModel {
  contentType: string;
  /** Other content types the operation accepts. */
  otherContentTypes: string[];
  /** Those of `otherContentTypes` whose schema is not `schema`'s, in the spec's order, each described. */
  alternatives?: MediaAlternative[];
  required: boolean;
  description?: string;
  schema: SchemaModel;
  /** From the spec (`example`/`examples`) or generated from the schema. */
  example: unknown;
  exampleFromSpec: boolean;
  /**
   * A generated `example` with only the required properties, at every level: the request examples of docs.json
   * `api.examples.defaults: required` (mint.json `api.request.example.showOptionalParams: false`). Unset for the spec's own example.
   */
  requiredExample?: unknown;
  /** Set when the generated `example` is cut: past MAX_EXAMPLE_DEPTH levels or MAX_EXAMPLE_NODES schemas (src/openapi/schema-example.ts). */
  exampleCut?: 'depth' | 'size';
  /** Every named example of the spec (`examples`) when it gives more than one, each shown (`example` is the first). */
  examples?: { label: string; value: unknown }[];
  /** A `multipart/form-data` body's fields sent as files (src/openapi/file-schema.ts): `one` file, or `many` (an array of files). */
  files?: Record<string, 'one' | 'many'>;
  /** Set when the body is a file's bytes (`image/png`, `application/octet-stream` with `format: binary`): the examples send a file. */
  binary?: boolean;
  /** An XML body's `example` written as XML from its schema (src/openapi/xml-example.ts). */
  xml?: string;
  /** The media type's `encoding` (a form body's fields: `contentType`, `style`, `explode`), as the spec writes it: the playground sends the fields so. */
  encoding?: Record<string, { contentType?: string; style?: string; explode?: boolean }>;
}

export interface ResponseModel {
  status: string;
  description?: string;
  contentType?: string;
  /** Other media types the response comes in (the schema and example are `contentType`'s). */
  otherContentTypes: string[];
  /** Those of `otherContentTypes` whose schema is not `schema`'s, in the spec's order, each described. */
  alternatives?: MediaAlternative[];
  schema?: SchemaModel;
  example?: unknown;
  exampleFromSpec: boolean;
  /** Set when the generated `example` is cut: past MAX_EXAMPLE_DEPTH levels or MAX_EXAMPLE_NODES schemas (src/openapi/schema-example.ts). */
  exampleCut?: 'depth' | 'size';
  /** Every named example of the spec (`examples`) when it gives more than one, each shown (`example` is the first). */
  examples?: { label: string; value: unknown }[];
  /** An XML response's `example` written as XML from its schema (src/openapi/xml-example.ts). */
  xml?: string;
  headers: FieldModel[];
}

/**
 * One security scheme a requirement names, as the spec defines it, with the scopes the
 * requirement lists. `http` is an HTTP scheme other than bearer and basic (`digest`, …);
 * `other` is a type no request can carry from here (`mutualTLS`, an unknown type); `missing`
 * is a name the spec's `securitySchemes` does not define.
 */
export type SecuritySchemeModel = SchemeShape & {
  id: string;
  description?: string;
  /** Scopes the requirement lists (`[read:orders]`); roles for other types. */
  scopes: string[];
};

/** What a scheme is, by kind (see `SecuritySchemeModel`). */
export type SchemeShape =
  | { kind: 'bearer'; bearerFormat?: string; prefill?: string }
  | { kind: 'basic'; userLabel?: string; passwordLabel?: string; prefill?: string }
  | { kind: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; prefill?: string }
  | { kind: 'oauth2'; flows: string[] }
  | { kind: 'openIdConnect'; url?: string }
  | { kind: 'http'; scheme: string }
  | { kind: 'other'; type: string }
  | { kind: 'missing' };

/** One `x-codeSamples` entry: the fence language, the tab title (`label`, else the language) and the code. */
export interface CodeSampleModel {
  lang: string;
  label: string;
  source: string;
}

/** One variable of a server URL (`{region}`): its default, and the values it may take when the spec lists them (`enum`). */
export interface ServerVariableModel {
  name: string;
  default: string;
  /** Empty when any value goes (a text input). */
  enum: string[];
  description?: string;
}

/** A server URL with variables, as the spec writes it (`https://{region}.api.example.com`). */
export interface ServerTemplateModel {
  template: string;
  /** The variables of `template` that the spec defines, in the order the URL names them. */
  variables: ServerVariableModel[];
}

export interface OperationModel {
  /** Upper-case HTTP method the request is sent with. */
  method: string;
  path: string;
  webhook: boolean;
  /** `METHOD /path` or `WEBHOOK name`. */
  key: string;
  summary?: string;
  description?: string;
  operationId?: string;
  tags: string[];
  deprecated: boolean;
  /** Base URLs from `servers` (3.x) or `schemes`/`host`/`basePath` (2.0), variables filled. */
  servers: string[];
  /** The `servers` whose URL has variables (`https://{region}.api.example.com`), by their filled URL in `servers`: the playground lets the reader choose the values. */
  serverVariables?: Record<string, ServerTemplateModel>;
  /** The `servers`' descriptions, by their filled URL in `servers`: the playground's choice of base URL shows them (Mintlify's validator keeps them for its server selector). */
  serverDescriptions?: Record<string, string>;
  /**
   * The security requirements, alternatives (OR): each inner array names schemes that are all
   * sent together (AND). An empty inner array is the optional `{}` (no credentials); an empty
   * list means no auth (`security: []`, or none declared).
   */
  security: SecuritySchemeModel[][];
  /**
   * Whether the spec says anything of this operation's security (its own `security` or the
   * spec's): where it says nothing, the config's MDX auth (`api.mdx.auth`) stands in.
   */
  securityDeclared?: boolean;
  parameters: Record<ParamLocation, ParamModel[]>;
  /** The spec's own request samples (`x-codeSamples`), in its order. */
  codeSamples: CodeSampleModel[];
  body?: BodyModel;
  responses: ResponseModel[];
  /** The operation's `callbacks` (3.x): requests the API sends back, each with its own body and responses. */
  callbacks?: CallbackModel[];
}

/** One request of an operation's `callbacks`: `onPaid` → `POST {$request.body#/callbackUrl}`. */
export interface CallbackModel {
  /** The callback's key in `callbacks` (`onPaid`). */
  name: string;
  /** The runtime expression the request is sent to (`{$request.body#/callbackUrl}`). */
  expression: string;
  /** The request, modelled as an operation (its `callbacks` are not read). */
  operation: OperationModel;
}

export interface ModelOptions {
  /** Keep the spec's key order; otherwise required first, then alphabetical. */
  maintainOrder?: boolean;
  /**
   * Where the schema is sent, as Mintlify reads it: a `request` leaves out `readOnly`
   * properties, a `response` `writeOnly` ones. Unset (a schema's own page): every property.
   */
  location?: 'request' | 'response';
  /**
   * The document's named schemas (`components.schemas`, Swagger's `definitions`), dereferenced:
   * where a body's or response's schema names its subtypes by `discriminator.mapping` only,
   * they are looked up here and shown as its variants, as Mintlify shows them.
   */
  schemas?: Record<string, unknown>;
  /** docs.json `api.params.post`: schema keys whose values are every field's pills, before its `x-mint.post` ones. */
  postKeys?: readonly string[];
}
