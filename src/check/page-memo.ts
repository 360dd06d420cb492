// What `check` learns of each page file (whether it compiles as MDX, its links and anchors), kept between checks
// by a process that keeps the project (the MCP server's `check_config`), by the file's stamp as the project cache
// saw it (size, times and inode: src/project/project-cache.ts). A file whose stamp did not change is neither read
// nor parsed again; a file without a stamp (changed while the project was read, or unknown) always is.
import type { Finding } from '../findings/finding.js';
import type { FileStamp } from '../project/project-cache.js';
import type { PageResult } from './page-pool.js';

interface Kept<T> {
  key: string;
  value: T;
}

/** What one check takes from and gives to the memo, by the stamps of the project it checks. */
export interface PageChecks {
  /** The syntax finding kept for `file` (absolute) while it did not change: `null` when it compiles; `undefined` when it must be read. */
  syntaxOf(file: string): Finding | null | undefined;
  /** Keep `file`'s syntax finding (`null`: none), made from its text read after the check's stamps were taken. */
  keepSyntax(file: string, finding: Finding | null): void;
  /** The link check's reading of `file` (absolute) while it did not change; `undefined` when it must be read. */
  linksOf(file: string): PageResult | undefined;
  /** Keep `file`'s links as read after the check's stamps were taken (a file that could not be read is not kept). */
  keepLinks(file: string, result: PageResult): void;
}

export class PageMemo {
  /** How many page files checks read and parsed (or looked into) so far, rather than take from here: tests look. */
  read = 0;
  /** Each file's syntax finding (`null`: it compiles, or holds nothing that could fail). */
  private readonly syntax = new Map<string, Kept<Finding | null>>();
  /** Each file's links, anchors and imports (or its syntax error), as the link check's page workers read them. */
  private readonly links = new Map<string, Kept<PageResult>>();

  /**
   * The memo for one check of a project whose files' stamps are `stamps` (the project cache's, by absolute path, taken
   * before the check reads any file): what is kept is keyed by them, so a file changed since is read at the next check.
   */
  check(stamps: (file: string) => FileStamp | undefined): PageChecks {
    const take = <T>(map: Map<string, Kept<T>>, file: string): T | undefined => {
      const kept = map.get(file);
      const stamp = stamps(file);
      if (kept !== undefined && stamp !== undefined && kept.key === stamp.key) return kept.value;
      this.read++;
      return undefined;
    };
    const keep = <T>(map: Map<string, Kept<T>>, file: string, value: T): void => {
      const stamp = stamps(file);
      if (stamp === undefined) map.delete(file);
      else map.set(file, { key: stamp.key, value });
    };
    return {
      syntaxOf: (file) => take(this.syntax, file),
      keepSyntax: (file, finding) => keep(this.syntax, file, finding),
      linksOf: (file) => take(this.links, file),
      keepLinks: (file, result) => {
        if (result.page === undefined && result.error === undefined) this.links.delete(file);
        else keep(this.links, file, result);
      },
    };
  }
}
