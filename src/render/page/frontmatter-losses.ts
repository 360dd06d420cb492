// Front matter keys Mintlify reads and the build does not apply: a site built here would differ from the same
// site on Mintlify without a word. Each is a `frontmatter-key-no-effect` warning at its key, naming what
// Mintlify does with it. Every other key of src/rule-kit/frontmatter-fields.ts takes effect in the build
// (src/render/layout/project.ts reads them into the page's entry) or is the API pages' (src/openapi/settings.ts).
import type { Finding } from '../../findings/finding.js';
import type { Frontmatter } from '../../parse/frontmatter.js';
import { readPageFields } from '../../rule-kit/frontmatter-fields.js';
import { ownValue } from '../../guards.js';
import { controlCharactersNamed, escapeControl } from '../../findings/terminal-text.js';

/** What Mintlify does with each key the build leaves alone, and whether a value asks for what the build does anyway. */
const EFFECTS: readonly { key: 'related' | 'groups' | 'timestamp'; effect: string; same: (value: unknown) => boolean }[] = [
  { key: 'related', effect: 'it lists these pages under the page as related topics (an add-on)', same: (value) => value === false || (Array.isArray(value) && value.length === 0) },
  { key: 'groups', effect: 'it shows the page only to signed-in readers of these groups, where the built site shows it to everyone', same: (value) => Array.isArray(value) && value.length === 0 },
  { key: 'timestamp', effect: "it shows the page's last-modified date", same: (value) => value === false },
];

/** The warnings for a page's front matter keys that the build does not apply, and for values it removed control characters from (`frontmatter-types`). */
export function frontmatterLosses(file: string, frontmatter: Frontmatter): Finding[] {
  if (!frontmatter.present) return [];
  // Only values of the right type: a wrong one is `frontmatter-types`'s to report, and Mintlify ignores it too.
  const fields = readPageFields(frontmatter.data);
  const findings: Finding[] = [];
  for (const { key, effect, same } of EFFECTS) {
    const value = fields[key];
    if (value === undefined || same(value)) continue;
    findings.push({
      file,
      line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine,
      column: 1,
      ruleId: 'frontmatter-key-no-effect',
      severity: 'warn',
      message: `Unexpected front matter key \`${key}\`, which docwright does not apply (on Mintlify ${effect}), expected it removed or the page published on Mintlify`,
    });
  }
  // A control character the parser removed from a value (ESC, BEL …): the site shows the rest, said at the key as `lint` says it.
  for (const [key, characters] of Object.entries(frontmatter.controlCharacters ?? {})) {
    findings.push({
      file,
      line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine,
      column: 1,
      ruleId: 'frontmatter-types',
      severity: 'warn',
      message: `Unexpected ${controlCharactersNamed(characters)} in \`${escapeControl(key)}\`, expected text without control characters: the site leaves it out`,
    });
  }
  return findings;
}
