// The corpus the corpus-wide scripts read by default: every project folder of ../shared/corpus.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The project folders of `<repo>/../shared/corpus`, sorted by name; says so and exits 2 when there is no corpus. */
export function corpusProjects(repo) {
  const corpus = join(repo, '../shared/corpus');
  if (!existsSync(corpus)) {
    console.error(`No corpus at ${corpus}; pass project folders`);
    process.exit(2);
  }
  return readdirSync(corpus).sort().filter((name) => statSync(join(corpus, name)).isDirectory()).map((name) => join(corpus, name));
}
