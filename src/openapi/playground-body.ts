// A form body as the playground sends it (multipart/form-data or application/x-www-form-urlencoded),
// made from the fields the reader writes as a JSON object: an array field is one part per item
// (OpenAPI's default, `style: form`, `explode: true`), an object field is its JSON text, and the
// media type's `encoding` (`contentType`, `style`, `explode`) is honoured where the spec gives it.
// The browser script (playground.browser.ts) turns the parts into FormData or the body text;
// the tests call it directly. No DOM here.
import { queryParts } from './param-style.js';

/** One field's `encoding` entry, as far as the playground uses it. */
export interface PartEncoding {
  contentType?: string;
  style?: string;
  explode?: boolean;
}

/** One part of a multipart body: its name, its text, and the content type the encoding gives it. */
export interface FormPart {
  name: string;
  value: string;
  contentType?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's text: a string as it is, anything else as its JSON (`{"a":1}`, `3`, `true`). */
function partText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The `encoding` of the page (`data-dw-encoding`, JSON) as entries the playground uses; anything else is left out. */
export function encodingOf(text: string | null): Record<string, PartEncoding> {
  if (text === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const out: Record<string, PartEncoding> = {};
  for (const [name, entry] of Object.entries(parsed)) {
    if (!isRecord(entry)) continue;
    out[name] = {
      ...(typeof entry.contentType === 'string' ? { contentType: entry.contentType } : {}),
      ...(typeof entry.style === 'string' ? { style: entry.style } : {}),
      ...(typeof entry.explode === 'boolean' ? { explode: entry.explode } : {}),
    };
  }
  return out;
}

/** The parts of a multipart body: an array field one part per item (joined by commas with `explode: false`), an object as its JSON text. */
export function multipartPartsOf(fields: Record<string, unknown>, encoding: Readonly<Record<string, PartEncoding>>): FormPart[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    const given = Object.prototype.hasOwnProperty.call(encoding, name) ? encoding[name] : undefined;
    const type = given?.contentType !== undefined ? { contentType: given.contentType } : {};
    if (Array.isArray(value)) {
      if (given?.explode === false) return [{ name, value: value.map(partText).join(','), ...type }];
      return value.map((item: unknown) => ({ name, value: partText(item), ...type }));
    }
    return [{ name, value: partText(value), ...type }];
  });
}

/**
 * The text of an application/x-www-form-urlencoded body: an array field `tag=a&tag=b`, an object
 * field its JSON text; a field whose `encoding` sets `style` or `explode` as a query parameter of that style.
 */
export function urlEncodedOf(fields: Record<string, unknown>, encoding: Readonly<Record<string, PartEncoding>>): string {
  return Object.entries(fields)
    .flatMap(([name, value]) => {
      const given = Object.prototype.hasOwnProperty.call(encoding, name) ? encoding[name] : undefined;
      const styled = given !== undefined && (given.style !== undefined || given.explode !== undefined);
      if (styled) return queryParts(name, value, { ...(given.style !== undefined ? { style: given.style } : {}), ...(given.explode !== undefined ? { explode: given.explode } : {}) });
      if (isRecord(value)) return queryParts(name, partText(value), {});
      return queryParts(name, Array.isArray(value) ? value : partText(value), {});
    })
    .join('&');
}

/** The files chosen for one file field of a multipart body (`<input type="file" data-dw-file="name">`), in the page's order. */
export interface FileChoice<F> {
  name: string;
  files: readonly F[];
}

/** One part of a multipart body with files: a text part, or a chosen file (`F` is a browser `File`; the tests pass any value). */
export type MultipartEntry<F> = FormPart | { name: string; file: F };

/**
 * The parts of a multipart body that has file fields: the fields written as a JSON object (as `multipartPartsOf` makes
 * them), a field that has a chosen file left out of them, then each chosen file as a part of its own (an array of files
 * one part per file). A file field with no file chosen sends nothing of its own.
 */
export function multipartEntriesOf<F>(fields: Record<string, unknown>, encoding: Readonly<Record<string, PartEncoding>>, chosen: readonly FileChoice<F>[]): MultipartEntry<F>[] {
  const withFile = new Set(chosen.filter((choice) => choice.files.length > 0).map((choice) => choice.name));
  const text = Object.fromEntries(Object.entries(fields).filter(([name]) => !withFile.has(name)));
  return [...multipartPartsOf(text, encoding), ...chosen.flatMap((choice) => choice.files.map((file) => ({ name: choice.name, file })))];
}

/**
 * The Content-Type of a body that is a file's bytes: the media type the spec gives it, or, for a range (`image/*`,
 * `*\/*`), the chosen file's own type when it is in the range, else `application/octet-stream`.
 */
export function fileBodyType(declared: string, fileType: string): string {
  const range = /^([^/\s;]+)\/\*$/.exec(declared.trim());
  if (!range) return declared;
  const major = (range[1] ?? '').toLowerCase();
  const own = fileType.trim().toLowerCase();
  if (/^[^/\s;]+\/[^/\s;]+/.test(own) && (major === '*' || own.startsWith(`${major}/`))) return fileType.trim();
  return 'application/octet-stream';
}
