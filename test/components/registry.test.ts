import { describe, expect, test } from '@jest/globals';
import { visit } from 'unist-util-visit';
import { readFileSync } from 'node:fs';
import { componentNames, components, getComponent } from '../../src/components/index.js';
import { componentIdsSource, UNLISTED_WITHOUT_ID } from '../../src/components/component-ids.js';
import { WITHOUT_ID } from '../../src/parse/component-ids.js';
import { parsePage } from '../../src/parse/index.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { presets } from '../../presets/index.js';
import type { RuleSettings } from '../../src/rule-kit/settings-types.js';

describe('registry', () => {
  test('src/parse/component-ids.ts is the registry\'s `dropsId` list as `npm run docs:rules` writes it', () => {
    expect(readFileSync(new URL('../../src/parse/component-ids.ts', import.meta.url), 'utf8')).toBe(componentIdsSource());
    expect([...WITHOUT_ID].sort()).toEqual([...components.filter((spec) => spec.dropsId).map((spec) => spec.name), ...UNLISTED_WITHOUT_ID].sort());
    // An unlisted name is one the registry does not describe: a registry component says it with `dropsId`.
    expect(UNLISTED_WITHOUT_ID.filter((name) => getComponent(name) !== undefined)).toEqual([]);
  });

  test('names are unique and found by getComponent', () => {
    expect(new Set(componentNames).size).toBe(components.length);
    for (const name of componentNames) expect(getComponent(name)?.name).toBe(name);
    expect(getComponent('Acordion')).toBeUndefined();
  });

  test('covers the seed vocabulary', () => {
    for (const name of ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'video', 'iframe', 'Tooltip', 'Update']) {
      expect(getComponent(name)).toBeDefined();
    }
    expect(getComponent('ParamField')?.exactlyOneOf).toEqual([['path', 'query', 'body', 'header', 'cookie', 'auth']]);
    expect(getComponent('CardGroup')?.attributes.find((a) => a.name === 'cols')?.type).toBe('integer');
  });

  test.each(components.map((spec) => [spec.name, spec] as const))('%s is described consistently', (_name, spec) => {
    expect(spec.purpose.length).toBeGreaterThan(10);
    expect(spec.whenToUse.length).toBeGreaterThan(10);
    const names = spec.attributes.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const attribute of spec.attributes) {
      if (attribute.type === 'enum') expect(attribute.values?.length).toBeGreaterThan(0);
      if (attribute.type === 'enum' && typeof attribute.default === 'string') expect(attribute.values).toContain(attribute.default);
    }
    for (const group of spec.exactlyOneOf ?? []) for (const name of group) expect(names).toContain(name);
    if (spec.uniqueAmongSiblings) expect(names).toContain(spec.uniqueAmongSiblings);
    for (const parent of spec.parents ?? []) expect(getComponent(parent)).toBeDefined();
    if (Array.isArray(spec.children)) for (const child of spec.children as string[]) if (child !== 'code' && child !== 'list') expect(getComponent(child)).toBeDefined();
    // The example parses and uses the component.
    const page = parsePage({ path: 'example.mdx', value: spec.example });
    expect(page.error).toBeUndefined();
    let used = false;
    visit(page.tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === spec.name) used = true;
      if (node.type === 'code' && node.lang === spec.name) used = true;
    });
    expect(used).toBe(true);
  });
});

// Every example lints clean under the recommended preset's component rules (and code-language).
const componentRules: RuleSettings = Object.fromEntries(
  Object.entries(presets.recommended.rules).filter(([id]) => id.startsWith('component-') || id === 'code-language'),
);

describe('registry examples lint clean', () => {
  test('the component rules are in the recommended preset', () => {
    expect(Object.keys(componentRules).length).toBeGreaterThan(8);
  });
  test.each(components.map((spec) => [spec.name, spec] as const))('%s', async (_name, spec) => {
    const result = await verifyText(spec.example, { filePath: 'example.mdx', rules: componentRules });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}: ${f.message}`)).toEqual([]);
  });
});
