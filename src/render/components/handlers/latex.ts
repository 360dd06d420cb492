// The HTML handlers of math; their registry entries are src/components/latex.ts.
import { toString as hastToString } from 'hast-util-to-string';
import { type ComponentHandler } from '../handler-kit.js';

const latex: ComponentHandler = (input) => {
  const tex = input.node.children.map((child) => ('value' in child && typeof child.value === 'string' ? child.value : hastToString({ type: 'root', children: input.all(input.node) }))).join('');
  return input.page.math(tex, input.node.type === 'mdxJsxFlowElement', input.node);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/latex.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Latex: latex,
};
