// What a page knows beyond the registry: components it imports or defines itself.
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';

/**
 * An `import … from '…'` statement: its clause (1) and source (2). It starts a line or follows a `;`,
 * its clause holds no quote or `;` and is at most 4,000 characters, its source is on one line: each
 * place is tried once over a bounded stretch. (`\bimport\s+([\s\S]*?)\s+from` tried every `import`,
 * even in a string, against the rest of the code, each run of blanks every way: 30,000 spaces after
 * `import a` in a string took 16 s.)
 */
const IMPORT = /(?:^|;)[ \t]*import\b([^'"`;]{0,4000}?)\bfrom\s*['"]([^'"\n]*)['"]/gm;
const EXPORT = /\bexport\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g;
/** `export { a, b as c }`, its list at most 4,000 characters (unbounded, 20,000 `export {` in a string took 2 s). */
const EXPORT_LIST = /\bexport\s*\{([^}]{0,4000})\}/g;

function addClause(clause: string, names: Set<string>): void {
  // `X`, `X, { A, B as C }`, `{ A }`, `* as NS`
  const braces = clause.match(/\{([^}]*)\}/);
  if (braces?.[1]) {
    for (const part of braces[1].split(',')) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local) names.add(local);
    }
  }
  const rest = clause.replace(/\{[^}]*\}/, '');
  const namespace = rest.match(/\*\s*as\s+([A-Za-z_$][\w$]*)/);
  if (namespace?.[1]) names.add(namespace[1]);
  const first = rest.replace(/\*\s*as\s+[A-Za-z_$][\w$]*/, '').split(',')[0]?.trim();
  if (first && /^[A-Za-z_$][\w$]*$/.test(first) && first !== 'type') names.add(first);
}

/** Names bound by the page's own `import` and `export` statements (read as text, never run). */
export function pageBindings(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const value = node.value;
    for (const match of value.matchAll(IMPORT)) if (match[1]) addClause(match[1], names);
    for (const match of value.matchAll(EXPORT)) if (match[1]) names.add(match[1]);
    for (const match of value.matchAll(EXPORT_LIST)) {
      for (const part of (match[1] ?? '').split(',')) {
        const local = part.trim().split(/\s+as\s+/)[0]?.trim();
        if (local) names.add(local);
      }
    }
  }
  return names;
}

/**
 * Names the page imports from a package (`import { Aside } from '@astrojs/starlight/components'`), by local name, with
 * the source: Mintlify imports only local files (`/…`, `./…`, `../…`) and leaves the others out with a warning.
 */
export function packageImports(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(IMPORT)) {
      const [, clause, source] = match;
      if (clause === undefined || source === undefined || /^(?:\/|\.\.?\/)/.test(source)) continue;
      const names = new Set<string>();
      addClause(clause, names);
      for (const name of names) found.set(name, source);
    }
  }
  return found;
}

/** Whether a JSX name is bound by the page: `X` imported, or `NS.Thing` with `NS` imported. */
export function isBound(name: string, bindings: ReadonlySet<string>): boolean {
  if (bindings.has(name)) return true;
  const root = name.split('.')[0];
  return root !== undefined && root !== name && bindings.has(root);
}

/** Lower-case names (`div`, `video`) are HTML elements, not components. */
export function isHtmlName(name: string): boolean {
  return /^[a-z]/.test(name) && !name.includes('.');
}

/** An all-caps name such as `TRACE_ID` or `API_KEY`: almost always a placeholder written in prose. */
export function isPlaceholderName(name: string): boolean {
  return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/.test(name);
}
