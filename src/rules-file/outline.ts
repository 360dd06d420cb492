// The navigation as the rules file prints it: the whole outline (`--full`), or a summary of
// bounded size (the default), plus the versions and languages.
import { code, codeList, text } from './markdown.js';
import type { OutlineNode, ProjectFacts } from './types.js';

/** Above this many pages the full outline lists sections with page counts only. */
export const OUTLINE_PAGE_LIMIT = 150;
/** Up to this many pages the summary names every page (they fit on the group lines). */
export const SUMMARY_PAGE_LIMIT = 60;
/** The summary never prints more lines than this. */
export const SUMMARY_LINE_LIMIT = 30;

export function countPages(nodes: readonly OutlineNode[]): number {
  let total = 0;
  for (const node of nodes) total += node.page !== undefined ? 1 : countPages(node.children);
  return total;
}

function isLeaf(node: OutlineNode): boolean {
  return node.page !== undefined && node.children.length === 0;
}

function sectionLabel(node: OutlineNode): string {
  const label = text(node.label);
  return node.kind === 'group' || node.kind === 'section' ? label : `${label} (${node.kind})`;
}

function pagesText(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

/** The outline, page by page up to `pageLimit` pages, then as sections with page counts, `maxDepth` levels deep. */
export function renderOutline(nodes: readonly OutlineNode[], pageLimit = OUTLINE_PAGE_LIMIT, maxDepth = 2): string {
  const full = countPages(nodes) <= pageLimit;
  const lines: string[] = [];
  const walk = (list: readonly OutlineNode[], depth: number): void => {
    const indent = '  '.repeat(depth);
    const leaves = list.filter(isLeaf);
    if (leaves.length > 0 && full) lines.push(`${indent}- Pages: ${leaves.map((leaf) => code(leaf.page ?? leaf.label)).join(', ')}`);
    else if (leaves.length > 0) lines.push(`${indent}- ${pagesText(leaves.length)}`);
    for (const node of list) {
      if (isLeaf(node)) continue;
      const pages = node.children.filter(isLeaf);
      const sections = node.children.filter((child) => !isLeaf(child));
      if (full && pages.length > 0) {
        lines.push(`${indent}- ${sectionLabel(node)}: ${pages.map((page) => code(page.page ?? page.label)).join(', ')}`);
      } else if (!full) {
        lines.push(`${indent}- ${sectionLabel(node)}: ${pagesText(countPages(node.children))}`);
      } else {
        lines.push(`${indent}- ${sectionLabel(node)}`);
      }
      if (full || depth < maxDepth) walk(sections, depth + 1);
    }
  };
  walk(nodes, 0);
  return lines.join('\n');
}

/** Top-level language or version sections: the summary shows the first and names the others. */
function alternatives(nodes: readonly OutlineNode[]): { shown: OutlineNode; others: OutlineNode[] } | undefined {
  const [first, ...others] = nodes;
  if (!first || others.length === 0) return undefined;
  if (!nodes.every((node) => node.kind === first.kind) || (first.kind !== 'language' && first.kind !== 'version')) return undefined;
  return { shown: first, others };
}

/** A summary of at most `SUMMARY_LINE_LIMIT` lines: pages by name for small sites, page counts for large ones. */
export function summariseOutline(nodes: readonly OutlineNode[]): string {
  const split = alternatives(nodes);
  const shown = split ? split.shown.children : nodes;
  const lines: string[] = [];
  if (split) {
    const others = split.others.map((node) => `${code(node.label)} (${pagesText(countPages(node.children))})`).join(', ');
    lines.push(`The ${split.shown.kind} ${code(split.shown.label)} is shown; ${others} ${split.others.length === 1 ? 'has its' : 'have their'} own sections in the same place.`, '');
  }
  let body = renderOutline(shown, SUMMARY_PAGE_LIMIT, 1).split('\n');
  if (body.length > SUMMARY_LINE_LIMIT) body = renderOutline(shown, SUMMARY_PAGE_LIMIT, 0).split('\n');
  if (body.length > SUMMARY_LINE_LIMIT) {
    const rest = body.length - (SUMMARY_LINE_LIMIT - 1);
    body = [...body.slice(0, SUMMARY_LINE_LIMIT - 1), `- … and ${rest} more ${rest === 1 ? 'section' : 'sections'}`];
  }
  return [...lines, ...body].join('\n');
}

/** What the file says about versions and languages; undefined when the site has neither. */
export function renderVersions(project: ProjectFacts): string | undefined {
  const items: string[] = [];
  if (project.versions.length > 0) {
    const legacy = project.configFile.endsWith('mint.json');
    const list = project.versions.map((version) => `${code(version.name)} (${pagesText(version.pages)})`).join(', ');
    const where = legacy
      ? `A page belongs to the version its group or anchor names with ${code('version')} in ${code(project.configFile)}; a page whose group names none shows in every version.`
      : `A page belongs to the version it is listed under in ${code('navigation.versions')}.`;
    items.push(
      `Versions: ${list}; the first is the default. ${where} Apply a fix to every version it concerns, and add a new page to the default version only unless told otherwise.`,
    );
  }
  if (project.languages.length > 0) {
    items.push(
      `Languages: ${codeList(project.languages)}; the first is the default. Write a new page in the default language and list it there; add its translations only when asked.`,
    );
  }
  return items.length === 0 ? undefined : items.map((item) => `- ${item}`).join('\n');
}
