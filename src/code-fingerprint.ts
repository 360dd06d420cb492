// The fingerprint of the docwright code that is running: a build cache keyed on it is never
// read by other code, even between two versions (a docwright built from git). The package
// build (scripts/bundle.mjs) hashes every file it ships into dist/src/code-fingerprint.txt;
// read once, it costs one small file. Without that file (run from the sources with tsx or
// jest, or a dist/ that tsc alone made) the code's files are hashed here, once per process.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { version } from './version.js';

/** The file the package build writes into dist/src/ (a 64-digit hex SHA-256). */
export const FINGERPRINT_FILE = 'code-fingerprint.txt';

const FINGERPRINT = /^[0-9a-f]{64}$/;

let memo: string | undefined;

/** The fingerprint file beside this module or one folder up (the CLI's chunks sit in dist/src/cli/); undefined when there is none. */
function readFingerprintFile(): string | undefined {
  for (const rel of [`./${FINGERPRINT_FILE}`, `../${FINGERPRINT_FILE}`]) {
    try {
      const text = readFileSync(new URL(rel, import.meta.url), 'utf8').trim();
      if (FINGERPRINT.test(text)) return text;
    } catch {
      // try the next place
    }
  }
  return undefined;
}

/** Every file below `dir`, sorted (links not followed). */
function filesBelow(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? filesBelow(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [])).sort();
}

/** The package's folder: the nearest folder up from this module with docwright's package.json. */
function packageRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    try {
      const pkg: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (typeof pkg === 'object' && pkg !== null && 'name' in pkg && pkg.name === 'docwright') return dir;
    } catch {
      // not here
    }
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * A SHA-256 (hex) of the code's files: `src/`, `rules/` and `presets/` when this module runs from
 * the sources (`.ts`), else `dist/`; each file's path and bytes. The version alone when the
 * package's folder cannot be found.
 */
export function hashCodeFiles(): string {
  const root = packageRoot();
  const hash = createHash('sha256').update(`${version}\0`);
  if (root === undefined) return hash.digest('hex');
  const fromSources = fileURLToPath(import.meta.url).endsWith('.ts');
  const folders = fromSources ? ['src', 'rules', 'presets'] : ['dist'];
  for (const folder of folders) {
    for (const file of filesBelow(join(root, folder))) {
      if (file.endsWith(`${sep}${FINGERPRINT_FILE}`)) continue;
      hash.update(`${relative(root, file).split(sep).join('/')}\0`).update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * The fingerprint of the running code (64 hex digits): the package build's, else a hash of the
 * code's files (`hashCodeFiles`). Computed once per process.
 */
export function codeFingerprint(): string {
  memo ??= readFingerprintFile() ?? hashCodeFiles();
  return memo;
}
