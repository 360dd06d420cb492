// A build published into the output folder it owns, in place (issue 29). The build writes
// only what changed into its temporary folder beside the output (src/fs/temp-folders.ts) and
// keeps every other file where it is; once the whole build has succeeded, each new file is
// renamed over its place in the output, and the files the site no longer has (ones the output's
// manifest lists: docwright's own) are deleted. A build that fails before this step leaves the
// output as it was. The step itself is marked in the manifest (`complete: false` with the
// `replaced` files, src/fs/output-folder.ts): a publication cut short (the process killed)
// leaves a folder that is still docwright's, which the next build replaces whole, keeping
// nothing of it. Where the step cannot be made (another device, a file where a folder goes, a
// kept file that changed since the build began), the caller swaps in a whole new folder instead.
import { lstat, mkdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { manifestText, OUTPUT_MANIFEST, type FileIdentity, type FileStamp, type OutputManifest } from './output-folder.js';
import { writeFileAtomic } from './write.js';

/** The name a manifest being published must not clash with in the temporary folder (an older docwright staged it there under this name). */
const NEXT_MANIFEST = '.docwright-build.next.json';

/** How many renames or deletions are in flight at a time. */
const CONCURRENCY = 16;

/** What a publication in place needs to know. */
export interface InPlaceCommit {
  /** The output folder, claimed as the build's own just before. */
  outDir: string;
  /** The build's temporary folder, holding the new files (and its own manifest). */
  staging: string;
  /** The output's manifest, as claimed just before. */
  manifest: OutputManifest;
  /** The output's files the site keeps as they are. */
  kept: Iterable<string>;
  /** The files of the temporary folder (its manifest left out), with their stamps. */
  written: ReadonlyMap<string, FileStamp>;
  /** The output's files as the claim just before found them on disk (walked, no links followed): only these are ever deleted, whatever the manifest lists. */
  present: ReadonlyMap<string, unknown>;
  /** docwright's version, for the manifest. */
  version: string;
}

/** Every folder above `rel` (`a/b/c` gives `a/b` and `a`). */
function foldersAbove(rel: string): string[] {
  const folders: string[] = [];
  for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) folders.push(rel.slice(0, at));
  return folders;
}

/** Whether a new file would go where the output has a file on its way or a folder (a page that became a folder of pages): then the whole folder is swapped instead. */
function clashes(previous: Readonly<Record<string, FileStamp>>, written: ReadonlyMap<string, FileStamp>): boolean {
  const folders = new Set<string>();
  for (const rel of Object.keys(previous)) for (const folder of foldersAbove(rel)) folders.add(folder);
  for (const rel of written.keys()) {
    if (folders.has(rel)) return true;
    if (foldersAbove(rel).some((folder) => Object.hasOwn(previous, folder))) return true;
  }
  return false;
}

/**
 * Whether the build may publish in place: the output's manifest is complete (no publication was
 * cut short), every kept file is the very file the build began with (`before`, its identity
 * when the build began; `now`, as the claim just before saw it), the temporary folder is on the
 * output's device (a rename moves a file only there), and no new file clashes with the output's
 * (nor with the name the manifest is staged under).
 */
export async function canCommitInPlace(commit: Omit<InPlaceCommit, 'version' | 'present'>, before: ReadonlyMap<string, FileIdentity>, now: ReadonlyMap<string, FileIdentity>): Promise<boolean> {
  const { manifest, outDir, staging, written } = commit;
  if (!manifest.complete || manifest.replaced !== undefined || written.has(NEXT_MANIFEST)) return false;
  for (const rel of commit.kept) {
    const [was, is] = [before.get(rel), now.get(rel)];
    if (!Object.hasOwn(manifest.files, rel) || was === undefined || is === undefined) return false;
    if (was.ino !== is.ino || was.size !== is.size || was.mtimeMs !== is.mtimeMs) return false;
  }
  try {
    if ((await stat(staging)).dev !== (await stat(outDir)).dev) return false;
  } catch {
    return false;
  }
  return !clashes(manifest.files, written);
}

/** Run `task` on every item, at most CONCURRENCY at a time. */
async function eachLimited<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** Write the output's manifest through the one safe write (src/fs/write.ts), staged in the temporary folder (its own manifest stays, so a folder left by a killed build is still known for the build's), then renamed over the output's. */
async function publishManifest(commit: InPlaceCommit, files: ReadonlyMap<string, FileStamp>, complete: boolean): Promise<void> {
  const text = manifestText(commit.version, files, complete, complete ? undefined : commit.manifest.files);
  await writeFileAtomic(join(commit.outDir, OUTPUT_MANIFEST), text, { durable: false, stageIn: commit.staging });
}

/**
 * Publish the build in place (canCommitInPlace said it may): the manifest marks the step, each
 * new file is renamed over its place, the output's files the site no longer has are deleted
 * (with the folders that leaves empty), and the complete manifest ends it.
 */
export async function commitInPlace(commit: InPlaceCommit): Promise<void> {
  const { outDir, staging, manifest, written } = commit;
  const files = new Map<string, FileStamp>();
  for (const rel of commit.kept) {
    const stamp = manifest.files[rel];
    if (stamp !== undefined) files.set(rel, stamp);
  }
  for (const [rel, stamp] of written) files.set(rel, stamp);
  // The manifest is data from disk: a path it lists is deleted only when the claim found that very file inside the output.
  const removed = Object.keys(manifest.files).filter((rel) => !files.has(rel) && commit.present.has(rel));
  await publishManifest(commit, files, false);
  // One `mkdir` per folder, shared: every file of a new folder waits for the folder to exist before its rename.
  const folders = new Map<string, Promise<unknown>>();
  await eachLimited([...written.keys()], async (rel) => {
    const folder = dirname(rel);
    if (folder !== '.') {
      const made = folders.get(folder) ?? mkdir(join(outDir, folder), { recursive: true });
      folders.set(folder, made);
      await made;
    }
    await rename(join(staging, rel), join(outDir, rel));
  });
  await eachLimited(removed, async (rel) => {
    // Only a file: the claim refused every link or other kind inside the output.
    const info = await lstat(join(outDir, rel)).catch(() => undefined);
    if (info?.isFile()) await unlink(join(outDir, rel));
  });
  await removeEmptyFolders(outDir, removed);
  await publishManifest(commit, files, true);
}

/** The folders of the deleted files that are left empty, deepest first (a folder with anything in it stays). */
async function removeEmptyFolders(outDir: string, removed: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const rel of removed) for (const folder of foldersAbove(rel)) folders.add(folder);
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) await rmdir(join(outDir, folder)).catch(() => undefined);
}
