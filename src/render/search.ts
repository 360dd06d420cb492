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

  async write(outputPath: string): Promise<boolean> {
    const result = await this.index.writeFiles({ outputPath });
    await this.pagefind.close();
    return result.errors.length === 0;
  }

  async files(): Promise<Map<string, Uint8Array>> {
    const { files } = await this.index.getFiles();
    await this.pagefind.close();
    return new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
  }
}

export async function searchBundle(outputs: PageOutput[], basePath: string): Promise<Map<string, Uint8Array>> {
  const search = await SearchIndexer.create();
  if (!search) return new Map();
  for (const output of outputs) if (!output.noindex && !output.failed) await search.add(`${basePath}${output.url}`, output.html);
  return search.files();
}
