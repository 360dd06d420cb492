// Issues 16, 25 and 32: the configuration checked as the platform's validator has it.
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig as mintlify } from '@mintlify/validation';
import { validateDocsConfig } from '../../src/config/index.js';
import { isRecord } from '../../src/guards.js';

const root = '/project';
const lines = (loaded: { diagnostics: readonly { line: number; column: number; severity: string; ruleId: string; message: string }[] }): string[] =>
  loaded.diagnostics.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`);
const load = (name: string, value: unknown): ReturnType<typeof validateDocsConfig> => validateDocsConfig(JSON.stringify(value, null, 2), { root, path: name });
/** A docs.json value: the `mint` theme, the name Seeds and the primary colour #0D6E4F, then `rest` (a key of `rest` among those replaces it in its place). */
const seeds = (rest: Record<string, unknown>): Record<string, unknown> => ({ theme: 'mint', name: 'Seeds', colors: { primary: '#0D6E4F' }, ...rest });
const mint = (extra: Record<string, unknown>): Record<string, unknown> => ({ name: 'Seeds', favicon: '/favicon.svg', colors: { primary: '#0D6E4F' }, navigation: [{ group: 'Start', pages: ['index'] }], ...extra });

describe('required settings', () => {
  test('a mint.json without `favicon` and `colors` is reported (the platform requires both), and still has a lenient model', async () => {
    const loaded = await load('mint.json', { name: 'Seeds', navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(lines(loaded)).toEqual(['1:1 error config-schema Missing `favicon`, expected a string', '1:1 error config-schema Missing `colors`, expected an object with `primary`']);
    expect(loaded.model).toBeUndefined();
    expect(loaded.lenientModel?.colors).toEqual({ primary: '#16A34A' });
    expect(loaded.lenientModel?.favicon).toBeUndefined();
  });

  test('a docs.json without `theme` and `colors` is reported (the spec requires them), and still has a lenient model', async () => {
    const loaded = await load('docs.json', { name: 'Seeds', navigation: { pages: ['index'] } });
    expect(lines(loaded)).toEqual([
      '1:1 error config-schema Missing `theme`, expected one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma`, `sequoia`',
      '1:1 error config-schema Missing `colors`, expected an object with `primary`',
    ]);
    expect(loaded.lenientModel?.theme).toBe('mint');
  });

  test('a docs.json `navigation` with no content is an error', async () => {
    const loaded = await load('docs.json', seeds({ navigation: {} }));
    expect(lines(loaded)).toEqual(['7:17 error config-schema Unexpected value `{…}` for `navigation`, expected one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups`, `pages` in `navigation`']);
  });
});

describe('formats the platform refuses', () => {
  test.each([
    ['#0D6E4FFF', 'an 8-digit hex colour'],
    ['#0D6E', 'a 4-digit hex colour'],
  ])('colors.primary `%s` (%s) is an error', async (primary) => {
    const loaded = await load('docs.json', seeds({ colors: { primary }, navigation: { pages: ['index'] } }));
    expect(lines(loaded)).toEqual([`5:16 error config-schema Unexpected value \`${primary}\` for \`colors.primary\`, expected a hex color such as \`#0D9373\` (\`#RGB\` or \`#RRGGBB\`)`]);
  });

  test('two redirects with one `source`, a `fa-` icon, an unknown social, a social that is not a URL, `ga4` without `measurementId`', async () => {
    const loaded = await load('docs.json', seeds({
      navigation: { groups: [{ group: 'Start', icon: 'fa-star', pages: ['index'] }] },
      redirects: [{ source: '/a', destination: '/b' }, { source: '/a', destination: '/c' }],
      footer: { socials: { mastodon: 'https://m.example/@s', x: 'seeds' } },
      integrations: { ga4: {} },
    }));
    expect(lines(loaded).map((l) => l.replace(/^\d+:\d+ /, '')).filter((l) => !l.startsWith('warn config-key-no-effect Unexpected `integrations`'))).toEqual([
      'error config-schema Unexpected value `fa-star` for `navigation.groups[0].icon`, expected the icon name without `fa-`, such as `star` for `fa-star`',
      'error config-schema Unexpected value `/a` for `redirects[1].source`, expected each `source` once (an earlier redirect has it)',
      'error config-schema Unexpected key `mastodon` in `footer.socials`, expected one of `x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit`, `podcast`',
      'error config-schema Unexpected value `seeds` for `footer.socials.x`, expected an `https://` URL (not `.svg`, `.exe` or `.zip`)',
      'error config-schema Missing `measurementId` in `integrations.ga4`, expected a string',
    ]);
  });
});

describe('shapes the platform added', () => {
  test('an icon object, `openapi` objects with `directory` and `overlays`, and lists of them', async () => {
    const loaded = await load('docs.json', seeds({
      navigation: { tabs: [{ tab: 'API', icon: { name: 'code', style: 'solid' }, openapi: { source: 'a.json', directory: 'api', overlays: ['o.yaml'] }, groups: [{ group: 'G', pages: ['index'] }] }] },
      api: { openapi: [{ source: 'b.json' }, 'c.json'] },
    }));
    expect(lines(loaded)).toEqual([]);
    const tab = loaded.model?.navigation[0];
    expect(tab).toMatchObject({ kind: 'tab', icon: 'code', iconType: 'solid', openapi: 'a.json', openapiDirectory: 'api' });
    expect(loaded.model?.api.openapi).toEqual(['b.json', 'c.json', 'a.json']);
  });
});

describe('legacy mint.json keys the platform accepts', () => {
  test.each([
    ['theme', { theme: 'venus' }],
    ['eyebrow', { eyebrow: { display: 'breadcrumbs' } }],
    ['isWhiteLabeled', { isWhiteLabeled: true }],
    ['primaryTab', { primaryTab: { name: 'Guides' } }],
    ['basic auth with a plain name', { api: { auth: { method: 'basic', name: 'username' } } }],
    ['footerSocials.twitter', { footerSocials: { twitter: 'https://x.com/seeds' } }],
  ])('%s is accepted', async (_what, extra) => {
    const loaded = await load('mint.json', mint(extra));
    // Accepted; a setting docwright's build does not apply is a `config-key-no-effect` warning (test/config/inert.test.ts).
    expect(lines(loaded).filter((l) => !l.includes(' warn config-key-no-effect '))).toEqual([]);
    expect(loaded.model).toBeDefined();
  });
});

describe('keys the platform ignores', () => {
  test('mint.json keys left in a docs.json are warnings naming where the setting lives now, and the model is built from the rest', async () => {
    const loaded = await load('docs.json', seeds({
      topbarLinks: [],
      metadata: { title: 'Seeds' },
      navigation: { pages: ['index'] },
    }));
    expect(lines(loaded)).toEqual([
      '7:3 warn config-key-ignored Unexpected key `topbarLinks` that has no effect (Mintlify ignores it), expected `navbar.links` (its place in `docs.json`)',
      '9:5 warn config-key-ignored Unexpected key `title` in `metadata` that has no effect (Mintlify ignores it), expected `seo.metatags` (its place in `docs.json`)',
    ]);
    expect(loaded.model?.name).toBe('Seeds');
    expect(loaded.model?.navigation.map((n) => n.page)).toEqual(['index']);
  });

  test('a mint.json key with no place in docs.json says so in words, not as a key in code quotes', async () => {
    const loaded = await load('docs.json', seeds({ feedback: { thumbsRating: true }, navigation: { pages: ['index'] } }));
    expect(lines(loaded)).toEqual([
      '7:3 warn config-key-ignored Unexpected key `feedback` that has no effect (Mintlify ignores it: feedback buttons are set in the Mintlify dashboard, and `docs.json` has no key for them)',
    ]);
  });

  test('a misspelt `pages` in a group stays an error: its pages would vanish on the platform', async () => {
    const loaded = await load('docs.json', seeds({ navigation: { groups: [{ group: 'G', page: ['index'] }] } }));
    expect(lines(loaded)).toEqual(['11:9 error config-key-lost Unexpected key `page` in `navigation.groups[0]` (Mintlify drops it, and what it holds with it), expected `pages`']);
  });

  test('a key of a strict object (`colors`) stays an error: the platform refuses it too', async () => {
    const loaded = await load('docs.json', seeds({ colors: { primary: '#0D6E4F', accent: '#112233' }, navigation: { pages: ['index'] } }));
    expect(lines(loaded)).toEqual(['6:5 error config-schema Unexpected key `accent` in `colors`, expected one of `primary`, `light`, `dark`']);
  });
});

describe('navigation parts the platform drops', () => {
  test('`tabs` beside `groups`, and `openapi` at the top of `navigation`, are warnings', async () => {
    const loaded = await load('docs.json', seeds({
      navigation: { tabs: [{ tab: 'A', pages: ['index'] }], groups: [{ group: 'B', pages: ['b'] }], openapi: 'openapi.json' },
    }));
    expect(lines(loaded)).toEqual([
      '16:5 warn config-nav-dropped Unexpected `groups` beside `tabs` in `navigation` (Mintlify keeps only `tabs` and drops it), expected one kind of content per item, such as `tabs` holding the rest',
      '24:5 warn config-nav-dropped Unexpected `openapi` at the top of `navigation` (Mintlify drops it), expected it on a tab, anchor or group, or as `api.openapi`',
    ]);
    expect(loaded.model).toBeDefined();
  });

  // Mintlify (`@mintlify/validation`, a devDependency used as a test oracle) keeps the first kind
  // of content in its order whose value is valid: an invalid `products` beside `tabs` is dropped
  // and the tabs kept. A tab whose own pages are invalid is kept (built empty); one with an
  // invalid icon is not. The warning names the kind Mintlify keeps, and the one it drops.
  test.each([
    ['an invalid `products` beside `tabs`', { tabs: [{ tab: 'A', pages: ['index'] }], products: 'x' }, [], 'tabs', 'products'],
    ['an empty `tabs` beside `pages`', { pages: ['index'], tabs: [] }, [], 'pages', 'tabs'],
    ['a tab with an invalid icon beside `groups`', { tabs: [{ tab: 'A', icon: 'fa-star', pages: ['index'] }], groups: [{ group: 'B', pages: ['b'] }] }, [], 'groups', 'tabs'],
    ['a tab with invalid pages beside `groups`', { tabs: [{ tab: 'A', pages: [3] }], groups: [{ group: 'B', pages: ['b'] }] }, [], 'tabs', 'groups'],
    ['a product with invalid pages beside `tabs`', { products: [{ product: 'P', pages: [3] }], tabs: [{ tab: 'A', pages: ['index'] }] }, [], 'products', 'tabs'],
    ['an invalid `groups` beside `pages` in a tab', { tabs: [{ tab: 'A', pages: ['index'], groups: 'x' }] }, ['tabs', 0], 'pages', 'groups'],
  ] as const)('%s: the warning names the kind Mintlify keeps', async (_name, navigation, at, kept, dropped) => {
    const config = seeds({ navigation });
    const theirs = mintlify(config);
    if (!theirs.success) throw new Error('Mintlify refuses the case');
    const item = at.reduce<unknown>((here, key) => (isRecord(here) || Array.isArray(here) ? (here as Record<string | number, unknown>)[key] : undefined), theirs.data.navigation);
    expect(isRecord(item) && [Object.hasOwn(item, kept), Object.hasOwn(item, dropped)]).toEqual([true, false]);
    const where = at.length === 0 ? 'navigation' : `navigation.${at[0] ?? ''}[${String(at[1])}]`;
    const warnings = lines(await load('docs.json', config)).filter((l) => l.includes('config-nav-dropped'));
    expect(warnings.map((l) => l.replace(/^\d+:\d+ /, ''))).toEqual([
      `warn config-nav-dropped Unexpected \`${dropped}\` beside \`${kept}\` in \`${where}\` (Mintlify keeps only \`${kept}\` and drops it), expected one kind of content per item, such as \`${kept}\` holding the rest`,
    ]);
  });
});
