// Problems of a spec that its JSON Schema does not report (the 3.1 schema has no rule for `example`
// beside `examples`, the 3.0 one has; path templates are not checked at all): each
// an `openapi-invalid` warning at the spec's line:col, once per place. The page still renders.
import { isRecord } from '../guards.js';
import type { SourceText } from './source-text.js';
import { RULE, type Report } from './spec-findings.js';
import { OPENAPI_METHODS } from './spec-values.js';

/** A local `$ref` (`#/components/parameters/Id`) followed once through the document; anything else as it is. */
function local(doc: Record<string, unknown>, value: unknown): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  let at: unknown = doc;
  for (const raw of value.$ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** The path parameters a list declares, with their indexes; `undefined` when one cannot be read (then nothing is reported). */
function pathParams(doc: Record<string, unknown>, list: unknown): Map<string, number> | undefined {
  const out = new Map<string, number>();
  if (list === undefined) return out;
  if (!Array.isArray(list)) return undefined;
  for (const [i, item] of list.entries()) {
    const param = local(doc, item);
    if (!isRecord(param) || typeof param.name !== 'string' || typeof param.in !== 'string') return undefined;
    if (param.in === 'path') out.set(param.name, i);
  }
  return out;
}

/**
 * A path template `{id}` that an operation declares no path parameter `id` for: one warning at the path, naming the
 * operations; a declared path parameter the template does not have: a warning at the parameter.
 */
export function checkPathTemplates(doc: Record<string, unknown>, parsed: SourceText, report: Report): void {
  if (!isRecord(doc.paths)) return;
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isRecord(item)) continue;
    const template = new Set([...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? ''));
    const shared = pathParams(doc, item.parameters);
    if (!shared) continue;
    const missing = new Map<string, string[]>();
    const extra = new Map<string, string[]>();
    for (const [name, i] of shared) if (!template.has(name)) extra.set(name, ['paths', path, 'parameters', String(i)]);
    for (const method of OPENAPI_METHODS) {
      if (!isRecord(item[method])) continue;
      const own = pathParams(doc, item[method].parameters);
      if (!own) continue;
      for (const name of template) if (!shared.has(name) && !own.has(name)) missing.set(name, [...(missing.get(name) ?? []), method.toUpperCase()]);
      for (const [name, i] of own) if (!template.has(name) && !extra.has(name)) extra.set(name, ['paths', path, method, 'parameters', String(i)]);
    }
    for (const [name, methods] of missing) {
      report(RULE.invalid, 'warn', `Unexpected path template \`{${name}}\` in \`${path}\` without a path parameter \`${name}\` (${methods.map((m) => `\`${m}\``).join(', ')}), expected one in \`parameters\` with \`in: path\``, parsed.locate(['paths', path]));
    }
    for (const [name, pointer] of extra) {
      report(RULE.invalid, 'warn', `Unexpected path parameter \`${name}\` in \`${pointer.join('.')}\`, expected \`{${name}}\` in the path \`${path}\`: it is not sent`, parsed.locate(pointer));
    }
  }
}

/** Each media type or parameter (in `paths` and `components`) that sets both `example` and `examples`: a warning at its `example`. */
export function checkExampleExclusive(doc: Record<string, unknown>, parsed: SourceText, report: Report): void {
  const seen = new Set<unknown>();
  const visit = (value: unknown, pointer: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...pointer, String(i)]));
      return;
    }
    if (!isRecord(value) || seen.has(value)) return;
    seen.add(value);
    const holder = pointer.at(-2) === 'content' || (typeof value.in === 'string' && typeof value.name === 'string');
    if (holder && Object.hasOwn(value, 'example') && isRecord(value.examples)) {
      report(RULE.invalid, 'warn', `Unexpected \`example\` beside \`examples\` in \`${pointer.join('.')}\`, expected one of them: the specification makes them mutually exclusive`, parsed.locate([...pointer, 'example']));
    }
    for (const [key, child] of Object.entries(value)) {
      // Schemas and example values hold no media types or parameters.
      if (key === 'schema' || key === 'schemas' || key === 'examples' || key === 'example' || key === 'value') continue;
      if (typeof child === 'object' && child !== null) visit(child, [...pointer, key]);
    }
  };
  visit(doc.paths, ['paths']);
  visit(doc.components, ['components']);
}
