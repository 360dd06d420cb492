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
