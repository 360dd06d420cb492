// Paths named by an MCP client: always inside the project root, by their string and by their
// real path (every symlink followed), before anything is read or written.
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { isInside, isRefusedPath, realPathInside } from '../fs/paths.js';
import { landingOf } from '../fs/write.js';

/** At most this many bytes of a page read from disk (as much as a tool's `text` may hold). */
export const MAX_PAGE_BYTES = 2_000_000;

/** A tool's refusal: the message goes back to the client as the tool's error. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

export interface ProjectPath {
  /** Absolute path, as named (not the real path). */
  file: string;
  /** Root-relative, `/`-separated. */
  rel: string;
  /** Whether something exists there. */
  exists: boolean;
}

function outside(input: string, root: string, how = ''): ToolInputError {
  return new ToolInputError(`Unexpected path \`${input}\` outside the project${how}, expected a path inside \`${root}\``);
}

/**
 * Resolve a path a client named (root-relative or absolute) inside `root`. Refused: a path that
 * leaves the root (`../x`, `/etc/passwd`), one whose real path leaves it through a symlink, and
 * with `mustExist` a missing file. A path that does not exist yet must land inside the root too.
 */
export async function projectPath(root: string, input: string, options: { mustExist?: boolean } = {}): Promise<ProjectPath> {
  if (input.includes('\0')) throw new ToolInputError(`Unexpected NUL character in path \`${input.replace(/\0/g, '\\0')}\`, expected a file path`);
  const file = resolve(root, input);
  if (!isInside(root, file) || file === root) {
    if (file === root) throw new ToolInputError(`Unexpected path \`${input}\` naming the project root, expected a page file inside it`);
    throw outside(input, root);
  }
  const rel = relative(root, file).split(sep).join('/');
  try {
    await realPathInside(root, file);
    return { file, rel, exists: true };
  } catch (error) {
    if (!isRefusedPath(error)) throw error;
    if (error.reason === 'links-outside') throw outside(input, root, ' (it links outside)');
    if (error.reason === 'outside') throw outside(input, root);
  }
  // Missing: a dangling link, or a folder on the way that links out, is refused all the same.
  const rootReal = await realpath(root).catch(() => root);
  const lands = await landingOf(file);
  if (lands === undefined || !isInside(rootReal, lands)) throw outside(input, root, ' (it links outside)');
  if (options.mustExist) throw new ToolInputError(`Missing file \`${rel}\`, expected a file of the project`);
  return { file, rel, exists: false };
}

/** How a file is shown to the client: root-relative when inside the root. */
export function shown(root: string, file: string): string {
  const rel = relative(root, file);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel.split(sep).join('/');
}
