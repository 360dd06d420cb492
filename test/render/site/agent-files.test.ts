// What the site publishes for agents: the project's skill.md (checked against the Agent Skills
// format, published as written) and `_headers`; the dev server serves skill.md too.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { checkSkill, skillFileAmong } from '../../../src/project/skill.js';
import { makeProject } from '../helpers.js';
import { tempOutDir } from '../../support/project.js';

const DOCS = JSON.stringify({ theme: 'mint', name: 'Garden', navigation: { pages: ['index'] } });

describe('checkSkill', () => {
  test('a skill with a name and a description passes', () => {
    expect(checkSkill('---\nname: garden-care\ndescription: Water, feed and prune the garden. Use when planning a season.\nlicense: MIT\nmetadata:\n  author: acme\n---\n\n# Garden\n', 'skill.md')).toEqual([]);
  });

  test.each([
    ['# No front matter\n', 'skill-frontmatter', 1],
    ['---\ndescription: Does things.\n---\n', 'skill-name', 1],
    ['---\nname: Garden Care\ndescription: Does things.\n---\n', 'skill-name', 2],
    ['---\nname: -garden\ndescription: Does things.\n---\n', 'skill-name', 2],
    ['---\nname: garden--care\ndescription: Does things.\n---\n', 'skill-name', 2],
    [`---\nname: ${'a'.repeat(65)}\ndescription: Does things.\n---\n`, 'skill-name', 2],
    ['---\nname: garden\n---\n', 'skill-description', 1],
    ['---\nname: garden\ndescription: ""\n---\n', 'skill-description', 3],
    [`---\nname: garden\ndescription: ${'x'.repeat(1025)}\n---\n`, 'skill-description', 3],
    ['---\nname: garden\ndescription: Does things.\nversion: 2\n---\n', 'skill-field', 4],
    ['---\nname: garden\ndescription: Does things.\nmetadata:\n  count: 3\n---\n', 'skill-field', 4],
    ['---\nname: [garden\n---\n', 'skill-frontmatter', undefined],
  ])('%j → %s', (text, ruleId, line) => {
    const findings = checkSkill(text, 'skill.md');
    expect(findings.map((f) => f.ruleId)).toEqual([ruleId]);
    if (line !== undefined) expect(findings[0]?.line).toBe(line);
  });
});

describe('which skill file is published', () => {
  test('`skill.md` itself, else the first name in any case by code unit: the same whatever order the folder lists them in', () => {
    expect(skillFileAmong(['sKill.md', 'Skill.md', 'SKILL.md', 'index.mdx'])).toBe('SKILL.md');
    expect(skillFileAmong(['Skill.md', 'skill.md', 'SKILL.md'])).toBe('skill.md');
    expect(skillFileAmong(['index.mdx', 'skills.md'])).toBeUndefined();
  });
});

describe('the build publishes skill.md and _headers', () => {
  test('skill.md as written, its problems reported at file:line; _headers with the Markdown media type', async () => {
    const skill = '---\nname: Garden\ndescription: Grow things.\n---\n\n# Garden\n';
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nHi.\n', 'skill.md': skill });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(readFileSync(join(out, 'skill.md'), 'utf8')).toBe(skill);
    expect(result.diagnostics.filter((d) => d.ruleId.startsWith('skill-')).map((d) => `${d.line}:${d.ruleId}`)).toEqual(['2:skill-name']);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/^\/\*\.md\n {2}Content-Type: text\/markdown; charset=utf-8$/m);
  });

  test('a skill file in two cases: the published one is named at the ignored one, 1:1, as a warning', async () => {
    const skill = '---\nname: garden\ndescription: Grow things.\n---\n\n# Garden\n';
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nHi.\n', 'skill.md': skill, 'SKILL.md': '# Old\n' });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(readFileSync(join(out, 'skill.md'), 'utf8')).toBe(skill);
    const found = result.diagnostics.filter((d) => d.ruleId.startsWith('skill-'));
    expect(found.map((d) => `${d.file.split('/').pop() ?? ''}:${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.message}`)).toEqual([
      'SKILL.md:1:1 warn skill-duplicate Unexpected second skill file `SKILL.md`, expected one: `skill.md` is published and `SKILL.md` is ignored',
    ]);
  });

  test('no skill.md without one; no _headers when the project has its own', async () => {
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nHi.\n', _headers: '/*\n  X-Frame-Options: DENY\n' });
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(existsSync(join(out, 'skill.md'))).toBe(false);
    expect(existsSync(join(out, '_headers')) ? readFileSync(join(out, '_headers'), 'utf8') : '').not.toContain('docwright');
  });
});

describe('the home page at another URL', () => {
  test('its Markdown is also `index.md`, as its HTML is `index.html`', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Garden', navigation: { pages: ['start/welcome', 'other'] } }),
      'start/welcome.mdx': '---\ntitle: Welcome\n---\n\nThe garden opens at nine.\n',
      'other.mdx': '---\ntitle: Other\n---\n\nMore.\n',
    });
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(readFileSync(join(out, 'index.md'), 'utf8')).toBe(readFileSync(join(out, 'start/welcome.md'), 'utf8'));
  });
});
