import { tempProject } from '../support/project.js';

/** A throwaway project folder with the given files (path → text). */
export function makeProject(files: Record<string, string>): string {
  return tempProject(files, 'docwright-render-');
}

export const DOCS_JSON = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Acme',
  description: 'Docs for Acme',
  colors: { primary: '#0D7A5F', light: '#07C983', dark: '#0D9373' },
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'missing-page'] }, { group: 'More', pages: ['guide/advanced'] }] },
      { tab: 'API', groups: [{ group: 'Reference', pages: ['api/overview'] }] },
    ],
  },
  navbar: { links: [{ label: 'Support', href: 'mailto:help@example.com' }], primary: { type: 'button', label: 'Sign up', href: 'https://example.com' } },
  footer: { socials: { github: 'https://github.com/acme/docs' } },
});

/** A changelog page of three `<Update>`s (March, February, January), the first two with tags. */
export const CHANGELOG_PAGE = [
  '---\ntitle: Changelog\n---\n',
  '<Update label="March" tags={["Spearmint", "Wintergreen"]}>\n  March notes.\n</Update>\n',
  '<Update label="February" tags={["Spearmint"]}>\n  February notes.\n</Update>\n',
  '<Update label="January">\n  January notes.\n</Update>\n',
].join('\n');

export const GROUPS = 6;
export const PARTS = 5;
export const PER_PART = 10;

/** Pages `<dir>/page0` to `<dir>/page<count - 1>` titled `<title>.<i>`, text "Text.": written into `files`, listed in `pages`, and given back (a group's `pages`). */
export function addPages(files: Record<string, string>, pages: string[], dir: string, title: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const path = `${dir}/page${i}`;
    files[`${path}.mdx`] = `---\ntitle: ${title}.${i}\n---\n\nText.\n`;
    pages.push(path);
    return path;
  });
}

/** A tab `Big` of GROUPS groups of PARTS nested groups of PER_PART pages (more links than a sidebar carries whole), and a small tab `Small`. */
export function largeNavProject(): { root: string; pages: string[] } {
  const files: Record<string, string> = {};
  const pages: string[] = [];
  const groups = [];
  for (let g = 0; g < GROUPS; g++) {
    const parts = [];
    for (let p = 0; p < PARTS; p++) parts.push({ group: `Part ${g}.${p}`, pages: addPages(files, pages, `big/g${g}/p${p}`, `Big ${g}.${p}`, PER_PART) });
    groups.push({ group: `Group ${g}`, pages: parts });
  }
  files['small/one.mdx'] = '---\ntitle: Small one\n---\n\nText.\n';
  files['small/two.mdx'] = '---\ntitle: Small two\n---\n\nText.\n';
  files['docs.json'] = JSON.stringify({
    theme: 'mint',
    name: 'Big',
    colors: { primary: '#0D7A5F' },
    navigation: { tabs: [{ tab: 'Big', groups }, { tab: 'Small', groups: [{ group: 'Only', pages: ['small/one', { group: 'Inner', pages: ['small/two'] }] }] }] },
  });
  return { root: makeProject(files), pages };
}
