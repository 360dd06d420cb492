// What a page loses on Mintlify that only a lint rule sees, reported by the build too (as `component-known` is):
// `:::note` admonitions shown as text (`admonition-syntax`), code block options or title words no block reads
// (`code-meta-known`), a `.md` page's `import`/`export` lines, which Mintlify does not show (`md-page-import`), and a
// table row's cells past its header's columns, which GFM drops (`table-cells`), dollar amounts read as math (`math-dollar`), and
// a `<CodeBlock>` around several code blocks or one beside other content (`codeblock-children`), and a component's
// attribute value it draws as the default or not at all (`component-attribute-value`: `<Badge color="lime">`,
// `<Columns cols={6}>`, `<Card color="leafgreen">`). The rules' own checks run on the page's own tree, so lint and build say the same thing.
// A `.md` page is read as MDX by Mintlify: its expressions (`md-page-expression`, and `expression-defined` for a name
// defined nowhere) and components (`md-page-component`, and `component-known` for a name Mintlify does not know) are
// reported by the same rules, at the same places, in the same words.
import type { Root } from 'mdast';
import type { Point, Position } from 'unist';
import { VFile } from 'vfile';
import type { Finding } from '../../findings/finding.js';
import { formatMessage, type Report, type Rule } from '../../rule-kit/rule.js';
import type { PageContext } from '../../rule-kit/page-context.js';
import admonitionSyntax from '../../../rules/admonition-syntax.js';
import codeMetaKnown from '../../../rules/code-meta-known.js';
import mdPageImport from '../../../rules/md-page-import.js';
import tableCells from '../../../rules/table-cells.js';
import codeblockChildren from '../../../rules/codeblock-children.js';
import mathDollar from '../../../rules/math-dollar.js';
import mdPageComponent from '../../../rules/md-page-component.js';
import mdPageExpression from '../../../rules/md-page-expression.js';
import componentKnown from '../../../rules/component-known.js';
import componentAttributeValue from '../../../rules/component-attribute-value.js';
import expressionDefined from '../../../rules/expression-defined.js';

/** The lint rules whose findings the build reports as warnings, under the rule's id. */
const RULES: readonly Rule[] = [admonitionSyntax, codeMetaKnown, mdPageImport, tableCells, mathDollar, codeblockChildren];

/** The lint rules about a component's attributes, reported by the build the same way, on a page that writes a component. */
const COMPONENT_RULES: readonly Rule[] = [componentAttributeValue];

/** The rules that read a `.md` page as MDX, as Mintlify compiles it (an `.mdx` page's components and expressions are the build's own: src/render/page/expand.ts). */
const MD_RULES: readonly Rule[] = [mdPageExpression, mdPageComponent, componentKnown, expressionDefined];

/** The ids of the findings at an element of a `.md` page, which the sanitiser does not report again (`toldElements`). */
export const ELEMENT_RULES: ReadonlySet<string> = new Set([mdPageComponent.id, componentKnown.id]);

/** A `component-known` message of a block of HTML Mintlify removes with its content (`htmlBlock`, `lowerCaseBlock`): the build of a `.md` page removes it too. */
export const REMOVED_BLOCK = /^Unexpected HTML element `<[^`]+>` as a block, .*Mintlify removes it with its content, and so does docwright$/;

/** Where a report points: its place, else its node's start, else the page's first line. */
function startOf(report: Report): Point | { line: number; column: number } {
  const place: Position | Point | undefined = report.place;
  if (place && 'start' in place) return place.start;
  if (place) return place;
  return report.node?.position?.start ?? { line: 1, column: 1 };
}

/** Text that could hold an admonition, a code block meta line, a table row or inline math: a cheap test before the tree is walked. */
const MAY_LOSE = /:::|```|~~~|<CodeBlock|^[ \t]*(?:import|export)\b|[|$]/m;

/** A component written in the page (`<Badge`): a cheap test before `COMPONENT_RULES` walk the tree. */
const MAY_HOLD_COMPONENT = /<[A-Z]/;

/**
 * The warnings of `admonition-syntax`, `code-meta-known`, `md-page-import`, `table-cells`, `math-dollar`, `codeblock-children` and `component-attribute-value` on a page's own tree (before snippets are inlined),
 * and for a `.md` page those of `md-page-expression`, `md-page-component`, `component-known` and `expression-defined` (which read it as MDX),
 * as build findings at `file:line:col`. `source` is the text the tree was parsed from; `page` its syntax and front matter.
 */
export function lintLosses(file: string, source: string, tree: Root, page: PageContext): Finding[] {
  const rules = [...(MAY_LOSE.test(source) ? RULES : []), ...(MAY_HOLD_COMPONENT.test(source) ? COMPONENT_RULES : []), ...(page.syntax === 'md' && /[{<]/.test(source) ? MD_RULES : [])];
  if (rules.length === 0) return [];
  const findings: Finding[] = [];
  const vfile = new VFile({ path: file, value: source });
  for (const rule of rules) {
    const report = (found: Report): void => {
      const { line, column } = startOf(found);
      findings.push({ file, line, column, ruleId: rule.id, message: formatMessage(rule.messages[found.messageId] ?? found.messageId, found.data), severity: 'warn' });
    };
    rule.check(tree, { file: vfile, options: undefined, page, source, report });
  }
  return findings;
}
