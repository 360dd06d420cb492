// A small stand-in for the renderer's Site: pages are the .mdx files at the top of the
// root, parsed with the real parser; snippets are followed through `import` lines; an
// invalid docs.json makes `changed` throw with its position, as the renderer does.
import { cp, mkdtemp, readFile, readdir, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type ParseError } from 'jsonc-parser';
import { toString } from 'mdast-util-to-string';
import { parsePage } from '../../src/parse/index.js';
import type { ChangeResult, DevSite, RenderResult } from '../../src/dev/site-contract.js';

export const fixture = fileURLToPath(new URL('./fixture-site', import.meta.url));

/** A fresh copy of the fixture project in a temp folder (its real path). */
export async function copyFixture(): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'docwright-dev-')));
  const root = join(dir, 'site');
  await cp(fixture, root, { recursive: true });
  return root;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

class JsonError extends Error {
  constructor(message: string, readonly file: string, readonly line: number, readonly column: number) {
    super(message);
  }
}

function checkJson(text: string, file: string): void {
  const errors: ParseError[] = [];
  parse(text, errors);
  const first = errors[0];
  if (first) {
    const before = text.slice(0, first.offset).split('\n');
    throw new JsonError('Unexpected token, expected valid JSON', file, before.length, (before.at(-1)?.length ?? 0) + 1);
  }
}

export class FakeSite implements DevSite {
  renders: string[] = [];
  constructor(readonly root: string) {}

  static async create(this: void, root: string): Promise<FakeSite> {
    checkJson(await readFile(join(root, 'docs.json'), 'utf8'), 'docs.json');
    return new FakeSite(root);
  }

  routes(): string[] {
    return ['/', '/guide'];
  }

  private fileFor(urlPath: string): string | undefined {
    const name = urlPath === '/' ? 'index' : urlPath.slice(1);
    return /^[a-z-]+$/.test(name) ? join(this.root, `${name}.mdx`) : undefined;
  }

  async render(urlPath: string): Promise<RenderResult | undefined> {
    const file = this.fileFor(urlPath);
    if (!file) return undefined;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    this.renders.push(urlPath);
    const page = parsePage({ path: file, value: text });
    if (page.error) {
      const { line, column, message } = page.error;
      return {
        status: 500,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><title>Error</title></head><body><main>Could not build</main></body></html>',
        error: { file: relative(this.root, file), line, column, message },
      };
    }
    const title = typeof page.frontmatter.data.title === 'string' ? page.frontmatter.data.title : 'Untitled';
    const snippets = [...text.matchAll(/^import \w+ from '\/(snippets\/[\w-]+\.mdx)';$/gm)].map((m) => m[1] ?? '');
    const snippetText = await Promise.all(snippets.map((s) => readFile(join(this.root, s), 'utf8')));
    const body = [toString(page.tree), ...snippetText].map((t) => `<p>${escape(t.trim())}</p>`).join('');
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`,
    };
  }

  async changed(files: string[]): Promise<ChangeResult> {
    const routes = new Set<string>();
    let reloadAll = false;
    for (const file of files) {
      const rel = relative(this.root, file);
      if (rel === 'docs.json') {
        checkJson(await readFile(file, 'utf8'), 'docs.json');
        reloadAll = true;
      } else if (rel.startsWith('snippets/')) {
        for (const name of await readdir(this.root)) {
          if (!name.endsWith('.mdx')) continue;
          const text = await readFile(join(this.root, name), 'utf8').catch(() => '');
          if (text.includes(`/${rel}'`)) routes.add(name === 'index.mdx' ? '/' : `/${basename(name, '.mdx')}`);
        }
      } else if (rel.endsWith('.mdx') && !rel.includes('/')) {
        routes.add(rel === 'index.mdx' ? '/' : `/${basename(rel, '.mdx')}`);
      }
    }
    return { reloadAll, routes: [...routes] };
  }
}
