// The build's temporary folders next to the output folder: `.site.tmp-<pid>-<time>` (being
// written) and `.site.old-<pid>-<time>` (the previous output, removed after the swap). An
// interrupted build removes its own on SIGINT/SIGTERM; ones left by a build that was killed
// outright are removed by the next build, when they hold the build's mark (src/fs/output-folder.ts).
import { rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isBuildFolder } from './output-folder.js';

export type TempKind = 'tmp' | 'old';

/** The name of a temporary folder next to `outDir`, owned by this process. */
export function tempFolderFor(outDir: string, kind: TempKind, now = Date.now()): string {
  return join(dirname(outDir), `.${basename(outDir)}.${kind}-${process.pid}-${now}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a process with this id is running (a process we may not signal is running too). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders of builds running in this process now (guarded by `removeOnInterrupt`). */
const active = new Set<string>();

/**
 * Remove temporary folders of `outDir` left by earlier builds: those whose process is gone,
 * and this process's own that no running build holds; each only when it is empty or holds the
 * build's mark. Returns the names removed. A folder
 * of a build still running (here or in another live process) is kept.
 */
export async function removeStaleTempFolders(outDir: string, alive: (pid: number) => boolean = processAlive): Promise<string[]> {
  const parent = dirname(outDir);
  const pattern = new RegExp(`^\\.${escapeRegExp(basename(outDir))}\\.(tmp|old)-(\\d+)-(\\d+)$`);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match) continue;
    const pid = Number(match[2]);
    const stale = pid === process.pid ? !active.has(join(parent, name)) : !alive(pid);
    // Only a folder a build marked (or an empty one): a folder that merely has the name is kept.
    if (!stale || !(await isBuildFolder(join(parent, name)))) continue;
    try {
      await rm(join(parent, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Not ours to remove (permissions): leave it.
    }
  }
  return removed;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Remove `folder` if the process is interrupted (SIGINT, SIGTERM) or exits before
 * `release()` is called. After the clean-up an interrupting signal is raised again, so the
 * process still ends the way the signal asks (unless someone else listens for it).
 */
export function removeOnInterrupt(folder: string): () => void {
  const clean = (): void => {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // Nothing more can be done on the way out.
    }
  };
  const handlers = new Map<NodeJS.Signals, () => void>();
  active.add(folder);
  const release = (): void => {
    active.delete(folder);
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off('exit', clean);
  };
  for (const signal of SIGNALS) {
    const handler = (): void => {
      clean();
      release();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    handlers.set(signal, handler);
    process.on(signal, handler);
  }
  process.on('exit', clean);
  return release;
}
