// `--cache`: findings by file content, config and docwright version.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic, writeFileInside } from '../project/write.js';
import { join, resolve } from 'node:path';
import type { Finding } from '../findings/finding.js';

type CachedFinding = Omit<Finding, 'file'>;

interface CacheData {
  version: 1;
  /** sha256 of docwright's version and the resolved config. */
  key: string;
  files: Record<string, { hash: string; findings: CachedFinding[] }>;
}

function isCacheData(value: unknown): value is CacheData {
  return typeof value === 'object' && value !== null && 'version' in value && value.version === 1 && 'key' in value && typeof value.key === 'string' && 'files' in value && typeof value.files === 'object' && value.files !== null;
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `node_modules/.cache/docwright/lint.json` when `cwd` has `node_modules`, else `.docwright-cache/lint.json`. */
export function defaultCacheLocation(cwd: string): string {
  return existsSync(join(cwd, 'node_modules')) ? join(cwd, 'node_modules', '.cache', 'docwright', 'lint.json') : join(cwd, '.docwright-cache', 'lint.json');
}

export class LintCache {
  private changed = false;

  private constructor(
    private readonly location: string,
    private readonly data: CacheData,
    private readonly within: string | undefined,
  ) {}

  /**
   * Open the cache at `location` (a file, or a folder to hold `lint.json`); a stale or broken one
   * starts empty. With `within`, the cache is written only inside that folder (the default
   * location: a `.docwright-cache` that links elsewhere is not written through).
   */
  static async open(location: string, configKey: string, version: string, within?: string): Promise<LintCache> {
    const path = location.endsWith('/') || (existsSync(location) && !location.endsWith('.json')) ? join(location, 'lint.json') : resolve(location);
    const key = sha256(`${version}\n${configKey}`);
    let data: CacheData = { version: 1, key, files: {} };
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (isCacheData(parsed) && parsed.key === key) data = parsed;
    } catch {
      // no cache yet, or an unreadable one: start afresh
    }
    return new LintCache(path, data, within);
  }

  get(file: string, hash: string): Finding[] | undefined {
    const entry = this.data.files[file];
    if (!entry || entry.hash !== hash) return undefined;
    return entry.findings.map((f) => ({ file, ...f }));
  }

  set(file: string, hash: string, findings: readonly Finding[]): void {
    this.data.files[file] = { hash, findings: findings.map(({ file: _file, ...rest }) => rest) };
    this.changed = true;
  }

  delete(file: string): void {
    if (file in this.data.files) {
      Reflect.deleteProperty(this.data.files, file);
      this.changed = true;
    }
  }

  /** Write the cache (atomically) if anything changed. */
  async save(): Promise<void> {
    if (!this.changed) return;
    const text = JSON.stringify(this.data);
    if (this.within !== undefined) await writeFileInside(this.within, this.location, text, { durable: false, mkdir: true });
    else await writeFileAtomic(this.location, text, { durable: false, mkdir: true });
  }
}
