// Languages (issue 27 item 4): the switcher names each language as its speakers do and leads
// to the same page in it when there is one (else that language's first page), the interface
// strings follow the page's language, and `<html lang>` says which it is.
import { describe, expect, test } from '@jest/globals';
import { createSite } from '../../src/render/site/site.js';
import { LANGUAGE_NAMES, langTag, languageName, TRANSLATED, uiStrings } from '../../src/render/components/i18n.js';
import { languageCodes } from '../../src/config/schema/current.js';
import { makeProject } from './helpers.js';

export const LANGUAGE_PROJECT: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Polyglot',
    colors: { primary: '#0D9373' },
    contextual: { options: ['copy'] },
    navigation: {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] },
        { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index', 'fr/quickstart'] }] },
        { language: 'cn', groups: [{ group: '开始', pages: ['cn/index'] }] },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\n## Hello\n\nWelcome.\n\n```js\nlet a = 1\n```\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun it.\n',
  'fr/index.mdx': '---\ntitle: Accueil\n---\n\n## Bonjour\n\nBienvenue.\n',
  'fr/quickstart.mdx': '---\ntitle: Démarrage rapide\n---\n\n## Installer\n\nLancez-le.\n',
  'fr/hidden.mdx': '---\ntitle: Caché\n---\n\nHors navigation.\n',
  'cn/index.mdx': '---\ntitle: 首页\n---\n\n## 你好\n\n欢迎。\n',
};

async function page(path: string): Promise<string> {
  const site = await createSite({ root: makeProject(LANGUAGE_PROJECT), workers: 0, cacheDir: false, dev: true });
  return String((await site.render(path))?.body);
}

describe('language names and tags', () => {
  test('every Mintlify language code has a name; codes that are not BCP 47 tags are mapped', () => {
    for (const code of languageCodes) expect(Object.hasOwn(LANGUAGE_NAMES, code)).toBe(true);
    expect([languageName('fr'), languageName('es'), languageName('ja'), languageName('cn'), languageName('xx')]).toEqual(['Français', 'Español', '日本語', '简体中文', 'xx']);
    expect([langTag('cn'), langTag('jp'), langTag('fr-ca'), langTag('pt-BR'), langTag('not a tag')]).toEqual(['zh-Hans', 'ja', 'fr-CA', 'pt-BR', undefined]);
  });

  test('the interface is translated for the languages of the Mintlify docs (en, fr, es, zh) and more', () => {
    for (const tag of ['en', 'fr', 'es', 'zh', 'zh-Hant', 'ja', 'de', 'pt', 'ko']) expect(TRANSLATED).toContain(tag);
    expect(uiStrings('fr').onThisPage).toBe('Sur cette page');
    expect(uiStrings('zh-Hans').previous).toBe('上一页');
    expect(uiStrings('zh-TW').previous).toBe('上一頁');
    expect(uiStrings('pt-BR').next).toBe('Próximo');
    expect(uiStrings('sv').search).toBe('Search…');
    // Each table has every string, none left empty.
    for (const tag of TRANSLATED) expect(Object.values(uiStrings(tag))).not.toContain('');
  });
});

describe('a site in three languages', () => {
  test('a French page says lang="fr", shows French interface strings and names the languages', async () => {
    const html = await page('/fr/quickstart');
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('>Sur cette page</p>');
    expect(html).toContain('<span>Rechercher…</span>');
    expect(html).toContain('placeholder="Rechercher dans la documentation"');
    expect(html).toContain('>Options de la page</button>');
    expect(html).toContain('<span>Précédent</span>');
    expect(html).toContain('data-dw-copy="Copier le code"');
    expect(html).toContain('--dw-copied:"Copié"');
    expect(html).toContain('<summary aria-label="Langue: Français">');
    expect(html).not.toMatch(/<span>(en|fr|cn)<\/span>/);
  });

  test('the switcher leads to the same page in a language that has it, else to that language’s first page', async () => {
    const html = await page('/fr/quickstart');
    expect(html).toContain('<a href="/quickstart" hreflang="en" lang="en"><span>English</span></a>');
    expect(html).toContain('<a href="/cn" hreflang="zh-Hans" lang="zh-Hans"><span>简体中文</span></a>');
    const english = await page('/quickstart');
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain('<a href="/fr/quickstart" hreflang="fr" lang="fr"><span>Français</span></a>');
    expect(english).toContain('>On this page</p>');
    expect(english).not.toContain('data-dw-copy=');
  });

  test('Chinese pages declare zh-Hans; a page outside the navigation takes the language of its folder', async () => {
    expect(await page('/cn')).toMatch(/<html lang="zh-Hans"/);
    const hidden = await page('/fr/hidden');
    expect(hidden).toMatch(/<html lang="fr"/);
    expect(hidden).toContain('<span>Rechercher…</span>');
  });
});
