// An API page's endpoint bar and playground, as hast (escaped by construction). Every mode
// but `hide` has the bar (method, base URL, path, copy); `show` adds "Try it" and the
// playground: a form with an input for every parameter, the body and the auth, sent from the
// browser by the small client script in `playground.browser.ts`, which opens it as a dialog
// (without the script it is a section after the reference, which "Try it" links to).
// The client reads everything it needs from `data-dw-*` attributes: no inline script, no
// JSON blob, no innerHTML.
import type { Element, ElementContent } from 'hast';
import { h, s } from 'hastscript';
import { resolveAuth } from './examples.js';
import type { OperationModel, ParamModel } from './model.js';
import { display } from './page-tree.js';
import type { ApiSettings } from './settings.js';

/** Where the build writes the client script, relative to the site root. */
export const PLAYGROUND_SCRIPT_PATH = '_docwright/api-playground.js';

function methodBadge(method: string): Element {
  return h('span', { className: ['dw-api-method', `dw-api-method-${method.toLowerCase()}`] }, method);
}

function baseUrlsOf(op: OperationModel, settings: ApiSettings): string[] {
  const urls = settings.baseUrls.length > 0 ? settings.baseUrls : op.servers;
  return [...new Set(urls.map((u) => u.replace(/\/+$/, '')))];
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
        bases.map((url, i) => h('option', { value: url, selected: i === 0 }, url)),
      ),
    );
  } else if (bases[0] !== undefined) {
    children.push(h('span', { className: ['dw-api-base'], dataDwBase: '', dataValue: bases[0] }, bases[0]));
  }
  children.push(pathCode(op.path));
  children.push(h('button', { type: 'submit', className: ['dw-api-send'], dataDwSend: '' }, 'Send'));
  return h('div', { className: ['dw-api-endpoint', 'dw-api-request-line'] }, children);
}

let uid = 0;
function inputId(prefix: string, name: string): string {
  uid = (uid + 1) % 1_000_000;
  return `dw-${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${uid}`;
}

function paramInput(param: ParamModel): Element {
  const id = inputId(param.location, param.name);
  const common = {
    id,
    name: `${param.location}.${param.name}`,
    dataDwIn: param.location,
    dataDwName: param.name,
    required: param.required,
  };
  let control: Element;
  if (param.enum && param.enum.length > 0) {
    control = h('select', common, [h('option', { value: '' }, param.required ? 'Choose…' : '(not sent)'), ...param.enum.map((v) => h('option', { value: display(v) }, display(v)))]);
  } else if (param.type.startsWith('boolean')) {
    control = h('select', common, [h('option', { value: '' }, '(not sent)'), h('option', { value: 'true' }, 'true'), h('option', { value: 'false' }, 'false')]);
  } else {
    const placeholder = param.hasExample ? display(param.example) : param.hasDefault ? display(param.default) : param.type;
    control = h('input', { ...common, type: 'text', placeholder, autocomplete: 'off', spellcheck: false });
  }
  const label = h('label', { htmlFor: id }, [h('code', param.name), ' ', h('span', { className: ['dw-api-type'] }, param.type), param.required ? h('span', { className: ['dw-api-required'] }, ' required') : '']);
  return h('div', { className: ['dw-api-field'] }, [label, control]);
}

function authFields(op: OperationModel, settings: ApiSettings): Element | undefined {
  const auth = resolveAuth(op, settings);
  if (auth.kind === 'none') return undefined;
  const prefill = auth.inputPrefix ?? '';
  const field = (role: string, labelText: string, type: 'text' | 'password' = 'text'): Element => {
    const id = inputId('auth', role);
    return h('div', { className: ['dw-api-field'] }, [
      h('label', { htmlFor: id }, labelText),
      h('input', { id, type, name: `auth.${role}`, dataDwAuthInput: role, value: role === 'password' ? '' : prefill, autocomplete: 'off', spellcheck: false }),
    ]);
  };
  if (auth.kind === 'bearer') {
    return h('fieldset', { className: ['dw-api-auth'], dataDwAuth: 'bearer' }, [h('legend', 'Authorization (Bearer token)'), field('token', 'Token')]);
  }
  if (auth.kind === 'basic') {
    return h('fieldset', { className: ['dw-api-auth'], dataDwAuth: 'basic' }, [
      h('legend', 'Authorization (Basic)'),
      field('username', auth.userLabel),
      field('password', auth.passwordLabel, 'password'),
    ]);
  }
  return h('fieldset', { className: ['dw-api-auth'], dataDwAuth: 'key', dataDwAuthName: auth.name, dataDwAuthIn: auth.in }, [
    h('legend', `Authorization (API key in ${auth.in})`),
    field('key', auth.name),
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
  if (settings.playground === 'simple' || op.webhook) return { bar: endpointBar(op, settings, false) };
  const groups: Element[] = [];
  const auth = authFields(op, settings);
  if (auth) groups.push(auth);
  for (const location of ['path', 'query', 'header'] as const) {
    const params = op.parameters[location];
    if (params.length === 0) continue;
    groups.push(h('fieldset', { className: ['dw-api-params'] }, [h('legend', GROUP_TITLES[location]), ...params.map(paramInput)]));
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
  if (op.body) {
    const id = inputId('body', 'body');
    const example = typeof op.body.example === 'string' && !/json/i.test(op.body.contentType) ? op.body.example : (JSON.stringify(op.body.example, null, 2) ?? '');
    groups.push(
      h('fieldset', { className: ['dw-api-body'] }, [
        h('legend', 'Body'),
        h('label', { htmlFor: id }, [h('code', op.body.contentType), /json|form/i.test(op.body.contentType) && !/json/i.test(op.body.contentType) ? ' (fields as a JSON object)' : '']),
        h('textarea', { id, name: 'body', dataDwBody: '', dataDwContentType: op.body.contentType, rows: Math.min(16, example.split('\n').length + 1), spellcheck: false }, example),
      ]),
    );
  }
  const result = h('div', { className: ['dw-api-result'], dataDwResult: '', hidden: true, ariaLive: 'polite' }, [
    h('p', { className: ['dw-api-status'], dataDwStatus: '' }),
    h('p', { className: ['dw-api-error'], dataDwError: '', role: 'alert', hidden: true }),
    h('details', { className: ['dw-api-headers'], dataDwHeadersBox: '' }, [h('summary', 'Response headers'), h('dl', { dataDwHeaders: '' })]),
    h('pre', { className: ['dw-api-response'] }, [h('code', { dataDwResponse: '' })]),
  ]);
  // `data-dw-servers`: where the dev server's proxy may send this page's requests (src/dev/proxy.ts).
  const panel = h('section', { className: ['dw-api-playground'], id: TRY_IT_ID, dataMethod: op.method, dataPath: op.path, dataMode: 'show', dataDwServers: baseUrlsOf(op, settings).map((url) => url.replace(/\s/g, (c) => encodeURIComponent(c))).join(' '), ariaLabelledBy: `${TRY_IT_ID}-title` }, [
    h('h2', { className: ['dw-api-try-title'], id: `${TRY_IT_ID}-title` }, 'Try it'),
    h('form', { className: ['dw-api-form'], dataDwForm: '', noValidate: true }, [requestLine(op, settings), ...groups]),
    result,
  ]);
  return { bar: endpointBar(op, settings, true), panel };
}
