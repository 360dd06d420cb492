// What the MCP tools need of each page, from one parse by the one parser, kept between requests
// and parsed again only when the page's text changes.
import { createHash } from 'node:crypto';
import { collectLinks, headingText, type PageLink } from '../check/page-links.js';
import { parsePage } from '../parse/index.js';
import { walkTypes } from '../parse/walk.js';
import type { PageFile } from '../project/pages.js';

export interface PageFacts {
  title?: string;
  description?: string;
  /** Heading texts, in order. */
  headings: string[];
  links: PageLink[];
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Facts of a page's text: front matter title and description, headings and links. */
export function factsOfText(path: string, text: string): PageFacts {
  const parsed = parsePage({ path, value: text });
  const headings: string[] = [];
  if (!parsed.error) {
    walkTypes(parsed.tree, ['heading'], (node) => {
      const heading = headingText(node).trim();
      if (heading !== '') headings.push(heading);
    });
  }
  const title = stringField(parsed.frontmatter.data.title);
  const description = stringField(parsed.frontmatter.data.description);
  return {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    headings,
    links: parsed.error ? [] : collectLinks(parsed.tree).links,
  };
}

/** Page facts by file, keyed by the text's hash. */
export class PageFactsCache {
  private readonly byFile = new Map<string, { hash: string; facts: PageFacts }>();

  /** The page's facts; `undefined` when it cannot be read (or links outside the root). */
  async get(page: PageFile): Promise<PageFacts | undefined> {
    let text: string;
    try {
      text = await page.text();
    } catch {
      this.byFile.delete(page.file);
      return undefined;
    }
    const hash = createHash('sha1').update(text).digest('hex');
    const known = this.byFile.get(page.file);
    if (known?.hash === hash) return known.facts;
    const facts = factsOfText(page.file, text);
    this.byFile.set(page.file, { hash, facts });
    return facts;
  }
}
