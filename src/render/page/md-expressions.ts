// A `.md` page is Markdown to docwright, but Mintlify compiles it as MDX: there `/users/{id}`
// reads a variable `id` and fails the page, and `{1 + 1}` shows 2. The build shows the braces as text and warns.
import type { Nodes } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx';
import { esmBindings, undefinedNames } from '../../components/expression-names.js';
import type { Finding } from '../../findings/finding.js';
import type { Root } from 'mdast';
import { mdCompiledAsMdx, parsePage } from '../../parse/index.js';
import { mdEsmBlocks } from '../../parse/md-esm.js';
import { walkTypes } from '../../parse/walk.js';

/** An expression's source on one line, as a message quotes it. */
function shownSource(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The warning for one expression of a `.md` page, which the build shows as its source text. */
function expressionWarning(file: string, node: MdxFlowExpression | MdxTextExpression, bindings: ReadonlySet<string>): Finding {
  const program = node.data?.estree;
  const name = program ? undefinedNames(program, bindings)[0]?.name : undefined;
  const shown = shownSource(node.value);
  const start = node.position?.start ?? { line: 1, column: 1 };
  const where = { file, line: start.line, column: start.column, severity: 'warn' as const };
  if (name !== undefined) {
    return {
      ...where,
      ruleId: 'expression-defined',
      message: `Unexpected expression \`{${shown}}\` reading \`${name}\`, which is not defined (Mintlify compiles \`.md\` pages as MDX and fails the page with a ReferenceError), expected \`\\{${shown}\\}\` or a code span for literal braces: the braces are shown as text`,
    };
  }
  // Code (`{1 + 1}`, `{"Kettle"}`) shows its value on Mintlify, a comment nothing: here both show their braces.
  const comment = program !== undefined && program !== null && program.body.length === 0;
  const expected = comment ? 'the comment removed' : `\`\\{${shown}\\}\` or a code span for literal braces`;
  return {
    ...where,
    ruleId: 'md-page-expression',
    message: `Unexpected expression \`{${shown}}\` in a \`.md\` page, expected ${expected}, or the page renamed \`.mdx\` (Mintlify compiles \`.md\` pages as MDX and shows ${comment ? 'nothing for a comment' : 'its value'}): the braces are shown as text`,
  };
}

/**
 * Warnings for the expressions of a `.md` page, as Mintlify compiles it (MDX): one that reads a name defined nowhere
 * fails the page there (`expression-defined`); any other shows its value there, or nothing for a comment, where the
 * build shows its braces (`md-page-expression`).
 */
export function mdPageExpressionWarnings(file: string, source: string): Finding[] {
  if (!source.includes('{') || !mdCompiledAsMdx(file)) return [];
  const parsed = parsePage({ path: file, value: source }, { syntax: 'mdx' });
  if (parsed.error) return [];
  const bindings = esmBindings(parsed.tree);
  const findings: Finding[] = [];
  walkTypes(parsed.tree, ['mdxFlowExpression', 'mdxTextExpression'], (node: Nodes) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') findings.push(expressionWarning(file, node, bindings));
  });
  return findings;
}

/**
 * Leaves a `.md` page's `import`/`export` lines out of its tree (in place), as Mintlify, which compiles the page as
 * MDX, shows none of them; `md-page-import` reports each (src/render/page/lint-losses.ts).
 */
export function dropMdEsm(file: string, source: string, tree: Root): void {
  const blocks = mdEsmBlocks(file, source);
  if (blocks.length === 0) return;
  const inside = (from: number | undefined, to: number | undefined): boolean => from !== undefined && to !== undefined && blocks.some((b) => from >= b.start.offset && to <= b.end.offset);
  tree.children = tree.children.filter((node) => !inside(node.position?.start.offset, node.position?.end.offset));
}
