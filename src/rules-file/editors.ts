// Where each AI editor reads project rules, and in which shape.
import { basename } from 'node:path';
import type { Part } from './render.js';

/**
 * - `page`: a file docwright owns, with Markdown front matter, the marked section and room
 *   for the team's own text around it. Without markers it is never overwritten silently.
 * - `cursor-mdc`: a Cursor project rule loaded in every chat (`alwaysApply: true`);
 *   `cursor-mdc-pages`: one attached when pages are in context (`globs`, `alwaysApply: false`).
 * - `windsurf-rule`: a Windsurf rule that is always on; `windsurf-rule-pages`: one with a
 *   `glob` trigger for pages.
 * - `copilot-instructions`: a Copilot path-specific instructions file (`applyTo` pages).
 * - `section`: a shared instructions file (AGENTS.md, CLAUDE.md, Copilot's repository-wide
 *   file): docwright adds or updates its marked section and leaves the rest untouched.
 */
export type TargetFormat = 'page' | 'cursor-mdc' | 'cursor-mdc-pages' | 'windsurf-rule' | 'windsurf-rule-pages' | 'copilot-instructions' | 'section';

/** One file of an editor's rules: where, in which shape, and which parts of the rules it holds (all by default). */
export interface TargetFile {
  path: string;
  format: TargetFormat;
  parts?: readonly Part[];
}

export interface EditorSpec {
  /** The default `rules.md` (or the file itself for `agents`). */
  defaultPath: string;
  /** The editor's own format: one or more files. */
  native: readonly TargetFile[];
}

/** Parts a page-scoped file holds when the project facts live in an always-loaded file. */
const PAGE_PARTS: readonly Part[] = ['pages', 'writing', 'components', 'lint'];

export const editors = {
  // Cursor project rules: `.cursor/rules/*.mdc`, front matter `description`, `globs`, `alwaysApply`.
  cursor: {
    defaultPath: '.cursor/rules.md',
    native: [
      { path: '.cursor/rules/docwright.mdc', format: 'cursor-mdc', parts: ['project'] },
      { path: '.cursor/rules/docwright-pages.mdc', format: 'cursor-mdc-pages', parts: PAGE_PARTS },
    ],
  },
  // Windsurf workspace rules: `.windsurf/rules/*.md`, front matter `trigger` (and `globs`),
  // at most 12,000 characters per file, so the rules are split in three.
  windsurf: {
    defaultPath: '.windsurf/rules.md',
    native: [
      { path: '.windsurf/rules/docwright.md', format: 'windsurf-rule', parts: ['project', 'pages'] },
      { path: '.windsurf/rules/docwright-writing.md', format: 'windsurf-rule-pages', parts: ['writing'] },
      { path: '.windsurf/rules/docwright-components.md', format: 'windsurf-rule-pages', parts: ['components', 'lint'] },
    ],
  },
  // Claude Code reads `CLAUDE.md` at the project root in every session.
  claude: { defaultPath: '.claude/rules.md', native: [{ path: 'CLAUDE.md', format: 'section' }] },
  // Copilot: repository-wide `.github/copilot-instructions.md`, plus path-specific
  // `.github/instructions/*.instructions.md` with `applyTo`.
  copilot: {
    defaultPath: '.github/rules.md',
    native: [
      { path: '.github/copilot-instructions.md', format: 'section', parts: ['project'] },
      { path: '.github/instructions/docwright-pages.instructions.md', format: 'copilot-instructions', parts: PAGE_PARTS },
    ],
  },
  agents: { defaultPath: 'AGENTS.md', native: [{ path: 'AGENTS.md', format: 'section' }] },
} as const satisfies Record<string, EditorSpec>;

export type EditorName = keyof typeof editors;

/** Windsurf reads at most this many characters of one workspace rule file. */
export const WINDSURF_RULE_LIMIT = 12_000;

/** A warning when the editor would cut the file short, or undefined. */
export function sizeWarning(target: TargetFile, text: string): string | undefined {
  const windsurf = target.format === 'windsurf-rule' || target.format === 'windsurf-rule-pages';
  if (!windsurf || text.length <= WINDSURF_RULE_LIMIT) return undefined;
  return `Unexpected ${text.length} characters in \`${target.path}\`, expected at most ${WINDSURF_RULE_LIMIT}: Windsurf ignores the rest (drop \`--full\`)`;
}

export function isEditorName(value: string): value is EditorName {
  return Object.hasOwn(editors, value);
}

/** The shape a path is written in, from its name. */
export function formatForPath(path: string): TargetFormat {
  const name = basename(path);
  if (/\.mdc$/i.test(name)) return 'cursor-mdc';
  if (/\.instructions\.md$/i.test(name)) return 'copilot-instructions';
  if (/^(agents|claude)\.md$/i.test(name) || /^copilot-instructions\.md$/i.test(name)) return 'section';
  if (/(^|[\\/])\.windsurf[\\/]rules[\\/][^\\/]+\.md$/i.test(path)) return 'windsurf-rule';
  return 'page';
}

export interface TargetChoice {
  editor?: EditorName;
  /** A dot folder for `rules.md`, e.g. `.zed`. */
  dir?: string;
  native?: boolean;
}

/** Why a `--dir` value is refused, or undefined when it names a dot folder (`.zed`, `.zed/`). */
export function dirProblem(dir: string): string | undefined {
  const bare = dir.replace(/[\\/]+$/, '');
  const single = bare.length > 1 && !/[\\/]/.test(bare);
  if (!single || !bare.startsWith('.') || bare === '..') return `Unexpected \`--dir ${dir}\`, expected a dot folder inside the docs root such as \`.zed\``;
  return undefined;
}

/** The files (paths relative to the docs root, `/`-separated) for an editor choice. */
export function resolveTargets(choice: TargetChoice): TargetFile[] {
  if (choice.dir !== undefined) return [{ path: `${choice.dir.replace(/[\\/]+$/, '')}/rules.md`, format: 'page' }];
  const spec: EditorSpec = editors[choice.editor ?? 'cursor'];
  if (choice.native) return spec.native.map((file) => ({ ...file }));
  return [{ path: spec.defaultPath, format: formatForPath(spec.defaultPath) }];
}
