// Groups with nothing in them (`{ "group": "Extras", "pages": [] }`): Mintlify's validator accepts them (`pages`
// defaults to `[]`) and the sidebar shows no heading without pages under it, so the group is silently gone. `check`
// and `build` both warn at the group's name, from this one walk.
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';

/** Keys that give a group pages of its own without `pages`: a root page or generated reference pages. */
const FILLED_BY = ['root', 'openapi', 'asyncapi', 'sdk', 'graphql'] as const;

/** Whether `value` is a group that lists no page and generates none (a hidden one is left alone: hidden on purpose). */
function isEmptyGroup(value: Record<string, unknown>): boolean {
  if (typeof value.group !== 'string' || value.hidden === true) return false;
  if (FILLED_BY.some((key) => value[key] !== undefined && value[key] !== null)) return false;
  return value.pages === undefined || (Array.isArray(value.pages) && value.pages.length === 0);
}

/** The empty groups under `navigation` of the configuration as written: name and key path, in document order. */
export function emptyGroups(raw: unknown): { name: string; path: (string | number)[] }[] {
  if (!isRecord(raw) || (!isRecord(raw.navigation) && !Array.isArray(raw.navigation))) return [];
  const out: { name: string; path: (string | number)[] }[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((item, i) => typeof item === 'object' && item !== null && visit(item, [...path, i]));
    else if (isRecord(value)) {
      if (isEmptyGroup(value)) out.push({ name: String(value.group), path });
      for (const [key, child] of Object.entries(value)) if (typeof child === 'object' && child !== null) visit(child, [...path, key]);
    }
  };
  visit(raw.navigation, ['navigation']);
  return out;
}

/** A `nav-group-empty` warning at the name of each empty group of the configuration (`$ref`d files included). */
export function emptyGroupFindings(resolved: ResolvedConfig): Finding[] {
  const seen = new Set<string>();
  return emptyGroups(resolved.value).flatMap(({ name, path }) => {
    const where = locate(resolved, [...path, 'group']);
    // One `$ref` file used twice: one warning at its text.
    const key = `${where.file}:${where.at?.line ?? 1}:${where.at?.column ?? 1}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return finding(where.file, where.at, 'nav-group-empty', `Unexpected group \`${name}\` with no pages, expected at least one page in it (or \`hidden: true\`): the sidebar shows no empty group, so it is left out`, 'warn');
  });
}

