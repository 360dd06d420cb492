// How an operation authenticates, as the reader chooses it: the alternatives of its security
// requirements (OR), each with every scheme it needs (AND), read by the page's Authorizations
// section, the Markdown copy, the request examples and the playground alike.
import type { OperationModel, SecuritySchemeModel } from './model.js';
import type { ApiSettings } from './settings.js';

/** One way to authenticate: every scheme in `schemes` is sent; none is the optional `{}`. */
export interface AuthOption {
  /** The requirement's name: its scheme names joined by ` & ` (Mintlify's title). */
  title: string;
  schemes: SecuritySchemeModel[];
}

/** Where one scheme's credential goes in a request, and its example value. */
export interface Credential {
  in: 'header' | 'query' | 'cookie';
  name: string;
  /** The placeholder written in examples (`Bearer <API_KEY>`). */
  placeholder: string;
}

/** The title of a requirement: scheme names with `_`/`-` as spaces, joined by ` & `. */
export function requirementTitle(schemes: readonly SecuritySchemeModel[]): string {
  return schemes.length === 0 ? 'No authorization' : schemes.map((s) => s.id.replace(/[_-]/g, ' ')).join(' & ');
}

/**
 * The scheme the config describes: `api.auth` (mint.json) on every page, or `api.mdx.auth`
 * (docs.json) where the spec says nothing of the operation's security, as on MDX API pages.
 */
function configuredScheme(op: OperationModel, settings: ApiSettings): SecuritySchemeModel | undefined {
  const auth = settings.auth ?? (op.securityDeclared === false ? settings.mdx.auth : undefined);
  if (!auth || auth.method === 'none') return undefined;
  const prefill = auth.inputPrefix !== undefined ? { prefill: auth.inputPrefix } : {};
  if (auth.method === 'bearer') return { kind: 'bearer', id: 'Bearer Auth', scopes: [], ...prefill };
  if (auth.method === 'basic') {
    const [user, pass] = (auth.name ?? 'username:password').split(':');
    return { kind: 'basic', id: 'Basic Auth', scopes: [], userLabel: user || 'username', passwordLabel: pass || 'password', ...prefill };
  }
  const name = auth.name ?? 'X-API-Key';
  // A query key when the spec says this key goes in the query.
  const inQuery = op.security.flat().some((s) => s.kind === 'apiKey' && s.in === 'query' && s.name === name);
  return { kind: 'apiKey', id: 'API Key Auth', scopes: [], in: inQuery ? 'query' : 'header', name, ...prefill };
}

/**
 * The ways to authenticate, in the spec's order: from `api.auth` when the config sets it (one
 * way), else the operation's security requirements. Empty when the operation needs no auth.
 */
export function authOptions(op: OperationModel, settings: ApiSettings): AuthOption[] {
  if (settings.auth?.method === 'none') return [];
  const configured = configuredScheme(op, settings);
  if (configured) return [{ title: configured.id, schemes: [configured] }];
  const options: AuthOption[] = [];
  const seen = new Set<string>();
  for (const schemes of op.security) {
    // `[{a: []}, {a: []}]` is one way, written twice.
    const key = schemes.map((s) => `${s.id}\0${s.scopes.join(' ')}`).join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ title: requirementTitle(schemes), schemes });
  }
  // Only `{}`: nothing to send, as without security.
  return options.every((o) => o.schemes.length === 0) ? [] : options;
}

/** Whether the reader may send the request without credentials (a `{}` requirement). */
export function authOptional(options: readonly AuthOption[]): boolean {
  return options.some((o) => o.schemes.length === 0);
}

/** Where a scheme's credential is sent; undefined for what no request here can carry (mutual TLS, an unknown or undefined scheme). */
export function credentialOf(scheme: SecuritySchemeModel): Credential | undefined {
  switch (scheme.kind) {
    case 'bearer':
      return { in: 'header', name: 'Authorization', placeholder: 'Bearer <API_KEY>' };
    case 'oauth2':
    case 'openIdConnect':
      return { in: 'header', name: 'Authorization', placeholder: 'Bearer <ACCESS_TOKEN>' };
    case 'basic':
      return { in: 'header', name: 'Authorization', placeholder: 'Basic <BASE64_USERNAME_PASSWORD>' };
    case 'apiKey':
      return { in: scheme.in, name: scheme.name, placeholder: '<API_KEY>' };
    case 'http':
      return { in: 'header', name: 'Authorization', placeholder: `${scheme.scheme} <CREDENTIALS>` };
    default:
      return undefined;
  }
}

/** The credentials one option sends, each place once (two schemes on `Authorization`: the first). */
export function optionCredentials(option: AuthOption): Credential[] {
  const out: Credential[] = [];
  for (const scheme of option.schemes) {
    const credential = credentialOf(scheme);
    if (!credential) continue;
    const same = (c: Credential): boolean => c.in === credential.in && (c.in === 'header' ? c.name.toLowerCase() === credential.name.toLowerCase() : c.name === credential.name);
    if (out.some(same)) continue;
    // Two keys in one way each get their own placeholder (`<X_SIGNATURE>`), not two `<API_KEY>`s.
    const clash = out.some((c) => c.placeholder === credential.placeholder) || (scheme.kind === 'apiKey' && option.schemes.some((s) => s !== scheme && credentialOf(s)?.placeholder.includes('<API_KEY>') === true));
    out.push(clash && scheme.kind === 'apiKey' ? { ...credential, placeholder: `<${scheme.name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}>` } : credential);
  }
  return out;
}

/** A piece of a generated sentence: plain text or code. */
export type Segment = { text: string } | { code: string };

const t = (text: string): Segment => ({ text });
const c = (code: string): Segment => ({ code });

/** A list of code spans: `a`, `b`. */
function codeList(values: readonly string[]): Segment[] {
  return values.flatMap((value, i) => (i === 0 ? [c(value)] : [t(', '), c(value)]));
}

/** What a scheme asks for, in one generated sentence (a scheme's own `description` replaces it on the page, as on Mintlify). */
export function schemeSummary(scheme: SecuritySchemeModel): Segment[] {
  switch (scheme.kind) {
    case 'bearer':
      return [t('Bearer authentication header of the form '), c('Bearer <token>'), t(', where '), c('<token>'), t(' is your auth token'), ...(scheme.bearerFormat !== undefined ? [t(' ('), c(scheme.bearerFormat), t(')')] : []), t('.')];
    case 'basic':
      return [t('Basic authentication header of the form '), c('Basic <encoded-value>'), t(', where '), c('<encoded-value>'), t(' is the base64-encoded string '), c(`${scheme.userLabel ?? 'username'}:${scheme.passwordLabel ?? 'password'}`), t('.')];
    case 'apiKey':
      return [t('Your API key.')];
    case 'oauth2':
      return [t('OAuth 2.0 access token, sent as '), c('Bearer <token>'), ...(scheme.flows.length > 0 ? [t(' (flows: '), ...codeList(scheme.flows), t(')')] : []), t('.')];
    case 'openIdConnect':
      return [t('OpenID Connect access token, sent as '), c('Bearer <token>'), ...(scheme.url !== undefined ? [t(' (discovery: '), c(scheme.url), t(')')] : []), t('.')];
    case 'http':
      return [c(scheme.scheme), t(' authentication header of the form '), c(`${scheme.scheme} <credentials>`), t('.')];
    case 'other':
      return scheme.type === 'mutualTLS'
        ? [t('Mutual TLS: the client presents a certificate when it connects ('), c(scheme.id), t('); the examples and the playground cannot send one.')]
        : [t('The '), c(scheme.id), t(' scheme has the type '), c(scheme.type), t(', which the examples and the playground cannot send.')];
    case 'missing':
      return [t('The '), c(scheme.id), t(' scheme is not defined in the spec\'s security schemes.')];
  }
}

/** The scopes a requirement lists for a scheme, as a sentence; empty without scopes. */
export function scopesSummary(scheme: SecuritySchemeModel): Segment[] {
  if (scheme.scopes.length === 0) return [];
  return [t(scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect' ? 'Required scopes: ' : 'Required roles: '), ...codeList(scheme.scopes), t('.')];
}
