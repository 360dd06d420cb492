// Mutated configurations for the differential suite (test/config/differential.test.ts): a
// valid docs.json and a valid mint.json of our own, and, for fields of both generations, the
// value set to a wrong type, a wrong enum value, a wrong format, a missing required key, an
// unknown key, a key of the other generation and the shapes the platform added lately. Each
// case is judged by docwright and by the platform's published validator.

import { deepen } from './config-mutations-deep.js';
import { widen } from './config-mutations-wide.js';
import { fromPlatformSchema } from './config-mutations-schema.js';
export { refProjects } from './config-mutations-wide.js';

export type Generation = 'docs' | 'mint';

export interface Mutation {
  /** A readable, unique name: `docs colors.primary = "#0D9373FF"`. */
  name: string;
  generation: Generation;
  config: Record<string, unknown>;
}

type Path = readonly (string | number)[];

/** A valid current configuration touching most settings. */
export function baseDocs(): Record<string, unknown> {
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    description: 'Acme developer documentation',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    favicon: '/favicon.svg',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    navigation: {
      global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' }] },
      tabs: [
        { tab: 'Guides', icon: 'book', groups: [{ group: 'Start', icon: 'rocket', pages: ['index', 'quickstart', { group: 'More', pages: ['more/one'] }] }] },
        { tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Endpoints', pages: ['api/intro'] }] },
      ],
    },
    navbar: {
      links: [{ label: 'Support', href: 'mailto:help@acme.dev' }],
      primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' },
    },
    footer: {
      socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
      links: [{ header: 'Company', items: [{ label: 'About', href: 'https://acme.dev/about' }] }],
    },
    redirects: [{ source: '/old', destination: '/new' }],
    api: { playground: { display: 'interactive' }, params: { expanded: 'all' }, mdx: { server: 'https://api.acme.dev', auth: { method: 'bearer' } } },
    seo: { metatags: { 'og:site_name': 'Acme' }, indexing: 'navigable' },
    integrations: { ga4: { measurementId: 'G-ABC123' }, posthog: { apiKey: 'phc_abc' } },
    contextual: { options: ['copy', 'view'] },
    appearance: { default: 'system' },
    background: { decoration: 'gradient', color: { light: '#FFFFFF' } },
    banner: { content: 'New: **v2** is out' },
    fonts: { family: 'Inter' },
    icons: { library: 'fontawesome' },
    styling: { codeblocks: 'system', eyebrows: 'section' },
    search: { prompt: 'Search Acme' },
    errors: { '404': { redirect: false } },
    thumbnails: { appearance: 'light' },
    variables: { version: '2.0' },
    metadata: { timestamp: true },
  };
}

/** A valid legacy configuration touching most settings. */
export function baseMint(): Record<string, unknown> {
  return {
    $schema: 'https://mintlify.com/schema.json',
    name: 'Acme',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    favicon: '/favicon.png',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', anchors: { from: '#0D9373', to: '#07C983' } },
    topbarLinks: [{ name: 'Support', url: 'mailto:help@acme.dev' }],
    topbarCtaButton: { name: 'Dashboard', url: 'https://acme.dev' },
    versions: ['v2', 'v1'],
    tabs: [{ name: 'API Reference', url: 'api-reference' }],
    anchors: [{ name: 'Community', icon: 'discord', url: 'https://acme.dev/community' }],
    navigation: [
      { group: 'Get started', pages: ['introduction', 'quickstart'] },
      { group: 'API', pages: ['api-reference/intro', { group: 'Nested', pages: ['api-reference/nested'] }] },
    ],
    api: { baseUrl: 'https://api.acme.dev', auth: { method: 'bearer' }, playground: { mode: 'simple' } },
    openapi: 'openapi.yaml',
    footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
    feedback: { suggestEdit: true },
    modeToggle: { default: 'dark' },
    redirects: [{ source: '/old', destination: '/new' }],
    analytics: { ga4: { measurementId: 'G-ABC123' } },
    metadata: { 'og:site_name': 'Acme' },
  };
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let here: unknown = root;
  for (const key of path.slice(0, -1)) here = (here as Record<string | number, unknown>)[key];
  (here as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
}

function deleteAt(root: Record<string, unknown>, path: Path): void {
  let here: unknown = root;
  for (const key of path.slice(0, -1)) here = (here as Record<string | number, unknown>)[key];
  if (Array.isArray(here)) here.splice(Number(path[path.length - 1]), 1);
  else Reflect.deleteProperty(here as object, path[path.length - 1] as string);
}

const show = (path: Path): string => path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');

/** Every case: both bases unchanged, then one change each. */
export function mutations(): Mutation[] {
  const out: Mutation[] = [];
  const names = new Set<string>();
  const add = (generation: Generation, name: string, change: (config: Record<string, unknown>) => void): void => {
    const config = clone(generation === 'docs' ? baseDocs() : baseMint());
    change(config);
    const full = `${generation} ${name}`;
    if (names.has(full)) throw new Error(`duplicate case ${full}`);
    names.add(full);
    out.push({ name: full, generation, config });
  };
  const set = (generation: Generation, path: Path, values: readonly unknown[]): void => {
    for (const value of values) add(generation, `${show(path)} = ${JSON.stringify(value)}`, (c) => setAt(c, path, value));
  };
  const del = (generation: Generation, path: Path): void => add(generation, `without ${show(path)}`, (c) => deleteAt(c, path));

  add('docs', 'unchanged', () => undefined);
  add('mint', 'unchanged', () => undefined);

  // ---- docs.json: top level
  del('docs', ['theme']);
  del('docs', ['name']);
  del('docs', ['colors']);
  del('docs', ['navigation']);
  del('docs', ['favicon']);
  set('docs', ['theme'], ['maple', 'luma', 'sequoia', 'venus', 'Mint', 3]);
  set('docs', ['name'], ['', '   ', 42]);
  set('docs', ['$schema'], ['not a url', 'https://example.com/docs.json']);
  set('docs', ['description'], [12]);
  set('docs', ['public'], [true, 'yes']);
  // colours
  set('docs', ['colors', 'primary'], ['#0D9373FF', '#0D98', '#FFF', '0D9373', 'green', '#GGGGGG']);
  set('docs', ['colors', 'light'], ['#07C98380', 7]);
  set('docs', ['colors', 'background'], [{ light: '#FFFFFF' }]);
  del('docs', ['colors', 'primary']);
  // logo, favicon
  set('docs', ['logo'], ['/l', '/logo.svg', { light: '/a.svg' }, { light: '/a.svg', dark: '/b.svg', href: 'https://acme.dev' }, { light: '/a.svg', dark: '/b.svg', href: 'not a url' }]);
  set('docs', ['favicon'], [{ light: '/a.png', dark: '/b.png' }, { light: '/a.png' }, 3]);
  // appearance, background, banner, fonts, icons, styling
  set('docs', ['appearance', 'default'], ['dark', 'auto']);
  set('docs', ['appearance', 'strict'], ['true']);
  set('docs', ['background', 'decoration'], ['grid', 'dots']);
  set('docs', ['background', 'color', 'light'], ['#FFFFFF80', 'white']);
  set('docs', ['background', 'image'], [{ light: '/a.png', dark: '/b.png' }, { light: '/a.png' }]);
  set('docs', ['banner'], [{ content: '' }, { content: 'Hi', type: 'warning' }, { content: 'Hi', type: 'danger' }, { content: 'Hi', color: { light: '#112233' } }, { dismissible: true }]);
  set('docs', ['fonts'], [{ family: 'Inter', source: 'https://acme.dev/inter.woff2' }, { family: 'Inter', source: 'https://acme.dev/inter.woff2', format: 'woff2' }, { heading: { family: 'Inter' }, body: { family: 'Lora' } }, { family: 'Inter', format: 'ttf' }, { weight: 400 }]);
  set('docs', ['icons', 'library'], ['lucide', 'tabler', 'material']);
  set('docs', ['styling', 'codeblocks'], ['dark', 'light', { theme: 'github-dark' }, { theme: { light: 'github-light', dark: 'github-dark' } }, { theme: 'no-such-theme' }]);
  set('docs', ['styling', 'eyebrows'], ['breadcrumbs', 'none']);
  set('docs', ['styling', 'latex'], [true, 'yes']);
  set('docs', ['thumbnails'], [{ appearance: 'dark', background: '/bg.png' }, { appearance: 'sepia' }]);
  set('docs', ['search'], [{ prompt: 3 }]);
  set('docs', ['errors'], [{ '404': { redirect: true, title: 'Lost' } }, { '404': 'none' }]);
  set('docs', ['variables'], [{ a: 1 }]);
  set('docs', ['metadata'], [{ timestamp: 'yes' }]);
  set('docs', ['interaction'], [{ drilldown: false }, { drilldown: 'no' }]);
  set('docs', ['markdown'], [{ schema: true, instructions: ['Be brief'] }]);
  // navbar
  set('docs', ['navbar', 'primary'], [{ type: 'github', href: 'https://github.com/acme' }, { type: 'button', href: 'https://acme.dev' }, { type: 'link', label: 'x', href: 'https://acme.dev' }, { type: 'button', label: 'Go', href: 'not a url' }]);
  set('docs', ['navbar', 'links'], [[{ label: 'Docs', href: '/docs', icon: 'book' }], [{ label: 'Docs', href: '/docs', icon: { name: 'book', style: 'solid' } }], [{ href: '/docs' }], [{ label: 'Docs', href: 'docs page' }], [{ type: 'github', href: 'https://github.com/acme' }]]);
  // footer
  set('docs', ['footer', 'socials'], [{ twitter: 'https://twitter.com/acme' }, { mastodon: 'https://mastodon.social/@acme' }, { x: 'acme' }, { x: 'http://x.com/acme' }, { website: 'https://acme.dev/logo.svg' }, { bluesky: 'https://bsky.app/profile/acme' }]);
  set('docs', ['footer', 'links'], [[], [{ header: 'A', items: [] }], [{ items: [{ label: 'A', href: '/a' }] }], [{ header: 'A', items: [{ label: '', href: '/a' }] }], [1, 2, 3, 4, 5].map((n) => ({ header: `C${n}`, items: [{ label: 'A', href: '/a' }] }))]);
  // redirects
  set('docs', ['redirects'], [[{ source: '/a', destination: '/b' }, { source: '/a', destination: '/c' }], [{ source: '/a', destination: '/b', permanent: false }], [{ source: '/a' }], [{ source: '/a', destination: '/b', permanent: 'yes' }], {}]);
  // api
  set('docs', ['api', 'openapi'], ['openapi.json', ['a.json', 'b.yaml'], { source: 'openapi.json', directory: 'api' }, { source: 'openapi.json', overlays: ['overlay.yaml'] }, [{ source: 'a.json' }, 'b.json'], { directory: 'api' }, '', 'ftp://acme.dev/openapi.json']);
  set('docs', ['api', 'asyncapi'], ['asyncapi.yaml', { source: 'asyncapi.yaml', directory: 'events' }]);
  set('docs', ['api', 'playground', 'display'], ['simple', 'auth', 'hidden']);
  set('docs', ['api', 'params', 'expanded'], ['closed', 'none']);
  set('docs', ['api', 'url'], ['full', 'short']);
  set('docs', ['api', 'examples'], [{ languages: ['bash'], defaults: 'all', prefill: true, autogenerate: false }, { defaults: 'some' }]);
  set('docs', ['api', 'mdx', 'server'], [['https://a.dev', 'https://b.dev'], 'api.acme.dev']);
  set('docs', ['api', 'mdx', 'auth'], [{ method: 'basic', name: 'username' }, { method: 'basic', name: 'user:pass' }, { method: 'cobo' }, { method: 'oauth' }]);
  // seo
  set('docs', ['seo', 'metatags'], [{ robots: '' }, { robots: 3 }]);
  set('docs', ['seo', 'indexing'], ['all', 'none']);
  set('docs', ['seo', 'organization'], [{ name: 'Acme', url: 'https://acme.dev' }, { url: 'acme.dev' }]);
  set('docs', ['seo', 'paths'], [[{ path: 'guides/v2', metatags: { robots: 'noindex' } }], [{ path: '/guides/', metatags: {} }]]);
  set('docs', ['seo', 'trailingSlash'], [true]);
  // integrations
  set('docs', ['integrations'], [
    { ga4: {} },
    { ga4: { measurementId: 'UA-1' } },
    { gtm: { tagId: 'GTM-1' } },
    { gtm: { tagId: 'G-1' } },
    { posthog: { apiKey: 'abc' } },
    { plausible: { domain: 'https://acme.dev' } },
    { plausible: { domain: 'acme.dev' } },
    { intercom: { appId: 'abc' } },
    { intercom: { appId: 'abcdef' } },
    { segment: { key: 'k' } },
    { mixpanel: { projectToken: 't', region: 'mars' } },
    { hotjar: { hjid: '1' } },
    { unknownone: { id: '1' } },
    { telemetry: { enabled: false } },
    { cookies: { key: 'k', value: 'v' } },
    { adobe: { launchUrl: 'not a url' } },
    { onetrust: { domainScript: 'abc' } },
  ]);
  // contextual
  set('docs', ['contextual'], [
    { options: ['copy', 'copy'] },
    { options: ['copy', 'windsurf'] },
    { options: ['copy', 'bard'] },
    { options: ['copy'], display: 'toc' },
    { options: ['copy'], display: 'footer' },
    { options: [{ title: 'Ask', description: 'Ask us', href: 'https://acme.dev/ask?q=$page' }] },
    { options: [{ title: 'Ask', description: 'Ask us', href: { base: 'https://acme.dev', query: [{ key: 'q', value: '$page' }] } }] },
    { options: [{ title: 'Ask', href: 'https://acme.dev' }] },
    {},
  ]);

  // ---- docs.json: navigation shapes
  const tab0 = ['navigation', 'tabs', 0] as const;
  const group0 = [...tab0, 'groups', 0] as const;
  set('docs', ['navigation'], [
    {},
    { pages: ['index'] },
    { groups: [{ group: 'A', pages: ['index'] }] },
    { groups: [] },
    { anchors: [{ anchor: 'Docs', groups: [{ group: 'A', pages: ['index'] }] }] },
    { anchors: [{ anchor: 'Docs', icon: { name: 'book', library: 'lucide' }, pages: ['index'] }] },
    { dropdowns: [{ dropdown: 'SDKs', description: 'All', pages: ['index'] }] },
    { versions: [{ version: 'v2', default: true, pages: ['index'] }, { version: 'v1', pages: ['v1/index'] }] },
    { languages: [{ language: 'en', pages: ['index'] }, { language: 'fr', pages: ['fr/index'] }] },
    { languages: [{ language: 'xx', pages: ['index'] }] },
    { languages: [{ language: 'da', pages: ['index'] }] },
    { products: [{ product: 'Core', description: 'The core', pages: ['index'] }] },
    { tabs: [{ tab: 'A', menu: [{ item: 'One', pages: ['index'] }] }] },
    { tabs: [{ tab: 'A', href: 'https://acme.dev' }] },
    { tabs: [{ tab: 'A', href: 'not a url' }] },
    { tabs: [{ tab: 'A', align: 'end', pages: ['index'] }] },
    { tabs: [{ tab: 'A', align: 'middle', pages: ['index'] }] },
    { tabs: [{ tab: '', pages: ['index'] }] },
    { tabs: [] },
    { tabs: [{ tab: 'A', pages: ['index'] }], groups: [{ group: 'B', pages: ['b'] }] },
    { pages: ['index'], openapi: 'openapi.json' },
    { pages: ['index'], directory: 'card' },
    { pages: ['index'], directory: 'grid' },
    { pages: ['index'], global: { tabs: [{ tab: 'Blog', href: 'https://acme.dev/blog' }] } },
    { pages: ['index'], global: { tabs: [{ tab: 'Blog' }] } },
    { pages: [''] },
    { pages: [3] },
    { pages: 'index' },
    { groups: [{ group: 'A', pages: ['index'], expanded: true, tag: 'NEW', root: 'a/index', public: true, boost: 2 }] },
    { groups: [{ group: 'A' }] },
    { groups: [{ group: '', pages: ['index'] }] },
    { groups: [{ pages: ['index'] }] },
    { groups: [{ group: 'A', pages: ['index'], openapi: { source: 'openapi.json', directory: 'api' } }] },
    { groups: [{ group: 'A', pages: ['index'], openapi: 3 }] },
    { groups: [{ group: 'A', pages: ['index'], asyncapi: 'asyncapi.yaml' }] },
    // `sdk` (SDK reference pages): on a tab (with groups only) or a group, five formats, https sources
    { tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json', directory: 'sdk' } }] },
    { tabs: [{ tab: 'SDK', sdk: { format: 'javadoc', source: 'https://repo.example/x-javadoc.jar' }, groups: [{ group: 'A', pages: ['index'] }] }] },
    { tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json' }, pages: ['index'] }] },
    { tabs: [{ tab: 'SDK', sdk: { format: 'doxygen', source: 'x.xml' } }] },
    { tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'http://example.com/t.json' } }] },
    { groups: [{ group: 'A', pages: ['index'], sdk: { format: 'sphinx', source: 'build/json' } }] },
    { groups: [{ group: 'A', pages: ['index'], sdk: { format: 'phpdoc', source: 'structure.xml', extra: 1 } }] },
    { anchors: [{ anchor: 'A', pages: ['index'], sdk: { format: 'typedoc', source: 'typedoc.json' } }] },
    { products: [{ product: 'Core', menu: [{ item: 'Guides', description: 'Start', pages: ['index'] }, { item: 'Blog', href: 'https://acme.dev/blog' }] }] },
    { groups: [{ group: 'A', pages: ['index'], hidden: 'yes' }] },
    { groups: [{ group: 'A', pages: ['index'], expanded: 'yes' }] },
  ]);
  set('docs', [...group0, 'icon'], ['fa-star', 'star', { name: 'star', style: 'solid' }, { name: 'star', style: 'glossy' }, { name: 'fa-star' }, { style: 'solid' }, 3]);
  set('docs', [...tab0, 'icon'], ['fa-book', { name: 'book', library: 'tabler' }, { name: 'book', library: 'heroicons' }]);
  // The same at the top of the navigation (no tab around the group).
  const rootGroups = (icon: unknown): Record<string, unknown> => ({ groups: [{ group: 'A', icon, pages: ['index'] }] });
  for (const value of ['fa-star', { name: 'star', style: 'glossy' }, { name: 'star', style: 'solid', library: 'lucide' }, 3]) {
    add('docs', `navigation.groups[0].icon = ${JSON.stringify(value)}`, (c) => setAt(c, ['navigation'], rootGroups(value)));
  }
  add('docs', 'navigation.groups[0].pages = ["a", ""]', (c) => setAt(c, ['navigation'], { groups: [{ group: 'A', pages: ['a', ''] }] }));
  add('docs', 'navigation.anchors[0].href = "not a url"', (c) => setAt(c, ['navigation'], { anchors: [{ anchor: 'A', href: 'not a url' }] }));
  set('docs', [...group0, 'iconType'], ['solid']);
  set('docs', [...group0, 'page'], [['lost']]);
  set('docs', [...group0, 'pagess'], [['lost']]);
  set('docs', [...group0, 'color'], ['#FF0000']);
  set('docs', [...group0, 'collapsed'], [true]);
  set('docs', [...tab0, 'group'], [[{ group: 'Lost', pages: ['lost'] }]]);
  set('docs', [...tab0, 'pages'], [['extra']]);
  set('docs', [...tab0, 'hidden'], [true, 'no']);
  set('docs', [...tab0, 'description'], ['A tab']);
  set('docs', ['navigation', 'global', 'anchors', 0, 'href'], ['/blog', 'blog']);
  set('docs', ['navigation', 'global', 'anchors', 0, 'color'], [{ light: '#112233', dark: '#445566' }, { light: 'red' }]);
  set('docs', ['navigation', 'global', 'versions'], [[{ version: 'v1', href: 'https://v1.acme.dev' }]]);
  del('docs', ['navigation', 'global', 'anchors', 0, 'href']);
  del('docs', [...group0, 'pages']);

  // ---- docs.json: keys of mint.json left behind, and unknown keys
  set('docs', ['anchors'], [[{ name: 'Blog', url: 'https://acme.dev/blog' }]]);
  set('docs', ['topbarLinks'], [[{ name: 'Support', url: 'https://acme.dev' }]]);
  set('docs', ['topbarCtaButton'], [{ name: 'Go', url: 'https://acme.dev' }]);
  set('docs', ['footerSocials'], [{ x: 'https://x.com/acme' }]);
  set('docs', ['metadata'], [{ 'og:image': '/og.png' }]);
  set('docs', ['modeToggle'], [{ default: 'dark' }]);
  set('docs', ['tabs'], [[{ name: 'API', url: 'api' }]]);
  set('docs', ['openapi'], ['openapi.json', { source: 'openapi.json', directory: 'api' }]);
  set('docs', ['analytics'], [{ ga4: { measurementId: 'G-1' } }]);
  set('docs', ['feedback'], [{ thumbsRating: true }]);
  set('docs', ['backgroundImage'], ['/bg.png']);
  set('docs', ['font'], [{ family: 'Inter' }]);
  set('docs', ['versions'], [['v1']]);
  set('docs', ['colours'], [{ primary: '#000000' }]);
  // Keys named like Object.prototype members (own keys once JSON-parsed).
  set('docs', ['constructor'], [{ a: 1 }]);
  set('docs', [...group0, 'toString'], ['x']);
  set('docs', ['footer', 'socials', 'constructor'], ['https://x.com/acme']);
  set('mint', ['constructor'], [{ a: 1 }]);
  set('mint', ['footerSocials', 'hasOwnProperty'], ['https://x.com/acme']);
  set('docs', ['socials'], [{ x: 'https://x.com/acme' }]);
  set('docs', ['navbar', 'cta'], [{ label: 'Go' }]);
  set('docs', ['footer', 'copyright'], ['Acme']);
  set('docs', ['colors', 'accent'], ['#112233']);
  set('docs', ['api', 'baseUrl'], ['https://api.acme.dev']);
  set('docs', ['seo', 'indexHiddenPages'], [true]);

  // ---- mint.json
  del('mint', ['name']);
  del('mint', ['favicon']);
  del('mint', ['colors']);
  del('mint', ['navigation']);
  del('mint', ['colors', 'primary']);
  set('mint', ['theme'], ['venus', 'quill', 'prism', 'mint', 'jupiter']);
  set('mint', ['eyebrow'], [{ display: 'breadcrumbs' }, { display: 'path' }]);
  set('mint', ['isWhiteLabeled'], [true, 'yes']);
  set('mint', ['primaryTab'], [{ name: 'Guides' }, { name: 'Guides', isDefaultHidden: true }, { name: 'Guides', icon: 'book' }]);
  set('mint', ['layout'], ['topnav', 'sidebar']);
  set('mint', ['rounded'], ['sharp', 'round']);
  set('mint', ['codeBlock'], [{ mode: 'auto' }, { mode: 'light' }]);
  set('mint', ['search'], [{ prompt: 'Ask', location: 'top' }, { location: 'bottom' }]);
  set('mint', ['colors', 'primary'], ['#0D9373FF', '#0D98', '#FFF', 'green']);
  set('mint', ['colors', 'background'], [{ light: '#FFFFFF', dark: '#000000' }, { dark: '#000000' }, { light: 'white' }]);
  set('mint', ['colors', 'anchors'], ['#112233', { from: '#112233' }, { from: '#112233', to: '#445566', angle: 3 }]);
  set('mint', ['colors', 'ultraLight'], ['#FFFFFF']);
  set('mint', ['colors', 'accent'], ['#112233']);
  set('mint', ['favicon'], [{ light: '/a.png', dark: '/b.png' }]);
  set('mint', ['logo'], ['/l', { light: '/a.svg' }]);
  set('mint', ['footerSocials'], [{ twitter: 'https://twitter.com/acme' }, { mastodon: 'https://mastodon.social/@acme' }, { x: 'acme' }, [{ type: 'x', url: 'https://x.com/acme' }], [{ type: 'mastodon', url: 'https://mastodon.social/@acme' }]]);
  set('mint', ['footer'], [{ socials: { x: 'https://x.com/acme' } }, { links: [{ title: 'Company', links: [{ label: 'About', url: '/about' }] }] }, { links: [{ title: 'Company', links: [{ label: 'About', url: 'about' }] }] }]);
  set('mint', ['api', 'auth'], [{ method: 'basic', name: 'username' }, { method: 'basic', name: 'user:pass' }, { method: 'cobo' }, { method: 'oauth' }, { name: 'token' }, { method: 'key', header: 'X' }]);
  set('mint', ['api', 'baseUrl'], [['https://a.dev', 'https://b.dev'], 'api.acme.dev']);
  set('mint', ['api', 'playground'], [{ mode: 'hide' }, { mode: 'full' }, { mode: 'show', disableProxy: true }]);
  set('mint', ['api', 'paramFields'], [{ expanded: 'topLevel' }, { expanded: 'some' }]);
  set('mint', ['api', 'request'], [{ example: { showOptionalParams: true, languages: ['bash', 'elixir'] } }]);
  set('mint', ['api', 'extra'], [true]);
  set('mint', ['openapi'], [['a.yaml', 'b.yaml'], '', { source: 'openapi.yaml' }]);
  set('mint', ['versions'], [[], ['v2', { name: 'v1', url: 'https://v1.acme.dev' }], [{ name: 'v2', default: true }, { name: 'v1', default: true }], [{ name: 'v2', locale: 'en' }, 'v1'], [{ name: 'v2', locale: 'xx' }, 'v1']]);
  set('mint', ['navigation'], [[], {}, [{ group: 'A', pages: [] }], [{ group: '', pages: ['a'] }], [{ group: 'A', pages: ['a'], version: 'v3' }], [{ group: 'A', pages: ['a'], version: 'v1' }], [{ group: 'A', pages: ['a'], icon: 'book', iconType: 'solid' }], [{ group: 'A', pages: ['a'], iconType: 'glossy' }], [{ group: 'A', pages: ['a'], public: true }], [{ group: 'A', page: ['a'] }], [{ group: 'A', pages: ['a'], hidden: true }]]);
  set('mint', ['anchors'], [[{ name: 'A', url: 'a', icon: 'fa-book' }], [{ name: 'A', url: 'a', iconType: 'sharp-thin' }], [{ name: 'A', url: 'a', color: '#112233' }], [{ name: 'A', url: 'a', color: { from: '#112233', to: '#445566' } }], [{ name: 'A' }], [{ name: 'A', url: 'a', openapi: 'openapi.yaml' }], [{ name: 'A', url: 'a', openapi: '/openapi.yaml' }], [{ name: 'A', url: 'a', isDefaultHidden: true, version: 'v1' }], [{ name: 'A', url: 'a', extra: true }]]);
  set('mint', ['tabs'], [[{ name: 'A', url: 'a', version: 'v1' }], [{ name: 'A' }], [{ name: 'A', url: 'a', openapi: 'https://acme.dev/openapi.json' }], [{ name: 'A', url: 'a', extra: 1 }]]);
  set('mint', ['topAnchor'], [{ name: 'Docs', icon: 'book' }, { icon: 'book' }, { name: 'Docs', color: '#112233' }]);
  set('mint', ['topbarCtaButton'], [{ type: 'github', url: 'https://github.com/acme' }, { type: 'github', url: 'acme' }, { name: 'Go', url: '' }, { name: 'Go', url: '/go', style: 'pill', arrow: true }, { name: 'Go' }]);
  set('mint', ['topbarLinks'], [[{ name: 'A', url: 'https://acme.dev', style: 'pill' }], [{ type: 'github', url: 'https://github.com/acme' }], [{ name: 'A' }]]);
  set('mint', ['modeToggle'], [{ default: 'light', isHidden: true }, { default: 'system' }]);
  set('mint', ['feedback'], [{ thumbsRating: true, raiseIssue: true }, { thumbsRating: 'yes' }]);
  set('mint', ['analytics'], [{ ga4: {} }, { ga4: { measurementId: 'UA-1' } }, { posthog: { apiKey: 'phc_1' } }, { newtool: { id: '1' } }, { koala: { publicApiKey: 'k' } }]);
  set('mint', ['integrations'], [{ intercom: 'abcdef' }, { intercom: 'abc' }, { frontchat: 'abcdefg' }, { other: 'x' }]);
  set('mint', ['font'], [{ family: 'Inter' }, { headings: { family: 'Inter' }, body: { family: 'Lora' } }, { family: 'Inter', url: 'https://acme.dev/inter.woff2' }, { family: 'Inter', url: 'https://acme.dev/inter.woff2', format: 'woff2' }, { heading: { family: 'Inter' } }]);
  set('mint', ['background'], [{ style: 'grid' }, { style: 'dots' }]);
  set('mint', ['backgroundImage'], ['/bg.png', 3]);
  set('mint', ['sidebar'], [{ items: 'card' }, { items: 'pill' }]);
  set('mint', ['topbar'], [{ style: 'gradient' }, { style: 'glass' }]);
  set('mint', ['metadata'], [{ 'og:image': '' }, { 'og:image': 3 }]);
  set('mint', ['seo'], [{ indexHiddenPages: true }, { indexHiddenPages: 'no' }]);
  set('mint', ['redirects'], [[{ source: '/a', destination: '/b' }, { source: '/a', destination: '/c' }], [{ source: '/a' }]]);
  set('mint', ['mintlify'], ['4.0.0']);
  set('mint', ['unknownTopLevel'], [{ a: 1 }]);
  // keys of docs.json in a mint.json
  set('mint', ['theme'], ['maple']);
  set('mint', ['navbar'], [{ links: [] }]);
  set('mint', ['appearance'], [{ default: 'dark' }]);
  set('mint', ['contextual'], [{ options: ['copy'] }]);
  widen({ set, del });
  // The third set repeats some cases of the first two on purpose (it is generated): those are skipped.
  const setNew = (generation: Generation, path: Path, values: readonly unknown[]): void =>
    set(generation, path, values.filter((value) => !names.has(`${generation} ${show(path)} = ${JSON.stringify(value)}`)));
  const delNew = (generation: Generation, path: Path): void => {
    if (!names.has(`${generation} without ${show(path)}`)) del(generation, path);
  };
  deepen({ set: setNew, del: delNew });
  fromPlatformSchema({ set: setNew, del: delNew, base: (generation) => (generation === 'docs' ? baseDocs() : baseMint()) });
  return out;
}
