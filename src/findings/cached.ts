// The shape of a finding read back from a cache file on disk (the lint cache, the site
// cache): input to validate like any other, so a cache file cannot hand over a message that
// drives the terminal or a position out of range.
import { z } from 'zod';
import { CONTROL_FREE } from './terminal-text.js';

/**
 * The schemas, made on first use (issue 51: dev's render worker imports this module with the site cache and
 * reads no cache entry; made at load they were the first zod schemas of its start).
 */
function makeSchemas() {
  /** A string with no C0/C1 control characters but tab and newline: text a report prints. */
  const plainText = z.string().regex(CONTROL_FREE);

  /** A line, a column or an offset: a whole number from 0 to 10^9. */
  const cachedPosition = z.number().int().min(0).max(1e9);

  /** The fields every cached finding has; each cache extends it with what it keeps besides (the file, a fix). */
  const cachedFindingSchema = z.object({
    line: cachedPosition,
    column: cachedPosition,
    endLine: cachedPosition.optional(),
    endColumn: cachedPosition.optional(),
    ruleId: plainText,
    severity: z.enum(['warn', 'error']),
    message: plainText,
    url: plainText.optional(),
    fatal: z.boolean().optional(),
  });
  return { plainText, cachedPosition, cachedFindingSchema };
}

let schemas: ReturnType<typeof makeSchemas> | undefined;

/** `plainText` (a string with no control characters but tab and newline), `cachedPosition` (a whole number from 0 to 10^9) and `cachedFindingSchema` (the fields every cached finding has). */
export function cachedSchemas(): ReturnType<typeof makeSchemas> {
  schemas ??= makeSchemas();
  return schemas;
}
