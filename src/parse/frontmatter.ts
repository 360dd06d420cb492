import type { Root } from 'mdast';
import { parseDocument, isMap } from 'yaml';

/** A problem found while reading a page's YAML front matter. */
export interface FrontmatterProblem {
  message: string;
  /** 1-based line and column in the page. */
  line: number;
  column: number;
}

export interface Frontmatter {
  /** Whether the page has a front matter block at all. */
  present: boolean;
  /** The parsed map; `{}` when absent or invalid. */
  data: Record<string, unknown>;
  /** Raw YAML text. */
  raw: string;
  /** 1-based line where the YAML text starts (the line after `---`). */
  startLine: number;
  problems: FrontmatterProblem[];
  /** 1-based line of each top-level key, for positioned findings. */
  keyLines: Record<string, number>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Read the YAML front matter node of a page tree (made by remark-frontmatter). */
export function readFrontmatter(tree: Root): Frontmatter {
  const first = tree.children[0];
  if (!first || first.type !== 'yaml') {
    return { present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} };
  }
  const startLine = (first.position?.start.line ?? 1) + 1;
  return parseFrontmatterText(first.value, startLine);
}

/** Parse YAML front matter text whose first line is page line `startLine`. */
export function parseFrontmatterText(raw: string, startLine: number): Frontmatter {
  const result: Frontmatter = { present: true, data: {}, raw, startLine, problems: [], keyLines: {} };
  const lineStarts = [0];
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const locate = (offset: number): { line: number; column: number } => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: startLine + lo, column: offset - (lineStarts[lo] ?? 0) + 1 };
  };
  if (raw.trim() === '') return result;
  const doc = parseDocument(raw, { prettyErrors: false, uniqueKeys: true });
  for (const error of doc.errors) {
    const at = locate(error.pos[0]);
    const text = error.message.split('\n')[0] ?? error.message;
    result.problems.push({ message: `Invalid YAML front matter: ${text}`, ...at });
  }
  if (doc.errors.length > 0) return result;
  const contents = doc.contents;
  if (contents !== null && !isMap(contents)) {
    result.problems.push({ message: 'Unexpected front matter that is not a map, expected `key: value` pairs', ...locate(0) });
    return result;
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    // The alias limit: a few lines of anchors must not expand into millions of values.
    result.problems.push({ message: 'Unexpected YAML aliases that expand too far, expected fewer uses of `*alias`', ...locate(0) });
    return result;
  }
  if (isRecord(value)) result.data = value;
  if (contents && isMap(contents)) {
    for (const pair of contents.items) {
      const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key && typeof key.value === 'string' && key.range) result.keyLines[key.value] = locate(key.range[0]).line;
    }
  }
  return result;
}
