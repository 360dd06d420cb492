// How a parameter's value is written into a request, by its `style` and `explode` (OpenAPI
// 3.x; Swagger 2.0's `collectionFormat` is mapped onto them): `ids=1&ids=2` (form, exploded),
// `ids=1,2` (form), `ids=1%202` (spaceDelimited), `ids=1|2` (pipeDelimited), `f[a]=1`
// (deepObject), `.1.2` (label), `;ids=1,2` (matrix), `1,2` (simple). The page's examples and
// the playground's script both send values this way, so this module imports nothing.

export type ParamIn = 'path' | 'query' | 'header' | 'cookie';

/** The serialization the spec sets for a parameter (unset: the location's default). */
export interface ParamStyle {
  style?: string;
  explode?: boolean;
  /** A query value's reserved characters (`:/?#[]@!$&'()*+,;=`) are sent as they are. */
  allowReserved?: boolean;
}

/** `encodeURIComponent`, leaving the reserved characters as they are. */
function encodeAllowingReserved(value: string): string {
  return encodeURIComponent(value).replace(/%(3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi, (escape) => decodeURIComponent(escape));
}

/** The style a location uses when the spec names none: `form` for query and cookie, `simple` for path and header. */
export function defaultStyle(location: ParamIn): string {
  return location === 'query' || location === 'cookie' ? 'form' : 'simple';
}

/** The style and explode in effect: the spec's, else the defaults (`explode` is true for `form` only). */
export function effectiveStyle(location: ParamIn, given: ParamStyle): { style: string; explode: boolean } {
  const style = given.style ?? defaultStyle(location);
  return { style, explode: given.explode ?? style === 'form' };
}

/** Swagger 2.0's `collectionFormat` as a style (`csv`, its default, is form or simple unexploded). */
export function styleOfCollectionFormat(format: string, location: ParamIn): ParamStyle {
  switch (format) {
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    case 'tsv':
      return { style: 'tabDelimited', explode: false };
    default:
      return { style: defaultStyle(location), explode: false };
  }
}

type Value = string | readonly string[] | readonly (readonly [string, string])[];

/** A value as the serializer reads it: text, a list of texts (an array), or key/value pairs (an object). */
export function valueShape(value: unknown): Value {
  if (Array.isArray(value)) return value.map(text);
  if (typeof value === 'object' && value !== null) return Object.entries(value).map(([k, v]): [string, string] => [k, text(v)]);
  return text(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function isPairs(value: Value): value is readonly (readonly [string, string])[] {
  return Array.isArray(value) && value.every((item) => Array.isArray(item));
}

const DELIMITERS: Record<string, string> = { spaceDelimited: '%20', pipeDelimited: '|', tabDelimited: '%09' };

/**
 * The query string parts (`name=value`, each already percent-encoded) that send `value` as the
 * parameter `name` with `given`'s style: several parts when it is exploded.
 */
export function queryParts(name: string, value: unknown, given: ParamStyle): string[] {
  const { style, explode } = effectiveStyle('query', given);
  const v = valueShape(value);
  const e = given.allowReserved === true ? encodeAllowingReserved : encodeURIComponent;
  if (typeof v === 'string') return [`${e(name)}=${e(v)}`];
  if (isPairs(v)) {
    if (style === 'deepObject') return v.map(([k, x]) => `${e(name)}[${e(k)}]=${e(x)}`);
    if (explode) return v.map(([k, x]) => `${e(k)}=${e(x)}`);
    return [`${e(name)}=${v.flatMap(([k, x]) => [e(k), e(x)]).join(',')}`];
  }
  const items = v;
  if (explode) return items.map((x) => `${e(name)}=${e(x)}`);
  return [`${e(name)}=${items.map(e).join(DELIMITERS[style] ?? ',')}`];
}

/** The text that replaces `{name}` in the path (`simple`, `label` or `matrix`), percent-encoded. */
export function pathText(name: string, value: unknown, given: ParamStyle): string {
  const { style, explode } = effectiveStyle('path', given);
  const v = valueShape(value);
  const e = encodeURIComponent;
  const pairs = (sep: string): string => (isPairs(v) ? v.map(([k, x]) => (explode ? `${e(k)}=${e(x)}` : `${e(k)},${e(x)}`)).join(sep) : '');
  if (style === 'label') {
    if (typeof v === 'string') return `.${e(v)}`;
    if (isPairs(v)) return `.${pairs(explode ? '.' : ',')}`;
    return `.${(v).map(e).join(explode ? '.' : ',')}`;
  }
  if (style === 'matrix') {
    if (typeof v === 'string') return `;${e(name)}=${e(v)}`;
    if (isPairs(v)) return explode ? v.map(([k, x]) => `;${e(k)}=${e(x)}`).join('') : `;${e(name)}=${pairs(',')}`;
    const items = v;
    return explode ? items.map((x) => `;${e(name)}=${e(x)}`).join('') : `;${e(name)}=${items.map(e).join(',')}`;
  }
  if (typeof v === 'string') return e(v);
  if (isPairs(v)) return pairs(',');
  return (v).map(e).join(',');
}

/** A header's value (`simple`): items joined by commas, an object's pairs as `k,v` (`k=v` exploded). */
export function headerText(value: unknown, given: ParamStyle): string {
  const { explode } = effectiveStyle('header', given);
  const v = valueShape(value);
  if (typeof v === 'string') return v;
  if (isPairs(v)) return v.map(([k, x]) => (explode ? `${k}=${x}` : `${k},${x}`)).join(',');
  return (v).join(',');
}

/** A cookie's `name=value` pairs (`form`): an exploded array is one pair per item. */
export function cookieParts(name: string, value: unknown, given: ParamStyle): string[] {
  const { explode } = effectiveStyle('cookie', given);
  const v = valueShape(value);
  if (typeof v === 'string') return [`${name}=${v}`];
  if (isPairs(v)) return explode ? v.map(([k, x]) => `${k}=${x}`) : [`${name}=${v.flatMap(([k, x]) => [k, x]).join(',')}`];
  const items = v;
  return explode ? items.map((x) => `${name}=${x}`) : [`${name}=${items.join(',')}`];
}

/**
 * What a reader typed into a playground field for a parameter of `shape`: an array as a JSON
 * array or comma-separated items, an object as a JSON object; anything else as typed.
 */
export function typedValue(typed: string, shape: string | null): unknown {
  const trimmed = typed.trim();
  if (shape === 'array') {
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // Not JSON: items separated by commas.
      }
    }
    return trimmed.split(',').map((item) => item.trim());
  }
  if (shape === 'object' && trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: sent as typed.
    }
  }
  return typed;
}
