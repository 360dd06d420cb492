// The playground's browser script, shipped once as a static asset (PLAYGROUND_SCRIPT_PATH).
// Plain ES2017, no framework, no dependencies. It reads the form the page already has
// (`data-dw-*` attributes), sends the request with fetch, and shows status, time, headers
// and the body. Everything from the network is written with textContent: never innerHTML.
// Kept as a string so the package ships it without a bundler; a test runs it in chromium.

export const PLAYGROUND_CSS = String.raw`
.dw-api-playground{border:1px solid var(--dw-border,#d4d4d8);border-radius:.75rem;padding:1rem;margin:0 0 1.5rem}
.dw-api-endpoint{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;font-family:ui-monospace,monospace}
.dw-api-method{font-weight:700;padding:.1rem .5rem;border-radius:.375rem;background:#e4e4e7;color:#18181b}
.dw-api-method-get{background:#dcfce7;color:#166534}.dw-api-method-post{background:#dbeafe;color:#1e40af}
.dw-api-method-put{background:#fef9c3;color:#854d0e}.dw-api-method-patch{background:#ffedd5;color:#9a3412}
.dw-api-method-delete{background:#fee2e2;color:#991b1b}
.dw-api-path{flex:1;word-break:break-all}
.dw-api-send{margin-left:auto;padding:.35rem 1rem;border-radius:.5rem;border:0;background:var(--dw-primary,#16a34a);color:#fff;font-weight:600;cursor:pointer}
.dw-api-playground fieldset{border:0;border-top:1px solid var(--dw-border,#e4e4e7);margin:.75rem 0 0;padding:.5rem 0 0}
.dw-api-playground legend{font-weight:600;font-size:.875rem}
.dw-api-field{display:grid;grid-template-columns:minmax(8rem,1fr) 2fr;gap:.5rem;align-items:center;margin:.35rem 0}
.dw-api-field input,.dw-api-field select,.dw-api-body textarea{width:100%;box-sizing:border-box;font:inherit;padding:.3rem .5rem;border:1px solid var(--dw-border,#d4d4d8);border-radius:.375rem;background:transparent;color:inherit}
.dw-api-body textarea{font-family:ui-monospace,monospace;font-size:.8125rem;margin-top:.35rem}
.dw-api-type{color:#71717a;font-size:.8125rem}.dw-api-required{color:#dc2626;font-size:.75rem}
.dw-api-result{margin-top:1rem}.dw-api-error{color:#b91c1c}
.dw-api-response{max-height:24rem;overflow:auto;padding:.75rem;border-radius:.5rem;background:rgba(127,127,127,.1)}
.dw-api-headers dl{display:grid;grid-template-columns:auto 1fr;gap:.1rem .75rem;font-family:ui-monospace,monospace;font-size:.8125rem}
.dw-json-key{color:#7c3aed}.dw-json-string{color:#15803d}.dw-json-number{color:#c2410c}.dw-json-literal{color:#2563eb}
`;

export const PLAYGROUND_JS = String.raw`(function () {
  'use strict';
  // Nothing is looked up by name on document: a page element named like a document property
  // would shadow it (DOM clobbering). Its methods come from Document.prototype instead.
  var doc = document;
  var D = Document.prototype;
  function method(proto, name) { var f = proto[name]; return function () { return f.apply(doc, arguments); }; }
  var make = method(D, 'createElement');
  var makeText = method(D, 'createTextNode');
  var allInDocument = method(D, 'querySelectorAll');
  var readyState = (Object.getOwnPropertyDescriptor(D, 'readyState') || {}).get;

  function one(root, selector) { return root.querySelector(selector); }
  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }
  function el(tag, className, text) {
    var node = make(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  function base64(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }

  // JSON highlighting with spans and textContent only.
  function appendJson(parent, value, indent) {
    var pad = new Array(indent + 1).join('  ');
    if (value === null || typeof value === 'boolean') { parent.appendChild(el('span', 'dw-json-literal', String(value))); return; }
    if (typeof value === 'number') { parent.appendChild(el('span', 'dw-json-number', String(value))); return; }
    if (typeof value === 'string') { parent.appendChild(el('span', 'dw-json-string', JSON.stringify(value))); return; }
    var isArray = Array.isArray(value);
    var keys = isArray ? value.map(function (_, i) { return i; }) : Object.keys(value);
    if (keys.length === 0) { parent.appendChild(makeText(isArray ? '[]' : '{}')); return; }
    parent.appendChild(makeText(isArray ? '[\n' : '{\n'));
    keys.forEach(function (key, i) {
      parent.appendChild(makeText(pad + '  '));
      if (!isArray) {
        parent.appendChild(el('span', 'dw-json-key', JSON.stringify(key)));
        parent.appendChild(makeText(': '));
      }
      appendJson(parent, value[key], indent + 1);
      parent.appendChild(makeText(i < keys.length - 1 ? ',\n' : '\n'));
    });
    parent.appendChild(makeText(pad + (isArray ? ']' : '}')));
  }

  function explain(error, url) {
    var origin = url.origin;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      return 'The request was not sent: this browser is offline.';
    }
    if (location.protocol === 'https:' && url.protocol === 'http:') {
      return 'The browser blocked the request: this page is served over HTTPS and ' + origin + ' is plain HTTP (mixed content). Use an HTTPS base URL.';
    }
    return 'The request to ' + origin + ' failed before a response arrived. Either the server cannot be reached ' +
      '(check the base URL and your connection), or it answered without allowing requests from this page: ' +
      'the API must send CORS headers (Access-Control-Allow-Origin) for ' + location.origin + '. ' +
      'The code examples on this page work from a terminal either way. (' + (error && error.message ? error.message : String(error)) + ')';
  }

  function showError(box, message) {
    var result = one(box, '[data-dw-result]');
    result.hidden = false;
    var status = one(result, '[data-dw-status]');
    status.textContent = '';
    clear(one(result, '[data-dw-headers]'));
    clear(one(result, '[data-dw-response]'));
    var error = one(result, '[data-dw-error]');
    error.textContent = message;
    error.hidden = false;
  }

  function showResponse(box, response, text, ms) {
    var result = one(box, '[data-dw-result]');
    result.hidden = false;
    one(result, '[data-dw-error]').hidden = true;
    one(result, '[data-dw-status]').textContent = response.status + (response.statusText ? ' ' + response.statusText : '') + ' \u00b7 ' + Math.round(ms) + ' ms';
    result.setAttribute('data-status', String(response.status));
    var headers = one(result, '[data-dw-headers]');
    clear(headers);
    response.headers.forEach(function (value, name) {
      headers.appendChild(el('dt', '', name));
      headers.appendChild(el('dd', '', value));
    });
    var out = one(result, '[data-dw-response]');
    clear(out);
    var parsed;
    try { parsed = text ? JSON.parse(text) : undefined; } catch (e) { parsed = undefined; }
    if (parsed !== undefined) appendJson(out, parsed, 0);
    else out.textContent = text;
  }

  function send(box) {
    var method = box.getAttribute('data-method') || 'GET';
    var path = box.getAttribute('data-path') || '';
    var baseInput = one(box, '[data-dw-base]');
    var base = baseInput ? (baseInput.tagName === 'SELECT' ? baseInput.value : baseInput.getAttribute('data-value') || '') : '';
    var missing = [];
    all(box, '[data-dw-in="path"]').forEach(function (input) {
      var name = input.getAttribute('data-dw-name');
      if (!input.value) missing.push(name);
      path = path.split('{' + name + '}').join(encodeURIComponent(input.value));
    });
    if (missing.length > 0) { showError(box, 'Missing path parameter ' + missing.join(', ') + '.'); return; }
    var url;
    try { url = new URL(base.replace(/\/+$/, '') + path, location.href); }
    catch (e) { showError(box, 'The URL ' + base + path + ' is not valid.'); return; }
    all(box, '[data-dw-in="query"]').forEach(function (input) {
      if (input.value !== '') url.searchParams.append(input.getAttribute('data-dw-name'), input.value);
    });
    var headers = new Headers();
    all(box, '[data-dw-in="header"]').forEach(function (input) {
      if (input.value !== '') headers.set(input.getAttribute('data-dw-name'), input.value);
    });
    var auth = one(box, '[data-dw-auth]');
    if (auth) {
      var kind = auth.getAttribute('data-dw-auth');
      var value = function (role) { var input = one(auth, '[data-dw-auth-input="' + role + '"]'); return input ? input.value : ''; };
      if (kind === 'bearer' && value('token')) headers.set('Authorization', 'Bearer ' + value('token'));
      if (kind === 'basic' && (value('username') || value('password'))) headers.set('Authorization', 'Basic ' + base64(value('username') + ':' + value('password')));
      if (kind === 'key' && value('key')) {
        if (auth.getAttribute('data-dw-auth-in') === 'query') url.searchParams.set(auth.getAttribute('data-dw-auth-name'), value('key'));
        else headers.set(auth.getAttribute('data-dw-auth-name'), value('key'));
      }
    }
    var body;
    var bodyInput = one(box, '[data-dw-body]');
    if (bodyInput && bodyInput.value.trim() !== '' && method !== 'GET' && method !== 'HEAD') {
      var type = bodyInput.getAttribute('data-dw-content-type') || 'application/json';
      if (/json/i.test(type)) {
        try { JSON.parse(bodyInput.value); }
        catch (e) { showError(box, 'The body is not valid JSON: ' + e.message); return; }
        body = bodyInput.value;
        headers.set('Content-Type', type);
      } else if (/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
        var fields;
        try { fields = JSON.parse(bodyInput.value); }
        catch (e) { showError(box, 'Write the form fields as a JSON object: ' + e.message); return; }
        var form = /multipart/i.test(type) ? new FormData() : new URLSearchParams();
        Object.keys(fields || {}).forEach(function (key) { form.append(key, String(fields[key])); });
        body = form;
      } else {
        body = bodyInput.value;
        headers.set('Content-Type', type);
      }
    }
    var button = one(box, '[data-dw-send]');
    if (button) button.disabled = true;
    // While a request is out, the result area says so (and the previous answer is not mistaken for this one's).
    var pending = one(box, '[data-dw-result]');
    if (pending) pending.setAttribute('aria-busy', 'true');
    var started = performance.now();
    fetch(url.toString(), { method: method, headers: headers, body: body, mode: 'cors', credentials: 'omit', redirect: 'follow' })
      .then(function (response) {
        return response.text().then(function (text) { showResponse(box, response, text, performance.now() - started); });
      }, function (error) { showError(box, explain(error, url)); })
      .then(function () {
        if (button) button.disabled = false;
        if (pending) pending.removeAttribute('aria-busy');
      });
  }

  function setup(box) {
    var form = one(box, '[data-dw-form]');
    if (!form || form.getAttribute('data-dw-ready')) return;
    form.setAttribute('data-dw-ready', '');
    form.addEventListener('submit', function (event) { event.preventDefault(); send(box); });
  }

  function init() { Array.prototype.slice.call(allInDocument('.dw-api-playground[data-mode="show"]')).forEach(setup); }
  if (readyState && readyState.call(doc) === 'loading') EventTarget.prototype.addEventListener.call(doc, 'DOMContentLoaded', init);
  else init();
})();
`;
