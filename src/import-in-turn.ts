// Lazy imports, one at a time (issue 29). A command loads what it needs on demand (the render
// pipeline only for a page rendered here, the link check's parser only with `--links`), often
// while other work of the same command runs, so two first `import()`s of module graphs that
// share modules (`unified`, `hast-util-*` …) can be in flight at once. Node links those
// correctly, but jest's VM modules (the test suite runs ESM through them) do not: the second
// link finds a shared module still linking and fails ("request for 'unified' is not in cache",
// ERR_VM_MODULE_LINK_FAILURE). Every lazy import of a module graph goes through `importInTurn`,
// which starts it only when every one started before it has settled.

let queue: Promise<unknown> = Promise.resolve();

/**
 * Run `load` (a dynamic `import()`, or a few in sequence) once every load passed here before it
 * has settled, and give what it gives. A module loaded this way must not wait, while it is
 * evaluated (top-level await), for another load passed here: that one would wait for it.
 */
export function importInTurn<T>(load: () => Promise<T>): Promise<T> {
  const next = queue.then(load);
  queue = next.catch(() => undefined);
  return next;
}
