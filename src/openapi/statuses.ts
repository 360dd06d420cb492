// The responses of an API page, one status code at a time: the rendered "Response" section
// (marked by page-tree.ts) becomes a select of its codes and one panel per code. The select
// is hidden and every panel shown until the site script runs (src/render/assets/site.browser.ts):
// without it a reader sees every code in turn.
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';

/** The hast properties that mark the response section and each status's heading (`data-*` a page cannot write: src/render/safety/clobber.ts). */
export const RESPONSES_MARK = 'dataDwResponses';
export const STATUS_MARK = 'dataDwStatusCode';

function isElement(node: ElementContent | Root['children'][number] | undefined): node is Element {
  return node?.type === 'element';
}

function isHeading(node: ElementContent | Root['children'][number] | undefined, tag: string): node is Element {
  return isElement(node) && node.tagName === tag;
}

/** Group the marked response section of a rendered API page (in place). Other trees are left as they are. */
export function groupStatuses(tree: Root): void {
  const start = tree.children.findIndex((node) => isHeading(node, 'h2') && node.properties[RESPONSES_MARK] !== undefined);
  const heading = tree.children[start];
  if (!isHeading(heading, 'h2')) return;
  Reflect.deleteProperty(heading.properties, RESPONSES_MARK);
  let end = start + 1;
  while (end < tree.children.length && !isHeading(tree.children[end], 'h2')) end++;
  const section = tree.children.slice(start + 1, end) as ElementContent[];
  const panels: { code: string; id: string; children: ElementContent[] }[] = [];
  const before: ElementContent[] = [];
  for (const node of section) {
    if (isHeading(node, 'h3') && typeof node.properties[STATUS_MARK] === 'string') {
      const code = node.properties[STATUS_MARK];
      Reflect.deleteProperty(node.properties, STATUS_MARK);
      panels.push({ code, id: typeof node.properties.id === 'string' ? node.properties.id : '', children: [node] });
    } else if (panels.length > 0) panels.at(-1)?.children.push(node);
    else before.push(node);
  }
  // One code needs no choice.
  if (panels.length < 2) return;
  const select = h(
    'select',
    { className: ['dw-api-status-select'], dataDwStatusSelect: '', ariaLabel: 'Response status code', hidden: true },
    panels.map((panel, i) => h('option', { value: String(i), selected: i === 0 }, panel.code)),
  );
  const grouped = h('div', { className: ['dw-api-responses'], dataDwResponses: '' }, [
    h('div', { className: ['dw-api-responses-head'] }, [heading, select]),
    ...before,
    ...panels.map((panel) => h('section', { className: ['dw-api-status'], dataDwStatusPanel: panel.code, ...(panel.id ? { ariaLabelledBy: panel.id } : {}) }, panel.children)),
  ]);
  tree.children.splice(start, end - start, grouped);
}
