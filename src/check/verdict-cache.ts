// `check`'s verdicts on disk: whether each page's text compiles as MDX (and where it stops when
// it does not), by the text's SHA-256, so a second `check` parses only the pages that changed.
// The verdict depends on the text and the parser alone (src/parse/index.ts, the same options
// for every page), so the file's key is docwright's version and code fingerprint.
//
// The file lives where build's cache does (`<root>/.docwright-cache`, or `--cache-location`)
// and may come from a commit or a shared CI cache, so it is input, not trust: sealed and
// never read or written through a symlink (src/project/cache-folder.ts), its header and each
// verdict checked with zod (a bad verdict is dropped and its page parsed again), and a file
// that does not parse, has another key or cannot be read is an empty cache. Writing is
// best effort: a folder that cannot be written leaves the check's findings as they are.
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { CacheFolder } from '../project/cache-folder.js';
import { cachedSchemas } from '../findings/cached.js';
import { codeFingerprint } from '../code-fingerprint.js';
import { version } from '../version.js';
import type { ParseError } from '../parse/index.js';
import { sha256 } from '../lint/cache.js';

/** Raised when the file's layout changes. */
const FORMAT = 1;

/** The file in the cache folder. */
export const VERDICT_FILE = 'check.json';

const HASH = /^[0-9a-f]{64}$/;

/** A verdict: `null` when the text compiles, else where it stops. */
const { cachedPosition, plainText } = cachedSchemas();
const verdictSchema = z.union([z.null(), z.object({ message: plainText, line: cachedPosition, column: cachedPosition, cause: plainText.optional() })]);

const headerSchema = z.object({ version: z.literal(FORMAT), key: z.string(), verdicts: z.record(z.string(), z.unknown()) });

/** What a text parsed as MDX gave: `null` when it compiles. */
export type Verdict = ParseError | null;

/** The key of this code's verdicts: version and code fingerprint. */
function cacheKey(): string {
  return sha256(`check-verdicts\n${version}\n${codeFingerprint()}`);
}

export class VerdictCache {
  /** The verdicts this run asked for or made: the ones written back (a page's older texts are dropped). */
  private readonly used = new Map<string, Verdict>();
  private changed = false;

  private constructor(
    private readonly folder: CacheFolder,
    private readonly name: string,
    private readonly key: string,
    private readonly stored: ReadonlyMap<string, Verdict>,
  ) {}

  /**
   * Open the verdicts in folder `dir` (`check.json` in it); a missing, stale, foreign or broken
   * file opens an empty cache. `named`: the user gave the folder, so it may be a symlink.
   */
  static async open(dir: string, named = false): Promise<VerdictCache> {
    const path = join(dir, VERDICT_FILE);
    const folder = new CacheFolder(dirname(path), named, true);
    const name = basename(path);
    const key = cacheKey();
    const stored = new Map<string, Verdict>();
    const text = await folder.read(name).catch(() => undefined);
    if (text !== undefined) {
      try {
        const header = headerSchema.safeParse(JSON.parse(text));
        if (header.success && header.data.key === key) {
          for (const [hash, value] of Object.entries(header.data.verdicts)) {
            const verdict = verdictSchema.safeParse(value);
            if (!HASH.test(hash) || !verdict.success) continue;
            const error = verdict.data;
            stored.set(hash, error === null ? null : { message: error.message, line: error.line, column: error.column, ...(error.cause !== undefined ? { cause: error.cause } : {}) });
          }
        }
      } catch {
        // not JSON: start afresh
      }
    }
    return new VerdictCache(folder, name, key, stored);
  }

  /** The verdict kept for a text's hash; undefined when there is none. */
  get(hash: string): Verdict | undefined {
    const verdict = this.stored.get(hash);
    if (verdict !== undefined) this.used.set(hash, verdict);
    return verdict;
  }

  /** Keep a verdict for the next run (the file is written again only when it holds a new one). */
  set(hash: string, verdict: Verdict): void {
    this.used.set(hash, verdict);
    if (!this.stored.has(hash)) this.changed = true;
  }

  /** Write the verdicts of this run (atomically, never through a symlink) when any is new or any kept one went unused; never throws. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.stored.size) return;
    const data = JSON.stringify({ version: FORMAT, key: this.key, verdicts: Object.fromEntries(this.used) });
    await this.folder.write(this.name, data).catch(() => undefined);
  }
}
