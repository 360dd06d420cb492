// Which files a page imports, read as Mintlify reads them to tell snippets from pages: every
// line that starts with `import ` outside a fenced code block, with the quoted source after
// `from` (or alone: `import "./x.mdx"`). A file any page or snippet imports this way is a
// snippet wherever it lives: never a page of the site (src/project/pages.ts).
//
// This is a line scan, not a parse: it decides only which files are snippets, as the platform
// decides it before it parses anything. The build still expands imports from the parsed tree.
import { posix } from 'node:path';

/** A line that opens or closes a fenced code block: three or more backticks or tildes. */
const FENCE = /^(`{3,}|~{3,})/;

/** The quoted source of an import statement on one line. */
const IMPORT_SOURCE = /import\s+(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** An import's source and where it is written: the 1-based line and column of its `from` (or of its opening quote). */
export interface ImportSource {
  source: string;
  line: number;
  column: number;
}

/** The sources imported by `text` (as written: `/snippets/a.mdx`, `./b.mdx`, `react`), in order. */
export function importSources(text: string): string[] {
  return importSourcesAt(text).map((found) => found.source);
}

/** The sources imported by `text`, in order, each with the line and column of its `from` (or its opening quote). */
export function importSourcesAt(text: string): ImportSource[] {
  if (!/^import\s/m.test(text)) return [];
  const sources: ImportSource[] = [];
  let fence: { char: string; length: number } | undefined;
  // An import written over several lines (`import {\n  A,\n} from "./a.mdx"`), read up to its source.
  let open: string | undefined;
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (open !== undefined) {
      open = line.trim() === '' ? undefined : `${open} ${line}`;
      if (open !== undefined && /['"]/.test(line)) {
        for (const match of open.matchAll(IMPORT_SOURCE)) if (match[1] !== undefined) sources.push(at(match[1], line, index));
        open = undefined;
      }
      continue;
    }
    const run = FENCE.exec(line.trimStart())?.[1];
    if (fence !== undefined) {
      if (run !== undefined && run.startsWith(fence.char) && run.length >= fence.length) fence = undefined;
      continue;
    }
    if (run !== undefined) {
      fence = { char: run.charAt(0), length: run.length };
      continue;
    }
    if (!line.startsWith('import ') && !line.startsWith('import\t')) continue;
    const found = [...line.matchAll(IMPORT_SOURCE)].map((match) => match[1]).filter((source) => source !== undefined);
    if (found.length === 0 && !/['"]/.test(line)) open = line;
    for (const source of found) sources.push(at(source, line, index));
  }
  return sources;
}

/** `source` found on the line at 0-based `index`: at the `from` before it (as `check --links` places it), else at its opening quote. */
function at(source: string, line: string, index: number): ImportSource {
  const quoted = [line.indexOf(`'${source}'`), line.indexOf(`"${source}"`)].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? -1;
  if (quoted < 0) return { source, line: index + 1, column: 1 };
  const from = line.lastIndexOf('from', quoted);
  return { source, line: index + 1, column: (from >= 0 ? from : quoted) + 1 };
}

/**
 * The root-relative path (`/`-separated, no leading `/`) an import `source` names from the file
 * at `from` (root-relative): `/x` from the root, `./x` and `../x` from the file's folder.
 * Undefined for a package (`react`) or a path that leaves the project.
 */
export function importPath(source: string, from: string): string | undefined {
  let path: string;
  if (source.startsWith('/')) path = posix.normalize(source).replace(/^\/+/, '');
  else if (source.startsWith('./') || source.startsWith('../')) path = posix.normalize(posix.join(posix.dirname(from), source));
  else return undefined;
  return path === '' || path === '.' || path === '..' || path.startsWith('../') ? undefined : path;
}
