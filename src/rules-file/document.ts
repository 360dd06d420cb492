// The whole file for a target: the editor's header (written once), the marked section,
// and whatever the team wrote around it.
import type { TargetFormat } from './editors.js';
import { append, MarkerError, splice, wrap } from './markers.js';
import { PARTS, type Part } from './render.js';
import type { RulesFileFacts } from './types.js';

/** The pages an editor attaches page rules to: every Markdown and MDX file. */
export const PAGE_GLOBS = ['**/*.md', '**/*.mdx'] as const;

const PART_TOPICS: Record<Part, string> = {
  project: 'project context',
  pages: 'page structure',
  writing: 'writing rules',
  components: 'components',
  lint: 'lint checks',
};

function yamlString(value: string): string {
  return JSON.stringify(value.replace(/\s+/g, ' ').trim());
}

function titleOf(facts: RulesFileFacts): string {
  return facts.project ? `Writing rules for ${facts.project.name}` : 'Writing rules for this documentation';
}

function descriptionOf(facts: RulesFileFacts, parts: readonly Part[]): string {
  const subject = facts.project ? `the ${facts.project.name} documentation` : 'this documentation';
  const topics = PARTS.filter((part) => parts.includes(part) && (part !== 'project' || facts.project)).map((part) => PART_TOPICS[part]);
  const list = topics.length <= 1 ? topics.join('') : `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
  return `How to write and edit pages of ${subject}: ${list}.`;
}

/** What goes above the marked section in a new file. */
export function header(format: TargetFormat, facts: RulesFileFacts, parts: readonly Part[] = PARTS): string {
  const description = yamlString(descriptionOf(facts, parts));
  switch (format) {
    case 'page':
      return `---\ntitle: ${yamlString(titleOf(facts))}\ndescription: ${description}\n---\n\n`;
    case 'cursor-mdc':
      // `globs` stays empty: with `alwaysApply: true` Cursor loads the rule in every chat.
      return `---\ndescription: ${description}\nglobs:\nalwaysApply: true\n---\n\n`;
    case 'cursor-mdc-pages':
      // Cursor reads `globs` as a comma-separated list, unquoted.
      return `---\ndescription: ${description}\nglobs: ${PAGE_GLOBS.join(',')}\nalwaysApply: false\n---\n\n`;
    case 'windsurf-rule':
      return `---\ntrigger: always_on\ndescription: ${description}\n---\n\n`;
    case 'windsurf-rule-pages':
      return `---\ntrigger: glob\nglobs: ${JSON.stringify('**/*.{md,mdx}')}\ndescription: ${description}\n---\n\n`;
    case 'copilot-instructions':
      return `---\ndescription: ${description}\napplyTo: ${JSON.stringify(PAGE_GLOBS.join(','))}\n---\n\n`;
    case 'section':
      return '';
  }
}

/** A new file: header plus the marked section. */
export function freshFile(format: TargetFormat, facts: RulesFileFacts, section: string, parts?: readonly Part[]): string {
  return header(format, facts, parts) + wrap(section);
}

export type Update =
  | { kind: 'write'; text: string; changed: boolean; created: boolean }
  /** The file exists, has no markers and docwright does not own it. */
  | { kind: 'unowned' };

/**
 * The file's next text. `existing` is undefined when the file does not exist yet.
 * Throws `MarkerError` for broken markers.
 */
export function update(
  format: TargetFormat,
  facts: RulesFileFacts,
  section: string,
  existing: string | undefined,
  force = false,
  parts?: readonly Part[],
): Update {
  if (existing === undefined) return { kind: 'write', text: freshFile(format, facts, section, parts), changed: true, created: true };
  let spliced: string | undefined;
  try {
    spliced = splice(existing, section);
  } catch (error) {
    if (!(force && error instanceof MarkerError)) throw error;
    const text = freshFile(format, facts, section, parts);
    return { kind: 'write', text, changed: text !== existing, created: false };
  }
  if (spliced !== undefined) return { kind: 'write', text: spliced, changed: spliced !== existing, created: false };
  if (format === 'section') {
    const text = append(existing, section);
    return { kind: 'write', text, changed: true, created: false };
  }
  if (force) {
    const text = freshFile(format, facts, section, parts);
    return { kind: 'write', text, changed: text !== existing, created: false };
  }
  return { kind: 'unowned' };
}
