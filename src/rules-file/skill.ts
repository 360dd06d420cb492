// A draft `skill.md` (the Agent Skills format, src/project/skill.ts) from the project's own
// facts: its name and description, then what each navigation section covers, page by page,
// with each page's title and description from its front matter. No model is involved: the
// same project always gives the same text, for the author to edit.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
    const text = await readFile(join(root, page + ext), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const data = block ? parseFrontmatterText(block[1] ?? '', 2).data : {};
    const title = typeof data.title === 'string' && data.title.trim() !== '' ? data.title.trim() : page.split('/').pop() ?? page;
    return typeof data.description === 'string' && data.description.trim() !== '' ? { title, description: data.description.trim() } : { title };
  }
  return { title: page.split('/').pop() ?? page };
}

/** The sections of the outline with their pages: each group (or other section) once, pages in navigation order. */
function sections(nodes: readonly OutlineNode[], trail: string[] = [], out: { title: string; pages: string[] }[] = []): { title: string; pages: string[] }[] {
  const pages = nodes.filter((n) => n.page !== undefined && n.children.length === 0).map((n) => n.page ?? '');
  if (pages.length > 0) out.push({ title: trail.join(' › ') || 'Pages', pages });
  for (const node of nodes) if (node.children.length > 0) sections(node.children, [...trail, node.label], out);
  return out;
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
  for (const section of sections(project.navigation)) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const info = await pageInfo(root, page);
      lines.push(`- [${info.title.replace(/([[\]\\])/g, '\\$1')}](/${page}.md)${info.description ? `: ${info.description.replace(/\s+/g, ' ')}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
