// `snippet-export-missing` in `check`: a named import of a snippet that does not export the name, as `build` reports it
// (src/parse/snippet-exports.ts words and places it for both). Only files whose import scan names a snippet of the project
// are read, and only those with a named import are parsed; each snippet is parsed once.
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { readTextInside } from '../fs/paths.js';
import { parsePage } from '../parse/index.js';
import { hasNamedImport, isModuleSource, missingExports, snippetTextExports } from '../parse/snippet-exports.js';
import { importPath } from '../project/imports.js';
import type { ProjectFiles } from './project-files.js';

/** The text of a project file, undefined when it cannot be read (reported by other checks). */
async function readText(root: string, rel: string): Promise<string | undefined> {
  try {
    return await readTextInside(root, join(root, rel));
  } catch {
    return undefined;
  }
}

/**
 * Each `import { A } from '/snippets/a.mdx'` in an `.mdx` file of the project (a page or a snippet: `check` reads them
 * all, as it reports `snippet-missing` in each) of a name the snippet does not export, at the name.
 */
export async function checkSnippetExports(root: string, files: ProjectFiles): Promise<Finding[]> {
  const sources = files.index.importScan?.sources;
  if (!sources) return [];
  const exports = new Map<string, Promise<Set<string> | undefined>>();
  const exportsOf = (rel: string): Promise<Set<string> | undefined> => {
    let pending = exports.get(rel);
    if (!pending) {
      pending = readText(root, rel).then((text) => (text === undefined ? undefined : snippetTextExports(join(root, rel), text)));
      exports.set(rel, pending);
    }
    return pending;
  };
  const findings: Finding[] = [];
  for (const [from, found] of [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // A `.md` page's `import` line is text (as lint's `imports` reads it); a `.jsx` snippet's imports are the sandbox's.
    if (!from.endsWith('.mdx')) continue;
    const targets = new Map<string, string>();
    for (const { source } of found) {
      const target = isModuleSource(source) ? importPath(source, from) : undefined;
      if (target !== undefined && files.all.has(target)) targets.set(source, target);
    }
    if (targets.size === 0) continue;
    const text = await readText(root, from);
    if (text === undefined || !hasNamedImport(text)) continue;
    const parsed = parsePage({ path: join(root, from), value: text });
    if (parsed.error) continue;
    const known = new Map<string, Set<string> | undefined>();
    for (const [source, target] of targets) known.set(source, await exportsOf(target));
    for (const problem of missingExports(parsed.tree, (source) => known.get(source))) {
      findings.push({ file: join(root, from), line: problem.line, column: problem.column, ruleId: 'snippet-export-missing', severity: 'warn', message: problem.message });
    }
  }
  return findings;
}
