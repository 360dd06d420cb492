// The real projects in ../shared/corpus (read-only). Suites that need them skip when they
// are absent, and say so on one line: a skipped test, never a silent pass.
import { describe, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/corpus` beside the repository. */
export const CORPUS = fileURLToPath(new URL('../../../shared/corpus', import.meta.url));

/** The folder of one corpus project. */
export function corpusProject(name: string): string {
  return join(CORPUS, name);
}

/** Whether every named project is present (the corpus folder itself when none is named). */
export function corpusPresent(...projects: string[]): boolean {
  return projects.length === 0 ? existsSync(CORPUS) : projects.every((name) => existsSync(corpusProject(name)));
}

function announce(what: string, projects: string[]): void {
  const missing = projects.length === 0 ? CORPUS : projects.map(corpusProject).filter((path) => !existsSync(path)).join(', ');
  process.stderr.write(`Skipping ${what}: missing ${missing}\n`);
}

/** `describe` when the projects are present, otherwise `describe.skip` after one line on stderr. */
export function describeWithCorpus(what: string, projects: string[] = []): typeof describe | typeof describe.skip {
  if (corpusPresent(...projects)) return describe;
  announce(what, projects);
  return describe.skip;
}

/** `test` when the projects are present, otherwise `test.skip` after one line on stderr. */
export function testWithCorpus(what: string, projects: string[] = []): typeof test | typeof test.skip {
  if (corpusPresent(...projects)) return test;
  announce(what, projects);
  return test.skip;
}
