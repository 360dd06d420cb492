// What a snippet exports and the named imports of it that name something else (`snippet-export-missing`), read from
// parsed trees only: one implementation for `build` and `dev` (src/render/page/expand.ts), `check`
// (src/check/snippet-exports.ts) and `lint` (src/lint/project-links.ts), which differ only in how they find the files.
import type { Root, RootContent } from 'mdast';
import { parsePage, type ParsedPage } from './index.js';
import { parseJsxModule } from './jsx-module.js';

// Import statements start a line or follow a `;`, with a bounded `{…}` and a one-line source: each place is
// tried once over a bounded stretch (from any `import`, even in a string, `import a` and 40,000 spaces took
// 1.8 s, 20,000 `import {` 2.5 s, quadratic).
export const IMPORT_DEFAULT = /(?:^|;)[ \t]*import\s+([A-Za-z_$][\w$]*)(?:\s*,\s*\{[^}]{0,4000}\})?\s*from\s*['"]([^'"\n]+)['"]/gm;
export const IMPORT_NAMED = /(?:^|;)[ \t]*import\s*(?:[A-Za-z_$][\w$]*\s*,\s*)?\{([^}]{0,4000})\}\s*from\s*['"]([^'"\n]+)['"]/gm;

/** A source a snippet import may name, by its extension: `.mdx`, `.md`, `.jsx`, `.js`. */
export function isModuleSource(source: string): boolean {
  return /\.(mdx?|jsx?)$/i.test(source);
}

/** A code import from a file of the project (`/snippets/x.jsx`, `./x.js`), not a package. */
export function isCodePath(source: string): boolean {
  return source.startsWith('/') || source.startsWith('.');
}

/**
 * A snippet's text as Mintlify reads it: a `.jsx` one as a JavaScript module, a `.js` one as MDX, and a `.md` one as
 * MDX too while it compiles so (its `{product}` shows the prop passed, its `<Note>` is a callout), else as the Markdown
 * it is named.
 */
export function parseSnippet(path: string, value: string): ParsedPage {
  if (/\.jsx$/i.test(path)) return parseJsxModule(path, value);
  if (/\.js$/i.test(path)) return parsePage({ path, value }, { syntax: 'mdx' });
  if (/\.md$/i.test(path)) {
    const asMdx = parsePage({ path, value }, { syntax: 'mdx' });
    if (!asMdx.error) return asMdx;
  }
  return parsePage({ path, value }, {});
}

/**
 * The names a snippet exports as Mintlify finds them (@mintlify/common `findExport`): `export const/let/var/function/class`,
 * `export { a, b as c }` of its own declarations, `export default`. A re-export from another file (`export { a } from`,
 * `export * from`) is not found there. Undefined when an ESM block was not parsed (nothing to say then).
 */
export function snippetExportNames(tree: Root): Set<string> | undefined {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree;
    if (!program) return undefined;
    for (const statement of program.body) {
      if (statement.type === 'ExportDefaultDeclaration') names.add('default');
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const declaration = statement.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
      } else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
      if (statement.source) continue;
      for (const specifier of statement.specifiers) if (specifier.exported.type === 'Identifier') names.add(specifier.exported.name);
    }
  }
  return names;
}

/** The export names of a snippet's text (`path` tells how it is read), undefined when it does not parse. */
export function snippetTextExports(path: string, value: string): Set<string> | undefined {
  const parsed = parseSnippet(path, value);
  return parsed.error ? undefined : snippetExportNames(parsed.tree);
}

/** Where `name` stands among the braces of an import statement's text (its start when not found). */
function nameOffset(statement: string, name: string): number {
  const open = statement.indexOf('{');
  const found = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).exec(statement.slice(open));
  return found ? open + found.index : statement.search(/\S|$/);
}

/** The line and column of character `index` of an ESM block. */
export function positionInEsm(node: RootContent, index: number): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 };
  const value = node.type === 'mdxjsEsm' ? node.value.slice(0, index) : '';
  const lines = value.split('\n');
  const last = lines[lines.length - 1] ?? '';
  return lines.length === 1 ? { line: start.line, column: start.column + last.length } : { line: start.line + lines.length - 1, column: last.length + 1 };
}

/** A name imported from a snippet that does not export it: where the name is written, and the finding's message. */
export interface ExportProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * `import { imported } from 'source'` (the statement `statement`, at `index` of the ESM block `node`) against the names
 * the snippet exports: the `snippet-export-missing` finding at the name, or undefined when the snippet exports it.
 */
export function exportProblem(node: RootContent, index: number, statement: string, imported: string, source: string, names: ReadonlySet<string>): ExportProblem | undefined {
  if (names.has(imported)) return undefined;
  const { line, column } = positionInEsm(node, index + nameOffset(statement, imported));
  const offered = [...names].filter((n) => n !== 'default').map((n) => `\`${n}\``);
  const expected = offered.length === 0 ? 'a name the file exports' : offered.length === 1 ? offered[0] : `one of ${offered.join(', ')}`;
  return { line, column, message: `Unexpected import \`${imported}\` from \`${source}\`, which does not export it, expected ${expected} (a re-export from another file does not count): Mintlify cannot resolve the import, and the name is undefined on the page` };
}

/** The names of one `{ a, b as c }` import list, as imported (`b`, not `c`). */
export function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** Whether `text` has a named import (`import { A } from …`) at all: a page without one is not parsed for it. */
export function hasNamedImport(text: string): boolean {
  return new RegExp(IMPORT_NAMED.source, 'm').test(text);
}

/**
 * Every named import of a project file in `tree`'s ESM (`import { A } from '/snippets/a.mdx'`) of a name its snippet does
 * not export. `exportsOf(source)`: the snippet's export names, undefined when there is nothing to say (no such file, a
 * file left out, one that does not parse: reported by other findings).
 */
export function missingExports(tree: Root, exportsOf: (source: string) => ReadonlySet<string> | undefined): ExportProblem[] {
  const problems: ExportProblem[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(IMPORT_NAMED)) {
      const [statement, list, source] = match;
      if (!list || !source || !isModuleSource(source) || !isCodePath(source)) continue;
      const names = exportsOf(source);
      if (!names) continue;
      for (const imported of importedNames(list)) {
        const problem = exportProblem(node, match.index, statement, imported, source, names);
        if (problem && !problems.some((p) => p.line === problem.line && p.column === problem.column)) problems.push(problem);
      }
    }
  }
  return problems;
}
