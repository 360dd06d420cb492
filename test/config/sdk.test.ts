// `sdk` (SDK reference pages) and `products[].menu` in docs.json, judged by docwright and by
// Mintlify's published validator (`@mintlify/validation`, a devDependency used as a test oracle
// only): both accept and refuse the same configurations, and docwright's errors sit at the key.
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig as mintlify } from '@mintlify/validation';
import { validateDocsConfig } from '../../src/config/index.js';

const sdk = { format: 'typedoc', source: 'sdk/typedoc.json' };
const group = { group: 'G', pages: ['index'] };

/** Navigations with `sdk` or a product menu, each judged by both validators. */
const CASES: Record<string, unknown> = {
  'a tab with sdk': { tabs: [{ tab: 'A', sdk }] },
  'a tab with sdk and groups': { tabs: [{ tab: 'A', sdk, groups: [group] }] },
  'a tab with sdk, icon, hidden, searchable, align, directory': { tabs: [{ tab: 'A', sdk, icon: 'code', hidden: false, searchable: true, align: 'end', directory: 'none' }] },
  'a tab with sdk and pages': { tabs: [{ tab: 'A', sdk, pages: ['index'] }] },
  'a tab with sdk and openapi': { tabs: [{ tab: 'A', sdk, openapi: 'openapi.yaml' }] },
  'a tab with sdk and iconType': { tabs: [{ tab: 'A', sdk, iconType: 'solid' }] },
  'a tab with sdk and global': { tabs: [{ tab: 'A', sdk, global: {} }] },
  'a tab with sdk and menu': { tabs: [{ tab: 'A', sdk, menu: [{ item: 'I', pages: ['index'] }] }] },
  'an unknown format': { tabs: [{ tab: 'A', sdk: { format: 'doxygen', source: 'x.xml' } }] },
  'every known format': { tabs: ['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc'].map((format) => ({ tab: format, sdk: { format, source: 'artifact' } })) },
  'an http source': { tabs: [{ tab: 'A', sdk: { format: 'typedoc', source: 'http://example.com/t.json' } }] },
  'an https source': { tabs: [{ tab: 'A', sdk: { format: 'typedoc', source: 'https://example.com/t.json' } }] },
  'an unknown key in sdk': { tabs: [{ tab: 'A', sdk: { ...sdk, version: '1' } }] },
  'sdk without a source': { tabs: [{ tab: 'A', sdk: { format: 'typedoc' } }] },
  'an empty directory': { tabs: [{ tab: 'A', sdk: { ...sdk, directory: ' ' } }] },
  'sdk as a string': { groups: [{ group: 'G', sdk: 'typedoc.json', pages: ['index'] }] },
  'a group with sdk': { groups: [{ group: 'G', sdk, pages: ['index'] }] },
  'a group with sdk and no pages': { groups: [{ group: 'G', sdk }] },
  'a nested group with sdk': { groups: [{ group: 'G', pages: [{ group: 'H', sdk, pages: [] }] }] },
  'a group with an unknown format': { groups: [{ group: 'G', sdk: { format: 'rustdoc', source: 'x' }, pages: ['index'] }] },
  'an anchor with sdk': { anchors: [{ anchor: 'A', sdk, pages: ['index'] }] },
  'a dropdown with sdk': { dropdowns: [{ dropdown: 'D', sdk, pages: ['index'] }] },
  'a version with sdk': { versions: [{ version: 'v1', sdk, pages: ['index'] }] },
  'a language with sdk': { languages: [{ language: 'en', sdk, pages: ['index'] }] },
  'a product with sdk': { products: [{ product: 'P', sdk, pages: ['index'] }] },
  'sdk at the top of navigation': { sdk, pages: ['index'] },
  'a tab with sdk inside a product': { products: [{ product: 'P', tabs: [{ tab: 'A', sdk }] }] },
  'sdk on a global tab': { pages: ['index'], global: { tabs: [{ tab: 'A', href: 'https://example.com', sdk }] } },
  'sdk on a global anchor': { pages: ['index'], global: { anchors: [{ anchor: 'A', href: 'https://example.com', sdk }] } },
  'sdk as a string on a global dropdown': { pages: ['index'], global: { dropdowns: [{ dropdown: 'D', href: 'https://example.com', sdk: 'typedoc.json' }] } },
  'sdk null on a global language': { pages: ['index'], global: { languages: [{ language: 'fr', href: 'https://example.com', sdk: null }] } },
  'sdk on a global version and product': { pages: ['index'], global: { versions: [{ version: 'v1', href: 'https://example.com', sdk }], products: [{ product: 'P', href: 'https://example.com', sdk }] } },
  'a product with a menu': { products: [{ product: 'P', menu: [{ item: 'Guides', icon: 'book', description: 'Read first', groups: [group] }, { item: 'Changelog', href: 'https://example.com/changes' }] }] },
};

const base = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'SDK', colors: { primary: '#0D9373' } };

describe('sdk and product menus, as Mintlify’s validator judges them', () => {
  test.each(Object.entries(CASES))('%s', async (_name, navigation) => {
    const config = { ...base, navigation };
    const theirs = mintlify(config).success;
    const ours = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/nonexistent-project', path: 'docs.json' });
    const errors = ours.diagnostics.filter((f) => f.severity === 'error');
    expect({ accepted: errors.length === 0 }).toEqual({ accepted: theirs });
    // Accepted: no word about `sdk` or `menu` having no effect.
    if (theirs) expect(ours.diagnostics.filter((f) => /`(sdk|menu)`/.test(f.message))).toEqual([]);
  });

  test('an unknown format is an error at the value, naming the five formats', async () => {
    const text = JSON.stringify({ ...base, navigation: { tabs: [{ tab: 'A', sdk: { format: 'doxygen', source: 'x.xml' } }] } }, null, 2);
    const ours = await validateDocsConfig(text, { root: '/nonexistent-project', path: 'docs.json' });
    const line = text.split('\n').findIndex((l) => l.includes('"doxygen"')) + 1;
    expect(ours.diagnostics.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      `${line}:21 config-schema Unexpected value \`doxygen\` for \`navigation.tabs[0].sdk.format\`, expected one of \`typedoc\`, \`docfx\`, \`javadoc\`, \`sphinx\`, \`phpdoc\``,
    ]);
  });

  test('sdk on a link of navigation.global is an error at sdk, not a key without effect', async () => {
    const text = JSON.stringify({ ...base, navigation: { pages: ['index'], global: { tabs: [{ tab: 'A', href: 'https://example.com', sdk }] } } }, null, 2);
    const ours = await validateDocsConfig(text, { root: '/nonexistent-project', path: 'docs.json' });
    const line = text.split('\n').findIndex((l) => l.includes('"sdk"')) + 1;
    expect(ours.diagnostics.map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`)).toEqual([
      `${line}:18 error Unexpected object for \`navigation.global.tabs[0].sdk\`, expected \`sdk\` only on a tab or a group of the navigation, not on a link in \`navigation.global\``,
    ]);
  });

  test('a key beside sdk on a tab is an error at that key; sdk off a tab or group at sdk', async () => {
    const text = JSON.stringify({ ...base, navigation: { tabs: [{ tab: 'A', sdk, pages: ['index'] }], anchors: [{ anchor: 'B', sdk, pages: ['index'] }] } }, null, 2);
    const ours = await validateDocsConfig(text, { root: '/nonexistent-project', path: 'docs.json' });
    const lines = text.split('\n');
    const at = (needle: string, from = 0): number => lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
    expect(ours.diagnostics.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.message}`)).toEqual([
      `${at('"pages"')} Unexpected key \`pages\` beside \`sdk\` in \`navigation.tabs[0]\` (Mintlify refuses it on a tab with \`sdk\`), expected only \`groups\`, \`icon\`, \`hidden\`, \`searchable\`, \`align\` or \`directory\` beside it`,
      `${at('"sdk"', at('"anchor"'))} Unexpected object for \`navigation.anchors[0].sdk\`, expected \`sdk\` only on a tab or a group`,
    ]);
  });
});
