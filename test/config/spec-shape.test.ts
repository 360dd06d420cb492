// Issue 44, "The spec is the reference": a docs.json in the shape of ../shared/SPEC.md follows
// the spec (only `name` and `navigation` required), a mint.json keeps Mintlify's rule, and what
// Mintlify accepts but the spec forbids is a `config-spec` warning at the key's line.
import { describe, expect, test } from '@jest/globals';
import { detectGeneration, isSpecShaped, validateDocsConfig } from '../../src/config/index.js';
import { SPEC_RULE } from '../../src/config/spec-rules.js';

const root = '/project';
const load = (name: string, text: string): ReturnType<typeof validateDocsConfig> => validateDocsConfig(text, { root, path: name });
const lines = (loaded: Awaited<ReturnType<typeof validateDocsConfig>>): string[] => loaded.diagnostics.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`);
const SPEC_MINIMAL = '{\n  "name": "Spec",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n';

describe('a docs.json in the spec\'s shape', () => {
  test('passes with only `name` and `navigation`; the same mint.json misses `favicon` and `colors`', async () => {
    const docs = await load('docs.json', SPEC_MINIMAL);
    expect(lines(docs)).toEqual([]);
    expect(docs.model?.navigation[0]?.label).toBe('Start');
    expect(docs.model?.favicon).toBeUndefined();
    const mint = await load('mint.json', SPEC_MINIMAL);
    expect(lines(mint).map((l) => l.replace(/ config-schema .*?,.*$/, (m) => m.split(',')[0] ?? m))).toEqual(['1:1 error config-schema Missing `favicon`', '1:1 error config-schema Missing `colors`']);
  });

  test('is recognised by its shape in a file named docs.json only', () => {
    expect(isSpecShaped(detectGeneration({ name: 'x', navigation: [] }, '/p/docs.json'), '/p/docs.json')).toBe(true);
    expect(isSpecShaped(detectGeneration({ name: 'x', navigation: [] }, '/p/mint.json'), '/p/mint.json')).toBe(false);
    expect(isSpecShaped(detectGeneration({ name: 'x', navigation: { pages: [] } }, '/p/docs.json'), '/p/docs.json')).toBe(false);
    // A misspelt `navigation` still tells the shape.
    expect(detectGeneration({ name: 'x', navigaton: [] }, '/p/docs.json')).toBe('legacy');
  });

  test('a misspelt `navigation` is one error at the misspelling, with the did-you-mean', async () => {
    const docs = await load('docs.json', '{\n  "name": "Spec",\n  "navigaton": [{ "group": "Start", "pages": ["index"] }]\n}\n');
    expect(lines(docs)).toHaveLength(1);
    expect(lines(docs)[0]).toMatch(/^3:3 error config-schema Missing `navigation`, expected .* \(found `navigaton`: did you mean `navigation`\?\)$/);
    const current = await load('docs.json', JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#0D9373' }, navigaton: { pages: ['index'] } }, null, 2));
    expect(lines(current).filter((l) => l.includes('navigaton'))).toEqual([expect.stringMatching(/^7:3 error config-schema Missing `navigation`/)]);
  });

  test('what Mintlify accepts and the spec forbids is a warning at its line, naming the spec\'s rule', async () => {
    const text = `{
  "name": "Spec",
  "navigation": [{ "group": "Start", "pages": ["index"] }],
  "api": { "auth": { "method": "basic", "name": "token" } },
  "footerSocials": { "github": "https://github.com/a/b", "youtube": "https://youtube.com/a" },
  "anchors": [{ "name": "Blog", "url": "https://blog.example.test", "iconType": "regular", "color": { "from": "#000000", "via": "#111111", "to": "#222222" } }],
  "colors": { "primary": "#0D9373", "background": { "light": "#ffffff" } },
  "versions": ["v2", { "name": "v1" }]
}
`;
    const docs = await load('docs.json', text);
    const spec = docs.diagnostics.filter((f) => f.ruleId === SPEC_RULE);
    const source = text.split('\n');
    expect(spec.map((f) => `${f.line}:${/^("[^"]*"|\{)/.exec(source[f.line - 1]?.slice(f.column - 1) ?? '')?.[0] ?? ''}`)).toEqual(['4:"name"', '5:"youtube"', '6:"iconType"', '6:"via"', '7:"background"', '8:{']);
    expect(spec.every((f) => f.severity === 'warn')).toBe(true);
    expect(spec[0]?.message).toBe('Unexpected value `token` for `api.auth.name` with method `basic`, expected `[usernameName]:[passwordName]` as the spec has it, such as `username:password` (Mintlify takes any name)');
    expect(spec[1]?.message).toMatch(/^Unexpected key `youtube` in `footerSocials`, expected one of the spec's `website`, `facebook`, `x`, /);
    expect(docs.diagnostics.filter((f) => f.severity === 'error')).toEqual([]);
    // The same keys in a mint.json are Mintlify's to judge: no spec warnings.
    const mint = await load('mint.json', text.replace('"name": "Spec",', '"name": "Spec", "favicon": "/f.svg",'));
    expect(mint.diagnostics.filter((f) => f.ruleId === SPEC_RULE)).toEqual([]);
  });

  test('each mode the spec\'s table requires in `colors.background` and the file leaves out is a warning, `{}` too', async () => {
    const text = (background: string): string => `{\n  "name": "Spec",\n  "colors": { "primary": "#0D9373", "background": ${background} },\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
    const spec = async (background: string): Promise<string[]> => (await load('docs.json', text(background))).diagnostics.filter((f) => f.ruleId === SPEC_RULE).map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`);
    const missing = (mode: string): string => `3:37 warn Missing \`${mode}\` in \`colors.background\`, expected a hex colour as the spec requires it (Mintlify takes \`colors.background\` without it)`;
    expect(await spec('{}')).toEqual([missing('light'), missing('dark')]);
    expect(await spec('{ "dark": "#000000" }')).toEqual([missing('light')]);
    expect(await spec('{ "light": "#ffffff", "dark": "#000000" }')).toEqual([]);
    expect((await load('docs.json', text('{}'))).diagnostics.filter((f) => f.severity === 'error')).toEqual([]);
  });

  test('a docs.json in Mintlify\'s current shape gets the spec\'s rule for footer socials and basic auth', async () => {
    const text = JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, footer: { socials: { x: 'https://x.com/a', medium: 'https://medium.com/a' } }, api: { mdx: { auth: { method: 'basic', name: 'user:pass' } } } }, null, 2);
    const docs = await load('docs.json', text);
    expect(docs.diagnostics.filter((f) => f.ruleId === SPEC_RULE).map((f) => f.message)).toEqual([expect.stringMatching(/^Unexpected key `medium` in `footer.socials`/)]);
  });
});
