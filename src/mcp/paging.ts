// Long answers in windows: a tool returns at most `limit` items from `offset`, with the total and,
// when items are left, a note that says how many and how to ask for them. Never cut silently.

/** The navigation resource's address (a window past the first: `?offset=`). */
export const NAVIGATION_URI = 'docwright://navigation';

/** The window's fields in a tool's answer. */
export interface Paged {
  /** How many there are in all. */
  total: number;
  /** The first one returned (0-based). */
  offset: number;
  /** Set when some are left after this window: how many, and the `offset` that asks for them. */
  truncated?: string;
}

/** The items of `all` from `offset`, at most `limit`, and what the answer says about the rest. */
export function pageOf<T>(all: readonly T[], offset: number, limit: number, what: string): Paged & { items: T[] } {
  const items = all.slice(offset, offset + limit);
  const left = all.length - offset - items.length;
  return {
    total: all.length,
    offset,
    ...(left > 0 ? { truncated: `truncated: ${left} more ${what}, ask with \`offset: ${offset + items.length}\`` } : {}),
    items,
  };
}
