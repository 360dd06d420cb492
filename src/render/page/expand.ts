// Prepares a page tree for rendering without running anything from it: imports of
// snippets are inlined (with literal props), ESM is dropped, expressions become their
// literal value or nothing, and paragraphs that only wrap components are unravelled.
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Paragraph, Root, RootContent, Parent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ImportDeclaration, Program } from 'estree-jsx';
import type { ParsedPage } from '../../parse/index.js';
import { unravels } from '../../parse/unravel.js';
import { pageContext } from '../../rule-kit/page-context.js';
import { lintLosses } from './lint-losses.js';
import { isInside, readTextInside, realPathInside } from '../../fs/paths.js';
import { missingSnippetMessage, snippetRefusal, type LeftOutFiles } from '../../project/snippet-refusal.js';
import type { Finding } from '../../findings/finding.js';
import { parseLiteral, type Literal } from '../tree/literal.js';
import { staticContent } from '../tree/jsx-static.js';
import { capTreeDepth } from '../safety/limits.js';
import { getComponent } from '../../components/index.js';
import { esmBindings, freeIdentifiers, JS_GLOBALS, shownExpression, snippetPropsMember, undefinedNames, variableReference } from '../../components/expression-names.js';
import { formatMessage } from '../../rule-kit/rule.js';
import expressionDefined, { SNIPPET_PROPS, snippetPropsData } from '../../../rules/expression-defined.js';
import { evaluateProgram, shownText, type Binding, type Lookup } from './evaluate.js';
import { moduleBindings, moduleExports, type EsmModule } from './esm-values.js';
import { exportProblem, IMPORT_DEFAULT, IMPORT_NAMED, isCodePath, isModuleSource, parseSnippet, positionInEsm, snippetExportNames } from '../../parse/snippet-exports.js';
import { componentUse, expressionElement, expressionProgram, EXPRESSION_PREFIX, literalAttributes } from './expression-element.js';
import type { CheckId } from '../../findings/checks.js';
import type { ComponentSource } from '../safety/sandbox/components.js';
import type { CopyFrame, CopyUse } from './markdown-copy.js';

export interface ExpandContext {
  root: string;
  /** Cached snippet reads for this run: absolute path → parsed snippet (or a read error). */
  snippets: Map<string, Promise<ParsedPage | undefined>>;
  diagnostics: Finding[];
  /** Every snippet file this page depends on (absolute paths). */
  dependencies: Set<string>;
  /**
   * The snippet file each inlined node (and its `position` object) came from, so a message
   * about snippet content names the snippet, not the page. Nodes of the page are absent.
   */
  origins?: WeakMap<object, string>;
  /** What this page's snippet uses have cost so far (set by `expandPage`). */
  budget?: ExpansionBudget;
  /** The page's front matter, as its expressions read it (`{pageMetadata.title}`). */
  pageMetadata?: Literal;
  /** This page's ESM of each file it reaches, one array per file (expressions run in the sandbox are added to it), and each file's module. */
  files?: Map<string, { programs: Program[]; module?: Promise<EsmModule> }>;
  /** Expressions of this page handed to the sandbox so far. */
  expressions?: number;
  /** The files an ignore file leaves out (`SiteProject.leftOut`): an import of one is refused, as Mintlify resolves none. */
  leftOut?: LeftOutFiles;
  /** Where each inlined snippet is recorded for the page's Markdown copy (src/render/page/markdown-copy.ts): the file being expanded's. */
  copy?: CopyFrame;
  /** A snippet was inlined where the copy cannot place it (no positions): the copy is written from the tree. */
  copyLost?: boolean;
}

/** Snippets inlined into one page, and their source size, at most (snippets using snippets multiply). */
export const MAX_SNIPPET_USES = 2000;
export const MAX_SNIPPET_CHARS = 10_000_000;
/** Snippets nested in snippets one page may reach (a straight chain, no cycle); deeper ones are left out. */
export const MAX_SNIPPET_DEPTH = 20;

interface ExpansionBudget {
  uses: number;
  chars: number;
  exhausted: boolean;
}

/** The file a node of an expanded page was written in: its snippet, else `file`. */
export function originOf(ctx: ExpandContext, node: object | undefined, file: string): string {
  if (!node || !ctx.origins) return file;
  const position: unknown = 'position' in node ? node.position : undefined;
  return ctx.origins.get(node) ?? (typeof position === 'object' && position !== null ? ctx.origins.get(position) : undefined) ?? file;
}

/** Remember that every node of a snippet's (copied) tree came from `file`. */
function markOrigin(ctx: ExpandContext, tree: Root, file: string): void {
  const origins = (ctx.origins ??= new WeakMap());
  const stack: object[] = [...tree.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    origins.set(node, file);
    if ('position' in node && typeof node.position === 'object' && node.position !== null) origins.set(node.position, file);
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children as unknown[]) if (typeof child === 'object' && child !== null) stack.push(child);
  }
}

interface Scope {
  /** The file the scope's text is written in (the page, or an inlined snippet). */
  file: string;
  /** A snippet's scope: a name it reads that is defined nowhere is a prop (`undefined` when not passed). */
  snippet: boolean;
  /** What the file's ESM binds (src/render/page/esm-values.ts). */
  bindings: ReadonlyMap<string, Binding>;
  /** The names the file's ESM binds, read as text too (an import the estree lacks). */
  names: ReadonlySet<string>;
  module?: EsmModule;
  props: Record<string, Literal>;
  /** A snippet's props passed as static JSX (`title={<b>Set up</b>}`): the page's attribute value, by prop name. */
  elements?: Record<string, MdxJsxAttributeValueExpression>;
  values: Record<string, Literal>;
  children: RootContent[] | undefined;
  snippets: Map<string, string>;
  /** Names imported from code files or packages: shown as their children only. */
  foreign: Set<string>;
  /** The names among them that are the project's own code (`/snippets/x.jsx`, or defined on the page): name → where. */
  code: Map<string, string>;
  /** The names among them defined in the ESM of a page or `.mdx` snippet: rendered in the sandbox (src/render/safety/sandbox/). */
  components: Map<string, ComponentSource>;
}

/** Each program's text and where it starts in its file, to place an import at its `from` keyword as `check` does. */
const programText = new WeakMap<Program, { value: string; offset: number }>();

/** The ESM of a tree as estree programs, or undefined when a block has none. */
function esmPrograms(tree: Root): Program[] | undefined {
  const programs: Program[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const estree = node.data?.estree;
    if (!estree) return undefined;
    const offset = node.position?.start.offset;
    if (offset !== undefined) programText.set(estree, { value: node.value, offset });
    programs.push(estree);
  }
  return programs;
}

/** Where an import is reported, 1-based: at the `from` before its quoted path when on the same line (as `check` places it), else at the path. */
function importAt(program: Program, statement: ImportDeclaration): { line: number; column: number } {
  const at = statement.source.loc?.start ?? statement.loc?.start;
  const line = at?.line ?? 1;
  const column = (at?.column ?? 0) + 1;
  const text = programText.get(program);
  const start = statement.source.range?.[0];
  if (text === undefined || typeof start !== 'number') return { line, column };
  const before = text.value.slice(0, start - text.offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const from = before.lastIndexOf('from');
  return from >= lineStart && /^from\s*$/.test(before.slice(from)) ? { line, column: column - (before.length - from) } : { line, column };
}

/** The ESM of `file` for this page: one array per file, so its components and expressions compile together. */
function filePrograms(ctx: ExpandContext, file: string, tree: Root): Program[] | undefined {
  const files = (ctx.files ??= new Map<string, { programs: Program[]; module?: Promise<EsmModule> }>());
  let entry = files.get(file);
  if (!entry) {
    const programs = esmPrograms(tree);
    if (!programs) return undefined;
    entry = { programs };
    files.set(file, entry);
  }
  return entry.programs;
}

/** Whether `target` may be read (inside the project, real path included); a refused one was reported at its import. */
async function readable(ctx: ExpandContext, target: string): Promise<boolean> {
  try {
    await realPathInside(ctx.root, target);
    return true;
  } catch {
    return false;
  }
}

/** The `.mdx` files one module imports, resolved and read (`file` itself and those reached through `stack` are left out: a cycle, whose module is still being read). */
async function moduleImports(ctx: ExpandContext, file: string, programs: readonly Program[], stack: readonly string[]): Promise<Map<string, EsmModule>> {
  const imports = new Map<string, EsmModule>();
  if (stack.length > MAX_SNIPPET_DEPTH) return imports;
  for (const program of programs) {
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      const target = isModuleSource(source) ? resolveImport(ctx.root, file, source) : undefined;
      if (target && (target === file || stack.includes(target)) && (isCodeFile(file) || isCodeFile(target))) {
        // `.mdx` snippets in a circle are reported where they are used (`inlineSnippet`); code ones are never inlined, so here, at the import.
        const chain = [...stack.slice(stack.indexOf(target) < 0 ? stack.length : stack.indexOf(target)), file, target].map((path) => `\`${relative(ctx.root, path)}\``).join(' → ');
        const { line, column } = importAt(program, statement);
        ctx.diagnostics.push({ file, line, column, ruleId: 'snippet-cycle', message: `Unexpected snippet import cycle ${chain}, expected snippets that do not use themselves`, severity: 'error' });
      }
      if (target && isCodeFile(file) && target !== file) {
        // A `.jsx`/`.js` snippet's own import of a file that is not there (its `.mdx` imports are read where they are inlined, a code one's only here).
        const refusal = snippetRefusal(ctx.root, target, source, ctx.leftOut);
        if (refusal) reportOnce(ctx, { file, ...importAt(program, statement), ruleId: refusal.ruleId, message: refusal.message, severity: 'error' });
      }
      if (!target || target === file || stack.includes(target) || imports.has(source) || !(await readable(ctx, target))) continue;
      const snippet = await loadSnippet(ctx, target);
      if (!snippet || snippet.error) continue;
      ctx.dependencies.add(target);
      const module = await loadModule(ctx, target, snippet.tree, [...stack, file]);
      if (module) imports.set(source, module);
    }
  }
  return imports;
}

/** `file`'s ESM with what it imports from other `.mdx` files, once per page; undefined when its ESM has no estree. */
function loadModule(ctx: ExpandContext, file: string, tree: Root, stack: readonly string[] = []): Promise<EsmModule | undefined> {
  const programs = filePrograms(ctx, file, tree);
  const entry = ctx.files?.get(file);
  if (!programs || !entry) return Promise.resolve(undefined);
  entry.module ??= moduleImports(ctx, file, programs, stack).then((imports) => ({ file, programs, imports }));
  return entry.module;
}

/** Components an ESM block exports that the pattern misses (`export const X = function…`, `({ a = f() }) =>`). */
function estreeComponents(program: Program | null | undefined): string[] {
  const names: string[] = [];
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const declaration = statement.declaration;
    if (declaration.type === 'FunctionDeclaration' && /^[A-Z]/.test(declaration.id.name)) names.push(declaration.id.name);
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && /^[A-Z]/.test(declarator.id.name) && (declarator.init?.type === 'ArrowFunctionExpression' || declarator.init?.type === 'FunctionExpression')) names.push(declarator.id.name);
    }
  }
  return names;
}

/** A `.jsx`/`.js` snippet: run as a component, never inlined. */
function isCodeFile(path: string): boolean {
  return /\.jsx?$/i.test(path);
}

/** Components defined in the page itself (`export const Card = (…) =>`, `export function Card`): never run. */
// Its parameter list at most 4,000 characters: unbounded, 10,000 `export const A = (` in a string took 1.6 s.
const EXPORT_COMPONENT = /export\s+(?:const\s+([A-Z][\w$]*)\s*=\s*(?:\([^)]{0,4000}\)|[\w$]+)\s*=>|(?:default\s+)?function\s+([A-Z][\w$]*))/g;

export function insideRoot(root: string, file: string): boolean {
  return isInside(root, file);
}

/** Resolve an import source (`/snippets/a.mdx`, `./a.mdx`) inside the project, or undefined when it leaves it. */
export function resolveImport(root: string, fromFile: string, source: string): string | undefined {
  const target = source.startsWith('/') ? join(root, source) : resolve(dirname(fromFile), source);
  return insideRoot(root, target) ? target : undefined;
}

function loadSnippet(ctx: ExpandContext, path: string): Promise<ParsedPage | undefined> {
  let pending = ctx.snippets.get(path);
  if (!pending) {
    pending = readTextInside(ctx.root, path).then(
      (value) => {
        const parsed = parseSnippet(path, value);
        const warning = capTreeDepth(parsed.tree);
        if (warning) ctx.diagnostics.push({ file: path, ...warning, ruleId: 'page-limit', severity: 'warn' });
        // What the snippet loses on Mintlify (`:::note` as text …), at the snippet's own line and column, once.
        if (!parsed.error && !/\.jsx$/i.test(path)) ctx.diagnostics.push(...lintLosses(path, value, parsed.tree, pageContext(parsed.syntax, parsed.frontmatter)));
        return parsed;
      },
      () => undefined,
    );
    ctx.snippets.set(path, pending);
  }
  return pending;
}

/** The `file` of a `<Snippet file="…">`, when it is a plain string. */
function snippetFile(element: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  for (const attribute of element.attributes) if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'file' && typeof attribute.value === 'string' && attribute.value !== '') return attribute.value;
  return undefined;
}

function isJsx(node: RootContent): node is MdxJsxFlowElement | MdxJsxTextElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

const CODE: Binding = { kind: 'code' };

/** How an expression of `scope` finds a name: a snippet's props, the file's ESM, the page's MDX scope, the globals. */
function lookupIn(ctx: ExpandContext, scope: Scope): Lookup {
  return (name) => {
    if (scope.snippet && Object.hasOwn(scope.props, name)) return { kind: 'value', value: scope.props[name] };
    const bound = scope.bindings.get(name);
    if (bound) return bound;
    if (Object.hasOwn(scope.values, name)) return { kind: 'value', value: scope.values[name] };
    if (scope.names.has(name)) return CODE;
    if (name === 'props') return { kind: 'value', value: scope.props };
    if (name === 'pageMetadata') return ctx.pageMetadata === undefined ? CODE : { kind: 'value', value: ctx.pageMetadata };
    // Mintlify's pages get an empty `config`.
    if (name === 'config') return { kind: 'value', value: {} };
    if (name === 'codeStyling' || JS_GLOBALS.has(name)) return CODE;
    return scope.snippet ? { kind: 'value', value: undefined } : { kind: 'unknown' };
  };
}

/** An expression's source as a message shows it, cut when long. */
function shownSource(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

function warnAt(ctx: ExpandContext, file: string, node: { position?: RootContent['position'] }, ruleId: CheckId, message: string): void {
  const start = node.position?.start ?? { line: 1, column: 1 };
  ctx.diagnostics.push({ file, line: start.line, column: start.column, ruleId, message, severity: 'warn' });
}

/** The first name `program` reads that the page defines nowhere (a snippet's are its props). */
function missingName(scope: Scope, program: Program): string | undefined {
  if (scope.snippet) return undefined;
  return undefinedNames(program, new Set([...scope.names, ...scope.bindings.keys(), ...Object.keys(scope.values)]))[0]?.name;
}

/** A snippet's `props.name` (Mintlify gives a snippet its props by their own names: `props` is undefined there), warned as lint's `expression-defined` does; still rendered. */
function warnSnippetProps(ctx: ExpandContext, file: string, scope: Scope, node: { position?: RootContent['position'] }, program: Program | null | undefined): void {
  if (!scope.snippet || !program || scope.bindings.has('props') || scope.names.has('props') || Object.hasOwn(scope.props, 'props') || (scope.elements && Object.hasOwn(scope.elements, 'props'))) return;
  const member = snippetPropsMember(program);
  const start = node.position?.start ?? { line: 1, column: 1 };
  if (member) reportOnce(ctx, { file, line: start.line, column: start.column, ruleId: 'expression-defined', message: formatMessage(SNIPPET_PROPS, snippetPropsData(member)), severity: 'warn' });
}

/** The `expression-defined` message of an expression reading `name`, word for word as the rule gives it in lint. */
function undefinedMessage(source: string, name: string): string {
  const shown = shownExpression(source);
  const data = { source: shown, name, escaped: `\\{${shown}\\}` };
  if (variableReference(source) === name) return formatMessage(expressionDefined.messages.variable ?? '', { ...data, source: `{${shown}}` });
  return formatMessage(expressionDefined.messages.text ?? '', data);
}

type ExpressionNode = Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;

/** An expression in the text of `scope`: its value as text, an element the sandbox renders for code, or nothing and a warning. */
function expressionNodes(ctx: ExpandContext, file: string, scope: Scope, child: ExpressionNode): RootContent[] {
  const flow = child.type === 'mdxFlowExpression';
  // An expression's value reaches the page as it is (not typographic, no part of a heading's anchor: src/parse/typography.ts).
  warnSnippetProps(ctx, file, scope, child, child.data?.estree);
  const wrap = (text: string): RootContent[] => (text === '' ? [] : flow ? [{ type: 'paragraph', children: [{ type: 'text', value: text, data: { expression: true } }] }] : [{ type: 'text', value: text, data: { expression: true } }]);
  // `{title}` in a snippet whose page passed `title={<b>Set up</b>}`: the elements, as React renders them.
  const element = passedElement(scope, child.value);
  const content = element ? staticContent(element) : undefined;
  if (content?.ok) return flow ? [{ type: 'paragraph', children: structuredClone(content.nodes) }] : structuredClone(content.nodes);
  const program = child.data?.estree;
  if (!program) {
    const value = resolveExpression(scope, child.value);
    const text = value === undefined ? undefined : literalText(value);
    return text === undefined ? [] : wrap(text);
  }
  const missing = missingName(scope, program);
  if (missing !== undefined) {
    warnAt(ctx, file, child, 'expression-defined', undefinedMessage(child.value, missing));
    return [];
  }
  const evaluation = evaluateProgram(program, lookupIn(ctx, scope));
  if (evaluation.ok) {
    const text = shownText(evaluation.value);
    if (text !== undefined) return wrap(text);
    warnAt(ctx, file, child, 'expression-render', `Unexpected object from expression \`{${shownSource(child.value)}}\`, expected text, a number or elements (React cannot show an object): nothing is shown`);
    return [];
  }
  if (evaluation.kind === 'undefined') {
    warnAt(ctx, file, child, 'expression-defined', undefinedMessage(child.value, evaluation.name));
    return [];
  }
  return sandboxExpression(ctx, file, scope, child, program);
}

/** The names `programs` read from `scope` that its file's ESM does not bind (a snippet's props, the page's `props`…): the parameters of a sandbox wrapper, with their values. */
function scopeParams(ctx: ExpandContext, scope: Scope, programs: readonly Program[], params: string[]): { params: string[]; props: Record<string, Literal> } {
  const lookup = lookupIn(ctx, scope);
  const props: Record<string, Literal> = {};
  for (const program of programs) {
    for (const { name: read } of freeIdentifiers(program)) {
      if (scope.bindings.has(read) || params.includes(read) || JS_GLOBALS.has(read)) continue;
      params.push(read);
      const binding = lookup(read);
      if (binding.kind === 'value' && binding.value !== undefined) props[read] = binding.value;
    }
  }
  return { params, props };
}

/**
 * A custom component given code in its attributes (`Block={WidgetBlock}`, `{...config}`): a wrapper
 * of its file that the sandbox renders, passing that code to the component as it is written.
 */
function wrapCodeAttributes(ctx: ExpandContext, scope: Scope, element: MdxJsxFlowElement | MdxJsxTextElement): void {
  const name = element.name;
  if (!name || !scope.module || !scope.components.has(name) || getComponent(name)) return;
  const code = element.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute' || (typeof a.value === 'object' && a.value !== null && parseLiteral(a.value.value) === undefined));
  const children = element.children.length > 0;
  const use = code ? componentUse(name, element.attributes, children) : undefined;
  if (!use) return;
  const programs: Program[] = [];
  for (const attribute of element.attributes) {
    const program = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined;
    if (program) programs.push(program);
  }
  const { params, props } = scopeParams(ctx, scope, programs, children ? ['children'] : []);
  const wrapper = `${EXPRESSION_PREFIX}${(ctx.expressions = (ctx.expressions ?? 0) + 1)}`;
  scope.module.programs.push(expressionProgram(wrapper, use, params));
  scope.components.set(wrapper, { file: scope.module.file, name: wrapper, programs: scope.module.programs, modules: scope.module.imports });
  scope.foreign.add(wrapper);
  element.name = wrapper;
  element.attributes = literalAttributes(props);
  element.data = { ...element.data, dwComponent: name };
}

/** Code in an expression (a call, a function, JSX): a component of its file that the sandbox renders, standing where the expression was. */
function sandboxExpression(ctx: ExpandContext, file: string, scope: Scope, child: ExpressionNode, program: Program): RootContent[] {
  const statement = program.body[0];
  if (!scope.module || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') {
    warnAt(ctx, file, child, 'expression-render', `Unexpected code in expression \`{${shownSource(child.value)}}\` that docwright cannot run, expected one expression in a file whose imports and exports it reads: nothing is shown`);
    return [];
  }
  const name = `${EXPRESSION_PREFIX}${(ctx.expressions = (ctx.expressions ?? 0) + 1)}`;
  const { params, props } = scopeParams(ctx, scope, [program], []);
  scope.module.programs.push(expressionProgram(name, structuredClone(statement.expression), params));
  scope.components.set(name, { file: scope.module.file, name, programs: scope.module.programs, modules: scope.module.imports });
  scope.foreign.add(name);
  return [expressionElement(name, child.type === 'mdxFlowExpression', child.value, props, child.position)];
}

/** Code a registry component's attribute cannot take (a call, say); JSX (`icon={<svg …/>}`) and functions are the handlers' own business. */
function isDroppedCode(program: Program): boolean {
  const statement = program.body[0];
  if (statement?.type !== 'ExpressionStatement') return false;
  return !['JSXElement', 'JSXFragment', 'ArrowFunctionExpression', 'FunctionExpression'].includes(statement.expression.type);
}

/**
 * A registry component's spread attributes (`<Card {...cardProps}>`) read statically: the object's entries become
 * attributes in its place, as React passes them; one docwright cannot evaluate is left out with a warning.
 */
function spreadAttributes(ctx: ExpandContext, file: string, scope: Scope, element: MdxJsxFlowElement | MdxJsxTextElement): void {
  if (!element.name || !getComponent(element.name) || !element.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
  element.attributes = element.attributes.flatMap((attribute): (MdxJsxAttribute | MdxJsxExpressionAttribute)[] => {
    if (attribute.type !== 'mdxJsxExpressionAttribute') return [attribute];
    const program = attribute.data?.estree;
    const evaluation = program ? evaluateProgram(program, lookupIn(ctx, scope)) : undefined;
    const value = evaluation?.ok ? evaluation.value : undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      warnAt(ctx, file, attribute, 'expression-render', `Unexpected spread \`{${shownSource(attribute.value)}}\` on \`<${element.name ?? ''}>\` that docwright cannot evaluate, expected each attribute written out or an object the page exports: its attributes are left out`);
      return [];
    }
    return Object.entries(value).map(([name, entry]): MdxJsxAttribute => ({
      type: 'mdxJsxAttribute',
      name,
      value: typeof entry === 'string' ? entry : { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(entry) ?? 'undefined' },
      ...(attribute.position ? { position: attribute.position } : {}),
    }));
  });
}

/**
 * A JSX attribute's expression read statically: its literal value written in, or a warning for a
 * name defined nowhere or code a registry component drops. True when it warned: the caller leaves
 * the attribute out, so no handler reports the same expression a second time.
 */
function resolveAttribute(ctx: ExpandContext, file: string, scope: Scope, element: MdxJsxFlowElement | MdxJsxTextElement, attribute: MdxJsxAttribute, value: MdxJsxAttributeValueExpression): boolean {
  warnSnippetProps(ctx, file, scope, attribute, value.data?.estree);
  // A prop the page passed as static JSX (`title={title}` in the snippet, `title={<b>Set up</b>}` on the page) is that JSX.
  const passed = passedElement(scope, value.value);
  if (passed) {
    attribute.value = structuredClone(passed);
    return false;
  }
  const program = value.data?.estree;
  if (!program) {
    const literal = resolveExpression(scope, value.value);
    if (literal !== undefined && parseLiteral(value.value) === undefined) attribute.value = { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(literal) };
    return false;
  }
  const missing = missingName(scope, program);
  if (missing !== undefined) {
    warnAt(ctx, file, attribute, 'expression-defined', formatMessage(expressionDefined.messages.attribute ?? '', { attribute: attribute.name, source: shownExpression(value.value), name: missing }));
    return true;
  }
  if (parseLiteral(value.value) !== undefined) return false;
  const evaluation = evaluateProgram(program, lookupIn(ctx, scope));
  if (evaluation.ok && evaluation.value !== undefined) attribute.value = { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(evaluation.value) };
  else if (!evaluation.ok && element.name && getComponent(element.name) && isDroppedCode(program)) {
    warnAt(ctx, file, attribute, 'expression-render', `Unexpected code in \`${attribute.name}={${shownSource(value.value)}}\` on \`<${element.name}>\` that docwright cannot evaluate (${evaluation.kind === 'code' ? evaluation.reason : `\`${evaluation.name}\` is not defined`}), expected a literal or a value the page exports: the attribute is left out`);
    return true;
  }
  return false;
}

/** The static JSX the page passed for the prop an expression names alone (`title`, `props.title`), if any. */
function passedElement(scope: Scope, expression: string): MdxJsxAttributeValueExpression | undefined {
  if (!scope.snippet || !scope.elements) return undefined;
  const text = expression.trim();
  const prop = /^props\.([A-Za-z_$][\w$]*)$/.exec(text)?.[1] ?? /^([A-Za-z_$][\w$]*)$/.exec(text)?.[1];
  return prop !== undefined && Object.hasOwn(scope.elements, prop) ? scope.elements[prop] : undefined;
}

function resolveExpression(scope: Scope, expression: string): Literal | undefined {
  const text = expression.trim();
  const literal = parseLiteral(text);
  if (literal !== undefined) return literal;
  const prop = /^props\.([A-Za-z_$][\w$]*)$/.exec(text)?.[1] ?? /^([A-Za-z_$][\w$]*)$/.exec(text)?.[1];
  if (prop !== undefined) {
    if (Object.hasOwn(scope.props, prop)) return scope.props[prop];
    if (Object.hasOwn(scope.values, prop)) return scope.values[prop];
  }
  return undefined;
}

function isChildrenExpression(text: string): boolean {
  return /^\s*(props\.)?children\s*$/.test(text);
}

function literalText(value: Literal): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Whether a snippet file (`.md`, `.mdx`, `.jsx`, `.js`) may be read: a regular file inside the project (symlinks
 * followed) that no ignore file leaves out. One that is not is reported at the import's `from`, in the words `check`
 * gives it (src/project/snippet-refusal.ts): a link out of the project, a file that is not there, links to nothing,
 * is a named pipe or a folder, cannot be read, or is ignored. `statement`: the import's text, `match.index` its start
 * in the ESM block.
 */
function importable(ctx: ExpandContext, file: string, node: RootContent, index: number, statement: string, source: string, target: string): boolean {
  const refusal = snippetRefusal(ctx.root, target, source, ctx.leftOut);
  if (!refusal) return true;
  const quote = statement.lastIndexOf(source) - 1;
  const from = statement.lastIndexOf('from', quote);
  const { line, column } = positionInEsm(node, index + (from >= 0 ? from : Math.max(quote, statement.search(/\S|$/))));
  // `import A, { b } from` is one import: one message.
  reportOnce(ctx, { file, line, column, ruleId: refusal.ruleId, message: refusal.message, severity: 'error' });
  return false;
}

/** Add `finding` unless the page has it already (a snippet imported twice). */
function reportOnce(ctx: ExpandContext, finding: Finding): void {
  if (!ctx.diagnostics.some((d) => d.file === finding.file && d.line === finding.line && d.column === finding.column && d.message === finding.message)) ctx.diagnostics.push(finding);
}

/**
 * `import Widget from '/snippets/widget.jsx'`: a code file's default export, a component the sandbox renders as `Widget`.
 * False when the file is refused (reported at the import: its uses are not reported again).
 */
async function readDefaultComponent(ctx: ExpandContext, file: string, node: RootContent, index: number, statement: string, source: string, name: string, scope: Scope): Promise<boolean> {
  const target = isModuleSource(source) ? resolveImport(ctx.root, file, source) : undefined;
  if (!target) return true;
  if (!importable(ctx, file, node, index, statement, source, target)) return false;
  const snippet = await loadSnippet(ctx, target);
  if (!snippet || snippet.error) return true;
  ctx.dependencies.add(target);
  const hasDefault = snippet.tree.children.some((child) => child.type === 'mdxjsEsm' && (child.data?.estree?.body ?? []).some((statement) => statement.type === 'ExportDefaultDeclaration'));
  const module = hasDefault ? await loadModule(ctx, target, snippet.tree) : undefined;
  if (!module) return true;
  scope.code.set(name, relative(ctx.root, target));
  scope.components.set(name, { file: target, name: 'default', programs: module.programs, modules: module.imports });
  return true;
}

async function readEsm(ctx: ExpandContext, file: string, tree: Root, scope: Scope): Promise<void> {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const value = node.value;
    for (const match of value.matchAll(IMPORT_DEFAULT)) {
      const [, name, source] = match;
      if (!name || !source) continue;
      if (/\.mdx?$/i.test(source)) {
        const target = resolveImport(ctx.root, file, source);
        if (!target) {
          const line = node.position?.start.line ?? 1;
          ctx.diagnostics.push({ file, line, column: node.position?.start.column ?? 1, ruleId: 'path-outside', message: `Unexpected import path \`${source}\` outside the project, expected a file inside it`, severity: 'error' });
          continue;
        }
        if (importable(ctx, file, node, match.index, match[0], source, target)) scope.snippets.set(name, target);
        else scope.foreign.add(name);
      } else if (isCodePath(source)) {
        scope.foreign.add(name);
        scope.code.set(name, source);
        if (!(await readDefaultComponent(ctx, file, node, match.index, match[0], source, name, scope))) scope.code.delete(name);
      }
      // A package import binds nothing: Mintlify imports only local files, so its tags are unknown components.
    }
    for (const match of value.matchAll(IMPORT_NAMED)) {
      const [, names, source] = match;
      if (!names || !source) continue;
      // A named import of an `.mdx` snippet, or of a `.jsx` one (parsed as MDX, as Mintlify does).
      let target = isModuleSource(source) && isCodePath(source) ? resolveImport(ctx.root, file, source) : undefined;
      // A refused file is reported at its import: its names' uses are not reported again.
      const refused = target !== undefined && !importable(ctx, file, node, match.index, match[0], source, target);
      if (refused) target = undefined;
      for (const part of names.split(',')) {
        const [imported, local] = part.split(/\s+as\s+/).map((s) => s.trim());
        if (!imported) continue;
        const localName = local ?? imported;
        if (target) {
          const snippet = await loadSnippet(ctx, target);
          ctx.dependencies.add(target);
          if (snippet?.error) reportOnce(ctx, { file: target, line: snippet.error.line, column: snippet.error.column, ruleId: 'parse-error', message: snippet.error.message, severity: 'warn' });
          const module = snippet && !snippet.error ? await loadModule(ctx, target, snippet.tree) : undefined;
          const exported = module ? moduleExports(module).get(imported) : undefined;
          const names = snippet && !snippet.error ? snippetExportNames(snippet.tree) : undefined;
          const problem = names ? exportProblem(node, match.index, match[0], imported, source, names) : undefined;
          if (problem) reportOnce(ctx, { file, ...problem, ruleId: 'snippet-export-missing', severity: 'warn' });
          if (exported?.kind === 'value') {
            if (exported.value !== undefined) scope.values[localName] = exported.value;
          } else {
            scope.foreign.add(localName);
            // `import { Table } from '/snippets/table.mdx'`: a component the snippet defines.
            if (module && snippet && definedComponents(snippet.tree).has(imported)) {
              scope.code.set(localName, relative(ctx.root, target));
              scope.components.set(localName, { file: target, name: imported, programs: module.programs, modules: module.imports });
            } else if (!/\.mdx?$/i.test(source)) scope.code.set(localName, source);
          }
        } else if (isCodePath(source)) {
          // (A package import binds nothing, as above.)
          scope.foreign.add(localName);
          if (!refused && !/\.mdx?$/i.test(source)) scope.code.set(localName, source);
        }
      }
    }
    const defined = componentsOf(node);
    const module = defined.size > 0 ? await loadModule(ctx, file, tree) : undefined;
    for (const name of defined) {
      scope.foreign.add(name);
      scope.code.set(name, relative(ctx.root, file));
      if (module) scope.components.set(name, { file, name, programs: module.programs, modules: module.imports });
    }
  }
  await readBindings(ctx, file, tree, scope);
}

/** What the file's ESM binds, its values read statically (src/render/page/esm-values.ts). */
async function readBindings(ctx: ExpandContext, file: string, tree: Root, scope: Scope): Promise<void> {
  scope.names = esmBindings(tree);
  const module = await loadModule(ctx, file, tree);
  if (!module) return;
  scope.module = module;
  scope.bindings = moduleBindings(module);
  for (const [name, binding] of scope.bindings) if (binding.kind === 'value' && binding.value !== undefined) scope.values[name] = binding.value;
}

/** The components one ESM block defines. */
function componentsOf(node: RootContent): Set<string> {
  if (node.type !== 'mdxjsEsm') return new Set();
  const defined = new Set(estreeComponents(node.data?.estree));
  for (const match of node.value.matchAll(EXPORT_COMPONENT)) {
    const name = match[1] ?? match[2];
    if (name) defined.add(name);
  }
  return defined;
}

/** The components a page or snippet defines. */
function definedComponents(tree: Root): Set<string> {
  const defined = new Set<string>();
  for (const node of tree.children) for (const name of componentsOf(node)) defined.add(name);
  return defined;
}

async function expandChildren(ctx: ExpandContext, file: string, parent: Parent, scope: Scope, stack: string[]): Promise<void> {
  // Whether MDX unravels the paragraph is read as written, before its expressions become their values (page-hast).
  if (parent.type === 'paragraph') {
    const paragraph = parent as Paragraph;
    if (unravels(paragraph.children)) paragraph.data = { ...paragraph.data, unravelled: true };
  }
  const out: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'mdxjsEsm') continue;
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      if (isChildrenExpression(child.value) && scope.children) {
        for (const node of scope.children) out.push(node);
        continue;
      }
      for (const node of expressionNodes(ctx, file, scope, child)) out.push(node);
      continue;
    }
    if (isJsx(child)) {
      // Attribute expressions that name props become their literal values.
      spreadAttributes(ctx, file, scope, child);
      const reported = new Set<MdxJsxAttribute>();
      for (const attribute of child.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value && typeof attribute.value === 'object' && resolveAttribute(ctx, file, scope, child, attribute, attribute.value)) reported.add(attribute);
      }
      if (reported.size > 0) child.attributes = child.attributes.filter((attribute) => attribute.type !== 'mdxJsxAttribute' || !reported.has(attribute));
      wrapCodeAttributes(ctx, scope, child);
      // `<Snippet file="x.mdx" />`, the older form Mintlify still supports: a file of `snippets/`.
      const legacy = child.name === 'Snippet' ? snippetFile(child) : undefined;
      const target = child.name ? (scope.snippets.get(child.name) ?? (legacy !== undefined ? resolve(ctx.root, 'snippets', legacy) : undefined)) : undefined;
      if (target) {
        const inlined = await inlineSnippet(ctx, file, child, target, scope, stack, parent.type === 'tableCell');
        for (const node of inlined) out.push(node);
        continue;
      }
    }
    if ('children' in child && Array.isArray(child.children)) await expandChildren(ctx, file, child, scope, stack);
    out.push(child);
  }
  (parent as { children: RootContent[] }).children = out;
}

/** The props a snippet use passes: values by name, and static JSX (`title={<b>Set up</b>}`) as written. */
function snippetProps(ctx: ExpandContext, scope: Scope, element: MdxJsxFlowElement | MdxJsxTextElement): { props: Record<string, Literal>; elements: Record<string, MdxJsxAttributeValueExpression> } {
  const props: Record<string, Literal> = {};
  const elements: Record<string, MdxJsxAttributeValueExpression> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else {
      const program = attribute.value.data?.estree;
      const evaluation = program ? evaluateProgram(program, lookupIn(ctx, scope)) : undefined;
      const value = evaluation ? (evaluation.ok ? evaluation.value : undefined) : resolveExpression(scope, attribute.value.value);
      if (value !== undefined) props[attribute.name] = value;
      // Static JSX (`title={<b>Set up</b>}`) goes to the snippet as it is written, for the attributes and expressions that name it.
      else if (staticContent(attribute.value)?.ok) elements[attribute.name] = passedElement(scope, attribute.value.value) ?? attribute.value;
    }
  }
  return { props, elements };
}

/** The use recorded for the Markdown copy, when its positions are known. */
/**
 * An `.mdx`/`.md` snippet used by its name inside a line of text (a table cell too): `snippet-inline`. Mintlify's prebuild
 * (@mintlify/common `resolveComponentWithContent`) puts a snippet's content in place of a block only; a `<Snippet file>` is
 * read another way.
 */
function isInlineUse(element: MdxJsxFlowElement | MdxJsxTextElement, target: string): boolean {
  return element.type === 'mdxJsxTextElement' && /\.mdx?$/i.test(target) && !(element.name === 'Snippet' && snippetFile(element) !== undefined);
}

function copyUse(element: MdxJsxFlowElement | MdxJsxTextElement, snippet: ParsedPage, target: string, passed: { props: Record<string, Literal>; elements: Record<string, MdxJsxAttributeValueExpression> }, inCell: boolean): CopyUse | undefined {
  const start = element.position?.start.offset;
  const end = element.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const first = element.children[0]?.position?.start;
  const last = element.children[element.children.length - 1]?.position?.end.offset;
  const elements = Object.fromEntries(Object.entries(passed.elements).map(([name, value]) => [name, value.value]));
  const children = first?.offset !== undefined && last !== undefined ? { children: { start: first.offset, end: last, indent: first.column - 1 } } : {};
  return { start, end, ...children, inCell, inline: isInlineUse(element, target), file: target, source: String(snippet.file.value), tree: snippet.tree, props: passed.props, elements, uses: [] };
}

async function inlineSnippet(ctx: ExpandContext, file: string, element: MdxJsxFlowElement | MdxJsxTextElement, target: string, scope: Scope, stack: string[], inCell: boolean): Promise<RootContent[]> {
  const line = element.position?.start.line ?? 1;
  const column = element.position?.start.column ?? 1;
  const rel = relative(ctx.root, target);
  if (stack.includes(target)) {
    const chain = [...stack.slice(stack.indexOf(target)), target].map((path) => `\`${relative(ctx.root, path)}\``).join(' → ');
    ctx.diagnostics.push({ file, line, column, ruleId: 'snippet-cycle', message: `Unexpected snippet import cycle ${chain}, expected snippets that do not use themselves`, severity: 'error' });
    return [];
  }
  if (stack.length > MAX_SNIPPET_DEPTH) {
    const chain = [...stack, target].map((path) => `\`${relative(ctx.root, path)}\``);
    const shown = chain.length > 6 ? [...chain.slice(0, 3), '…', ...chain.slice(-2)] : chain;
    ctx.diagnostics.push({ file, line, column, ruleId: 'page-limit', message: `Unexpected snippets nested ${stack.length} deep (${shown.join(' → ')}), expected at most ${MAX_SNIPPET_DEPTH}: the deeper ones are left out`, severity: 'warn' });
    return [];
  }
  ctx.dependencies.add(target);
  // A file an ignore file leaves out is not read: Mintlify has no such snippet.
  const snippet = ctx.leftOut?.has(rel.split(sep).join('/')) === true ? undefined : await loadSnippet(ctx, target);
  if (!snippet) {
    // `<Snippet file="x.mdx" />`, which no import names (an imported one not read was reported at its import).
    const refusal = snippetRefusal(ctx.root, target, rel, ctx.leftOut) ?? { ruleId: 'snippet-missing', message: missingSnippetMessage(rel) };
    ctx.diagnostics.push({ file, line, column, ruleId: refusal.ruleId, message: refusal.message, severity: 'error' });
    return [];
  }
  if (snippet.error) {
    ctx.diagnostics.push({ file: target, line: snippet.error.line, column: snippet.error.column, ruleId: 'parse-error', message: snippet.error.message, severity: 'error' });
    return [];
  }
  const budget = (ctx.budget ??= { uses: 0, chars: 0, exhausted: false });
  if (budget.exhausted) return [];
  budget.uses++;
  budget.chars += String(snippet.file.value).length;
  if (budget.uses > MAX_SNIPPET_USES || budget.chars > MAX_SNIPPET_CHARS) {
    budget.exhausted = true;
    const what = budget.uses > MAX_SNIPPET_USES ? `${MAX_SNIPPET_USES} snippet uses` : `${MAX_SNIPPET_CHARS / 1_000_000} MB of snippet text`;
    ctx.diagnostics.push({ file, line, column, message: `Unexpected snippet expansion past ${what} on one page at \`${rel}\`, expected fewer nested snippet uses: the rest is left out`, ruleId: 'page-limit', severity: 'warn' });
    return [];
  }
  const { props, elements } = snippetProps(ctx, scope, element);
  const tree = structuredClone(snippet.tree);
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  fillCodePlaceholders(tree, element);
  markOrigin(ctx, tree, target);
  const inner: Scope = { file: target, snippet: true, bindings: new Map(), names: new Set(), props, elements, values: {}, children: element.children, snippets: new Map(), foreign: new Set(), code: new Map(), components: new Map() };
  const frame = ctx.copy;
  const use = frame ? copyUse(element, snippet, target, { props, elements }, inCell) : undefined;
  if (frame && use) frame.uses.push(use);
  else if (frame) ctx.copyLost = true;
  ctx.copy = use;
  try {
    await readEsm(ctx, target, tree, inner);
    await expandChildren(ctx, target, tree, inner, [...stack, target]);
  } finally {
    ctx.copy = frame;
  }
  // The snippet's own code components end up in the page.
  for (const name of inner.foreign) scope.foreign.add(name);
  for (const [name, source] of inner.code) scope.code.set(name, source);
  for (const [name, source] of inner.components) scope.components.set(name, source);
  // `export default function Def() {…}` and nothing else: the build inlines an `.mdx` snippet's content, which is empty.
  if (tree.children.length === 0 && snippetExportNames(snippet.tree)?.has('default')) {
    const name = element.name ?? 'Snippet';
    reportOnce(ctx, { file, line, column, ruleId: 'snippet-default-export', severity: 'warn', message: `Unexpected \`<${name} />\` of \`${rel}\`, whose content is only an \`export default\`, expected a named export (\`export const ${name} = () => …\` imported as \`import { ${name} } from …\`) or the content itself: the build shows nothing for it` });
  }
  if (element.type === 'mdxJsxTextElement') {
    if (isInlineUse(element, target)) {
      const name = element.name ?? 'Snippet';
      reportOnce(ctx, { file, line, column, ruleId: 'snippet-inline', severity: 'warn', message: `Unexpected \`<${name} />\` of \`${rel}\` inside a line of text, expected it on a line of its own: Mintlify puts a snippet's content only in place of a block, so \`${name}\` is left undefined and the page fails` });
    }
    const only = tree.children.length === 1 ? tree.children[0] : undefined;
    if (only?.type === 'paragraph') return only.children;
  }
  return tree.children;
}

/** A snippet's code blocks with each `{name}` of a prop passed as a string replaced by its value, as Mintlify inlines snippets (other braces stay). */
function fillCodePlaceholders(tree: Root, element: MdxJsxFlowElement | MdxJsxTextElement): void {
  const values = new Map<string, string>();
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && attribute.value !== '') values.set(attribute.name, attribute.value);
  }
  if (values.size === 0) return;
  const stack: object[] = [...tree.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if ('type' in node && node.type === 'code' && 'value' in node && typeof node.value === 'string') {
      node.value = node.value.replace(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (whole, name: string) => values.get(name) ?? whole);
    }
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children as unknown[]) if (typeof child === 'object' && child !== null) stack.push(child);
  }
}

/** Names used as components that came from code files (`.jsx`) or packages: rendered as their children only. */
export interface ExpandResult {
  foreign: Set<string>;
  /** The project's own code components among them: name → the file they come from. */
  code: Map<string, string>;
  /** The components among them that the sandbox can render: name → where they are defined. */
  components: Map<string, ComponentSource>;
}

export async function expandPage(ctx: ExpandContext, file: string, tree: Root): Promise<ExpandResult> {
  ctx.budget = { uses: 0, chars: 0, exhausted: false };
  ctx.files = new Map();
  ctx.expressions = 0;
  const scope: Scope = { file, snippet: false, bindings: new Map(), names: new Set(), props: {}, values: {}, children: undefined, snippets: new Map(), foreign: new Set(), code: new Map(), components: new Map() };
  await readEsm(ctx, file, tree, scope);
  await expandChildren(ctx, file, tree, scope, [file]);
  return { foreign: scope.foreign, code: scope.code, components: scope.components };
}
