// A union member with one wrong field: the message names that field and what it expects, at
// its value, and Mintlify's validator (a test oracle only) refuses the same input. zod settles a
// failed union by itself when one branch has only issues that do not abort (an unknown key), and
// reported that branch: `fonts: {family, weight: "bold"}` read as unknown keys of `{heading, body}`.
import { describe, expect, it } from '@jest/globals';
import { validateDocsConfig as mintlifyDocs, validateMintConfig as mintlifyMint } from '@mintlify/validation';
import { validateDocsConfig } from '../../src/config/index.js';

const docs = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'R', colors: { primary: '#0D7A5F' }, navigation: { pages: ['index'] } };
const mint = { name: 'R', favicon: '/favicon.svg', colors: { primary: '#0D7A5F' }, navigation: [{ group: 'G', pages: ['index'] }] };

async function findings(config: Record<string, unknown>, file: 'docs.json' | 'mint.json'): Promise<string[]> {
  const text = JSON.stringify(config, null, 2);
  const loaded = await validateDocsConfig(text, { root: '/project', path: file });
  return loaded.diagnostics.filter((d) => d.ruleId === 'config-schema').map((d) => `${d.line}:${d.column} ${d.message}`);
}

/** The line:col of the first occurrence of `needle` in the pretty-printed config. */
function at(config: Record<string, unknown>, needle: string): string {
  const lines = JSON.stringify(config, null, 2).split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return `${line + 1}:${(lines[line] ?? '').indexOf(needle) + 1}`;
}

interface Case {
  name: string;
  extra: Record<string, unknown>;
  /** Where the finding stands: the text of the wrong value as written. */
  value: string;
  message: string;
}

const docsCases: Case[] = [
  { name: 'a single font with a string weight', extra: { fonts: { family: 'Inter', weight: 'bold' } }, value: '"bold"', message: 'Unexpected string `bold` for `fonts.weight`, expected a number' },
  { name: 'a heading font with a string weight', extra: { fonts: { heading: { family: 'Inter', weight: 'bold' } } }, value: '"bold"', message: 'Unexpected string `bold` for `fonts.heading.weight`, expected a number' },
  { name: 'a single font with a wrong format', extra: { fonts: { family: 'Inter', source: '/a.woff', format: 'ttf' } }, value: '"ttf"', message: 'Unexpected value `ttf` for `fonts.format`, expected one of `woff`, `woff2`' },
  { name: 'a navbar link with a number href', extra: { navbar: { links: [{ label: 'A', href: 3 }] } }, value: '3', message: 'Unexpected number `3` for `navbar.links[0].href`, expected a string' },
  { name: 'a navbar link with a number label', extra: { navbar: { links: [{ label: 7, href: '/a' }] } }, value: '7', message: 'Unexpected number `7` for `navbar.links[0].label`, expected a string' },
  { name: 'a navbar primary button with a number label', extra: { navbar: { primary: { type: 'button', label: 3, href: 'https://a.dev' } } }, value: '3', message: 'Unexpected number `3` for `navbar.primary.label`, expected a string' },
  { name: 'a footer social that is a number', extra: { footer: { socials: { x: 3 } } }, value: '3', message: 'Unexpected number `3` for `footer.socials.x`, expected a string' },
  { name: 'a logo whose dark is a number', extra: { logo: { light: '/a.svg', dark: 3 } }, value: '3', message: 'Unexpected number `3` for `logo.dark`, expected a string' },
  { name: 'a favicon whose dark is a number', extra: { favicon: { light: '/a.svg', dark: 3 } }, value: '3', message: 'Unexpected number `3` for `favicon.dark`, expected a string' },
  { name: 'a background image whose dark is a number', extra: { background: { image: { light: '/a.png', dark: 4 } } }, value: '4', message: 'Unexpected number `4` for `background.image.dark`, expected a string' },
  { name: 'a background decoration misspelt', extra: { background: { decoration: 'grad' } }, value: '"grad"', message: 'Unexpected value `grad` for `background.decoration`, expected `grid`' },
  { name: 'an api playground display misspelt', extra: { api: { playground: { display: 'interactiv' } } }, value: '"interactiv"', message: 'Unexpected value `interactiv` for `api.playground.display`, expected `interactive`' },
  { name: 'a contextual option with a number title', extra: { contextual: { options: [{ title: 3, description: 'd', href: 'https://a.dev' }] } }, value: '3', message: 'Unexpected number `3` for `contextual.options[0].title`, expected a string' },
  { name: 'a codeblocks theme pair with a number dark', extra: { styling: { codeblocks: { theme: { light: 'github-light', dark: 3 } } } }, value: '3', message: 'Unexpected value `3` for `styling.codeblocks.theme.dark`, expected one of `andromeeda`' },
];

describe('a union member with one wrong field', () => {
  it.each(docsCases)('docs.json: $name names the field at fault', async ({ extra, value, message }) => {
    const config = { ...docs, ...extra };
    const [only, ...rest] = await findings(config, 'docs.json');
    expect(rest).toEqual([]);
    const placeOf = at(config, `: ${value}`);
    const [line, column] = placeOf.split(':').map(Number);
    expect(only).toContain(`${line ?? 0}:${(column ?? 0) + 2} ${message}`);
    expect(mintlifyDocs(config).success).toBe(false);
  });

  it('docs.json: a navbar link without `label` asks for `label`, not for a brand `type`', async () => {
    const config = { ...docs, navbar: { links: [{ href: 'https://a.dev' }] } };
    expect(await findings(config, 'docs.json')).toEqual(['15:7 Missing `label` in `navbar.links[0]`, expected a string']);
    expect(mintlifyDocs(config).success).toBe(false);
  });

  it('mint.json: a single font with a string weight names `weight`', async () => {
    const config = { ...mint, font: { family: 'Inter', weight: 'bold' } };
    expect(await findings(config, 'mint.json')).toEqual(['17:15 Unexpected string `bold` for `font.weight`, expected a number']);
    expect(mintlifyMint(config).success).toBe(false);
  });

  it('mint.json: a `topbarCtaButton.type` no branch knows expects the values of every branch', async () => {
    for (const [type, expected] of [['button', 'one of `github`, `link`'], ['lnk', '`link`'], ['gitlab', '`github`']] as const) {
      const config = { ...mint, topbarCtaButton: { type, name: 'A', url: 'https://a.dev' } };
      expect(await findings(config, 'mint.json')).toEqual([`16:13 Unexpected value \`${type}\` for \`topbarCtaButton.type\`, expected ${expected}`]);
      expect(mintlifyMint(config).success).toBe(false);
    }
  });
});
