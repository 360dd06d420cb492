// `.md` pages that would not compile on Mintlify: it compiles every `.md` page as MDX (all
// but README.md, which it does not publish), so a stray `</Tab>` or `<` that Markdown takes
// as text fails its build. `build` still renders such a page as Markdown; `check` says why
// the deploy would fail.
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { mdCompiledAsMdx, mdxSyntaxError } from '../parse/index.js';
import { readTextInside } from '../fs/paths.js';
import { mapLimit, type ProjectFiles } from './project-files.js';

/** `parse-error` findings for `.md` files (pages and snippets) that are not valid MDX. */
export async function checkMdPages(root: string, files: ProjectFiles): Promise<Finding[]> {
  const md = files.pages.filter(mdCompiledAsMdx);
  const results = await mapLimit(md, 8, async (page): Promise<Finding | undefined> => {
    const file = join(root, page);
    let text: string;
    try {
      text = await readTextInside(root, file);
    } catch {
      return undefined;
    }
    const error = mdxSyntaxError(file, text);
    if (!error) return undefined;
    const reason = error.message.replace(/\.$/, '');
    return { file, line: error.line, column: error.column, ruleId: 'parse-error', severity: 'error', message: `Unexpected MDX syntax error in a \`.md\` page, expected valid MDX (Mintlify compiles \`.md\` pages as MDX, so the deploy fails): ${reason}` };
  });
  return results.filter((f): f is Finding => f !== undefined);
}
