// `fonts` in docs.json, judged by docwright and by Mintlify's published validator
// (`@mintlify/validation`, a devDependency used as a test oracle only). The platform's `fonts` is
// a union whose first branch, one font (`family` …), drops unknown keys: so `family` beside
// `heading` or `body` is one font for the whole site, and `heading` and `body` are dropped.
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig as mintlify } from '@mintlify/validation';
import { validateDocsConfig } from '../../src/config/index.js';
import { fontSettings } from '../../src/render/components/fonts.js';

const base = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Fonts', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } };

const CASES: Record<string, unknown> = {
  'one font': { family: 'Inter' },
  'heading and body': { heading: { family: 'Lora' }, body: { family: 'Inter' } },
  'family beside heading': { family: 'Inter', heading: { family: 'Lora' } },
  'family beside heading and body': { family: 'Inter', heading: { family: 'Lora' }, body: { family: 'Lora' } },
  'family beside an invalid body': { family: 'Inter', body: { family: 'Lora', weight: 'bold' } },
  'heading and body with a weight beside': { heading: { family: 'Lora' }, body: { family: 'Inter' }, weight: 400 },
  'an unknown key in heading': { heading: { family: 'Lora', extra: 1 } },
  'a source without a format': { family: 'Inter', source: '/inter.woff2' },
};

const check = async (fonts: unknown): Promise<Awaited<ReturnType<typeof validateDocsConfig>>> =>
  validateDocsConfig(JSON.stringify({ ...base, fonts }, null, 2), { root: '/nonexistent-project', path: 'docs.json' });

describe('fonts, as Mintlify’s validator judges them', () => {
  test.each(Object.entries(CASES))('%s', async (_name, fonts) => {
    const ours = await check(fonts);
    const errors = ours.diagnostics.filter((f) => f.severity === 'error');
    expect({ accepted: errors.length === 0, errors: errors.map((f) => f.message) }).toEqual({ accepted: mintlify({ ...base, fonts }).success, errors: expect.any(Array) as unknown });
  });

  test('heading and body beside family are warnings at each key, and the build draws the one font, as the platform does', async () => {
    const fonts = { family: 'Inter', heading: { family: 'Lora' }, body: { family: 'Lora' } };
    const ours = await check(fonts);
    const text = JSON.stringify({ ...base, fonts }, null, 2).split('\n');
    const at = (needle: string): number => text.findIndex((l) => l.includes(needle)) + 1;
    expect(ours.diagnostics.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([
      `${at('"heading"')}:5 warn config-key-ignored Unexpected key \`heading\` in \`fonts\` that has no effect (Mintlify ignores it), expected one of \`family\`, \`weight\`, \`source\`, \`format\``,
      `${at('"body"')}:5 warn config-key-ignored Unexpected key \`body\` in \`fonts\` that has no effect (Mintlify ignores it), expected one of \`family\`, \`weight\`, \`source\`, \`format\``,
    ]);
    const parsed = mintlify({ ...base, fonts });
    expect(parsed.success && parsed.data.fonts).toEqual({ family: 'Inter' });
    expect(fontSettings(ours.model?.fonts)).toEqual({ body: { family: 'Inter' }, heading: { family: 'Inter' } });
  });
});
