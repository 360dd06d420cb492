// The dev server's file watcher: chokidar finds the edits (one watch per folder and file,
// symlinks not followed), this module decides which count and hands them over in batches.
import { statSync, watch as watchFolder, type FSWatcher as FolderWatcher, type Stats } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { folderIgnoreReason, ignorePolicy, type IgnorePolicy } from '../project/ignore.js';

export interface ProjectWatcher {
  /** Resolves once every folder is watched and edits are seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions {
  /**
   * Quiet time after the last event before a batch is handed over when nothing is in
   * progress; each event starts it again, so a burst of saves is one batch. Default 0: a
   * save is handed over as soon as this turn's events are in, and whatever changes while
   * the consumer is still busy is handed over as one batch when it is done.
   */
  debounceMs?: number;
  /**
   * How long a file that reads as empty is held back waiting for its next event: editors
   * and `writeFile` truncate a file before writing it, so an empty file is usually half a
   * save. A file that stays empty this long is handed over as it is. Default 50 ms.
   */
  emptyGraceMs?: number;
  /** Build output folders besides `<root>/dist` (absolute), left out as the ignore policy leaves them out. */
  outDirs?: readonly string[];
  onError?: (error: unknown) => void;
}

/** Chokidar drops a second `change` of one file within this time of the first; a file is looked at again after it. */
const CHOKIDAR_CHANGE_THROTTLE_MS = 50;

/** Editors' temporary and backup files: never content. */
export function isEditorNoise(path: string): boolean {
  const name = basename(path);
  return name.endsWith('~') || /\.(swp|swx|swo|tmp|crswap)$/i.test(name) || name === '4913' || /^#.*#$/.test(name);
}

/** Folders and files under the root that are never watched: dot-files and dot-folders, node_modules. */
export function isIgnored(root: string, path: string): boolean {
  const rel = relative(root, path);
  if (rel === '') return false;
  return rel.split(sep).some((part) => part.startsWith('.') || part === 'node_modules');
}

/** Whether the watcher leaves a path out: dot-entries, node_modules, and what the project's ignore policy leaves out (a folder as a whole). */
function leftOut(root: string, policy: IgnorePolicy, path: string, stats?: Stats): boolean {
  if (path === root) return false;
  if (isIgnored(root, path) || policy.ignores(path) || policy.outDirs.includes(path)) return true;
  return stats?.isDirectory() === true && folderIgnoreReason(policy, path) !== undefined;
}

/** A file's size; -1 when it is missing or not a file. */
function sizeOf(path: string): number {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info?.isFile() ? info.size : -1;
  } catch {
    return -1;
  }
}

/** A file's version as the system sees it, to tell a later write from the one already reported. */
function versionOf(path: string): string {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'missing';
  } catch {
    return 'missing';
  }
}

interface Batcher {
  note(path: string): void;
  close(): void;
}

/**
 * Batches of changed files for `onChange`: one batch at a time, the next gathered while the
 * consumer works; a file caught between truncate and write waits for its next event.
 */
function createBatcher(onChange: (files: string[]) => void | Promise<void>, options: WatchOptions): Batcher {
  const debounceMs = options.debounceMs ?? 0;
  const emptyGraceMs = options.emptyGraceMs ?? 50;
  const pending = new Set<string>();
  /** Files read as empty, waiting for their next event. */
  const held = new Map<string, NodeJS.Timeout>();
  /** Files that stayed empty through their grace: handed over as they are. */
  const released = new Set<string>();
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  let busy = false;
  let closed = false;

  const schedule = (): void => {
    if (busy || closed) return;
    if (debounceMs > 0) {
      // A true debounce: each event pushes the hand-over back.
      if (timer) clearTimeout(timer as NodeJS.Timeout);
      timer = setTimeout(flush, debounceMs);
    } else timer ??= setImmediate(flush);
  };

  const hold = (file: string): void => {
    const wake = (): void => {
      held.delete(file);
      if (closed) return;
      released.add(file);
      pending.add(file);
      schedule();
    };
    held.set(file, setTimeout(wake, emptyGraceMs));
  };

  /** The pending files to hand over now: the empty ones wait (once) for their write. */
  const take = (): string[] => {
    const candidates = [...pending];
    pending.clear();
    // One stat per changed file, in line: a trip through the thread pool per file costs more
    // than the stat itself, and more still on a busy machine.
    return candidates.filter((file) => {
      const stayedEmpty = released.delete(file);
      if (sizeOf(file) !== 0 || emptyGraceMs <= 0 || stayedEmpty) return true;
      hold(file);
      return false;
    });
  };

  function flush(): void {
    timer = undefined;
    if (busy || closed || pending.size === 0) return;
    const files = take();
    if (files.length === 0) return;
    busy = true;
    void (async () => {
      try {
        await onChange(files);
      } catch (error) {
        if (!closed) options.onError?.(error);
      }
      busy = false;
      if (pending.size > 0) schedule();
    })();
  }

  return {
    note(path) {
      if (closed || isEditorNoise(path)) return;
      const waiting = held.get(path);
      if (waiting) {
        clearTimeout(waiting);
        held.delete(path);
      }
      released.delete(path);
      pending.add(path);
      schedule();
    },
    close() {
      closed = true;
      if (timer) {
        clearTimeout(timer as NodeJS.Timeout);
        clearImmediate(timer as NodeJS.Immediate);
      }
      for (const waiting of held.values()) clearTimeout(waiting);
      held.clear();
      pending.clear();
    },
  };
}

/**
 * Looks at a reported file once more after chokidar's throttle: a second save within it
 * gets no event of its own, and would be lost if the first was read before it landed.
 */
function createRecheck(note: (path: string) => void): { seen(path: string): void; close(): void } {
  const checks = new Map<string, { version: string; timer: NodeJS.Timeout }>();
  return {
    seen(path) {
      const previous = checks.get(path);
      if (previous) clearTimeout(previous.timer);
      const version = versionOf(path);
      const timer = setTimeout(() => {
        checks.delete(path);
        if (versionOf(path) !== version) note(path);
      }, CHOKIDAR_CHANGE_THROTTLE_MS + 10);
      checks.set(path, { version, timer });
    },
    close() {
      for (const check of checks.values()) clearTimeout(check.timer);
      checks.clear();
    },
  };
}

/** A project's watch whose full scan starts when asked (`scan`), and which watches a few files at once before it (`files`). */
export interface ProjectWatch {
  /**
   * Watch these files (absolute paths) now, before the full scan is done: the files of the page
   * being viewed (issue 51). Each file's folder is watched on its own (no scan; a save that
   * replaces the file is seen too), until the scan is ready. A file outside the root, a
   * dot-file or one under node_modules is left out.
   */
  files(paths: readonly string[]): void;
  /** Start watching every file (once); resolves once the scan is done and every edit is seen. */
  scan(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The early watch of a few files (`ProjectWatch.files`): one watch per folder, set before the
 * call returns, so a save made after it is seen. The file's version is taken when it is added:
 * one written between the add and the folder's watch is handed over too.
 */
function createEarlyWatch(root: string, changed: (path: string) => void, onError: (error: unknown) => void): { add(paths: readonly string[]): void; close(): void } {
  /** The files watched, by folder. */
  const folders = new Map<string, { watcher: FolderWatcher; files: Set<string> }>();
  let closed = false;
  const add = (file: string): void => {
    const rel = relative(root, file);
    if (rel === '' || rel.startsWith('..') || isIgnored(root, file)) return;
    const folder = dirname(file);
    const known = folders.get(folder);
    if (known) {
      known.files.add(file);
      return;
    }
    const version = versionOf(file);
    const files = new Set([file]);
    let watcher: FolderWatcher;
    try {
      watcher = watchFolder(folder, { persistent: false }, (_event, name) => {
        if (closed) return;
        // No name (some systems): each file of the folder is looked at; the site tells a real change.
        for (const watched of name ? [join(folder, name)].filter((path) => files.has(path)) : files) changed(watched);
      });
    } catch (error) {
      // A folder that cannot be watched (gone): the full scan sees its files.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
      return;
    }
    watcher.on('error', () => watcher.close());
    folders.set(folder, { watcher, files });
    if (versionOf(file) !== version) changed(file);
  };
  return {
    add(paths) {
      if (!closed) for (const path of paths) add(path);
    },
    close() {
      closed = true;
      for (const { watcher } of folders.values()) watcher.close();
      folders.clear();
    },
  };
}

/**
 * Watch everything a site is made of under `root` (pages, snippets, docs.json and its
 * `$ref`s, specs, images) and hand over changed files, as absolute paths, in batches: one
 * batch at a time, the next gathered while the consumer works. What the project's ignore
 * policy leaves out (node_modules, .git, the build output, `.gitignore`d files) and
 * dot-files are never watched, and a symlink is watched as the link, never followed out of
 * the project. A file that did not really change is for the consumer to notice (the site
 * compares content). The full scan starts with `scan()`; `files()` watches a few files before it.
 */
export function createProjectWatch(root: string, onChange: (files: string[]) => void | Promise<void>, options: WatchOptions = {}): ProjectWatch {
  const batcher = createBatcher(onChange, options);
  const recheck = createRecheck((path) => batcher.note(path));
  let closed = false;
  const changed = (path: string): void => {
    batcher.note(path);
    recheck.seen(path);
  };
  const onError = (error: unknown): void => {
    if (!closed) options.onError?.(error);
  };
  let early: ReturnType<typeof createEarlyWatch> | undefined;
  let watcher: FSWatcher | undefined;
  let ready: Promise<void> | undefined;
  /** Whether the scan is done: the early watch is then closed, and no file is added to it. */
  let scanned = false;
  const scan = (): Promise<void> => {
    if (ready) return ready;
    const policy = ignorePolicy(root, options.outDirs ? { outDirs: options.outDirs } : {});
    const full: FSWatcher = watch(root, {
      ignoreInitial: true,
      followSymlinks: false,
      ignored: (path, stats) => leftOut(root, policy, path, stats),
    });
    watcher = full;
    full.on('add', changed);
    full.on('change', changed);
    // A file removed, or inside a folder removed or moved away.
    full.on('unlink', (path) => batcher.note(path));
    full.on('error', onError);
    ready = new Promise<void>((resolve) => full.once('ready', () => resolve())).then(() => {
      // Every file is watched by the scan now: the early watch would only say each save twice.
      scanned = true;
      early?.close();
      early = undefined;
    });
    return ready;
  };
  return {
    files(paths) {
      if (closed || scanned) return;
      early ??= createEarlyWatch(root, changed, onError);
      early.add(paths);
    },
    scan: () => (closed ? Promise.resolve() : scan()),
    async close() {
      if (closed) return;
      closed = true;
      batcher.close();
      recheck.close();
      early?.close();
      await watcher?.close();
    },
  };
}

/** Watch everything under `root` from now on (`createProjectWatch`, its scan started at once). */
export function watchProject(root: string, onChange: (files: string[]) => void | Promise<void>, options: WatchOptions = {}): ProjectWatcher {
  const watch = createProjectWatch(root, onChange, options);
  return { ready: watch.scan(), close: () => watch.close() };
}
