// The one place that finds a browser for the browser suites. A system chromium is used
// when there is one (CHROMIUM_PATH, then the usual install paths); otherwise the chromium
// that `npm ci` brings (@sparticuz/chromium, a devDependency: a brotli-packed build that is
// unpacked into the temp folder on first use, no network needed). When neither can be had,
// launching fails with one message that says how to get a browser: a browser suite never
// turns into nothing.
import { existsSync } from 'node:fs';
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from 'playwright-core';

/** Where a browser comes from. */
export interface BrowserSource {
  executablePath: string;
  args: string[];
  /** `CHROMIUM_PATH`, `system` or `@sparticuz/chromium`. */
  origin: string;
}

/** Usual places of a system Chromium or Chrome, Linux first, then macOS. */
export const SYSTEM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags for a headless browser on a machine whose network is closed: no sandbox (CI runs as root), nothing phoning home. */
const QUIET = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Of the packaged browser's own flags, the ones that change what a page may do (web security, mixed content) or how it runs under test (one process) are left out: the suites test the site as a reader's browser runs it. */
const UNWANTED_PACKAGED_FLAGS = /^--(disable-web-security|allow-running-insecure-content|single-process|disable-site-isolation-trials|disable-features=)/;

export const NO_BROWSER_MESSAGE =
  'Missing a browser for the browser tests: set CHROMIUM_PATH to a Chromium or Chrome binary, install one (Debian: `apt-get install chromium`), or run `npm ci` so the devDependency @sparticuz/chromium is present (Linux x64/arm64)';

/** The first system browser: `CHROMIUM_PATH` when set (it must exist), then {@link SYSTEM_PATHS}. */
export function systemBrowser(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): BrowserSource | undefined {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!exists(configured)) throw new Error(`Unexpected \`CHROMIUM_PATH\` \`${configured}\`, expected the path of a Chromium or Chrome binary`);
    return { executablePath: configured, args: QUIET, origin: 'CHROMIUM_PATH' };
  }
  const found = SYSTEM_PATHS.find((path) => exists(path));
  return found ? { executablePath: found, args: QUIET, origin: 'system' } : undefined;
}

/** The browser packaged in devDependencies, unpacked on first use; undefined when the package or its binary is unavailable here. */
export async function packagedBrowser(): Promise<BrowserSource | undefined> {
  if (process.platform !== 'linux') return undefined;
  let packaged: { executablePath(): Promise<string>; args: string[] };
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch {
    return undefined;
  }
  try {
    const executablePath = await unpackingAlone(() => packaged.executablePath());
    const own = packaged.args.filter((flag) => !UNWANTED_PACKAGED_FLAGS.test(flag));
    return { executablePath, args: [...new Set([...own, ...QUIET])], origin: '@sparticuz/chromium' };
  } catch {
    return undefined;
  }
}

/**
 * Runs `unpack` while holding a lock folder in the temp folder. The package unpacks into a
 * fixed temp path and only checks that the file exists, so two suites starting at once
 * (jest runs them in parallel) would otherwise launch a half-written binary. A lock older
 * than two minutes is left from a killed run and is taken over.
 */
async function unpackingAlone<T>(unpack: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), 'docwright-chromium-unpack.lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (since > 120_000) await rmdir(lock).catch(() => undefined);
      else await sleep(100);
    }
  }
  try {
    return await unpack();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

/** The browser the suites use; throws {@link NO_BROWSER_MESSAGE} when there is none. */
export async function findBrowser(): Promise<BrowserSource> {
  const source = systemBrowser() ?? (await packagedBrowser());
  if (!source) throw new Error(NO_BROWSER_MESSAGE);
  return source;
}

/** Launches the browser the suites use, headless. */
export async function launchBrowser(): Promise<Browser> {
  const source = await findBrowser();
  return chromium.launch({ executablePath: source.executablePath, args: source.args, headless: true });
}
