// Reading values from a spec that may be invalid: every value goes through a guard.

/** The operation keys of an OpenAPI path item. */
export const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A spec value that must be a string, else `undefined`. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The strings of a spec value that must be a list of strings. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A spec value as text: scalars as written, objects and arrays as JSON. */
export function valueText(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'symbol' || typeof value === 'function' ? '' : String(value);
}
