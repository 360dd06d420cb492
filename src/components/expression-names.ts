// The names an MDX expression reads, and which of them a page defines: read from the estree
// remark-mdx made, never run. Shared by the `expression-defined` lint rule and the build.
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { Identifier, MemberExpression, Node, Pattern, Program } from 'estree-jsx';
import { pageBindings } from './page-scope.js';

/**
 * The globals of the JavaScript a page's expressions run in on the platform: the ECMAScript
 * built-ins, and the browser's names a page may read (`window`, `document` …). A fixed list,
 * so the result does not depend on the Node version docwright runs on.
 */
export const JS_GLOBALS: ReadonlySet<string> = new Set([
  'globalThis', 'undefined', 'NaN', 'Infinity', 'eval', 'isFinite', 'isNaN', 'parseFloat', 'parseInt',
  'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'escape', 'unescape',
  'Object', 'Function', 'Boolean', 'Symbol', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError',
  'SyntaxError', 'TypeError', 'URIError', 'Number', 'BigInt', 'Math', 'Date', 'String', 'RegExp', 'Array',
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Map', 'Set', 'WeakMap', 'WeakSet',
  'WeakRef', 'FinalizationRegistry', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Atomics', 'JSON',
  'Promise', 'Reflect', 'Proxy', 'Intl', 'arguments',
  // Next.js, which renders Mintlify's pages, gives both the server and the browser `process.env`.
  'process',
  // The browser's (a page is rendered there too) and the timers both runtimes have.
  'window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'console',
  'fetch', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'queueMicrotask', 'structuredClone', 'atob', 'btoa', 'crypto', 'performance', 'TextEncoder', 'TextDecoder',
  'Blob', 'File', 'FormData', 'Headers', 'Request', 'Response', 'AbortController', 'Event', 'CustomEvent',
  'alert', 'confirm', 'prompt', 'requestAnimationFrame', 'cancelAnimationFrame', 'matchMedia', 'getComputedStyle',
  'HTMLElement', 'Element', 'Node', 'IntersectionObserver', 'ResizeObserver', 'MutationObserver',
  // React, which Mintlify's MDX pages have in scope.
  'React',
]);

/**
 * The names Mintlify gives every page's MDX besides its own imports and exports: the
 * component's `props`, and the scope it compiles pages with (`pageMetadata`, the front
 * matter; `config` and `codeStyling`).
 */
export const MDX_SCOPE: ReadonlySet<string> = new Set(['props', 'pageMetadata', 'config', 'codeStyling']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The children of an estree node, in source order. */
function childNodes(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) out.push(item);
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

/** Identifiers a binding pattern declares (`a`, `{ a, b: [c] }`, `...rest`, `x = 1`). */
function patternNames(pattern: Pattern, out: Set<string>): void {
  if (pattern.type === 'Identifier') out.add(pattern.name);
  else if (pattern.type === 'ObjectPattern') {
    for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
  } else if (pattern.type === 'ArrayPattern') {
    for (const element of pattern.elements) if (element) patternNames(element, out);
  } else if (pattern.type === 'RestElement') patternNames(pattern.argument, out);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, out);
}

/** Every name declared anywhere inside `root` (parameters, variables, functions, classes, catch clauses). */
function declaredInside(root: Node): Set<string> {
  const names = new Set<string>();
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'VariableDeclarator') patternNames(node.id, names);
    else if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      if ('id' in node && node.id) names.add(node.id.name);
      for (const param of node.params) patternNames(param, names);
    } else if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.id) names.add(node.id.name);
    else if (node.type === 'CatchClause' && node.param) patternNames(node.param, names);
    stack.push(...childNodes(node));
  }
  return names;
}

/** The children of `node` that are read as values (a property's key, a member's name and labels are not). */
function readChildren(node: Node): Node[] {
  switch (node.type) {
    case 'MemberExpression':
      return node.computed ? [node.object, node.property] : [node.object];
    case 'Property':
      return node.computed ? [node.key, node.value] : [node.value];
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return [...(node.computed ? [node.key] : []), ...(node.value ? [node.value] : [])];
    case 'LabeledStatement':
      return [node.body];
    case 'UnaryExpression':
      // `typeof x` of a name defined nowhere is `"undefined"`, not an error.
      return node.operator === 'typeof' && node.argument.type === 'Identifier' ? [] : [node.argument];
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return [];
    default:
      return childNodes(node);
  }
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassDeclaration']);

/**
 * The identifiers an expression reads that it does not declare itself, in source order.
 * A name declared anywhere inside it (an arrow function's parameter, say) counts as declared
 * everywhere in it: a name may be missed, never wrongly reported. JSX element names are left
 * to `component-known`. With `evaluated`, only what evaluating the expression reads for sure:
 * not what the functions in it read (an `onClick` handler runs only when clicked).
 */
export function freeIdentifiers(program: Program, evaluated = false): Identifier[] {
  const declared = declaredInside(program);
  const out: Identifier[] = [];
  const stack: Node[] = [program];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'Identifier') {
      if (!declared.has(node.name)) out.push(node);
      continue;
    }
    if (evaluated && FUNCTIONS.has(node.type)) continue;
    const children = readChildren(node);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  return out;
}

/** The names a page's (or snippet's) ESM binds: every import's local name and every declaration. */
export function esmBindings(tree: Root): Set<string> {
  const names = pageBindings(tree);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.add(specifier.local.name);
      const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') for (const declarator of declaration.declarations) patternNames(declarator.id, names);
      else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
    }
  }
  return names;
}

/** Whether a name an expression reads is defined for it: by the page, by MDX's scope or as a global. */
export function isDefinedName(name: string, bindings: ReadonlySet<string>): boolean {
  return bindings.has(name) || MDX_SCOPE.has(name) || JS_GLOBALS.has(name);
}

/**
 * The names evaluating `program` reads that are defined nowhere (each once, in source order),
 * with the first identifier of each: each a ReferenceError where the page is rendered.
 */
export function undefinedNames(program: Program, bindings: ReadonlySet<string>): Identifier[] {
  const seen = new Set<string>();
  const out: Identifier[] = [];
  for (const identifier of freeIdentifiers(program, true)) {
    if (seen.has(identifier.name) || isDefinedName(identifier.name, bindings)) continue;
    seen.add(identifier.name);
    out.push(identifier);
  }
  return out;
}

/** An expression's source as an `expression-defined` message shows it (lint and build alike): on one line, cut when long. */
export function shownExpression(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** The name of an expression written as a docs.json variable (`{{name}}`: the expression `{name}` in braces), else undefined. */
export function variableReference(value: string): string | undefined {
  return /^\{\s*([\w$]+)\s*\}$/.exec(value)?.[1];
}

/**
 * The first `props.name` an imported `.mdx` snippet's expression reads when rendered (not inside a function, not `props?.name`).
 * Mintlify inlines such a snippet and passes its props as names of their own (`<Setup word="…" />` fills `{word}`): `props`
 * is one more prop, undefined unless the page passes one so named, and reading a member of it fails the page with a TypeError.
 */
export function snippetPropsMember(program: Program): MemberExpression | undefined {
  const stack: Node[] = [program];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (FUNCTIONS.has(node.type)) continue;
    if (node.type === 'MemberExpression' && !node.optional && node.object.type === 'Identifier' && node.object.name === 'props') return node;
    const children = childNodes(node);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  return undefined;
}

/** How a `props.name` member reads in a message (`props.word`, `props["word"]`), and the prop it names when it names one plainly. */
export function propsMemberText(member: MemberExpression): { source: string; prop: string | undefined } {
  const property = member.property;
  if (!member.computed && property.type === 'Identifier') return { source: `props.${property.name}`, prop: property.name };
  if (member.computed && property.type === 'Literal' && typeof property.value === 'string' && /^[A-Za-z_$][\w$]*$/.test(property.value)) {
    return { source: `props[${JSON.stringify(property.value)}]`, prop: property.value };
  }
  return { source: 'props[…]', prop: undefined };
}
