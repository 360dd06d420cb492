// `docwright new`: a new project in the structure the spec describes (../shared/SPEC.md): a
// `docs.json` with the chosen theme and one navigation group, an index page, a quickstart and a
// snippet the quickstart imports. It lints, checks and builds with no findings. It never
// overwrites a file: each is created exclusively, and one that exists is skipped.
import { lstat, mkdir, readdir, realpath, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { themes } from '../config/schema/current.js';
import { didYouMean } from '../did-you-mean.js';
import { isInside } from '../fs/paths.js';
import { projectFiles } from './templates.js';

/** The themes `docwright new --theme` takes: those docs.json's `theme` takes. */
export const NEW_PROJECT_THEMES: readonly string[] = themes;

export interface NewProjectOptions {
  /** The site's theme, one of `NEW_PROJECT_THEMES` (default `mint`). */
  theme?: string;
  /** The site's name, docs.json's `name` (default: the folder's name). */
  name?: string;
  /** Write into a folder that is not empty (files that exist are still never overwritten). */
  force?: boolean;
}

export interface NewProjectResult {
  /** The project folder, absolute. */
  root: string;
  /** Files created, relative to `root`, `/`-separated. */
  written: string[];
  /** Files that existed and were left as they were, relative to `root`. */
  skipped: string[];
}

/** A project that cannot be made: a bad theme or name, or a folder that is not empty (without `force`). Nothing is written. */
export class NewProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewProjectError';
  }
}

/** The theme asked for, checked against docs.json's enum. */
function themeOf(theme: string | undefined): string {
  const chosen = theme ?? 'mint';
  if (NEW_PROJECT_THEMES.includes(chosen)) return chosen;
  const near = didYouMean(chosen, NEW_PROJECT_THEMES);
  throw new NewProjectError(`Unexpected theme \`${chosen}\`, expected one of ${NEW_PROJECT_THEMES.map((t) => `\`${t}\``).join(', ')}${near ? ` (did you mean \`${near}\`?)` : ''}`);
}

/** The folder's entries, or none when it does not exist; a file in its place is refused. */
async function entriesOf(root: string): Promise<string[]> {
  try {
    const info = await lstat(root);
    if (!info.isDirectory() && !info.isSymbolicLink()) throw new NewProjectError(`Unexpected file \`${root}\`, expected a folder for the new project`);
    return await readdir(root);
  } catch (error) {
    if (error instanceof NewProjectError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Create `relPath` under `root` unless something is there; whether it was written. Folders on the way must stay inside `root`. */
async function createFile(root: string, relPath: string, text: string): Promise<boolean> {
  const target = join(root, relPath);
  await mkdir(dirname(target), { recursive: true });
  const folder = await realpath(dirname(target));
  if (!isInside(await realpath(root), folder)) throw new NewProjectError(`Unexpected folder \`${dirname(relPath)}\` that leads outside the project, expected a folder inside it`);
  try {
    // `wx`: created here or not at all; an existing file (or a link, even to nothing) is never replaced.
    await writeFile(target, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Make a new project in `dir`: `docs.json` (with `theme`, `name` and one navigation group),
 * `index.mdx`, `quickstart.mdx` and `snippets/next-steps.mdx`. Throws `NewProjectError` for a
 * theme outside the enum, an empty name, or a folder that is not empty without `force`; with
 * `force`, each file that exists is skipped (listed in `skipped`), never overwritten.
 */
export async function newProject(dir: string, options: NewProjectOptions = {}): Promise<NewProjectResult> {
  const root = resolve(dir);
  const theme = themeOf(options.theme);
  const name = (options.name ?? basename(root)).trim();
  if (name === '') throw new NewProjectError('Missing project name, expected `--name <text>`');
  const entries = await entriesOf(root);
  if (entries.length > 0 && options.force !== true) {
    throw new NewProjectError(`Unexpected folder \`${dir}\` that is not empty, expected an empty or new folder (or \`--force\`, which still overwrites nothing)`);
  }
  await mkdir(root, { recursive: true });
  const written: string[] = [];
  const skipped: string[] = [];
  for (const [relPath, text] of Object.entries(projectFiles({ name, theme }))) {
    if (await createFile(root, relPath, text)) written.push(relPath);
    else skipped.push(relPath);
  }
  return { root, written, skipped };
}
