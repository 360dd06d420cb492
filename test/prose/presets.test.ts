import { describe, expect, test } from '@jest/globals';
import { presets } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';

describe('style preset', () => {
  test('holds the writing and suggestion rules, as warnings, and recommended holds none of them', () => {
    expect(Object.values(presets.style.rules).every((setting) => setting === 'warn')).toBe(true);
    const recommended = Object.keys(presets.recommended.rules);
    for (const id of Object.keys(presets.style.rules)) {
      expect(rulesById.get(id)?.tags).toContain('style');
      expect(recommended).not.toContain(id);
    }
  });

  test('recommended and style together cover every rule but the strict-only ones', () => {
    const covered = new Set([...Object.keys(presets.recommended.rules), ...Object.keys(presets.style.rules)]);
    // Opt-in one by one: advice whose hand-judged precision on real pages is under 80% (bench/README.md, `precision`).
    expect([...rulesById.keys()].filter((id) => !covered.has(id))).toEqual([
      'codegroup-for-languages',
      'fields-for-parameters',
      'heading-descriptive',
      'icon-known',
      'media-title',
      'prose-write-good',
    ]);
    expect(Object.keys(presets.strict.rules).sort()).toEqual([...rulesById.keys()].sort());
  });

  test('holds the checks of the spec’s writing rules', () => {
    expect(Object.keys(presets.style.rules).sort()).toEqual([
      'prose-active-voice',
      'prose-concise',
      'prose-present-tense',
      'prose-second-person',
      'prose-sentence-length',
      'prose-terminology',
      'steps-for-procedures',
    ]);
  });

  test('every rule tagged `style` is in it', () => {
    const styleRules = [...rulesById.values()].filter((rule) => rule.tags.includes('style')).map((rule) => rule.id);
    expect(Object.keys(presets.style.rules).sort()).toEqual(styleRules.sort());
  });
});
