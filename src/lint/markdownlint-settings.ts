// A markdownlint configuration that `lint` does not read: the rules it turns off that have one
// docwright rule doing the same job, so the note on stderr can say what to write instead
// (docs/configuration.mdx, "Coming from markdownlint").
import { parse as parseJsonc } from 'jsonc-parser';
import { load as loadYaml, JSON_SCHEMA } from 'js-yaml';

/** markdownlint rules (by id and by name) with exactly one docwright rule for the same job. */
const SAME_JOB: ReadonlyArray<readonly [id: string, name: string, rule: string]> = [
  ['MD001', 'heading-increment', 'heading-increment'],
  ['MD024', 'no-duplicate-heading', 'heading-unique'],
  ['MD040', 'fenced-code-language', 'code-language'],
  ['MD044', 'proper-names', 'prose-terminology'],
  ['MD045', 'no-alt-text', 'image-alt'],
  ['MD059', 'descriptive-link-text', 'link-text'],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The settings object of a markdownlint file's text (`config` of a `.markdownlint-cli2.*` file), or `undefined`. */
function settingsOf(name: string, text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = /\.ya?ml$/.test(name) ? loadYaml(text, { schema: JSON_SCHEMA }) : parseJsonc(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (!name.startsWith('.markdownlint-cli2')) return value;
  return isRecord(value.config) ? value.config : undefined;
}

/**
 * The docwright rules to turn off for what the markdownlint file `name` (its `text`) turns off, in
 * the table's order: a rule set to `false` by its id or name, or every one under `"default": false`
 * unless set back on. Empty for a module (`.cjs`, `.mjs`) or a file that does not parse.
 */
export function rulesTurnedOff(name: string, text: string): string[] {
  if (/\.(c|m)?js$/.test(name)) return [];
  const settings = settingsOf(name, text);
  if (!settings) return [];
  const lowered = new Map(Object.entries(settings).map(([key, value]) => [key.toLowerCase(), value]));
  const allOff = lowered.get('default') === false;
  return SAME_JOB.filter(([id, ruleName]) => {
    const value = lowered.get(id.toLowerCase()) ?? lowered.get(ruleName);
    return value === false || (allOff && value === undefined);
  }).map(([, , rule]) => rule);
}
