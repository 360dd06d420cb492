import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { FRONTMATTER_FIELDS, isMetaTagKey } from '../src/rule-kit/frontmatter-fields.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject, type Fix } from '../src/rule-kit/rule.js';
import { differsInCaseOnly, lineOffset } from '../src/rule-kit/edits.js';
import { didYouMean } from '../src/did-you-mean.js';
import { ownValue } from '../src/guards.js';

const known = Object.keys(FRONTMATTER_FIELDS);

/** Keys of Docusaurus and Starlight pages, which Mintlify ignores, with what does the job here. */
const FOREIGN: Readonly<Record<string, string>> = {
  sidebar_label: '`sidebarTitle`',
  sidebar_position: 'the page placed in order in `navigation` in docs.json',
  sidebar: '`sidebarTitle`, and the page placed in `navigation` in docs.json',
  slug: 'the file at the path of the URL (the path is the URL), or a `redirects` entry in docs.json',
  id: 'the file named as the URL should read (the path is the URL)',
  unlisted: '`hidden: true`',
  hide_table_of_contents: '`mode: "wide"`',
  tableOfContents: '`mode: "wide"` to hide it',
  template: '`mode: "custom"` for a page without the docs layout',
  pagination_next: 'the order of `navigation` in docs.json (it decides the next page)',
  pagination_prev: 'the order of `navigation` in docs.json (it decides the previous page)',
  displayed_sidebar: 'the page placed in the tab or group of `navigation` in docs.json',
  hero: '`mode: "custom"` and the hero written in the page (a heading, its text and `<Card>` links)',
  banner: 'a `banner` in docs.json (one for the whole site)',
  prev: 'the order of `navigation` in docs.json (it decides the previous page)',
  next: 'the order of `navigation` in docs.json (it decides the next page)',
  pagefind: '`noindex: true` to keep the page out of search',
};

/** The known key a typo most likely meant, if one is close enough. */
function suggest(key: string): string | undefined {
  // Short keys (`app`, `env`) are too near too many words to be typos of `api` or `url`: only a case slip counts.
  return didYouMean(key, known, { maxDistance: key.length < 5 ? 0 : Math.min(2, Math.floor(key.length / 4)) });
}

/** Rename the key written at the start of `line` (plain, unquoted), when `to` is not a key of the page already. */
function renameKey(source: string, line: number, key: string, to: string, data: Readonly<Record<string, unknown>>): Fix | undefined {
  const at = lineOffset(source, line);
  if (at === undefined || Object.hasOwn(data, to) || !new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ \t]*:`).test(source.slice(at))) return undefined;
  return { range: [at, at + key.length], text: to };
}

export default defineRule({
  id: 'frontmatter-keys',
  description: 'Warn about misspelt front matter keys, suggesting the key that was likely meant',
  tags: ['frontmatter'],
  recommended: 'warn',
  fixable: true,
  hasSuggestions: true,
  docs: {
    rationale:
      'A misspelt key (`sidebartitle`, `desciption`, `noIndex`) is silently ignored: the page just renders without it. ' +
      'The rule knows every key the platform reads (title, description, sidebarTitle, icon, iconType, tag, mode, keywords, ' +
      'hidden, noindex, openapi, api, url, deprecated and the rest) and any HTML meta tag written with a colon ' +
      '(`og:image`, `twitter:card`). A key that is one or two letters away from a known key (or differs only in case) ' +
      'is reported with that key. Any other key is taken as your own metadata (`doc-type: reference`, `owner: payments`), ' +
      'which the platform ignores and your tooling may read, and is left alone; set `reportUnknown: true` to report those ' +
      'too, and list the keys you use in `allow`. `--fix` renames a key that differs from a known one in case only ' +
      '(`noIndex` → `noindex`); a misspelling is a suggestion in the editor, as it could be a key of your own. Keys of ' +
      'Docusaurus and Starlight pages (`sidebar_label`, `sidebar_position`, `slug`, `id`, `unlisted`, ' +
      '`hide_table_of_contents`, `sidebar`, `template`, `pagination_next` …) are always reported, with what does the ' +
      'job on Mintlify, since a migrated page would otherwise lose their effect without a word.',
    whenNotToUse: 'When a custom key is deliberately close to a known one; list it in `allow`.',
  },
  messages: {
    typo: 'Unexpected front matter key `{{key}}`, expected `{{suggestion}}`',
    unknown: 'Unexpected front matter key `{{key}}`, expected a known key or one listed in the `allow` option',
    foreign: 'Unexpected front matter key `{{key}}` (Docusaurus or Starlight), expected {{instead}}: Mintlify ignores it',
  },
  schema: optionsObject({
    allow: nameList('Extra keys your project uses'),
    reportUnknown: z.boolean().optional().describe('Also report keys that are not close to any known key (default `false`)'),
  }),
  examples: examplesFile('frontmatter-keys'),
  check(_tree, context) {
    const { frontmatter } = context.page;
    if (!frontmatter.present || isNotAPage(context.file.path, context.page.kind)) return;
    const allow = new Set(context.options?.allow ?? []);
    const reportUnknown = context.options?.reportUnknown ?? false;
    for (const key of Object.keys(frontmatter.data)) {
      if (Object.hasOwn(FRONTMATTER_FIELDS, key) || isMetaTagKey(key) || allow.has(key)) continue;
      const place = { line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine, column: 1 };
      const instead = ownValue(FOREIGN, key);
      if (instead !== undefined) {
        const rename = key === 'sidebar_label' ? renameKey(context.source, place.line, key, 'sidebarTitle', frontmatter.data) : undefined;
        context.report({ messageId: 'foreign', data: { key, instead }, place, ...(rename ? { suggest: [{ title: 'Rename to `sidebarTitle`', fix: rename }] } : {}) });
        continue;
      }
      const suggestion = suggest(key);
      const rename = suggestion === undefined ? undefined : renameKey(context.source, place.line, key, suggestion, frontmatter.data);
      if (suggestion && rename && differsInCaseOnly(key, suggestion)) context.report({ messageId: 'typo', data: { key, suggestion }, place, fix: rename });
      else if (suggestion) context.report({ messageId: 'typo', data: { key, suggestion }, place, ...(rename ? { suggest: [{ title: `Rename to \`${suggestion}\``, fix: rename }] } : {}) });
      else if (reportUnknown) context.report({ messageId: 'unknown', data: { key }, place });
    }
  },
});
