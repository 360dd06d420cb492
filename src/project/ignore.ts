// The one ignore policy: which files of a docs project no command reads. Lint, check, the
// rules file, build and dev all ask this module, so they agree on what a project holds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** Folders never read, at any depth. */
const ALWAYS_IGNORED_DIRS = ['node_modules', '.git'];

/** The folder a build writes into unless told otherwise (`docwright build` without `--out`). */
export const DEFAULT_OUT_DIR = 'dist';

/**
 * A folder holding this file is a docwright build output (`--out` anywhere), found without
 * being told: the site's own stylesheet, which every build writes.
 */
const BUILD_MARKER = join('_docwright', 'site.css');

/** Files read from each folder for ignore patterns, in gitignore syntax. */
const IGNORE_FILES = ['.gitignore', '.docwrightignore'];

export interface IgnorePolicyOptions {
  /** Build output folders (absolute) besides the default `<root>/dist`, e.g. `--out docs-dist`. */
  outDirs?: readonly string[];
}

export interface IgnorePolicy {
  root: string;
  /** Build output folders left out (absolute). */
  outDirs: readonly string[];
  /** Patterns for tinyglobby's `ignore`, relative to the root: folders never walked. */
  globIgnore: readonly string[];
  /** Whether an absolute path is left out: `node_modules`, `.git`, a build output, or an ignore file's pattern. */
  ignores(file: string): boolean;
}

interface IgnoreFile {
  dir: string;
  rules: Ignore;
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

function readIgnoreFile(dir: string): Ignore | undefined {
  let rules: Ignore | undefined;
  for (const name of IGNORE_FILES) {
    let text: string;
    try {
      text = readFileSync(join(dir, name), 'utf8');
    } catch {
      continue;
    }
    rules = (rules ?? ignore()).add(text);
  }
  return rules;
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

function isInsideDir(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
}

/**
 * The ignore policy of the project at `root`. Left out: `node_modules` and `.git` at any depth;
 * the build output (`<root>/dist`, the `outDirs` given, and any top folder holding a docwright
 * build); whatever `.gitignore` and `.docwrightignore` files exclude (a file's own folder and
 * every folder above it up to the repository root). Snippets are not ignored: see `isSnippet`.
 */
export function ignorePolicy(rootInput: string, options: IgnorePolicyOptions = {}): IgnorePolicy {
  const root = resolve(rootInput);
  const outDirs = [...new Set([join(root, DEFAULT_OUT_DIR), ...(options.outDirs ?? []).map((dir) => resolve(root, dir)), ...markedOutputs(root)])];
  const cache = new Map<string, IgnoreFile[]>();
  const ignoreFilesFor = (dir: string): IgnoreFile[] => {
    const cached = cache.get(dir);
    if (cached) return cached;
    const parent = dirname(dir);
    const atTop = parent === dir || existsSync(join(dir, '.git'));
    const inherited = atTop ? [] : ignoreFilesFor(parent);
    const rules = readIgnoreFile(dir);
    const list = rules ? [...inherited, { dir, rules }] : inherited;
    cache.set(dir, list);
    return list;
  };
  const globIgnore = [
    ...ALWAYS_IGNORED_DIRS.map((name) => `**/${name}/**`),
    ...outDirs
      .map((dir) => toPosix(relative(root, dir)))
      .filter((rel) => rel !== '' && !rel.startsWith('..'))
      .map((rel) => `${rel}/**`),
  ];
  return {
    root,
    outDirs,
    globIgnore,
    ignores(file) {
      const parts = file.split(sep);
      if (ALWAYS_IGNORED_DIRS.some((name) => parts.includes(name))) return true;
      if (outDirs.some((dir) => isInsideDir(dir, file))) return true;
      for (const { dir, rules } of ignoreFilesFor(dirname(file))) {
        const rel = relative(dir, file);
        if (rel !== '' && !rel.startsWith('..') && rules.ignores(toPosix(rel))) return true;
      }
      return false;
    },
  };
}

/** Whether a root-relative path (`/`-separated) is in a snippet folder: `snippets/`, `_snippets/`, or any folder starting with `_`. */
export function isSnippet(path: string): boolean {
  return /^(snippets|_snippets)\//.test(path) || /(^|\/)_[^/]*\//.test(path);
}

/**
 * The repository's own documents, not pages of the site: `README.md`, `CONTRIBUTING.mdx`,
 * `agents.md`, `LICENSE.md` … in any folder, any case, `.md` or `.mdx`.
 */
export function isRepositoryDocument(path: string): boolean {
  return /(^|\/)(README|CONTRIBUTING|LICENSE|CHANGELOG|CODE_OF_CONDUCT|SECURITY|AGENTS|CLAUDE|GEMINI)\.mdx?$/i.test(path);
}
