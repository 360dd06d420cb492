// Custom components that become interactive in the reader's browser ("islands"), when the
// project opts in (`build.hydrate` in the docwright config, docs/components.mdx). The build
// still renders each one in its sandbox (src/render/safety/sandbox/); here its HTML is wrapped in
// an element that names its program and props, and the page gets one script
// (`_docwright/islands/<hash>.js`) holding the compiled code of the files whose components it
// hydrates: the same code the sandbox ran, which `_docwright/hydrate.js`
// (src/render/assets/hydrate.browser.ts) runs with Preact. Without the opt-in nothing of the
// author's code reaches the page, and each interactive component is reported as static.
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Literal } from '../tree/literal.js';
import { visitElements } from '../tree/elements.js';

declare module 'hast' {
  interface ElementData {
    /** An island's program and export (`<index>:<name>`) and its props as JSON (src/render/page/islands.ts). */
    dwIsland?: { ref: string; props: string };
    /** The page's children inside an island. */
    dwIslandChildren?: boolean;
  }
}

/** What the sandbox's host knows of one use of a custom component, for its island. */
export interface IslandSource {
  /** The file the component is defined in: one program per file. */
  file: string;
  /** The export the use renders. */
  name: string;
  /** The file's compiled code, a JavaScript expression reading `__dw` (src/render/safety/sandbox/compile.ts). */
  code: string;
  /** It uses state, effects or event handlers (`isInteractive`). */
  interactive: boolean;
  /** The literal props of the use. */
  props: Record<string, Literal>;
}

/** A page's islands: the programs by file, in order. */
export interface PageIslands {
  programs: Map<string, { index: number; code: string }>;
  count: number;
}

export function newPageIslands(): PageIslands {
  return { programs: new Map(), count: 0 };
}

/** The element a hydrated use stands in: its HTML (`children`) as the build drew it; its attributes are set after the page is sanitised (`rehypeIslands`). */
export function islandElement(islands: PageIslands, source: IslandSource, flow: boolean, children: ElementContent[]): Element {
  let program = islands.programs.get(source.file);
  if (!program) {
    program = { index: islands.programs.size, code: source.code };
    islands.programs.set(source.file, program);
  }
  islands.count++;
  return { type: 'element', tagName: flow ? 'div' : 'span', properties: {}, data: { dwIsland: { ref: `${program.index}:${source.name}`, props: JSON.stringify(source.props) } }, children };
}

/** The page's children inside an island: kept by the browser as the HTML the build wrote. */
export function islandChildren(children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: {}, data: { dwIslandChildren: true }, children };
}

/**
 * After the allow-list: the islands' attributes, set from what only the build can put in a
 * node's `data`; the same attributes written by the page are removed, so no page marks an
 * element of its own as an island.
 */
export function rehypeIslands() {
  return (tree: HastRoot): void => {
    visitElements(tree, (element) => {
      const island = element.data?.dwIsland;
      Reflect.deleteProperty(element.properties, 'dataDwIsland');
      Reflect.deleteProperty(element.properties, 'dataDwProps');
      if (island) {
        element.properties.className = ['dw-island'];
        element.properties.dataDwIsland = island.ref;
        element.properties.dataDwProps = island.props;
      } else if (element.data?.dwIslandChildren === true) element.properties.className = ['dw-island-children'];
    });
  };
}

/** The page's island script: each program as a function of the `__dw` the browser runtime gives it. */
export function islandScript(islands: PageIslands): string {
  const programs = [...islands.programs.values()].sort((a, b) => a.index - b.index).map((program) => `function (__dw) {\nreturn ${program.code};\n}`);
  return `__dwIslands([\n${programs.join(',\n')}\n]);\n`;
}

/** The script's file under the site's asset folder, named by its content. */
export function islandFile(script: string): string {
  return `islands/${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;
}
