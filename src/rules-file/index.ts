// `generateRulesFile`: the AI-editor rules file, written from the project itself.
import { update, freshFile, type Update } from './document.js';
import { resolveTargets, formatForPath, type EditorName, type TargetFile } from './editors.js';
import { gatherFacts, type GatherOptions } from './facts.js';
import { renderRules, type RulesForm } from './render.js';
import type { RulesFileFacts } from './types.js';

export { editors, isEditorName, resolveTargets, formatForPath, dirProblem } from './editors.js';
export type { EditorName, TargetFormat, TargetFile } from './editors.js';
export { START_MARKER, END_MARKER, extractSection, locate, splice, MarkerError } from './markers.js';
export { gatherFacts } from './facts.js';
export type { GatherOptions, Gathered } from './facts.js';
export { renderRules, authHeader, PARTS } from './render.js';
export type { Part, RulesForm, RenderOptions } from './render.js';
export { specRules, specRuleIds, writingSections } from './guidelines.js';
export type { SpecRuleId, Guideline, GuidelineSection } from './guidelines.js';
export { update, freshFile, header } from './document.js';
export type { Update } from './document.js';
export type { RulesFileFacts, ProjectFacts, ApiFacts, OutlineNode, LintRuleFacts } from './types.js';

export interface GenerateRulesFileOptions extends Partial<GatherOptions> {
  /** Which editor's file to write (default `cursor`). */
  editor?: EditorName;
  /** Write the editor's own format (`.mdc` rules, Copilot instructions, a section of AGENTS.md…). */
  native?: boolean;
  /** The target's path, to pick its format from its name; overrides `editor`. */
  out?: string;
  /** The long form: the whole navigation, every component with its attributes and an example. */
  full?: boolean;
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

/** The generated section of one target file: the parts it holds, in the chosen form. */
export function sectionFor(facts: RulesFileFacts, target: TargetFile, form: RulesForm): string {
  return renderRules(facts, { form, ...(target.parts ? { parts: target.parts } : {}) });
}

async function factsFor(options: GenerateRulesFileOptions): Promise<RulesFileFacts> {
  const root = options.root ?? process.cwd();
  const { facts, diagnostics } = await gatherFacts({ ...options, root });
  const errors = diagnostics.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new RulesFileError(`Invalid \`${errors[0]?.file ?? 'docs.json'}\`: ${errors[0]?.message ?? ''}`, errors);
  return facts;
}

/** Which files a run writes: the one file `out` names, or the editor's (or the `.NAME` folder's) targets. */
export interface TargetOptions {
  editor?: EditorName;
  /** A dot folder (`.NAME`) for another editor: `.NAME/rules.md`. */
  dir?: string;
  native?: boolean;
  out?: string;
}

/** The target files of a run, with paths relative to the docs root (or as `out` gives it). */
export function targetsFor(options: TargetOptions): TargetFile[] {
  if (options.out !== undefined) return [{ path: options.out, format: formatForPath(options.out) }];
  return resolveTargets({
    ...(options.editor !== undefined ? { editor: options.editor } : {}),
    ...(options.dir !== undefined ? { dir: options.dir } : {}),
    native: options.native ?? false,
  });
}

/** One target's text: `next`, the file on disk updated (or created); `fresh`, the file as a new copy would be. */
export interface PlannedText {
  next: Update;
  fresh: string;
}

/**
 * The text of one target file: the generated section in the chosen form, spliced into `existing`
 * (everything outside the markers kept) or written fresh. With `force`, a file without markers is
 * replaced. Throws `MarkerError` for broken markers.
 */
export function planText(facts: RulesFileFacts, target: TargetFile, form: RulesForm, existing: string | undefined, force = false): PlannedText {
  const section = sectionFor(facts, target, form);
  return { next: update(target.format, facts, section, existing, force, target.parts), fresh: freshFile(target.format, facts, section, target.parts) };
}

function textFor(facts: RulesFileFacts, target: TargetFile, form: RulesForm, existing: string | undefined): string {
  const { next } = planText(facts, target, form, existing);
  if (next.kind === 'unowned') throw new RulesFileError('Unexpected existing text without `docwright:start` and `docwright:end` markers');
  return next.text;
}

/**
 * The rules file's text for a project: the first file of the target (native formats of some
 * editors are several files: see `generateRulesFiles`). Deterministic: the same project gives
 * the same bytes. Throws `RulesFileError` when docs.json is invalid or `existing` has no markers.
 */
export async function generateRulesFile(options: GenerateRulesFileOptions = {}): Promise<string> {
  const facts = await factsFor(options);
  const [target] = targetsFor(options);
  if (!target) throw new RulesFileError('Missing target file');
  return textFor(facts, target, options.full ? 'full' : 'compact', options.existing);
}

/** Every file of the target, with its path relative to the docs root (or `out`). `existing` is ignored. */
export async function generateRulesFiles(options: Omit<GenerateRulesFileOptions, 'existing'> = {}): Promise<{ path: string; text: string }[]> {
  const facts = await factsFor(options);
  const form: RulesForm = options.full ? 'full' : 'compact';
  return targetsFor(options).map((target) => ({ path: target.path, text: textFor(facts, target, form, undefined) }));
}
