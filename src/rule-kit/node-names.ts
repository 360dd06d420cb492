// What a piece of a page is called in messages: the words an author knows ("inline code", "a
// paragraph"), never the tree's node type names (`inlineCode`, `paragraph`).
import type { Nodes } from 'mdast';
import type {} from 'mdast-util-mdx';

const NAMES: Readonly<Record<string, string>> = {
  blockquote: 'a block quote',
  break: 'a line break',
  code: 'a code block',
  definition: 'a link definition',
  delete: 'struck-through text',
  emphasis: 'emphasised text',
  footnoteDefinition: 'a footnote',
  footnoteReference: 'a footnote reference',
  heading: 'a heading',
  html: 'HTML',
  image: 'an image',
  imageReference: 'an image',
  inlineCode: 'inline code',
  inlineMath: 'inline math',
  link: 'a link',
  linkReference: 'a link',
  list: 'a list',
  listItem: 'a list item',
  math: 'a math block',
  mdxFlowExpression: 'an expression',
  mdxTextExpression: 'an expression',
  mdxjsEsm: 'an import or export',
  paragraph: 'a paragraph',
  strong: 'bold text',
  table: 'a table',
  tableCell: 'a table cell',
  tableRow: 'a table row',
  text: 'text',
  thematicBreak: 'a horizontal rule',
  toml: 'front matter',
  yaml: 'front matter',
};

/** How a message names a node: `<Card>` for a component, words for anything else. */
export function nodeName(node: Nodes): string {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) return `\`<${node.name}>\``;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return 'a fragment';
  return NAMES[node.type] ?? 'content';
}
