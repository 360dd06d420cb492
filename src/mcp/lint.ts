// `lint_page` and `fix_page`: the lint engine's `verifyTextSync` on a page's text (given, or read
// from the project), with the project's lint configuration, as the CLI lints it.
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import type { PageLinkCheck } from '../rule-kit/page-context.js';
import type { PageKind } from '../project/pages.js';
import { verifyTextSync } from '../lint/verify-text.js';
import { decodePage } from '../lint/read-page.js';
import { loadLintConfig, resolveLintConfig, ruleIsOn } from '../lint/settings.js';
import { forgetProjectLinks, projectLinkCheck, projectPageKind, type LintProject } from '../lint/project-links.js';
import { findDocsRoot } from '../lint/files.js';
import { isNotAFile, readBytesInside, TooLargeError } from '../fs/paths.js';
import { writeFileInside, WriteFailedError } from '../fs/write.js';
import { loadProject, type Project } from '../project/load.js';
import { controlNameFinding } from '../project/skipped.js';
import { splitFrontmatter } from '../project/frontmatter.js';
import { pageOf, type Paged } from './paging.js';
import { MAX_PAGE_BYTES, projectPath, ToolInputError } from './paths.js';


/** What lint and fix take from the project the server keeps: the model, and the link check made from it (kept with it). */
export interface LintContext {
  project: Project;
  lint: LintProject | undefined;
}

/** Which findings a call returns: `offset` and `limit` into them (the counts are of all of them). */
export interface FindingsWindow {
  offset?: number | undefined;
  limit?: number | undefined;
}

/** Findings returned per call unless the client asks for more (a page with thousands of findings is not one answer). */
export const FINDINGS_LIMIT = 200;

export interface PageInput {
  /** Root-relative (or absolute) path of the page: read when `text` is absent, else it names the text (syntax, overrides). */
  path?: string | undefined;
  /** The page's text, e.g. unsaved. */
  text?: string | undefined;
}

/** A finding as a client sees it: positions 1-based, a fix as offsets into the text with what it replaces. */
export interface ClientFinding {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  ruleId: string;
  severity: Finding['severity'];
  message: string;
  url?: string;
  fix?: { range: [number, number]; text: string; replaces: string };
}

export interface LintPageResult extends Paged {
  file: string;
  errors: number;
  warnings: number;
  /** How many findings carry a safe fix (`fix_page` applies them). */
  fixable: number;
  findings: ClientFinding[];
}

export interface FixPageResult {
  file: string;
  /** Whether the fixes changed the text. */
  changed: boolean;
  /** Whether the fixed text was written to `file`. */
  written: boolean;
  /** The fixed text (the text as it was when nothing could be fixed). */
  text: string;
  /** What is left after the fixes. */
  remaining: LintPageResult;
}

interface Source {
  file: string;
  rel: string;
  text: string;
  /** The file's bytes as read (a page read from disk, not text given). */
  bytes?: Buffer;
}

/** The page's text and name: `text` as given, else the file read inside the root. */
async function source(root: string, input: PageInput, purpose = ''): Promise<Source> {
  if (input.text !== undefined) {
    if (input.path === undefined) return { file: join(root, 'page.mdx'), rel: 'page.mdx', text: input.text };
    // Text given stands for the page at `path` (unsaved, or not made yet): the path must name a page all the same.
    const { file, rel, exists } = await projectPath(root, input.path);
    pageNamed(rel, purpose);
    if (exists && !(await isRegularFile(file))) throw notAPage(rel);
    return { file, rel, text: input.text };
  }
  if (input.path === undefined) throw new ToolInputError('Missing `path` or `text`, expected the page to lint');
  const { file, rel } = await projectPath(root, input.path, { mustExist: true });
  pageNamed(rel, purpose);
  return { file, rel, ...(await readPageFile(root, file, rel)) };
}

/** Refuse a path that names no page (`docs.json`, `notes.txt`, a folder): what `lint` would not read as one. */
function pageNamed(rel: string, purpose: string): void {
  if (!/\.mdx?$/.test(rel)) throw new ToolInputError(`Unexpected file \`${rel}\`${purpose}, expected a \`.mdx\` or \`.md\` page`);
}

function notAPage(rel: string): ToolInputError {
  return new ToolInputError(`Unexpected \`${rel}\` that is not a regular file (a folder, a named pipe or a device), expected a \`.mdx\` or \`.md\` page`);
}

async function isRegularFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A page file's text and bytes, read inside the root (at most `MAX_PAGE_BYTES`). */
async function readPageFile(root: string, file: string, rel: string): Promise<{ text: string; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    bytes = await readBytesInside(root, file, { maxBytes: MAX_PAGE_BYTES });
  } catch (error) {
    if (error instanceof TooLargeError) throw new ToolInputError(`Unexpected page \`${rel}\` of ${error.size} bytes, expected at most ${MAX_PAGE_BYTES} bytes (a page past it is not read)`);
    if (isNotAFile(error)) throw notAPage(rel);
    throw error;
  }
  const page = decodePage(bytes);
  if (!page.ok) throw new ToolInputError(`${rel}:${page.line ?? 1}:${page.column ?? 1}: ${page.message}`);
  return { text: page.text, bytes: page.bytes };
}

function clientFinding(finding: Finding, text: string): ClientFinding {
  const { line, column, endLine, endColumn, ruleId, severity, message, url, fix } = finding;
  // Fix offsets are into the text without its BOM.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return {
    line,
    column,
    ...(endLine !== undefined ? { endLine } : {}),
    ...(endColumn !== undefined ? { endColumn } : {}),
    ruleId,
    severity,
    message,
    ...(url !== undefined ? { url } : {}),
    ...(fix ? { fix: { range: fix.range, text: fix.text, replaces: body.slice(fix.range[0], fix.range[1]) } } : {}),
  };
}

function summary(rel: string, findings: readonly Finding[], text: string, window: FindingsWindow): LintPageResult {
  const { items, ...paged } = pageOf(findings, window.offset ?? 0, window.limit ?? FINDINGS_LIMIT, 'findings');
  return {
    file: rel,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warn').length,
    fixable: findings.filter((f) => f.fix !== undefined).length,
    ...paged,
    findings: items.map((f) => clientFinding(f, text)),
  };
}

/** Lint the page as `docwright lint` does: with its links judged against the project (`link-target`) and the kind the page index gives it (an imported file is a snippet). */
async function lint(root: string, page: Source, fix: boolean, context: LintContext | undefined): Promise<{ findings: Finding[]; output?: string }> {
  // A page named with a control character is not read, as `docwright lint` of the file says (src/project/skipped.ts).
  const unread = controlNameFinding(findDocsRoot(dirname(page.file)), page.file);
  if (unread) return { findings: [unread] };
  const loaded = await loadLintConfig(root);
  const config = resolveLintConfig(loaded.config, loaded.baseDir, {}, loaded.plugins);
  const linksOn = ruleIsOn(config.ruleSettingsFor(page.file)['link-target']);
  let links: PageLinkCheck | undefined;
  let kind: PageKind | undefined;
  // The project the server keeps (as fresh as the disk): unless the page sits in a project of its own further down.
  if (context && findDocsRoot(dirname(page.file)) === context.project.root) {
    links = linksOn ? context.lint?.check(page.rel) : undefined;
    kind = context.lint?.kinds.get(page.rel);
  } else {
    forgetProjectLinks();
    links = linksOn ? await projectLinkCheck(page.file) : undefined;
    kind = await projectPageKind(page.file);
  }
  const result = verifyTextSync(page.text, { ...config.textOptionsFor(page.file), ...(links ? { links } : {}), ...(kind ? { kind } : {}), ...(fix ? { fix: true } : {}) });
  return { findings: result.findings, ...(result.output !== undefined ? { output: result.output } : {}) };
}

/** Lint one page of the project (or text standing for one). */
export async function lintPage(root: string, input: PageInput & FindingsWindow, context?: LintContext): Promise<LintPageResult> {
  const page = await source(root, input);
  const { findings } = await lint(root, page, false, context);
  return summary(page.rel, findings, page.text, input);
}

/**
 * Refuse to write `rel` unless it is a page file the project already has: one the page index
 * keeps (`.md`/`.mdx`, not ignored) or the navigation lists. `fix_page` fixes pages; it never
 * makes a file (a `.md` anywhere in the project is no page: `node_modules/x.md`, an ignored folder).
 */
async function mustBeProjectPage(root: string, rel: string, context: LintContext | undefined): Promise<void> {
  const { index } = context?.project ?? (await loadProject(root, { scanImports: false }));
  if (index.get(rel) === undefined) throw new ToolInputError(`Unexpected file \`${rel}\` to write, expected an existing page file of the project (\`fix_page\` never makes a file)`);
}

/** Characters of a text, a leading BOM left out. */
function lengthOf(text: string): number {
  return text.charCodeAt(0) === 0xfeff ? text.length - 1 : text.length;
}

/**
 * Refuse text that would drop most of the page it is written over (an agent that passes a
 * fragment, taking `text` for an edit): text under half the file's length, or without the closed
 * front matter the file opens with. `force: true` writes it all the same.
 */
export function overwriteRefusal(rel: string, before: string, after: string): string | undefined {
  const anyway = 'pass the whole page, or `force: true` to write this text over it';
  if (splitFrontmatter(before)?.closed === true && splitFrontmatter(after)?.closed !== true) {
    return `Unexpected text without front matter for \`${rel}\`, whose file opens with front matter, expected the whole page (${anyway})`;
  }
  const had = lengthOf(before);
  const has = lengthOf(after);
  if (has * 2 < had) return `Unexpected text of ${has} characters for \`${rel}\` of ${had} characters, expected the whole page, at least half its length (${anyway})`;
  return undefined;
}

/** Apply every safe fix; with `write`, write the result over the page's file (an existing page file of the project, temp file + rename). */
export async function fixPage(root: string, input: PageInput & FindingsWindow & { write?: boolean | undefined; force?: boolean | undefined }, context?: LintContext): Promise<FixPageResult> {
  if (input.write === true && input.path === undefined) throw new ToolInputError('Missing `path` with `write: true`, expected the page file to write');
  if (input.force === true && input.write !== true) throw new ToolInputError('Unexpected `force: true` without `write: true`, expected `force` only with `write: true` (it lets a write drop most of the page)');
  const page = await source(root, input, input.write === true ? ' to write' : '');
  if (input.write === true) await mustBeProjectPage(root, page.rel, context);
  const { findings, output } = await lint(root, page, true, context);
  const text = output ?? page.text;
  // Text given with `write` is written even when no fix applied: the client asked for that file.
  const changed = output !== undefined;
  let written = false;
  if (input.write === true && (changed || input.text !== undefined)) {
    // The file as it is now (the page itself when no text was given): what the text replaces.
    const current = page.bytes !== undefined && input.text === undefined ? { text: page.text, bytes: page.bytes } : await readPageFile(root, page.file, page.rel);
    const refusal = input.force === true ? undefined : overwriteRefusal(page.rel, current.text, text);
    if (refusal !== undefined) throw new ToolInputError(refusal);
    try {
      // Written only over the file as read (and judged): an edit saved meanwhile is never written over.
      await writeFileInside(root, page.file, text, { unchanged: { bytes: current.bytes } });
    } catch (error) {
      if (error instanceof WriteFailedError) throw new ToolInputError(`Unexpected failure writing \`${page.rel}\` (${error.reason}), the original is left unchanged`);
      throw error;
    }
    written = true;
  }
  return { file: page.rel, changed, written, text, remaining: summary(page.rel, findings, text, input) };
}
