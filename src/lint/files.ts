// Which files a lint run reads: paths, folders and globs, minus what is ignored.
import { existsSync, type Dirent } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describeIgnoreReason, folderIgnoreReason, ignorePolicy, type IgnorePolicy } from '../project/ignore.js';
import { entryKind, isRefusedPath, realPathInsideSync, realPathOrSame, toPosix } from '../fs/paths.js';
import type { Finding } from '../findings/finding.js';
import { controlNameFinding, notingAdapter, skippedEntries, skippedFindings, type SkippedEntry } from '../project/skipped.js';

export const PAGE_EXTENSIONS = ['md', 'mdx'] as const;

/** The docs root: the nearest folder from `cwd` up that holds `docs.json` or `mint.json`, else `cwd`. */
export function findDocsRoot(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, 'docs.json')) || existsSync(join(dir, 'mint.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}

/** The nearest folder from `dir` up that holds `docs.json` or `mint.json`, else `undefined`. */
function projectRootOf(dir: string): string | undefined {
  const found = findDocsRoot(dir);
  return existsSync(join(found, 'docs.json')) || existsSync(join(found, 'mint.json')) ? found : undefined;
}

/** Ignore policies by project root, for `isPublishedPage` (a lint run asks once per `.md` page). */
const publishedPolicies = new Map<string, IgnorePolicy>();

/**
 * Whether Mintlify publishes the page at `path` (absolute, or relative to the working folder):
 * not when a folder on its way down from the project root starts with a dot (`.cursor/rules.md`,
 * `.github/x.md`: Mintlify publishes no dot folder, as the page index reads none), nor when the
 * project's ignore policy leaves it out. Outside any project the path is read as given.
 */
/** Forget the ignore policies read so far (a new lint run reads the ignore files again). */
export function forgetPublishedPolicies(): void {
  publishedPolicies.clear();
}

export function isPublishedPage(path: string): boolean {
  const file = resolve(path);
  const root = projectRootOf(dirname(file));
  const rel = root !== undefined ? relative(root, file) : isAbsolute(path) ? relative(process.cwd(), file) : path;
  const folders = toPosix(rel).split('/').slice(0, -1);
  if (folders.some((name) => name.startsWith('.') && name !== '.' && name !== '..')) return false;
  if (root === undefined) return true;
  let policy = publishedPolicies.get(root);
  if (!policy) {
    if (publishedPolicies.size > 32) publishedPolicies.clear();
    policy = ignorePolicy(root);
    publishedPolicies.set(root, policy);
  }
  return !policy.ignores(file);
}

export interface FileProblem {
  /** The argument as given. */
  pattern: string;
  message: string;
  /** `error` makes the run exit 2; `warn` is a note. */
  severity: 'error' | 'warn';
  /** A file named on the command line that an ignore file or the `ignores` setting leaves out: not linted, and no failure. */
  ignored?: true;
}

export interface FileList {
  /** Absolute paths, sorted, without duplicates. */
  files: string[];
  problems: FileProblem[];
  /**
   * What the folders and the project walked hold that is not linted and would have been, each a finding at its own
   * path: a page (or a folder) that is a symbolic link leading out of the project, a named pipe or device named as a
   * page, an ignore file that is no regular file (src/project/skipped.ts).
   */
  unread: Finding[];
}

export interface FindFilesOptions {
  cwd: string;
  /** Extra ignore test (config `ignores`), on absolute paths. */
  isIgnored?: (file: string) => boolean;
}

function isGlob(pattern: string): boolean {
  return /[*?[\]{}!]/.test(pattern);
}

/**
 * Expand paths, folders and globs into page files. Folders give their `.md`/`.mdx` files;
 * files given by name are linted whatever their extension. What the project's ignore policy
 * leaves out (src/project/ignore.ts: `node_modules`, `.git`, the build output, `.gitignore`
 * and `.docwrightignore`, below the project root only) and `isIgnored` are left out, also for
 * files given by name (so a pre-commit hook honours them): such a file is reported as ignored,
 * with the pattern and the file that hold it, never dropped without a word. No patterns means
 * the docs root.
 */
export async function findFiles(patterns: readonly string[], options: FindFilesOptions): Promise<FileList> {
  const cwd = resolve(options.cwd);
  const root = findDocsRoot(cwd);
  const lookup = ignoreLookup(root, options.isIgnored);
  const found = new Set<string>();
  const problems: FileProblem[] = [];
  const unread = new Map<string, Finding>();
  const list = patterns.length > 0 ? patterns : [relative(cwd, root) || '.'];
  for (const pattern of list) {
    const expanded = await expandPattern(pattern, cwd, patterns.length === 0 && resolve(cwd, pattern) === root ? root : undefined, lookup);
    for (const finding of 'unread' in expanded ? expanded.unread : []) unread.set(finding.file, finding);
    if ('problem' in expanded) {
      problems.push(expanded.problem);
      continue;
    }
    if ('named' in expanded) {
      const said = controlNamed(expanded.named, lookup);
      if (said) unread.set(said.file, said);
      else found.add(expanded.named);
      continue;
    }
    let added = 0;
    for (const match of expanded.matches) {
      const file = resolve(match);
      if (lookup.ignored(file)) continue;
      // A page whose name holds a control character is not read, as `check` and `build` skip it: said at its path.
      const said = controlNamed(file, lookup);
      if (said) unread.set(said.file, said);
      else found.add(file);
      added++;
    }
    if (added === 0 && expanded.said !== true) {
      problems.push({
        pattern,
        // A folder whose name ends in a page extension is a folder (its pages are linted, as `lint .` reads them): with
        // none in it, the message says it is a folder, not a page that is missing.
        message: expanded.folder
          ? /\.mdx?$/i.test(pattern.replace(/[\\/]+$/, ''))
            ? `Unexpected folder \`${pattern}\` with no pages in it, expected a page file (its name ends in a page extension) or \`.md\` or \`.mdx\` files in it`
            : `Missing pages in \`${pattern}\`, expected \`.md\` or \`.mdx\` files`
          : `Missing files matching \`${pattern}\``,
        severity: 'warn',
      });
    }
  }
  // The ignore files of every project asked that are no regular file (their patterns were not read).
  for (const finding of lookup.unreadIgnoreFiles()) unread.set(finding.file, finding);
  return { files: [...found].sort(), problems, unread: [...unread.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) };
}

/** The ignore policies of a run: each file follows its own project's, and the config's `ignores`. */
interface IgnoreLookup {
  policyFor(dir: string): IgnorePolicy;
  /** Whether a file found by a folder or glob is left out. */
  ignored(file: string): boolean;
  /** Why a file is left out, for a message, or `undefined` when it is linted. */
  whyIgnored(file: string): string | undefined;
  /** Folders never walked, as patterns relative to where a glob starts. */
  globIgnore(from: string): string[];
  /** The ignore files read so far that are no regular file, as findings at their paths. */
  unreadIgnoreFiles(): Finding[];
}

/** One ignore policy per project, found once: the nearest folder up that holds a docs.json, else `root`. */
function ignoreLookup(root: string, isIgnored: ((file: string) => boolean) | undefined): IgnoreLookup {
  // So `lint docs` from the repository root leaves out `docs/dist`.
  const policies = new Map<string, IgnorePolicy>();
  const policyOfDir = new Map<string, IgnorePolicy>();
  const policyFor = (dir: string): IgnorePolicy => {
    const known = policyOfDir.get(dir);
    if (known) return known;
    const found = findDocsRoot(dir);
    const projectRoot = found === dir && !existsSync(join(dir, 'docs.json')) && !existsSync(join(dir, 'mint.json')) ? root : found;
    let policy = policies.get(projectRoot);
    if (!policy) {
      policy = ignorePolicy(projectRoot);
      policies.set(projectRoot, policy);
    }
    policyOfDir.set(dir, policy);
    return policy;
  };
  return {
    policyFor,
    ignored: (file) => policyFor(dirname(file)).ignores(file) || (isIgnored?.(file) ?? false),
    whyIgnored: (file) => {
      const policy = policyFor(dirname(file));
      const why = policy.reason(file);
      if (why) return describeIgnoreReason(policy.root, why);
      return isIgnored?.(file) === true ? 'the `ignores` setting of the lint configuration' : undefined;
    },
    globIgnore: (from) => [
      '**/node_modules/**',
      '**/.git/**',
      ...policyFor(from)
        .outDirs.map((dir) => toPosix(relative(from, dir)))
        .filter((rel) => rel !== '' && !rel.startsWith('..'))
        .map((rel) => `${rel}/**`),
    ],
    unreadIgnoreFiles: () => [...policies.values()].flatMap((policy) => skippedFindings(policy.root, [], policy.unread)),
  };
}

/** `file-name-control` at a page file whose path inside its project holds a control character, or undefined. */
function controlNamed(file: string, lookup: IgnoreLookup): Finding | undefined {
  return controlNameFinding(lookup.policyFor(dirname(file)).root, file);
}

type Expanded = { problem: FileProblem } | { named: string } | { matches: string[]; folder: boolean; unread: Finding[]; said?: true };

/** Whether lint would have read a skipped entry: a page file, or a folder (which may hold pages). */
const lintable = (entry: SkippedEntry): boolean => (entry.kind === 'links-outside' && entry.folder) || /\.mdx?$/i.test(entry.path);

/**
 * A file or folder named on the command line inside a project that is (or goes through) a symbolic link leading out of
 * it: not read, `path-outside` at the path named, as the walk of `lint .` says it (src/project/skipped.ts).
 */
function linksOutside(root: string, absolute: string, folder: boolean): Expanded | undefined {
  const rel = toPosix(relative(root, absolute));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  try {
    realPathInsideSync(root, absolute);
    return undefined;
  } catch (error) {
    if (!isRefusedPath(error) || error.reason !== 'links-outside') return undefined;
    const entry: SkippedEntry = { kind: 'links-outside', path: rel, folder, target: realPathOrSame(absolute) };
    return { matches: [], folder, unread: skippedFindings(root, [entry], new Map()), said: true };
  }
}

/**
 * What one pattern names: a file (linted unless the ignore files or config leave it out, which is said), a folder, a
 * glob, or, as `project`, the whole project (its page index, which applied the policy); or what is wrong with it.
 */
async function expandPattern(pattern: string, cwd: string, project: string | undefined, lookup: IgnoreLookup): Promise<Expanded> {
  const absolute = resolve(cwd, pattern);
  const info = await stat(absolute).catch(() => undefined);
  if (info?.isFile()) {
    const why = lookup.whyIgnored(absolute);
    const outside = why === undefined ? linksOutside(lookup.policyFor(dirname(absolute)).root, absolute, false) : undefined;
    if (outside !== undefined) return outside;
    if (why === undefined) return { named: absolute };
    return { problem: { pattern, message: `Unexpected ignored file \`${pattern}\`: ${why} leaves it out, so it is not linted`, severity: 'warn', ignored: true } };
  }
  // A named pipe, socket or device named here is not read (it would be waited on): said at its path, as the walk says one.
  if (info !== undefined && !info.isFile() && !info.isDirectory()) {
    const why = lookup.whyIgnored(absolute);
    if (why !== undefined) return { problem: { pattern, message: `Unexpected ignored file \`${pattern}\`: ${why} leaves it out, so it is not linted`, severity: 'warn', ignored: true } };
    const root = lookup.policyFor(dirname(absolute)).root;
    const rel = toPosix(relative(root, absolute));
    const entry: SkippedEntry = { kind: 'not-regular', path: rel.startsWith('..') ? absolute : rel, what: entryKind(info) };
    return { matches: [], folder: false, unread: skippedFindings(root, [entry], new Map()).map((finding) => ({ ...finding, file: absolute })), said: true };
  }
  // A folder named here that the ignore files leave out says so, as a file does (a project root never is).
  const folderWhy = info?.isDirectory() ? folderIgnoreReason(lookup.policyFor(absolute), absolute) : undefined;
  if (folderWhy) {
    const why = describeIgnoreReason(lookup.policyFor(absolute).root, folderWhy);
    return { problem: { pattern, message: `Unexpected ignored folder \`${pattern}\`: ${why} leaves it out, so it is not linted`, severity: 'warn', ignored: true } };
  }
  const folderOutside = info?.isDirectory() === true ? linksOutside(lookup.policyFor(dirname(absolute)).root, absolute, true) : undefined;
  if (folderOutside !== undefined) return folderOutside;
  const { glob } = await import('tinyglobby');
  const folder = info?.isDirectory() === true;
  if (project !== undefined) {
    const { indexProject } = await import('../project/pages.js');
    const index = await indexProject(project);
    // A page that is a link out of the project, or a named pipe: said at its path, as `check` and `build` say it.
    const unread = skippedFindings(index.root, index.skipped.filter(lintable), index.policy.unread);
    return { matches: index.files.map((file) => file.file), folder, unread };
  }
  // Links and pipes are not walked: the pages among them are said (src/project/skipped.ts).
  const others: [string, Dirent][] = [];
  const fs = notingAdapter((path, entry) => others.push([path, entry]));
  const skipped = (from: string, wanted: (entry: SkippedEntry) => boolean): Finding[] => {
    const policy = lookup.policyFor(from);
    return skippedFindings(policy.root, skippedEntries(policy.root, others, policy).filter((entry) => lintable(entry) && wanted(entry)), new Map());
  };
  if (folder) {
    const matches = await glob(`**/*.{${PAGE_EXTENSIONS.join(',')}}`, { cwd: absolute, absolute: true, ignore: lookup.globIgnore(absolute), dot: false, followSymbolicLinks: false, fs });
    return { matches, folder, unread: skipped(absolute, () => true) };
  }
  if (isGlob(pattern)) {
    const matches = await glob(toPosix(pattern), { cwd, absolute: true, ignore: lookup.globIgnore(cwd), dot: false, followSymbolicLinks: false, fs });
    // Only what the pattern names: a link elsewhere in a folder the glob walked is not its business.
    const { default: picomatch } = await import('picomatch');
    const named = picomatch(toPosix(pattern), { dot: false });
    const root = lookup.policyFor(cwd).root;
    return { matches, folder, unread: skipped(cwd, (entry) => named(toPosix(relative(cwd, join(root, entry.path))))) };
  }
  return { problem: { pattern, message: `Missing file or folder \`${pattern}\``, severity: 'error' } };
}
