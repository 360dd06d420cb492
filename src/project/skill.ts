// A project's `skill.md`: the agent skill file at the root of the project, published at the
// site's `/skill.md` (Mintlify: `ai/skillmd`). It follows the Agent Skills format
// (agentskills.io/specification): YAML front matter with `name` (1-64 lower-case letters,
// digits and single hyphens, neither first nor last) and `description` (1-1024 characters),
// and optionally `license`, `compatibility` (at most 500 characters), `metadata` (string
// values), `allowed-tools` and Mintlify's `groups`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { compareText } from '../fs/order.js';
import { parseFrontmatterText } from '../parse/index.js';

/** The file's name at the project root and on the site. */
export const SKILL_FILE = 'skill.md';

/** The front matter fields of the format (and Mintlify's `groups`). */
const FIELDS = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools', 'groups']);
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The project's skill file name at `root` (`skill.md`, any case), or undefined when it has none. */
export function projectSkillFile(root: string): string | undefined {
  if (!existsSync(root)) return undefined;
  return skillFileAmong(readdirSync(root));
}

/**
 * The `skill-duplicate` warnings of a folder whose skill file is written in more than one case (`skill.md` and
 * `SKILL.md`): one per ignored name, at `dir`/name 1:1, naming the published one (`skillFileAmong`). Empty otherwise.
 */
export function ignoredSkillFiles(dir: string, names: readonly string[]): Finding[] {
  const used = skillFileAmong(names);
  if (used === undefined) return [];
  return names
    .filter((name) => name !== used && name.toLowerCase() === SKILL_FILE)
    .sort(compareText)
    .map((name) => ({ file: join(dir, name), line: 1, column: 1, ruleId: 'skill-duplicate', severity: 'warn' as const, message: `Unexpected second skill file \`${name}\`, expected one: \`${used}\` is published and \`${name}\` is ignored` }));
}

/** The skill file among the names of a folder, in any order: `skill.md` itself, else the first in any case (`SKILL.md`) by code unit, so every machine publishes the same one whatever order its file system lists them in. */
export function skillFileAmong(names: readonly string[]): string | undefined {
  const found = names.filter((name) => name.toLowerCase() === SKILL_FILE).sort(compareText);
  return found.includes(SKILL_FILE) ? SKILL_FILE : found[0];
}

/** The front matter block of `text`: its YAML and the line it starts on, or undefined when the text does not open with `---`. */
function frontmatterBlock(text: string): { raw: string; startLine: number } | undefined {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text.replace(/^\uFEFF/, ''));
  if (match === null) return /^---[ \t]*\r?\n---[ \t]*(\r?\n|$)/.test(text) ? { raw: '', startLine: 2 } : undefined;
  return { raw: match[1] ?? '', startLine: 2 };
}

/** The findings of one string field: required, non-blank, at most `max` characters, and `name`'s shape. */
function fieldFindings(key: 'name' | 'description' | 'compatibility', value: unknown, line: number, at: (line: number, ruleId: string, message: string) => Finding): Finding[] {
  const max = key === 'name' ? 64 : key === 'description' ? 1024 : 500;
  if (value === undefined) return key === 'compatibility' ? [] : [at(1, `skill-${key}`, `Missing \`${key}\` in the front matter of \`skill.md\`, expected ${key === 'name' ? 'the skill\'s name' : 'what the skill does and when to use it'}`)];
  if (typeof value !== 'string' || value.trim() === '') return [at(line, `skill-${key === 'compatibility' ? 'field' : key}`, `Unexpected \`${key}\` that is not a non-empty string, expected text`)];
  if (value.length > max) return [at(line, `skill-${key === 'compatibility' ? 'field' : key}`, `Unexpected \`${key}\` of ${String(value.length)} characters, expected at most ${String(max)}`)];
  if (key === 'name' && !NAME.test(value)) return [at(line, 'skill-name', `Unexpected \`name\` \`${value}\`, expected lower-case letters, digits and single hyphens (such as \`${value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'my-skill'}\`)`)];
  return [];
}

/**
 * The problems of a `skill.md` text against the Agent Skills format, at `file`'s line and column:
 * `skill-frontmatter` (no or unreadable front matter), `skill-name`, `skill-description` (errors),
 * `skill-field` (a field of the wrong type or unknown to the format: warnings).
 */
export function checkSkill(text: string, file: string): Finding[] {
  const at = (line: number, ruleId: string, message: string, severity: Finding['severity'] = 'error'): Finding => ({ file, line, column: 1, ruleId, severity, message });
  const block = frontmatterBlock(text);
  if (!block) return [at(1, 'skill-frontmatter', 'Missing front matter in `skill.md`, expected `---` then `name:` and `description:`')];
  const fm = parseFrontmatterText(block.raw, block.startLine);
  if (fm.problems.length > 0) return fm.problems.map((p) => ({ file, line: p.line, column: p.column, ruleId: 'skill-frontmatter', severity: 'error' as const, message: p.message }));
  const line = (key: string): number => fm.keyLines[key] ?? 1;
  const findings = (['name', 'description', 'compatibility'] as const).flatMap((key) => fieldFindings(key, fm.data[key], line(key), at));
  const metadata = fm.data.metadata;
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata) || Object.values(metadata).some((v) => typeof v !== 'string'))) {
    findings.push(at(line('metadata'), 'skill-field', 'Unexpected `metadata` that is not a map of strings, expected `key: "value"` pairs', 'warn'));
  }
  for (const key of Object.keys(fm.data)) {
    if (!FIELDS.has(key)) findings.push(at(line(key), 'skill-field', `Unexpected field \`${key}\` in \`skill.md\`, expected one of ${[...FIELDS].map((f) => `\`${f}\``).join(', ')}`, 'warn'));
  }
  return findings;
}
