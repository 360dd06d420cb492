// Makes the page's custom components interactive in the reader's browser (`_docwright/hydrate.js`,
// only on pages with one, and only when the project opts in: `build.hydrate` in the docwright
// config, docs/components.mdx). The build rendered each component to HTML in its sandbox
// (src/render/safety/sandbox/); the page's island script (`_docwright/islands/<hash>.js`,
// src/render/page/islands.ts) holds the same compiled code and calls `__dwIslands` with it. Each
// island (`[data-dw-island]`, written by the build only) is hydrated in place with Preact: the
// server's HTML is kept, its event handlers attached, and its state runs from there. The children
// the page gave a component (rendered by docwright, `.dw-island-children`) stay the page's HTML.
import { Fragment, h, hydrate, type ComponentChildren, type ComponentType } from 'preact';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** One program of the page: its file's exports, made from the `__dw` it is given. */
type Program = (dw: unknown) => Record<string, unknown>;

const hooks = { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState };

/** A component the file uses but does not define: never hydrated (the build keeps such a component static), its children only. */
function stub(): (props: { children?: ComponentChildren }) => ComponentChildren {
  return (props) => h(Fragment, null, props.children);
}

const env = Object.freeze({ h, Fragment, hooks, React: Object.freeze({ createElement: h, Fragment, ...hooks }), stub });

const D = Document.prototype;

/** The page's children of one island, kept as the HTML the build wrote: an element Preact does not touch. */
function childrenOf(island: Element): ComponentChildren {
  const slot = island.querySelector('.dw-island-children');
  if (!slot || slot.closest('[data-dw-island]') !== island) return undefined;
  const html = slot.innerHTML;
  const Children = (): ComponentChildren => h('span', { class: 'dw-island-children', dangerouslySetInnerHTML: { __html: html } });
  return h(Children, null);
}

/** The island's props, as the build wrote them (JSON), or none. */
function propsOf(island: Element): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(island.getAttribute('data-dw-props') ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Hydrate every island of the page with `programs` (by index); one that fails stays as the build drew it. */
function run(programs: readonly Program[]): void {
  const made = new Map<number, Record<string, unknown> | undefined>();
  const exportsOf = (index: number): Record<string, unknown> | undefined => {
    if (!made.has(index)) {
      const program = programs[index];
      try {
        made.set(index, program ? program(env) : undefined);
      } catch (error) {
        console.error('docwright: a custom component could not start', error);
        made.set(index, undefined);
      }
    }
    return made.get(index);
  };
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; this is the string-selector one
  for (const island of Array.from(D.querySelectorAll.call(document, '[data-dw-island]'))) {
    const [index, name] = (island.getAttribute('data-dw-island') ?? '').split(':');
    const component = name ? exportsOf(Number(index))?.[name] : undefined;
    if (typeof component !== 'function') continue;
    try {
      hydrate(h(component as ComponentType<Record<string, unknown>>, { ...propsOf(island), children: childrenOf(island) }), island);
      island.setAttribute('data-dw-hydrated', '');
    } catch (error) {
      console.error(`docwright: component ${name} could not be hydrated`, error);
    }
  }
}

Object.defineProperty(window, '__dwIslands', { value: run, writable: false, configurable: false });
