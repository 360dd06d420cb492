import { describe, expect, test } from '@jest/globals';
import { presets } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';

describe('style preset', () => {
  test('holds only prose and wording rules, each a warning in recommended too', () => {
    const ids = Object.keys(presets.style.rules);
    const recommended = new Map<string, unknown>(Object.entries(presets.recommended.rules));
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      expect(rulesById.get(id)?.tags).toContain('style');
      expect(recommended.get(id)).toBe('warn');
    }
  });

  test('every rule tagged `style` is in it', () => {
    const styleRules = [...rulesById.values()].filter((rule) => rule.tags.includes('style')).map((rule) => rule.id);
    expect(Object.keys(presets.style.rules).sort()).toEqual(styleRules.sort());
  });
});
