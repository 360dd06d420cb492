// Which paragraphs MDX unravels into blocks, as @mdx-js/mdx's `remark-mark-and-unravel` does when it compiles a page
// (Mintlify's compiler, and @mintlify/common's own copy of the plugin, read it the same way): a paragraph holding only
// JSX elements and expressions (`{…}`), with nothing but white space between them, is those elements and expressions
// as blocks (`<Card>…</Card>` written on one line, `<A /> {/* note */} <B />`). The one reading of it: the renderer's
// paragraph handler (src/render/page/page-hast.ts) and the API pages' fields (src/openapi/mdx-fields.ts) use it.
import type { PhrasingContent, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/**
 * White space as MDX's plugin tests it (`collapse-white-space`'s HTML style: tab, line feed, vertical tab, form feed,
 * carriage return, space); a no-break space or another Unicode space is text, which keeps the paragraph.
 */
const HTML_WHITE_SPACE = /^[\t\n\v\f\r ]*$/;

/** Whether a text is white space alone as MDX's plugin reads it (`HTML_WHITE_SPACE`). */
function isHtmlWhiteSpace(value: string): boolean {
  return HTML_WHITE_SPACE.test(value);
}

/** The white space MDX drops from an unravelled paragraph (its plugin's narrower test: a text of `\f` alone is kept). */
const DROPPED_WHITE_SPACE = /^[\t\r\n ]+$/;

declare module 'mdast' {
  interface ParagraphData {
    /** MDX unravels the paragraph as written (`unravels`): set before its expressions are replaced by their values, which the test no longer sees. */
    unravelled?: boolean;
  }
}

/** Whether a paragraph of `children` is unravelled into blocks: one element or expression at least, and only elements, expressions and white space. */
export function unravels(children: readonly PhrasingContent[]): boolean {
  let oneOrMore = false;
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') oneOrMore = true;
    else if (child.type !== 'text' || !isHtmlWhiteSpace(child.value)) return false;
  }
  return oneOrMore;
}

/**
 * `nodes` as MDX compiles them: each paragraph that `unravels` replaced by its elements and expressions as blocks
 * (a text element a flow element, a text expression a flow expression), its white space between them dropped. The
 * nodes are copies where they change; the rest are the same nodes.
 */
export function unravel(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'paragraph' || !unravels(node.children)) {
      out.push(node);
      continue;
    }
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement') out.push({ ...child, type: 'mdxJsxFlowElement', children: child.children as MdxJsxFlowElement['children'] });
      else if (child.type === 'mdxTextExpression') out.push({ ...child, type: 'mdxFlowExpression' });
      else if (!(child.type === 'text' && DROPPED_WHITE_SPACE.test(child.value))) out.push(child);
    }
  }
  return out;
}
