// Why an imported snippet is not read, in the one wording `check` (from its line scan) and `build`/`dev` (from the
// parsed page) give it, at the import's `from`: a file that is not there, a link out of the project, a link to
// nothing, a named pipe or a folder in a snippet's place, a file that cannot be read, a file an ignore file leaves
// out (Mintlify lists a project's files without what `.mintignore` names and resolves imports among those only:
// @mintlify/prebuild `categorizeFilePaths`, @mintlify/common `resolveAllImports`). Nothing is opened here.
import { accessSync, constants, lstatSync, readlinkSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';
import { isRefusedPath, notRegularAt, realPathInsideSync, toPosix } from '../fs/paths.js';
import { describeIgnoreReason, type IgnoreReason } from './ignore.js';
import { importPath } from './imports.js';

/** A snippet import refused, as a finding's id and message. */
export interface SnippetRefusal {
  ruleId: 'snippet-missing' | 'path-outside';
  message: string;
}

/** The `lstat` of `path`, or undefined when nothing is there (or it cannot be looked up). */
function entryAt(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** Where a symbolic link points, as it is written (`?` when it cannot be read). */
function linkText(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}

/** The error code of a failed access check (`EACCES` …), or undefined when `path` can be read. */
function unreadable(path: string): string | undefined {
  try {
    accessSync(path, constants.R_OK);
    return undefined;
  } catch (error) {
    return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'EIO';
  }
}

/**
 * The files of the project an ignore file leaves out, by root-relative path (`/`-separated): why, as a message says it
 * (src/project/ignore.ts `describeIgnoreReason`: "`drafts/` in `.mintignore:1`").
 */
export type LeftOutFiles = ReadonlyMap<string, string>;

/** A file a page may import: `.md`, `.mdx`, `.jsx`, `.js`. */
const IMPORTABLE = /\.(mdx?|jsx?)$/i;

/** The files a page may import that the ignore policy left out of the walk (`ProjectIndex.ignored`), and why. */
export function leftOutFiles(root: string, ignored: ReadonlyMap<string, IgnoreReason>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, why] of ignored) if (IMPORTABLE.test(path)) out.set(path, describeIgnoreReason(root, why));
  return out;
}

/** The message of an import of a snippet that is not there: `shown` is the import's source as written. */
export function missingSnippetMessage(shown: string): string {
  return `Missing snippet \`${shown}\`, expected a file of the project`;
}

/**
 * Why the snippet at `target` (an absolute path inside `root`, the import's `shown` source) is not read, or undefined
 * when it is a regular file inside the project that can be read and that no ignore file leaves out (`leftOut`).
 */
export function snippetRefusal(root: string, target: string, shown: string, leftOut?: LeftOutFiles): SnippetRefusal | undefined {
  const why = leftOut?.get(toPosix(relative(root, target)));
  if (why !== undefined) {
    return { ruleId: 'snippet-missing', message: `Unexpected snippet \`${shown}\` that ${why} leaves out, expected a file the project keeps (Mintlify resolves no import of a file it ignores): it is not inlined` };
  }
  const entry = entryAt(target);
  if (entry === undefined) return { ruleId: 'snippet-missing', message: missingSnippetMessage(shown) };
  let real: string;
  try {
    real = realPathInsideSync(root, target);
  } catch (error) {
    if (isRefusedPath(error) && error.reason !== 'missing') {
      return { ruleId: 'path-outside', message: `Unexpected import path \`${shown}\` that links outside the project, expected a file inside it: it is not inlined` };
    }
    if (entry.isSymbolicLink()) {
      return { ruleId: 'snippet-missing', message: `Unexpected snippet \`${shown}\` that is a symbolic link to \`${linkText(target)}\`, which leads to no file, expected a file of the project: it is not inlined` };
    }
    return { ruleId: 'snippet-missing', message: missingSnippetMessage(shown) };
  }
  const kind = notRegularAt(real);
  if (kind !== undefined) return { ruleId: 'snippet-missing', message: `Unexpected ${kind} \`${shown}\` as a snippet, expected a regular file: it is not inlined` };
  const code = unreadable(real);
  if (code !== undefined) return { ruleId: 'snippet-missing', message: `Unexpected snippet \`${shown}\` that cannot be read (\`${code}\`), expected a file docwright may read: it is not inlined` };
  return undefined;
}

/**
 * Why `check` reports the import of `source` in `from` (root-relative) of a snippet the walk did not find: the
 * refusal `build` gives it (a file an ignore file leaves out, `leftOut`, is said so), or a missing snippet.
 */
export function importRefusal(root: string, from: string, source: string, leftOut?: LeftOutFiles): SnippetRefusal {
  const path = importPath(source, from);
  return (path === undefined ? undefined : snippetRefusal(root, join(root, path), source, leftOut)) ?? { ruleId: 'snippet-missing', message: missingSnippetMessage(source) };
}
