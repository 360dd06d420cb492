// The playground's browser script, shipped once as a static asset (PLAYGROUND_SCRIPT_PATH).
// No framework, no dependencies. It reads the form the page already has (`data-dw-*`
// attributes), sends the request with fetch, and shows status, time, headers and the body.
// Everything from the network is written with textContent: never innerHTML.
//
// Nothing is looked up by name on document: a page element named like a document property
// would shadow it (DOM clobbering). Its methods come from Document.prototype instead.

import { encodingOf, fileBodyType, multipartEntriesOf, urlEncodedOf, type FileChoice } from './playground-body.js';
import { requestHeadersOf, requestUrlOf } from './playground-request.js';

const doc = document;
const D = Document.prototype;
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const make = (tag: string): HTMLElement => D.createElement.call(doc, tag);
const makeText = (text: string): Text => D.createTextNode.call(doc, text);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const allInDocument = (selector: string): NodeListOf<Element> => D.querySelectorAll.call(doc, selector);
// eslint-disable-next-line @typescript-eslint/unbound-method -- the getter is called with .call(doc), never on a page-shadowable property
const readyState = Object.getOwnPropertyDescriptor(D, 'readyState')?.get;

/** A form control: an input, select or textarea (all have `value`). */
type Control = Element & { value: string };
const isControl = (node: Element | null): node is Control => node !== null && 'value' in node && typeof node.value === 'string';

function one(root: Element, selector: string): Element | null {
  return root.querySelector(selector);
}
function controls(root: Element, selector: string): Control[] {
  return Array.from(root.querySelectorAll(selector)).filter(isControl);
}
function show(node: Element | null, visible: boolean): void {
  if (node instanceof HTMLElement) node.hidden = !visible;
}
function el(tag: string, className: string, text?: string): HTMLElement {
  const node = make(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
function clear(node: Element | null): void {
  while (node?.firstChild) node.removeChild(node.firstChild);
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// JSON highlighting with spans and textContent only.
function appendJson(parent: Element, value: unknown, indent: number): void {
  const pad = '  '.repeat(indent);
  if (value === null || typeof value === 'boolean') {
    parent.appendChild(el('span', 'dw-json-literal', String(value)));
    return;
  }
  if (typeof value === 'number') {
    parent.appendChild(el('span', 'dw-json-number', String(value)));
    return;
  }
  if (typeof value === 'string') {
    parent.appendChild(el('span', 'dw-json-string', JSON.stringify(value)));
    return;
  }
  if (typeof value !== 'object') return;
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray ? value.map((item: unknown, i) => [String(i), item]) : Object.entries(value);
  if (entries.length === 0) {
    parent.appendChild(makeText(isArray ? '[]' : '{}'));
    return;
  }
  parent.appendChild(makeText(isArray ? '[\n' : '{\n'));
  entries.forEach(([key, item], i) => {
    parent.appendChild(makeText(`${pad}  `));
    if (!isArray) {
      parent.appendChild(el('span', 'dw-json-key', JSON.stringify(key)));
      parent.appendChild(makeText(': '));
    }
    appendJson(parent, item, indent + 1);
    parent.appendChild(makeText(i < entries.length - 1 ? ',\n' : '\n'));
  });
  parent.appendChild(makeText(pad + (isArray ? ']' : '}')));
}

function explain(error: unknown, url: URL): string {
  const origin = url.origin;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return 'The request was not sent: this browser is offline.';
  }
  if (location.protocol === 'https:' && url.protocol === 'http:') {
    return `The browser blocked the request: this page is served over HTTPS and ${origin} is plain HTTP (mixed content). Use an HTTPS base URL.`;
  }
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return (
    `The browser blocked this request to ${origin}, or could not reach it. Most often the API does not allow requests from other sites (CORS). ` +
    `The API's owner can allow them by answering with the header Access-Control-Allow-Origin: ${location.origin} (and, for requests with headers or a body, ` +
    'by answering the OPTIONS preflight with Access-Control-Allow-Methods and Access-Control-Allow-Headers). ' +
    `Until then, send the request with the cURL example on this page, from a terminal.${reason}`
  );
}

/**
 * The dev server's proxy (src/dev/proxy.ts), on a page `docwright dev` serves: its reload
 * client is there, which no page content can add. None when the configuration turns it off
 * (`api.playground.proxy: false` writes `data-dw-proxy="off"` on the playground). A request the
 * browser sends itself carries its cookies only when the page says so (`data-dw-credentials="include"`:
 * `api.playground.credentials: true` with the proxy off, as on Mintlify).
 */
function devProxy(box: Element): string | undefined {
  if (box.getAttribute('data-dw-proxy') === 'off') return undefined;
  return allInDocument(':root > body > script[data-docwright-dev], :root > body > script[src$="/_docwright/dev-client.js"]').length > 0 ? '/__docwright/proxy' : undefined;
}

/** Bytes as base64 text. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The request as the dev server's proxy takes it: the body as text, with the content type a form body gets. */
function viaProxy(proxy: string, url: URL, method: string, headers: Headers, body: Body): Promise<Response> {
  // A file, or a multipart body (it may hold one), goes as its bytes in base64 (`bodyBase64`): as text its bytes would be changed.
  const bytes = body instanceof Blob || body instanceof FormData;
  type Sent = { text?: string; base64?: string; type?: string };
  const text: Promise<Sent> = body === undefined ? Promise.resolve<Sent>({}) : (() => {
    const request = new Request(url.toString(), { method: 'POST', body });
    const type = request.headers.get('content-type') ?? undefined;
    if (bytes) return request.arrayBuffer().then((buffer): Sent => ({ base64: base64Of(new Uint8Array(buffer)), ...(type !== undefined ? { type } : {}) }));
    return request.text().then((value): Sent => ({ text: value, ...(type !== undefined ? { type } : {}) }));
  })();
  return text.then(({ text: bodyText, base64, type }) => {
    if (type && !headers.has('Content-Type')) headers.set('Content-Type', type);
    const pairs: [string, string][] = [];
    headers.forEach((value, name) => pairs.push([name, value]));
    return fetch(proxy, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Docwright-Proxy': '1' },
      body: JSON.stringify({ page: location.pathname, url: url.toString(), method, headers: pairs, ...(bodyText !== undefined ? { body: bodyText } : {}), ...(base64 !== undefined ? { bodyBase64: base64 } : {}) }),
      credentials: 'same-origin',
    });
  });
}

function showError(box: Element, message: string): void {
  const result = one(box, '[data-dw-result]');
  if (!result) return;
  show(result, true);
  const status = one(result, '[data-dw-status]');
  if (status) status.textContent = '';
  clear(one(result, '[data-dw-headers]'));
  clear(one(result, '[data-dw-response]'));
  const error = one(result, '[data-dw-error]');
  if (error) error.textContent = message;
  show(error, true);
}

function showResponse(box: Element, response: Response, text: string, ms: number): void {
  const result = one(box, '[data-dw-result]');
  if (!result) return;
  show(result, true);
  show(one(result, '[data-dw-error]'), false);
  const status = one(result, '[data-dw-status]');
  if (status) status.textContent = `${response.status}${response.statusText ? ` ${response.statusText}` : ''} \u00b7 ${Math.round(ms)} ms`;
  result.setAttribute('data-status', String(response.status));
  const headers = one(result, '[data-dw-headers]');
  clear(headers);
  response.headers.forEach((value, name) => {
    headers?.appendChild(el('dt', '', name));
    headers?.appendChild(el('dd', '', value));
  });
  const out = one(result, '[data-dw-response]');
  if (!out) return;
  clear(out);
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined) appendJson(out, parsed, 0);
  else out.textContent = text;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A request body as fetch takes it. */
type Body = string | FormData | URLSearchParams | Blob | undefined;

/** The base URL chosen in the select (or the only one), as the page wrote it: variables at their defaults. */
function chosenServer(box: Element): string {
  const baseInput = one(box, '[data-dw-base]');
  return baseInput ? (baseInput.tagName === 'SELECT' && isControl(baseInput) ? baseInput.value : (baseInput.getAttribute('data-value') ?? '')) : '';
}

/** The fields of one base URL's variables, when it has any. */
function serverVars(box: Element, server: string): Element | undefined {
  return Array.from(box.querySelectorAll('[data-dw-server-vars]')).find((set) => set.getAttribute('data-dw-server-vars') === server);
}

/** The base URL to send to: the chosen one, its `{variables}` filled with the reader's values. */
function chosenBase(box: Element): string {
  const server = chosenServer(box);
  const set = serverVars(box, server);
  if (!set) return server;
  let url = set.getAttribute('data-dw-template') ?? server;
  for (const input of controls(set, '[data-dw-server-var]')) url = url.split(`{${input.getAttribute('data-dw-server-var') ?? ''}}`).join(input.value.trim());
  return url;
}

/** Replace `from` with `to` in the text of `root` (text nodes only: highlighted code keeps its spans). */
function replaceText(root: Element, from: string, to: string): void {
  const walker = D.createTreeWalker.call(doc, root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.includes(from)) node.nodeValue = text.split(from).join(to);
  }
}

/** The base URL the page's endpoint bar and request examples show, by playground. */
const shownBase = new WeakMap<Element, string>();

/**
 * Choosing a base URL or a value of its variables shows that base URL's variables and makes
 * the endpoint bar and the request examples of the page show the URL the request goes to.
 */
function setupServerChoice(box: Element): void {
  const sets = Array.from(box.querySelectorAll('[data-dw-server-vars]'));
  const baseInput = one(box, '[data-dw-base]');
  if (sets.length === 0 && !(baseInput?.tagName === 'SELECT')) return;
  shownBase.set(box, (baseInput?.tagName === 'SELECT' ? baseInput.querySelector('option')?.getAttribute('value') : baseInput?.getAttribute('data-value')) ?? '');
  const update = (): void => {
    const server = chosenServer(box);
    for (const set of sets) show(set, set.getAttribute('data-dw-server-vars') === server);
    const before = shownBase.get(box) ?? '';
    const after = chosenBase(box).replace(/\/+$/, '');
    if (before === '' || after === '' || before === after) return;
    for (const target of Array.from(allInDocument('.dw-request-example, .dw-api-bar .dw-api-base'))) replaceText(target, before, after);
    for (const copy of Array.from(allInDocument('.dw-api-bar [data-dw-copy-value]'))) copy.setAttribute('data-dw-copy-value', (copy.getAttribute('data-dw-copy-value') ?? '').split(before).join(after));
    shownBase.set(box, after);
  };
  box.addEventListener('change', (event) => {
    if (event.target instanceof Element && (event.target.matches('[data-dw-server-var]') || event.target.matches('[data-dw-base]'))) update();
  });
  box.addEventListener('input', (event) => {
    if (event.target instanceof Element && event.target.matches('input[data-dw-server-var]')) update();
  });
  // A browser that restores the form (back, reload) may have chosen other values already.
  update();
}

/** The request's URL: the path with its parameters filled in, on the chosen base, with the query; null when it cannot be made (the reason is shown). */
function requestUrl(box: Element): URL | null {
  const made = requestUrlOf(box.getAttribute('data-path') ?? '', chosenBase(box), controls(box, '[data-dw-in="path"]'), controls(box, '[data-dw-in="query"]'), location.href);
  if ('error' in made) {
    showError(box, made.error);
    return null;
  }
  return made.url;
}

/** The way to authenticate the reader chose (the first when there is no choice). */
function chosenAuth(box: Element): Element | null {
  const set = one(box, '[data-dw-auth-set]');
  if (!set) return null;
  const choice = one(set, '[data-dw-auth-choice]');
  const index = isControl(choice) ? choice.value : '0';
  return Array.from(set.querySelectorAll('[data-dw-auth-option]')).find((option) => option.getAttribute('data-dw-auth-option') === index) ?? null;
}

/** One scheme's credentials as typed: a header (Bearer, Basic, an API key, a raw `Authorization`) or a query parameter (an API key). */
function authorizePart(part: Element, url: URL, headers: Headers): void {
  const kind = part.getAttribute('data-dw-auth');
  const value = (role: string): string => {
    const input = one(part, `[data-dw-auth-input="${role}"]`);
    return isControl(input) ? input.value : '';
  };
  // `inputPrefix: "Bearer "` pre-fills the scheme: a token typed after it is sent once, as `Bearer <token>`.
  const token = value('token').replace(/^\s*bearer\s+/i, '').trim();
  if (kind === 'bearer' && token) headers.set('Authorization', `Bearer ${token}`);
  if (kind === 'basic' && (value('username') || value('password'))) headers.set('Authorization', `Basic ${base64(`${value('username')}:${value('password')}`)}`);
  const name = part.getAttribute('data-dw-auth-name') ?? '';
  if (kind === 'key' && value('key')) {
    if (part.getAttribute('data-dw-auth-in') === 'query') url.searchParams.set(name, value('key'));
    else headers.set(name, value('key'));
  }
  // A raw `Authorization` (Digest, …) is sent as typed, once more than its scheme's name.
  const raw = value('value').trim();
  if (kind === 'raw' && raw && raw.includes(' ')) headers.set(name, raw);
}

/** The credentials of the chosen way, every scheme it needs. */
function authorize(box: Element, url: URL, headers: Headers): void {
  const option = chosenAuth(box);
  if (!option) return;
  for (const part of Array.from(option.querySelectorAll('[data-dw-auth]'))) authorizePart(part, url, headers);
}

/** Choosing a way to authenticate shows its inputs only. */
function setupAuthChoice(box: Element): void {
  const choice = one(box, '[data-dw-auth-choice]');
  if (!choice) return;
  const update = (): void => {
    const chosen = chosenAuth(box);
    for (const option of Array.from(box.querySelectorAll('[data-dw-auth-option]'))) show(option, option === chosen);
  };
  choice.addEventListener('change', update);
  // A browser that restores the form (back, reload) may have chosen another way already.
  update();
}

/** The body typed in the form, as its content type sends it (JSON checked, form fields from a JSON object); null when it is refused (the reason is shown). */
function requestBody(box: Element, method: string, headers: Headers): { body: Body } | null {
  if (method === 'GET' || method === 'HEAD') return { body: undefined };
  // A body that is a file's bytes: the chosen file, sent as it is (none chosen: no body).
  const fileInput = one(box, '[data-dw-body-file]');
  if (fileInput instanceof HTMLInputElement) {
    const file = fileInput.files?.[0];
    if (!file) return { body: undefined };
    headers.set('Content-Type', fileBodyType(fileInput.getAttribute('data-dw-content-type') ?? 'application/octet-stream', file.type));
    return { body: file };
  }
  // A multipart body's file fields: the files chosen in each (src/openapi/playground-body.ts).
  const chosen: FileChoice<File>[] = Array.from(box.querySelectorAll('input[data-dw-file]'))
    .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement)
    .map((input) => ({ name: input.getAttribute('data-dw-file') ?? '', files: Array.from(input.files ?? []) }));
  const anyFile = chosen.some((choice) => choice.files.length > 0);
  const bodyInput = one(box, '[data-dw-body]');
  if (!isControl(bodyInput) || (bodyInput.value.trim() === '' && !anyFile)) return { body: undefined };
  const type = bodyInput.getAttribute('data-dw-content-type') ?? 'application/json';
  if (/json/i.test(type)) {
    try {
      JSON.parse(bodyInput.value);
    } catch (error) {
      showError(box, `The body is not valid JSON: ${errorMessage(error)}`);
      return null;
    }
  } else if (/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
    let fields: unknown;
    try {
      fields = bodyInput.value.trim() === '' ? {} : JSON.parse(bodyInput.value);
    } catch (error) {
      showError(box, `Write the form fields as a JSON object: ${errorMessage(error)}`);
      return null;
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      showError(box, 'Write the form fields as a JSON object: one key a field.');
      return null;
    }
    const encoding = encodingOf(bodyInput.getAttribute('data-dw-encoding'));
    if (!/multipart/i.test(type)) {
      // Arrays one pair per item, objects as JSON text, the `encoding`'s style where given (src/openapi/playground-body.ts).
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      return { body: urlEncodedOf(fields as Record<string, unknown>, encoding) };
    }
    const form = new FormData();
    for (const part of multipartEntriesOf(fields as Record<string, unknown>, encoding, chosen)) {
      if ('file' in part) form.append(part.name, part.file, part.file.name);
      else if (part.contentType === undefined) form.append(part.name, part.value);
      else form.append(part.name, new Blob([part.value], { type: part.contentType }));
    }
    return { body: form };
  }
  headers.set('Content-Type', type);
  return { body: bodyInput.value };
}

/** Shows what came back: the API's answer, or the dev proxy's own refusal or failure said in words. */
function showAnswer(box: Element, response: Response, text: string, ms: number, proxy: string | undefined): void {
  if (proxy && response.headers.get('x-docwright-proxy-error') !== null) {
    let message = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') message = parsed.error;
    } catch {
      // the text as it came
    }
    showError(box, message);
    return;
  }
  showResponse(box, response, text, ms);
}

/** Sends the playground's request (directly, or through the dev server's proxy) and shows the answer. */
function send(box: Element): void {
  const method = box.getAttribute('data-method') ?? 'GET';
  const url = requestUrl(box);
  if (!url) return;
  const headers = new Headers();
  for (const [name, value] of requestHeadersOf(controls(box, '[data-dw-in="header"]'))) headers.set(name, value);
  authorize(box, url, headers);
  const prepared = requestBody(box, method, headers);
  if (!prepared) return;
  const { body } = prepared;
  const button = one(box, '[data-dw-send]');
  if (button instanceof HTMLButtonElement) button.disabled = true;
  // While a request is out, the result area says so (and the previous answer is not mistaken for this one's).
  const pending = one(box, '[data-dw-result]');
  pending?.setAttribute('aria-busy', 'true');
  const started = performance.now();
  const proxy = devProxy(box);
  const request = proxy ? viaProxy(proxy, url, method, headers, body) : fetch(url.toString(), { method, headers, ...(body !== undefined ? { body } : {}), mode: 'cors', credentials: box.getAttribute('data-dw-credentials') === 'include' ? 'include' : 'omit', redirect: 'follow' });
  request
    .then(
      (response) => response.text().then((text) => showAnswer(box, response, text, performance.now() - started, proxy)),
      (error: unknown) => {
        showError(box, explain(error, url));
      },
    )
    .catch((error: unknown) => {
      showError(box, explain(error, url));
    })
    .finally(() => {
      if (button instanceof HTMLButtonElement) button.disabled = false;
      pending?.removeAttribute('aria-busy');
    });
}

function setup(box: Element): void {
  const form = one(box, '[data-dw-form]');
  if (!form || form.getAttribute('data-dw-ready') !== null) return;
  form.setAttribute('data-dw-ready', '');
  setupAuthChoice(box);
  setupServerChoice(box);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send(box);
  });
}

/**
 * "Try it" opens the playground as a modal dialog. Without this script (or without dialog
 * support) the playground stays a section after the reference, which the button links to.
 */
function dialogFor(box: Element): void {
  if (typeof HTMLDialogElement === 'undefined' || !box.id || box.parentElement?.tagName === 'DIALOG') return;
  const dialog = make('dialog');
  if (!(dialog instanceof HTMLDialogElement)) return;
  dialog.className = 'dw-api-dialog';
  const title = box.getAttribute('aria-labelledby');
  if (title) dialog.setAttribute('aria-labelledby', title);
  const close = el('button', 'dw-api-close', '\u00d7');
  close.setAttribute('type', 'button');
  close.setAttribute('aria-label', 'Close');
  box.parentElement?.insertBefore(dialog, box);
  dialog.appendChild(box);
  box.insertBefore(close, box.firstChild);
  close.addEventListener('click', () => {
    dialog.close();
  });
  // A click on the backdrop (outside the panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  const open = (): void => {
    if (!dialog.open) dialog.showModal();
    const first = box.querySelector('input, select, textarea');
    if (first instanceof HTMLElement) first.focus();
  };
  for (const link of Array.from(allInDocument('a[data-dw-try]'))) {
    if (link.getAttribute('href') !== `#${box.id}`) continue;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      open();
    });
  }
  if (location.hash === `#${box.id}`) open();
}

function init(): void {
  for (const box of Array.from(allInDocument('.dw-api-playground[data-mode="show"]'))) {
    setup(box);
    dialogFor(box);
  }
}
if (readyState?.call(doc) === 'loading') EventTarget.prototype.addEventListener.call(doc, 'DOMContentLoaded', init);
else init();
