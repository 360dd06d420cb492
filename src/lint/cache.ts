// `--cache`: findings by file content, config and docwright's version and code (its fingerprint, src/code-fingerprint.ts).
//
// The cache file may be committed or restored from a shared CI cache, so it is input, not
// trust (docs/commands/build.mdx, "The build cache"): it is read and written without following a symlink
// (src/project/cache-folder.ts); it must match a schema and this version and config's key;
// each file's entry is checked on its own (a bad one is dropped, the file linted again),
// holds only data (positions, rule ids, messages with no control characters), and names
// no file: a finding's file is the one being linted. A cached fix is never applied (the
// engine lints a file again when `--fix` meets a cached fix).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { CacheFolder } from '../project/cache-folder.js';
import type { Finding, Fix } from '../findings/finding.js';
import { cachedSchemas } from '../findings/cached.js';

type CachedFinding = Omit<Finding, 'file'>;

/** Raised when the file's layout changes. */
const FORMAT = 3;

const { cachedFindingSchema, cachedPosition, plainText } = cachedSchemas();

const fixSchema = z.object({ range: z.tuple([cachedPosition, cachedPosition]), text: z.string() });

const findingSchema = cachedFindingSchema.extend({
  fix: fixSchema.optional(),
  suggestions: z.array(z.object({ title: plainText, fix: fixSchema })).optional(),
});

const fileSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), findings: z.array(findingSchema) });

const headerSchema = z.object({ version: z.literal(FORMAT), key: z.string(), files: z.record(z.string(), z.unknown()) });

interface FileEntry {
  hash: string;
  findings: CachedFinding[];
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `node_modules/.cache/docwright/lint.json` when `cwd` has `node_modules`, else `.docwright-cache/lint.json`. */
export function defaultCacheLocation(cwd: string): string {
  return existsSync(join(cwd, 'node_modules')) ? join(cwd, 'node_modules', '.cache', 'docwright', 'lint.json') : join(cwd, '.docwright-cache', 'lint.json');
}

/** The findings of a well-formed file entry, else undefined. */
function fileEntry(value: unknown): FileEntry | undefined {
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const fixOf = (fix: z.output<typeof fixSchema>): Fix => ({ range: [fix.range[0], fix.range[1]], text: fix.text });
  return {
    hash: parsed.data.hash,
    findings: parsed.data.findings.map(({ fix, suggestions, ...f }) => ({
      ...f,
      ...(fix ? { fix: fixOf(fix) } : {}),
      ...(suggestions ? { suggestions: suggestions.map((s) => ({ title: s.title, fix: fixOf(s.fix) })) } : {}),
    })),
  };
}

export class LintCache {
  private changed = false;

  private constructor(
    private readonly folder: CacheFolder,
    private readonly name: string,
    private readonly key: string,
    private readonly files: Map<string, FileEntry>,
  ) {}

  /**
   * Open the cache at `location` (a file, or a folder to hold `lint.json`); a stale or broken
   * one starts empty. `named`: the user gave the location, so its folder may be a symlink.
   */
  static async open(location: string, configKey: string, version: string, named = false): Promise<LintCache> {
    const path = location.endsWith('/') || (existsSync(location) && !location.endsWith('.json')) ? join(location, 'lint.json') : resolve(location);
    const key = sha256(`${version}\n${configKey}`);
    const folder = new CacheFolder(dirname(path), named, true);
    const name = basename(path);
    const files = new Map<string, FileEntry>();
    const text = await folder.read(name);
    if (text !== undefined) {
      try {
        const header = headerSchema.safeParse(JSON.parse(text));
        if (header.success && header.data.key === key) {
          for (const [file, value] of Object.entries(header.data.files)) {
            const entry = fileEntry(value);
            if (entry) files.set(file, entry);
          }
        }
      } catch {
        // an unreadable cache: start afresh
      }
    }
    return new LintCache(folder, name, key, files);
  }

  get(file: string, hash: string): Finding[] | undefined {
    const entry = this.files.get(file);
    if (!entry || entry.hash !== hash) return undefined;
    return entry.findings.map((f) => ({ file, ...f }));
  }

  set(file: string, hash: string, findings: readonly Finding[]): void {
    this.files.set(file, { hash, findings: findings.map(({ file: _file, ...rest }) => rest) });
    this.changed = true;
  }

  delete(file: string): void {
    if (this.files.delete(file)) this.changed = true;
  }

  /** Write the cache (atomically, never through a symlink) if anything changed. */
  async save(): Promise<void> {
    if (!this.changed) return;
    await this.folder.write(this.name, JSON.stringify({ version: FORMAT, key: this.key, files: Object.fromEntries(this.files) }));
  }
}
