// What the walk of a project passes over that is neither a file nor a folder: a symbolic link that leads out of the
// project (docwright reads nothing outside the root) and a named pipe, socket or device where a page or a spec would
// be. None of them is read; each is a finding at its own path, in `lint`, `check`, `build` and `dev` alike, so no page,
// snippet or spec goes missing without a word. The ignore files that are there but no regular file are named too.
import { readdir, readdirSync, statSync, type Dirent } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import type { FileSystemAdapter } from 'tinyglobby';
import type { Finding } from '../findings/finding.js';
import { entryKind, isRefusedPath, realPathInsideSync, realPathOrSame, toPosix } from '../fs/paths.js';
import { controlCharactersNamed, escapeControl } from '../findings/terminal-text.js';
import { folderIgnoreReason, isRepositoryDocument, isSnippet, type IgnorePolicy } from './ignore.js';

/** A file or folder of the project the walk does not read, root-relative (`/`-separated). */
export type SkippedEntry =
  | {
      kind: 'links-outside';
      path: string;
      /** Whether the link leads to a folder. */
      folder: boolean;
      /** Where it leads: the real path, outside the root. */
      target: string;
    }
  | {
      kind: 'not-regular';
      path: string;
      /** What it is: `named pipe`, `socket`, `device`. */
      what: string;
    }
  | {
      /** A file whose path (its name or a folder's) holds a control character: no page, no asset (`file-name-control`). */
      kind: 'control-name';
      path: string;
    };

/** A C0 control (tab and newline included), DEL or a C1 control: what no page or file name of a site may hold. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether a root-relative path holds a control character. Such a file is not read as a page nor copied as an asset:
 * its name would go raw into the output's file names (`we\x1bird\nname.html`), or, encoded, name a URL no host serves
 * as the file's name, so the build skips it and says so (`file-name-control`), in `lint`, `check`, `build` and `dev` alike.
 */
export function hasControlCharacter(path: string): boolean {
  return CONTROL_CHARACTER.test(path);
}

/** `control character \`\x1b\`` (or several, each once): the control characters of a name, for a message. */
function controlsOf(name: string): string {
  return controlCharactersNamed(name.match(new RegExp(CONTROL_CHARACTER.source, 'g')) ?? []);
}

/**
 * The `nav-page-missing` message for a navigation entry that names a page whose name holds a control character (no
 * page is built for it, `file-name-control` says so at the file): in these words in `check`, `build` and `dev`.
 */
export function controlNamedEntryMessage(entry: string): string {
  return `Unexpected ${controlsOf(entry)} in the page \`${escapeControl(entry)}\` listed in the navigation, expected a name without control characters: no page is built for it (\`file-name-control\`)`;
}

/**
 * The message of a link (or image) whose target's path holds a control character: no file so named is built or
 * published (`file-name-control`), whether or not it is there, so the link reaches nothing. In `lint`, `check --links`,
 * `build` and `dev` alike (src/project/links.ts).
 */
export function controlNamedLinkMessage(shown: string, path: string): string {
  return `Unexpected link \`${escapeControl(shown)}\` to \`${escapeControl(path)}\`, whose name holds ${controlsOf(path)}, expected a name without control characters: no file so named is built or published (\`file-name-control\`)`;
}

/** The files a docs project is made of, by name: pages and snippets, specs and `$ref`ed files (JSON and YAML). */
const PROJECT_FILE = /\.(?:mdx?|json|ya?ml)$/i;

/**
 * A file-system adapter for tinyglobby that hands `onOther` each entry of a listed folder that is neither a file nor a
 * folder (a symbolic link, which the walk does not follow; a named pipe, a socket, a device), with its path, and
 * `onListed` every folder listed (as the walk names it) with all its entries: the walk lists each folder once, and this
 * costs no call of its own.
 */
export function notingAdapter(onOther: (path: string, entry: Dirent) => void, onListed?: (dir: string, entries: readonly Dirent[]) => void): FileSystemAdapter {
  const note = (dir: string, entries: readonly Dirent[]): void => {
    for (const entry of entries) if (!entry.isFile() && !entry.isDirectory() && !entry.name.startsWith('.')) onOther(join(dir, entry.name), entry);
    onListed?.(dir, entries);
  };
  const listed = (path: string, options: { withFileTypes: true }, callback: (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void): void => {
    readdir(path, options, (error, entries) => {
      if (error === null) note(path, entries);
      callback(error, entries);
    });
  };
  const listedSync = (path: string, options: { withFileTypes: true }): Dirent[] => {
    const entries = readdirSync(path, options);
    note(path, entries);
    return entries;
  };
  // tinyglobby calls them as `fs.readdir(path, { withFileTypes: true }, callback)` and `fs.readdirSync(path, { withFileTypes: true })`.
  return { readdir: listed as unknown as typeof readdir, readdirSync: listedSync as unknown as typeof readdirSync };
}

/**
 * The entries `notingAdapter` saw below `root` that a command would have read and does not: a symbolic link that leads
 * out of the project (a folder, or a page, snippet or spec by its extension), a named pipe, socket or device named as a
 * page or a spec. Left out: what the ignore policy leaves out, the repository's own documents (`README.md` …), a link
 * that leads inside the project or to nothing.
 */
export function skippedEntries(root: string, seen: Iterable<readonly [string, Dirent]>, policy: IgnorePolicy): SkippedEntry[] {
  const out: SkippedEntry[] = [];
  for (const [path, entry] of seen) {
    const rel = toPosix(relative(root, path));
    if (rel === '' || rel.startsWith('..') || rel.split('/').some((part) => part.startsWith('.'))) continue;
    if (policy.ignores(path) || isRepositoryDocument(rel)) continue;
    if (!entry.isSymbolicLink()) {
      if (PROJECT_FILE.test(rel)) out.push({ kind: 'not-regular', path: rel, what: entryKind(entry) });
      continue;
    }
    let folder: boolean;
    try {
      folder = statSync(path).isDirectory();
    } catch {
      continue; // a link to nothing: nothing is there to read
    }
    if (folder ? folderIgnoreReason(policy, path) !== undefined : !PROJECT_FILE.test(rel)) continue;
    try {
      realPathInsideSync(root, path);
    } catch (error) {
      if (!isRefusedPath(error) || error.reason !== 'links-outside') continue;
      out.push({ kind: 'links-outside', path: rel, folder, target: realPathOrSame(path) });
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What a page file, snippet or spec is called in a message, by its path. */
function noun(path: string): string {
  if (/\.mdx?$/i.test(path)) return isSnippet(path) ? 'snippet' : 'page';
  return 'file';
}

/** The findings of the entries a walk skipped and of the ignore files that are no regular file, each at its own path. */
export function skippedFindings(root: string, skipped: readonly SkippedEntry[], unreadIgnoreFiles: ReadonlyMap<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const entry of skipped) {
    const file = join(root, entry.path);
    if (entry.kind === 'links-outside') {
      const what = entry.folder ? 'folder' : noun(entry.path);
      const left = entry.folder ? 'nothing in it is read' : 'it is not read';
      findings.push({ file, line: 1, column: 1, ruleId: 'path-outside', severity: 'warn', message: `Unexpected ${what} \`${entry.path}\` that links outside the project (to \`${entry.target}\`), expected a ${entry.folder ? 'folder' : 'file'} inside it: ${left}` });
    } else if (entry.kind === 'control-name') {
      const message = `Unexpected ${controlsOf(entry.path)} in the ${noun(entry.path)} name \`${escapeControl(entry.path)}\`, expected a name without control characters: it is neither built nor published`;
      findings.push({ file, line: 1, column: 1, ruleId: 'file-name-control', severity: 'warn', message });
    } else {
      findings.push({ file, line: 1, column: 1, ruleId: 'read-error', severity: 'warn', message: `Unexpected ${entry.what} \`${entry.path}\`, expected a regular file: it is not read` });
    }
  }
  for (const [file, what] of unreadIgnoreFiles) {
    const rel = toPosix(relative(root, file));
    const shown = rel.startsWith('..') ? file : rel;
    findings.push({ file, line: 1, column: 1, ruleId: 'read-error', severity: 'warn', message: `Unexpected ${what} \`${shown}\`, expected a regular file: its patterns are not read, so the files it names are not left out` });
  }
  return findings;
}

/**
 * `file-name-control` at the page `file` when its path inside `root` holds a control character (outside `root`, its
 * own name), else undefined: such a page is not read. The one test of `lint` of a file, `lint --stdin --stdin-filename`
 * (`lintText`) and the MCP server's `lint_page`, in the words the walk of `check`, `build` and `dev` says it.
 */
export function controlNameFinding(root: string, file: string): Finding | undefined {
  const inside = toPosix(relative(root, file));
  const rel = inside === '' || inside.startsWith('..') || isAbsolute(inside) ? basename(file) : inside;
  if (!hasControlCharacter(rel)) return undefined;
  return skippedFindings(root, [{ kind: 'control-name', path: rel }], new Map()).map((finding) => ({ ...finding, file }))[0];
}
