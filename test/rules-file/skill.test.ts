// `docwright rules --skill`: a skill.md drafted from the navigation and the pages' descriptions,
// valid in the Agent Skills format, never written over an existing file without --force.
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSkill } from '../../src/project/skill.js';
import { skillName } from '../../src/rules-file/skill.js';
import { runMain } from '../support/run-main.js';
import { tempProject } from '../support/project.js';

const PROJECT = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Seed Library!', description: 'Borrow seeds, return seeds.', navigation: { groups: [{ group: 'Start', pages: ['index', 'borrow'] }] } }),
  'index.mdx': '---\ntitle: Welcome\ndescription: What the library lends.\n---\n\nHi.\n',
  'borrow.mdx': '---\ntitle: "Borrow [seeds]"\n---\n\nTake five.\n',
};

describe('rules --skill', () => {
  test('skillName makes a name the format accepts', () => {
    expect(skillName('Seed Library!')).toBe('seed-library');
    expect(skillName('  ')).toBe('docs');
    expect(skillName('Ünïcode Dócs')).toBe('unicode-docs');
  });

  test('the draft is valid and lists each section with its pages; the same project gives the same text', async () => {
    const root = tempProject(PROJECT);
    const first = await runMain(root, ['rules', '--skill', '--stdout']);
    expect(first.code).toBe(0);
    expect(checkSkill(first.stdout, 'skill.md')).toEqual([]);
    expect(first.stdout).toContain('name: seed-library\n');
    // One group alone: its pages follow the introduction, under no heading of their own.
    expect(first.stdout).not.toMatch(/^#{2,} /m);
    expect(first.stdout).toContain('- [Welcome](/index.md): What the library lends.\n- [Borrow \\[seeds\\]](/borrow.md)\n');
    expect((await runMain(root, ['rules', '--skill', '--stdout'])).stdout).toBe(first.stdout);
  });

  test('sections nest as the navigation does, and no heading stands over a single section', async () => {
    const page = (title: string): string => `---\ntitle: ${title}\n---\n\nText.\n`;
    const navigation = {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['a', { group: 'Deeper', pages: ['b'] }] }, { group: 'More', pages: ['c'] }] },
        { tab: 'Reference', groups: [{ group: 'Endpoints', pages: ['d'] }] },
      ],
    };
    const root = tempProject({ 'docs.json': JSON.stringify({ theme: 'mint', name: 'Nest', navigation }), 'a.mdx': page('A'), 'b.mdx': page('B'), 'c.mdx': page('C'), 'd.mdx': page('D') });
    const draft = await runMain(root, ['rules', '--skill', '--stdout']);
    expect(draft.code).toBe(0);
    expect(checkSkill(draft.stdout, 'skill.md')).toEqual([]);
    expect(draft.stdout.split('\n').filter((line) => /^#|^- /.test(line))).toEqual([
      '# Nest',
      '## Guides',
      '### Start',
      '- [A](/a.md)',
      '#### Deeper',
      '- [B](/b.md)',
      '### More',
      '- [C](/c.md)',
      '## Reference › Endpoints',
      '- [D](/d.md)',
    ]);
  });

  test('written to the root; an existing skill.md is kept without --force', async () => {
    const root = tempProject(PROJECT);
    expect((await runMain(root, ['rules', '--skill'])).code).toBe(0);
    const drafted = readFileSync(join(root, 'skill.md'), 'utf8');
    writeFileSync(join(root, 'skill.md'), 'mine\n');
    const again = await runMain(root, ['rules', '--skill']);
    expect(again.code).toBe(2);
    expect(readFileSync(join(root, 'skill.md'), 'utf8')).toBe('mine\n');
    expect((await runMain(root, ['rules', '--skill', '--force'])).code).toBe(0);
    expect(readFileSync(join(root, 'skill.md'), 'utf8')).toBe(drafted);
  });
});
