// Security requirements on API pages: every scheme of a requirement (AND), every requirement
// as a way to choose (OR), the optional `{}`, operation-level overrides and `security: []`,
// each scheme type, in the Authorizations section, the Markdown copy, the request examples
// and the playground's inputs.
import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { loadSpec } from '../../src/openapi/load.js';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { treeToHtml } from './helpers.js';

const root = join(import.meta.dirname, '../../fixtures/openapi-security');

async function page(operation: string, api: unknown = {}, frontmatter: Record<string, unknown> = {}): Promise<ApiPage> {
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation, ...frontmatter }, sources: ['openapi.yaml'], api, offline: true });
  if (!built) throw new Error(`No page for ${operation}`);
  return built;
}

function components(nodes: readonly RootContent[], name: string, out: MdxJsxFlowElement[] = []): MdxJsxFlowElement[] {
  for (const node of nodes) {
    if (node.type === 'mdxJsxFlowElement' && node.name === name) out.push(node);
    if ('children' in node && Array.isArray(node.children)) components(node.children, name, out);
  }
  return out;
}

/** The Authorizations section: the nodes after its heading, up to the next h2. */
function authSection(tree: Root): RootContent[] {
  const start = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2 && n.children[0]?.type === 'text' && n.children[0].value === 'Authorizations');
  if (start < 0) return [];
  const rest = tree.children.slice(start + 1);
  const end = rest.findIndex((n) => n.type === 'heading' && n.depth === 2);
  return end < 0 ? rest.filter((n) => !(n.type === 'mdxJsxFlowElement' && /Example$/.test(n.name ?? ''))) : rest.slice(0, end);
}

/** `location name (required)` for each auth ParamField. */
function authFields(tree: Root): string[] {
  return components(authSection(tree), 'ParamField').map((field) => {
    const attrs = field.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, a.value] as const] : []));
    const where = attrs.find(([name]) => ['header', 'query', 'cookie'].includes(name));
    return `${where?.[0]} ${typeof where?.[1] === 'string' ? where[1] : ''}${attrs.some(([name]) => name === 'required') ? ' required' : ''}`;
  });
}

function curl(result: ApiPage): string {
  const request = components(result.tree.children, 'RequestExample')[0];
  const code = request?.children.find((c) => c.type === 'code' && c.meta === 'cURL');
  return code?.type === 'code' ? code.value : '';
}

function sample(result: ApiPage, label: string): string {
  const request = components(result.tree.children, 'RequestExample')[0];
  const code = request?.children.find((c) => c.type === 'code' && c.meta === label);
  return code?.type === 'code' ? code.value : '';
}

function walk(node: ElementContent | Element, visit: (el: Element) => void): void {
  if (node.type !== 'element') return;
  visit(node);
  for (const child of node.children) walk(child, visit);
}

/** The playground's ways to authenticate: each option's parts as `kind name in`, and whether a choice is offered. */
function playgroundAuth(result: ApiPage): { choice: string[]; options: string[][] } {
  const choice: string[] = [];
  const options: string[][] = [];
  if (!result.playground) return { choice, options };
  walk(result.playground, (el) => {
    if (el.properties.dataDwAuthChoice !== undefined) {
      for (const option of el.children) if (option.type === 'element' && option.children[0]?.type === 'text') choice.push(option.children[0].value);
    }
    if (el.properties.dataDwAuthOption !== undefined) {
      const parts: string[] = [];
      walk(el, (part) => {
        if (typeof part.properties.dataDwAuth === 'string') parts.push([part.properties.dataDwAuth, part.properties.dataDwAuthName, part.properties.dataDwAuthIn].filter((v) => v !== undefined).join(' '));
        if (part.tagName === 'p' && String(part.properties.className).includes('dw-api-note')) parts.push('note');
      });
      options.push(parts);
    }
  });
  return { choice, options };
}

function prefills(result: ApiPage): string[] {
  const out: string[] = [];
  if (result.playground) walk(result.playground, (el) => {
    if (el.properties.dataDwAuthInput !== undefined) out.push(String(el.properties.value ?? ''));
  });
  return out;
}

describe('AND: one requirement naming several schemes', () => {
  test('every scheme is a required field, sent by every example and the playground', async () => {
    const result = await page('GET /and');
    expect(result.findings).toEqual([]);
    expect(authFields(result.tree)).toEqual(['header Authorization required', 'header X-Signature required']);
    expect(components(authSection(result.tree), 'Tabs')).toHaveLength(0);
    expect(curl(result)).toContain("--header 'Authorization: Bearer <API_KEY>'");
    // Each credential has its own placeholder.
    expect(curl(result)).toContain("--header 'X-Signature: <X_SIGNATURE>'");
    expect(sample(result, 'JavaScript')).toContain("'X-Signature': '<X_SIGNATURE>'");
    expect(sample(result, 'Python')).toContain('"X-Signature": "<X_SIGNATURE>"');
    expect(playgroundAuth(result)).toEqual({ choice: [], options: [['bearer', 'key X-Signature header']] });
    expect(result.markdown).toContain('- `Authorization` (header, required): Bearer authentication header');
    // The scheme's own description replaces the generated sentence.
    expect(result.markdown).toContain('- `X-Signature` (header, required): An HMAC of the **body**.');
    expect(treeToHtml(result.tree)).toContain('An HMAC of the <strong>body</strong>.');
  });

  test('two API keys: both sent, each with its own placeholder; the x-default pre-fills the playground', async () => {
    const result = await page('GET /both-keys');
    expect(curl(result)).toContain("--header 'X-Signature: <X_SIGNATURE>'");
    expect(curl(result)).toContain("--header 'X-Key: <X_KEY>'");
    expect(prefills(result)).toEqual(['', 'demo-key']);
  });
});

describe('OR: several requirements', () => {
  test('each way is a tab of its own; the reader chooses among them in the playground', async () => {
    const result = await page('GET /or');
    const section = authSection(result.tree);
    const tabs = components(section, 'Tab').map((tab) => tab.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value);
    expect(tabs).toEqual(['bearer', 'query key']);
    expect(authFields(result.tree)).toEqual(['header Authorization required', 'query api_key required']);
    expect(treeToHtml({ type: 'root', children: section })).toContain('Use one of these 2 ways to authenticate.');
    expect(playgroundAuth(result)).toEqual({ choice: ['bearer', 'query key'], options: [['bearer'], ['key api_key query']] });
    expect(result.markdown).toContain('Use one of these 2 ways to authenticate:\n\n- bearer:\n  - `Authorization` (header, required)');
    expect(result.markdown).toContain('- query key:\n  - `api_key` (query, required): Your API key.');
    // The examples send the first way.
    expect(curl(result)).toContain("--header 'Authorization: Bearer <API_KEY>'");
    expect(curl(result)).not.toContain('api_key');
  });

  test('`{}` makes the credentials optional: said on the page, offered as a choice, fields not required', async () => {
    const result = await page('GET /optional');
    expect(authFields(result.tree)).toEqual(['header Authorization']);
    expect(treeToHtml({ type: 'root', children: authSection(result.tree) })).toContain('Authorization is optional');
    expect(playgroundAuth(result)).toEqual({ choice: ['No authorization', 'bearer'], options: [['note'], ['bearer']] });
    // The spec's first way is no credentials: the examples send none.
    expect(curl(result)).not.toContain('Authorization');
    expect(result.markdown).toContain('Authorization is optional');
    expect(result.markdown).toContain('- `Authorization` (header): Bearer authentication header');
  });
});

describe('where the requirements come from', () => {
  test('the document-level security applies to an operation without its own', async () => {
    const result = await page('GET /global');
    expect(authFields(result.tree)).toEqual(['header Authorization required']);
    expect(curl(result)).toContain('Authorization: Bearer <API_KEY>');
  });

  test('`security: []` turns auth off: no section, no credential, no auth inputs', async () => {
    const result = await page('GET /off');
    expect(authSection(result.tree)).toEqual([]);
    expect(curl(result)).not.toContain('Authorization');
    expect(playgroundAuth(result).options).toEqual([]);
    expect(result.markdown).not.toContain('## Authorizations');
  });

  test('a webhook does not take the document-level security', async () => {
    const result = await page('WEBHOOK vaultOpened');
    expect(result.operation?.security).toEqual([]);
    expect(authSection(result.tree)).toEqual([]);
  });

  test('mint.json `api.auth` decides every page; docs.json `api.mdx.auth` only MDX pages', async () => {
    const legacy = await page('GET /or', { auth: { method: 'basic', name: 'user:pass' } });
    expect(playgroundAuth(legacy).options).toEqual([['basic']]);
    const current = await page('GET /or', { mdx: { auth: { method: 'basic' }, server: 'https://mdx.example.test' } });
    expect(playgroundAuth(current).choice).toEqual(['bearer', 'query key']);
    expect(curl(current)).toContain("--url 'https://vault.example.test/or'");
  });
});

describe('docs.json `api.mdx` where the spec says nothing', () => {
  test('an operation without `security` or `servers` takes `api.mdx.auth` and `api.mdx.server`; `security: []` stays without auth', async () => {
    const spec = 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a: { get: { responses: { "200": { description: OK } } } }\n  /b: { get: { security: [], responses: { "200": { description: OK } } } }\n';
    const dir = await mkdtemp(join(tmpdir(), 'docwright-security-'));
    try {
      await writeFile(join(dir, 'openapi.yaml'), spec);
      const api = { mdx: { auth: { method: 'bearer' }, server: 'https://mdx.example.test' } };
      const build = async (operation: string): Promise<ApiPage> => {
        const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: operation }, sources: ['openapi.yaml'], api, offline: true });
        if (!built) throw new Error(`No page for ${operation}`);
        return built;
      };
      const silent = await build('GET /a');
      expect(curl(silent)).toContain("--url 'https://mdx.example.test/a'");
      expect(curl(silent)).toContain('Authorization: Bearer <API_KEY>');
      const off = await build('GET /b');
      expect(curl(off)).not.toContain('Authorization');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('each scheme type', () => {
  test('http basic', async () => {
    const result = await page('GET /basic');
    expect(authFields(result.tree)).toEqual(['header Authorization required']);
    expect(curl(result)).toContain('Authorization: Basic <BASE64_USERNAME_PASSWORD>');
    expect(playgroundAuth(result).options).toEqual([['basic']]);
  });

  test('apiKey in a cookie: a cookie field, a Cookie header in the examples with the cookie parameters, a note in the playground', async () => {
    const result = await page('GET /cookie');
    expect(authFields(result.tree)).toEqual(['cookie session_id required']);
    expect(curl(result)).toContain("--header 'Cookie: session_id=<API_KEY>; theme=dark'");
    expect(sample(result, 'Python')).toContain('"Cookie": "session_id=<API_KEY>; theme=dark"');
    expect(playgroundAuth(result).options).toEqual([['note']]);
  });

  test('oauth2: a Bearer access token, with its flows and the scopes the requirement lists', async () => {
    const result = await page('GET /oauth');
    expect(authFields(result.tree)).toEqual(['header Authorization required']);
    const html = treeToHtml(result.tree);
    expect(html).toContain('OAuth 2.0 access token');
    expect(html).toContain('<code>clientCredentials</code>');
    expect(html).toContain('Required scopes: <code>read:vault</code>, <code>write:vault</code>.');
    expect(result.markdown).toContain('Required scopes: `read:vault`, `write:vault`.');
    expect(curl(result)).toContain('Authorization: Bearer <ACCESS_TOKEN>');
    expect(playgroundAuth(result).options).toEqual([['bearer']]);
  });

  test('openIdConnect: a Bearer access token, with its discovery URL', async () => {
    const result = await page('GET /oidc');
    expect(authFields(result.tree)).toEqual(['header Authorization required']);
    expect(treeToHtml(result.tree)).toContain('https://vault.example.test/.well-known/openid-configuration');
    expect(curl(result)).toContain('Authorization: Bearer <ACCESS_TOKEN>');
  });

  test('another http scheme: an Authorization header sent as typed', async () => {
    const result = await page('GET /digest');
    expect(authFields(result.tree)).toEqual(['header Authorization required']);
    expect(curl(result)).toContain('Authorization: Digest <CREDENTIALS>');
    expect(playgroundAuth(result).options).toEqual([['raw Authorization']]);
    expect(prefills(result)).toEqual(['Digest ']);
  });

  test('mutual TLS: said on the page and in the playground, never sent', async () => {
    const result = await page('GET /mtls');
    expect(authFields(result.tree)).toEqual([]);
    expect(treeToHtml({ type: 'root', children: authSection(result.tree) })).toContain('Mutual TLS');
    expect(result.markdown).toContain('Mutual TLS');
    expect(playgroundAuth(result).options).toEqual([['note']]);
  });
});

describe('MDX API pages', () => {
  async function mdxPage(frontmatter: Record<string, unknown>, auth: Record<string, unknown>): Promise<ApiPage> {
    const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { api: 'GET https://vault.example.test/x', ...frontmatter }, api: { mdx: { auth } } });
    if (!built) throw new Error('No MDX API page');
    return built;
  }

  test("a page's `authMethod` overrides the configured auth (keeping its name); `none` turns it off; `cobo` sends API-SECRET", async () => {
    expect(curl(await mdxPage({ authMethod: 'key' }, { method: 'bearer', name: 'X-Vault-Key' }))).toContain("--header 'X-Vault-Key: <API_KEY>'");
    expect(curl(await mdxPage({}, { method: 'bearer' }))).toContain("--header 'Authorization: Bearer <API_KEY>'");
    expect(playgroundAuth(await mdxPage({ authMethod: 'none' }, { method: 'bearer' })).options).toEqual([]);
    expect(playgroundAuth(await mdxPage({}, { method: 'cobo' })).options).toEqual([['key API-SECRET header']]);
  });
});

describe('a requirement naming an undefined scheme', () => {
  test('is an error at the name in the spec, and a problem of its page, which says so to readers', async () => {
    const loaded = await loadSpec('openapi.yaml', { root, offline: true });
    expect(loaded.diagnostics.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`)).toEqual([
      'openapi.yaml:46:52 error Unexpected security scheme `ghost` in `paths./ghost.get.security.0`, expected one that `components.securitySchemes` defines',
    ]);
    const result = await page('GET /ghost');
    expect(result.findings.map((f) => f.message)).toContain('Unexpected security scheme `ghost` in `paths./ghost.get.security.0`, expected one that `components.securitySchemes` defines');
    expect(treeToHtml({ type: 'root', children: authSection(result.tree) })).toContain('is not defined in the spec');
    // Only the operation that names it: its neighbours are valid.
    expect((await page('GET /or')).findings).toEqual([]);
  });

  test('at the document level, every operation that inherits it has the problem', async () => {
    const spec = 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\nsecurity: [{ nobody: [] }]\npaths:\n  /a: { get: { responses: { "200": { description: OK } } } }\n  /b: { get: { security: [], responses: { "200": { description: OK } } } }\n';
    const dir = await mkdtemp(join(tmpdir(), 'docwright-security-'));
    try {
      await writeFile(join(dir, 'openapi.yaml'), spec);
      const loaded = await loadSpec('openapi.yaml', { root: dir, offline: true });
      expect(loaded.diagnostics.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual(['3:14 Unexpected security scheme `nobody` in `security.0`, expected one that `components.securitySchemes` defines']);
      expect(Object.keys(loaded.invalidOperations)).toEqual(['GET /a']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
