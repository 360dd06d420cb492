// Assertions about a text that must hold several fragments (a built page, a generated file, a report).
import { expect } from '@jest/globals';

/** Expects `text` to contain each of `fragments`, in any order; a failure names the first one missing, as `toContain` does. */
export function expectContains(text: string, fragments: readonly string[]): void {
  for (const fragment of fragments) expect(text).toContain(fragment);
}
