import { lstatSync, statSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';

export interface ProjectWatcher {
  /** Resolves once every folder is watched and edits are seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions {
  /**
   * Quiet time after an event before a batch is handed over when nothing is in progress.
   * Default 0: a save is handed over as soon as this turn's events are in, and whatever
   * changes while the consumer is still busy is handed over as one batch when it is done.
   */
  debounceMs?: number;
  /**
   * How long a file that reads as empty is held back waiting for its next event: editors
   * and `writeFile` truncate a file before writing it, so an empty file is usually half a
   * save. A file that stays empty this long is handed over as it is. Default 50 ms.
   */
  emptyGraceMs?: number;
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

/** A file's size; -1 when it is missing or not a file. */
function sizeOf(path: string): number {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info?.isFile() ? info.size : -1;
  } catch {
    return -1;
  }
}

/** The entry itself (a symlink is not followed); undefined when it cannot be seen. */
function lstatOf(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

interface WatchedFolder {
  watcher: FSWatcher;
  /** Names last seen in the folder, so the files of a folder that goes away can be reported. */
  names: Set<string>;
}

/**
 * Watch everything a site is made of under `root` (pages, snippets, docs.json and its
 * `$ref`s, specs, images) and hand over changed files, as absolute paths, in batches: one
 * batch at a time, the next gathered while the consumer works.
 *
 * One `fs.watch` per folder (not per file), and every event counts: nothing is throttled,
 * nothing is stat'ed but the changed file, and no folder is re-read on a save. A second
 * save while the consumer works on the first is handed over when it is done; a file that
 * did not really change is for the consumer to notice (the site compares content).
 */
export function watchProject(root: string, onChange: (files: string[]) => void | Promise<void>, options: WatchOptions = {}): ProjectWatcher {
  const debounceMs = options.debounceMs ?? 0;
  const emptyGraceMs = options.emptyGraceMs ?? 50;
  const folders = new Map<string, WatchedFolder>();
  const pending = new Set<string>();
  /** Files read as empty, waiting for their next event. */
  const held = new Map<string, NodeJS.Timeout>();
  /** Files that stayed empty through their grace: handed over as they are. */
  const released = new Set<string>();
  let scheduled = false;
  let busy = false;
  let closed = false;

  const report = (error: unknown): void => {
    if (!closed) options.onError?.(error);
  };

  const schedule = (): void => {
    if (busy || scheduled || closed) return;
    scheduled = true;
    const go = (): void => {
      scheduled = false;
      void flush();
    };
    if (debounceMs > 0) setTimeout(go, debounceMs);
    else setImmediate(go);
  };

  const note = (path: string): void => {
    if (closed || isEditorNoise(path) || isIgnored(root, path)) return;
    const waiting = held.get(path);
    if (waiting) {
      clearTimeout(waiting);
      held.delete(path);
    }
    released.delete(path);
    pending.add(path);
    schedule();
  };

  /** Hand over what is pending; a file caught between truncate and write waits for its next event. */
  const flush = async (): Promise<void> => {
    if (busy || closed || pending.size === 0) return;
    busy = true;
    const candidates = [...pending];
    pending.clear();
    // One stat per changed file, in line: a trip through the thread pool per file costs more
    // than the stat itself, and more still on a busy machine.
    const sizes = candidates.map(sizeOf);
    const files: string[] = [];
    candidates.forEach((file, i) => {
      const stayedEmpty = released.delete(file);
      if (sizes[i] === 0 && emptyGraceMs > 0 && !stayedEmpty) {
        hold(file);
        return;
      }
      files.push(file);
    });
    if (files.length > 0 && !closed) {
      try {
        await onChange(files);
      } catch (error) {
        report(error);
      }
    }
    busy = false;
    if (pending.size > 0) schedule();
  };

  const hold = (file: string): void => {
    held.set(
      file,
      setTimeout(() => {
        held.delete(file);
        if (closed) return;
        released.add(file);
        pending.add(file);
        schedule();
      }, emptyGraceMs),
    );
  };

  /** Everything under a folder that was watched, for when the folder goes away. */
  const forget = (dir: string): void => {
    const gone = [...folders].filter(([path]) => path === dir || path.startsWith(`${dir}${sep}`));
    for (const [path, folder] of gone) {
      folder.watcher.close();
      folders.delete(path);
    }
    const goneFolders = new Set(gone.map(([path]) => path));
    for (const [path, folder] of gone) {
      for (const name of folder.names) {
        const child = join(path, name);
        if (!goneFolders.has(child)) note(child);
      }
    }
  };

  /** Watch a folder and the folders inside it; `announce`: report the files found (a folder that appeared). */
  const addFolder = async (dir: string, announce: boolean): Promise<void> => {
    if (closed || folders.has(dir) || isIgnored(root, dir)) return;
    let watcher: FSWatcher;
    try {
      // Watching before reading: a file made in between is seen either way.
      watcher = watch(dir, { persistent: true }, (event, name) => onEvent(dir, event, name));
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') report(error);
      return;
    }
    const folder: WatchedFolder = { watcher, names: new Set() };
    folders.set(dir, folder);
    watcher.on('error', (error) => {
      // The folder went away (or cannot be watched any longer).
      forget(dir);
      const code = errorCode(error);
      if (code !== 'ENOENT' && code !== 'EPERM') report(error);
    });
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      forget(dir);
      return;
    }
    const inner: Promise<void>[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (isIgnored(root, path)) continue;
      folder.names.add(entry.name);
      // A symlink is read as the link, never followed out of the project.
      if (entry.isDirectory()) inner.push(addFolder(path, announce));
      else if (announce) note(path);
    }
    await Promise.all(inner);
  };

  const onEvent = (dir: string, event: string, name: string | Buffer | null): void => {
    const folder = folders.get(dir);
    if (closed || !folder) return;
    if (name === null) {
      // The system lost track of what changed here: look again.
      void rescan(dir, folder);
      return;
    }
    const text = typeof name === 'string' ? name : name.toString('utf8');
    const path = join(dir, text);
    if (isIgnored(root, path)) return;
    if (event === 'rename') {
      // Made, removed or moved: a folder is watched or forgotten, a file is reported.
      const info = lstatOf(path);
      if (info) {
        folder.names.add(text);
        if (info.isDirectory()) void addFolder(path, true);
        else note(path);
        return;
      }
      // Gone: reported when it was known (a file made and removed unseen, or the folder's
      // own removal, is nobody's page).
      if (!folder.names.delete(text)) return;
      if (folders.has(path)) forget(path);
      else note(path);
      return;
    }
    if (folders.has(path)) return;
    folder.names.add(text);
    note(path);
  };

  const rescan = async (dir: string, folder: WatchedFolder): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => undefined);
    if (!entries) return;
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (isIgnored(root, path)) continue;
      folder.names.add(entry.name);
      if (entry.isDirectory()) void addFolder(path, true);
      else note(path);
    }
  };

  const ready = addFolder(root, false);
  return {
    ready,
    async close() {
      closed = true;
      for (const timer of held.values()) clearTimeout(timer);
      held.clear();
      pending.clear();
      for (const folder of folders.values()) folder.watcher.close();
      folders.clear();
      await ready.catch(() => undefined);
    },
  };
}
