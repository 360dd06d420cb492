// A `.md` page is Markdown to docwright, but Mintlify compiles it as MDX: there `/users/{id}`
// reads a variable `id` and fails the page. The build shows the braces as text and warns.
import type { Nodes } from 'mdast';
import type {} from 'mdast-util-mdx';
import { esmBindings, undefinedNames } from '../../components/expression-names.js';
import type { Finding } from '../../findings/finding.js';
import type { Root } from 'mdast';
import { mdCompiledAsMdx, parsePage } from '../../parse/index.js';
import { mdEsmBlocks } from '../../parse/md-esm.js';
import { walkTypes } from '../../parse/walk.js';

/** Warnings for the expressions of a `.md` page that read names defined nowhere, as Mintlify compiles it (MDX). */
export function mdPageExpressionWarnings(file: string, source: string): Finding[] {
  if (!source.includes('{') || !mdCompiledAsMdx(file)) return [];
  const parsed = parsePage({ path: file, value: source }, { syntax: 'mdx' });
  if (parsed.error) return [];
  const bindings = esmBindings(parsed.tree);
  const findings: Finding[] = [];
  walkTypes(parsed.tree, ['mdxFlowExpression', 'mdxTextExpression'], (node: Nodes) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
    const program = node.data?.estree;
    const name = program ? undefinedNames(program, bindings)[0]?.name : undefined;
    if (name === undefined) return;
    const shown = node.value.replace(/\s+/g, ' ').trim();
    const start = node.position?.start ?? { line: 1, column: 1 };
    findings.push({
      file,
      line: start.line,
      column: start.column,
      ruleId: 'expression-defined',
      severity: 'warn',
      message: `Unexpected expression \`{${shown}}\` reading \`${name}\`, which is not defined (Mintlify compiles \`.md\` pages as MDX and fails the page with a ReferenceError), expected \`\\{${shown}\\}\` or a code span for literal braces: the braces are shown as text`,
    });
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
