// Test helpers: build an API page from a fixture page file, and turn its mdast tree into
// plain HTML (unit tests that must not depend on the renderer's look).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'mdast';
import type { Element } from 'hast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import { parsePage } from '../../src/parse/index.js';
import { buildApiPage, type ApiPage, type ApiPageInput } from '../../src/openapi/page.js';

export async function pageFromFile(root: string, file: string, extra: Partial<ApiPageInput> = {}): Promise<ApiPage | undefined> {
  const value = await readFile(join(root, file), 'utf8');
  const parsed = parsePage({ path: file, value });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8').catch(() => '{}')) as Record<string, unknown>;
  return buildApiPage({
    root,
    file,
    frontmatter: parsed.frontmatter.data,
    frontmatterLines: parsed.frontmatter.keyLines,
    tree: parsed.tree,
    api: config.api,
    ...extra,
  });
}

/** mdast → HTML, with JSX components as `<div data-component=…>` carrying their attributes. */
export function treeToHtml(tree: Root): string {
  const hast = unified()
    .use(remarkRehype, {
      handlers: {
        mdxJsxFlowElement(state, node: MdxJsxFlowElement): Element {
          const properties: Record<string, string> = { dataComponent: node.name ?? '' };
          for (const a of node.attributes) {
            if (a.type === 'mdxJsxAttribute') properties[`data-${a.name.toLowerCase()}`] = typeof a.value === 'string' ? a.value : '';
          }
          return { type: 'element', tagName: 'div', properties, children: state.all(node) };
        },
      },
    })
    .runSync(tree);
  return toHtml(hast);
}
