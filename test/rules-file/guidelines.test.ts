// Every writing rule of the spec reaches the file. The list of spec rules and the guidelines
// that carry them out are the same data the renderer prints (src/rules-file/guidelines.ts).
import { describe, expect, test } from '@jest/globals';
import { specRuleIds, specRules, writingSections, type Guideline } from '../../src/rules-file/guidelines.js';
import { projectWritingSections, renderRules } from '../../src/rules-file/render.js';
import type { RulesFileFacts } from '../../src/rules-file/types.js';
import { sampleFacts } from './sample-facts.js';

const sections = writingSections({ authHeader: 'Authorization: Bearer <API_KEY>', openapi: true });
const guidelines: Guideline[] = sections.flatMap((section) => [...section.items]);

/** The bare minimum: no docs.json, no components, no lint rules. */
const bare: RulesFileFacts = { components: [], lint: { rules: [] } };

describe('the spec writing rules', () => {
  test('come in the spec six groups', () => {
    expect(Object.keys(specRules)).toEqual(['language', 'organisation', 'userFocus', 'code', 'api', 'accessibility']);
  });

  test.each(specRuleIds)('%s is carried out by a guideline printed in every project', (id) => {
    const carriers = guidelines.filter((guideline) => guideline.covers?.includes(id));
    expect(carriers.length).toBeGreaterThan(0);
    // A guideline tied to components drops out when the registry lacks them: it cannot be the only carrier.
    expect(carriers.some((guideline) => guideline.components === undefined)).toBe(true);
  });

  test.each([
    ['compact, bare project', bare, 'compact'],
    ['full, bare project', bare, 'full'],
    ['compact, sample project', sampleFacts, 'compact'],
    ['full, sample project', sampleFacts, 'full'],
  ] as const)('every spec rule appears in the %s file', (_name, facts, form) => {
    const text = renderRules(facts, { form });
    const printed = projectWritingSections(facts).flatMap((section) => section.items.filter((guideline) => guideline.covers !== undefined));
    const covered = new Set(printed.flatMap((guideline) => guideline.covers ?? []));
    expect(specRuleIds.filter((id) => !covered.has(id))).toEqual([]);
    const missing = printed.filter((guideline) => !text.includes(`- ${guideline.text}`));
    expect(missing.map((guideline) => guideline.text)).toEqual([]);
  });

  test('the rules the issue found missing are there, each as a checkable instruction', () => {
    const text = renderRules(bare);
    expect(text).toMatch(/^- Handle errors .*check the status code or catch the exception/m);
    expect(text).toMatch(/^- Cover the edge cases .*an empty list/m);
    expect(text).toMatch(/^- Add a short comment above each non-obvious line/m);
    expect(text).toMatch(/^- State the rate limits with their numbers \(for example "100 requests per minute per key"\)/m);
    expect(text).toMatch(/^- List every HTTP status code an endpoint returns/m);
    expect(text).toMatch(/^- Describe keyboard use wherever a reader works in a user interface/m);
    expect(text).toMatch(/^- Keep the color contrast of text high enough to read \(at least 4\.5:1\)/m);
  });
});
