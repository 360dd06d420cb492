// A file's ESM (the `import`/`export` blocks of a page or snippet) as one plain JavaScript
// expression for the sandbox: its value is an object of the file's exports. The JSX is
// compiled on the estree remark-mdx already made (`data.estree`) with estree-util-build-jsx,
// and printed with estree-util-to-js: no second parse, no native binary, nothing evaluated.
// `import`s are never followed: React's names come from the sandbox's Preact, a package's
// name is `undefined` (a component that uses one is not rendered, see `packageUses`).
import type { Directive, ExportDefaultDeclaration, Expression, ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier, ModuleDeclaration, Node, Pattern, Program, Statement } from 'estree-jsx';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs } from 'estree-util-to-js';

export interface CompiledProgram {
  /** A JavaScript expression whose value is `{ [export]: value }`. */
  code: string;
  /** Exported names. */
  exports: string[];
  /** Names imported from packages or code files: local name → source. */
  imports: Map<string, string>;
  /** Identifiers each export's declaration uses. */
  uses: Map<string, Set<string>>;
  /** Identifiers each top-level declaration the file does not export uses (a helper component, a constant). */
  locals: Map<string, Set<string>>;
}

/** The hooks the sandbox offers without an import, as Mintlify's pages have them. */
const HOOKS = ['useCallback', 'useContext', 'useEffect', 'useId', 'useLayoutEffect', 'useMemo', 'useReducer', 'useRef', 'useState'];
/** Snippets imported through snippets that are compiled in, at most, deep and in all (a snippet imported twice is compiled twice); the others are `undefined`. */
const MAX_MODULE_DEPTH = 20;
const MAX_MODULES = 200;
const REACT_SOURCES = new Set(['react', 'preact', 'preact/hooks', 'react/jsx-runtime']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node under `root` (itself included). */
function walk(root: Node, visit: (node: Node) => void): void {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range' || key === 'position') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) stack.push(item);
      } else if (isNode(value)) stack.push(value);
    }
  }
}

function patternNames(pattern: Pattern, out: string[]): void {
  walk(pattern, (node) => {
    if (node.type === 'Identifier') out.push(node.name);
  });
}

/** The names a top-level declaration binds. */
function declaredNames(statement: Statement | ModuleDeclaration | Directive): string[] {
  const names: string[] = [];
  if (statement.type === 'VariableDeclaration') for (const declarator of statement.declarations) patternNames(declarator.id, names);
  else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) names.push(statement.id.name);
  return names;
}

/** The name `usedNames` gives an event handler that is code (`onClick={…}`, not `onClick="…"`). */
const EVENT_HANDLER = '#event';

/** The identifiers `node` uses, and `EVENT_HANDLER` when it sets an event handler to code. */
function usedNames(node: Node): Set<string> {
  const names = new Set<string>();
  walk(node, (child) => {
    if (child.type === 'Identifier' || child.type === 'JSXIdentifier') names.add(child.name);
    else if (child.type === 'JSXAttribute' && child.name.type === 'JSXIdentifier' && /^on[A-Z]/.test(child.name.name) && child.value?.type === 'JSXExpressionContainer') names.add(EVENT_HANDLER);
  });
  return names;
}

/** A file's ESM with the `.mdx` files it imports (import source → that file's ESM), as src/render/page/esm-values.ts resolves them. */
export interface ModuleSource {
  programs: readonly Program[];
  imports: ReadonlyMap<string, ModuleSource>;
}

/**
 * The local names of an import of a resolved `.mdx` file, read from that file's compiled exports object `module`.
 * A default import is only recorded in `imports`, whose names the program's prelude declares `undefined` once.
 */
function importedFrom(module: string, specifiers: readonly (ImportSpecifier | ImportDefaultSpecifier | ImportNamespaceSpecifier)[], imports: Map<string, string>, source: string): string[] {
  return specifiers.flatMap((specifier) => {
    const local = specifier.local.name;
    if (specifier.type === 'ImportNamespaceSpecifier') return [`const ${local} = ${module};`];
    if (specifier.type === 'ImportDefaultSpecifier') {
      // A code file's (`.jsx`, `.js`) default export is its value; an `.mdx` snippet's is its content, which the page inlines.
      if (!/\.mdx?$/i.test(source)) return [`const ${local} = ${module}["default"];`];
      imports.set(local, source);
      return [];
    }
    const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
    return [`const ${local} = ${module}[${JSON.stringify(name)}];`];
  });
}

/** The local name a file's default export is read from; a declaration or expression is added to `body` (`__dw_default` when it has no name). */
function defaultExport(declaration: ExportDefaultDeclaration['declaration'], body: (Statement | Directive)[]): string | undefined {
  if (declaration.type === 'Identifier') return declaration.name;
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
    body.push(declaration.type === 'FunctionDeclaration' ? { ...declaration, id: declaration.id } : { ...declaration, id: declaration.id });
    return declaration.id.name;
  }
  const init: Expression = declaration.type === 'FunctionDeclaration' ? { ...declaration, type: 'FunctionExpression' } : declaration.type === 'ClassDeclaration' ? { ...declaration, type: 'ClassExpression' } : declaration;
  body.push({ type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: DEFAULT_LOCAL }, init }] });
  return DEFAULT_LOCAL;
}

/** The local name of an unnamed default export. */
const DEFAULT_LOCAL = '__dw_default';

/** Components `program` uses but does not define (`<Card>`, a built-in of the site): the host renders them. */
function stubNames(program: Program, known: (name: string) => boolean): Set<string> {
  const stubs = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && /^[A-Z]/.test(node.name.name) && !known(node.name.name)) stubs.add(node.name.name);
  });
  return stubs;
}

/**
 * The ESM programs of one file as one sandbox program. `modules` are the `.mdx` files it
 * imports (by import source): their code is compiled in, so a value or component imported
 * from a snippet (and one that snippet imports) is there; other imports are `undefined`.
 */
export function compileEsm(programs: readonly Program[], modules: ReadonlyMap<string, ModuleSource> = new Map(), depth = 0, budget: { left: number } = { left: MAX_MODULES }): CompiledProgram {
  const body: (Statement | Directive)[] = [];
  const declared = new Set<string>();
  const exported = new Map<string, string>();
  const imports = new Map<string, string>();
  const reactNames = new Map<string, string | undefined>();
  const uses = new Map<string, Set<string>>();
  const locals = new Map<string, Set<string>>();
  const linked: string[] = [];
  for (const program of programs) {
    for (const original of structuredClone(program.body)) {
      const statement: Statement | ModuleDeclaration | Directive = original;
      if (statement.type === 'ImportDeclaration') {
        const source = String(statement.source.value);
        const module = depth < MAX_MODULE_DEPTH && budget.left > 0 ? modules.get(source) : undefined;
        if (module) {
          const id = `__dw_m${linked.length}`;
          budget.left--;
          linked.push(`const ${id} = ${compileEsm(module.programs, module.imports, depth + 1, budget).code};`, ...importedFrom(id, statement.specifiers, imports, source));
          for (const specifier of statement.specifiers) declared.add(specifier.local.name);
          continue;
        }
        for (const specifier of statement.specifiers) {
          const local = specifier.local.name;
          if (REACT_SOURCES.has(source)) reactNames.set(local, specifier.type === 'ImportSpecifier' ? (specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)) : undefined);
          else imports.set(local, source);
        }
        continue;
      }
      if (statement.type === 'ExportNamedDeclaration') {
        if (statement.declaration) {
          body.push(statement.declaration);
          for (const name of declaredNames(statement.declaration)) {
            declared.add(name);
            exported.set(name, name);
            uses.set(name, usedNames(statement.declaration));
          }
        } else if (!statement.source) {
          for (const specifier of statement.specifiers) {
            if (specifier.local.type === 'Identifier' && specifier.exported.type === 'Identifier') exported.set(specifier.exported.name, specifier.local.name);
          }
        }
        continue;
      }
      if (statement.type === 'ExportDefaultDeclaration') {
        const local = defaultExport(statement.declaration, body);
        if (local !== undefined) {
          declared.add(local);
          exported.set('default', local);
          uses.set('default', usedNames({ type: 'Program', sourceType: 'script', body: body.slice(-1) }));
        }
        continue;
      }
      if (statement.type === 'ExportAllDeclaration') continue;
      for (const name of declaredNames(statement)) {
        declared.add(name);
        locals.set(name, usedNames(statement));
      }
      body.push(statement);
    }
  }
  const program: Program = { type: 'Program', sourceType: 'script', body };
  const stubs = stubNames(program, (name) => declared.has(name) || imports.has(name) || reactNames.has(name));
  buildJsx(program, { runtime: 'classic', pragma: '__dw.h', pragmaFrag: '__dw.Fragment' });
  const code = toJs(program).value;
  const prelude = [
    ...linked,
    ...[...reactNames].map(([local, name]) => `const ${local} = ${name === undefined ? '__dw.React' : `__dw.React[${JSON.stringify(name)}]`};`),
    ...[...imports.keys()].map((local) => `const ${local} = undefined;`),
    ...[...stubs].map((name) => `const ${name} = __dw.stub(${JSON.stringify(name)});`),
  ];
  const result = [...exported].map(([name, local]) => `${JSON.stringify(name)}: typeof ${local} === "undefined" ? undefined : ${local}`).join(', ');
  const wrapped = `(function () {\nconst React = __dw.React;\nconst { ${HOOKS.join(', ')} } = __dw.hooks;\nreturn (function () {\n"use strict";\n${prelude.join('\n')}\n${code}\nreturn { ${result} };\n})();\n})()`;
  return { code: wrapped, exports: [...exported.keys()], imports, uses, locals };
}

/** Hooks whose state or effects a reader's browser would run: a component using one (or an event handler) behaves differently static. */
const STATEFUL = new Set(['useState', 'useReducer', 'useEffect', 'useLayoutEffect']);

/**
 * Whether export `name` is interactive: it, or a declaration of its file it reaches, uses state,
 * an effect or an event handler (`onClick={…}`). Such a component drawn at build time shows its
 * first state only.
 */
export function isInteractive(compiled: CompiledProgram, name: string): boolean {
  const seen = new Set<string>();
  const stack = [name];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const used of compiled.uses.get(next) ?? compiled.locals.get(next) ?? []) {
      if (STATEFUL.has(used) || used === EVENT_HANDLER) return true;
      if (!seen.has(used) && (compiled.uses.has(used) || compiled.locals.has(used))) stack.push(used);
    }
  }
  return false;
}

/** The packages (or code files) export `name` uses through an import: a sandbox has none of them. */
export function packageUses(compiled: CompiledProgram, name: string): string[] {
  const used = compiled.uses.get(name);
  if (!used) return [];
  const sources = new Set<string>();
  for (const [local, source] of compiled.imports) if (used.has(local)) sources.add(source);
  return [...sources];
}
