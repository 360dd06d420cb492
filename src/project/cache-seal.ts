// The seal on a cache entry. A key that the cache checks (the page's source hash, the
// docwright version, the configuration) can be computed by anyone who can write the cache
// folder: a repository can commit a page record that shows other HTML than its page, or a
// lint entry that passes a page with errors. So each entry of the build and lint caches is
// sealed with an HMAC-SHA256 over the docwright version, the entry's name and its text,
// under a key that never lives in the project: `DOCWRIGHT_CACHE_KEY` when set (a CI job that
// restores its cache between runs sets it from a secret), else a random key kept in the
// user's cache folder (`$XDG_CACHE_HOME/docwright/cache-key`, `~/.cache/…` by default,
// created once, mode 0600). An entry whose seal does not match is read as missing: the page
// is rendered, the file linted, again. A machine whose key file cannot be made uses a key
// of its own for the process: its caches then serve only that process.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, constants, fstatSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { version } from '../version.js';

/** The first line of a sealed entry, before the seal's 64 hex digits. */
const SEAL_PREFIX = 'docwright-seal:1:';
const SEAL_LENGTH = SEAL_PREFIX.length + 64 + 1;

/** The key file's path for an environment: under `XDG_CACHE_HOME`, else `~/.cache`. */
export function cacheKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'docwright', 'cache-key');
}

/** The key in a key file: 64 hex digits, or undefined (missing, a link, or not a key). */
function readKeyFile(path: string): string | undefined {
  let fd: number;
  try {
    // Without blocking: a named pipe in its place is refused by the `fstat` below, not waited on.
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | ((constants.O_NONBLOCK as number | undefined) ?? 0));
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    const text = readFileSync(fd, 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** A new key written to `path` whole (a temporary file linked into place, so no reader sees half of it); the key another process wrote first when it won. */
function makeKeyFile(path: string): string | undefined {
  const key = randomBytes(32).toString('hex');
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(temp, `${key}\n`, { mode: 0o600, flag: 'wx' });
    linkSync(temp, path);
    return key;
  } catch {
    return readKeyFile(path);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // Never made.
    }
  }
}

/** The cache key for an environment: `DOCWRIGHT_CACHE_KEY`, else the user's key file (made on first use), else a key for this process only. */
export function cacheKeyFor(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.DOCWRIGHT_CACHE_KEY;
  if (named !== undefined && named !== '') return named;
  const file = cacheKeyFile(env);
  return readKeyFile(file) ?? makeKeyFile(file) ?? randomBytes(32).toString('hex');
}

let processKey: string | undefined;

/** This process's cache key (read once). */
function cacheKey(): string {
  processKey ??= cacheKeyFor();
  return processKey;
}

/** The seal of entry `name` holding `text`, under `key`. */
function sealOf(name: string, text: string, key: string): string {
  return createHmac('sha256', key).update(`${version}\0${name}\0`).update(text).digest('hex');
}

/** Entry `name`'s text with its seal before it (`key`: the process's cache key unless given). */
export function sealEntry(name: string, text: string, key = cacheKey()): string {
  return `${SEAL_PREFIX}${sealOf(name, text, key)}\n${text}`;
}

/** The text of a sealed entry `name` when its seal matches (this docwright, this name, this text, `key`); undefined otherwise. */
export function openSealedEntry(name: string, sealed: string, key = cacheKey()): string | undefined {
  if (!sealed.startsWith(SEAL_PREFIX) || sealed[SEAL_LENGTH - 1] !== '\n') return undefined;
  const seal = sealed.slice(SEAL_PREFIX.length, SEAL_LENGTH - 1);
  if (!/^[0-9a-f]{64}$/.test(seal)) return undefined;
  const text = sealed.slice(SEAL_LENGTH);
  return timingSafeEqual(Buffer.from(seal, 'hex'), Buffer.from(sealOf(name, text, key), 'hex')) ? text : undefined;
}
