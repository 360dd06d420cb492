// What the rules file says about the project's API: read from docs.json first, then from
// the OpenAPI spec's own `securitySchemes`/`servers`, then from pages' `api:` front matter.
// Specs are only parsed (never fetched, never dereferenced): two keys are all we need.
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import { isRecord } from '../parse/index.js';
import { indexProject, type ProjectIndex } from '../project/pages.js';
import { conventionalSpecs } from '../project/specs.js';
import { parseSourceText } from '../openapi/source-text.js';
import { readTextInside } from '../fs/paths.js';
import type { ApiFacts, AuthMethod } from './types.js';

export interface ApiConfig {
  baseUrl: readonly string[];
  auth?: { method: string; name?: string; inputPrefix?: string };
  openapi: readonly string[];
}

/** Pages whose front matter is read at once. */
const FRONTMATTER_BATCH = 32;

const METHOD = /^(get|put|post|delete|options|head|patch|trace|webhook)$/i;

/** `openapi: "spec.yaml GET /x"` → the spec part, when given. */
function specOfOperation(value: string): string | undefined {
  const parts = value.trim().split(/\s+/);
  if (parts.length >= 3 && !METHOD.test(parts[0] ?? '') && METHOD.test(parts[1] ?? '')) return parts[0];
  return undefined;
}

function insideRoot(root: string, path: string): string | undefined {
  const absolute = resolve(root, path.replace(/^\/+/, ''));
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

/** A navigation page's front matter from the page index: `{}` without any, `undefined` when the page is not there. */
async function readPageFrontmatter(index: ProjectIndex, page: string): Promise<Record<string, unknown> | undefined> {
  const rel = posix.normalize(page.replace(/\\/g, '/').replace(/^\/+/, ''));
  const file = index.get(`${rel}.mdx`) ?? index.get(`${rel}.md`);
  return file ? (await file.frontmatter()).data : undefined;
}

function authFromSpec(spec: Record<string, unknown>): ApiFacts['auth'] {
  const components = isRecord(spec.components) ? spec.components : undefined;
  const schemes = isRecord(components?.securitySchemes) ? components.securitySchemes : isRecord(spec.securityDefinitions) ? spec.securityDefinitions : undefined;
  if (!schemes) return undefined;
  let chosen: string | undefined;
  if (Array.isArray(spec.security)) {
    for (const requirement of spec.security) {
      if (isRecord(requirement)) chosen ??= Object.keys(requirement)[0];
    }
  }
  chosen ??= Object.keys(schemes).sort()[0];
  const scheme: unknown = chosen !== undefined ? schemes[chosen] : undefined;
  if (!isRecord(scheme)) return undefined;
  const type = typeof scheme.type === 'string' ? scheme.type.toLowerCase() : '';
  const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
  const name = typeof scheme.name === 'string' ? scheme.name : undefined;
  if ((type === 'http' && httpScheme === 'bearer') || type === 'oauth2' || type === 'openidconnect') return { method: 'bearer', source: 'openapi' };
  if ((type === 'http' && httpScheme === 'basic') || type === 'basic') return { method: 'basic', source: 'openapi' };
  if (type === 'apikey') {
    const where = typeof scheme.in === 'string' ? scheme.in : 'header';
    if (where === 'cookie') return { method: 'cookie', ...(name ? { name } : {}), source: 'openapi' };
    if (where === 'header') return { method: 'key', ...(name ? { name } : {}), source: 'openapi' };
  }
  return undefined;
}

function serversFromSpec(spec: Record<string, unknown>): string[] {
  const urls: string[] = [];
  if (Array.isArray(spec.servers)) {
    for (const server of spec.servers) if (isRecord(server) && typeof server.url === 'string') urls.push(server.url);
  } else if (typeof spec.host === 'string') {
    const schemes = Array.isArray(spec.schemes) ? spec.schemes.filter((s): s is string => typeof s === 'string') : [];
    const basePath = typeof spec.basePath === 'string' ? spec.basePath : '';
    urls.push(`${schemes.includes('https') || schemes.length === 0 ? 'https' : schemes[0]}://${spec.host}${basePath}`);
  }
  return urls;
}

/** The first GET without path parameters (else the first GET), in spec order. */
function sampleFromSpec(spec: Record<string, unknown>): { method: string; path: string } | undefined {
  if (!isRecord(spec.paths)) return undefined;
  const gets = Object.entries(spec.paths)
    .filter(([, item]) => isRecord(item) && isRecord(item.get))
    .map(([path]) => path);
  const path = gets.find((candidate) => !candidate.includes('{')) ?? gets[0];
  return path === undefined ? undefined : { method: 'GET', path };
}

async function readSpec(root: string, path: string): Promise<Record<string, unknown> | undefined> {
  const rel = insideRoot(root, path);
  if (!rel) return undefined;
  try {
    // A spec that links outside the project is refused, as `check` refuses it.
    const source = parseSourceText(rel, await readTextInside(root, resolve(root, rel)));
    return isRecord(source.value) ? source.value : undefined;
  } catch {
    return undefined;
  }
}

function normaliseMethod(method: string): AuthMethod | undefined {
  const lower = method.toLowerCase();
  return lower === 'bearer' || lower === 'basic' || lower === 'key' || lower === 'cookie' || lower === 'none' ? lower : undefined;
}

/** A spec source as one spelling: URLs stay; paths lose leading `/` and `./` and their `..`/`.` segments (`/openapi.yaml` = `openapi.yaml`). */
export function normaliseSpecPath(path: string): string {
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const normal = posix.normalize(trimmed.replace(/\\/g, '/').replace(/^\/+/, ''));
  return normal === '.' ? '' : normal.replace(/^\.\//, '');
}

/** API facts for a project: `pages` are the navigation's page paths. */
export async function gatherApiFacts(root: string, api: ApiConfig | undefined, pages: readonly string[], projectIndex?: ProjectIndex): Promise<ApiFacts> {
  const index = projectIndex ?? (await indexProject(root));
  let operationPages = 0;
  let usesApiFrontmatter = false;
  const pageSpecs = new Set<string>();
  const frontmatterOrigins = new Set<string>();
  let unnamedSpec = false;
  const sorted = [...new Set(pages)].sort();
  // Front matter read FRONTMATTER_BATCH files at a time (10,000 pages one after another waited on each file in turn), used in order.
  const all: (Record<string, unknown> | undefined)[] = [];
  for (let at = 0; at < sorted.length; at += FRONTMATTER_BATCH) all.push(...(await Promise.all(sorted.slice(at, at + FRONTMATTER_BATCH).map((page) => readPageFrontmatter(index, page)))));
  for (const data of all) {
    if (!data) continue;
    if (typeof data.openapi === 'string' && data.openapi.trim() !== '') {
      operationPages++;
      const spec = specOfOperation(data.openapi);
      if (spec) pageSpecs.add(normaliseSpecPath(spec));
      else unnamedSpec = true;
    } else if (typeof data.api === 'string' && data.api.trim() !== '') {
      operationPages++;
      usesApiFrontmatter = true;
      const url = data.api.trim().split(/\s+/)[1];
      if (url) {
        try {
          frontmatterOrigins.add(new URL(url).origin);
        } catch {
          // A relative path: the base URL comes from docs.json.
        }
      }
    }
  }
  let openapi = [...new Set([...(api?.openapi ?? []), ...pageSpecs].map(normaliseSpecPath).filter((path) => path !== ''))];
  if (openapi.length === 0 && unnamedSpec) openapi = conventionalSpecs(index.all);

  let auth: ApiFacts['auth'];
  const configured = api?.auth ? normaliseMethod(api.auth.method) : undefined;
  if (api?.auth && configured) {
    auth = {
      method: configured,
      ...(api.auth.name ? { name: api.auth.name } : {}),
      ...(api.auth.inputPrefix ? { inputPrefix: api.auth.inputPrefix } : {}),
      source: 'config',
    };
  }
  let baseUrls = [...(api?.baseUrl ?? [])];
  let sampleRequest: ApiFacts['sampleRequest'];
  for (const path of openapi) {
    if (auth && baseUrls.length > 0 && sampleRequest) break;
    if (/^https?:\/\//i.test(path)) continue;
    const spec = await readSpec(root, path);
    if (!spec) continue;
    auth ??= authFromSpec(spec);
    sampleRequest ??= sampleFromSpec(spec);
    if (baseUrls.length === 0) baseUrls = serversFromSpec(spec);
  }
  if (baseUrls.length === 0) baseUrls = [...frontmatterOrigins].sort();
  return { ...(auth ? { auth } : {}), baseUrls, openapi, operationPages, usesApiFrontmatter, ...(sampleRequest ? { sampleRequest } : {}) };
}
