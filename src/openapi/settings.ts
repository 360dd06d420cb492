// The `api` settings that shape API pages, read from either config generation:
// mint.json `api` {baseUrl, auth {method, name, inputPrefix}, playground {mode}, maintainOrder}
// and docs.json `api` {playground {display}, mdx {auth, server}, examples}. The config model
// validates them; this reads them defensively so the pages never depend on a valid config.
import { isRecord } from '../guards.js';

export type PlaygroundMode = 'show' | 'simple' | 'hide';
export type AuthMethod = 'bearer' | 'basic' | 'key';

export interface ApiAuthSettings {
  method: AuthMethod;
  /** Header or query name for `key`; `user:pass` labels for `basic`. */
  name?: string;
  /** Pre-fills the auth input. */
  inputPrefix?: string;
}

export interface ApiSettings {
  baseUrls: string[];
  auth?: ApiAuthSettings;
  playground: PlaygroundMode;
  maintainOrder: boolean;
}

/** `interactive`/`simple`/`none` (current) and `show`/`simple`/`hide` (legacy) to one mode. */
export function playgroundMode(value: unknown): PlaygroundMode | undefined {
  switch (value) {
    case 'show':
    case 'interactive':
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
  if (method !== 'bearer' && method !== 'basic' && method !== 'key') return undefined;
  return {
    method,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    ...(typeof value.inputPrefix === 'string' ? { inputPrefix: value.inputPrefix } : {}),
  };
}

/**
 * Read the raw `api` object of either generation. `frontmatter` may override the mode per
 * page (`playground: none|simple|interactive`, as the platform allows).
 */
export function readApiSettings(api: unknown, frontmatter: Record<string, unknown> = {}): ApiSettings {
  const raw = isRecord(api) ? api : {};
  const playground = isRecord(raw.playground) ? raw.playground : {};
  const mdx = isRecord(raw.mdx) ? raw.mdx : {};
  const baseUrl = raw.baseUrl ?? mdx.server;
  const baseUrls = typeof baseUrl === 'string' ? [baseUrl] : Array.isArray(baseUrl) ? baseUrl.filter((u): u is string => typeof u === 'string') : [];
  const auth = authSettings(raw.auth) ?? authSettings(mdx.auth);
  const mode = playgroundMode(frontmatter.playground) ?? playgroundMode(playground.display) ?? playgroundMode(playground.mode) ?? 'show';
  return {
    baseUrls,
    ...(auth ? { auth } : {}),
    playground: mode,
    maintainOrder: raw.maintainOrder === true,
  };
}
