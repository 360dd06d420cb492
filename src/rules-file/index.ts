// `generateRulesFile`: the AI-editor rules file, written from the project itself.
import { update, freshFile } from './document.js';
import { resolveTarget, formatForPath, type EditorName, type TargetFormat } from './editors.js';
import { gatherFacts, type GatherOptions } from './facts.js';
import { renderRules } from './render.js';

export { editors, isEditorName, resolveTarget, formatForPath } from './editors.js';
export type { EditorName, TargetFormat } from './editors.js';
export { START_MARKER, END_MARKER, extractSection, locate, splice, MarkerError } from './markers.js';
export { gatherFacts } from './facts.js';
export type { GatherOptions, Gathered } from './facts.js';
export { renderRules, authHeader } from './render.js';
export { update, freshFile, header } from './document.js';
export type { Update } from './document.js';
export type { RulesFileFacts, ProjectFacts, ApiFacts, OutlineNode, LintRuleFacts } from './types.js';

export interface GenerateRulesFileOptions extends Partial<GatherOptions> {
  /** Which editor's file to write (default `cursor`). */
  editor?: EditorName;
  /** Write the editor's own format (`.mdc`, `copilot-instructions.md`, a section of AGENTS.md). */
  native?: boolean;
  /** The target's path, to pick its format from its name; overrides `editor`. */
  out?: string;
  /** The file as it is now: the result keeps everything outside the markers. */
  existing?: string;
}

export class RulesFileError extends Error {
  constructor(
    message: string,
    readonly diagnostics: readonly { file: string; line: number; column: number; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * The rules file's text for a project. Deterministic: the same project gives the same bytes.
 * Throws `RulesFileError` when docs.json is invalid or `existing` has no markers to update.
 */
export async function generateRulesFile(options: GenerateRulesFileOptions = {}): Promise<string> {
  const root = options.root ?? process.cwd();
  const { facts, diagnostics } = await gatherFacts({ ...options, root });
  const errors = diagnostics.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new RulesFileError(`Invalid \`${errors[0]?.file ?? 'docs.json'}\`: ${errors[0]?.message ?? ''}`, errors);
  const format: TargetFormat =
    options.out !== undefined ? formatForPath(options.out) : resolveTarget({ editor: options.editor ?? 'cursor', native: options.native ?? false }).format;
  const section = renderRules(facts);
  if (options.existing === undefined) return freshFile(format, facts, section);
  const result = update(format, facts, section, options.existing);
  if (result.kind === 'unowned') throw new RulesFileError('Unexpected existing text without `docwright:start` and `docwright:end` markers');
  return result.text;
}
