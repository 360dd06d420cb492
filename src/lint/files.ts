// Which files a lint run reads: paths, folders and globs, minus what is ignored.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describeIgnoreReason, folderIgnoreReason, ignorePolicy, type IgnorePolicy } from '../project/ignore.js';
import { toPosix } from '../project/paths.js';

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
  // Each file follows the ignore policy of its own project: the nearest folder up that holds a
  // docs.json (so `lint docs` from the repository root leaves out `docs/dist`), else `root`.
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
  const ignored = (file: string): boolean => policyFor(dirname(file)).ignores(file) || (options.isIgnored?.(file) ?? false);
  /** Why a file is left out, for a message, or `undefined` when it is linted. */
  const whyIgnored = (file: string): string | undefined => {
    const policy = policyFor(dirname(file));
    const why = policy.reason(file);
    if (why) return describeIgnoreReason(policy.root, why);
    return options.isIgnored?.(file) === true ? 'the `ignores` setting of the lint configuration' : undefined;
  };
  // Folders never walked, as patterns relative to where a glob starts.
  const globIgnore = (from: string): string[] => [
    '**/node_modules/**',
    '**/.git/**',
    ...policyFor(from)
      .outDirs.map((dir) => toPosix(relative(from, dir)))
      .filter((rel) => rel !== '' && !rel.startsWith('..'))
      .map((rel) => `${rel}/**`),
  ];

  const found = new Set<string>();
  const problems: FileProblem[] = [];
  const { glob } = await import('tinyglobby');
  const pageGlob = `**/*.{${PAGE_EXTENSIONS.join(',')}}`;
  const list = patterns.length > 0 ? patterns : [relative(cwd, root) || '.'];
  for (const pattern of list) {
    const absolute = resolve(cwd, pattern);
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isFile()) {
      // Named on the command line: only the ignore files and config decide, and a file left out says so.
      const why = whyIgnored(absolute);
      if (why === undefined) found.add(absolute);
      else problems.push({ pattern, message: `Unexpected ignored file \`${pattern}\`: ${why} leaves it out, so it is not linted`, severity: 'warn', ignored: true });
      continue;
    }
    let matches: string[];
    // A folder named here that the ignore files leave out says so, as a file does (a project root never is).
    const folderWhy = info?.isDirectory() ? folderIgnoreReason(policyFor(absolute), absolute) : undefined;
    if (folderWhy) {
      const why = describeIgnoreReason(policyFor(absolute).root, folderWhy);
      problems.push({ pattern, message: `Unexpected ignored folder \`${pattern}\`: ${why} leaves it out, so it is not linted`, severity: 'warn', ignored: true });
      continue;
    }
    if (patterns.length === 0 && absolute === root) {
      // The whole project: its page index (pages, snippets, documents), which applied the policy.
      const { indexProject } = await import('../project/pages.js');
      matches = (await indexProject(root)).files.map((file) => file.file);
    } else if (info?.isDirectory()) {
      matches = await glob(pageGlob, { cwd: absolute, absolute: true, ignore: globIgnore(absolute), dot: false, followSymbolicLinks: false });
    } else if (isGlob(pattern)) {
      matches = await glob(toPosix(pattern), { cwd, absolute: true, ignore: globIgnore(cwd), dot: false, followSymbolicLinks: false });
    } else {
      problems.push({ pattern, message: `Missing file or folder \`${pattern}\``, severity: 'error' });
      continue;
    }
    let added = 0;
    for (const match of matches) {
      const file = resolve(match);
      if (ignored(file)) continue;
      found.add(file);
      added++;
    }
    if (added === 0) {
      problems.push({
        pattern,
        message: info?.isDirectory() ? `Missing pages in \`${pattern}\`, expected \`.md\` or \`.mdx\` files` : `Missing files matching \`${pattern}\``,
        severity: 'warn',
      });
    }
  }
  return { files: [...found].sort(), problems };
}
