// A draft `skill.md` (the Agent Skills format, src/project/skill.ts) from the project's own
// facts: its name and description, then what each navigation section covers, page by page,
// with each page's title and description from its front matter. No model is involved: the
// same project always gives the same text, for the author to edit.
import { join } from 'node:path';
import { readTextInside } from '../fs/paths.js';
import { parseFrontmatterText } from '../parse/index.js';
import type { OutlineNode, ProjectFacts } from './types.js';

/** The longest description the format allows. */
const MAX_DESCRIPTION = 1024;

/** A skill name from the site's name: lower-case letters, digits and single hyphens, at most 64 characters. */
export function skillName(name: string): string {
  const slug = name.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '');
  return slug === '' ? 'docs' : slug;
}

/** A page's title and description from its front matter (`.mdx`, then `.md`); the path's last part as title when it has none. */
async function pageInfo(root: string, page: string): Promise<{ title: string; description?: string }> {
  for (const ext of ['.mdx', '.md']) {
    // Only a page inside the project: a navigation entry `../x` or a link out is not read.
    const text = await readTextInside(root, join(root, page + ext)).catch(() => undefined);
    if (text === undefined) continue;
    const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const data = block ? parseFrontmatterText(block[1] ?? '', 2).data : {};
    const title = typeof data.title === 'string' && data.title.trim() !== '' ? data.title.trim() : page.split('/').pop() ?? page;
    return typeof data.description === 'string' && data.description.trim() !== '' ? { title, description: data.description.trim() } : { title };
  }
  return { title: page.split('/').pop() ?? page };
}

/** One section of the draft: its heading's label, the pages right under it, and its subsections. */
interface Section {
  title: string;
  pages: string[];
  sections: Section[];
}

/** The pages listed directly in `nodes`, in navigation order. */
function leafPages(nodes: readonly OutlineNode[]): string[] {
  return nodes.filter((n) => n.page !== undefined && n.children.length === 0).map((n) => n.page ?? '');
}

/**
 * The sections of `nodes`, nested as the navigation nests them. A section that holds no page of
 * its own and one subsection only is merged with it (`Guides › Getting started`): no heading
 * stands over a single section.
 */
function sectionsOf(nodes: readonly OutlineNode[]): Section[] {
  const out: Section[] = [];
  for (const node of nodes) {
    if (node.children.length === 0) continue;
    let section: Section = { title: node.label, pages: leafPages(node.children), sections: sectionsOf(node.children) };
    while (section.pages.length === 0 && section.sections.length === 1 && section.sections[0]) {
      const only: Section = section.sections[0];
      section = { ...only, title: `${section.title} › ${only.title}` };
    }
    if (section.pages.length > 0 || section.sections.length > 0) out.push(section);
  }
  return out;
}

/** Deepest Markdown heading: sections below it join their parent's label instead. */
const DEEPEST = 6;

/** The lines of one section and its subsections, from `## ` (depth 2) down; past `######` a heading names the sections above it down from that level. */
async function sectionLines(root: string, section: Section, depth: number, trail: string): Promise<string[]> {
  const title = trail === '' ? section.title : `${trail} › ${section.title}`;
  const heading = `${'#'.repeat(Math.min(depth, DEEPEST))} ${depth <= DEEPEST ? section.title : title}`;
  const lines = depth <= DEEPEST || section.pages.length > 0 ? [heading, ''] : [];
  lines.push(...(await pageLines(root, section.pages)));
  for (const child of section.sections) lines.push(...(await sectionLines(root, child, depth + 1, depth < DEEPEST ? '' : title)));
  return lines;
}

/** One list item per page (title, link to its Markdown, description), then a blank line; nothing for no pages. */
async function pageLines(root: string, pages: readonly string[]): Promise<string[]> {
  if (pages.length === 0) return [];
  const lines: string[] = [];
  for (const page of pages) {
    const info = await pageInfo(root, page);
    lines.push(`- [${info.title.replace(/([[\]\\])/g, '\\$1')}](/${page}.md)${info.description ? `: ${info.description.replace(/\s+/g, ' ')}` : ''}`);
  }
  lines.push('');
  return lines;
}

/** YAML text for a one-line string: quoted as JSON (a YAML double-quoted string). */
function yamlString(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ').trim());
}

/** A draft `skill.md` for the project at `root`, from its facts (the rules file's) and its pages' front matter. */
export async function draftSkill(root: string, project: ProjectFacts): Promise<string> {
  const about = project.description?.trim() || `The ${project.name} documentation`;
  const description = `${about.replace(/\.?$/, '.')} Use when answering questions about ${project.name} or doing a task its documentation explains.`.slice(0, MAX_DESCRIPTION);
  const lines = ['---', `name: ${skillName(project.name)}`, `description: ${yamlString(description)}`, '---', '', `# ${project.name}`, '', about, ''];
  let loose = leafPages(project.navigation);
  let sections = sectionsOf(project.navigation);
  // One section alone needs no heading: what it holds follows the introduction.
  const only = loose.length === 0 && sections.length === 1 ? sections[0] : undefined;
  if (only) [loose, sections] = [only.pages, only.sections];
  lines.push(...(await pageLines(root, loose)));
  for (const section of sections) lines.push(...(await sectionLines(root, section, 2, '')));
  return lines.join('\n');
}
