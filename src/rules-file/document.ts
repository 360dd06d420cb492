// The whole file for a target: the editor's header (written once), the marked section,
// and whatever the team wrote around it.
import type { TargetFormat } from './editors.js';
import { append, MarkerError, splice, wrap } from './markers.js';
import type { RulesFileFacts } from './types.js';

function yamlString(value: string): string {
  return JSON.stringify(value.replace(/\s+/g, ' ').trim());
}

function titleOf(facts: RulesFileFacts): string {
  return facts.project ? `Writing rules for ${facts.project.name}` : 'Writing rules for this documentation';
}

function descriptionOf(facts: RulesFileFacts): string {
  const subject = facts.project ? `the ${facts.project.name} documentation` : 'this documentation';
  return `How to write and edit pages of ${subject}: project context, page structure, writing rules, components and lint checks.`;
}

/** What goes above the marked section in a new file. */
export function header(format: TargetFormat, facts: RulesFileFacts): string {
  switch (format) {
    case 'page':
      return `---\ntitle: ${yamlString(titleOf(facts))}\ndescription: ${yamlString(descriptionOf(facts))}\n---\n\n`;
    case 'cursor-mdc':
      // `globs` stays empty: with `alwaysApply: true` Cursor loads the rule in every chat.
      return `---\ndescription: ${yamlString(descriptionOf(facts))}\nglobs:\nalwaysApply: true\n---\n\n`;
    case 'windsurf-rule':
      return `---\ntrigger: always_on\ndescription: ${yamlString(descriptionOf(facts))}\n---\n\n`;
    case 'section':
      return '';
  }
}

/** A new file: header plus the marked section. */
export function freshFile(format: TargetFormat, facts: RulesFileFacts, section: string): string {
  return header(format, facts) + wrap(section);
}

export type Update =
  | { kind: 'write'; text: string; changed: boolean; created: boolean }
  /** The file exists, has no markers and docwright does not own it. */
  | { kind: 'unowned' };

/**
 * The file's next text. `existing` is undefined when the file does not exist yet.
 * Throws `MarkerError` for broken markers.
 */
export function update(format: TargetFormat, facts: RulesFileFacts, section: string, existing: string | undefined, force = false): Update {
  if (existing === undefined) return { kind: 'write', text: freshFile(format, facts, section), changed: true, created: true };
  let spliced: string | undefined;
  try {
    spliced = splice(existing, section);
  } catch (error) {
    if (!(force && error instanceof MarkerError)) throw error;
    const text = freshFile(format, facts, section);
    return { kind: 'write', text, changed: text !== existing, created: false };
  }
  if (spliced !== undefined) return { kind: 'write', text: spliced, changed: spliced !== existing, created: false };
  if (format === 'section') {
    const text = append(existing, section);
    return { kind: 'write', text, changed: true, created: false };
  }
  if (force) {
    const text = freshFile(format, facts, section);
    return { kind: 'write', text, changed: text !== existing, created: false };
  }
  return { kind: 'unowned' };
}
