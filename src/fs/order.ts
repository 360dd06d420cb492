/**
 * One order for text that ends up in output (findings, navigation, reports): by UTF-16 code unit, as
 * `Array.prototype.sort` without a comparator orders. Never `localeCompare` without a locale: it follows the
 * ICU default locale, which Node takes from `LC_ALL`/`LANG`, so `z` sorts before `t` under `et_EE` and the
 * same project printed or built in two shells came out in two orders.
 */

/** Negative when `a` comes before `b`, positive after, 0 when equal: by UTF-16 code unit, the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Collation for names a reader browses (GraphQL and SDK navigation), fixed to English whatever the shell's locale. */
let names: Intl.Collator | undefined;

/**
 * Names in a reader's order, as Mintlify orders a schema's operations and types (`apple`, `Banana`,
 * `zebra`: case does not lead): English collation with a fixed locale, so the order is the same in
 * every shell. Negative when `a` comes before `b`; ties broken by `compareText`, so the order is total.
 */
export function compareNames(a: string, b: string): number {
  // Made on first use: creating a collator loads ICU's collation data (~20-30 ms), which most processes never need.
  names ??= new Intl.Collator('en');
  return names.compare(a, b) || compareText(a, b);
}
