// The examples of docwright's own rules: `rules/examples/<id>.yaml`, read the first time a
// rule's `examples` are asked for (by the tests, `npm run docs:rules` and RuleTester), never by
// `lint`. A plugin's rule gives its examples inline to `defineRule` as before.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Example } from './rule.js';

/**
 * The folder of the example files: `rules/examples/` beside `src/` in the sources, `dist/rules/examples/`
 * (copied there by the build) for the compiled modules and the bundles, which all sit two folders under it.
 */
const EXAMPLES_DIR = new URL('../../rules/examples/', import.meta.url);

const exampleSchema = z.strictObject({
  name: z.string().optional(),
  filename: z.string().optional(),
  input: z.string(),
  options: z.unknown().optional(),
  output: z.array(z.string()).optional(),
  fixed: z.string().optional(),
  suggested: z.array(z.strictObject({ title: z.string(), output: z.string() })).optional(),
  project: z.record(z.string(), z.string()).optional(),
});

const examplesSchema = z.strictObject({ ok: z.array(exampleSchema), notOk: z.array(exampleSchema) });

/** A rule's ok and not-ok examples, as `RuleMeta.examples` holds them. */
export interface Examples {
  ok: Example[];
  notOk: Example[];
}

/**
 * Read and validate `rules/examples/<id>.yaml` (a map of `ok` and `notOk`, each a list of {@link Example}s).
 * Throws an `Error` naming the file when it is missing, is not YAML, or does not match the shape.
 */
export function readExamplesFile(id: string, dir: URL = EXAMPLES_DIR): Examples {
  const url = new URL(`${id}.yaml`, dir);
  let value: unknown;
  try {
    value = parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`Unexpected examples file \`${url.pathname}\`, expected a YAML file: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parsed = examplesSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Unexpected examples in \`${url.pathname}\`, expected \`ok\` and \`notOk\` lists of examples: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A built-in rule's `examples`, loaded from `rules/examples/<id>.yaml` on the first read of `ok` or `notOk`
 * (once; the same lists after), so loading the rule reads no file.
 */
export function examplesFile(id: string): Examples {
  let loaded: Examples | undefined;
  const load = (): Examples => (loaded ??= readExamplesFile(id));
  return {
    get ok() {
      return load().ok;
    },
    get notOk() {
      return load().notOk;
    },
  };
}
