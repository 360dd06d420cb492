// A `.md` page is Markdown to docwright, but Mintlify compiles it as MDX: there `/users/{id}`
// reads a variable `id` and fails the page, and `{1 + 1}` shows 2. The build shows the braces as text and warns.
import type { Nodes } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx';
import { esmBindings, undefinedNames } from '../../components/expression-names.js';
import type { Finding } from '../../findings/finding.js';
import type { Root } from 'mdast';
import { mdCompiledAsMdx, parseAsMdx } from '../../parse/index.js';
import { mdEsmBlocks } from '../../parse/md-esm.js';
import { walkTypes } from '../../parse/walk.js';

/** An expression's source on one line, as a message quotes it. */
function shownSource(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The warning for an expression of a `.md` page that reads a name defined nowhere, which the build shows as its source text; undefined for another. */
function undefinedWarning(file: string, node: MdxFlowExpression | MdxTextExpression, bindings: ReadonlySet<string>): Finding | undefined {
  const program = node.data?.estree;
  const name = program ? undefinedNames(program, bindings)[0]?.name : undefined;
  if (name === undefined) return undefined;
  const shown = shownSource(node.value);
  const start = node.position?.start ?? { line: 1, column: 1 };
  return {
    file,
    line: start.line,
    column: start.column,
    severity: 'warn',
    ruleId: 'expression-defined',
    message: `Unexpected expression \`{${shown}}\` reading \`${name}\`, which is not defined (Mintlify compiles \`.md\` pages as MDX and fails the page with a ReferenceError), expected \`\\{${shown}\\}\` or a code span for literal braces: the braces are shown as text`,
  };
}

/**
 * Warnings for the expressions of a `.md` page that read a name defined nowhere, which fail the page on Mintlify
 * (`expression-defined`); the others, which Mintlify shows as their value, are `md-page-expression`'s (lint-losses.ts).
 */
export function mdPageExpressionWarnings(file: string, source: string): Finding[] {
  if (!source.includes('{') || !mdCompiledAsMdx(file)) return [];
  const parsed = parseAsMdx(file, source);
  if (parsed.error) return [];
  const bindings = esmBindings(parsed.tree);
  const findings: Finding[] = [];
  walkTypes(parsed.tree, ['mdxFlowExpression', 'mdxTextExpression'], (node: Nodes) => {
    const warning = node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' ? undefinedWarning(file, node, bindings) : undefined;
    if (warning) findings.push(warning);
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
