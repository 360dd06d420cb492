// Reading and writing a sealed cache entry (src/project/cache-seal.ts) as a test's attacker
// who holds the run's key would: to reach the checks behind the seal. An entry written
// without the key is the plain planted case, and reads as missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openSealedEntry, sealEntry } from '../../src/project/cache-seal.js';

/** The text of the sealed cache entry at `file` (its name is its base name); throws when the seal does not match. */
export function readSealed(file: string): string {
  const text = openSealedEntry(basename(file), readFileSync(file, 'utf8'));
  if (text === undefined) throw new Error(`Unexpected seal on ${file}`);
  return text;
}

/** Write `text` to the cache entry at `file`, sealed with the run's key. */
export function writeSealed(file: string, text: string): void {
  writeFileSync(file, sealEntry(basename(file), text));
}
