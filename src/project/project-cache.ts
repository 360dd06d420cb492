// The project model a live server keeps between requests (the MCP tools share one; the language server
// keeps one per docs root), loaded once. Before a call uses
// it, the files it was read from are looked at again (size, modification and change times and inode of
// every file of the index and every folder the walk went through, empty ones too; the ignore files, those above the
// root included; docs.json/mint.json and the `$ref` files, read or missing; whether a `.git` or a build output's
// manifest is there): when any differs, or a file was added or removed (its folder's time changes), the project is read
// again, keeping what did not change: the import scan and front matter of each unchanged page,
// the walk when no folder and no ignore file changed, the configuration when none of its files
// changed. A file changed while the project was being read (its time is not older than the read)
// makes the next call read the project again, and is itself read afresh until then: an edit is never answered
// from what was there before.
import { statSync } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { CONFIG_FILES } from '../config/index.js';
import { IGNORE_FILES, MINT_IGNORE_FILE } from './ignore.js';
import { loadProject, type LoadProjectOptions, type Project } from './load.js';

/** What the project cache knows of a file on disk: its size, and a key that changes with any edit. */
export interface FileStamp {
  size: number;
  key: string;
}

/** Names looked at in the root besides the index's files: what the model and the ignore policy read. */
const ROOT_FILES = [...CONFIG_FILES, MINT_IGNORE_FILE];
const CONFIG_NAMES: readonly string[] = CONFIG_FILES;
const IGNORE_NAMES = new Set<string>([...IGNORE_FILES, MINT_IGNORE_FILE]);

/** Margin under the read's start within which a file's time counts as "changed during the read" (file system clocks are coarse). */
const RACY_MS = 50;

/**
 * The paths whose times say whether `project` still stands for the disk: root-relative, or absolute outside the root
 * (the ignore files above it); then, from `presentFrom` on, absolute paths whose presence alone counts (a `.git`, a
 * build output's manifest: their times change with every git command and build).
 */
function watchedPaths(project: Project): { paths: string[]; presentFrom: number } {
  const { index, config, root } = project;
  const files = [...index.all, ...index.ignored.keys()];
  // Every folder walked (one without files too: a file written there later changes its times), and those holding a file.
  const folders = new Set<string>(index.folders);
  for (const file of files) {
    for (let dir = posix.dirname(file); dir !== '.' && !folders.has(dir); dir = posix.dirname(dir)) folders.add(dir);
  }
  const paths = [...files, ...ROOT_FILES];
  for (const folder of folders) {
    paths.push(folder);
    for (const name of IGNORE_FILES) paths.push(folder === '' ? name : `${folder}/${name}`);
  }
  // The configuration's files (a `$ref` into a folder the walk does not read, such as a dot folder) and the `$ref`
  // files it could not read (written later, they change the configuration).
  for (const file of [...config.files, ...(config.resolved?.unread ?? [])]) paths.push(rootPath(root, file));
  paths.push(...index.policy.sources.files);
  const stamped = [...new Set(paths)];
  return { paths: [...stamped, ...index.policy.sources.present], presentFrom: stamped.length };
}

/** An absolute path as the stamps name it: root-relative (`/`-separated) inside the root, else as it is. */
function rootPath(root: string, file: string): string {
  const rel = relative(root, file);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? file : rel.split(sep).join('/');
}

interface Stamp {
  /** One entry per watched path: `size:mtime:ctime:inode`, `-` when absent, `?…` for a file changed while the project was read (it never matches again); `+` for a path present whose presence alone counts (`?+` when made during the read). */
  entries: string[];
  /** The sizes, in the same order (-1 when absent). */
  sizes: number[];
}

/** What is on disk at `paths` now (from `presentFrom` on, only whether each is there); `since`: the time the project's read began (files newer than it are racy). */
function stampOf(root: string, paths: readonly string[], presentFrom: number, since?: number): Stamp {
  const now = Date.now();
  const sizes: number[] = [];
  const entries = paths.map((path, i) => {
    const stats = statSync(isAbsolute(path) ? path : join(root, path), { throwIfNoEntry: false });
    sizes.push(stats?.size ?? -1);
    if (!stats) return '-';
    // A time in the future (a clock set wrong, an archive's) is no edit made during the read.
    const during = (time: number): boolean => since !== undefined && time >= since - RACY_MS && time <= now + RACY_MS;
    // Made (or changed) during the read, the read may not have seen it: the next look reads the project again.
    if (i >= presentFrom) return during(stats.mtimeMs) || during(stats.ctimeMs) ? '?+' : '+';
    // The inode too: a file removed and written again with the same size and times (a coarse clock) is another file.
    const entry = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
    return during(stats.mtimeMs) || during(stats.ctimeMs) ? `?${entry}` : entry;
  });
  return { entries, sizes };
}

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.entries.length === b.entries.length && a.entries.every((entry, i) => entry === b.entries[i]);
}

/** What the next read may keep of `kept`, by what differs between its stamp and `now` (the same paths, looked at again). */
function reuseOf(root: string, kept: Loaded, now: Stamp): NonNullable<LoadProjectOptions['reuse']> {
  const { project } = kept;
  const changed = new Set<string>();
  let sameListing = true;
  for (const [i, path] of kept.paths.entries()) {
    const before = kept.stamp.entries[i];
    const after = now.entries[i];
    // A racy entry (`?…`) never equals a fresh one: that file is read again.
    if (before === after) continue;
    changed.add(path);
    // A file added or removed, a folder's entries, an ignore file, anything outside the root: the walk is made again.
    const isFile = project.index.all.has(path) || project.index.ignored.has(path);
    if (!isFile || before === '-' || after === '-' || IGNORE_NAMES.has(posix.basename(path))) sameListing = false;
  }
  const configFiles = new Set<string>(CONFIG_NAMES);
  for (const file of [...project.config.files, ...(project.config.resolved?.unread ?? [])]) configFiles.add(rootPath(root, file));
  const sameConfig = ![...configFiles].some((path) => changed.has(path));
  const watched = new Set(kept.paths);
  return { previous: project, unchanged: (path) => watched.has(path) && !changed.has(path), sameListing, sameConfig };
}

interface Loaded {
  project: Project;
  paths: string[];
  /** Where the paths whose presence alone counts begin. */
  presentFrom: number;
  stamp: Stamp;
  /** Increases with every read of the project: what is derived from one (link checks) is kept by it. */
  generation: number;
  /** Each file's stamp by absolute path, made when first asked for. */
  byFile?: Map<string, FileStamp>;
}

export class ProjectCache {
  private loaded: Loaded | undefined;
  private pending: Promise<Loaded> | undefined;
  private generations = 0;
  /** How many times the project was read (tests and the bench look). */
  reads = 0;

  constructor(readonly root: string) {}

  /** The project as it is on disk now: the one kept when nothing it was read from changed, else read again. */
  async get(): Promise<{ project: Project; generation: number; stamps: (file: string) => FileStamp | undefined }> {
    // Calls that come together share one check and one read.
    this.pending ??= this.current().finally(() => {
      this.pending = undefined;
    });
    const loaded = await this.pending;
    return { project: loaded.project, generation: loaded.generation, stamps: (file) => this.stampOfFile(loaded, file) };
  }

  /** A file's stamp as of the check that let the project stand; none for a file changed while the project was read (it is read, then). */
  private stampOfFile(loaded: Loaded, file: string): FileStamp | undefined {
    if (!loaded.byFile) {
      loaded.byFile = new Map();
      for (const [i, path] of loaded.paths.entries()) {
        const key = loaded.stamp.entries[i];
        const size = loaded.stamp.sizes[i] ?? -1;
        if (i < loaded.presentFrom && key !== undefined && key !== '-' && !key.startsWith('?')) loaded.byFile.set(isAbsolute(path) ? path : join(this.root, path), { size, key });
      }
    }
    return loaded.byFile.get(file);
  }

  private async current(): Promise<Loaded> {
    const kept = this.loaded;
    // Before the look at the disk: a file changed after it has a time past this.
    const started = Date.now();
    const now = kept ? stampOf(this.root, kept.paths, kept.presentFrom) : undefined;
    if (kept && now && sameStamp(kept.stamp, now)) return kept;
    this.reads++;
    const project = await loadProject(this.root, kept && now ? { reuse: reuseOf(this.root, kept, now) } : {});
    const { paths, presentFrom } = watchedPaths(project);
    const loaded: Loaded = { project, paths, presentFrom, stamp: stampOf(this.root, paths, presentFrom, started), generation: ++this.generations };
    this.loaded = loaded;
    return loaded;
  }
}
