// Search: Pagefind fed page by page from memory, for a build (written files) or the dev
// server (files in memory).
import type { PageOutput } from './render-page.js';

/** Pagefind, fed page by page from memory (never re-reading the written HTML). */
export class SearchIndexer {
  private constructor(
    private readonly index: import('pagefind').PagefindIndex,
    private readonly pagefind: typeof import('pagefind'),
  ) {}

  static async create(): Promise<SearchIndexer | undefined> {
    const pagefind = await import('pagefind');
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'article', excludeSelectors: ['[data-pagefind-ignore]', '.dw-copy', '.dw-anchor'] });
    if (!index || errors.length > 0) return undefined;
    return new SearchIndexer(index, pagefind);
  }

  async add(url: string, html: string): Promise<void> {
    await this.index.addHTMLFile({ url, content: html });
  }

  /**
   * The search bundle's files, by path under `pagefind/`; undefined when Pagefind reports an
   * error. The build writes them itself (so it knows each file's size and checks it),
   * rather than letting Pagefind write into the site.
   */
  async files(): Promise<Map<string, Uint8Array> | undefined> {
    try {
      const { errors, files } = await this.index.getFiles();
      if (errors.length > 0) return undefined;
      return new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
    } finally {
      await this.pagefind.close();
    }
  }
}

export async function searchBundle(outputs: PageOutput[], basePath: string): Promise<Map<string, Uint8Array>> {
  const search = await SearchIndexer.create();
  if (!search) return new Map();
  for (const output of outputs) if (!output.noindex && !output.failed) await search.add(`${basePath}${output.url}`, output.html);
  return (await search.files()) ?? new Map();
}
