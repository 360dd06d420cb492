// The findings about a spec: their rule ids, one readable sentence per JSON Schema error,
// and which operation (`METHOD /path`) a place in the document belongs to.
import type { Finding } from '../findings/finding.js';
import type { Position } from './source-text.js';
import { OPENAPI_METHODS } from './spec-values.js';
import type { SchemaError } from './validate.js';
import type { CheckId } from '../findings/checks.js';

/** `2.0`, `3.0` or `3.1`: the OpenAPI versions docwright reads. */
export type SpecVersion = '2.0' | '3.0' | '3.1';

/** How the `openapi-kind` finding for an AsyncAPI document named as an OpenAPI spec begins: placed at the value naming it (src/config/nav-key.ts). */
export { ASYNCAPI_GIVEN } from '../config/nav-key.js';

/** The rule of findings about reading a remote spec (offline, the cached copy, a failed fetch). */
export const REMOTE_RULE: CheckId = 'openapi-remote';

export const RULE = {
  source: 'openapi-source',
  syntax: 'openapi-syntax',
  kind: 'openapi-kind',
  invalid: 'openapi-invalid',
  ref: 'openapi-ref',
  duplicate: 'openapi-duplicate-key',
  remote: REMOTE_RULE,
} as const satisfies Record<string, CheckId>;

/** Reports one finding about the spec being loaded (at the document's start without `at`) and returns it. */
export type Report = (ruleId: CheckId, severity: Finding['severity'], message: string, at?: Position) => Finding;

export function finding(file: string, at: Position, ruleId: CheckId, severity: Finding['severity'], message: string): Finding {
  return { file, line: at.line, column: at.column, ruleId, severity, message };
}

/** Unescape a JSON pointer (`/paths/~1plants/get`) into segments. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function displayPointer(segments: readonly string[]): string {
  return segments.length === 0 ? 'the document root' : `\`${segments.join('.')}\``;
}

type AjvError = SchemaError;

/** One readable sentence per ajv error, in the house style. */
export function ajvMessage(error: AjvError, segments: readonly string[]): string {
  const where = displayPointer(segments);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `Missing \`${String(p.missingProperty)}\` in ${where}`;
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const key = String(p.additionalProperty ?? p.unevaluatedProperty);
      return `Unexpected key \`${key}\` in ${where}`;
    }
    case 'type':
      return `Unexpected type of ${where}, expected \`${String(p.type)}\``;
    case 'enum':
      return `Unexpected value of ${where}, expected one of ${Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => `\`${String(v)}\``).join(', ') : 'the allowed values'}`;
    case 'const':
      return `Unexpected value of ${where}, expected \`${String(p.allowedValue)}\``;
    case 'pattern':
      return `Unexpected value of ${where}, expected it to match \`${String(p.pattern)}\``;
    default:
      return `Unexpected value of ${where}: ${error.message ?? error.keyword}`;
  }
}

/**
 * Keep the useful ajv errors: with `allErrors`, a bad value under a `oneOf` yields an error
 * for every branch. Drop the combinator noise and the `$ref`-branch complaints, keep the
 * deepest error per location, and cap the count.
 */
export function usefulAjvErrors(all: readonly AjvError[]): AjvError[] {
  // The bundled OpenAPI 3.1 schema wrongly requires `identifier` or `url` in `info.license`
  // (the specification makes both optional); the platform's own starter trips on it.
  const errors = all.filter((e) => e.instancePath !== '/info/license' || !['required', 'oneOf'].includes(e.keyword));
  if (errors.length === 0) return [];
  const noise = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', 'then', 'else', '$ref', 'false schema']);
  const kept = errors.filter(
    (e) => !noise.has(e.keyword) && !(e.keyword === 'required' && e.params.missingProperty === '$ref'),
  );
  // A `required` complaint from one `oneOf` branch is noise when something deeper failed too.
  const branchy = (e: AjvError): boolean => /\/(oneOf|anyOf)\/\d+/.test(e.schemaPath ?? '');
  const pruned = kept.filter(
    (e) => !(e.keyword === 'required' && branchy(e) && kept.some((o) => o.instancePath.startsWith(e.instancePath + '/'))),
  );
  // Several `enum`/`const` branches at one place become one `enum` with every allowed value.
  const merged: AjvError[] = [];
  for (const e of pruned) {
    if (e.keyword !== 'enum' && e.keyword !== 'const') {
      merged.push(e);
      continue;
    }
    const values = e.keyword === 'enum' && Array.isArray(e.params.allowedValues) ? e.params.allowedValues : [e.params.allowedValue];
    const existing = merged.find((o) => o.keyword === 'enum' && o.instancePath === e.instancePath);
    if (existing && Array.isArray(existing.params.allowedValues)) {
      for (const v of values) if (!existing.params.allowedValues.includes(v)) existing.params.allowedValues.push(v);
    } else {
      merged.push({ ...e, keyword: 'enum', params: { allowedValues: [...(values as unknown[])] } });
    }
  }
  const pool = merged.length > 0 ? merged : errors.slice(0, 1);
  const seen = new Set<string>();
  const out: AjvError[] = [];
  // Deepest first: a specific complaint beats its parent's generic one.
  const sorted = [...pool].sort((a, b) => b.instancePath.length - a.instancePath.length);
  for (const e of sorted) {
    const key = `${e.instancePath}\0${e.keyword}\0${JSON.stringify(e.params)}`;
    if (seen.has(key)) continue;
    if (out.some((o) => o.instancePath.startsWith(e.instancePath + '/') && e.keyword !== 'required' && e.keyword !== 'additionalProperties')) continue;
    seen.add(key);
    out.push(e);
  }
  return out.sort((a, b) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : 0)).slice(0, 20);
}

/** `METHOD /path` for a pointer inside an operation, if it is one. */
export function operationKeyOf(segments: readonly string[]): string | undefined {
  const [section, path, method] = segments;
  if (section === 'paths' && path !== undefined && method !== undefined && (OPENAPI_METHODS as readonly string[]).includes(method)) {
    return `${method.toUpperCase()} ${path}`;
  }
  if (section === 'webhooks' && path !== undefined) return `WEBHOOK ${path}`;
  return undefined;
}

export function versionOf(doc: Record<string, unknown>): SpecVersion | undefined {
  if (typeof doc.swagger === 'string' && doc.swagger.startsWith('2.')) return '2.0';
  if (typeof doc.openapi === 'string') {
    if (doc.openapi.startsWith('3.0')) return '3.0';
    if (doc.openapi.startsWith('3.1')) return '3.1';
  }
  return undefined;
}
