// Content-hash cache of rendered pages: a page is rendered again only when its file, a
// snippet it includes, the configuration, the navigation or docwright itself changed.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { readBytesInside } from '../project/paths.js';
import { writeFileAtomic } from '../project/write.js';
import { join } from 'node:path';
import type { PageEntry, Project } from './project.js';
import type { PageOutput } from './render-page.js';

interface Stored {
  key: string;
  dependencies: Record<string, string>;
  output: PageOutput;
}

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** What every page's layout depends on besides its own file: titles, icons and places of all pages. */
export function navigationHash(project: Project): string {
  const parts: string[] = [];
  for (const entry of project.pages.values()) parts.push(`${entry.path}|${entry.title}|${entry.sidebarTitle ?? ''}|${entry.icon ?? ''}|${entry.iconType ?? ''}|${entry.hidden}|${entry.tag ?? ''}|${entry.inNav}`);
  parts.sort();
  return sha(parts.join('\n'));
}

export class PageCache {
  private readonly fileHashes = new Map<string, Promise<string | undefined>>();
  private ready: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly salt: string,
  ) {}

  private path(page: string): string {
    return join(this.dir, `${sha(page)}.json`);
  }

  private hashFile(file: string): Promise<string | undefined> {
    let pending = this.fileHashes.get(file);
    if (!pending) {
      // A file that is missing or links outside the project (now) has no hash: recorded as `''`, so a change either way renders the page again.
      const root = this.root;
      pending = (root === undefined ? readFile(file) : readBytesInside(root, file)).then(sha, () => undefined);
      this.fileHashes.set(file, pending);
    }
    return pending;
  }

  private navKey: string | undefined;
  private root: string | undefined;

  /** Bind the navigation hash (and the project root) once per build. */
  withProject(project: Project): this {
    this.navKey = navigationHash(project);
    this.root = project.root;
    return this;
  }

  async get(entry: PageEntry): Promise<PageOutput | undefined> {
    let stored: Stored;
    try {
      stored = JSON.parse(await readFile(this.path(entry.path), 'utf8')) as Stored;
    } catch {
      return undefined;
    }
    if (stored.key !== sha(`${this.salt}\0${this.navKey ?? ''}\0${entry.path}\0${entry.hash}`)) return undefined;
    for (const [file, hash] of Object.entries(stored.dependencies)) {
      if (((await this.hashFile(file)) ?? '') !== hash) return undefined;
    }
    return stored.output;
  }

  async set(output: PageOutput, project: Project): Promise<void> {
    const entry = project.pages.get(output.path);
    if (!entry || output.failed) return;
    this.ready ??= mkdir(this.dir, { recursive: true }).then(() => undefined);
    await this.ready;
    const dependencies: Record<string, string> = {};
    for (const file of output.dependencies) {
      // A missing file is recorded too: the page is rendered again once it appears (a spec written later, a remote spec fetched).
      dependencies[file] = (await this.hashFile(file)) ?? '';
    }
    const key = sha(`${this.salt}\0${this.navKey ?? ''}\0${entry.path}\0${entry.hash}`);
    const stored: Stored = { key, dependencies, output };
    try {
      await writeFileAtomic(this.path(output.path), JSON.stringify(stored), { durable: false });
    } catch {
      // A cache that cannot be written only costs time on the next build.
    }
  }

  async flush(): Promise<void> {
    await this.ready;
  }
}
