import { z } from 'zod';

/** Objects whose unknown keys the platform drops without a word (see `ignoreUnknown`). In a module of its own: the messages read it without building the schemas. */
export const ignoresUnknownKeys = z.registry<Record<string, never>>();

/** Mark an object schema as one whose unknown keys the platform ignores (a warning here). */
export function ignoreUnknown<T extends z.core.$ZodType>(schema: T): T {
  ignoresUnknownKeys.add(schema, {});
  return schema;
}
