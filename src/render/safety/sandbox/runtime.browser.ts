// The JSX runtime inside the QuickJS sandbox (src/render/safety/sandbox/sandbox.ts): Preact, its
// hooks and preact-render-to-string, bundled by scripts/bundle-assets.mjs into one string
// (`SANDBOX_RUNTIME_JS` in src/render/assets/bundled.ts) that the sandbox evaluates before a
// page's components. It runs in neither Node nor a browser: the `.browser.ts` name keeps it
// out of dist/ and type-checks it without Node's types, which the sandbox does not have either.
import { Fragment, h, type ComponentType } from 'preact';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';

/** The tag of the children's stand-in: the host puts the children it rendered in its place. */
const CHILDREN = 'dw-children';

function render(component: unknown, props: Record<string, unknown>, hasChildren: boolean): string {
  if (typeof component !== 'function') throw new TypeError('The export is not a component (a function)');
  const children = hasChildren ? h(CHILDREN, null) : undefined;
  return renderToString(h(component as ComponentType<Record<string, unknown>>, { ...props, children }));
}

/** The tag of a component the file uses but does not define: the host renders it as that component of the page (a built-in such as `<Card>`). */
const BUILTIN = 'dw-builtin';

/** The props as JSON (functions and elements, `{type, props}`, left out), or `{}` when they cannot be written so. */
function propsJson(props: Record<string, unknown>): string {
  try {
    return JSON.stringify(props, (_key, value: unknown) => (typeof value === 'object' && value !== null && 'type' in value && 'props' in value ? undefined : value)) ?? '{}';
  } catch {
    return '{}';
  }
}

/** A component the file uses but does not define (a built-in such as `<Card>`): its name, its props as JSON and its children, for the host. */
function stub(name: string): (props: { children?: unknown }) => unknown {
  const shown = (props: { children?: unknown }): unknown => {
    const { children, ...rest } = props;
    return h(BUILTIN, { 'data-name': name, 'data-props': propsJson(rest) }, children as never);
  };
  Object.defineProperty(shown, 'displayName', { value: name });
  return shown;
}

/**
 * Freeze what every program can reach (the built-ins, the runtime, the global object): one
 * file's code cannot change what another file's components on the page see (each page has a
 * VM of its own, src/render/safety/sandbox/sandbox.ts).
 */
function freezeReachable(root: unknown, keep: object): void {
  const seen = new Set<unknown>([keep]);
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
    seen.add(value);
    Object.freeze(value);
    stack.push(Object.getPrototypeOf(value));
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor) stack.push(Reflect.get(descriptor, 'value'), Reflect.get(descriptor, 'get'), Reflect.get(descriptor, 'set'));
    }
  }
}

const hooks = { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState };

/** The programs of the page this VM renders, by id (src/render/safety/sandbox/sandbox.ts): the one mutable object; each program is read-only once defined. */
const programs = {};
Object.defineProperty(globalThis, '__dw_p', { value: programs });
Object.defineProperty(globalThis, '__dw', { value: { h, Fragment, hooks, React: { createElement: h, Fragment, ...hooks }, render, stub } });
freezeReachable(globalThis, programs);
