// Code actions on a page's findings: each fix `docwright lint --fix` would apply, as a quick
// fix, then each of a finding's suggestions (repairs to choose from, never applied by `--fix`); "disable for this line" and "for this file" as the directives of src/lint/directives.ts;
// and every fix at once.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Node } from 'unist';
import { CodeActionKind, type CodeAction, type Diagnostic, type Range, type TextEdit } from 'vscode-languageserver/node';
import type { Finding } from '../findings/finding.js';
import { ENGINE_RULE_IDS } from '../lint/verify-text.js';
import { splitFrontmatter } from '../project/frontmatter.js';
import { mdCompiledAsMdx, parsePage, type Syntax } from '../parse/index.js';
import { rangesMeet, sameRange, toDiagnostic } from './diagnostics.js';

export interface ActionInput {
  document: TextDocument;
  /** The page's path, which tells whether Mintlify compiles a `.md` page as MDX. */
  file: string;
  syntax: Syntax;
  /** The lint findings of the document's current text. */
  findings: readonly Finding[];
  range: Range;
  /** The diagnostics the client sent (`context.diagnostics`). */
  diagnostics: readonly Diagnostic[];
  /** Lint a text of this page (to check that a directive does switch the finding off). */
  relint: (text: string) => Promise<readonly Finding[]>;
  /** The whole text with every fix applied, when there is any; `undefined` to leave the edit to `codeAction/resolve`. */
  fixAll?: () => Promise<string | undefined>;
}

/** The `data` of the fix-all action when its edit is left to `codeAction/resolve`. */
export interface FixAllData {
  fixAll: string;
  version: number;
}

export function isFixAllData(value: unknown): value is FixAllData {
  return typeof value === 'object' && value !== null && 'fixAll' in value && typeof value.fixAll === 'string' && 'version' in value && typeof value.version === 'number';
}

/** The edit that replaces the whole text of `document` with `fixed`. */
export function wholeTextEdit(document: TextDocument, fixed: string): TextEdit {
  const bom = bomLength(document);
  return { range: { start: document.positionAt(bom), end: document.positionAt(document.getText().length) }, newText: fixed.charCodeAt(0) === 0xfeff ? fixed.slice(1) : fixed };
}

/**
 * The comment a directive is written in: an MDX expression, or an HTML comment in Markdown that Mintlify does not
 * compile (`README.md`). A `.md` page Mintlify compiles as MDX takes the MDX form too: an HTML comment fails it there
 * (`page-mdx-syntax`), while `{/* … *\/}` is hidden by Mintlify, left out by the build and read as a directive.
 */
export function directiveComment(syntax: Syntax, text: string, file: string): string {
  return syntax === 'mdx' || mdCompiledAsMdx(file) ? `{/* ${text} */}` : `<!-- ${text} -->`;
}

function bomLength(document: TextDocument): number {
  return document.getText().charCodeAt(0) === 0xfeff ? 1 : 0;
}

function insertAt(document: TextDocument, offset: number, text: string): TextEdit {
  const at = document.positionAt(offset);
  return { range: { start: at, end: at }, newText: text };
}

function applyEdit(text: string, document: TextDocument, edit: TextEdit): string {
  return text.slice(0, document.offsetAt(edit.range.start)) + edit.newText + text.slice(document.offsetAt(edit.range.end));
}

/** What decides how a node renders besides its children: a list's order and start, a heading's depth, a code block's info. */
const SHAPING: Readonly<Record<string, readonly string[]>> = { list: ['ordered', 'start', 'spread'], listItem: ['spread', 'checked'], heading: ['depth'], code: ['lang', 'meta'], mdxJsxFlowElement: ['name'], mdxJsxTextElement: ['name'] };

/** Whether the node is a directive comment (an MDX comment expression or an HTML comment naming `docwright-`), which renders nothing. */
function isDirectiveNode(node: Node): boolean {
  const value = fieldOf(node, 'value');
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'html') && typeof value === 'string' && value.includes('docwright-');
}

/** A node's own field `key`. */
function fieldOf(node: Node, key: string): unknown {
  const value: unknown = Object.getOwnPropertyDescriptor(node, key)?.value;
  return value;
}

/** A node's children (none for a leaf). */
function childrenOf(node: Node): readonly Node[] {
  const children = fieldOf(node, 'children');
  return Array.isArray(children) ? children.filter((child): child is Node => typeof child === 'object' && child !== null && typeof (child as { type?: unknown }).type === 'string') : [];
}

/** The block structure of a tree: each node's type and shaping fields, nested; directive comments and blank text left out, runs of text as one. */
function shape(node: Node): string {
  const kept = childrenOf(node).filter((child) => !isDirectiveNode(child) && !(child.type === 'text' && String(fieldOf(child, 'value')).trim() === ''));
  const parts = kept.map(shape).filter((part, i, all) => !(part === 'text' && all[i - 1] === 'text'));
  const fields = (SHAPING[node.type] ?? []).map((key) => `${key}=${JSON.stringify(fieldOf(node, key) ?? null)}`);
  return `${node.type}${fields.length > 0 ? `{${fields.join(',')}}` : ''}${parts.length > 0 ? `(${parts.join(',')})` : ''}`;
}

/**
 * The page's structure as Mintlify reads it (MDX, or Markdown in a page it does not compile), to tell whether a
 * directive comment changed more than the comment: undefined when the text does not parse so.
 */
function structureOf(text: string, input: Pick<ActionInput, 'file' | 'syntax'>): string | undefined {
  const syntax = input.syntax === 'mdx' || mdCompiledAsMdx(input.file) ? 'mdx' : 'md';
  const parsed = parsePage({ path: input.file, value: text }, { syntax, variables: null });
  return parsed.error ? undefined : shape(parsed.tree);
}

/** How many findings of each rule and message `findings` hold, errors only. */
function errorCounts(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) if (f.severity === 'error' || f.fatal) counts.set(`${f.ruleId}\n${f.message}`, (counts.get(`${f.ruleId}\n${f.message}`) ?? 0) + 1);
  return counts;
}

/**
 * The finding is gone from `after` (its line moved by `shift`), the page still parses, and the edit made no new
 * error (a directive the page cannot hold, such as an HTML comment in a page compiled as MDX, is no way out).
 */
function switchedOff(finding: Finding, before: readonly Finding[], after: readonly Finding[], shift: number): boolean {
  if (after.some((f) => f.fatal)) return false;
  if (after.some((f) => f.ruleId === finding.ruleId && f.line === finding.line + shift && f.message === finding.message)) return false;
  const had = errorCounts(before);
  return [...errorCounts(after)].every(([key, count]) => count <= (had.get(key) ?? 0));
}

/**
 * The line ending of the line at `offset` (`\r\n` or `\n`; of the line before when that line has none, the last one):
 * a directive's line ends as the lines around it do in a file of mixed endings.
 */
export function lineEndingAt(text: string, offset: number): string {
  const next = text.indexOf('\n', offset);
  if (next >= 0) return text[next - 1] === '\r' && next - 1 >= offset ? '\r\n' : '\n';
  const before = text.lastIndexOf('\n', offset - 1);
  return before > 0 && text[before - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * The edit that switches `finding` off on its line, or undefined: a `disable-next-line` comment on a line of its own
 * before the finding's line (at its indentation), else a `disable-line` comment at the end of that line, whichever
 * comes first of those that keep the page's structure (a comment line before a list item that follows a blank line
 * ends the list: the items after it become a new list) and do switch the finding off.
 */
async function lineDirective(input: ActionInput, finding: Finding, structure: () => string | undefined): Promise<TextEdit | undefined> {
  const { document } = input;
  const text = document.getText();
  const lineStart = document.offsetAt({ line: finding.line - 1, character: 0 });
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const lineEnd = lineStart + (/^[^\r\n]*/.exec(text.slice(lineStart))?.[0].length ?? 0);
  const candidates: Array<{ edit: TextEdit; shift: number }> = [
    { edit: insertAt(document, lineStart, `${indent}${directiveComment(input.syntax, `docwright-disable-next-line ${finding.ruleId}`, input.file)}${lineEndingAt(text, lineStart)}`), shift: 1 },
    { edit: insertAt(document, lineEnd, ` ${directiveComment(input.syntax, `docwright-disable-line ${finding.ruleId}`, input.file)}`), shift: 0 },
  ];
  for (const { edit, shift } of candidates) {
    const edited = applyEdit(text, document, edit);
    const before = structure();
    if (before !== undefined && structureOf(edited, input) !== before) continue;
    if (switchedOff(finding, input.findings, await input.relint(edited), shift)) return edit;
  }
  return undefined;
}

export async function codeActions(input: ActionInput): Promise<CodeAction[]> {
  const { document, findings } = input;
  const text = document.getText();
  const bom = bomLength(document);
  const uri = document.uri;
  const wanted = findings
    .map((finding) => ({ finding, diagnostic: toDiagnostic(finding, document) }))
    .filter(({ diagnostic }) =>
      input.diagnostics.length > 0 ? input.diagnostics.some((d) => d.code === diagnostic.code && sameRange(d.range, diagnostic.range)) : rangesMeet(diagnostic.range, input.range),
    );
  const actions: CodeAction[] = [];
  for (const { finding, diagnostic } of wanted) {
    if (finding.fix) {
      const edit: TextEdit = { range: { start: document.positionAt(finding.fix.range[0] + bom), end: document.positionAt(finding.fix.range[1] + bom) }, newText: finding.fix.text };
      actions.push({ title: `Fix: ${finding.message}`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: { changes: { [uri]: [edit] } } });
    }
    for (const suggestion of finding.suggestions ?? []) {
      const edit: TextEdit = { range: { start: document.positionAt(suggestion.fix.range[0] + bom), end: document.positionAt(suggestion.fix.range[1] + bom) }, newText: suggestion.fix.text };
      actions.push({ title: suggestion.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [uri]: [edit] } } });
    }
  }
  const disabled = new Set<string>();
  // The page's structure as it is, read once and only when a directive is weighed.
  let structure: { value: string | undefined } | undefined;
  const structureNow = (): string | undefined => (structure ??= { value: structureOf(text, input) }).value;
  for (const { finding, diagnostic } of wanted) {
    if ((ENGINE_RULE_IDS as readonly string[]).includes(finding.ruleId)) continue;
    const key = `${finding.ruleId}:${finding.line}`;
    if (disabled.has(key)) continue;
    disabled.add(key);
    const lineEdit = await lineDirective(input, finding, structureNow);
    if (lineEdit) actions.push({ title: `Disable \`${finding.ruleId}\` for this line`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [uri]: [lineEdit] } } });
    const block = splitFrontmatter(text);
    const bodyStart = block?.closed ? block.bodyStart + bom : bom;
    const eol = lineEndingAt(text, bodyStart);
    const fileEdit = insertAt(document, bodyStart, `${directiveComment(input.syntax, `docwright-disable ${finding.ruleId}`, input.file)}${eol}${eol}`);
    // A `disable` directive before the finding always switches it off (src/lint/directives.ts); the page is linted
    // with it all the same, for an error the comment may bring (the rules that read a page's first lines).
    if (finding.line > document.positionAt(bodyStart).line && switchedOff(finding, findings, await input.relint(applyEdit(text, document, fileEdit)), 2)) {
      actions.push({ title: `Disable \`${finding.ruleId}\` for this file`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [uri]: [fileEdit] } } });
    }
  }
  if (findings.some((f) => f.fix)) {
    const title = 'Fix every auto-fixable docwright problem';
    if (!input.fixAll) {
      const data: FixAllData = { fixAll: uri, version: document.version };
      actions.push({ title, kind: CodeActionKind.SourceFixAll, data });
    } else {
      const fixed = await input.fixAll();
      if (fixed !== undefined) actions.push({ title, kind: CodeActionKind.SourceFixAll, edit: { changes: { [uri]: [wholeTextEdit(document, fixed)] } } });
    }
  }
  return actions;
}
