// An API page's endpoint bar and playground, as hast (escaped by construction). Every mode
// but `hide` has the bar (method, base URL, path, copy); `show` adds "Try it" and the
// playground: a form with an input for every parameter, the body and the auth, sent from the
// browser by the small client script in `playground.browser.ts`, which opens it as a dialog
// (without the script it is a section after the reference, which "Try it" links to).
// The client reads everything it needs from `data-dw-*` attributes: no inline script, no
// JSON blob, no innerHTML.
import type { Element, ElementContent } from 'hast';
import { h, s } from 'hastscript';
import { authOptions, schemeSummary } from './auth.js';
import type { OperationModel, ParamModel, SecuritySchemeModel, ServerTemplateModel, ServerVariableModel } from './model.js';
import { display } from './page-tree.js';
import type { ApiSettings } from './settings.js';

/** Where the build writes the client script, relative to the site root. */
export const PLAYGROUND_SCRIPT_PATH = '_docwright/api-playground.js';

function methodBadge(method: string): Element {
  return h('span', { className: ['dw-api-method', `dw-api-method-${method.toLowerCase()}`] }, method);
}

function baseUrlsOf(op: OperationModel, settings: ApiSettings): string[] {
  // The config's base URLs (mint.json), else the spec's servers, else the MDX pages' (`api.mdx.server`) for a spec that names none.
  const urls = settings.baseUrls.length > 0 ? settings.baseUrls : op.servers.length > 0 ? op.servers : settings.mdx.baseUrls;
  return [...new Set(urls.map((u) => u.replace(/\/+$/, '')))];
}

/** The spec's `description` of the server a base URL comes from (none when the config sets the base URLs). */
export function serverDescription(op: OperationModel, settings: ApiSettings, base: string): string | undefined {
  if (settings.baseUrls.length > 0 || !op.serverDescriptions) return undefined;
  return Object.entries(op.serverDescriptions).find(([url]) => url.replace(/\/+$/, '') === base.replace(/\/+$/, ''))?.[1];
}

/** The path on one line, each `{param}` marked. */
function pathCode(path: string): Element {
  const parts = path.split(/(\{[^{}/]+\})/).filter((part) => part !== '');
  return h('code', { className: ['dw-api-path'] }, parts.map((part) => (/^\{[^{}/]+\}$/.test(part) ? h('span', { className: ['dw-api-path-param'] }, part) : part)));
}

const COPY_ICON = s('svg', { className: ['dw-i'], ariaHidden: 'true', focusable: 'false', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' }, [
  s('rect', { x: '9', y: '9', width: '13', height: '13', rx: '2' }),
  s('path', { d: 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1' }),
]);

/** Where the "Try it" button leads: the playground's section (a dialog once the script runs). */
export const TRY_IT_ID = 'dw-try-it';

/**
 * The compact bar at the top of an API page: method, base URL and path on one line, a copy
 * button (the site script copies `data-dw-copy-value`) and, with a playground, "Try it".
 */
function endpointBar(op: OperationModel, settings: ApiSettings, tryIt: boolean): Element {
  const base = baseUrlsOf(op, settings)[0];
  const children: ElementContent[] = [
    methodBadge(op.method),
    h('div', { className: ['dw-api-url'] }, [...(base !== undefined && !op.webhook ? [h('span', { className: ['dw-api-base'] }, base)] : []), pathCode(op.path)]),
  ];
  if (!op.webhook) children.push(h('button', { type: 'button', className: ['dw-api-copy'], dataDwCopyValue: (base ?? '') + op.path, ariaLabel: 'Copy URL', title: 'Copy URL' }, [structuredClone(COPY_ICON)]));
  if (tryIt) children.push(h('a', { className: ['dw-api-try'], href: `#${TRY_IT_ID}`, dataDwTry: '' }, 'Try it'));
  return h('section', { className: ['dw-api-bar'], ariaLabel: 'Endpoint', dataMethod: op.method }, [h('div', { className: ['dw-api-endpoint'] }, children)]);
}

/** The playground's own first row: method, base URL (a choice when there are several), path and Send. */
function requestLine(op: OperationModel, settings: ApiSettings): Element {
  const bases = baseUrlsOf(op, settings);
  const children: ElementContent[] = [methodBadge(op.method)];
  if (bases.length > 1) {
    children.push(
      h(
        'select',
        { className: ['dw-api-base'], name: 'baseUrl', dataDwBase: '', ariaLabel: 'Base URL' },
        bases.map((url, i) => {
          // A server's `description` follows its URL (a choice of one shows neither, as on Mintlify).
          const description = serverDescription(op, settings, url);
          return h('option', { value: url, selected: i === 0 }, description !== undefined ? `${url} – ${description.replace(/\s+/g, ' ')}` : url);
        }),
      ),
    );
  } else if (bases[0] !== undefined) {
    children.push(h('span', { className: ['dw-api-base'], dataDwBase: '', dataValue: bases[0] }, bases[0]));
  }
  children.push(pathCode(op.path));
  children.push(h('button', { type: 'submit', className: ['dw-api-send'], dataDwSend: '' }, 'Send'));
  return h('div', { className: ['dw-api-endpoint', 'dw-api-request-line'] }, children);
}

/** The form's field ids are numbered from 1 on each page (`playgroundParts` starts them again), so a page's HTML never depends on which pages its thread rendered before. */
let uid = 0;
function inputId(prefix: string, name: string): string {
  uid = (uid + 1) % 1_000_000;
  return `dw-${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${uid}`;
}

/** A value as the reader would type it: an array's items comma-separated (when none holds a comma), else as displayed. */
function inputText(value: unknown, shape: ParamModel['shape']): string {
  if (shape === 'array' && Array.isArray(value)) {
    const items = value.map(display);
    if (!items.some((item) => item.includes(','))) return items.join(', ');
  }
  return display(value);
}

/**
 * A parameter's label: the pills of its reference field in the same order (src/render/components/handlers/fields.ts):
 * `x-mint.pre` before the name, then the type, required, deprecated, and the `api.params.post` and `x-mint.post` pills.
 */
function paramLabel(param: ParamModel): (Element | string)[] {
  const pill = (className: string, label: string): Element => h('span', { className: [className] }, ` ${label}`);
  return [
    ...(param.pre ?? []).map((label) => h('span', { className: ['dw-api-pre'] }, `${label} `)),
    h('code', param.name),
    ' ',
    h('span', { className: ['dw-api-type'] }, param.type),
    ...(param.required ? [pill('dw-api-required', 'required')] : []),
    ...(param.deprecated ? [pill('dw-api-deprecated', 'deprecated')] : []),
    ...(param.post ?? []).map((label) => pill('dw-api-post', label)),
  ];
}

/** A parameter's input; with `prefill` (`api.examples.prefill: true`) it starts at the parameter's example, else its default, as Mintlify's playground does. */
function paramInput(param: ParamModel, prefill: boolean): Element {
  const id = inputId(param.location, param.name);
  const common = {
    id,
    name: `${param.location}.${param.name}`,
    dataDwIn: param.location,
    dataDwName: param.name,
    required: param.required,
    // How the script serializes the value (src/openapi/param-style.ts): an array as comma-separated items or JSON, an object as JSON.
    ...(param.shape !== undefined ? { dataDwShape: param.shape } : {}),
    ...(param.style !== undefined ? { dataDwStyle: param.style } : {}),
    ...(param.explode !== undefined ? { dataDwExplode: String(param.explode) } : {}),
    ...(param.allowReserved === true ? { dataDwReserved: '' } : {}),
    ...(param.mediaType !== undefined ? { dataDwMediaType: param.mediaType } : {}),
  };
  const start = prefill && param.hasExample ? inputText(param.example, param.shape) : prefill && param.hasDefault ? inputText(param.default, param.shape) : undefined;
  let control: Element;
  if (param.enum && param.enum.length > 0) {
    control = h('select', common, [h('option', { value: '' }, param.required ? 'Choose…' : '(not sent)'), ...param.enum.map((v) => h('option', { value: display(v), selected: start !== undefined && display(v) === start }, display(v)))]);
  } else if (param.type.startsWith('boolean')) {
    control = h('select', common, [h('option', { value: '' }, '(not sent)'), ...['true', 'false'].map((v) => h('option', { value: v, selected: start === v }, v))]);
  } else {
    const placeholder = param.placeholder ?? (param.hasExample ? inputText(param.example, param.shape) : param.hasDefault ? inputText(param.default, param.shape) : param.shape === 'array' ? 'item, item' : param.type);
    control = h('input', { ...common, type: 'text', placeholder, ...(start !== undefined ? { value: start } : {}), autocomplete: 'off', spellcheck: false });
  }
  const label = h('label', { htmlFor: id }, paramLabel(param));
  return h('div', { className: ['dw-api-field'] }, [label, control]);
}

/** One credential input, labelled, pre-filled with `prefill` (never a password). */
function credentialField(role: string, labelText: string, prefill: string, type: 'text' | 'password' = 'text'): Element {
  const id = inputId('auth', role);
  return h('div', { className: ['dw-api-field'] }, [
    h('label', { htmlFor: id }, labelText),
    h('input', { id, type, name: `auth.${role}`, dataDwAuthInput: role, value: type === 'password' ? '' : prefill, autocomplete: 'off', spellcheck: false }),
  ]);
}

/** A line naming the scheme and what it sends. */
function schemeCaption(scheme: SecuritySchemeModel, what: string): Element {
  return h('p', { className: ['dw-api-auth-scheme'] }, [h('code', scheme.id), ` ${what}`]);
}

/** The inputs one scheme needs (`data-dw-auth` says how the script sends them), or a note when a browser cannot send it. */
function schemeControls(scheme: SecuritySchemeModel): Element {
  const prefill = 'prefill' in scheme && scheme.prefill !== undefined ? scheme.prefill : '';
  const group = (kind: string, what: string, fields: Element[], extra: Record<string, string> = {}): Element =>
    h('div', { className: ['dw-api-auth-part'], dataDwAuth: kind, ...extra }, [schemeCaption(scheme, what), ...fields]);
  switch (scheme.kind) {
    case 'bearer':
    case 'oauth2':
    case 'openIdConnect':
      return group('bearer', scheme.kind === 'bearer' ? '(Bearer token)' : '(access token, sent as a Bearer token)', [credentialField('token', 'Token', prefill)]);
    case 'basic':
      return group('basic', '(Basic)', [credentialField('username', scheme.userLabel ?? 'username', prefill), credentialField('password', scheme.passwordLabel ?? 'password', '', 'password')]);
    case 'apiKey':
      if (scheme.in === 'cookie') {
        return h('p', { className: ['dw-api-note'] }, ['The API key cookie ', h('code', scheme.name), ` (${scheme.id}) cannot be set from a browser request; send it with one of the code examples.`]);
      }
      return group('key', `(API key in ${scheme.in})`, [credentialField('key', scheme.name, prefill)], { dataDwAuthName: scheme.name, dataDwAuthIn: scheme.in });
    case 'http':
      return group('raw', `(${scheme.scheme})`, [credentialField('value', 'Authorization', `${scheme.scheme} `)], { dataDwAuthName: 'Authorization' });
    default:
      return h('p', { className: ['dw-api-note'] }, schemeSummary(scheme).map((part) => ('code' in part ? h('code', part.code) : part.text)));
  }
}

/**
 * The auth inputs: each way to authenticate (`data-dw-auth-option`) with every scheme it
 * needs, and a choice among the ways when there are several (the script shows the chosen one
 * and sends only its credentials). Only the first way is shown without the script.
 */
function authFields(op: OperationModel, settings: ApiSettings): Element | undefined {
  const options = authOptions(op, settings);
  if (options.length === 0) return undefined;
  const children: ElementContent[] = [h('legend', 'Authorization')];
  if (options.length > 1) {
    const id = inputId('auth', 'choice');
    children.push(
      h('div', { className: ['dw-api-field'] }, [
        h('label', { htmlFor: id }, 'Method'),
        h('select', { id, name: 'auth.choice', dataDwAuthChoice: '' }, options.map((option, i) => h('option', { value: String(i), selected: i === 0 }, option.title))),
      ]),
    );
  }
  options.forEach((option, i) => {
    const parts = option.schemes.length > 0 ? option.schemes.map(schemeControls) : [h('p', { className: ['dw-api-note'] }, 'The request is sent without credentials.')];
    children.push(h('div', { className: ['dw-api-auth-option'], dataDwAuthOption: String(i), hidden: i !== 0 }, parts));
  });
  return h('fieldset', { className: ['dw-api-auth'], dataDwAuthSet: '' }, children);
}

/** The spec's template and variables for one base URL of the playground, when its URL has variables (and the config sets no base URL of its own). */
function templateOf(op: OperationModel, settings: ApiSettings, base: string): ServerTemplateModel | undefined {
  if (settings.baseUrls.length > 0 || !op.serverVariables) return undefined;
  return Object.entries(op.serverVariables).find(([url]) => url.replace(/\/+$/, '') === base)?.[1];
}

/** One server variable's control: a select of its `enum` values, else a text input, the default chosen. */
function serverVariableField(variable: ServerVariableModel): Element {
  const id = inputId('server', variable.name);
  const common = { id, name: `server.${variable.name}`, dataDwServerVar: variable.name };
  const control =
    variable.enum.length > 0
      ? h('select', common, (variable.enum.includes(variable.default) ? variable.enum : [variable.default, ...variable.enum]).map((v) => h('option', { value: v, selected: v === variable.default }, v)))
      : h('input', { ...common, type: 'text', value: variable.default, autocomplete: 'off', spellcheck: false });
  const label = h('label', { htmlFor: id }, [h('code', variable.name), ...(variable.description !== undefined ? [' ', h('span', { className: ['dw-api-type'] }, variable.description)] : [])]);
  return h('div', { className: ['dw-api-field'] }, [label, control]);
}

/**
 * The variables of the base URLs (`https://{region}.api.example.com`): for each base URL with
 * variables, its fields (`data-dw-server-vars` names the base URL, `data-dw-template` its
 * template); the script shows the chosen base URL's and builds the URL from their values.
 */
function serverFields(op: OperationModel, settings: ApiSettings): Element | undefined {
  const bases = baseUrlsOf(op, settings);
  const sets = bases.flatMap((base, i) => {
    const template = templateOf(op, settings, base);
    return template ? [h('div', { className: ['dw-api-server-vars'], dataDwServerVars: base, dataDwTemplate: template.template.replace(/\/+$/, ''), hidden: i !== 0 }, template.variables.map(serverVariableField))] : [];
  });
  return sets.length > 0 ? h('fieldset', { className: ['dw-api-params', 'dw-api-server'] }, [h('legend', 'Server'), ...sets]) : undefined;
}

/** Every URL the base URLs can become with their variables' `enum` values (a free-text variable adds none), at most 64 a base. */
function serverChoices(op: OperationModel, settings: ApiSettings): string[] {
  const out: string[] = [];
  for (const base of baseUrlsOf(op, settings)) {
    out.push(base);
    const template = templateOf(op, settings, base);
    if (!template) continue;
    let urls = [template.template.replace(/\/+$/, '')];
    for (const variable of template.variables) {
      const values = variable.enum.length > 0 ? variable.enum : [variable.default];
      if (urls.length * values.length > 64) break;
      urls = urls.flatMap((url) => values.map((value) => url.split(`{${variable.name}}`).join(value)));
    }
    out.push(...urls.filter((url) => !/\{[^}]*\}/.test(url)));
  }
  return [...new Set(out)];
}

/** A form body's example without its file fields (they have inputs of their own). */
function withoutFiles(example: unknown, files: Readonly<Record<string, 'one' | 'many'>>): unknown {
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return example;
  return Object.fromEntries(Object.entries(example).filter(([name]) => !Object.hasOwn(files, name)));
}

/**
 * The body's inputs. A body that is a file's bytes (`format: binary`, `contentMediaType`, an `image/png` body) is one
 * file input (`data-dw-body-file`), sent as the raw body; a multipart body's file fields each have a file input
 * (`data-dw-file`, `multiple` for an array of files), sent as parts of their own, and its other fields are written as a
 * JSON object in the text box, as for any form body. As on Mintlify's playground.
 */
function bodyFields(body: NonNullable<OperationModel['body']>, prefill: boolean): Element {
  const legend = h('legend', 'Body');
  if (body.binary === true) {
    const id = inputId('body', 'file');
    return h('fieldset', { className: ['dw-api-body'] }, [
      legend,
      h('label', { htmlFor: id }, [h('code', body.contentType), ' (a file)']),
      h('input', { id, type: 'file', name: 'body', dataDwBodyFile: '', dataDwContentType: body.contentType }),
    ]);
  }
  const files = /multipart\/form-data/i.test(body.contentType) && body.files ? body.files : {};
  const fileNames = Object.keys(files);
  const id = inputId('body', 'body');
  // As a parameter's input: the example is the body's starting text with `api.examples.prefill: true`, else only its placeholder (as on Mintlify).
  const value = fileNames.length > 0 ? withoutFiles(body.example, files) : body.example;
  const example = typeof value === 'string' && !/json/i.test(body.contentType) ? value : (JSON.stringify(value, null, 2) ?? '');
  const form = /json|form/i.test(body.contentType) && !/json/i.test(body.contentType);
  const fileInputs = fileNames.map((name) => {
    const fileId = inputId('file', name);
    return h('div', { className: ['dw-api-field'] }, [
      h('label', { htmlFor: fileId }, [h('code', name), ' ', h('span', { className: ['dw-api-type'] }, files[name] === 'many' ? 'file[]' : 'file')]),
      h('input', { id: fileId, type: 'file', name: `file.${name}`, dataDwFile: name, multiple: files[name] === 'many' }),
    ]);
  });
  return h('fieldset', { className: ['dw-api-body'] }, [
    legend,
    ...fileInputs,
    h('label', { htmlFor: id }, [h('code', body.contentType), form ? (fileNames.length > 0 ? ' (the other fields as a JSON object)' : ' (fields as a JSON object)') : '']),
    h('textarea', { id, name: 'body', dataDwBody: '', dataDwContentType: body.contentType, ...(body.encoding ? { dataDwEncoding: JSON.stringify(body.encoding) } : {}), rows: Math.min(16, example.split('\n').length + 1), ...(prefill || example === '' ? {} : { placeholder: example }), spellcheck: false }, prefill ? example : ''),
  ]);
}

const GROUP_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Headers' } as const;

/** What an API page shows of its endpoint: the bar at the top, and the playground ("Try it") when it has one. */
export interface PlaygroundParts {
  bar: Element;
  /** The form, placed after the reference; the client script turns it into a dialog that "Try it" opens. */
  panel?: Element;
}

/** The endpoint bar and playground for one operation, or undefined when the mode is `hide`. */
export function playgroundParts(op: OperationModel, settings: ApiSettings): PlaygroundParts | undefined {
  if (settings.playground === 'hide') return undefined;
  uid = 0;
  if (settings.playground === 'simple' || op.webhook) return { bar: endpointBar(op, settings, false) };
  const groups: Element[] = [];
  const server = serverFields(op, settings);
  if (server) groups.push(server);
  const auth = authFields(op, settings);
  if (auth) groups.push(auth);
  for (const location of ['path', 'query', 'header'] as const) {
    const params = op.parameters[location];
    if (params.length === 0) continue;
    groups.push(h('fieldset', { className: ['dw-api-params'] }, [h('legend', GROUP_TITLES[location]), ...params.map((param) => paramInput(param, settings.prefill))]));
  }
  if (op.parameters.cookie.length > 0) {
    groups.push(
      h('p', { className: ['dw-api-note'] }, [
        'Cookie parameters (',
        ...op.parameters.cookie.flatMap((c, i) => [i > 0 ? ', ' : '', h('code', c.name)]),
        ') cannot be set from a browser request; send them with one of the code examples.',
      ]),
    );
  }
  if (op.body) groups.push(bodyFields(op.body, settings.prefill));
  const result = h('div', { className: ['dw-api-result'], dataDwResult: '', hidden: true, ariaLive: 'polite' }, [
    h('p', { className: ['dw-api-status'], dataDwStatus: '' }),
    h('p', { className: ['dw-api-error'], dataDwError: '', role: 'alert', hidden: true }),
    h('details', { className: ['dw-api-headers'], dataDwHeadersBox: '' }, [h('summary', 'Response headers'), h('dl', { dataDwHeaders: '' })]),
    h('pre', { className: ['dw-api-response'] }, [h('code', { dataDwResponse: '' })]),
  ]);
  // `data-dw-servers`: where the dev server's proxy may send this page's requests (src/dev/proxy.ts);
  // `data-dw-proxy="off"` (`api.playground.proxy: false`): the browser sends them itself, in `dev` too, with its
  // cookies when `data-dw-credentials="include"` (`api.playground.credentials: true`; no effect with the proxy, as on Mintlify).
  const panel = h('section', { className: ['dw-api-playground'], id: TRY_IT_ID, dataMethod: op.method, dataPath: op.path, dataMode: 'show', dataDwProxy: settings.proxy ? undefined : 'off', dataDwCredentials: !settings.proxy && settings.credentials ? 'include' : undefined, dataDwServers: serverChoices(op, settings).map((url) => url.replace(/\s/g, (c) => encodeURIComponent(c))).join(' '), ariaLabelledBy: `${TRY_IT_ID}-title` }, [
    h('h2', { className: ['dw-api-try-title'], id: `${TRY_IT_ID}-title` }, 'Try it'),
    h('form', { className: ['dw-api-form'], dataDwForm: '', noValidate: true }, [requestLine(op, settings), ...groups]),
    result,
  ]);
  return { bar: endpointBar(op, settings, true), panel };
}
