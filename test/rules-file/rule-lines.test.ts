// Every instruction of the rules file follows from a rule that is on: a lint rule's lines go with
// the rule, the lint rules a line names are the ones on, and the Vale styles lint runs are named.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { presets } from '../../presets/index.js';
import { components } from '../../src/components/index.js';
import { generateRulesFile, renderRules } from '../../src/rules-file/index.js';
import { lintRuleFacts } from '../../src/rules-file/lint-facts.js';
import type { RuleSettings } from '../../src/rule-kit/settings-types.js';

const all: RuleSettings = presets.strict.rules;
const render = (rules: RuleSettings): string => renderRules({ components, lint: { rules: lintRuleFacts(rules) } }, { form: 'full' });
const without = (id: string): RuleSettings => ({ ...all, [id]: 'off' });

/** Words only a lint rule's lines hold: there while the rule is on, gone when it is off. */
const LINES: Record<string, readonly string[]> = {
  'image-frame': ['inside `Frame`', 'Wrap every image in `Frame`'],
  'image-alt': ['has alt text that describes what it shows'],
  'frontmatter-present': ['YAML front matter between'],
  'frontmatter-title': ['`title` is clear and specific'],
  'heading-no-h1': ['`#` heading in the body'],
  'frontmatter-description': ['`description` is one sentence'],
  'heading-start-level': ['start at level 2'],
  'heading-increment': ['one level at a time'],
  'prose-concise': ['padded phrase'],
  'steps-for-procedures': ['procedure of three or more actions in `Steps`'],
  'heading-unique': ['sibling headings'],
  'link-target': ['Link only to pages'],
  'codegroup-for-languages': ['Show one example in more than one language'],
  'fields-for-parameters': ['Use `ParamField` for request parameters'],
  'link-text': ['URL as link text'],
};

describe('the rules file with a lint rule off', () => {
  const full = render(all);

  test.each(Object.entries(LINES))('%s: its lines are there while it is on, gone when it is off', (id, phrases) => {
    for (const phrase of phrases) expect(full).toContain(phrase);
    const off = render(without(id));
    expect(phrases.filter((phrase) => off.includes(phrase))).toEqual([]);
  });

  test.each(Object.keys(all))('%s: never named when it is off', (id) => {
    expect(render(without(id))).not.toContain(`\`${id}\``);
  });

  test('no line claims a rule checks what it does not', () => {
    expect(full).not.toMatch(/simply|easily/);
    expect(full).not.toMatch(/bare URL/);
    expect(full).not.toMatch(/sentence case/);
  });

  test("link-text's options decide what the file says of a URL as link text", () => {
    expect(render({ ...all, 'link-text': ['warn', { urlText: 'always' }] })).toContain('Never use a URL as link text');
    expect(render({ ...all, 'link-text': ['warn', { allowUrls: true }] })).not.toContain('URL as link text');
    expect(full).toContain('Use a URL as link text only when it is the address the link opens');
  });
});

describe('the rules file of a project with Vale styles', () => {
  test('names the styles and what their error rules ask, from the rule files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rules-vale-'));
    try {
      mkdirSync(join(root, 'styles', 'House'), { recursive: true });
      writeFileSync(join(root, '.vale.ini'), 'StylesPath = styles\n\n[*.{md,mdx}]\nBasedOnStyles = House\n');
      writeFileSync(join(root, 'styles', 'House', 'Shout.yml'), "extends: existence\nmessage: \"Don't shout with '%s'.\"\nlevel: error\ntokens:\n  - wow\n  - '!{2,}'\n");
      writeFileSync(join(root, 'styles', 'House', 'Hedge.yml'), "extends: existence\nmessage: \"Drop '%s'.\"\nlevel: warning\ntokens:\n  - perhaps\n");
      writeFileSync(join(root, 'docs.json'), JSON.stringify({ name: 'House docs', navigation: { pages: ['index'] } }));
      const text = await generateRulesFile({ root, native: false });
      expect(text).toContain('`.vale.ini` also runs the Vale style `House` (2 rules)');
      expect(text).toContain("- `House.Shout`: Don't shout with '…' (`wow`).");
      expect(text).toContain('These report warnings: `House.Hedge`.');
      expect(text).not.toContain('describes exactly what');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
