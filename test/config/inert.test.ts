// Every key a docs.json navigation entry accepts either takes effect in the build or gets a
// `config-key-no-effect` warning at its line (issue 44: accepted and ignored is silent).
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig } from '../../src/config/index.js';
import { INERT_CONTEXTUAL, INERT_GLOBAL_KEYS, INERT_KEYS, INERT_RULE } from '../../src/config/inert.js';
import { contextualMenu } from '../../src/render/components/contextual.js';
import { contextualOptions, anchorSchema, dropdownSchema, globalSchema, groupSchema, languageSchema, menuItemSchema, navigationSchema, productSchema, tabSchema, versionSchema } from '../../src/config/schema/current.js';

/** The keys the build applies, by kind (src/config/normalise.ts carries them, src/render/site/ shows them). */
const CONTENT = ['href', 'products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];
// `sdk`: applied on a tab or a group (src/sdk/), an error elsewhere (src/config/schema/sdk.ts), never inert.
const DIVISION = ['icon', 'iconType', 'hidden', 'openapi', 'asyncapi', 'sdk', ...CONTENT];
const APPLIED: Record<string, readonly string[]> = {
  navigation: ['global', 'openapi', 'asyncapi', 'sdk', ...CONTENT],
  language: ['language', 'default', 'banner', 'footer', 'navbar', ...DIVISION],
  version: ['version', 'default', 'tag', ...DIVISION],
  tab: ['tab', 'searchable', 'align', 'graphql', ...DIVISION],
  anchor: ['anchor', 'color', ...DIVISION],
  dropdown: ['dropdown', 'description', ...DIVISION],
  product: ['product', 'name', 'description', ...DIVISION],
  item: ['item', 'description', ...DIVISION],
  group: ['group', 'icon', 'iconType', 'tag', 'hidden', 'searchable', 'boost', 'root', 'expanded', 'openapi', 'asyncapi', 'sdk', 'pages', 'public'],
};
// `sdk` on a global link: an error (src/config/schema/sdk.ts, `sdkRefusedGlobal`), never inert.
const GLOBAL_APPLIED = ['sdk', 'align', 'icon', 'iconType', 'hidden', 'href', 'default', 'tag', 'color', 'description', 'name', 'language', 'version', 'tab', 'anchor', 'dropdown', 'product'];

function keysOf(schema: unknown): string[] {
  return Object.keys((schema as { shape: Record<string, unknown> }).shape);
}

describe('navigation entry keys', () => {
  test('every key the schema accepts on an entry is applied by the build or listed as having no effect', () => {
    const schemas: Record<string, unknown> = { navigation: navigationSchema, language: languageSchema, version: versionSchema, tab: tabSchema, anchor: anchorSchema, dropdown: dropdownSchema, product: productSchema, item: menuItemSchema, group: groupSchema };
    for (const [kind, schema] of Object.entries(schemas)) {
      const unaccounted = keysOf(schema).filter((key) => !APPLIED[kind]?.includes(key) && !INERT_KEYS[kind]?.includes(key));
      expect({ kind, unaccounted }).toEqual({ kind, unaccounted: [] });
    }
    const globals = (globalSchema as unknown as { shape: Record<string, { unwrap: () => { element: unknown } }> }).shape;
    for (const [key, list] of Object.entries(globals)) {
      const kind = key.replace(/s$/, '');
      const unaccounted = keysOf(list.unwrap().element).filter((k) => !GLOBAL_APPLIED.includes(k) && !INERT_GLOBAL_KEYS[kind]?.includes(k));
      expect({ kind, unaccounted }).toEqual({ kind, unaccounted: [] });
    }
  });

  test('each key with no effect is a warning at its line; applied keys (`asyncapi` makes channel pages) are not', async () => {
    const config = {
      theme: 'mint',
      name: 'Inert',
      colors: { primary: '#0D9373' },
      navigation: {
        global: { tabs: [{ tab: 'Blog', href: 'https://blog.example.test', align: 'end' }] },
        tabs: [
          { tab: 'Guides', align: 'end', searchable: false, global: { anchors: [{ anchor: 'A', href: 'https://a.example.test' }] }, groups: [{ group: 'Start', boost: 2, directory: 'card', tag: 'New', pages: ['index'] }] },
          { tab: 'Events', asyncapi: 'events.yaml', dropdowns: [{ dropdown: 'D', color: { light: '#000000' }, description: 'shown', pages: ['other'] }] },
        ],
      },
    };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root: '/tmp/inert', path: 'docs.json' });
    expect(loaded.model).toBeDefined();
    const lines = text.split('\n');
    const inert = loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE);
    const keyAt = (d: (typeof inert)[number]): string => /"([^"]+)"/.exec(lines[d.line - 1]?.slice(d.column - 1) ?? '')?.[1] ?? '';
    expect(inert.map(keyAt)).toEqual(['global', 'directory', 'color']);
    expect(inert.every((d) => d.severity === 'warn' && /^Unexpected `\w+` in `navigation[^`]*` that has no effect in docwright's build \(on Mintlify .+\), expected /.test(d.message))).toBe(true);
  });

  test('settings outside the navigation that have no effect are warnings at their keys (not `variables`, which docwright replaces); values that ask for what docwright does are not', async () => {
    const config = {
      theme: 'mint',
      name: 'Inert',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index'] },
      styling: { eyebrows: 'breadcrumbs' },
      interaction: { drilldown: false },
      integrations: { ga4: { measurementId: 'G-1' } },
      variables: { product: 'Acme' },
      search: { prompt: 'Ask' },
      contextual: { options: ['copy', 'mcp', 'chatgpt', 'vscode'], display: 'header' },
    };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root: '/tmp/inert', path: 'docs.json' });
    const lines = text.split('\n');
    const at = loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE).map((d) => lines[d.line - 1]?.slice(d.column - 1).replace(/[:,].*$/, ''));
    expect(at).toEqual(['"eyebrows"', '"integrations"', '"mcp"', '"vscode"']);
  });

  test('`styling.latex: false` is a warning at its key (docwright loads KaTeX\'s stylesheet on each page with math); `true` asks for that and is not', async () => {
    const inertAt = async (latex: boolean): Promise<string[]> => {
      const text = JSON.stringify({ theme: 'mint', name: 'Math', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, styling: { latex } }, null, 2);
      const loaded = await validateDocsConfig(text, { root: '/tmp/inert', path: 'docs.json' });
      const lines = text.split('\n');
      return loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE).map((d) => `${lines[d.line - 1]?.slice(d.column - 1) ?? ''} ${d.severity} ${d.message}`);
    };
    expect(await inertAt(false)).toEqual(['"latex": false warn Unexpected `styling.latex` that has no effect in docwright\'s build (on Mintlify it leaves out the LaTeX stylesheets), expected the site to read right without it']);
    expect(await inertAt(true)).toEqual([]);
  });

  test('a mint.json\'s settings that have no effect are warnings too', async () => {
    const config = { name: 'Legacy', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }], layout: 'topnav', eyebrow: { display: 'section' }, analytics: { ga4: { measurementId: 'G-1' } } };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root: '/tmp/inert', path: 'mint.json' });
    const lines = text.split('\n');
    expect(loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE).map((d) => lines[d.line - 1]?.slice(d.column - 1).replace(/:.*$/, ''))).toEqual(['"layout"', '"analytics"']);
  });

  test('every page-menu option is drawn by the build or listed as having no effect', () => {
    const page = { markdownHref: '/x.md', path: '/x', absoluteUrl: 'https://example.test/x' };
    for (const option of contextualOptions) {
      const drawn = contextualMenu([option], page).length > 0;
      expect({ option, drawn }).toEqual({ option, drawn: !(INERT_CONTEXTUAL as readonly string[]).includes(option) });
    }
  });
});
