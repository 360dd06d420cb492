// The contextual page menu (docs.json `contextual.options`): copy the page as Markdown, view
// its Markdown copy, and open the page in an assistant. Nothing here talks to the network:
// the assistants become plain links that carry the page's URL, and options that need a
// service docwright does not run (an MCP server, the hosted assistant, PDF export) are left out.
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { isRecord, ownValue } from '../../guards.js';
import { safeHref } from '../safety/href.js';

/** Assistants reached by a link that carries a prompt naming the page. */
const ASSISTANTS: Record<string, { label: string; url: (prompt: string) => string }> = {
  chatgpt: { label: 'Open in ChatGPT', url: (q) => `https://chatgpt.com/?hints=search&q=${q}` },
  claude: { label: 'Open in Claude', url: (q) => `https://claude.ai/new?q=${q}` },
  perplexity: { label: 'Open in Perplexity', url: (q) => `https://www.perplexity.ai/search/new?q=${q}` },
  grok: { label: 'Open in Grok', url: (q) => `https://grok.com/?q=${q}` },
  aistudio: { label: 'Open in AI Studio', url: (q) => `https://aistudio.google.com/prompts/new_chat?prompt=${q}` },
  devin: { label: 'Open in Devin', url: (q) => `https://app.devin.ai/?prompt=${q}` },
};

/** Stands for the page's address in a link made without a site URL; the menu's script puts in the address it was opened at (URI-encoded). */
export const PAGE_MARKER = '__DW_PAGE__';

export interface ContextualPage {
  /** The menu's own words in the page's language (src/render/components/i18n.ts); English when absent. */
  labels?: { pageOptions: string; copyPage: string; copyPageDescription: string };
  /** The page's Markdown copy, as a site path (`/docs/guide.md`). */
  markdownHref: string;
  /** The page's site path (`/docs/guide`), used when the site URL is unknown and the script cannot run. */
  path: string;
  /** The page's absolute URL, '' when the site URL is unknown. */
  absoluteUrl: string;
}

interface MenuLink {
  label: string;
  description: string | undefined;
  href: string;
  /** The href with `PAGE_MARKER` for the page's address, when the site URL is unknown. */
  template: string | undefined;
  external: boolean;
}

/** A link that names the page: built with the absolute URL, else with the marker for the script. */
function pageLink(label: string, description: string | undefined, make: (pageUrl: string) => string, page: ContextualPage): MenuLink {
  if (page.absoluteUrl) return { label, description, href: safeHref(make(encodeURIComponent(page.absoluteUrl))), template: undefined, external: true };
  return { label, description, href: safeHref(make(encodeURIComponent(page.path))), template: safeHref(make(PAGE_MARKER)), external: true };
}

/** A custom option's `href`: a string, or `{ base, query: [{ key, value }] }`; `$path` and `$page` stand for the page's URL. */
function customTemplate(href: unknown): ((pageUrl: string) => string) | undefined {
  const fill = (text: string, url: string): string => text.replace(/\$(path|page)|%24(path|page)/g, url);
  if (typeof href === 'string') return (url) => fill(href, url);
  if (!isRecord(href) || typeof href.base !== 'string') return undefined;
  const base = href.base;
  const query = (Array.isArray(href.query) ? href.query : []).filter(isRecord);
  return (url) => {
    const parts = query.flatMap((q) => (typeof q.key === 'string' && typeof q.value === 'string' ? [`${encodeURIComponent(q.key)}=${fill(encodeURIComponent(q.value), url)}`] : []));
    return parts.length > 0 ? `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}` : base;
  };
}

function menuItems(options: readonly unknown[], page: ContextualPage): ('copy' | MenuLink)[] {
  const items: ('copy' | MenuLink)[] = [];
  for (const option of options) {
    if (option === 'copy') items.push('copy');
    else if (option === 'view') items.push({ label: 'View as Markdown', description: 'This page as plain text', href: page.markdownHref, template: undefined, external: false });
    else if (typeof option === 'string') {
      const assistant = ownValue(ASSISTANTS, option);
      if (assistant) items.push(pageLink(assistant.label, undefined, (url) => assistant.url(encodeURIComponent('Read ') + url + encodeURIComponent(' so I can ask questions about it.')), page));
    } else if (isRecord(option) && typeof option.title === 'string') {
      const make = customTemplate(option.href);
      if (make) items.push(pageLink(option.title, typeof option.description === 'string' ? option.description : undefined, make, page));
    }
  }
  return items;
}

/** The menu for one page, or nothing when no option applies. */
export function contextualMenu(options: readonly unknown[] | undefined, page: ContextualPage): Element[] {
  const items = menuItems(options ?? [], page);
  if (items.length === 0) return [];
  const entries: ElementContent[] = items.map((item) =>
    item === 'copy'
      ? h('li', { role: 'none' }, [h('button', { type: 'button', role: 'menuitem', tabIndex: -1, dataDwCopyPage: page.markdownHref }, [h('span', [page.labels?.copyPage ?? 'Copy page']), h('small', [page.labels?.copyPageDescription ?? 'Copy this page as Markdown'])])])
      : h('li', { role: 'none' }, [
          h('a', { role: 'menuitem', tabIndex: -1, href: item.href, ...(item.external ? { rel: 'noopener noreferrer', target: '_blank' } : {}), ...(item.template ? { dataDwHref: item.template } : {}) }, [
            h('span', [item.label]),
            ...(item.description ? [h('small', [item.description])] : []),
          ]),
        ]),
  );
  return [
    h('div', { className: ['dw-contextual'], dataDwContextual: '', dataPagefindIgnore: '' }, [
      h('button', { type: 'button', className: ['dw-contextual-button'], ariaHaspopup: 'menu', ariaExpanded: 'false', ariaControls: 'dw-contextual-menu' }, [page.labels?.pageOptions ?? 'Page options']),
      h('ul', { className: ['dw-contextual-menu'], id: 'dw-contextual-menu', role: 'menu', ariaLabel: page.labels?.pageOptions ?? 'Page options', hidden: true }, entries),
    ]),
  ];
}
