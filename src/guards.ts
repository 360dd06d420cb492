/** A plain object (not `null`, not an array): what JSON and YAML objects parse to. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `record[key]` when the key is the record's own, never what its prototype holds (`constructor`, `toString`, `__proto__`): for tables looked up by keys from the docs. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Set `key` as the record's own property, even when it is `__proto__` (an assignment would replace the prototype instead). */
export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
