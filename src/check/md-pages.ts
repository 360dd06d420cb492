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
export function checkMdPages(root: string, files: ProjectFiles): Promise<Finding[]> {
  return mdxParseErrors(root, files.pages.filter(mdCompiledAsMdx));
}

/**
 * `parse-error` findings for the files of `pages` (relative to `root`) that are not valid MDX.
 * `check --links` gives it the `.mdx` pages that its parse could not read: parsing every page
 * only for this would cost `check` without `--links` ten times its time.
 */
export async function mdxParseErrors(root: string, pages: readonly string[]): Promise<Finding[]> {
  const results = await mapLimit(pages, 8, async (page): Promise<Finding | undefined> => {
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
    const message = mdCompiledAsMdx(page)
      ? `Unexpected MDX syntax error in a \`.md\` page, expected valid MDX (Mintlify compiles \`.md\` pages as MDX, so the deploy fails): ${reason}`
      : `Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): ${reason}`;
    return { file, line: error.line, column: error.column, ruleId: 'parse-error', severity: 'error', message };
  });
  return results.filter((f): f is Finding => f !== undefined);
}
