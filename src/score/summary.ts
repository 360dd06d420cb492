// `llms.txt` without its `> summary` line: the build writes that line from the configuration's
// `description`, so the author fixes it there, not in the built file. When the built folder's
// project is found (its configuration in the folder's parent, `<root>/dist`, or in the working
// folder) and has no `description`, `llmsTxtValid`'s failure moves to the configuration's `name`.
import { readRegularText } from '../fs/paths.js';
import { basename, dirname } from 'node:path';
import { detectGeneration, findConfigFile } from '../config/index.js';
import { locate, resolveConfig } from '../config/json.js';
import { isRecord } from '../guards.js';
import { MISSING_SUMMARY, type SiteSpot } from './checks.js';

/** Where a missing `description` goes: the configuration's `name` (its top-level object without one), and why. */
export interface ConfigSummaryPlace {
  at: SiteSpot;
  why: string;
}

/** The configuration of the project a built folder `dir` came from: in its parent first, then in `cwd`; undefined when neither has one. */
async function configOf(dir: string, cwd: string): Promise<string | undefined> {
  for (const root of [dirname(dir), cwd]) {
    const found = await findConfigFile(root);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The place in the project's configuration for an `llms.txt` (first line `title`) without a summary:
 * undefined when no configuration is found, it does not parse, its `name` is not the title (another
 * project's), or it has a `description` (then the summary is missing for another reason, and the
 * built file is the place to look).
 */
export async function configSummaryPlace(dir: string, cwd: string, title: string): Promise<ConfigSummaryPlace | undefined> {
  const file = await configOf(dir, cwd);
  if (file === undefined) return undefined;
  const text = await readRegularText(file).catch(() => undefined);
  if (text === undefined) return undefined;
  const resolved = await resolveConfig(text, file, dirname(file));
  const value = resolved.value;
  if (!isRecord(value) || (typeof value.description === 'string' && value.description.trim() !== '')) return undefined;
  // Another project's configuration (a folder built elsewhere, scored from here) is not this site's: its `name` is the title.
  if (typeof value.name === 'string' && oneLine(value.name) !== oneLine(title.replace(/^#\s*/, ''))) return undefined;
  const where = Object.hasOwn(value, 'name') ? locate(resolved, [], 'name') : locate(resolved, []);
  const at: SiteSpot = { file: where.file, line: where.at?.line ?? 1, column: where.at?.column ?? 1, ...(where.at ? { endLine: where.at.endLine, endColumn: where.at.endColumn } : {}) };
  const name = basename(file);
  const why =
    detectGeneration(value, file) === 'current'
      ? `Missing \`description\` in \`${name}\`, expected one: the build writes it as the \`> summary\` line under the title of \`llms.txt\``
      : `Missing \`description\` in \`${name}\`, expected a \`docs.json\` with one (\`docwright migrate\`): a \`${name}\` in the legacy shape has no \`description\`, so \`llms.txt\` has no \`> summary\` line`;
  return { at, why };
}

/** Runs of white space as one space, trimmed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether a check's failure is the missing summary line of `llms.txt`. */
export function isMissingSummary(why: string): boolean {
  return why === MISSING_SUMMARY;
}
