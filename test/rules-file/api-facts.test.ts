import { normaliseSpecPath } from '../../src/rules-file/api-facts.js';
import { testMapping } from '../support/table.js';

testMapping('spec path %s is written %s', normaliseSpecPath, [
  ['/openapi.yaml', 'openapi.yaml'],
  ['openapi.yaml', 'openapi.yaml'],
  ['./openapi.yaml', 'openapi.yaml'],
  ['//specs/../openapi.yaml', 'openapi.yaml'],
  ['specs\\plants.json', 'specs/plants.json'],
  ['https://example.com/openapi.json', 'https://example.com/openapi.json'],
]);
