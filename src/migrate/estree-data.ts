// A JavaScript module parsed with acorn (the parser remark-mdx reads ESM with) and read as data, never run: the
// object handed to a call such as Starlight's `starlight({…})` in `astro.config.mjs`, as the same `DataNode` tree
// src/migrate/js-data.ts gives for a Docusaurus sidebar. Objects, arrays, strings, numbers, booleans, `null`, a
// template without `${}` and a name a top-level `const` binds to such a value are read; anything else (a call, a
// spread, a condition, `process.env.X`) is an `unreadable` node with its text and place, so the caller names it.
import type { CallExpression, Expression, Node, Pattern, Program, SpreadElement } from 'estree-jsx';
import { Parser } from 'acorn';
import type { At, DataNode, Unreadable } from './js-data.js';

/** The module parsed, or where and why it does not parse. */
export type ParsedModule = { program: Program; text: string } | { error: string; at: At };

/** Where acorn's error is (`SyntaxError` with `loc`). */
function errorAt(error: unknown): At {
  const loc = typeof error === 'object' && error !== null && 'loc' in error ? (error as { loc?: { line?: unknown; column?: unknown } }).loc : undefined;
  return typeof loc?.line === 'number' && typeof loc.column === 'number' ? { line: loc.line, column: loc.column + 1 } : { line: 1, column: 1 };
}

/** `text` parsed as an ES module (a script when it is not one); never run. */
export function parseModule(text: string): ParsedModule {
  const source = text.replace(/^\uFEFF/, '');
  let first: unknown;
  for (const sourceType of ['module', 'script'] as const) {
    try {
      const program = Parser.parse(source, { ecmaVersion: 'latest', sourceType, locations: true, ranges: true, allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true }) as unknown as Program;
      return { program, text: source };
    } catch (error) {
      first ??= error;
    }
  }
  return { error: (first instanceof Error ? first.message : String(first)).replace(/\s*\(\d+:\d+\)$/, ''), at: errorAt(first) };
}

const atOf = (node: Node): At => ({ line: node.loc?.start.line ?? 1, column: (node.loc?.start.column ?? 0) + 1 });

/** The children of a node, in source order (every key whose value is a node or a list of nodes). */
function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    const list: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of list) if (typeof item === 'object' && item !== null && typeof (item as { type?: unknown }).type === 'string') out.push(item as Node);
  }
  return out;
}

/** Every node of the program, depth first in source order (bounded: a pathological nesting is not followed past 400 levels). */
export function* walk(node: Node, depth = 0): Generator<Node> {
  yield node;
  if (depth > 400) return;
  for (const child of children(node)) yield* walk(child, depth + 1);
}

/** The reader of one parsed module's values. */
export class ModuleReader {
  /** The values of the module's top-level `const`/`let`/`var` names (a name declared twice is not read). */
  private readonly bindings = new Map<string, Expression | undefined>();

  constructor(
    readonly program: Program,
    private readonly text: string,
  ) {
    for (const statement of program.body) {
      const declaration = statement.type === 'VariableDeclaration' ? statement : (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration' ? statement.declaration : undefined);
      for (const d of declaration?.declarations ?? []) {
        if (d.id.type !== 'Identifier') continue;
        this.bindings.set(d.id.name, this.bindings.has(d.id.name) ? undefined : (d.init ?? undefined));
      }
    }
  }

  /** The local names `import x from 'source'` binds (the default import). */
  defaultImports(source: string): string[] {
    return this.program.body.flatMap((s) => (s.type === 'ImportDeclaration' && s.source.value === source ? s.specifiers.filter((p) => p.type === 'ImportDefaultSpecifier').map((p) => p.local.name) : []));
  }

  /** The calls of a function named one of `names`, in source order. */
  calls(names: readonly string[]): CallExpression[] {
    const out: CallExpression[] = [];
    for (const node of walk(this.program)) if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && names.includes(node.callee.name)) out.push(node);
    return out;
  }

  private hole(node: Node): Unreadable {
    const [start, end] = node.range ?? [0, 0];
    const written = this.text.slice(start, Math.max(end, start + 1)).replace(/\s+/g, ' ');
    return { kind: 'unreadable', text: written.length > 60 ? `${written.slice(0, 57)}...` : written, at: atOf(node) };
  }

  /** A value as data: what is not plain data is an `unreadable` node (`seen`: the names being read, so a name bound to itself ends). */
  value(node: Expression | SpreadElement | Pattern, seen: ReadonlySet<string> = new Set()): DataNode {
    const at = atOf(node);
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string') return { kind: 'string', value: node.value, at };
        if (typeof node.value === 'number') return { kind: 'number', value: node.value, at };
        if (typeof node.value === 'boolean') return { kind: 'boolean', value: node.value, at };
        if (node.value === null && !('regex' in node) && !('bigint' in node)) return { kind: 'null', at };
        return this.hole(node);
      case 'TemplateLiteral':
        return node.expressions.length === 0 ? { kind: 'string', value: node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(''), at } : this.hole(node);
      case 'UnaryExpression':
        return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number' ? { kind: 'number', value: -node.argument.value, at } : this.hole(node);
      case 'ArrayExpression':
        return { kind: 'array', items: node.elements.map((item) => (item === null ? { kind: 'unreadable', text: '(a hole)', at } : item.type === 'SpreadElement' ? this.hole(item) : this.value(item, seen))), at };
      case 'ObjectExpression': {
        const entries: Extract<DataNode, { kind: 'object' }>['entries'] = [];
        const unread: Unreadable[] = [];
        for (const property of node.properties) {
          if (property.type === 'SpreadElement' || property.computed || property.kind !== 'init' || property.method) {
            unread.push(this.hole(property));
            continue;
          }
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
          if (key === undefined) unread.push(this.hole(property));
          else entries.push({ key, value: this.value(property.value, seen), at: atOf(property.key) });
        }
        return { kind: 'object', entries, unread, at };
      }
      case 'Identifier': {
        const bound = this.bindings.get(node.name);
        if (bound === undefined || seen.has(node.name)) return this.hole(node);
        const read = this.value(bound, new Set([...seen, node.name]));
        // A name read from its declaration: what is unreadable there is named where it is written.
        return read;
      }
      default:
        return this.hole(node);
    }
  }
}
