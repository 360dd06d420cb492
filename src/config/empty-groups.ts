// Groups with nothing in them (`{ "group": "Extras", "pages": [] }`): Mintlify's validator accepts them (`pages`
// defaults to `[]`) and the sidebar shows no heading without pages under it, so the group is silently gone. `check`
// and `build` both warn at the group's name, from this one walk. A language (`navigation.languages`) with nothing in
// it is accepted too (its schema's last form has only `language`), and has no page for the switcher to lead to: both
// warn at its `language` key, and the site leaves it out of the language switcher.
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


/** Keys that lead somewhere without a listed page: a link, or pages generated from a spec. */
const LEADS_BY = ['href', ...FILLED_BY] as const;

/** Whether anything inside `value` gives it a page or a link: a page path in a `pages` list, an `href`, a root or spec. */
function leadsSomewhere(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(leadsSomewhere);
  if (!isRecord(value)) return false;
  if (LEADS_BY.some((key) => value[key] !== undefined && value[key] !== null)) return true;
  if (Array.isArray(value.pages) && value.pages.some((page) => typeof page === 'string' && page.trim() !== '')) return true;
  return Object.values(value).some((child) => typeof child === 'object' && child !== null && leadsSomewhere(child));
}

/** The languages under `navigation` (at any level) that lead nowhere: their code and key path, in document order. */
export function emptyLanguages(raw: unknown): { language: string; path: (string | number)[]; alone?: string }[] {
  if (!isRecord(raw) || !isRecord(raw.navigation)) return [];
  const out: { language: string; path: (string | number)[]; alone?: string }[] = [];
  // `alone`: the one language of the `languages` list holding `value` that leads somewhere, when only one does.
  const visit = (value: unknown, path: (string | number)[], alone?: string): void => {
    if (Array.isArray(value)) {
      const leading = path.at(-1) === 'languages' ? value.filter((item) => isRecord(item) && item.hidden !== true && leadsSomewhere(item)) : [];
      const only: unknown = leading.length === 1 ? leading[0] : undefined;
      const lone = isRecord(only) && typeof only.language === 'string' ? only.language : undefined;
      value.forEach((item, i) => typeof item === 'object' && item !== null && visit(item, [...path, i], lone));
    } else if (isRecord(value)) {
      if (path.at(-2) === 'languages' && typeof value.language === 'string' && value.hidden !== true && !leadsSomewhere(value)) out.push({ language: value.language, path, ...(alone === undefined ? {} : { alone }) });
      for (const [key, child] of Object.entries(value)) if (typeof child === 'object' && child !== null) visit(child, [...path, key]);
    }
  };
  visit(raw.navigation, ['navigation']);
  return out;
}

/** A `nav-language-empty` warning at the `language` key of each language with no page, link or spec (`$ref`d files included). */
export function emptyLanguageFindings(resolved: ResolvedConfig): Finding[] {
  const seen = new Set<string>();
  return emptyLanguages(resolved.value).flatMap(({ language, path, alone }) => {
    const where = locate(resolved, [...path, 'language']);
    const key = `${where.file}:${where.at?.line ?? 1}:${where.at?.column ?? 1}`;
    if (seen.has(key)) return [];
    seen.add(key);
    // With one language left to list, the switcher is not drawn at all, as for a project of one language.
    const tail = alone === undefined ? '' : `, and with \`${alone}\` the only language left, the switcher is not drawn`;
    return finding(where.file, where.at, 'nav-language-empty', `Unexpected language \`${language}\` with no pages, expected at least one page in it (or an \`href\`, or \`hidden: true\`): the language switcher has nowhere to lead, so it is left out${tail}`, 'warn');
  });
}
