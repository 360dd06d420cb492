import type { List, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

const NAME_HEADERS = new Set(['parameter', 'parameters', 'param', 'name', 'field', 'fields', 'property', 'attribute', 'argument', 'key', 'query parameter', 'path parameter', 'header']);
const DETAIL_HEADERS = new Set(['type', 'description', 'required', 'default']);

function isParameterTable(table: Table): boolean {
  const header = table.children[0]?.children.map((cell) => toString(cell).trim().toLowerCase()) ?? [];
  const first = header[0];
  return first !== undefined && NAME_HEADERS.has(first) && header.slice(1).some((cell) => DETAIL_HEADERS.has(cell)) && table.children.length > 1;
}

/** `` - `limit` (integer): How many… `` */
function isParameterList(list: List): boolean {
  if (list.children.length < 2) return false;
  return list.children.every((item) => {
    const paragraph = item.children[0];
    if (paragraph?.type !== 'paragraph') return false;
    const [code, after] = paragraph.children;
    if (code?.type !== 'inlineCode' || !/^[\w.[\]-]+$/.test(code.value)) return false;
    return after?.type === 'text' && /^\s*(\(|[-–—:]\s)/.test(after.value);
  });
}

export default defineRule({
  id: 'fields-for-parameters',
  description: 'Suggest `<ParamField>`/`<ResponseField>` for parameters written as a table or list on API pages',
  tags: ['components', 'api', 'suggestion'],
  recommended: false,
  docs: {
    rationale:
      'On an API page, `<ParamField>` and `<ResponseField>` give each parameter a consistent layout with its type, whether ' +
      'a request needs it and its default, an anchor to link to, and (for `ParamField`) an entry in the API playground. A ' +
      'Markdown table with a `Name`/`Parameter` column and a `Type` or `Description` column, or a list of `` `name` (type): ' +
      '… `` items, says the same thing without any of that. The rule checks only API pages (front matter `openapi` or `api`).',
  },
  messages: {
    table: 'Unexpected parameter table, expected a `<ParamField>` or `<ResponseField>` per parameter',
    list: 'Unexpected parameter list, expected a `<ParamField>` or `<ResponseField>` per parameter',
  },
  examples: examplesFile('fields-for-parameters'),
  check(tree, context) {
    if (context.page.syntax !== 'mdx' || !context.page.isApiPage) return;
    walkTypes(tree, ['table', 'list'], (node, ancestors) => {
      if (node.type === 'table' && isParameterTable(node)) context.report({ messageId: 'table', node });
      // Nested properties of a reported list item are part of that finding.
      if (node.type === 'list' && isParameterList(node) && !ancestors.some((a) => a.type === 'list' && isParameterList(a))) {
        context.report({ messageId: 'list', node });
      }
    });
  },
});
