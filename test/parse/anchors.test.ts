import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanAnchor, componentId, customAnchor, headingSlug, HeadingSlugger, paramFieldId, typographic } from '../../src/parse/anchors.js';
import { testMapping } from '../support/table.js';

describe('headingSlug', () => {
  testMapping('%j becomes %j', headingSlug, [
    ['Getting started', 'getting-started'],
    ['container.transport', 'container-transport'],
    ['Config.json options', 'config-json-options'],
    // The renderer makes quotes typographic before the slug (remark-smartypants).
    ["What's new", 'what’s-new'],
    ["Don't 'quote'", 'don’t-‘quote’'],
    ['"Quoted" words', '“quoted”-words'],
    ['What’s next?', 'what’s-next'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['C++ & C#', 'c++-&-c#'],
    ['50% off', '50%-off'],
    ['En – dash', 'en-–-dash'],
    ['Wait… more', 'wait…-more'],
    ['OAuth', 'oauth'],
    ['Step 1: Issue a key', 'step-1-issue-a-key'],
    ['Split files with $ref', 'split-files-with-$ref'],
    ['snake_case names', 'snake_case-names'],
    ['  Padded title  ', 'padded-title'],
    ['A - B', 'a-b'],
    ['Tab\tand  two  spaces', 'tab-and-two-spaces'],
    ['Über Größe', 'über-größe'],
    ['配置 选项', '配置-选项'],
    ['Emoji 🎉 party', 'emoji--party'],
    ['🎉', ''],
  ]);
});

describe('component anchors', () => {
  test('ParamField/ResponseField ids are param-<name> in kebab case, repeats numbered from 1', () => {
    expect([paramFieldId('user_id'), paramFieldId('item.Name'), paramFieldId('apiKey'), paramFieldId('x', 1)]).toEqual(['param-user-id', 'param-item-name', 'param-api-key', 'param-x-1']);
  });

  test('Accordion ids: the slug of the title, repeats numbered from 1', () => {
    expect([componentId('Accord Title'), componentId('Step: one'), componentId('Accord Title', 1)]).toEqual(['accord-title', 'step-one', 'accord-title-1']);
  });

  test('a link fragment is compared decoded, as the page cleans it', () => {
    expect([cleanAnchor('caf%C3%A9'), cleanAnchor('100%1'), cleanAnchor('why%3F')]).toEqual(['café', '100%1', 'why']);
  });
});

describe('HeadingSlugger', () => {
  test('repeats get -2, -3 and skip an anchor a heading already has', () => {
    const slugger = new HeadingSlugger();
    expect(['Overview', 'Overview', 'Overview-3', 'Overview', 'Overview'].map((t) => slugger.slug(t))).toEqual(['overview', 'overview-2', 'overview-3', 'overview-4', 'overview-5']);
  });

  test('a text without an anchor stays empty however often it comes', () => {
    const slugger = new HeadingSlugger();
    expect([slugger.slug('!!'), slugger.slug('??')]).toEqual(['', '']);
  });

  test('fields are counted apart from headings', () => {
    const slugger = new HeadingSlugger();
    expect([slugger.field('id'), slugger.slug('Param id'), slugger.field('id')]).toEqual(['param-id', 'param-id-2', 'param-id-1']);
  });
});

// Mintlify's own slug (a devDependency, the test oracle: never imported by src/).
const ORACLE = fileURLToPath(new URL('../../node_modules/@mintlify/common/dist/slugify.js', import.meta.url));
const differential = existsSync(ORACLE) ? describe : describe.skip;

differential("headingSlug against Mintlify's slugify + cleanHeadingId", () => {
  const texts = [
    'A - B', 'C++ & C#', '50% off', 'En – dash', 'Wait… more', '“Quoted” words', "It's here", "Don't 'single'", 'Acme Agent', 'end_session',
    'Dots.and.more', 'Parens (x) and: colon, comma? bang!', 'Emoji 🎉 party', 'Ünïcödé Straße', 'slash/path $dollar', 'Getting started',
    'What’s next?', 'Rate limits (per minute)', '配置 选项', '🎉', 'camelCase Title', 'FAQ', 'v1.2.3 release', 'HTTP/2 & gRPC', 'a_b-c', '--x--',
    'Step 1: Issue a key', 'Split files with $ref', 'Set up SSO (SAML 2.0)', 'Über uns', 'Café au lait', 'x = y + z', '@mentions', 'a~b*c',
    '«Guillemets»', 'Hello, world!', '  spaced   out  ', 'Über-Größe', 'ÆØÅ', 'Ñandú', '日本語のテキスト', 'Привет мир', '$ npm i', '#hash tag',
  ];
  test.each(texts)('%j', async (text) => {
    const oracle = (await import(ORACLE)) as { slugify: (s: string) => string; cleanHeadingId: (s: string) => string };
    expect(headingSlug(text)).toBe(oracle.cleanHeadingId(oracle.slugify(typographic(text))));
  });
});

const FIELDS = fileURLToPath(new URL('../../node_modules/@mintlify/common/dist/mdx/plugins/rehype/rehypeParamFieldIds.js', import.meta.url));
const COMPONENTS = fileURLToPath(new URL('../../node_modules/@mintlify/common/dist/mdx/plugins/remark/remarkComponentIds.js', import.meta.url));

(existsSync(FIELDS) && existsSync(COMPONENTS) ? describe : describe.skip)("field and accordion ids against Mintlify's", () => {
  const names = ['user_id', 'item.Name', 'apiKey', 'APIKey', 'HTTPServer2', 'x-request-id', 'data[].id', 'Über', 'a&b', 'its', "it's", 'Step: one', 'two  spaces', 'OAuth2Token', 'getIDs'];
  test.each(names)('%j', async (name) => {
    const fields = (await import(FIELDS)) as { generateParamFieldId: (n: string, c: number) => string };
    const components = (await import(COMPONENTS)) as { generateComponentId: (t: string, c?: number) => string };
    expect([paramFieldId(name), paramFieldId(name, 2), componentId(name), componentId(name, 1)]).toEqual([
      fields.generateParamFieldId(name, 0),
      fields.generateParamFieldId(name, 2),
      components.generateComponentId(name),
      components.generateComponentId(name, 1),
    ]);
  });
});

const CUSTOM_IDS = fileURLToPath(new URL('../../node_modules/@mintlify/common/dist/mdx/preprocessCustomHeadingIds.js', import.meta.url));

(existsSync(CUSTOM_IDS) && existsSync(ORACLE) ? describe : describe.skip)("customAnchor against Mintlify's preprocessCustomHeadingIds", () => {
  const ids = ['cli', 'six:x', 'a&b', 'q?a', "it's", 'caf%C3%A9', 'emoji🎉', '(x)', 'a<b>', 'Mixed_Case-1', '100%1'];
  test.each(ids)('%j', async (id) => {
    const custom = (await import(CUSTOM_IDS)) as { preprocessCustomHeadingIds: (content: string) => string };
    const oracle = (await import(ORACLE)) as { safeCleanHeadingId: (s: string) => string };
    const written = (depth: number): string => /id="([^"]*)"/.exec(custom.preprocessCustomHeadingIds(`${'#'.repeat(depth)} Title {#${id}}`))?.[1] ?? '';
    // h1-h4 are cleaned again where the page's table of contents is made; h5 and h6 keep the written id.
    expect([customAnchor(id, 2), customAnchor(id, 5)]).toEqual([oracle.safeCleanHeadingId(written(2)), written(5)]);
  });
});

// The fast path's patterns match each run of letters from its first character only (a long
// heading word was quadratic); seeded texts of camel case, contractions and long runs must still
// give Mintlify's ids.
(existsSync(FIELDS) && existsSync(COMPONENTS) && existsSync(ORACLE) ? describe : describe.skip)('ids of generated texts and long runs against Mintlify’s', () => {
  const parts = ['a', 'b', 'T', 's', 't', 'AB', 'Cd', 'x1', '2', '-', ' ', '_', "'", 'IDs', 'HTTP', 'OAuth'];
  let seed = 45;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const texts = Array.from({ length: 60 }, () => Array.from({ length: 1 + Math.floor(next() * 12) }, () => parts[Math.floor(next() * parts.length)]).join(''));
  texts.push('w'.repeat(3000), `${'w'.repeat(3000)}-t`, `${'A'.repeat(2000)}b`, `${'A'.repeat(2000)}12`, `x${'7'.repeat(2000)}QQ`, `${'ab'.repeat(1000)} it's`);
  test('every text', async () => {
    const oracle = (await import(ORACLE)) as { slugify: (s: string) => string; cleanHeadingId: (s: string) => string };
    const fields = (await import(FIELDS)) as { generateParamFieldId: (n: string, c: number) => string };
    const components = (await import(COMPONENTS)) as { generateComponentId: (t: string, c?: number) => string };
    for (const text of texts) {
      expect([text, headingSlug(text), paramFieldId(text), componentId(text)]).toEqual([
        text,
        oracle.cleanHeadingId(oracle.slugify(typographic(text))),
        fields.generateParamFieldId(text, 0),
        components.generateComponentId(text),
      ]);
    }
  });
});
