// The site's public shapes: options, responses, build results.
import type { Finding } from '../../findings/finding.js';
import type { StageTimes } from '../page/stage-timing.js';
import type { CheckSettings } from '../../findings/checks.js';
import type { HandedProject } from '../layout/project.js';

export interface SiteOptions {
  root: string;
  /** Absolute site URL (`https://docs.example.com/sub`) for canonical links and the sitemap. */
  baseUrl?: string;
  dev?: boolean;
  /**
   * Hydrate custom components that use state, effects or event handlers in the reader's browser
   * (Preact; the author's code ships with the site). Default: the config's `build.hydrate`
   * (src/render/site/build-settings.ts), else false: they are drawn static and reported.
   */
  hydrate?: boolean;
  /** Never use the network (remote OpenAPI specs). Default true: `false` is the explicit way to fetch them (`--online`). */
  offline?: boolean;
  /** Where remote specs are kept between builds (default: `<root>/.docwright-cache`): written online, read offline. */
  specCacheDir?: string;
  /** Folders never read as pages (e.g. the output folder). */
  exclude?: string[];
  /** Treat broken internal links as errors. */
  strict?: boolean;
  /**
   * Severities by check id (`off` drops a finding), applied to the build's findings: the `checks` of docwright's
   * configuration. Default: read from the configuration file found from `root` upward (`.docwrightrc` …).
   */
  checks?: CheckSettings;
  /** Render threads besides the main thread, as `lint`'s `workers`: 0 renders on the main thread. Default: one per core (0 on one core). */
  workers?: number;
  /** Where unchanged pages are kept between builds (default: `<root>/.docwright-cache`); false disables the cache. */
  cacheDir?: string | false;
  /** The fingerprint of the code that renders, in the build cache's key (default: `codeFingerprint()`, src/code-fingerprint.ts, a hash of the files docwright ships): tests name one. */
  codeFingerprint?: string;
  /** Patterns (relative to the root) of files to publish besides pages, media and specs (src/render/safety/publish.ts). */
  publish?: string[];
  /** Which pages are published: `all` (default; not the repository's own README, AGENTS …) or `navigation` (only pages the navigation lists). */
  pages?: 'all' | 'navigation';
  /**
   * What another instance of the same site fetched already this session (a dev render
   * worker started after the first one): the remote specs are read from the cache folder
   * and the network is not asked again.
   */
  fetched?: FetchedRemote;
  /**
   * The dev server's first answers (src/render/site/site-provisional.ts): no page is read
   * before one is asked for, the navigation shows titles made from file names, and only the
   * navigation's written pages (each read in full when asked for) and the site's own assets
   * are answered; anything else answers `later`. Its findings are not the project's: a full
   * site made beside it has them.
   */
  provisional?: boolean;
  /**
   * The project, loaded on another thread with these options (src/render/site/site-project.ts
   * `loadHandedProject`): the dev server's main thread loads a provisional site's project while
   * its render worker loads the renderer (issue 51). Default: loaded here.
   */
  handedProject?: HandedProject;
  /** The module that makes the search index (default `pagefind`, an optional peer dependency): tests name one that is not installed. */
  searchModule?: string;
  /** Searchable pages the search index keeps in one shard (default 500; past it the pages are split into shards of about half as many, src/render/site/search-shards.ts): tests name a small number. */
  searchShardPages?: number;
}

/** What a site fetched from the network when it was created (`--online`): remote specs (now in the cache folder) and their warnings. */
export interface FetchedRemote {
  specs: string[];
  diagnostics: Finding[];
}

export interface RenderResponse {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  /** Where a redirect (308 or 307) sends the reader. */
  location?: string;
  error?: { file: string; line: number; column: number; message: string; excerpt?: string };
  /** A provisional site (`SiteOptions.provisional`) cannot answer this yet: ask the full site. */
  later?: true;
  /** A page's (HTML or Markdown): the files it is made from, absolute: its own, the snippets it imports, docs.json and the files it names (`$ref`). */
  sources?: string[];
}

export interface BuildOptions {
  onProgress?: (done: number, total: number) => void;
  /** How messages name a path (the CLI: relative to the current folder); default: absolute. */
  showPath?: (path: string) => string;
  /** Time each build stage (`--timings`): the sums are in `BuildResult.timings`. */
  timings?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  /** Pages taken from the cache instead of being rendered again. */
  cached: number;
  failed: number;
  /** Uses of custom components rendered in the sandbox, and those shown as placeholders, over all pages; `static`: the interactive ones drawn static, by name; `hydrated`: uses hydrated in the browser. */
  components: { rendered: number; failed: number; static?: string[]; hydrated?: number };
  errors: number;
  warnings: number;
  diagnostics: Finding[];
  durationMs: number;
  searchIndexed: boolean;
  /** Where `sitemap.xml`'s URLs came from: `--base-url`, else `seo.metatags.canonical`; `none`: no sitemap was written. */
  sitemap: 'base-url' | 'canonical' | 'none';
  /** With `timings`: milliseconds by stage, the render stages summed over the render threads. */
  timings?: StageTimes;
  /** The render threads the pages were rendered on (1: the main thread). */
  renderThreads?: number;
}

export interface Site {
  root: string;
  routes(): string[];
  render(urlPath: string): Promise<RenderResponse | undefined>;
  changed(files: string[]): Promise<{ reloadAll: boolean; routes: string[] }>;
  build(outDir: string, options?: BuildOptions): Promise<BuildResult>;
  /** The project's findings (docs.json, navigation, OpenAPI), as last read. */
  findings(): Finding[];
  /** What was fetched from the network when the site was created (undefined offline). */
  fetched(): FetchedRemote | undefined;
  /**
   * The link findings `build` would report (`link-broken`, `link-anchor-broken`, `link-extension`; not strict), then the
   * pages' own findings as `build` reports them (`component-known`, `admonition-syntax` …; none for a page that fails to
   * render), each with the route of the page it is on. The first call renders every page once for its links, ids and
   * findings; later ones only the pages changed since (src/render/site/site-links.ts).
   */
  links(): Promise<{ route: string; finding: Finding }[]>;
}
