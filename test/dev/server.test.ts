import { describe, expect, jest, test } from '@jest/globals';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { basename, dirname, join } from 'node:path';
import type { Finding } from '../../src/findings/finding.js';
import type { DevSite } from '../../src/dev/site-contract.js';
import { FakeSite } from './fake-site.js';
import { fetchText, rawGet, terminal, until } from './http-helpers.js';
import { startDevServer } from '../../src/dev/server.js';
import { devTeardown } from './session.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const session = devTeardown();
const { listen } = session;

async function start(options: { quiet?: boolean; cwdAbove?: boolean } = {}) {
  const root = await session.copy();
  const out = terminal();
  const err = terminal();
  let site: FakeSite | undefined;
  const server = await session.serve({
    root,
    port: 0,
    quiet: options.quiet ?? false,
    stdout: out,
    stderr: err,
    debounceMs: 10,
    ...(options.cwdAbove ? { cwd: dirname(root) } : {}),
    site: async (r) => (site = await FakeSite.create(r)),
  });
  await server.ready;
  if (!site) throw new Error('Missing site');
  return { server, out, err, site };
}

describe('startDevServer: serving', () => {
  test('prints one line with the URL and renders pages on demand, with the reload client', async () => {
    const { server: dev, out, site } = await start();
    expect(out.text()).toBe(`docwright dev: http://127.0.0.1:${dev.port}\n`);
    expect(dev.url).toBe(`http://127.0.0.1:${dev.port}`);
    expect(site.renders).toEqual([]);
    const page = await fetchText(`${dev.url}/guide`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('Plant the seed one finger deep.');
    expect(page.text).toContain('Keep the soil damp, not wet.');
    expect(page.text).toMatch(/<script data-docwright-dev>.*\/__docwright\/events.*<\/script><\/body>/s);
    expect(site.renders).toEqual(['/guide']);
    // A second visit is served from memory.
    await fetchText(`${dev.url}/guide`);
    expect(site.renders).toEqual(['/guide']);
  });

  test('quiet prints nothing', async () => {
    const { out, err } = await start({ quiet: true });
    expect(out.text()).toBe('');
    expect(err.text()).toBe('');
  });

  test('serves images from the project, never page sources or config', async () => {
    const { server: dev } = await start();
    const image = await fetchText(`${dev.url}/images/leaf.svg`);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/svg+xml');
    expect(image.text).toContain('<circle');
    for (const path of ['/index.mdx', '/docs.json', '/snippets/tip.mdx', '/images/missing.png', '/nothing']) {
      const response = await fetchText(`${dev.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('Greenhouse API');
    }
  });

  test('an SVG with onload is served without it; config.json, tsconfig.json and snippet code are not served', async () => {
    const { server: dev } = await start();
    await writeFile(join(session.root, 'images', 'bad.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="2" height="2"/></svg>');
    await writeFile(join(session.root, 'config.json'), '{"token": "secret"}');
    await writeFile(join(session.root, 'tsconfig.json'), '{}');
    await writeFile(join(session.root, 'snippets', 'code.js'), 'export const token = 1;');
    const svg = await fetchText(`${dev.url}/images/bad.svg`);
    expect(svg.status).toBe(200);
    expect(svg.text).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="2" height="2" /></svg>\n');
    for (const path of ['/config.json', '/tsconfig.json', '/snippets/code.js']) {
      const response = await fetchText(`${dev.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('token');
    }
  });

  test('Host: evil.example gets refused (DNS rebinding); localhost and 127.0.0.1 are answered', async () => {
    const { server: dev } = await start();
    const refused = await rawGet(dev.port, '/guide', 'evil.example');
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Plant the seed');
    expect(refused.text).toContain('Unexpected Host `evil.example`, expected `localhost`, `127.0.0.1`, `[::1]` or the `--host` value');
    expect((await rawGet(dev.port, '/__docwright/events?route=/', `evil.example:${dev.port}`)).status).toBe(403);
    // Without a Host header Node itself answers 400 before the server sees the request.
    expect([400, 403]).toContain((await rawGet(dev.port, '/guide', null)).status);
    for (const host of [`localhost:${dev.port}`, `127.0.0.1:${dev.port}`, `[::1]:${dev.port}`]) {
      const answered = await rawGet(dev.port, '/guide', host);
      expect({ host, status: answered.status }).toEqual({ host, status: 200 });
    }
  });

  test('other methods are refused', async () => {
    const { server: dev } = await start();
    const response = await fetch(`${dev.url}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
  });
});

describe('startDevServer: requests cannot leave the site folder', () => {
  test('traversal, encoded traversal, backslashes, NUL bytes and symlinks out are 404', async () => {
    const { server: dev } = await start();
    const outside = dirname(session.root);
    await writeFile(join(outside, 'secret.png'), 'TOPSECRET');
    await writeFile(join(outside, 'secret.mdx'), '# TOPSECRET');
    await symlink(join(outside, 'secret.png'), join(session.root, 'images', 'linked.png'));
    await symlink(outside, join(session.root, 'images', 'up'));
    // A page linked from outside: the site would render it, the server refuses first.
    await symlink(join(outside, 'secret.mdx'), join(session.root, 'linked.mdx'));
    // Sanity: the same file inside the project is served.
    await writeFile(join(session.root, 'images', 'inside.png'), 'INSIDE');
    expect((await rawGet(dev.port, '/images/inside.png')).text).toContain('INSIDE');

    const targets = [
      '/../secret.png',
      '/images/../../secret.png',
      '/%2e%2e/secret.png',
      '/%2E%2E/secret.png',
      '/images/%2e%2e/%2e%2e/secret.png',
      '/..%2fsecret.png',
      '/..%2Fsecret.png',
      '/%2e%2e%2fsecret.png',
      '/%252e%252e/secret.png',
      '/%252e%252e%252fsecret.png',
      '/images/..\\..\\secret.png',
      '/..\\secret.png',
      '/%5c..%5csecret.png',
      '/images/leaf.svg%00.png',
      '/%c0%ae%c0%ae/secret.png',
      '/%e0%80%ae%e0%80%ae/secret.png',
      '//secret.png',
      '/images/linked.png',
      '/linked',
      '/linked/',
      '/images/up/secret.png',
      '/.%2e/secret.png',
      '/../secret',
      '/%2e%2e/secret',
    ];
    for (const target of targets) {
      const response = await rawGet(dev.port, target);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(response.text).not.toContain('TOPSECRET');
    }
    // A raw NUL byte never reaches the server: the HTTP parser refuses the request.
    expect((await rawGet(dev.port, '/images/leaf.svg\0.png')).status).toBe(400);
  });
});

describe('startDevServer: media files', () => {
  test('served with the build\'s content types, no-store and nosniff; HEAD and Range work; a symlink inside the project is followed', async () => {
    const { server: dev } = await start();
    await writeFile(join(session.root, 'images', 'favicon.ico'), 'ICONDATA');
    await writeFile(join(session.root, 'images', 'clip.mp4'), '0123456789');
    await symlink(join(session.root, 'images', 'clip.mp4'), join(session.root, 'images', 'alias.mp4'));
    const icon = await fetch(`${dev.url}/images/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(icon.headers.get('cache-control')).toBe('no-store');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await icon.text()).toBe('ICONDATA');
    const head = await fetch(`${dev.url}/images/clip.mp4`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
    const part = await fetch(`${dev.url}/images/clip.mp4`, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(await part.text()).toBe('234');
    expect((await fetchText(`${dev.url}/images/alias.mp4`)).text).toBe('0123456789');
  });

  test('no folder listing, no dot-files, and a symlinked folder out of the project is refused', async () => {
    const { server: dev } = await start();
    await mkdir(join(session.root, '.secret'));
    await writeFile(join(session.root, '.secret', 'key.png'), 'TOPSECRET');
    await writeFile(join(session.root, 'images', '.hidden.png'), 'TOPSECRET');
    await symlink(dirname(session.root), join(session.root, 'outside'));
    await writeFile(join(dirname(session.root), 'up.png'), 'TOPSECRET');
    for (const target of ['/images', '/images/', '/.secret/key.png', '/%2esecret/key.png', '/images/.hidden.png', '/outside/up.png', '/outside/%2e%2e/up.png']) {
      const response = await rawGet(dev.port, target);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(response.text).not.toContain('TOPSECRET');
      expect(response.text).not.toContain('leaf.svg');
    }
  });
});

describe('startDevServer: what is watched', () => {
  test('a file in an ignored folder (`.gitignore`, the build output, node_modules) reaches no rebuild', async () => {
    const root = await session.copy();
    await writeFile(join(root, '.gitignore'), 'drafts/\n');
    for (const folder of ['drafts', 'dist', 'node_modules']) await mkdir(join(root, folder));
    const changed: string[] = [];
    const server = await session.serve({
      root,
      port: 0,
      quiet: true,
      debounceMs: 10,
      site: async (r) => {
        const site = await FakeSite.create(r);
        const inner = site.changed.bind(site);
        site.changed = (files) => {
          changed.push(...files);
          return inner(files);
        };
        return site;
      },
    });
    await server.ready;
    const guide = await listen(server.port, '/guide');
    for (const folder of ['drafts', 'dist', 'node_modules']) await writeFile(join(root, folder, 'page.mdx'), 'x');
    await writeFile(join(root, 'guide.mdx'), '---\ntitle: Guide\n---\n\nPlant it deeper.\n');
    await guide.next(1);
    expect(changed).toEqual([join(root, 'guide.mdx')]);
  });
});

describe('startDevServer: live reload', () => {
  test('a page edit reloads that page only; a snippet edit reloads the pages that import it', async () => {
    const { server: dev } = await start();
    await fetchText(`${dev.url}/guide`);
    const home = await listen(dev.port, '/');
    const guide = await listen(dev.port, '/guide/');
    await writeFile(join(session.root, 'guide.mdx'), '---\ntitle: Guide\n---\n\nPlant it deeper.\n');
    expect((await guide.next(1)).routes).toContain('/guide');
    expect((await fetchText(`${dev.url}/guide`)).text).toContain('Plant it deeper.');

    await writeFile(join(session.root, 'index.mdx'), '---\ntitle: Home\n---\n\nNew welcome.\n');
    expect((await home.next(1)).routes).toContain('/');
    // Every event the home page got named the home page.
    expect(home.events.every((e) => e.routes.includes('/'))).toBe(true);

    await writeFile(join(session.root, 'guide.mdx'), "---\ntitle: Guide\n---\n\nimport Tip from '/snippets/tip.mdx';\n\n<Tip />\n");
    await guide.next(2);
    await writeFile(join(session.root, 'snippets', 'tip.mdx'), 'Use rain water.\n');
    await until(async () => (await fetchText(`${dev.url}/guide`)).text.includes('Use rain water.'), 'the snippet edit');
    expect(guide.events.at(-1)?.routes).toContain('/guide');
    expect((await fetchText(`${dev.url}/guide`)).text).toContain('Use rain water.');
    // The home page only hears of batches that changed it (a save may be reported twice under load).
    expect(home.events.every((e) => e.routes.includes('/'))).toBe(true);
  });

  test('the reload event comes once the page is rendered; a save that changes nothing on the page sends none', async () => {
    const { server: dev, site } = await start();
    await fetchText(`${dev.url}/guide`);
    const guide = await listen(dev.port, '/guide');
    const text = '---\ntitle: Guide\n---\n\nPlant it deeper.\n';
    await writeFile(join(session.root, 'guide.mdx'), text);
    await guide.next(1);
    // By the time the event is out, the new page is rendered and waiting.
    const rendered = site.renders.length;
    expect(rendered).toBeGreaterThanOrEqual(2);
    expect((await fetchText(`${dev.url}/guide`)).text).toContain('Plant it deeper.');

    // The same text saved again: the page is rendered, found the same, and not reloaded.
    await writeFile(join(session.root, 'guide.mdx'), text);
    await until(() => site.renders.length > rendered, 'the unchanged save to be rendered');
    await writeFile(join(session.root, 'guide.mdx'), text.replace('deeper', 'shallower'));
    await guide.next(2);
    expect(guide.events).toEqual([
      { reloadAll: false, routes: ['/guide'] },
      { reloadAll: false, routes: ['/guide'] },
    ]);
    expect((await fetchText(`${dev.url}/guide`)).text).toContain('Plant it shallower.');
  });

  test('a page that changed while its event stream was down is told to reload as soon as it reconnects', async () => {
    const { server: dev } = await start();
    const first = await fetchText(`${dev.url}/guide`);
    expect(first.text).toContain('data-docwright-seq="0"');
    const guide = await listen(dev.port, '/guide', 0);
    await writeFile(join(session.root, 'guide.mdx'), '---\ntitle: Guide\n---\n\nPlant it deeper.\n');
    await guide.next(1);
    const page = await fetchText(`${dev.url}/guide`);
    expect(page.text).toContain('data-docwright-seq="1"');
    // A page served before the change (number 0) reconnecting now: reload at once.
    const stale = await listen(dev.port, '/guide', 0);
    expect(await stale.next(1)).toEqual({ reloadAll: false, routes: ['/guide'] });
    // The home page did not change since 0: it gets only later changes.
    const home = await listen(dev.port, '/', 0);
    await writeFile(join(session.root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    await home.next(1);
    expect(home.events).toEqual([{ reloadAll: false, routes: ['/'] }]);
  });

  test('a page that fails to parse shows the overlay and prints file:line:col; fixing it clears both', async () => {
    const { server: dev, err, out } = await start();
    const guide = await listen(dev.port, '/guide');
    await writeFile(join(session.root, 'guide.mdx'), '---\ntitle: Guide\n---\n\n<Steps>\n  <Step title="One">\n    Dig.\n');
    await guide.next(1);
    const broken = await fetchText(`${dev.url}/guide`);
    expect(broken.text).toContain('id="__docwright-overlay"');
    expect(broken.text).toMatch(/data-docwright-place[^>]*>guide\.mdx:\d+:\d+</);
    await until(() => err.text().includes('guide.mdx:'), 'the terminal error');
    const [head] = err.text().split('\n');
    // With its severity, as every other line on that terminal (a finding's, as `build` prints it).
    expect(head).toMatch(/^guide\.mdx:\d+:\d+: error: .+/);
    expect(err.text()).toContain('|     Dig.');

    await writeFile(join(session.root, 'guide.mdx'), '---\ntitle: Guide\n---\n\n<Steps>\n  <Step title="One">\n    Dig.\n  </Step>\n</Steps>\n');
    await guide.next(2);
    const fixed = await fetchText(`${dev.url}/guide`);
    expect(fixed.status).toBe(200);
    expect(fixed.text).not.toContain('id="__docwright-overlay"');
    expect(fixed.text).toContain('Dig.');
    // Said where the error was printed: stderr.
    await until(() => err.text().includes('docwright dev: /guide fixed'), 'the terminal to say it is fixed');
    expect(out.text()).not.toContain('fixed');
  });

  test('with `cwd`, the terminal names the broken page from there, as the findings name files', async () => {
    const { server: dev, err } = await start({ cwdAbove: true });
    const guide = await listen(dev.port, '/guide');
    await writeFile(join(session.root, 'guide.mdx'), '---\ntitle: Guide\n---\n\n<Steps>\n  <Step title="One">\n    Dig.\n');
    await guide.next(1);
    await fetchText(`${dev.url}/guide`);
    await until(() => err.text().includes('guide.mdx:'), 'the terminal error');
    const [head] = err.text().split('\n');
    expect(head?.startsWith(`${basename(session.root)}/guide.mdx:`)).toBe(true);
  });

  test('an invalid docs.json keeps the last good site and shows the error on every page', async () => {
    const { server: dev, err } = await start();
    const home = await listen(dev.port, '/');
    const good = (await fetch(`${dev.url}/docs.json`)).status;
    expect(good).toBe(404);
    await writeFile(join(session.root, 'docs.json'), '{\n  "name": "Greenhouse",\n  "theme": \n}\n');
    expect(await home.next(1)).toEqual({ reloadAll: true, routes: [] });
    const page = await fetchText(`${dev.url}/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Welcome to the greenhouse.');
    expect(page.text).toMatch(/data-docwright-place[^>]*>docs\.json:4:1</);
    expect(err.text()).toMatch(/^docs\.json:4:1: error: Unexpected token, expected valid JSON\n/);

    await writeFile(join(session.root, 'docs.json'), '{ "name": "Greenhouse", "theme": "mint" }\n');
    await home.next(2);
    const fixed = await fetchText(`${dev.url}/`);
    expect(fixed.text).not.toContain('id="__docwright-overlay"');
    expect(fixed.text).toContain('Welcome to the greenhouse.');
  });

  test('report hears the findings at start, when docs.json breaks (placed, `config-invalid`) and once it is fixed', async () => {
    const root = await session.copy();
    const reports: Finding[][] = [];
    const server = await session.serve({ root, port: 0, quiet: true, stderr: terminal(), debounceMs: 10, site: FakeSite.create, report: (findings) => reports.push(findings) });
    await server.ready;
    expect(reports).toEqual([[]]);
    const home = await listen(server.port, '/');
    await writeFile(join(root, 'docs.json'), '{\n  "name": "Greenhouse",\n  "theme": \n}\n');
    await home.next(1);
    expect(reports[1]).toEqual([{ file: join(root, 'docs.json'), line: 4, column: 1, ruleId: 'config-invalid', severity: 'error', message: 'Unexpected token, expected valid JSON' }]);
    await writeFile(join(root, 'docs.json'), '{ "name": "Greenhouse", "theme": "mint" }\n');
    await home.next(2);
    expect(reports).toHaveLength(3);
    expect(reports[2]).toEqual([]);
  });

  test('a broken docs.json is said once per change: at start, and not again for the same error saved twice', async () => {
    const root = await session.copy();
    await writeFile(join(root, 'docs.json'), '{\n  "name": "Greenhouse",\n  "theme": \n}\n');
    const err = terminal();
    const reports: Finding[][] = [];
    // As the CLI without --format: the report prints each finding as a line on the same terminal.
    const report = (findings: Finding[]): void => {
      reports.push(findings);
      for (const finding of findings) err.write(`${finding.line}:${finding.column}: ${finding.message}\n`);
    };
    const server = await session.serve({ root, port: 0, quiet: true, stderr: err, debounceMs: 10, site: FakeSite.create, report, reportShowsErrors: true });
    await server.ready;
    expect(reports).toHaveLength(1);
    expect(err.text().match(/Unexpected token, expected valid JSON/g)).toHaveLength(1);
    // The line, then the excerpt under it.
    expect(err.text()).toMatch(/^4:1: Unexpected token, expected valid JSON\n {2}2 \|.*\n {2}3 \|.*\n> 4 \| \}\n/);
    // The same error again (a second save, one space more): nothing new on the terminal, no report.
    const home = await listen(server.port, '/');
    await writeFile(join(root, 'docs.json'), '{\n  "name": "Greenhouse",\n  "theme":  \n}\n');
    await home.next(1);
    expect(reports).toHaveLength(1);
    expect(err.text().match(/Unexpected token, expected valid JSON/g)).toHaveLength(1);
    await writeFile(join(root, 'docs.json'), '{ "name": "Greenhouse", "theme": "mint" }\n');
    await home.next(2);
    expect(reports).toHaveLength(2);
    expect(err.text().match(/Unexpected token, expected valid JSON/g)).toHaveLength(1);
  });

  test('a project that cannot be read at start is served as the error until it is fixed', async () => {
    const root = await session.copy();
    await writeFile(join(root, 'docs.json'), '{ "name": ');
    const err = terminal();
    const server = await session.serve({ root, port: 0, quiet: true, stderr: err, debounceMs: 10, site: FakeSite.create });
    await server.ready;
    const broken = await fetchText(`${server.url}/`);
    expect(broken.status).toBe(500);
    expect(broken.text).toMatch(/data-docwright-place[^>]*>docs\.json:1:\d+</);
    const home = await listen(server.port, '/');
    await writeFile(join(root, 'docs.json'), '{ "name": "Greenhouse" }');
    await home.next(1);
    expect((await fetchText(`${server.url}/`)).text).toContain('Welcome to the greenhouse.');
  });
});

describe('startDevServer: ports and shutdown', () => {
  test('a busy port: takes the next free one and says which', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const address = blocker.address();
    const busy = typeof address === 'object' && address ? address.port : 0;
    try {
      const root = await session.copy();
      const out = terminal();
      const server = await session.serve({ root, port: busy, stdout: out, site: FakeSite.create, watch: false, quiet: false });
      expect(server.port).not.toBe(busy);
      expect(server.port).toBeGreaterThan(busy);
      expect(out.text()).toBe(`docwright dev: http://127.0.0.1:${server.port} (port ${busy} is busy)\n`);
      expect((await fetchText(`${server.url}/`)).status).toBe(200);
    } finally {
      await new Promise((done) => blocker.close(done));
    }
  });

  test('close ends open event streams and stops listening', async () => {
    const { server: dev } = await start();
    const home = await listen(dev.port, '/');
    const ended = new Promise<void>((done) => (home as unknown as { response: { on(e: string, f: () => void): void } }).response.on('end', done));
    await dev.close();
    await ended;
    await expect(fetch(`${dev.url}/`)).rejects.toThrow();
  });

  test('closed while the site still loads, the site is closed once it is in (its workers never outlive the server)', async () => {
    const root = await session.copy();
    let finishLoad!: () => void;
    const loading = new Promise<void>((done) => (finishLoad = done));
    let closedSites = 0;
    const dev = await session.serve({
      root,
      port: 0,
      quiet: true,
      site: async (r) => {
        await loading;
        return Object.assign(await FakeSite.create(r), { close: () => {
          closedSites++;
          return Promise.resolve();
        } });
      },
    });
    const closing = dev.close();
    finishLoad();
    await closing;
    expect(closedSites).toBe(1);
  });

  test('a render cut short by the close prints nothing (its workers end with the server)', async () => {
    const root = await session.copy();
    const err = terminal();
    let renders = 0;
    let cut: (error: Error) => void = () => undefined;
    const site: DevSite = {
      root,
      routes: () => ['/'],
      changed: () => Promise.resolve({ reloadAll: true, routes: [] }),
      render: () => {
        renders++;
        return new Promise<never>((_resolve, reject) => (cut = reject));
      },
    };
    const server = await startDevServer({ root, port: 0, quiet: true, stderr: err, debounceMs: 10, watch: false, site });
    await server.ready;
    const page = fetchText(`${server.url}/`).catch(() => undefined);
    await until(() => renders === 1, 'the render');
    await server.close();
    // What a worker's terminate makes of the render in flight.
    cut(new Error('Unexpected close of the dev site while it rendered'));
    await page;
    // The render's end is handled in promise jobs (an error without a file reads nothing): all run before `setImmediate`.
    await new Promise((resolve) => setImmediate(resolve));
    expect(err.text()).toBe('');
  });
});
