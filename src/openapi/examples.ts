// Request examples (curl, JavaScript fetch, Python requests) and response examples for an
// operation. Secrets are always placeholders (`Bearer <API_KEY>`), never real values.
import { authOptions, optionCredentials } from './auth.js';
import type { OperationModel, ParamModel } from './model.js';
import { cookieParts, headerText, pathText, queryParts } from './param-style.js';
import type { ApiSettings } from './settings.js';

export interface CodeSample {
  /** Fence language (generated: `bash`, `javascript`, `python`, `json`, `text`; a spec's `x-codeSamples` may name any). */
  language: string;
  /** Tab title. */
  label: string;
  /** The fence's meta when it is not the label alone (a spec's label, quoted as `title="…"`). */
  meta?: string;
  code: string;
}

export interface RequestParts {
  method: string;
  url: string;
  headers: [string, string][];
  /**
   * JSON body value, or form fields (a multipart field with `file` is a file, its value the placeholder path), or
   * text, or a file's bytes (`file`: the placeholder path), or nothing.
   */
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'form'; fields: [string, string][] }
    | { kind: 'multipart'; fields: FormField[] }
    | { kind: 'text'; contentType: string; text: string }
    | { kind: 'file'; contentType: string; file: string };
}

/** One part of a `multipart/form-data` example: a text field, or a file (`value` is the path of a placeholder file). */
export interface FormField {
  name: string;
  value: string;
  file?: boolean;
}

/** The path of the placeholder file an example uploads: `example-file`, or `example-file-2` for the second of several. */
export const PLACEHOLDER_FILE = 'example-file';

/** A multipart body's parts: a file field's placeholder path (an array of files: one part per file), the other fields as text (an object as JSON text). */
function multipartFields(value: unknown, files: Readonly<Record<string, 'one' | 'many'>>): FormField[] {
  const fields: FormField[] = [];
  let count = 0;
  const path = (): string => (++count === 1 ? PLACEHOLDER_FILE : `${PLACEHOLDER_FILE}-${count}`);
  const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  for (const [name, v] of entries) {
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (file === 'many') for (let i = 0; i < Math.max(1, Array.isArray(v) ? v.length : 1); i++) fields.push({ name, value: path(), file: true });
    else if (file === 'one') fields.push({ name, value: path(), file: true });
    else if (Array.isArray(v) && v.every((item) => item === null || typeof item !== 'object')) for (const item of v) fields.push({ name, value: scalar(item) });
    else fields.push({ name, value: scalar(v) });
  }
  return fields;
}

/** The parameter's example value (its example, default or first option), or `<name>`. */
function sampleValue(param: ParamModel): unknown {
  if (param.hasExample) return param.example;
  if (param.hasDefault) return param.default;
  if (param.enum && param.enum.length > 0) return param.enum[0];
  return `<${param.name}>`;
}

/**
 * The value sent for a parameter: for one given by `content` (`mediaType`), its media type's text (JSON written
 * compactly: `{"a":1}`), sent unstyled under its own name, as the playground sends it (src/openapi/playground-request.ts).
 */
function sentValue(param: ParamModel): unknown {
  const value = sampleValue(param);
  if (param.mediaType === undefined || typeof value === 'string') return value;
  return /json/i.test(param.mediaType) ? JSON.stringify(value) ?? '' : scalar(value);
}

/** How a parameter is serialized: as its `style` and `explode` say, or, given by `content`, as plain text (no style). */
function styleOf(param: ParamModel): ParamModel | Record<string, never> {
  return param.mediaType === undefined ? param : {};
}

/** `<` and `>` of a placeholder kept readable in a URL. */
function readable(encoded: string): string {
  return encoded.replace(/%3C/gi, '<').replace(/%3E/gi, '>');
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** The example request's parts: base URL, filled path, sample query and headers, auth. */
export function requestParts(op: OperationModel, settings: ApiSettings, baseUrl?: string): RequestParts {
  const base = (baseUrl ?? settings.baseUrls[0] ?? op.servers[0] ?? settings.mdx.baseUrls[0] ?? '').replace(/\/+$/, '');
  let path = op.webhook ? '' : op.path;
  for (const param of op.parameters.path) {
    if (param.hasExample || param.hasDefault) path = path.split(`{${param.name}}`).join(pathText(param.name, sentValue(param), styleOf(param)));
  }
  // An optional parameter is shown when it has a value to show, unless `api.examples.defaults: required` leaves it out.
  const shown = (param: ParamModel, hasValue: boolean): boolean => param.required || (!settings.requiredOnly && hasValue);
  // Each parameter sent as its `style` and `explode` say (src/openapi/param-style.ts).
  const query: string[] = [];
  for (const param of op.parameters.query) {
    if (shown(param, param.hasExample || param.hasDefault)) query.push(...queryParts(param.name, sentValue(param), styleOf(param)));
  }
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  // The first way to authenticate, with every scheme it needs (the page lists the others).
  const first = authOptions(op, settings)[0];
  for (const credential of first ? optionCredentials(first) : []) {
    if (credential.in === 'header') headers.push([credential.name, credential.placeholder]);
    else if (credential.in === 'query') query.push(...queryParts(credential.name, credential.placeholder, {}));
    else cookies.push(`${credential.name}=${credential.placeholder}`);
  }
  for (const param of op.parameters.header) {
    if (shown(param, param.hasExample)) headers.push([param.name, headerText(sentValue(param), styleOf(param))]);
  }
  for (const param of op.parameters.cookie) {
    if (shown(param, param.hasExample || param.hasDefault)) cookies.push(...cookieParts(param.name, sentValue(param), styleOf(param)));
  }
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  const qs = readable(query.join('&'));
  const parts: RequestParts = { method: op.method, url: `${base}${path}${qs ? `?${qs}` : ''}`, headers };
  // `api.examples.defaults: required`: a generated body keeps its required properties only (the spec's own example is kept whole).
  const body = op.body && settings.requiredOnly && op.body.requiredExample !== undefined ? { ...op.body, example: op.body.requiredExample } : op.body;
  if (body) {
    if (/json/i.test(body.contentType)) {
      headers.push(['Content-Type', body.contentType]);
      parts.body = { kind: 'json', value: body.example };
    } else if (/multipart\/form-data/i.test(body.contentType)) {
      parts.body = { kind: 'multipart', fields: multipartFields(body.example, body.files ?? {}) };
    } else if (/x-www-form-urlencoded/i.test(body.contentType)) {
      const value = body.example;
      const fields: [string, string][] =
        typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => [k, scalar(v)]) : [];
      headers.push(['Content-Type', body.contentType]);
      parts.body = { kind: 'form', fields };
    } else if (body.binary === true) {
      // A file's bytes (`image/png`, `application/octet-stream` with `format: binary`): sent from a placeholder file, never the text `<string>`.
      headers.push(['Content-Type', body.contentType]);
      parts.body = { kind: 'file', contentType: body.contentType, file: PLACEHOLDER_FILE };
    } else {
      headers.push(['Content-Type', body.contentType]);
      // An XML body: its example written as XML from the schema (src/openapi/xml-example.ts), never JSON.
      const text = body.xml ?? (typeof body.example === 'string' ? body.example : JSON.stringify(body.example, null, 2) ?? '');
      parts.body = { kind: 'text', contentType: body.contentType, text };
    }
  }
  return parts;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * One `--form` part: a file as `name=@path`; a text field as `--form-string` when curl's `--form` would read its value
 * as something else (a leading `<` or `@` reads a file, a leading `"` starts a quoted value, `;` starts a `type=`).
 */
function curlFormPart(field: FormField): string {
  if (field.file === true) return `  --form ${shellQuote(`${field.name}=@${field.value}`)}`;
  return `  ${/^[<@"]|;/.test(field.value) ? '--form-string' : '--form'} ${shellQuote(`${field.name}=${field.value}`)}`;
}

/**
 * The cURL command for a request. A URL with `[`, `]`, `{` or `}` (a `deepObject` query's `filter[color]=red`, a path
 * template left as written) gets `--globoff`: curl reads them as its URL patterns and fails (`bad range in URL`).
 */
export function curlSample(parts: RequestParts): string {
  const lines = [`curl --request ${parts.method}`, `  --url ${shellQuote(parts.url)}`];
  if (/[[\]{}]/.test(parts.url)) lines.push('  --globoff');
  for (const [name, value] of parts.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  const body = parts.body;
  if (body?.kind === 'json') lines.push(`  --data ${shellQuote(JSON.stringify(body.value, null, 2) ?? 'null')}`);
  else if (body?.kind === 'form') for (const [k, v] of body.fields) lines.push(`  --data-urlencode ${shellQuote(`${k}=${v}`)}`);
  else if (body?.kind === 'multipart') for (const field of body.fields) lines.push(curlFormPart(field));
  else if (body?.kind === 'text') lines.push(`  --data ${shellQuote(body.text)}`);
  else if (body?.kind === 'file') lines.push(`  --data-binary ${shellQuote(`@${body.file}`)}`);
  return lines.join(' \\\n');
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

export function fetchSample(parts: RequestParts): string {
  const lines: string[] = [];
  const headers = parts.headers.map(([k, v]) => `${jsKey(k)}: ${jsString(v)}`);
  lines.push('const options = {');
  lines.push(`  method: ${jsString(parts.method)},`);
  if (headers.length > 0) lines.push(`  headers: {${headers.join(', ')}},`);
  const body = parts.body;
  if (body?.kind === 'json') lines.push(`  body: JSON.stringify(${(JSON.stringify(body.value, null, 2) ?? 'null').replace(/\n/g, '\n  ')})`);
  else if (body?.kind === 'form') lines.push(`  body: new URLSearchParams(${JSON.stringify(Object.fromEntries(body.fields))})`);
  else if (body?.kind === 'text') lines.push(`  body: ${jsString(body.text)}`);
  else if (body?.kind === 'file') lines.push(`  body: await openAsBlob(${jsString(body.file)})`);
  if (body?.kind === 'multipart') {
    // A file field is a Blob of the file (Node's `openAsBlob`; in a browser, an `<input type="file">`'s file), with its name.
    const append = ({ name, value, file }: FormField): string =>
      file === true ? `form.append(${jsString(name)}, await openAsBlob(${jsString(value)}), ${jsString(value)});` : `form.append(${jsString(name)}, ${jsString(value)});`;
    lines.unshift('const form = new FormData();', ...body.fields.map(append), '');
    lines.push('  body: form');
  }
  if (body?.kind === 'file' || (body?.kind === 'multipart' && body.fields.some((field) => field.file === true))) lines.unshift("import { openAsBlob } from 'node:fs';", '');
  lines.push('};', '');
  lines.push(`fetch(${jsString(parts.url)}, options)`);
  lines.push('  .then(response => response.json())');
  lines.push('  .then(response => console.log(response))');
  lines.push('  .catch(err => console.error(err));');
  return lines.join('\n').replace(/,\n\};/, '\n};');
}

/** A JSON value as a Python literal. */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, indent + 1)).join(',\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 1)}`).join(',\n')}\n${end}}`;
  }
  // What is left is not JSON (undefined, a function, a symbol, a bigint): written as a string.
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : '');
}

/** A Python list of `(name, value)` tuples, each on its own line. */
function pythonPairs(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '[]';
  return `[\n${pairs.map(([name, value]) => `    (${JSON.stringify(name)}, ${value})`).join(',\n')}\n]`;
}

/**
 * A multipart body for requests: files in `files=` (each an open file), text fields in `data=`; a body without a file
 * sends its fields as `files=` parts without a file name (`(None, value)`), as `data=` alone would send a form-encoded body.
 */
function pythonMultipart(fields: readonly FormField[], args: string[]): string[] {
  const files = fields.filter((field) => field.file === true);
  const text = fields.filter((field) => field.file !== true);
  if (files.length === 0) {
    args.push('files=files');
    return [`files = ${pythonPairs(text.map(({ name, value }) => [name, `(None, ${JSON.stringify(value)})`]))}`];
  }
  const lines: string[] = [];
  if (text.length > 0) {
    lines.push(`payload = ${pythonPairs(text.map(({ name, value }) => [name, JSON.stringify(value)]))}`);
    args.push('data=payload');
  }
  lines.push(`files = ${pythonPairs(files.map(({ name, value }) => [name, `open(${JSON.stringify(value)}, "rb")`]))}`);
  args.push('files=files');
  return lines;
}

export function pythonSample(parts: RequestParts): string {
  const lines = ['import requests', '', `url = ${JSON.stringify(parts.url)}`, ''];
  const args = [JSON.stringify(parts.method), 'url'];
  const body = parts.body;
  if (body?.kind === 'json') {
    lines.push(`payload = ${pythonLiteral(body.value)}`);
    args.push('json=payload');
  } else if (body?.kind === 'form') {
    lines.push(`payload = ${pythonLiteral(Object.fromEntries(body.fields))}`);
    args.push('data=payload');
  } else if (body?.kind === 'multipart') {
    lines.push(...pythonMultipart(body.fields, args));
  } else if (body?.kind === 'file') {
    lines.push(`payload = open(${JSON.stringify(body.file)}, "rb")`);
    args.push('data=payload');
  } else if (body?.kind === 'text') {
    lines.push(`payload = ${JSON.stringify(body.text)}`);
    args.push('data=payload');
  }
  const headers = parts.headers.filter(([k]) => !(body?.kind === 'json' && k === 'Content-Type'));
  if (headers.length > 0) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (body || headers.length > 0) lines.push('');
  lines.push(`response = requests.request(${args.join(', ')})`, '', 'print(response.text)');
  return lines.join('\n');
}

/** A sample whose label is any text (a spec's example summary): given as a quoted `title`, so no word of it reads as a code block option. */
function titled(language: string, label: string, code: string): CodeSample {
  return { language, label, meta: `title="${label.replace(/"/g, "'")}"`, code };
}

/**
 * The spec's own samples (`x-codeSamples`, or Redoc's `x-code-samples`), first, as Mintlify
 * shows them; then curl, JavaScript and Python, in that order. A body with several named examples
 * gets each language's request for each of them, titled by language and example name (`cURL: small`),
 * so no example is left out whichever languages are shown.
 * `api.examples.languages` picks and orders the generated ones; with `api.examples.autogenerate: false`,
 * the spec's own samples only.
 */
export function requestSamples(op: OperationModel, settings: ApiSettings): CodeSample[] {
  const own = op.codeSamples.map((sample) => ({ language: sample.lang, label: sample.label, meta: `title="${sample.label.replace(/"/g, "'")}"`, code: sample.source }));
  // `api.examples.autogenerate: false`: the spec's own samples alone, as on Mintlify.
  if (!settings.autogenerate) return own;
  // A webhook is a request the API sends to the reader's endpoint: no request to the API server, its payload instead.
  if (op.webhook) return [...own, ...payloadSamples(op, settings)];
  const languages: { language: string; label: string; sample: (parts: RequestParts) => string }[] = [
    { language: 'bash', label: 'cURL', sample: curlSample },
    { language: 'javascript', label: 'JavaScript', sample: fetchSample },
    { language: 'python', label: 'Python', sample: pythonSample },
  ];
  // `api.examples.languages`: the ones it names, in its order (the build generates no others: `check` warns at them).
  const chosen = settings.languages === undefined ? languages : settings.languages.flatMap((language) => languages.filter((entry) => entry.language === language));
  const named = op.body?.examples ?? [];
  // The body's named examples: each language's request for each, as Mintlify lets the reader pick one.
  const variants: { label?: string; parts: RequestParts }[] = named.length === 0 ? [{ parts: requestParts(op, settings) }] : named.map((example) => ({ label: example.label, parts: requestParts(withExample(op, example.value), settings) }));
  const generated = chosen.flatMap(({ language, label, sample }) =>
    variants.map((variant) => (variant.label !== undefined ? titled(language, `${label}: ${variant.label}`, sample(variant.parts)) : { language, label, code: sample(variant.parts) })),
  );
  return [...own, ...generated];
}

/**
 * A webhook's payload examples: the body the API sends to the reader's endpoint, as its media type writes it (JSON,
 * the XML written from the schema, or the text), titled `Payload`, one per named example (`Payload: name`). None for
 * a webhook without a body, or one whose body is a file's bytes. Never a curl, fetch or requests call: those would
 * send the payload to the API server, which is not where a webhook goes.
 */
function payloadSamples(op: OperationModel, settings: ApiSettings): CodeSample[] {
  const body = op.body;
  if (!body || body.binary === true) return [];
  const json = /json/i.test(body.contentType);
  const code = (value: unknown): string => (typeof value === 'string' && !json ? value : (JSON.stringify(value, null, 2) ?? 'null'));
  const language = json ? 'json' : typeof body.example === 'string' ? 'text' : 'json';
  const named = body.examples ?? [];
  if (named.length > 0) return named.map((example) => titled(typeof example.value === 'string' && !json ? 'text' : 'json', `Payload: ${example.label}`, code(example.value)));
  if (body.xml !== undefined && !(settings.requiredOnly && body.requiredExample !== undefined)) return [{ language: 'xml', label: 'Payload', code: body.xml }];
  // `api.examples.defaults: required`: a generated payload keeps its required properties only, as a request body does.
  const value = settings.requiredOnly && body.requiredExample !== undefined ? body.requiredExample : body.example;
  return [{ language, label: 'Payload', code: code(value) }];
}

/** The operation with its body's example replaced by one of its named examples (the first is the body's `example` already). */
function withExample(op: OperationModel, value: unknown): OperationModel {
  if (!op.body) return op;
  // The XML written from the first example is not this one's.
  const { xml, ...body } = op.body;
  return xml !== undefined && value === op.body.example ? op : { ...op, body: { ...body, example: value } };
}

/** One sample per response status that has a body. */
export function responseSamples(op: OperationModel): CodeSample[] {
  const out: CodeSample[] = [];
  for (const response of op.responses) {
    const json = response.contentType === undefined || /json/i.test(response.contentType);
    const code = (example: unknown): string => (typeof example === 'string' && !json ? example : (JSON.stringify(example, null, 2) ?? 'null'));
    // Several named examples: each is a sample of its own, as Mintlify lets the reader pick one.
    if (response.examples && response.examples.length > 1) {
      for (const example of response.examples) out.push(titled(json ? 'json' : 'text', `${response.status} ${example.label}`, code(example.value)));
      continue;
    }
    if (response.example === undefined) continue;
    if (response.xml !== undefined) out.push({ language: 'xml', label: response.status, code: response.xml });
    else out.push({ language: json ? 'json' : 'text', label: response.status, code: code(response.example) });
  }
  return out;
}
