// Which schemas are files, as Mintlify's API playground reads them (its docs' "Configure file uploads"): OpenAPI 3.0
// `format: binary` or `format: base64`, 3.1 a string with a binary `contentMediaType` (one not structured, such as
// `application/json`; a `contentEncoding` alone leaves it a text field), Swagger 2.0 `type: file`. The request
// examples send such a field as a file (src/openapi/examples.ts), never as the text of a placeholder.
import { isRecord } from '../guards.js';
import { mergeAllOf } from './describe-schema.js';
import { str, strings } from './spec-values.js';

/** A media type whose content is text with a structure: never a file upload. */
const STRUCTURED = /json|xml|yaml|^text\/|x-www-form-urlencoded|multipart\//i;

/** Whether a schema describes a file's content. */
export function isFileSchema(input: unknown): boolean {
  if (!isRecord(input)) return false;
  const schema = mergeAllOf(input);
  const types = Array.isArray(schema.type) ? strings(schema.type).filter((t) => t !== 'null') : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.includes('file')) return true;
  if (types.length > 0 && !types.includes('string')) return false;
  const format = str(schema.format)?.toLowerCase();
  if (format === 'binary' || format === 'base64') return true;
  const media = str(schema.contentMediaType);
  return media !== undefined && !STRUCTURED.test(media);
}

/** A form body's top-level fields sent as files: `one` file, or `many` (an array of files, one part each). */
export function formFiles(input: unknown): Record<string, 'one' | 'many'> | undefined {
  if (!isRecord(input)) return undefined;
  const schema = mergeAllOf(input);
  if (!isRecord(schema.properties)) return undefined;
  const out: Record<string, 'one' | 'many'> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (isFileSchema(property)) out[name] = 'one';
    else if (isRecord(property) && isFileSchema(mergeAllOf(property).items)) out[name] = 'many';
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether a request body of `contentType` is a file's bytes: its schema is a file, or it has no schema and the type is not text. */
export function isBinaryBody(contentType: string, schema: unknown): boolean {
  if (/json|x-www-form-urlencoded|multipart\//i.test(contentType)) return false;
  if (schema === undefined) return !STRUCTURED.test(contentType) && /octet-stream|^image\/|^audio\/|^video\/|pdf|zip|gzip/i.test(contentType);
  return isFileSchema(schema) && !STRUCTURED.test(contentType);
}
