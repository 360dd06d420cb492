// Makes the page's custom components interactive in the reader's browser (`_docwright/hydrate.js`,
// only on pages with one, and only when the project opts in: `build.hydrate` in the docwright
// config, docs/components.mdx). The build rendered each component to HTML in its sandbox
// (src/render/safety/sandbox/); the page's island script (`_docwright/islands/<hash>.js`,
// src/render/page/islands.ts) holds the same compiled code and calls `__dwIslands` with it. Each
// island (`[data-dw-island]`, written by the build only) is rendered by Preact over the HTML the
// build drew, reusing its nodes: its event handlers are attached and its state runs from there. The
// children the page gave a component (rendered by docwright, `.dw-island-children`) stay the page's nodes.
import { Fragment, h, render, type ComponentChildren, type ComponentType } from 'preact';
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

/**
 * The page's children of one island (`.dw-island-children`, rendered by docwright): taken out of
 * the island before Preact renders it, and put back, the same nodes with their listeners, into the
 * slot the component renders for them; a slot it renders later gets a copy.
 */
function childrenOf(island: Element): ComponentChildren {
  const saved: Node[][] = [];
  for (const slot of Array.from(island.querySelectorAll('.dw-island-children'))) {
    if (slot.parentElement?.closest('[data-dw-island]') !== island) continue;
    saved.push(Array.from(slot.childNodes));
    slot.replaceChildren();
  }
  if (saved.length === 0) return undefined;
  let next = 0;
  const fill = (slot: Element | null): void => {
    if (!slot || slot.childNodes.length > 0) return;
    const nodes = saved[next++] ?? (saved[0] ?? []).map((node) => node.cloneNode(true));
    slot.append(...nodes);
  };
  return h('span', { class: 'dw-island-children', ref: fill });
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
      // `render` over the build's HTML, not `hydrate`: Preact keeps the nodes that match and also
      // sets what the page's allow-list left out of them (an `<input>`'s `type`), as the component draws it.
      render(h(component as ComponentType<Record<string, unknown>>, { ...propsOf(island), children: childrenOf(island) }), island);
      island.setAttribute('data-dw-hydrated', '');
    } catch (error) {
      console.error(`docwright: component ${name} could not be hydrated`, error);
    }
  }
}

Object.defineProperty(window, '__dwIslands', { value: run, writable: false, configurable: false });
