// A `.jsx`/`.js` snippet read as Mintlify reads it: the whole file is one JavaScript module
// with JSX (acorn with acorn-jsx, the parser remark-mdx's ESM blocks are read with), not MDX.
// A helper it does not export, a comment or a blank line inside a function is code, as in the
// file's own editor. The module stands in a tree of one ESM node, as a page's ESM does, so
// its exports are read and its components compiled for the sandbox the same way.
import type { Program } from 'estree-jsx';
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { parsePage, type ParsedPage } from './index.js';

const JsxParser = Parser.extend(jsx());

/** Where acorn's error is, when it says (`SyntaxError` with `loc`). */
function errorAt(error: unknown): { line: number; column: number } {
  const loc = typeof error === 'object' && error !== null && 'loc' in error ? (error as { loc?: { line?: unknown; column?: unknown } }).loc : undefined;
  return typeof loc?.line === 'number' && typeof loc.column === 'number' ? { line: loc.line, column: loc.column + 1 } : { line: 1, column: 1 };
}

/** The snippet at `path` (text `value`) as a page whose tree is one ESM node, or with `error` where it does not parse. */
export function parseJsxModule(path: string, value: string): ParsedPage {
  const page = parsePage({ path, value: '' }, { syntax: 'mdx' });
  const text = value.replace(/^\uFEFF/, '');
  let program: Program;
  try {
    program = JsxParser.parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true, ranges: true, allowReturnOutsideFunction: true }) as unknown as Program;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\(\d+:\d+\)$/, '');
    return { ...page, error: { ...errorAt(error), message: `Unexpected JavaScript in a \`.jsx\` snippet (${reason}), expected a module Mintlify can read: its components are not rendered` } };
  }
  const end = text.split('\n');
  const position = { start: { line: 1, column: 1, offset: 0 }, end: { line: end.length, column: (end[end.length - 1] ?? '').length + 1, offset: text.length } };
  return { ...page, tree: { type: 'root', children: [{ type: 'mdxjsEsm', value: text, data: { estree: program }, position }] } };
}
