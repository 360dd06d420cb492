// More mutated configurations for the differential suite (test/config/differential.test.ts),
// written after reading the platform's schema field by field for what the first generator
// (config-mutations.ts) never changed: every integration, every footer social key and
// contextual option, the navbar's primary types, api.* sub-objects, seo, redirects with
// wildcards and parameters, and the nested navigation forms (languages and versions inside
// each other, products, menus, dropdowns, global divisions). Each setting gets a wrong type, a
// wrong enum value, an unknown key, a missing required key, an empty value or a boundary value.

export type WideGeneration = 'docs' | 'mint';
type Path = readonly (string | number)[];

/** The generator's three ways to make a case, handed in by config-mutations.ts. */
export interface Builder {
  set: (generation: WideGeneration, path: Path, values: readonly unknown[]) => void;
  del: (generation: WideGeneration, path: Path) => void;
}

const FOOTER_SOCIALS = ['x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'medium', 'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast'];
const CONTEXTUAL = ['copy', 'assistant', 'view', 'download-pdf', 'download-spec', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin', 'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp'];

/** api.*: playground, params, examples, mdx, openapi/asyncapi. */
function api({ set }: Builder): void {
  set('docs', ['api', 'playground'], [{ proxy: false, credentials: true }, { proxy: 'no' }, { display: 3 }, { display: 'none', extra: 1 }, 'interactive']);
  set('docs', ['api', 'params'], [{ post: ['x-tag'] }, { post: 'x-tag' }, { expanded: 'all', extra: 1 }, {}]);
  set('docs', ['api', 'examples'], [{ languages: 'bash' }, { autogenerate: 'no' }, { prefill: 1 }, { defaults: 'required' }, { languages: [] }]);
  set('docs', ['api', 'asyncapi'], [3, ['a.yaml', 'b.yaml'], '']);
  set('docs', ['api', 'mdx', 'server'], [['not a url'], 3, [], 'https://api.acme.dev/v1']);
  set('docs', ['api', 'mdx', 'auth'], [{ method: 'key', name: 'X-Key' }, { name: 3 }, {}]);
  set('docs', ['api', 'mdx'], ['x', {}, { extra: 1 }]);
  set('docs', ['api'], ['x', {}, { extra: 1 }]);
}

/** Appearance, background, banner, errors, fonts, icons, thumbnails, styling, search, small objects. */
function looks({ set }: Builder): void {
  set('docs', ['appearance'], [{ default: 3 }, { default: 'light', strict: true }, { extra: 1 }, 'dark', {}]);
  set('docs', ['background', 'decoration'], ['windows', 3, '']);
  set('docs', ['background', 'color'], [{ dark: '#000' }, { light: '#FFFFFF', extra: '#000000' }, {}, '#FFFFFF']);
  set('docs', ['background', 'image'], ['/bg.png', 3, { dark: '/b.png' }, '']);
  set('docs', ['background'], [{ extra: 1 }, {}]);
  set('docs', ['banner'], ['Hi', { content: 'Hi', dismissible: 'yes' }, { content: 'Hi', color: '#112233' }, { content: 'Hi', color: { light: 'red' } }, { content: 3 }, { content: 'Hi', extra: 1 }, { content: 'Hi', type: 'critical', dismissible: true, color: { light: '#112233', dark: '#445566' } }]);
  set('docs', ['errors'], [{}, { '404': {} }, { '404': { redirect: 'no' } }, { '404': { description: 'Gone', extra: 1 } }, { '404': {}, '500': {} }, 'x']);
  set('docs', ['fonts'], [{ family: 'Inter', weight: 'bold' }, { family: 'Inter', source: '', format: 'woff' }, { family: 'Inter', source: 'ftp://acme.dev/a.woff', format: 'woff' }, { family: 'Inter', source: '/fonts/a.woff2', format: 'woff2' }, { heading: { family: 'Inter' }, extra: 1 }, { family: 3 }, { family: 'Inter', source: '/a.otf', format: 'otf' }, 'Inter', { family: 'Inter', weight: 550 }, { body: { family: 'Lora', weight: 400 } }, { heading: { weight: 700 } }]);
  set('docs', ['icons'], [{}, { library: 3 }, { library: 'fontawesome', extra: 1 }, 'lucide']);
  set('docs', ['thumbnails'], [{ fonts: { family: 'Inter' } }, { fonts: {} }, { background: 3 }, { appearance: 'dark', extra: 1 }, {}]);
  set('docs', ['styling'], [{ codeblocks: { theme: { light: 'github-light' } } }, { codeblocks: { languages: { custom: ['lang.json'] } } }, { codeblocks: { languages: { custom: 'lang.json' } } }, { codeblocks: 3 }, { eyebrows: 'section', extra: 1 }, {}, { codeblocks: {} }]);
  set('docs', ['search'], [{ prompt: '' }, 'Ask', { extra: 1 }, {}]);
  set('docs', ['variables'], [{ a: 'x', b: '' }, 'x', { 'a b': 'x' }, {}]);
  set('docs', ['markdown'], [{ instructions: 3 }, { schema: 'yes' }, { instructions: 'Be brief' }, { extra: 1 }]);
  set('docs', ['interaction'], [{ extra: 1 }, 'x']);
  set('docs', ['metadata'], [{ timestamp: false, extra: 1 }, 'x']);
  set('docs', ['logo'], [{ light: '/a.svg', dark: '/b.svg', extra: 1 }, '', 3]);
  set('docs', ['colors'], [{ primary: '#000000', extra: '#111111' }, { primary: '#000000', dark: 'red' }, '#000000']);
  set('docs', ['$schema'], [3]);
  set('docs', ['description'], ['']);
}

/** footer.socials (every key), footer.links, navbar.primary (every type), navbar.links. */
function chrome({ set }: Builder): void {
  for (const key of FOOTER_SOCIALS) set('docs', ['footer', 'socials', key], [`https://acme.dev/${key}`]);
  set('docs', ['footer', 'socials'], [{ github: 'https://github.com/acme/' }, { x: '' }, { x: 3 }, { GitHub: 'https://github.com/acme' }, {}, { x: 'https://x.com/acme', website: '/about' }, 'x']);
  const column = (href: string): unknown[] => [{ header: 'A', items: [{ label: 'A', href }] }];
  set('docs', ['footer', 'links'], [[{ header: '', items: [{ label: 'A', href: '/a' }] }], column('javascript:alert(1)'), column('http://acme.dev'), column('//acme.dev'), column('https://acme.dev/x.zip'), column('relative/page'), column('mailto:a@acme.dev'), column('#top'), [{ header: 'A', items: [{ label: 'A' }] }], 'x']);
  set('docs', ['footer'], [{ extra: 1 }, {}, 'x']);
  set('docs', ['navbar', 'primary'], [
    { type: 'discord', href: 'https://discord.gg/acme' },
    { type: 'github', label: 'Star', href: 'https://github.com/acme' },
    { label: 'Go', href: 'https://acme.dev' },
    { type: 'button', label: 'Go', href: '/signup' },
    { type: 'button', label: 'Go', href: '#top' },
    { type: 'button', label: 3, href: '/x' },
    { type: 'button', label: 'Go', href: 'https://acme.dev', extra: 1 },
    { type: 'discord' },
    'Go',
  ]);
  set('docs', ['navbar', 'links'], [[{ type: 'discord', href: 'https://discord.gg/acme' }], [{ label: 'A', href: '/a', type: 'custom' }], [{ label: 'A', href: 'mailto:x@acme.dev' }], [], 'x', [{ label: 'A', href: '/a', extra: 1 }], [{ label: 'A', href: 'http://acme.dev' }], [{ label: '', href: '/a' }]]);
  set('docs', ['navbar'], [{ extra: 1 }, {}]);
}

/** redirects with wildcards and parameters, seo.*. */
function routing({ set }: Builder): void {
  set('docs', ['redirects'], [
    [{ source: '/old/:slug', destination: '/new/:slug' }],
    [{ source: '/old/*', destination: '/new/*' }],
    [{ source: '/blog/:path*', destination: 'https://blog.acme.dev/:path*' }],
    [{ source: '', destination: '' }],
    [{ source: '/a', destination: '/b', extra: 1 }],
    [{ source: 3, destination: '/b' }],
    [{ source: '/a', destination: '/a' }],
    [],
    [{ source: 'old', destination: 'new' }],
    [{ destination: '/b' }],
    'x',
  ]);
  set('docs', ['seo', 'metatags'], [{ 'og:image': 'https://acme.dev/og.png', 'twitter:card': 'summary' }, {}, 'x', { robots: 'noindex', canonical: 'https://acme.dev' }]);
  set('docs', ['seo', 'paths'], [[{ path: 'a/../b', metatags: {} }], [{ path: 'guides', metatags: { r: 'x' } }, { path: 'guides', metatags: { r: 'y' } }], [{ path: 'guides' }], [{ path: 'guides', metatags: { r: '' } }], [], [{ path: 'a b', metatags: {} }]]);
  set('docs', ['seo', 'organization'], [{ id: 'https://acme.dev/#org', sameAs: ['https://x.com/acme'] }, { sameAs: ['acme'] }, { name: '' }, { legalName: 'Acme Inc.', logo: '/logo.png' }, { extra: 1 }]);
  set('docs', ['seo', 'indexing'], [3]);
  set('docs', ['seo', 'trailingSlash'], ['yes']);
  set('docs', ['seo', 'extra'], [1]);
}

/** Every integration, right and wrong. */
function integrations({ set }: Builder): void {
  set('docs', ['integrations'], [
    { adobe: { launchUrl: 'https://assets.adobedtm.com/launch.js' } },
    { amplitude: { apiKey: 'k' } },
    { amplitude: {} },
    { clarity: { projectId: 'p' } },
    { clearbit: { publicApiKey: 'k' } },
    { fathom: { siteId: 's' } },
    { fathom: { siteId: 3 } },
    { frontchat: { snippetId: 'abcdef' } },
    { frontchat: { snippetId: 'abc' } },
    { heap: { appId: '1' } },
    { hightouch: { writeKey: 'w', apiHost: 'h' } },
    { hightouch: {} },
    { hotjar: { hjid: '1', hjsv: '6' } },
    { koala: { publicApiKey: 'k' } },
    { koala: { publicApiKey: 'kk' } },
    { logrocket: { appId: 'a/b' } },
    { mixpanel: { projectToken: 't', region: 'eu' } },
    { onetrust: { domainScript: '' } },
    { onetrust: { domainScript: 'abc', scriptSource: 'http://cdn.acme.dev/ot.js' } },
    { onetrust: { domainScript: 'abc', categoryId: 'C0002', scriptSource: 'https://cdn.acme.dev/ot.js' } },
    { pirsch: { id: 'x' } },
    { posthog: { apiKey: 'phc_1', apiHost: 'not a url' } },
    { posthog: { apiKey: 'phc_1', apiHost: 'https://eu.posthog.com', sessionRecording: true } },
    { plausible: { domain: 'acme.dev', server: 'https://p.acme.dev' } },
    { plausible: { domain: 'acme.dev', server: 'p.acme.dev' } },
    { segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev/?q=1' } },
    { segment: { key: 'k', cdnUrl: 'http://cdn.acme.dev' } },
    { segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev' } },
    { telemetry: { enabled: 'no' } },
    { cookies: { key: 3 } },
    { transcend: { bundleId: 'abc-1' } },
    { transcend: { bundleId: 'a b' } },
    { transcend: { bundleId: 'a', analyticsPurpose: '' } },
    { ga4: { measurementId: 'G-1', extra: 1 } },
    {},
    'x',
  ]);
}

/** contextual.options (every preset), custom options, display. */
function contextual({ set }: Builder): void {
  for (const option of CONTEXTUAL) set('docs', ['contextual', 'options'], [[option]]);
  set('docs', ['contextual', 'options'], [[], 'copy', [3]]);
  set('docs', ['contextual'], [
    { options: [{ title: 'A', description: 'B', href: 'https://acme.dev/ask', icon: 'star' }] },
    { options: [{ title: 'A', description: 'B', href: { base: 'https://acme.dev' } }] },
    { options: [{ title: 'A', description: 'B', href: { query: [] } }] },
    { options: [{ title: 'A', description: 'B', href: 3 }] },
    { options: ['copy'], display: 'header' },
    { options: ['copy'], display: 3 },
    { options: ['copy'], extra: 1 },
  ]);
}

const idx = ['index'];

/** Languages and versions inside each other, with their own banner, footer and navbar. */
function nestedDivisions({ set }: Builder): void {
  set('docs', ['navigation'], [
    { languages: [{ language: 'en', versions: [{ version: 'v1', pages: idx }] }] },
    { languages: [{ language: 'en', banner: { content: 'Hi' }, pages: idx }] },
    { languages: [{ language: 'en', banner: { content: '' }, pages: idx }] },
    { languages: [{ language: 'en', navbar: { links: [{ label: 'A', href: '/a' }] }, pages: idx }] },
    { languages: [{ language: 'en', footer: { socials: { x: 'https://x.com/a' } }, pages: idx }] },
    { languages: [{ language: 'en', footer: { socials: { mastodon: 'https://m.social/a' } }, pages: idx }] },
    { languages: [{ language: 'en', default: true, pages: idx }, { language: 'fr', default: true, pages: ['fr/index'] }] },
    { languages: [{ language: 'EN', pages: idx }] },
    { languages: [{ language: 'zh-Hans', pages: idx }, { language: 'pt-BR', pages: ['pt/index'] }, { language: 'fr-ca', pages: ['ca/index'] }] },
    { languages: [{ language: 'en', hidden: true, pages: idx }] },
    { languages: [{ language: 'en', href: 'https://acme.dev/en' }] },
    { languages: [{ pages: idx }] },
    { languages: [] },
    { versions: [{ version: 'v1', languages: [{ language: 'en', pages: idx }] }] },
    { versions: [{ version: '', pages: idx }] },
    { versions: [{ version: 'v1', tag: 'Beta', pages: idx }] },
    { versions: [{ version: 'v1', href: 'https://v1.acme.dev' }] },
    { versions: [{ version: 'v1', default: 'yes', pages: idx }] },
    { versions: [] },
    { versions: [{ version: 'v1' }] },
    { versions: [{ version: 'v1', tabs: [{ tab: 'T', pages: idx }], anchors: [{ anchor: 'A', pages: idx }] }] },
  ]);
}

/** Products, menus, dropdowns, anchors and the global divisions. */
function otherDivisions({ set }: Builder): void {
  set('docs', ['navigation'], [
    { products: [{ product: 'A', icon: 'box', tabs: [{ tab: 'T', pages: idx }] }] },
    { products: [{ product: '', pages: idx }] },
    { products: [{ product: 'A', href: 'https://a.acme.dev' }] },
    { products: [{ product: 'A' }] },
    { products: [{ pages: idx }] },
    { products: [{ product: 'A', color: { light: '#112233' }, pages: idx }] },
    { tabs: [{ tab: 'A', menu: [{ item: '', pages: idx }] }] },
    { tabs: [{ tab: 'A', menu: [] }] },
    { tabs: [{ tab: 'A', menu: [{ item: 'One', icon: 'book', groups: [{ group: 'G', pages: idx }] }] }] },
    { tabs: [{ tab: 'A', menu: [{ item: 'One', href: 'https://acme.dev' }] }] },
    { tabs: [{ tab: 'A', menu: [{ item: 'One' }] }] },
    { dropdowns: [{ dropdown: '', pages: idx }] },
    { dropdowns: [{ dropdown: 'A', color: { light: '#112233', dark: '#445566' }, pages: idx }] },
    { dropdowns: [{ dropdown: 'A', href: 'https://acme.dev' }] },
    { dropdowns: [{ dropdown: 'A', tabs: [{ tab: 'T', pages: idx }] }] },
    { dropdowns: [{ pages: idx }] },
    { anchors: [{ anchor: '', pages: idx }] },
    { anchors: [{ anchor: 'A', color: { light: '#112233' }, pages: idx }] },
    { anchors: [{ anchor: 'A', tabs: [{ tab: 'T', pages: idx }] }] },
    { pages: idx, global: { anchors: [] } },
    { pages: idx, global: { languages: [{ language: 'en', href: 'https://acme.dev/en' }] } },
    { pages: idx, global: { dropdowns: [{ dropdown: 'A', href: 'https://acme.dev' }] } },
    { pages: idx, global: { versions: [{ version: 'v1' }] } },
    { pages: idx, global: { extra: [] } },
    { pages: idx, global: { anchors: [{ anchor: 'A', href: 'https://acme.dev', pages: ['x'] }] } },
    { pages: idx, global: {} },
  ]);
}

/** Groups and pages: nesting, paths, tags, roots. */
function groupsAndPages({ set }: Builder): void {
  set('docs', ['navigation'], [
    { groups: [{ group: 'A', pages: idx, tag: 3 }] },
    { groups: [{ group: 'A', pages: idx, root: '' }] },
    { groups: [{ group: 'A', root: 'index' }] },
    { groups: [{ group: 'A', pages: [] }] },
    { pages: ['index', { group: 'A', pages: [{ group: 'B', pages: ['b'] }] }] },
    { pages: [{ page: 'index' }] },
    { pages: ['/index'] },
    { pages: ['https://acme.dev'] },
    { pages: ['index', 'index'] },
    { pages: [] },
    { pages: idx, extra: 1 },
    { tabs: [{ tab: 'A', pages: idx, extra: 1 }] },
    { groups: [{ group: 'A', pages: idx, extra: 1 }] },
  ]);
}

/** Gaps in the legacy generation. */
function legacy({ set }: Builder): void {
  set('mint', ['redirects'], [[{ source: '/old/:slug', destination: '/new/:slug' }], [{ source: '/a/*', destination: '/b/*' }], [], [{ source: '/a', destination: '/b', permanent: false }]]);
  set('mint', ['colors', 'anchors'], [{ from: '#112233', via: '#223344', to: '#445566' }]);
  set('mint', ['search'], [{ prompt: '' }]);
  set('mint', ['feedback'], [{ suggestEdit: 'yes' }, { extra: true }]);
  set('mint', ['api', 'maintainOrder'], [true]);
  set('mint', ['openapi'], [3]);
  set('mint', ['anchors'], [[{ name: 'A', url: 'a', icon: { name: 'book' } }], []]);
  set('mint', ['tabs'], [[]]);
  set('mint', ['topbarCtaButton'], [{ type: 'discord', url: 'https://discord.gg/acme' }]);
  set('mint', ['footerSocials'], [{}, { github: '' }]);
  set('mint', ['metadata'], [{}]);
  set('mint', ['name'], ['']);
}

/** Boundary values: lower-case and short colours, the most footer columns, every page-menu option at once, extreme numbers. */
function boundaries({ set }: Builder): void {
  set('docs', ['colors', 'primary'], ['#0d9373', '#abc', '#ABCDEF0', '']);
  set('docs', ['footer', 'links'], [[1, 2, 3, 4].map((n) => ({ header: `C${n}`, items: [{ label: 'A', href: '/a' }] }))]);
  set('docs', ['contextual', 'options'], [CONTEXTUAL, [...CONTEXTUAL, { title: 'Ask', description: 'Ask us', href: 'https://acme.dev/ask' }]]);
  set('docs', ['fonts', 'weight'], [0, -1, 1000, 550.5, '400']);
  set('docs', ['api', 'examples'], [{ languages: ['cobol', 'bash'] }]);
  set('docs', ['styling', 'codeblocks'], [{ theme: { dark: 'github-dark' } }, { theme: { light: 'github-light', dark: 'nope' } }]);
  set('docs', ['banner', 'content'], [' ']);
  set('docs', ['name'], ['x'.repeat(1000)]);
  set('docs', ['redirects'], [Array.from({ length: 500 }, (_, i) => ({ source: `/old/${i}`, destination: `/new/${i}` }))]);
  set('docs', ['navbar', 'links'], [Array.from({ length: 30 }, (_, i) => ({ label: `L${i}`, href: `/l/${i}` }))]);
  set('docs', ['seo', 'metatags'], [{ '': 'x' }, { 'og:image': ' ' }]);
  set('docs', ['footer', 'links'], [[{ header: ' ', items: [{ label: ' ', href: '/a' }] }]]);
  set('docs', ['seo', 'organization'], [{ name: ' ', legalName: ' ' }]);
  set('mint', ['footer'], [{ links: [{ title: ' ', links: [{ label: ' ', url: '/about' }] }] }]);
  set('mint', ['anchors'], [[{ name: ' ', url: 'a' }]]);
  set('mint', ['tabs'], [[{ name: 'A', url: ' ' }]]);
  set('mint', ['metadata'], [{ 'og:image': ' ' }]);
}

/** The legacy generation's analytics, integrations, api and footer socials, one by one. */
function legacySettings({ set }: Builder): void {
  set('mint', ['analytics'], [
    { adobe: { launchUrl: 'https://assets.adobedtm.com/launch.js' } },
    { amplitude: { apiKey: 'k' } },
    { clarity: { projectId: 'p' } },
    { clearbit: { publicApiKey: 'k' } },
    { fathom: { siteId: 's' } },
    { gtm: { tagId: 'GTM-1' } },
    { heap: { appId: '1' } },
    { hightouch: { writeKey: 'w' } },
    { hotjar: { hjid: '1' } },
    { logrocket: { appId: 'a' } },
    { mixpanel: { projectToken: 't', region: 'mars' } },
    { pirsch: { id: 'x' } },
    { plausible: { domain: 'https://acme.dev' } },
    { segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev/?q=1' } },
    { segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev' } },
    { intercom: { appId: 'abcdef' } },
    { ga4: { measurementId: 'G-1', extra: 1 } },
  ]);
  set('mint', ['integrations'], [{ intercom: 'abcdef', extra: 1 }, { frontchat: 3 }]);
  set('mint', ['api', 'auth'], [{ method: 'bearer', inputPrefix: 'Bearer' }, { method: 'bearer', extra: 1 }]);
  set('mint', ['api', 'request'], [{ example: { languages: ['cobol'] } }, { example: { showOptionalParams: 'yes' } }]);
  set('mint', ['api', 'paramFields'], [{ post: ['x-tag'] }, { expanded: 'all', extra: 1 }]);
  set('mint', ['api', 'playground'], [{ mode: 'simple', extra: 1 }]);
  set('mint', ['topbar'], [{ style: 'default' }, { style: 'default', extra: 1 }]);
  for (const key of FOOTER_SOCIALS) set('mint', ['footerSocials', key], [`https://acme.dev/${key}`]);
  set('mint', ['modeToggle'], [{ default: 'sepia' }, { extra: 1 }]);
  set('mint', ['colors', 'anchors'], [{ from: 'red', to: '#445566' }]);
}

/** A union member with one wrong field (test/config/union-messages.test.ts names each message). */
function unionMembers({ set }: Builder): void {
  set('docs', ['fonts'], [{ family: 'Inter', source: '/a.woff', format: 'ttf' }, { heading: { family: 'Inter', weight: 'bold' } }]);
  set('docs', ['navbar', 'links'], [[{ label: 'A', href: 3 }], [{ label: 7, href: '/a' }], [{ href: 'https://a.dev' }]]);
  set('docs', ['navbar', 'primary'], [{ type: 'button', label: 3, href: 'https://a.dev' }]);
  set('docs', ['footer', 'socials'], [{ github: 3 }]);
  set('docs', ['logo'], [{ light: '/a.svg', dark: 3 }]);
  set('docs', ['favicon'], [{ light: '/a.svg', dark: 3 }]);
  set('docs', ['background', 'image'], [{ light: '/a.png', dark: 4 }]);
  set('docs', ['api', 'playground'], [{ display: 'interactiv' }]);
  set('docs', ['contextual', 'options'], [[{ title: 3, description: 'd', href: 'https://a.dev' }]]);
  set('mint', ['font'], [{ family: 'Inter', weight: 'bold' }]);
  set('mint', ['topbarCtaButton'], [{ type: 'button', name: 'A', url: 'https://a.dev' }, { type: 'lnk', name: 'A', url: 'https://a.dev' }]);
}

/** Every case of this file. */
export function widen(builder: Builder): void {
  api(builder);
  looks(builder);
  chrome(builder);
  routing(builder);
  integrations(builder);
  contextual(builder);
  nestedDivisions(builder);
  otherDivisions(builder);
  groupsAndPages(builder);
  legacy(builder);
  boundaries(builder);
  legacySettings(builder);
  unionMembers(builder);
}

/** A project whose docs.json pulls in other files with `$ref`: its name and files. */
export interface RefProject {
  name: string;
  files: Record<string, string>;
}

const refDocs = (navigation: unknown): string => JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation });
const group = JSON.stringify({ group: 'Start', pages: ['index'] });

/** `$ref` projects: found, missing, not JSON, circular, outside the project, with siblings, nested, in arrays. */
export function refProjects(): RefProject[] {
  return [
    { name: 'navigation from a file', files: { 'docs.json': refDocs({ $ref: 'nav.json' }), 'nav.json': JSON.stringify({ groups: [JSON.parse(group)] }) } },
    { name: 'a missing file', files: { 'docs.json': refDocs({ $ref: 'nav.json' }) } },
    { name: 'a file that is not JSON', files: { 'docs.json': refDocs({ $ref: 'nav.json' }), 'nav.json': '{ groups: [' } },
    { name: 'a cycle', files: { 'docs.json': refDocs({ $ref: 'a.json' }), 'a.json': JSON.stringify({ $ref: 'b.json' }), 'b.json': JSON.stringify({ $ref: 'a.json' }) } },
    { name: 'a file above the project', files: { 'docs.json': refDocs({ $ref: '../nav.json' }) } },
    { name: 'an absolute path', files: { 'docs.json': refDocs({ $ref: '/nav.json' }), 'nav.json': JSON.stringify({ groups: [JSON.parse(group)] }) } },
    { name: 'siblings beside the $ref', files: { 'docs.json': refDocs({ tabs: [{ $ref: 'tab.json', icon: 'book' }] }), 'tab.json': JSON.stringify({ tab: 'Guides', groups: [JSON.parse(group)] }) } },
    { name: 'an invalid sibling beside the $ref', files: { 'docs.json': refDocs({ tabs: [{ $ref: 'tab.json', icon: 3 }] }), 'tab.json': JSON.stringify({ tab: 'Guides', groups: [JSON.parse(group)] }) } },
    { name: 'a group in a pages array', files: { 'docs.json': refDocs({ groups: [{ group: 'A', pages: ['index', { $ref: 'group.json' }] }] }), 'group.json': group } },
    { name: 'a nested $ref relative to its file', files: { 'docs.json': refDocs({ $ref: 'nav/nav.json' }), 'nav/nav.json': JSON.stringify({ groups: [{ $ref: 'group.json' }] }), 'nav/group.json': group } },
    { name: 'a nested $ref relative to the root', files: { 'docs.json': refDocs({ $ref: 'nav/nav.json' }), 'nav/nav.json': JSON.stringify({ groups: [{ $ref: 'group.json' }] }), 'group.json': group } },
    { name: 'an array from a file', files: { 'docs.json': refDocs({ groups: [{ group: 'A', pages: { $ref: 'pages.json' } }] }), 'pages.json': JSON.stringify(['index', 'quickstart']) } },
    { name: 'an invalid value inside the file', files: { 'docs.json': refDocs({ $ref: 'nav.json' }), 'nav.json': JSON.stringify({ groups: [{ group: 'A', pages: [3] }] }) } },
    { name: 'a $ref that is no string', files: { 'docs.json': refDocs({ $ref: 3 }) } },
    { name: 'the same file twice', files: { 'docs.json': refDocs({ tabs: [{ tab: 'A', groups: [{ $ref: 'group.json' }] }, { tab: 'B', groups: [{ $ref: 'group.json' }] }] }), 'group.json': group } },
    { name: 'a setting from a file', files: { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { $ref: 'colors.json' }, navigation: { groups: [JSON.parse(group)] } }), 'colors.json': JSON.stringify({ primary: '#0D9373' }) } },
    { name: 'an invalid setting from a file', files: { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { $ref: 'colors.json' }, navigation: { groups: [JSON.parse(group)] } }), 'colors.json': JSON.stringify({ primary: 'green' }) } },
    { name: 'a $ref with a fragment', files: { 'docs.json': refDocs({ $ref: 'all.json#/navigation' }), 'all.json': JSON.stringify({ navigation: { groups: [JSON.parse(group)] } }) } },
    { name: 'a file that is a string', files: { 'docs.json': refDocs({ groups: [{ group: 'A', pages: [{ $ref: 'page.json' }] }] }), 'page.json': '"index"' } },
  ];
}
