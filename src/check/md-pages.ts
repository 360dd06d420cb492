// `.md` pages that would not compile on Mintlify: it compiles every `.md` page as MDX (all
// but README.md, which it does not publish), so a stray `</Tab>` or `<` that Markdown takes
// as text fails its build. `build` still renders such a page as Markdown; `check` says why
// the deploy would fail.
import { join, posix } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { parsePage } from '../parse/index.js';
import { readTextInside } from '../project/paths.js';
import { mapLimit, type ProjectFiles } from './project-files.js';

/** `parse-error` findings for `.md` files (pages and snippets) that are not valid MDX. */
export async function checkMdPages(root: string, files: ProjectFiles): Promise<Finding[]> {
  const md = files.pages.filter((p) => /\.md$/i.test(p) && posix.basename(p).toLowerCase() !== 'readme.md');
  const results = await mapLimit(md, 8, async (page): Promise<Finding | undefined> => {
    const file = join(root, page);
    let text: string;
    try {
      text = await readTextInside(root, file);
    } catch {
      return undefined;
    }
    const parsed = parsePage({ path: file, value: text }, { syntax: 'mdx' });
    if (!parsed.error) return undefined;
    const reason = parsed.error.message.replace(/\.$/, '');
    return { file, line: parsed.error.line, column: parsed.error.column, ruleId: 'parse-error', severity: 'error', message: `${reason}: Mintlify compiles \`.md\` pages as MDX, so this page fails its build` };
  });
  return results.filter((f): f is Finding => f !== undefined);
}
