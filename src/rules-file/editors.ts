// Where each AI editor reads project rules, and in which shape.
import { basename } from 'node:path';

/**
 * - `page`: a file docwright owns, with Markdown front matter, the marked section and room
 *   for the team's own text around it. Without markers it is never overwritten silently.
 * - `cursor-mdc`, `windsurf-rule`: the editor's own rule format, front matter included.
 * - `section`: a shared instructions file (AGENTS.md, CLAUDE.md, Copilot's): docwright adds
 *   or updates its marked section and leaves the rest untouched.
 */
export type TargetFormat = 'page' | 'cursor-mdc' | 'windsurf-rule' | 'section';

export interface EditorSpec {
  /** Folder for the default `rules.md`, or the file itself for `agents`. */
  defaultPath: string;
  nativePath: string;
  nativeFormat: TargetFormat;
}

export const editors = {
  cursor: { defaultPath: '.cursor/rules.md', nativePath: '.cursor/rules/docwright.mdc', nativeFormat: 'cursor-mdc' },
  windsurf: { defaultPath: '.windsurf/rules.md', nativePath: '.windsurf/rules/docwright.md', nativeFormat: 'windsurf-rule' },
  claude: { defaultPath: '.claude/rules.md', nativePath: 'CLAUDE.md', nativeFormat: 'section' },
  copilot: { defaultPath: '.github/rules.md', nativePath: '.github/copilot-instructions.md', nativeFormat: 'section' },
  agents: { defaultPath: 'AGENTS.md', nativePath: 'AGENTS.md', nativeFormat: 'section' },
} as const satisfies Record<string, EditorSpec>;

export type EditorName = keyof typeof editors;

export function isEditorName(value: string): value is EditorName {
  return Object.hasOwn(editors, value);
}

/** The shape a path is written in, from its name. */
export function formatForPath(path: string): TargetFormat {
  const name = basename(path);
  if (/\.mdc$/i.test(name)) return 'cursor-mdc';
  if (/^(agents|claude)\.md$/i.test(name) || /^copilot-instructions\.md$/i.test(name)) return 'section';
  if (/(^|[\\/])\.windsurf[\\/]rules[\\/][^\\/]+\.md$/i.test(path)) return 'windsurf-rule';
  return 'page';
}

export interface TargetChoice {
  editor?: EditorName;
  /** A dot-folder for `rules.md`, e.g. `.zed`. */
  dir?: string;
  native?: boolean;
}

/** The path (relative to the docs root, `/`-separated) and format for an editor choice. */
export function resolveTarget(choice: TargetChoice): { path: string; format: TargetFormat } {
  if (choice.dir !== undefined) return { path: `${choice.dir.replace(/[\\/]+$/, '')}/rules.md`, format: 'page' };
  const spec: EditorSpec = editors[choice.editor ?? 'cursor'];
  if (choice.native) return { path: spec.nativePath, format: spec.nativeFormat };
  return { path: spec.defaultPath, format: formatForPath(spec.defaultPath) };
}
