import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

export interface ProjectWatcher {
  /** Resolves once the initial scan is done and edits are seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions {
  /**
   * Quiet time after an event before a batch is handed over when nothing is in progress.
   * Default 0: a save is handed over at once (after the current tick), and whatever
   * changes while the consumer is still busy is handed over as one batch when it is done.
   */
  debounceMs?: number;
  onError?: (error: unknown) => void;
}

const skippedFolders = new Set(['node_modules']);

/** Editors' temporary and backup files: never content. */
export function isEditorNoise(path: string): boolean {
  const name = basename(path);
  return name.endsWith('~') || /\.(swp|swx|swo|tmp|crswap)$/i.test(name) || name === '4913' || /^#.*#$/.test(name);
}

/** Folders and files under the root that are never watched: dot-folders, node_modules. */
export function isIgnored(root: string, path: string): boolean {
  const rel = relative(root, path);
  if (rel === '') return false;
  return rel.split(sep).some((part) => part.startsWith('.') || skippedFolders.has(part));
}

/**
 * Watch everything a site is made of under `root` (pages, snippets, docs.json and
 * its `$ref`s, specs, images) and hand over changed files, as absolute paths, in
 * batches: one batch at a time, the next gathered while the consumer works.
 */
export function watchProject(root: string, onChange: (files: string[]) => void | Promise<void>, options: WatchOptions = {}): ProjectWatcher {
  const debounceMs = options.debounceMs ?? 0;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;

  // chokidar drops a second change to the same file within 50 ms (and fs events within 5 ms):
  // a formatter saving right after the editor would go unseen. So each file handed over is
  // looked at again once that window has passed, and handed over again if it moved on since.
  const handed = new Map<string, Promise<string>>();
  /** The version chokidar saw with its last event for each pending file (no extra stat on the way to the site). */
  const eventVersion = new Map<string, string>();
  const recheck = new Map<string, NodeJS.Timeout>();
  const versionOf = (s: Stats): string => `${s.mtimeMs}:${s.size}:${s.ino}`;
  const version = (path: string): Promise<string> => stat(path).then(versionOf, () => 'missing');
  const scheduleRecheck = (path: string): void => {
    const previous = recheck.get(path);
    if (previous) clearTimeout(previous);
    recheck.set(
      path,
      setTimeout(() => {
        recheck.delete(path);
        const before = handed.get(path);
        handed.delete(path);
        if (!before || closed) return;
        void Promise.all([before, version(path)]).then(([then, now]) => {
          if (!closed && then !== now) note(path);
        });
      }, 60),
    );
  };

  const flush = (): void => {
    timer = undefined;
    if (pending.size === 0 || busy || closed) return;
    const files = [...pending];
    pending.clear();
    // The version the site is about to read; started before the hand-over so it is not later than the site's read.
    for (const file of files) {
      const seen = eventVersion.get(file);
      eventVersion.delete(file);
      handed.set(file, seen === undefined ? version(file) : Promise.resolve(seen));
      scheduleRecheck(file);
    }
    busy = true;
    const done = (): void => {
      busy = false;
      if (pending.size > 0 && !timer) flush();
    };
    try {
      Promise.resolve(onChange(files)).then(done, (error: unknown) => {
        options.onError?.(error);
        done();
      });
    } catch (error) {
      options.onError?.(error);
      done();
    }
  };
  const note = (path: string, stats?: Stats): void => {
    if (isEditorNoise(path)) return;
    pending.add(path);
    if (stats) eventVersion.set(path, versionOf(stats));
    else eventVersion.delete(path);
    if (busy || timer) return;
    // Events of one save arrive together: hand them over once this tick's events are in.
    timer = setTimeout(flush, debounceMs);
  };

  let closed = false;

  const watcher: FSWatcher = watch(root, {
    ignoreInitial: true,
    ignored: (path: string) => isIgnored(root, path),
    // A symlink is read as the link, never followed out of the project.
    followSymlinks: false,
  });
  watcher.on('add', note).on('change', note).on('unlink', (path: string) => note(path));
  watcher.on('error', (error) => options.onError?.(error));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const pending of recheck.values()) clearTimeout(pending);
      recheck.clear();
      pending.clear();
      await watcher.close();
    },
  };
}
