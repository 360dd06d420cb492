// Issue 16: the configuration checked exactly as the platform's spec has it.
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig } from '../../src/config/index.js';

const root = '/project';
const lines = (loaded: { diagnostics: readonly { line: number; column: number; severity: string; ruleId: string; message: string }[] }): string[] =>
  loaded.diagnostics.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`);
const load = (name: string, value: unknown): ReturnType<typeof validateDocsConfig> => validateDocsConfig(JSON.stringify(value, null, 2), { root, path: name });

describe('colors is optional where the spec says so', () => {
  test('a mint.json of `name` and `navigation` alone is valid, with the default colours', async () => {
    const loaded = await load('mint.json', { name: 'Seeds', navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(lines(loaded)).toEqual([]);
    expect(loaded.model?.colors).toEqual({ primary: '#16A34A' });
  });

  test('a docs.json without `theme` and `colors` is reported (the spec requires them), and still has a lenient model', async () => {
    const loaded = await load('docs.json', { name: 'Seeds', navigation: { pages: ['index'] } });
    expect(lines(loaded)).toEqual([
      '1:1 error config-schema Missing `theme`, expected one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `sequoia`, `luma`',
      '1:1 error config-schema Missing `colors`, expected an object with `primary`',
    ]);
    expect(loaded.model).toBeUndefined();
    expect(loaded.lenientModel?.colors.primary).toBe('#16A34A');
    expect(loaded.lenientModel?.theme).toBe('mint');
  });
});

describe('basic auth names both fields', () => {
  test.each([
    ['mint.json', { name: 'Seeds', navigation: [], api: { auth: { method: 'basic', name: 'username' } } }, '7:15', '`api.auth.name`'],
    ['docs.json', { theme: 'mint', name: 'Seeds', colors: { primary: '#0D6E4F' }, navigation: { pages: [] }, api: { mdx: { auth: { method: 'basic', name: 'username' } } } }, '14:17', '`api.mdx.auth.name`'],
  ])('%s: a name without `:` is an error at the name, with an example', async (name, value, at, key) => {
    expect(lines(await load(name, value))).toEqual([
      `${at} error config-schema Unexpected value \`username\` for ${key}, expected the form \`[usernameName]:[passwordName]\` for the \`basic\` method, such as \`username:password\``,
    ]);
  });

  test('`user:pass` passes, and other methods keep a plain header name', async () => {
    expect(lines(await load('mint.json', { name: 'Seeds', navigation: [], api: { auth: { method: 'basic', name: 'email:token' } } }))).toEqual([]);
    expect(lines(await load('mint.json', { name: 'Seeds', navigation: [], api: { auth: { method: 'key', name: 'x-api-key' } } }))).toEqual([]);
  });
});

describe('footer socials outside the spec', () => {
  test('mint.json `twitter` is a warning naming `x`; an unknown key lists the spec keys; the array form too', async () => {
    const loaded = await load('mint.json', {
      name: 'Seeds',
      navigation: [],
      footerSocials: { twitter: 'https://x.com/seeds', github: 'https://github.com/seeds', mastodon: 'https://m.example/@s' },
    });
    expect(lines(loaded)).toEqual([
      '5:5 warn config-social-key Unexpected key `twitter` in `footerSocials`, expected the spec\'s key `x`',
      '7:5 warn config-social-key Unexpected key `mastodon` in `footerSocials`, expected one of `website`, `facebook`, `x`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`',
    ]);
    expect(loaded.model?.footer.socials).toMatchObject({ twitter: 'https://x.com/seeds' });
    const array = await load('mint.json', { name: 'Seeds', navigation: [], footerSocials: [{ type: 'twitter', url: 'https://x.com/seeds' }] });
    expect(lines(array)).toEqual(['6:15 warn config-social-key Unexpected value `twitter` for `footerSocials[0].type`, expected the spec\'s key `x`']);
  });

  test('docs.json `footer.socials` follows its own, longer list (`twitter` is in it)', async () => {
    const loaded = await load('docs.json', {
      theme: 'mint',
      name: 'Seeds',
      colors: { primary: '#0D6E4F' },
      navigation: { pages: [] },
      footer: { socials: { twitter: 'https://x.com/seeds', hackernews: 'https://news.ycombinator.com' } },
    });
    expect(lines(loaded)).toEqual(['13:7 warn config-social-key Unexpected key `hackernews` in `footer.socials`, expected the spec\'s key `hacker-news`']);
  });
});

describe('legacy keys left in a docs.json', () => {
  test('name where the setting lives now, and the model is built from the rest', async () => {
    const loaded = await load('docs.json', {
      theme: 'mint',
      name: 'Seeds',
      colors: { primary: '#0D6E4F' },
      topbarLinks: [],
      metadata: { title: 'Seeds' },
      navigation: { pages: ['index'] },
    });
    expect(lines(loaded)).toEqual([
      '7:3 error config-schema Unexpected key `topbarLinks`, expected `navbar.links` (its place in `docs.json`)',
      '9:5 error config-schema Unexpected key `title` in `metadata`, expected `seo.metatags` (its place in `docs.json`)',
    ]);
    expect(loaded.lenientModel?.name).toBe('Seeds');
    expect(loaded.lenientModel?.navigation.map((n) => n.page)).toEqual(['index']);
  });
});
