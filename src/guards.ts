/** A plain object (not `null`, not an array): what JSON and YAML objects parse to. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
