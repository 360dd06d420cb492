// The request the playground sends, made from its form's fields: the URL (the path's
// parameters filled in, on the chosen base URL, with the query) and the headers, each
// parameter serialized as its `style` and `explode` say (src/openapi/param-style.ts). The
// browser script (playground.browser.ts) calls it with the page's own inputs; the tests call
// it with the inputs of the markup the build writes (test/openapi/playground-request.test.ts).
// No DOM here: a field is anything with attributes and a value.
import { headerText, pathText, queryParts, typedValue, type ParamStyle } from './param-style.js';

/** What the request needs of one form field (an input, select or textarea has all of it). */
export interface FieldLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  readonly value: string;
}

/** A parameter input's `style`, `explode` and `allowReserved` (`data-dw-style`, `data-dw-explode`, `data-dw-reserved`), when the spec sets them. */
export function styleOf(input: FieldLike): ParamStyle {
  const style = input.getAttribute('data-dw-style');
  const explode = input.getAttribute('data-dw-explode');
  return { ...(style !== null ? { style } : {}), ...(explode !== null ? { explode: explode === 'true' } : {}), ...(input.hasAttribute('data-dw-reserved') ? { allowReserved: true } : {}) };
}

/** A parameter input's value: an array or an object parameter's (`data-dw-shape`) as its items or pairs. */
export function typed(input: FieldLike): unknown {
  const mediaType = input.getAttribute('data-dw-media-type');
  if (mediaType !== null) return mediaText(input.value, mediaType);
  return typedValue(input.value, input.getAttribute('data-dw-shape'));
}

/** A `content` parameter's value: its media type's text, JSON written compactly (`{"a":1}`), under the parameter's own name. */
function mediaText(value: string, mediaType: string): string {
  if (!/json/i.test(mediaType)) return value;
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    return value;
  }
}

/** The parameter's name (`data-dw-name`). */
function nameOf(input: FieldLike): string {
  return input.getAttribute('data-dw-name') ?? '';
}

/** What the playground sends to, or why it cannot (the sentence it shows). */
export type RequestUrl = { url: URL } | { error: string };

/**
 * The request's URL: `path` (the playground's `data-path`) with its path parameters filled in,
 * on `base`, with the query parameters that have a value; relative bases resolve against `page`.
 */
export function requestUrlOf(path: string, base: string, pathInputs: readonly FieldLike[], queryInputs: readonly FieldLike[], page: string): RequestUrl {
  let filled = path;
  const missing: string[] = [];
  for (const input of pathInputs) {
    const name = nameOf(input);
    if (!input.value) missing.push(name);
    filled = filled.split(`{${name}}`).join(pathText(name, typed(input), styleOf(input)));
  }
  if (missing.length > 0) return { error: `Missing path parameter ${missing.join(', ')}.` };
  let url: URL;
  try {
    url = new URL(base.replace(/\/+$/, '') + filled, page);
  } catch {
    return { error: `The URL ${base}${filled} is not valid.` };
  }
  // Each parameter as its `style` and `explode` say: `ids=1&ids=2`, `ids=1,2`, `f[a]=1`.
  const query = queryInputs.flatMap((input) => (input.value === '' ? [] : queryParts(nameOf(input), typed(input), styleOf(input))));
  if (query.length > 0) url.search = [url.search.replace(/^\?/, ''), ...query].filter((part) => part !== '').join('&');
  return { url };
}

/** The header parameters that have a value, each as its `style` and `explode` say: `[name, value]`. */
export function requestHeadersOf(inputs: readonly FieldLike[]): [string, string][] {
  return inputs.filter((input) => input.value !== '').map((input) => [nameOf(input), headerText(typed(input), styleOf(input))]);
}
