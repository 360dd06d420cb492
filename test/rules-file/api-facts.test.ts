import { expect, test } from '@jest/globals';
import { normaliseSpecPath } from '../../src/rules-file/api-facts.js';

test.each([
  ['/openapi.yaml', 'openapi.yaml'],
  ['openapi.yaml', 'openapi.yaml'],
  ['./openapi.yaml', 'openapi.yaml'],
  ['//specs/../openapi.yaml', 'openapi.yaml'],
  ['specs\\plants.json', 'specs/plants.json'],
  ['https://example.com/openapi.json', 'https://example.com/openapi.json'],
])('spec path %s is written %s', (path, normal) => {
  expect(normaliseSpecPath(path)).toBe(normal);
});
