// The folder walk of `docwright migrate` on a Starlight or Docusaurus site: every page file under a folder of the
// project, in name order, files and folders starting `_` or `.` and `node_modules` left out (as both loaders do).
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** How a walk reads the folder: which files are pages, whether a symbolic link is followed, and how many pages at most. */
export interface WalkOptions {
  /** A page's file name (`.md`, `.mdx` …). */
  page: RegExp;
  /** `skip`: a symbolic link is no page nor folder (Starlight's reads stay inside the project); `follow`: it is read as what it leads to. */
  links: 'skip' | 'follow';
  /** The most pages walked (a larger folder is cut there). */
  limit?: number;
}

/** Each page under `folder` (root-relative, `/`-separated) as its root-relative path and file name, at most 20 folders deep. */
export function walkPages(root: string, folder: string, options: WalkOptions, visit: (path: string, name: string) => void): void {
  const limit = options.limit ?? Infinity;
  let count = 0;
  const walk = (dir: string, depth: number): void => {
    if (depth > 20 || count >= limit) return;
    let names: string[];
    try {
      names = readdirSync(join(root, dir)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue;
      const path = posix.join(dir, name);
      let isDir: boolean;
      try {
        const stat = options.links === 'skip' ? lstatSync(join(root, path)) : statSync(join(root, path));
        if (stat.isSymbolicLink()) continue;
        isDir = stat.isDirectory();
      } catch {
        continue;
      }
      if (isDir) walk(path, depth + 1);
      else if (options.page.test(name) && count < limit) {
        count++;
        visit(path, name);
      }
    }
  };
  walk(folder, 0);
}
