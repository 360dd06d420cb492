// A field that writes no `type` but a hint of one (a `format`, a `minimum`, a `pattern`,
// `properties`, `items`, an `enum`, …): Mintlify's converter (@mintlify/validation's
// OpenApiToEndpointConverter, a test oracle only) infers the type from it, labels the field with it
// and gives it that type's placeholder (`string<uuid>` with a uuid, `number` with a number between
// its bounds, `object`, an array). docwright's label and generated example do the same, for each hint.
import { describe, expect, test } from '@jest/globals';
import { OpenApiToEndpointConverter } from '@mintlify/validation';
import { describeSchema } from '../../src/openapi/describe-schema.js';
import { exampleFromSchema } from '../../src/openapi/schema-example.js';

/** Each hint alone: the type Mintlify's converter gives the field, and docwright's label for it. */
const HINTS: { name: string; schema: Record<string, unknown>; mintlify: string; label: string }[] = [
  { name: 'uuid', schema: { format: 'uuid' }, mintlify: 'string', label: 'string<uuid>' },
  { name: 'dateTime', schema: { format: 'date-time' }, mintlify: 'string', label: 'string<date-time>' },
  { name: 'email', schema: { format: 'email' }, mintlify: 'string', label: 'string<email>' },
  { name: 'otherFormat', schema: { format: 'shoe-size' }, mintlify: 'string', label: 'string<shoe-size>' },
  { name: 'int32Format', schema: { format: 'int32' }, mintlify: 'string', label: 'string<int32>' },
  { name: 'minimum', schema: { minimum: 5 }, mintlify: 'number', label: 'number' },
  { name: 'maximum', schema: { maximum: 10 }, mintlify: 'number', label: 'number' },
  { name: 'bounds', schema: { minimum: 1, maximum: 9 }, mintlify: 'number', label: 'number' },
  { name: 'exclusiveMinimum', schema: { exclusiveMinimum: 3 }, mintlify: 'number', label: 'number' },
  { name: 'multipleOf', schema: { multipleOf: 2 }, mintlify: 'number', label: 'number' },
  { name: 'pattern', schema: { pattern: '^a' }, mintlify: 'string', label: 'string' },
  { name: 'minLength', schema: { minLength: 2 }, mintlify: 'string', label: 'string' },
  { name: 'maxLength', schema: { maxLength: 3 }, mintlify: 'string', label: 'string' },
  { name: 'properties', schema: { properties: { a: { type: 'string' } } }, mintlify: 'object', label: 'object' },
  { name: 'minProperties', schema: { minProperties: 1 }, mintlify: 'object', label: 'object' },
  { name: 'items', schema: { items: { type: 'string' } }, mintlify: 'array', label: 'string[]' },
  { name: 'uuidItems', schema: { items: { format: 'uuid' } }, mintlify: 'array', label: 'string<uuid>[]' },
  { name: 'boundedItems', schema: { items: { minimum: 2 } }, mintlify: 'array', label: 'number[]' },
  { name: 'minItems', schema: { minItems: 1 }, mintlify: 'array', label: 'array' },
  { name: 'uniqueItems', schema: { uniqueItems: true }, mintlify: 'array', label: 'array' },
  { name: 'stringEnum', schema: { enum: ['x', 'y'] }, mintlify: 'enum<string>', label: 'string' },
  { name: 'numberEnum', schema: { enum: [1, 2] }, mintlify: 'enum<number>', label: 'number' },
  { name: 'nullableUuid', schema: { format: 'uuid', nullable: true }, mintlify: 'string', label: 'string<uuid> | null' },
];

const spec = {
  openapi: '3.0.3',
  info: { title: 'Hints', version: '1' },
  paths: {
    '/hints': {
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: Object.fromEntries(HINTS.map((row) => [row.name, row.schema])) } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

const endpoint = OpenApiToEndpointConverter.convert(structuredClone(spec) as never, '/hints', 'post');
const media = endpoint.request.body['application/json'];
const oracleFields = (media?.schemaArray[0] as { properties?: Record<string, { type: string }[]> } | undefined)?.properties ?? {};
const oracleExample = (media?.examples.example as { value: Record<string, unknown> } | undefined)?.value ?? {};

describe('a field with no `type` but a hint of one, as Mintlify infers it', () => {
  test.each(HINTS)('$name: the label Mintlify gives, and its placeholder', ({ name, schema, mintlify, label }) => {
    expect(oracleFields[name]?.[0]?.type).toBe(mintlify);
    expect(describeSchema(schema).type).toBe(label);
    expect(exampleFromSchema(schema, 'request')).toEqual(oracleExample[name]);
  });

  test('the whole body example is the one Mintlify generates', () => {
    expect(exampleFromSchema(spec.paths['/hints'].post.requestBody.content['application/json'].schema, 'request')).toEqual(oracleExample);
  });
});
