// A generated project whose navigation is one large API reference (issue 51, "large API
// references are part of it"): an OpenAPI 3.1 spec of `operations` operations (a resource per
// five: list, create, get, update, delete), each resource with its own schema that refers to
// shared ones, tags in groups of ten resources, and a group in docs.json that names the spec
// with no pages, so every operation becomes a page. Deterministic. `node bench/openapi-pages.mjs
// <folder> <operations>` writes one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Operations per resource: list and create on the collection, get, update and delete on one item. */
export const OPERATIONS_PER_RESOURCE = 5;
/** Resources that share one tag (one sidebar group). */
export const RESOURCES_PER_TAG = 10;

const FIELDS = ['name', 'label', 'owner', 'region', 'notes', 'status', 'size', 'created'];

/** Resource `r`'s own schema: eight fields of several kinds, a shared `Meta` by `$ref`, an enum. */
function resourceSchema(r) {
  const properties = Object.fromEntries(
    FIELDS.map((field, i) => {
      if (field === 'status') return [field, { type: 'string', enum: ['active', 'paused', 'removed'], description: `The ${field} of resource ${r}.` }];
      if (field === 'size') return [field, { type: 'integer', format: 'int64', minimum: 0, default: i, description: `The ${field} of resource ${r}, in bytes.` }];
      if (field === 'created') return [field, { type: 'string', format: 'date-time', description: 'When it was created.' }];
      return [field, { type: 'string', maxLength: 64 + i, description: `The ${field} of resource ${r}.`, example: `${field}-${r}` }];
    }),
  );
  return {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'string', description: 'Its id.' }, ...properties, meta: { $ref: '#/components/schemas/Meta' } },
  };
}

/** The five operations of resource `r` under their two paths. */
function resourcePaths(r) {
  const tag = `Group ${Math.floor(r / RESOURCES_PER_TAG)}`;
  const ref = { $ref: `#/components/schemas/Resource${r}` };
  const error = { description: 'Not valid', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  const one = (description) => ({ description, content: { 'application/json': { schema: ref } } });
  const body = { required: true, content: { 'application/json': { schema: ref, example: { name: `resource-${r}` } } } };
  const id = { $ref: '#/components/parameters/Id' };
  return {
    [`/resources-${r}`]: {
      get: {
        tags: [tag], operationId: `listResource${r}`, summary: `List resource ${r}`, description: `Returns every **resource ${r}** the caller can see, a page at a time.`,
        parameters: [{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Cursor' }],
        responses: { 200: { description: 'A page of them', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: ref }, next: { type: 'string' } } } } } }, 400: error },
      },
      post: { tags: [tag], operationId: `createResource${r}`, summary: `Create resource ${r}`, requestBody: body, responses: { 201: one('Created'), 400: error } },
    },
    [`/resources-${r}/{id}`]: {
      get: { tags: [tag], operationId: `getResource${r}`, summary: `Get resource ${r}`, parameters: [id], responses: { 200: one('The resource'), 404: error } },
      patch: { tags: [tag], operationId: `updateResource${r}`, summary: `Update resource ${r}`, parameters: [id], requestBody: body, responses: { 200: one('Updated'), 400: error } },
      delete: { tags: [tag], operationId: `deleteResource${r}`, summary: `Delete resource ${r}`, parameters: [id], responses: { 204: { description: 'Deleted' }, 404: error } },
    },
  };
}

/** An OpenAPI 3.1 document of `operations` operations (rounded up to whole resources). */
export function openapiSpec(operations) {
  const resources = Math.ceil(operations / OPERATIONS_PER_RESOURCE);
  const paths = {};
  const schemas = {
    Meta: { type: 'object', properties: { version: { type: 'integer' }, labels: { type: 'object', additionalProperties: { type: 'string' } } } },
    Error: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
  };
  for (let r = 0; r < resources; r++) {
    Object.assign(paths, resourcePaths(r));
    schemas[`Resource${r}`] = resourceSchema(r);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Bench API', version: '1.0.0', description: `${operations} generated operations.` },
    servers: [{ url: 'https://api.example.com' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas,
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'The id.' },
        Limit: { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: 'How many to return.' },
        Cursor: { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'Where the last page ended.' },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

/** Write the project into `root`: docs.json, an index page and `openapi.json`. */
export function generateApiProject(root, operations) {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'openapi.json'), `${JSON.stringify(openapiSpec(operations), null, 2)}\n`);
  writeFileSync(join(root, 'index.mdx'), '---\ntitle: Bench API\ndescription: A generated API reference.\n---\n\nThe reference is in the API tab.\n');
  const navigation = { tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'API', groups: [{ group: 'Reference', openapi: 'openapi.json' }] }] };
  writeFileSync(join(root, 'docs.json'), `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Bench API', colors: { primary: '#0D9373' }, navigation }, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [root, operations] = process.argv.slice(2);
  if (!root || !operations) {
    console.error('Usage: node bench/openapi-pages.mjs <folder> <operations>');
    process.exit(2);
  }
  generateApiProject(root, Number(operations));
}
