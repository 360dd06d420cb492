import { createServer } from 'node:http';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { applyChange, completeSite, reloadEverything } from './apply-change.js';
import { toDevError } from './errors.js';
import { requestHandler } from './handle-request.js';
import { allowedHosts } from './host-check.js';
import { listenOnFreePort } from './listen.js';
import { defaultSiteFactory } from './load-site.js';
import { openBrowser } from './open-browser.js';
import { formatErrorForTerminal, linksPanelHtml } from './overlay.js';
import { createLinkFindings, linkChecker } from './link-findings.js';
import { createPageCache } from './page-cache.js';
import { createReloadHub } from './reload-hub.js';
import { formatUrl } from './respond.js';
import type { DevError, DevSite, SiteFactory, SiteStart } from './site-contract.js';
import { createSiteHolder } from './site-holder.js';
import { staticFiles } from './static-files.js';
import { createProjectWatch, type ProjectWatch } from './watcher.js';

export interface DevServerOptions {
  /** The docs root (the folder with docs.json). */
  root: string;
  /** Asked port; the next free one is taken when it is busy. 0 picks any. Default 3000. */
  port?: number;
  /** Default `127.0.0.1`: only this machine can connect. */
  host?: string;
  /** Patterns of further files to publish besides pages, media and specs (src/render/safety/publish.ts). */
  publish?: string[];
  /** Never use the network (remote specs from the cache folder only). */
  offline?: boolean;
  /** Open the default browser once listening. */
  open?: boolean;
  /** The site to serve, or how to make it; default: the renderer. */
  site?: DevSite | SiteFactory;
  /** Print nothing but errors; default: on when `CI` is set. */
  quiet?: boolean;
  /** Watch the project for edits; default true. */
  watch?: boolean;
  debounceMs?: number;
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
  /** The folder the terminal's error lines name files from, as the findings do (the CLI's current folder); default: the root. */
  cwd?: string;
  /** Hears the project's findings each time it is read: at start and after each change that reloads it. */
  report?: (findings: Finding[]) => void;
  /**
   * `report` prints on the terminal the errors go to (the CLI without `--format`): the
   * project's error (docs.json unreadable), which it has just printed as a finding line, is
   * then printed as its source excerpt only, so the terminal says it once.
   */
  reportShowsErrors?: boolean;
  /**
   * Hears every link finding (`link-broken`, anchors: what `build` reports) each time the links are checked: once the
   * site is complete, then after each change. The new ones also go to `report`, once each.
   */
  onLinks?: (findings: Finding[]) => void;
}

export interface DevServer {
  url: string;
  port: number;
  /** Resolves when the site is loaded (in full, after a provisional start) and the watcher sees edits. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A file as the terminal names it: relative to `cwd` when inside it, else absolute. */
function shownFrom(cwd: string, file: string): string {
  const rel = relative(resolve(cwd), file);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? file : rel.split(sep).join('/');
}

/** A finding's place as the terminal names it. */
function findingPlace(cwd: string | undefined, finding: Finding): string {
  return `${cwd === undefined ? finding.file : shownFrom(cwd, finding.file)}:${finding.line}:${finding.column}`;
}

/** An error as the terminal prints it, its file named from `cwd` as the findings name files. */
function errorText(cwd: string | undefined, root: string, error: DevError): string {
  return formatErrorForTerminal(cwd === undefined || error.file === '' ? error : { ...error, file: shownFrom(cwd, isAbsolute(error.file) ? error.file : resolve(root, error.file)) });
}

/** The project's error under the report's line for it: its excerpt only. */
function excerptPrinter(stderr: { write(text: string): unknown }): (error: DevError) => void {
  return (error) => {
    if (error.excerpt) stderr.write(formatErrorForTerminal({ file: '', line: 0, column: 0, message: '', excerpt: error.excerpt }).replace(/^\n/, ''));
  };
}

/** How to make the site: the one given, the factory given, or the renderer's. */
function siteFactory(options: DevServerOptions): SiteFactory {
  const { site } = options;
  if (typeof site === 'function') return site;
  if (site) return () => Promise.resolve(site);
  return Object.assign((root: string, start?: SiteStart) => defaultSiteFactory(root, options.publish, options.offline !== false, start), { startsWatcher: true });
}

/**
 * Serve a docs project locally: pages are rendered on demand and kept in memory,
 * edits are watched, and each open page reloads when its own output changes.
 * Errors never stop the server: they show as an overlay in the browser and are
 * printed in the terminal.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const askedPort = options.port ?? 3000;
  const quiet = options.quiet ?? Boolean(process.env.CI);
  const stderr = options.stderr ?? process.stderr;
  const say = (text: string): unknown => quiet || (options.stdout ?? process.stdout).write(`docwright dev: ${text}\n`);
  const sayFixed = (text: string): unknown => quiet || stderr.write(`docwright dev: ${text}\n`); // A problem fixed (a page's error, a link finding): where problems are printed (docs/commands/dev.mdx).
  const printError = (error: DevError): unknown => closed || stderr.write(errorText(options.cwd, root, error)); // Once closed, nothing: a render cut short by the close is no error.
  let closed = false;
  let queue = Promise.resolve();
  /** Changes, and the site's completion, one after the other. */
  const inTurn = (step: () => Promise<void> | void): Promise<void> => {
    queue = queue.then(step).catch((thrown: unknown) => void printError(toDevError(thrown)));
    return queue;
  };
  let watcher: ProjectWatch | undefined;
  /** The project's watch, made once (its scan started by `watch`); none without watching or after close. */
  const projectWatch = (): ProjectWatch | undefined => {
    if (options.watch === false || closed) return undefined;
    if (!watcher) {
      const onChange = (files: string[]): Promise<void> => inTurn(() => applyChange(changeContext, files).then(checkLinks));
      watcher = createProjectWatch(root, onChange, { ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}), onError: (thrown) => printError(toDevError(thrown)) });
    }
    return watcher;
  };
  /** Start the watcher's scan (once); resolves once every file is watched. Never after close. */
  const watch = (): Promise<void> => projectWatch()?.scan() ?? Promise.resolve();
  const factory = siteFactory(options);
  /** Hears the pages asked for while the site loads (`SiteStart.onAsked`). */
  let asked: ((path: string) => void) | undefined;
  const holder = createSiteHolder({
    root,
    factory,
    start: { watch, onAsked: (listener) => (asked = listener) },
    closed: () => closed,
    printError,
    printProjectError: options.report && options.reportShowsErrors ? excerptPrinter(stderr) : printError,
    fixed: (file) => sayFixed(`${file} fixed`),
    ...(options.report ? { report: options.report } : {}),
    completed: () => inTurn(() => completeSite(changeContext)),
    completeFailed: () => void inTurn(() => reloadEverything(changeContext)),
  });
  const hub = createReloadHub();
  const links = createLinkFindings();
  /** Check the site's links in the background: once it answers in full, never on the first page's way, and after each change (src/dev/link-findings.ts). */
  const checkLinks = linkChecker({ site: () => holder.site, closed: () => closed, links, hub, say: sayFixed, printError, placeOf: (finding) => findingPlace(options.cwd, finding), ...(options.report ? { report: options.report } : {}), ...(options.onLinks ? { onLinks: options.onLinks } : {}) });
  // A page served before the watcher's scan is done has its own files watched at once (issue 51: the scan of a big
  // project's files takes seconds, and starts only after the first page): a save of them reloads it as any other.
  const pages = createPageCache({ root, site: () => holder.site, stamp: () => hub.stamp(), printError, fixed: (route) => sayFixed(`${route} fixed`), sources: (files) => projectWatch()?.files(files) });
  const changeContext = { holder, hub, pages, closed: () => closed };
  // A factory that starts the watcher itself does so before it reads the whole project (issue
  // 51: the scan of a big project's files waits until the first page is served); at the latest
  // once the site is loaded in full (or failed to load). Any other site is watched from the start.
  if (factory.startsWatcher !== true) void watch();
  const siteLoaded = holder.load();
  const watched = siteLoaded.then(() => holder.settled()).then(watch);
  void siteLoaded.then(() => holder.settled()).then(checkLinks);
  const server = createServer(requestHandler({ root, hostAllowed: allowedHosts(host), holder, hub, pages, siteLoaded, statics: staticFiles(root), printError, asked: (path) => asked?.(path), linksPanel: (path) => linksPanelHtml(links.of(path), (finding) => findingPlace(options.cwd, finding)) }));

  let port: number;
  try {
    port = await listenOnFreePort(server, askedPort, host);
  } catch (thrown) {
    // Closed: no watcher starts after this, and the site is closed once it is in.
    closed = true;
    await watcher?.close();
    throw thrown;
  }
  const url = formatUrl(host, port);
  say(`${url}${askedPort !== 0 && port !== askedPort ? ` (port ${askedPort} is busy)` : ''}`);
  if (options.open) openBrowser(url, (message) => stderr.write(`docwright dev: ${message}\n`));

  return {
    url,
    port,
    ready: Promise.all([siteLoaded.then(() => holder.settled()), watched]).then(() => undefined),
    async close() {
      if (closed) return;
      closed = true;
      await watcher?.close();
      hub.endAll();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await queue;
      // A site still loading is closed by the holder once it is in.
      await siteLoaded;
      await holder.site?.close?.();
    },
  };
}
