// The one ignore policy: which files of a docs project no command reads. Lint, check, the
// rules file, build and dev all ask this module, so they agree on what a project holds.
//
// Every rule applies BELOW the project root only: a user who points a command at a folder has
// told us to read it, wherever it sits (inside another repository's ignored folder, under a
// `node_modules`, in a home folder kept in git with `*` in its `.gitignore`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { entryKind, isNotAFile, readRegularSync, realPathOrSame, toPosix } from '../fs/paths.js';
import { OUTPUT_MANIFEST } from '../fs/output-folder.js';

/** Folders never read below the root, at any depth. */
const ALWAYS_IGNORED_DIRS = ['node_modules', '.git'];

/** The folder a build writes into unless told otherwise (`docwright build` without `--out`). */
export const DEFAULT_OUT_DIR = 'dist';

/**
 * A folder holding this file is a docwright build output (`--out` anywhere), found without
 * being told: the manifest every build leaves at the top of its output. A stray
 * `_docwright/site.css` marks nothing: a folder of the user's that holds one is read.
 */
const BUILD_MARKER = OUTPUT_MANIFEST;

/** Files read from each folder for ignore patterns, in gitignore syntax. */
export const IGNORE_FILES = ['.gitignore', '.docwrightignore'] as const;

/**
 * Mintlify's ignore file, in gitignore syntax, read in the project root only (as Mintlify reads it): the files it
 * names are not published, so no command reads them.
 */
export const MINT_IGNORE_FILE = '.mintignore';

export interface IgnorePolicyOptions {
  /** Build output folders (absolute) besides the default `<root>/dist`, e.g. `--out docs-dist`. */
  outDirs?: readonly string[];
  /**
   * What a walk in progress saw of a folder (absolute, no trailing separator): the lower-cased names of its entries
   * that may be ignore files, or undefined when it has not listed that folder (then each ignore file is looked for).
   * An ignore file's name that a listed folder does not hold is not looked for: the walk lists every folder it reads,
   * so the policy asks nothing more of them (issue 51: two `stat`s a folder, ~700 folders at 5,000 pages).
   */
  listed?: (dir: string) => ReadonlySet<string> | undefined;
}

/** Why a file is left out. */
export type IgnoreReason =
  | { kind: 'folder'; folder: string }
  | { kind: 'output'; folder: string }
  | {
      kind: 'pattern';
      /** The pattern as written. */
      pattern: string;
      /** The ignore file holding it (absolute). */
      file: string;
      /** Its 1-based line in that file. */
      line: number;
    };

export interface IgnorePolicy {
  root: string;
  /** Build output folders left out (absolute). */
  outDirs: readonly string[];
  /** Patterns for tinyglobby's `ignore`, relative to the root: folders never walked. */
  globIgnore: readonly string[];
  /** Whether an absolute path below the root is left out. The root itself and paths outside it never are. */
  ignores(file: string): boolean;
  /** Why an absolute path is left out, or `undefined` when it is kept. */
  reason(file: string): IgnoreReason | undefined;
  /**
   * What the policy was made from outside the folders the walk reads (absolute paths), for a process that keeps it
   * (src/project/project-cache.ts): `files`, the ignore files read or looked for above the root (up to the enclosing
   * repository's root); `present`, paths whose presence alone counts: the `.git` looked for in the root and above it,
   * and the manifest that marks each build output folder found without being told.
   */
  sources: { files: readonly string[]; present: readonly string[] };
  /**
   * The ignore files asked so far that are there but are no regular file (absolute path → what it is: `named pipe`,
   * `folder` …): not read, so their patterns leave nothing out. Filled as folders are asked about.
   */
  readonly unread: ReadonlyMap<string, string>;
}

interface IgnoreFile {
  /** The folder the patterns are relative to. */
  dir: string;
  /** The ignore file (absolute). */
  file: string;
  rules: Ignore;
}

/** The rules of an ignore file, one per line, each marked with its line number. */
function parseRules(text: string): { pattern: string; mark: string }[] {
  const rules: { pattern: string; mark: string }[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    rules.push({ pattern: line, mark: String(i + 1) });
  });
  return rules;
}

/** Ignore files that are there and not read, by absolute path (see `IgnorePolicy.unread`). */
type Unread = Map<string, string>;

function readText(file: string, unread: Unread): string | undefined {
  try {
    // Most folders have no ignore file: asked without an exception (a thrown ENOENT per folder and name cost ~0.4 ms each).
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats === undefined) return undefined;
    // A regular file only: a named pipe in an ignore file's place would be waited on for ever. It is named, not passed over.
    if (!stats.isFile()) {
      unread.set(file, entryKind(stats));
      return undefined;
    }
    return readRegularSync(file).toString('utf8');
  } catch (error) {
    if (isNotAFile(error)) unread.set(file, 'special file');
    return undefined;
  }
}

/** A name no pattern names: a rule that matches it matches every name. */
const ANY_NAME = 'docwright0any0name';

/**
 * The ignore files of one folder inside the root; `names`: the lower-cased names of the folder's entries when a walk
 * listed it (a name it does not hold is not looked for; lower-cased, as a file system that folds case finds it).
 */
function readIgnoreFiles(dir: string, isRoot: boolean, unread: Unread, names: ReadonlySet<string> | undefined): IgnoreFile[] {
  const found: IgnoreFile[] = [];
  for (const name of isRoot ? [...IGNORE_FILES, MINT_IGNORE_FILE] : IGNORE_FILES) {
    if (names !== undefined && !names.has(name)) continue;
    const file = join(dir, name);
    const text = readText(file, unread);
    if (text !== undefined) found.push({ dir, file, rules: ignore().add(parseRules(text)) });
  }
  return found;
}

/**
 * The folders above the root whose ignore files apply, up to the enclosing repository's root (the nearest folder
 * holding `.git`), innermost first; none when the root holds `.git` or is in no repository. `looked`: each `.git`
 * looked for on the way (a `.git` made or removed there changes which ignore files apply).
 */
function enclosingFolders(real: string): { dirs: string[]; looked: string[] } {
  const looked = [join(real, '.git')];
  if (existsSync(join(real, '.git'))) return { dirs: [], looked };
  const dirs: string[] = [];
  let dir = real;
  for (;;) {
    const parent = dirname(dir);
    if (parent === dir) return { dirs: [], looked };
    dir = parent;
    dirs.push(dir);
    looked.push(join(dir, '.git'));
    if (existsSync(join(dir, '.git'))) return { dirs, looked };
  }
}

/**
 * The ignore files of the folders above the root (`dirs`, from `enclosingFolders`), outermost first.
 * A rule that would leave out the root itself (or a folder above it), or anything at all in it, is
 * dropped: `*`, the root's own folder name or `docs/*` say the project is not tracked, not which
 * of its files to skip.
 */
function enclosingIgnoreFiles(real: string, dirs: readonly string[], unread: Unread): IgnoreFile[] {
  const found: IgnoreFile[] = [];
  for (const above of [...dirs].reverse()) {
    const below = `${toPosix(relative(above, real))}/`;
    for (const name of IGNORE_FILES) {
      const file = join(above, name);
      const text = readText(file, unread);
      if (text === undefined) continue;
      const kept = parseRules(text).filter((rule) => {
        const one = ignore().add(rule);
        // `docs/` or `*` leave out the root; `docs/*` or `docs/**` leave out whatever it holds.
        return !one.ignores(below) && !one.ignores(`${below}${ANY_NAME}`) && !one.ignores(`${below}${ANY_NAME}/`);
      });
      // The rules stay relative to their own folder; the root's path below it is prefixed when testing.
      if (kept.length > 0) found.push({ dir: above, file, rules: ignore().add(kept) });
    }
  }
  return found;
}

/** The folders of `root` (one level down) that hold a docwright build. */
function markedOutputs(root: string): string[] {
  let names: string[];
  try {
    names = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return names.map((name) => join(root, name)).filter((dir) => existsSync(join(dir, BUILD_MARKER)));
}

/**
 * A path relative to a folder that names a file strictly below it exactly as written: no empty,
 * `.` or `..` part, no trailing separator (and on Windows no `/`, which `relative` would turn into `\\`).
 */
const NOT_PLAIN = sep === '/' ? /(?:^|\/)\.{0,2}(?:\/|$)/ : /(?:^|\\)\.{0,2}(?:\\|$)|\//;

/**
 * `relative(dir, file)`, without resolving both paths when `file` is `dir`, a separator and a
 * plain relative path (what the file index asks for each of the project's files: `relative`
 * resolved both, ~0.1 ms a file, the largest part of indexing 5,000 pages; issue 51).
 */
export function relativeTo(dir: string, file: string): string {
  if (dir !== '' && isAbsolute(dir)) {
    const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
    if (file.startsWith(prefix)) {
      const rel = file.slice(prefix.length);
      if (!NOT_PLAIN.test(rel)) return rel;
    }
  }
  return relative(dir, file);
}

/** `file` relative to `dir` when strictly below it, else `undefined`. */
function below(dir: string, file: string): string | undefined {
  const rel = relativeTo(dir, file);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel;
}

/**
 * The ignore policy of the project at `root`. Left out, below the root only: `node_modules` and
 * `.git` folders; the build output (`<root>/dist`, the `outDirs` given, and any top folder
 * holding a docwright build); whatever `.gitignore` and `.docwrightignore` files exclude (a
 * file's own folder and below; the folders above the root up to the repository's root too,
 * except rules that would leave out the root itself), and the root's `.mintignore`. Snippets are not ignored: see `isSnippet`.
 */
export function ignorePolicy(rootInput: string, options: IgnorePolicyOptions = {}): IgnorePolicy {
  const root = resolve(rootInput);
  // An output folder is left out only when it lies below the root: never the root or a folder holding it.
  const marked = markedOutputs(root);
  const outDirs = [...new Set([join(root, DEFAULT_OUT_DIR), ...(options.outDirs ?? []).map((dir) => resolve(root, dir)), ...marked])].filter(
    (dir) => below(root, dir) !== undefined,
  );
  // The root's path as the enclosing ignore files see it (relative to their folder, on the real path).
  const realRoot = realPathOrSame(root);
  const enclosing = enclosingFolders(realRoot);
  const cache = new Map<string, IgnoreFile[]>();
  const unread: Unread = new Map();
  const ignoreFilesFor = (dir: string): IgnoreFile[] => {
    const cached = cache.get(dir);
    if (cached) return cached;
    const inherited = dir === root ? enclosingIgnoreFiles(realRoot, enclosing.dirs, unread) : ignoreFilesFor(dirname(dir));
    const list = [...inherited, ...readIgnoreFiles(dir, dir === root, unread, options.listed?.(dir))];
    cache.set(dir, list);
    return list;
  };
  const globIgnore = [...ALWAYS_IGNORED_DIRS.map((name) => `**/${name}/**`), ...outDirs.map((dir) => `${toPosix(relative(root, dir))}/**`)];
  // The output folders' paths below the root, each with a separator: a file named as the root, a separator and a
  // plain path is in one when that path starts with it (without `relative` resolving both for each file of the project).
  const outRels = outDirs.map((dir) => `${relative(root, dir)}${sep}`);
  const rootPrefix = root.endsWith(sep) ? root : `${root}${sep}`;
  /** Whether each ignore file's folder is the root or below it (the project's own), by folder. */
  const inside = new Map<string, boolean>();
  const insideRoot = (dir: string): boolean => {
    let known = inside.get(dir);
    if (known === undefined) inside.set(dir, (known = dir === root || below(root, dir) !== undefined));
    return known;
  };
  const reason = (file: string): IgnoreReason | undefined => {
    const rel = below(root, file);
    if (rel === undefined) return undefined;
    const folders = rel.split(sep).slice(0, -1);
    const always = folders.find((name) => ALWAYS_IGNORED_DIRS.includes(name));
    if (always !== undefined) return { kind: 'folder', folder: always };
    // `relative` compares Windows paths ignoring case: there the output folders are asked as before.
    const plain = sep === '/' && file.startsWith(rootPrefix) && file.slice(rootPrefix.length) === rel;
    const outIndex = plain ? outRels.findIndex((outRel) => rel.startsWith(outRel)) : outDirs.findIndex((dir) => below(dir, file) !== undefined);
    const output = outDirs[outIndex];
    if (output !== undefined) return { kind: 'output', folder: toPosix(relative(root, output)) };
    for (const { dir, file: ignoreFile, rules } of ignoreFilesFor(dirname(file))) {
      // Enclosing files see the root by its real path (as git does); the project's own see it as given.
      const path = insideRoot(dir) ? relativeTo(dir, file) : join(relative(dir, realRoot), rel);
      const result = rules.test(toPosix(path));
      if (result.ignored && result.rule) return { kind: 'pattern', pattern: result.rule.pattern, file: ignoreFile, line: Number(result.rule.mark ?? 1) };
    }
    return undefined;
  };
  return {
    root,
    outDirs,
    globIgnore,
    ignores: (file) => reason(file) !== undefined,
    reason,
    sources: {
      files: enclosing.dirs.flatMap((dir) => IGNORE_FILES.map((name) => join(dir, name))),
      present: [...enclosing.looked, ...marked.map((dir) => join(dir, BUILD_MARKER))],
    },
    unread,
  };
}

/**
 * Why `policy` leaves out the folder `dir` itself, or whatever it holds (`docs/`, `*`, `docs/*`,
 * a `node_modules` on the way), or `undefined` when it does not.
 */
export function folderIgnoreReason(policy: IgnorePolicy, dir: string): IgnoreReason | undefined {
  return policy.reason(join(dir, ANY_NAME));
}

/** A reason for a message: "`drafts/` in `.gitignore:3`", "the `node_modules` folder", "the build output `dist`". */
export function describeIgnoreReason(root: string, why: IgnoreReason): string {
  if (why.kind === 'folder') return `the \`${why.folder}\` folder`;
  if (why.kind === 'output') return `the build output \`${why.folder}\``;
  return `\`${why.pattern}\` in \`${toPosix(relative(root, why.file))}:${why.line}\``;
}

/** Whether a root-relative path (`/`-separated) is in a snippet folder: `snippets/`, `_snippets/`, or any folder starting with `_`. */
export function isSnippet(path: string): boolean {
  return /^(snippets|_snippets)\//.test(path) || /(^|\/)_[^/]*\//.test(path);
}

/**
 * The files Mintlify never publishes as pages (@mintlify/common: its file categories and its
 * default ignores): a `.md` file named `README`, `LICENSE`, `CONTRIBUTING`, `CONTRIBUTE` or
 * `CHANGELOG` in any folder and any case, and the `skill.md` at the root (served as the site's
 * skill file). Every other `.md`/`.mdx` file is a page unless it is a snippet: `README.mdx`,
 * `changelog.mdx`, `AGENTS.md`, `CLAUDE.md` are pages.
 */
export function isRepositoryDocument(path: string): boolean {
  return /(^|\/)(readme|license|contributing|contribute|changelog)\.md$/i.test(path) || /^skill\.md$/i.test(path);
}

/** The file name of a root-relative path in upper case (`docs/license.md` → `LICENSE.md`), as a repository document is named. */
export function documentName(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return `${name.replace(/\.md$/i, '').toUpperCase()}.md`;
}
