import { describe, expect, test } from '@jest/globals';
import { diffLines } from 'diff';
import { presets } from '../../presets/index.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { freshFile } from '../../src/rules-file/document.js';
import { renderRules, renderOutline, authHeader, OUTLINE_PAGE_LIMIT } from '../../src/rules-file/render.js';
import type { RulesFileFacts, OutlineNode } from '../../src/rules-file/types.js';
import { asPage, lintLines, mdxExamples } from './helpers.js';
import { sampleFacts, sampleProject } from './sample-facts.js';
import { expectContains } from '../support/text.js';

/** The lines that differ between two texts, as `-old` / `+new`. */
function changed(before: string, after: string): string[] {
  return diffLines(before, after)
    .filter((part) => part.added || part.removed)
    .flatMap((part) => part.value.replace(/\n$/, '').split('\n').map((line) => `${part.added ? '+' : '-'}${line}`));
}

describe('renderRules', () => {
  test('is deterministic', () => {
    expect(renderRules(sampleFacts)).toBe(renderRules(structuredClone(sampleFacts)));
  });

  test('the written file lints clean as Markdown', async () => {
    const text = freshFile('page', sampleFacts, renderRules(sampleFacts));
    expect(await lintLines(text, '.cursor/rules.md')).toEqual([]);
  });

  test('every MDX example of the full form lints clean as a page', async () => {
    const examples = mdxExamples(renderRules(sampleFacts, { form: 'full' }));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const example of examples) expect(await lintLines(asPage(example), 'example.mdx')).toEqual([]);
  });

  test('names the project, its navigation and its API', () => {
    const text = renderRules(sampleFacts);
    expectContains(text, [
      'You are writing for **Acme**. The Acme plant API.',
      '  - Get started: `index`, `quickstart`',
      'Every request sends the header `Authorization: Bearer <API_KEY>`.',
      'Base URL: `https://api.acme.test/v1`.',
      'Reference pages come from OpenAPI: `openapi.yaml`.',
    ]);
  });

  test('a new project name changes only the lines that name it', () => {
    const renamed: RulesFileFacts = { ...sampleFacts, project: { ...sampleProject, name: 'Globex' } };
    const lines = changed(renderRules(sampleFacts), renderRules(renamed));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(line.startsWith('+') ? /Globex/ : /Acme/);
  });

  test('a new auth method changes only the lines about authentication', () => {
    const keyed: RulesFileFacts = {
      ...sampleFacts,
      project: { ...sampleProject, api: { ...sampleProject.api, auth: { method: 'key', name: 'X-Acme-Key', source: 'config' } } },
    };
    const lines = changed(renderRules(sampleFacts), renderRules(keyed));
    expect(lines.filter((line) => line.startsWith('+'))).toEqual([
      '+- Authentication: an API key (from `docs.json`). Every request sends the header `X-Acme-Key: <API_KEY>`.',
      '+  --header "X-Acme-Key: <API_KEY>"',
      '+- Show the authentication header in its exact format, `X-Acme-Key: <API_KEY>`, with a placeholder instead of a real key.',
    ]);
    for (const line of lines.filter((l) => l.startsWith('-'))) expect(line).toMatch(/Bearer/);
  });

  test('the full lint section lists enabled rules, one line each', () => {
    const more: RulesFileFacts = {
      ...sampleFacts,
      lint: {
        configFile: '.docwrightrc.json',
        rules: [...sampleFacts.lint.rules, { id: 'image-frame', severity: 'warn', description: 'Require images inside `Frame`', options: { b: 1, a: 2 } }],
      },
    };
    const lines = changed(renderRules(sampleFacts, { form: 'full' }), renderRules(more, { form: 'full' }));
    expect(lines).toContain('+- `image-frame` (warn): Require images inside `Frame`. Options: `{"a":2,"b":1}`.');
    // The rule's own lines come with it (each naming it), and the blank line between blocks.
    for (const line of lines) expect(line).toMatch(/image-frame|lint configuration|^[+-]$/);
    const compact = changed(renderRules(sampleFacts), renderRules(more));
    expect(compact).toContain('+- Warnings: `image-frame`.');
    expect(compact).toContain('+- `image-frame` options: `{"a":2,"b":1}`.');
    for (const line of compact) expect(line).toMatch(/image-frame|lint configuration|^[+-]$/);
  });

  test('without a project it says the rules are generic', () => {
    const text = renderRules({ components: sampleFacts.components, lint: sampleFacts.lint });
    expect(text).toContain('No `docs.json` was found');
    expect(text).not.toContain('## The project');
  });

  test('auth headers', () => {
    expect(authHeader({ method: 'bearer', source: 'config' })).toBe('Authorization: Bearer <API_KEY>');
    expect(authHeader({ method: 'basic', source: 'config' })).toBe('Authorization: Basic <BASE64_CREDENTIALS>');
    expect(authHeader({ method: 'key', name: 'api-key', inputPrefix: 'Token ', source: 'config' })).toBe('api-key: Token <API_KEY>');
    expect(authHeader({ method: 'none', source: 'config' })).toBeUndefined();
  });

  test('a large navigation is outlined with page counts', () => {
    const pages = (n: number): OutlineNode[] => Array.from({ length: n }, (_, i) => ({ kind: 'page', label: `p${i}`, page: `p${i}`, children: [] }));
    const big: OutlineNode[] = [{ kind: 'group', label: 'Everything', children: pages(OUTLINE_PAGE_LIMIT + 1) }];
    expect(renderOutline(big)).toBe(`- Everything: ${OUTLINE_PAGE_LIMIT + 1} pages`);
    expect(renderOutline([{ kind: 'group', label: 'Few', children: pages(2) }])).toBe('- Few: `p0`, `p1`');
  });
});

describe('the text docwright writes itself', () => {
  test('passes every recommended rule, writing style included', async () => {
    const facts: RulesFileFacts = { project: sampleProject, components: [], lint: { rules: [] } };
    const text = freshFile('page', facts, renderRules(facts));
    const result = await verifyText(text, { filePath: '.cursor/rules.md', rules: presets.recommended.rules });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([]);
  });
});
