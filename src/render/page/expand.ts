// Prepares a page tree for rendering without running anything from it: imports of
// snippets are inlined (with literal props), ESM is dropped, expressions become their
// literal value or nothing, and paragraphs that only wrap components are unravelled.
import { dirname, join, relative, resolve } from 'node:path';
import type { Root, RootContent, Parent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree-jsx';
import { parsePage, type ParsedPage } from '../../parse/index.js';
import { isInside, readTextInside, realPathInside, RefusedPathError } from '../../fs/paths.js';
import type { Finding } from '../../findings/finding.js';
import { parseLiteral, type Literal } from './literal.js';
import { capTreeDepth } from '../safety/limits.js';

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
  props: Record<string, Literal>;
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

/** Where a custom component is defined: its file and that file's ESM, as remark-mdx parsed it. */
export interface ComponentSource {
  /** Absolute path of the page or snippet. */
  file: string;
  /** The name it is exported as (a page may import it under another). */
  name: string;
  programs: Program[];
}

/** The ESM of a tree as estree programs, or undefined when a block has none. */
function esmPrograms(tree: Root): Program[] | undefined {
  const programs: Program[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const estree = node.data?.estree;
    if (!estree) return undefined;
    programs.push(estree);
  }
  return programs;
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

/** A code import from a file of the project (`/snippets/x.jsx`, `./x.js`), not a package. */
function isCodePath(source: string): boolean {
  return source.startsWith('/') || source.startsWith('.');
}

const IMPORT_DEFAULT = /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g;
const IMPORT_NAMED = /import\s*(?:[A-Za-z_$][\w$]*\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const EXPORT_CONST = /export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*([^;\n]+)/g;
/** Components defined in the page itself (`export const Card = (…) =>`, `export function Card`): never run. */
const EXPORT_COMPONENT = /export\s+(?:const\s+([A-Z][\w$]*)\s*=\s*(?:\([^)]*\)|[\w$]+)\s*=>|(?:default\s+)?function\s+([A-Z][\w$]*))/g;

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
        const parsed = parsePage({ path, value });
        const warning = capTreeDepth(parsed.tree);
        if (warning) ctx.diagnostics.push({ file: path, ...warning, ruleId: 'page-limit', severity: 'warn' });
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
 * Whether a snippet file may be read: its real path (symlinks followed) is inside the
 * project. A refused one is reported at the import; a missing one later, where it is used.
 */
async function importable(ctx: ExpandContext, file: string, node: RootContent, index: number, source: string, target: string): Promise<boolean> {
  try {
    await realPathInside(ctx.root, target);
    return true;
  } catch (error) {
    if (error instanceof RefusedPathError && error.reason === 'missing') return true;
    const { line, column } = positionInEsm(node, index);
    const message = `Unexpected import path \`${source}\` that links outside the project, expected a file inside it: it is not inlined`;
    // `import A, { b } from` is one import: one message.
    if (!ctx.diagnostics.some((d) => d.file === file && d.line === line && d.column === column && d.message === message)) ctx.diagnostics.push({ file, line, column, ruleId: 'path-outside', message, severity: 'error' });
    return false;
  }
}

/** The line and column of character `index` of an ESM block. */
function positionInEsm(node: RootContent, index: number): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 };
  const value = node.type === 'mdxjsEsm' ? node.value.slice(0, index) : '';
  const lines = value.split('\n');
  const last = lines[lines.length - 1] ?? '';
  return lines.length === 1 ? { line: start.line, column: start.column + last.length } : { line: start.line + lines.length - 1, column: last.length + 1 };
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
        if (await importable(ctx, file, node, match.index, source, target)) scope.snippets.set(name, target);
        else scope.foreign.add(name);
      } else {
        scope.foreign.add(name);
        if (isCodePath(source)) scope.code.set(name, source);
      }
    }
    for (const match of value.matchAll(IMPORT_NAMED)) {
      const [, names, source] = match;
      if (!names || !source) continue;
      let target = /\.mdx?$/i.test(source) ? resolveImport(ctx.root, file, source) : undefined;
      if (target && !(await importable(ctx, file, node, match.index, source, target))) target = undefined;
      for (const part of names.split(',')) {
        const [imported, local] = part.split(/\s+as\s+/).map((s) => s.trim());
        if (!imported) continue;
        const localName = local ?? imported;
        if (target) {
          const snippet = await loadSnippet(ctx, target);
          ctx.dependencies.add(target);
          const exported = snippet ? exportedValues(snippet.tree)[imported] : undefined;
          if (exported !== undefined) scope.values[localName] = exported;
          else {
            scope.foreign.add(localName);
            // `import { Table } from '/snippets/table.mdx'`: a component the snippet defines.
            const programs = snippet && !snippet.error && definedComponents(snippet.tree).has(imported) ? esmPrograms(snippet.tree) : undefined;
            if (programs) {
              scope.code.set(localName, relative(ctx.root, target));
              scope.components.set(localName, { file: target, name: imported, programs });
            }
          }
        } else {
          scope.foreign.add(localName);
          if (!/\.mdx?$/i.test(source) && isCodePath(source)) scope.code.set(localName, source);
        }
      }
    }
    const defined = componentsOf(node);
    const programs = defined.size > 0 ? esmPrograms(tree) : undefined;
    for (const name of defined) {
      scope.foreign.add(name);
      scope.code.set(name, relative(ctx.root, file));
      if (programs) scope.components.set(name, { file, name, programs });
    }
    Object.assign(scope.values, exportedValues(tree));
  }
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

function exportedValues(tree: Root): Record<string, Literal> {
  const values: Record<string, Literal> = {};
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(EXPORT_CONST)) {
      const [, name, expression] = match;
      if (!name || !expression) continue;
      const literal = parseLiteral(expression);
      if (literal !== undefined) values[name] = literal;
    }
  }
  return values;
}

async function expandChildren(ctx: ExpandContext, file: string, parent: Parent, scope: Scope, stack: string[]): Promise<void> {
  const out: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'mdxjsEsm') continue;
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      if (isChildrenExpression(child.value) && scope.children) {
        for (const node of scope.children) out.push(node);
        continue;
      }
      const value = resolveExpression(scope, child.value);
      const text = value === undefined ? undefined : literalText(value);
      if (text !== undefined) {
        // An expression's value reaches the page as it is (not typographic, no part of a heading's anchor: src/parse/typography.ts).
        const textNode: RootContent = { type: 'text', value: text, data: { expression: true } };
        out.push(child.type === 'mdxFlowExpression' ? ({ type: 'paragraph', children: [textNode] }) : textNode);
      }
      continue;
    }
    if (isJsx(child)) {
      // Attribute expressions that name props become their literal values.
      for (const attribute of child.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value && typeof attribute.value === 'object') {
          const value = resolveExpression(scope, attribute.value.value);
          if (value !== undefined && parseLiteral(attribute.value.value) === undefined) {
            attribute.value = { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) };
          }
        }
      }
      // `<Snippet file="x.mdx" />`, the older form Mintlify still supports: a file of `snippets/`.
      const legacy = child.name === 'Snippet' ? snippetFile(child) : undefined;
      const target = child.name ? (scope.snippets.get(child.name) ?? (legacy !== undefined ? resolve(ctx.root, 'snippets', legacy) : undefined)) : undefined;
      if (target) {
        const inlined = await inlineSnippet(ctx, file, child, target, scope, stack);
        for (const node of inlined) out.push(node);
        continue;
      }
    }
    if ('children' in child && Array.isArray(child.children)) await expandChildren(ctx, file, child, scope, stack);
    out.push(child);
  }
  (parent as { children: RootContent[] }).children = out;
}

async function inlineSnippet(ctx: ExpandContext, file: string, element: MdxJsxFlowElement | MdxJsxTextElement, target: string, scope: Scope, stack: string[]): Promise<RootContent[]> {
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
  const snippet = await loadSnippet(ctx, target);
  if (!snippet) {
    ctx.diagnostics.push({ file, line, column, ruleId: 'snippet-missing', message: `Missing snippet \`${rel}\``, severity: 'error' });
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
  const props: Record<string, Literal> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else {
      const value = resolveExpression(scope, attribute.value.value);
      if (value !== undefined) props[attribute.name] = value;
    }
  }
  const tree = structuredClone(snippet.tree);
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  markOrigin(ctx, tree, target);
  const inner: Scope = { props, values: {}, children: element.children, snippets: new Map(), foreign: new Set(), code: new Map(), components: new Map() };
  await readEsm(ctx, target, tree, inner);
  await expandChildren(ctx, target, tree, inner, [...stack, target]);
  // The snippet's own code components end up in the page.
  for (const name of inner.foreign) scope.foreign.add(name);
  for (const [name, source] of inner.code) scope.code.set(name, source);
  for (const [name, source] of inner.components) scope.components.set(name, source);
  if (element.type === 'mdxJsxTextElement') {
    const only = tree.children.length === 1 ? tree.children[0] : undefined;
    if (only?.type === 'paragraph') return only.children;
  }
  return tree.children;
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
  const scope: Scope = { props: {}, values: {}, children: undefined, snippets: new Map(), foreign: new Set(), code: new Map(), components: new Map() };
  await readEsm(ctx, file, tree, scope);
  await expandChildren(ctx, file, tree, scope, [file]);
  return { foreign: scope.foreign, code: scope.code, components: scope.components };
}
