// Table tests of a function of one argument: one test per `[input, expected]` row.
import { expect, test } from '@jest/globals';

/** One test per row, named by `title` as `test.each` names it (`%s`, `%j` take input, then expected): `fn(input)` is `expected`. */
export function testMapping<I, O>(title: string, fn: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  test.each<readonly [I, O]>(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
