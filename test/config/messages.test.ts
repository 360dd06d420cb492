import { describe, expect, it } from '@jest/globals';
import { validateDocsConfig } from '../../src/config/index.js';

async function messages(config: unknown, read?: (path: string) => Promise<string>): Promise<string[]> {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const loaded = await validateDocsConfig(text, { root: '/project', path: 'docs.json', ...(read ? { read } : {}) });
  return loaded.diagnostics.map((d) => `${d.file.replace('/project/', '')}:${d.line}:${d.column} ${d.message}`);
}

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } };

describe('configuration messages', () => {
  it('names the key path and the fix for a bad value', async () => {
    expect(await messages({ ...base, colors: { primary: 'red' } })).toEqual([
      'docs.json:5:16 Unexpected value `red` for `colors.primary`, expected a hex color such as `#0D9373` (`#RGB` or `#RRGGBB`)',
    ]);
  });

  it('reports an unknown key at the key, with did you mean', async () => {
    expect(await messages({ ...base, navigation: { groups: [{ group: 'Start', pagse: ['index'] }] } })).toEqual([
      'docs.json:11:9 Unexpected key `pagse` in `navigation.groups[0]` (Mintlify drops it, and what it holds with it), expected `pages`',
    ]);
    expect(await messages({ ...base, navbar: {}, nvabar: {} })).toEqual(['docs.json:13:3 Unexpected key `nvabar` that has no effect (Mintlify ignores it), expected `navbar`']);
  });

  it('reports a missing key at its parent object', async () => {
    const { name: _name, ...rest } = base;
    expect(await messages(rest)).toEqual(['docs.json:1:1 Missing `name`, expected a string']);
  });

  it('reports the union branch the user meant, not every alternative', async () => {
    expect(await messages({ ...base, navigation: { pages: ['index', { group: 'G', pages: [5] }] } })).toEqual([
      'docs.json:13:11 Unexpected number `5` for `navigation.pages[1].pages[0]`, expected a string or an object with `group`',
    ]);
    expect(await messages({ ...base, navigation: { tabs: [{ tab: 'Guides', grups: [] }] } })).toEqual([
      'docs.json:11:9 Unexpected key `grups` in `navigation.tabs[0]` (Mintlify drops it, and what it holds with it), expected `groups`',
    ]);
    expect(await messages({ ...base, navbar: { primary: { type: 'button', href: 'https://x.dev' } } })).toEqual([
      'docs.json:13:16 Missing `label` in `navbar.primary`, expected a string',
    ]);
  });

  it('suggests the closest enum value', async () => {
    expect(await messages({ ...base, theme: 'mnt' })).toEqual(['docs.json:2:12 Unexpected value `mnt` for `theme`, expected `mint`']);
    expect(await messages({ ...base, appearance: { default: 'blue' } })).toEqual([
      'docs.json:13:16 Unexpected value `blue` for `appearance.default`, expected one of `system`, `light`, `dark`',
    ]);
  });

  it('checks legacy mint.json with its defaults and enums', async () => {
    const legacy = { name: 'Old', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'G', pages: ['a'] }] };
    expect(await messages({ ...legacy, topbarCtaButton: { url: 'https://x.dev' } })).toEqual([
      'docs.json:15:22 Missing `name` in `topbarCtaButton`, expected a string',
    ]);
    expect(await messages({ ...legacy, footerSocials: { myspace: 'https://x.dev' } })).toEqual([
      expect.stringContaining('docs.json:16:5 Unexpected key `myspace` in `footerSocials`, expected one of `x`, `website`'),
    ]);
    expect(await messages({ ...legacy, api: { playground: { mode: 'shw' } } })).toEqual([
      'docs.json:17:15 Unexpected value `shw` for `api.playground.mode`, expected `show`',
    ]);
  });

  it('positions problems inside a $ref file in that file', async () => {
    const files: Record<string, string> = { '/project/nav.json': '{\n  "groups": [{ "group": "G", "pages": [1] }]\n}\n' };
    const read = (path: string): Promise<string> => {
      const text = files[path];
      if (text === undefined) return Promise.reject(new Error('ENOENT'));
      return Promise.resolve(text);
    };
    expect(await messages({ ...base, navigation: { $ref: './nav.json' } }, read)).toEqual([
      'nav.json:2:40 Unexpected number `1` for `navigation.groups[0].pages[0]`, expected a string or an object with `group`',
    ]);
  });
});
