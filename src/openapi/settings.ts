// The `api` settings that shape API pages, read from either config generation: mint.json `api`
// {baseUrl, auth {method, name, inputPrefix}, playground {mode}, maintainOrder, paramFields {expanded, post},
// request {example {languages, showOptionalParams}}} and docs.json `api` {playground {display, proxy, credentials}, mdx {auth, server},
// params {expanded, post}, examples {autogenerate, prefill, languages, defaults}}. What the build does not apply is a
// `config-key-no-effect` warning (src/config/inert.ts). The config model validates them; this reads them
// defensively so the pages never depend on a valid config.
import { generatedLanguage, isScriptBaseUrl } from '../config/inert.js';
import { isRecord } from '../guards.js';

export type PlaygroundMode = 'show' | 'simple' | 'hide';
/** `none` turns auth off (a page's `authMethod: none`). */
export type AuthMethod = 'bearer' | 'basic' | 'key' | 'none';

export interface ApiAuthSettings {
  method: AuthMethod;
  /** Header or query name for `key`; `user:pass` labels for `basic`. */
  name?: string;
  /** Pre-fills the auth input. */
  inputPrefix?: string;
}

export interface ApiSettings {
  /** mint.json `api.baseUrl`: every API page's base URL. */
  baseUrls: string[];
  /** mint.json `api.auth`: every API page's auth. */
  auth?: ApiAuthSettings;
  /**
   * docs.json `api.mdx.server` and `api.mdx.auth` (or a page's `authMethod`): only for API
   * pages written in MDX (`api: METHOD url`); a spec's pages keep its own servers and security.
   */
  mdx: { baseUrls: string[]; auth?: ApiAuthSettings };
  playground: PlaygroundMode;
  /**
   * Whether `docwright dev` sends the playground's requests through its local proxy
   * (src/dev/proxy.ts): docs.json `api.playground.proxy` (Mintlify's default, true), mint.json
   * `api.playground.disableProxy` the other way round. A built site has no proxy either way.
   */
  proxy: boolean;
  maintainOrder: boolean;
  /** docs.json `api.params.expanded: all` (mint.json `api.paramFields.expanded: all`): every field's nested fields open. */
  expanded: boolean;
  /** docs.json `api.params.post` (mint.json `api.paramFields.post`): the schema keys whose values are every field's pills. */
  postKeys: string[];
  /** docs.json `api.examples.autogenerate` (true unless `false`): the cURL, JavaScript and Python requests are generated. */
  autogenerate: boolean;
  /**
   * docs.json `api.examples.defaults: required` (mint.json `api.request.example.showOptionalParams: false`): the generated
   * request examples leave out optional parameters and optional body properties; else (`all`, the default) they show them.
   */
  requiredOnly: boolean;
  /** docs.json `api.examples.prefill`: the playground's parameter inputs start at their examples, not only show them as placeholders. */
  prefill: boolean;
  /** docs.json `api.playground.credentials`: the playground's requests to other origins carry the browser's cookies. */
  credentials: boolean;
  /**
   * docs.json `api.examples.languages` (mint.json `api.request.example.languages`): the generated request
   * examples, in this order, as the build names them (`bash`, `python`, `javascript`); undefined: all three.
   */
  languages?: string[];
}

/**
 * `interactive`/`simple`/`none`/`auth` (current) and `show`/`simple`/`hide` (legacy) to one mode. `auth` (Mintlify: the
 * interactive playground for signed-in readers) is `show`, as `api.playground.display: auth` is: a built site has no sign-in.
 */
export function playgroundMode(value: unknown): PlaygroundMode | undefined {
  switch (value) {
    case 'show':
    case 'interactive':
    case 'auth':
      return 'show';
    case 'simple':
      return 'simple';
    case 'hide':
    case 'none':
      return 'hide';
    default:
      return undefined;
  }
}

function authSettings(value: unknown): ApiAuthSettings | undefined {
  if (!isRecord(value)) return undefined;
  const method = value.method;
  // `cobo` sends its key in the `API-SECRET` header, as Mintlify does.
  if (method === 'cobo') return { method: 'key', name: 'API-SECRET' };
  if (method !== 'bearer' && method !== 'basic' && method !== 'key') return undefined;
  return {
    method,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    ...(typeof value.inputPrefix === 'string' ? { inputPrefix: value.inputPrefix } : {}),
  };
}

function urlList(value: unknown): string[] {
  // A URL that runs code is never a request address (`check` warns about it: src/config/inert.ts).
  const list: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.filter((u): u is string => typeof u === 'string' && !isScriptBaseUrl(u));
}

/** A page's `authMethod` (`bearer`, `basic`, `key`, `cobo`, `none`) over the configured MDX auth, whose `name` it keeps. */
function pageAuth(frontmatter: Record<string, unknown>, configured: ApiAuthSettings | undefined): ApiAuthSettings | undefined {
  const method = frontmatter.authMethod;
  if (typeof method !== 'string') return configured;
  if (method === 'none') return { method: 'none' };
  const name = configured?.name !== undefined && method !== 'cobo' ? { name: configured.name } : {};
  return authSettings({ ...name, method }) ?? configured;
}

/**
 * Read the raw `api` object of either generation. `frontmatter` may override the mode per
 * page (`playground: none|simple|interactive`, as the platform allows) and an MDX page's
 * auth (`authMethod`).
 */
export function readApiSettings(api: unknown, frontmatter: Record<string, unknown> = {}): ApiSettings {
  const raw = isRecord(api) ? api : {};
  const playground = isRecord(raw.playground) ? raw.playground : {};
  const mdx = isRecord(raw.mdx) ? raw.mdx : {};
  const params = isRecord(raw.params) ? raw.params : isRecord(raw.paramFields) ? raw.paramFields : {};
  const examples = isRecord(raw.examples) ? raw.examples : isRecord(raw.request) && isRecord(raw.request.example) ? raw.request.example : {};
  const languages = Array.isArray(examples.languages) ? [...new Set(examples.languages.flatMap((name: unknown) => (typeof name === 'string' ? (generatedLanguage(name) ?? []) : [])))] : undefined;
  const auth = authSettings(raw.auth);
  const mdxAuth = pageAuth(frontmatter, auth ?? authSettings(mdx.auth));
  const mode = playgroundMode(frontmatter.playground) ?? playgroundMode(playground.display) ?? playgroundMode(playground.mode) ?? 'show';
  return {
    baseUrls: urlList(raw.baseUrl),
    ...(auth ? { auth } : {}),
    mdx: { baseUrls: urlList(raw.baseUrl ?? mdx.server), ...(mdxAuth ? { auth: mdxAuth } : {}) },
    playground: mode,
    proxy: playground.proxy !== false && playground.disableProxy !== true,
    maintainOrder: raw.maintainOrder === true,
    expanded: params.expanded === 'all',
    postKeys: Array.isArray(params.post) ? params.post.filter((key): key is string => typeof key === 'string' && key !== '') : [],
    autogenerate: examples.autogenerate !== false,
    prefill: examples.prefill === true,
    requiredOnly: examples.defaults === 'required' || examples.showOptionalParams === false,
    credentials: playground.credentials === true,
    ...(languages !== undefined ? { languages } : {}),
  };
}
