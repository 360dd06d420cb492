// What the site publishes for agents besides llms.txt: the project's `skill.md` (validated
// against the Agent Skills format, src/project/skill.ts) and the `_headers` file that hosts
// reading it (Netlify, Cloudflare Pages) apply, so the pages' Markdown copies are served as
// Markdown. Content negotiation itself (`Accept: text/markdown` on a page URL) needs a host
// that can rewrite on a request header; docs/commands/build.mdx says how per host.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../../findings/finding.js';
import { readRegularText, realPathInside } from '../../fs/paths.js';
import { checkSkill, ignoredSkillFiles, projectSkillFile, SKILL_FILE } from '../../project/skill.js';

/** The project's `skill.md` text with its problems, or undefined when the project has none (or it links outside the project). */
export async function projectSkill(root: string): Promise<{ text: string; findings: Finding[] } | undefined> {
  const name = projectSkillFile(root);
  if (name === undefined) return undefined;
  const file = join(root, name);
  // The same file in another case (`SKILL.md` beside `skill.md`) is not published: said at the ignored one.
  const ignored = ignoredSkillFiles(root, readdirSync(root));
  try {
    // A regular file only: a named pipe in its place would be waited on for ever.
    const text = await readRegularText(await realPathInside(root, file));
    return { text, findings: [...ignored, ...checkSkill(text, file)] };
  } catch {
    return { text: '', findings: [{ file, line: 1, column: 1, ruleId: 'skill-frontmatter', severity: 'warn', message: `Unexpected unreadable \`${name}\`, expected a file inside the project: it is not published` }] };
  }
}

/** Where the site's skill file is published. */
export const SKILL_PATH = SKILL_FILE;

/** The `_headers` file (Netlify and Cloudflare Pages syntax): Markdown copies, `skill.md` and the text files served with their media types, under the base path. */
export function headersFile(basePath: string): string {
  const rule = (path: string, type: string): string => `${basePath}${path}\n  Content-Type: ${type}\n  Vary: Accept\n`;
  return [
    '# Written by docwright build: headers for hosts that read `_headers` (Netlify, Cloudflare Pages).\n',
    rule('/*.md', 'text/markdown; charset=utf-8'),
    rule('/llms.txt', 'text/plain; charset=utf-8'),
    rule('/llms-full.txt', 'text/plain; charset=utf-8'),
  ].join('');
}
