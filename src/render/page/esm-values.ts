// What a page's or snippet's ESM binds, read from its estree without running it: each
// top-level name is a value (`export const plan = { name: "Pro" }`, `export const url =
// \`${base}/v1\``, a value imported from another snippet) or code (a function, a component,
// an import of a package) that only the sandbox can run.
import type { Program } from 'estree-jsx';
import { evaluateNode, type Binding } from './evaluate.js';

/** One file's ESM with the `.mdx` files it imports, resolved (a file that cannot be read is absent). */
export interface EsmModule {
  /** Absolute path of the page or snippet. */
  file: string;
  programs: Program[];
  /** Import source as written (`/snippets/data.mdx`) → that file's module. */
  imports: ReadonlyMap<string, EsmModule>;
}

const bindingsOf = new WeakMap<EsmModule, ReadonlyMap<string, Binding>>();
const exportsOf = new WeakMap<EsmModule, ReadonlyMap<string, Binding>>();
const CODE: Binding = { kind: 'code' };

/** What `import { x as y } from …` (and a default or namespace import) binds `y` to. */
function importBinding(imported: EsmModule | undefined, name: string | undefined, stack: readonly EsmModule[]): Binding {
  if (!imported || name === undefined || stack.includes(imported)) return CODE;
  return moduleExports(imported, stack).get(name) ?? { kind: 'value', value: undefined };
}

/** Every top-level name of `module`, in the order its statements bind them. */
export function moduleBindings(module: EsmModule, stack: readonly EsmModule[] = []): ReadonlyMap<string, Binding> {
  const known = bindingsOf.get(module);
  if (known) return known;
  const bindings = new Map<string, Binding>();
  const inner = [...stack, module];
  const lookup = (name: string): Binding => bindings.get(name) ?? { kind: 'unknown' };
  for (const program of module.programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const imported = module.imports.get(String(statement.source.value));
        for (const specifier of statement.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? (specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)) : undefined;
          bindings.set(specifier.local.name, specifier.type === 'ImportSpecifier' ? importBinding(imported, name, inner) : CODE);
        }
        continue;
      }
      const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type !== 'Identifier') continue;
          const evaluated = declarator.init ? evaluateNode(declarator.init, lookup) : { ok: true as const, value: undefined };
          bindings.set(declarator.id.name, evaluated.ok && declaration.kind === 'const' ? { kind: 'value', value: evaluated.value } : CODE);
        }
      } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) bindings.set(declaration.id.name, CODE);
    }
  }
  bindingsOf.set(module, bindings);
  return bindings;
}

/** The names `module` exports (`export const`, `export function`, `export { a as b }`) and what each is. */
export function moduleExports(module: EsmModule, stack: readonly EsmModule[] = []): ReadonlyMap<string, Binding> {
  const known = exportsOf.get(module);
  if (known) return known;
  const bindings = moduleBindings(module, stack);
  const exported = new Map<string, Binding>();
  for (const program of module.programs) {
    for (const statement of program.body) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const declaration = statement.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') exported.set(declarator.id.name, bindings.get(declarator.id.name) ?? CODE);
      } else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) exported.set(declaration.id.name, CODE);
      if (statement.source) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.local.type === 'Identifier' && specifier.exported.type === 'Identifier') exported.set(specifier.exported.name, bindings.get(specifier.local.name) ?? CODE);
      }
    }
  }
  exportsOf.set(module, exported);
  return exported;
}
