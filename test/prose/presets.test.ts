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
    expect([...rulesById.keys()].filter((id) => !covered.has(id))).toEqual(['icon-known']);
    expect(Object.keys(presets.strict.rules).sort()).toEqual([...rulesById.keys()].sort());
  });

  test('every rule tagged `style` is in it', () => {
    const styleRules = [...rulesById.values()].filter((rule) => rule.tags.includes('style')).map((rule) => rule.id);
    expect(Object.keys(presets.style.rules).sort()).toEqual(styleRules.sort());
  });
});
