// A page's disable comments (`{/* docwright-disable-next-line <id> */}`, `docwright-disable`/`-enable`) switch its
// findings off in every command: `lint` (and the language server and MCP server, which run it) reads them in
// verify-text.ts; `check`, `build` and `dev` drop the findings at a page with `withoutDisabled`, from the same
// directives (src/lint/directives.ts), so a finding switched off in the editor is not printed again by the build.
import { resolve } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { readRegularSync, realPathInsideSync } from '../fs/paths.js';
import { parsePage } from '../parse/index.js';
import { coveredCheckIds, pageDirectives, suppressor, type Directive } from './directives.js';

/** A page file, whose comments can hold directives. */
const PAGE_FILE = /\.mdx?$/i;

/** The directives of the page `file` (absolute), as lint reads them; none for a file that cannot be read or parsed. */
function directivesOf(file: string, text: string): Directive[] {
  // Positions are the text's without a BOM, as lint's.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = parsePage({ path: file, value: body });
  if (parsed.error) return [];
  return pageDirectives(parsed.tree, body, file, parsed.syntax);
}

/** Whether `directives` switch off `finding` (under its own id, or for a link problem under `link-target`, lint's id for it). */
function isDisabled(finding: Finding, directives: readonly Directive[]): boolean {
  const at = { line: finding.line, column: finding.column };
  if (suppressor({ ...at, ruleId: finding.ruleId }, directives)) return true;
  return coveredCheckIds('link-target').includes(finding.ruleId) && suppressor({ ...at, ruleId: 'link-target' }, directives) !== undefined;
}

/**
 * `findings` without those a disable comment of their page switches off, as lint leaves them out: a finding at a
 * `.md`/`.mdx` file (resolved from `root`) whose text has a `docwright-` comment governing its line and id. A fatal
 * finding (the page could not be read at all) is kept, as lint keeps it. `read` gives a file's text (default: from disk,
 * only a regular file whose real path is inside `root`: a named pipe is never waited on, and a page that is a link
 * leading out of the project cannot switch off the finding about itself).
 * A directive that switches nothing off here is not reported: `lint` judges that, over every rule's findings.
 */
export function withoutDisabled(findings: readonly Finding[], root: string, read: (file: string, root: string) => string | undefined = readText): Finding[] {
  const byFile = new Map<string, Directive[]>();
  const directivesAt = (file: string): Directive[] => {
    const path = resolve(root, file);
    let known = byFile.get(path);
    if (known === undefined) {
      const text = read(path, root);
      known = text !== undefined && text.includes('docwright-') ? directivesOf(path, text) : [];
      byFile.set(path, known);
    }
    return known;
  };
  const kept = findings.filter((finding) => finding.fatal === true || !PAGE_FILE.test(finding.file) || !isDisabled(finding, directivesAt(finding.file)));
  return kept.length === findings.length ? [...findings] : kept;
}

function readText(file: string, root: string): string | undefined {
  try {
    return readRegularSync(realPathInsideSync(root, file)).toString('utf8');
  } catch {
    return undefined;
  }
}
