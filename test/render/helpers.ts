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
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'missing-page'] }, { group: 'More', pages: ['guide/advanced'] }] },
      { tab: 'API', groups: [{ group: 'Reference', pages: ['api/overview'] }] },
    ],
  },
  navbar: { links: [{ label: 'Support', href: 'mailto:help@example.com' }], primary: { type: 'button', label: 'Sign up', href: 'https://example.com' } },
  footer: { socials: { github: 'https://github.com/acme/docs' } },
});
