// The third set of mutated configurations for the differential suite
// (test/config/differential.test.ts), written where the first two were thin:
// - a rich valid docs.json section by section (every setting of the platform's schema filled
//   in), each of whose values is then, one at a time, given a wrong type, emptied, removed, or
//   given an unknown sibling key;
// - the navigation's divisions (tabs, anchors, dropdowns, products, versions, languages, menus)
//   nested in each other in every order two and three deep, with groups or pages at the bottom;
// - `openapi` and `asyncapi` in every shape on every kind of navigation item and in `api`;
// - every theme, colour edge values in every colour field, logo and favicon shapes.

export type DeepGeneration = 'docs' | 'mint';
type Path = readonly (string | number)[];

/** The generator's ways to make a case, handed in by config-mutations.ts. */
export interface DeepBuilder {
  set: (generation: DeepGeneration, path: Path, values: readonly unknown[]) => void;
  del: (generation: DeepGeneration, path: Path) => void;
}

const idx = ['index'];
const groups = [{ group: 'G', pages: idx }];

/** Every section of a docs.json, each filled in as fully as the platform's schema allows. */
export function richSections(): Record<string, unknown> {
  return {
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
    favicon: { light: '/favicon-light.svg', dark: '/favicon-dark.svg' },
    api: {
      openapi: { source: 'openapi.json', directory: 'api' },
      asyncapi: { source: 'asyncapi.yaml', directory: 'events' },
      params: { expanded: 'all' },
      playground: { display: 'interactive', proxy: true },
      examples: { languages: ['bash', 'python'], defaults: 'all', prefill: true, autogenerate: true },
      mdx: { auth: { method: 'bearer', name: 'Authorization' }, server: 'https://api.acme.dev' },
    },
    appearance: { default: 'system', strict: false },
    background: { image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'grid', color: { light: '#FFFFFF', dark: '#000000' } },
    navbar: {
      links: [{ label: 'Support', href: 'https://acme.dev/support', icon: 'life-ring' }],
      primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' },
    },
    footer: {
      socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
      links: [{ header: 'Company', items: [{ label: 'About', href: 'https://acme.dev/about' }] }],
    },
    search: { prompt: 'Search Acme' },
    seo: {
      metatags: { 'og:site_name': 'Acme' },
      indexing: 'navigable',
    },
    fonts: {
      heading: { family: 'Inter', weight: 700, source: 'https://acme.dev/inter.woff2', format: 'woff2' },
      body: { family: 'Lora', weight: 400 },
    },
    icons: { library: 'lucide' },
    styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
    redirects: [{ source: '/old/:slug', destination: '/new/:slug', permanent: true }],
    integrations: {
      amplitude: { apiKey: 'k' },
      clarity: { projectId: 'p' },
      clearbit: { publicApiKey: 'k' },
      fathom: { siteId: 's' },
      frontchat: { snippetId: 'abcdef' },
      ga4: { measurementId: 'G-ABC123' },
      gtm: { tagId: 'GTM-ABC' },
      heap: { appId: '1' },
      hotjar: { hjid: '1', hjsv: '6' },
      intercom: { appId: 'abcdef' },
      koala: { publicApiKey: 'kkk' },
      logrocket: { appId: 'a/b' },
      mixpanel: { projectToken: 't' },
      pirsch: { id: 'x' },
      posthog: { apiKey: 'phc_1', apiHost: 'https://eu.posthog.com' },
      plausible: { domain: 'acme.dev', server: 'https://p.acme.dev' },
      segment: { key: 'k' },
      telemetry: { enabled: true },
      cookies: { key: 'k', value: 'v' },
    },
    banner: { content: 'New: **v2**', dismissible: true },
    errors: { '404': { redirect: false, title: 'Lost', description: 'Nothing here' } },
    contextual: { options: ['copy', 'view', { title: 'Ask', description: 'Ask us', href: 'https://acme.dev/ask', icon: 'star' }], display: 'header' },
    thumbnails: { appearance: 'light', background: '/thumb.png' },
    interaction: { drilldown: true },
    metadata: { timestamp: true },
    variables: { version: '2.0' },
    markdown: { schema: true, instructions: ['Be brief'] },
    navigation: {
      global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper', color: { light: '#112233', dark: '#445566' } }] },
      tabs: [
        { tab: 'Guides', icon: { name: 'book', style: 'solid' }, groups: [{ group: 'Start', icon: 'rocket', expanded: true, tag: 'NEW', pages: ['index', { group: 'More', root: 'more/index', pages: ['more/one'] }] }] },
        { tab: 'API', openapi: ['openapi.json'], menu: [{ item: 'REST', icon: 'code', description: 'REST', groups: [{ group: 'Endpoints', openapi: 'openapi.json', pages: ['api/intro'] }] }] },
      ],
    },
  };
}

const sectionNames = (): string[] => Object.keys(richSections());

/** Every path inside a JSON value, with the value there. */
function* walk(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

/** One value of another JSON type than `value`. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 3;
  if (typeof value === 'number') return 'x';
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { a: 1 };
  return ['x'];
}

/** Empty values of `value`'s type (none for numbers and booleans). */
function empties(value: unknown): unknown[] {
  if (typeof value === 'string') return ['', ' '];
  if (Array.isArray(value)) return [[]];
  if (value !== null && typeof value === 'object') return [{}];
  return [];
}

/** Each section rich, then each of its values wrong, empty, gone or with an unknown sibling. */
function sections({ set, del }: DeepBuilder): void {
  const rich = richSections();
  for (const name of sectionNames()) {
    const section = rich[name];
    set('docs', [name], [section]);
    for (const [path, value] of walk(section)) {
      if (path.length === 0) continue;
      const mutate = (change: (copy: unknown) => void): unknown => {
        const copy: unknown = structuredClone(section);
        change(copy);
        return copy;
      };
      const at = (copy: unknown): [Record<string | number, unknown>, string | number] => {
        let here = copy as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
        return [here, path[path.length - 1] as string | number];
      };
      const variants: unknown[] = [wrongType(value), ...empties(value), null].map((next) =>
        mutate((copy) => {
          const [parent, key] = at(copy);
          parent[key] = next;
        }),
      );
      variants.push(
        mutate((copy) => {
          const [parent, key] = at(copy);
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else Reflect.deleteProperty(parent, key);
        }),
      );
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        variants.push(
          mutate((copy) => {
            const [parent, key] = at(copy);
            (parent[key] as Record<string, unknown>).zzUnknown = 1;
          }),
        );
      }
      set('docs', [name], variants);
    }
  }
  // The rich sections all at once, in a mint.json too (where they are the other generation's).
  for (const name of ['fonts', 'icons', 'styling', 'seo', 'errors', 'interaction', 'banner', 'variables']) set('mint', [name], [rich[name]]);
  del('docs', ['$schema']);
}

interface Division {
  key: string;
  label: string;
  value: string;
}

const DIVISIONS: readonly Division[] = [
  { key: 'tabs', label: 'tab', value: 'T' },
  { key: 'anchors', label: 'anchor', value: 'A' },
  { key: 'dropdowns', label: 'dropdown', value: 'D' },
  { key: 'products', label: 'product', value: 'P' },
  { key: 'versions', label: 'version', value: 'v1' },
  { key: 'languages', label: 'language', value: 'en' },
  { key: 'menu', label: 'item', value: 'M' },
];

const item = (division: Division, content: Record<string, unknown>): Record<string, unknown> => ({ [division.label]: division.value, ...content });

/** The divisions nested in every order, two and three deep, over groups or pages. */
function nesting({ set }: DeepBuilder): void {
  const leaves: Record<string, unknown>[] = [{ groups }, { pages: idx }];
  const values: unknown[] = [];
  for (const a of DIVISIONS) {
    for (const leaf of leaves) values.push({ [a.key]: [item(a, leaf)] });
    for (const b of DIVISIONS) {
      if (b === a) continue;
      for (const leaf of leaves) values.push({ [a.key]: [item(a, { [b.key]: [item(b, leaf)] })] });
      for (const c of DIVISIONS) {
        if (c === a || c === b) continue;
        values.push({ [a.key]: [item(a, { [b.key]: [item(b, { [c.key]: [item(c, { groups })] })] })] });
      }
    }
    // A division inside a group, and beside groups, and a division with both.
    values.push({ groups: [{ group: 'G', [a.key]: [item(a, { pages: idx })], pages: idx }] });
    values.push({ [a.key]: [item(a, { groups, pages: idx })] });
    values.push({ [a.key]: [item(a, { groups, [a.key]: [item(a, { pages: idx })] })] });
    values.push({ pages: idx, global: { [a.key]: [item(a, { href: 'https://acme.dev' })] } });
  }
  set('docs', ['navigation'], values);
}

const SPEC_SHAPES: readonly unknown[] = [
  'openapi.json',
  '/openapi.json',
  './specs/openapi.json',
  '../openapi.json',
  'https://acme.dev/openapi.json',
  'http://acme.dev/openapi.json',
  ['a.json', 'b.yaml'],
  [],
  [''],
  { source: 'openapi.json', directory: 'api' },
  { source: 'openapi.json' },
  { directory: 'api' },
  { source: '', directory: 'api' },
  { source: 'openapi.json', directory: 3 },
  { source: 'openapi.json', extra: 1 },
  [{ source: 'a.json', directory: 'a' }, 'b.json'],
  '',
  3,
  true,
];

/** `openapi` and `asyncapi` in every shape, on every kind of navigation item and in `api`. */
function specs({ set }: DeepBuilder): void {
  for (const key of ['openapi', 'asyncapi']) {
    set('docs', ['api', key], SPEC_SHAPES);
    const values: unknown[] = [];
    for (const spec of SPEC_SHAPES) {
      values.push({ pages: idx, [key]: spec });
      values.push({ groups: [{ group: 'G', pages: idx, [key]: spec }] });
      values.push({ groups: [{ group: 'G', [key]: spec }] });
      for (const d of DIVISIONS) {
        if (d.key === 'menu') values.push({ tabs: [{ tab: 'T', menu: [item(d, { [key]: spec, groups })] }] });
        else values.push({ [d.key]: [item(d, { [key]: spec, groups })] });
      }
    }
    set('docs', ['navigation'], values);
  }
  set('mint', ['openapi'], SPEC_SHAPES);
}

const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia', 'quill', 'venus', 'prism', '', 'MINT'];
const COLOURS = ['#FFF', '#fff', '#ffffff', '#FfFfFf', '#FFFF', '#FFFFFF80', 'FFF', '#FF', 'rgb(0, 0, 0)', 'transparent', '', ' #FFFFFF', 3];

/** Every theme; colour edge values in every colour field; logo, favicon and icon shapes. */
function values({ set }: DeepBuilder): void {
  set('docs', ['theme'], THEMES);
  set('docs', ['variations'], [{ options: [{ id: 'a', label: 'A' }] }]);
  for (const path of [
    ['colors', 'primary'],
    ['colors', 'light'],
    ['colors', 'dark'],
    ['background', 'color', 'light'],
    ['background', 'color', 'dark'],
  ] as const) {
    set('docs', path, COLOURS);
  }
  set('docs', ['navigation', 'global', 'anchors', 0, 'color'], COLOURS.map((c) => ({ light: c, dark: c })));
  set('docs', ['banner'], COLOURS.map((c) => ({ content: 'Hi', color: { light: c } })));
  set('mint', ['colors', 'primary'], ['#fff', '#ABC', '#abcdef', 'FFF', '']);
  set('mint', ['colors', 'light'], ['#fff', '#FFFF', 3]);
  set('mint', ['colors', 'dark'], ['#fff', '']);
  set('mint', ['colors', 'anchors'], [{ from: '#fff', to: '#000' }, { from: '#fff', to: '#000', via: '#888' }]);
  set('mint', ['colors', 'background'], [{ light: '#fff', dark: '#000' }]);
  const logos = ['/logo.svg', 'logo.svg', './logo.svg', 'https://acme.dev/logo.svg', 'http://acme.dev/logo.svg', '', { light: '/a.svg', dark: '/b.svg' }, { light: '/a.svg', dark: '/b.svg', href: '/home' }, { light: '/a.svg', dark: '/b.svg', href: 'https://acme.dev' }, { light: '/a.svg', dark: '/b.svg', href: '' }, { dark: '/b.svg' }, { light: 3, dark: '/b.svg' }, [], 3];
  set('docs', ['logo'], logos);
  set('docs', ['favicon'], logos);
  set('mint', ['logo'], logos);
  set('mint', ['favicon'], logos);
  const icons = ['star', 'fa-star', 'fas fa-star', '', 'https://acme.dev/star.svg', '/icons/star.svg', 'icons/star.svg', '<svg></svg>', { name: 'star' }, { name: 'star', style: 'duotone' }, { name: 'star', library: 'fontawesome' }, { name: 'star', library: 'lucide', style: 'solid' }, { name: 'star', library: 'other' }, { name: '' }, { name: 'star', extra: 1 }, []];
  set('docs', ['navigation', 'tabs', 0, 'groups', 0, 'icon'], icons);
  set('docs', ['navigation', 'global', 'anchors', 0, 'icon'], icons);
  set('docs', ['navbar', 'links', 0, 'icon'], icons);
  set('docs', ['icons', 'library'], ['fontawesome', 'lucide', 'tabler', '', 'FontAwesome', 3]);
  set('docs', ['icons'], [{ library: 'lucide', extra: 1 }, 'lucide']);
  set('mint', ['anchors', 0, 'icon'], icons);
  set('mint', ['anchors', 0, 'iconType'], ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands', 'glossy', '', 3]);
}

/** Every case of this file. */
export function deepen(builder: DeepBuilder): void {
  sections(builder);
  nesting(builder);
  specs(builder);
  values(builder);
}
