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

/** The schema name a `discriminator.mapping` target names in this document (`#/components/schemas/Name`, `#/definitions/Name`, a bare `Name`); undefined for another file's. */
export function mappingTargetName(target: string): string | undefined {
  const pointer = /^#\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(target)?.[1];
  if (pointer !== undefined) return pointer.replace(/~1/g, '/').replace(/~0/g, '~');
  return target.includes('/') || target.includes('#') || target.includes('.') ? undefined : target;
}
