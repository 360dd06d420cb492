// Where a docwright config file (`.docwrightrc`, `.docwrightrc.json`, `.yaml` …) stops parsing,
// and what was expected there: cosmiconfig's own errors name neither line nor column.
import { readRegular } from '../fs/paths.js';

/** A config file's syntax error: 1-based line and column, and the message. */
export interface ConfigSyntaxError {
  line: number;
  column: number;
  message: string;
}

/** The JSON syntax error of `text` (strict JSON, as cosmiconfig reads it), or `undefined`. */
async function jsonError(text: string): Promise<ConfigSyntaxError | undefined> {
  const { jsonSyntaxError } = await import('../json-syntax.js');
  return jsonSyntaxError(text);
}

/** The YAML syntax error of `text`, or `undefined`. */
async function yamlError(text: string): Promise<ConfigSyntaxError | undefined> {
  const { parseDocument } = await (await import('./yaml-module.js')).loadYaml();
  const first = parseDocument(text).errors[0];
  if (first === undefined) return undefined;
  const at = first.linePos?.[0];
  const reason = (first.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').replace(/`/g, "'");
  return { line: at?.line ?? 1, column: at?.col ?? 1, message: `Unexpected YAML that does not parse (${reason}), expected a YAML mapping of settings` };
}

/**
 * Where the config file at `file` stops parsing (JSON for `.json` or text that starts with `{`,
 * YAML otherwise; `undefined` for a module, a file that cannot be read, or one that parses).
 */
export async function configSyntaxError(file: string): Promise<ConfigSyntaxError | undefined> {
  if (/\.(js|mjs|cjs|ts|mts|cts)$/.test(file)) return undefined;
  // A regular file only: a named pipe in its place is not waited on.
  const text = await readRegular(file).then(
    (bytes) => bytes.toString('utf8'),
    () => undefined,
  );
  if (text === undefined) return undefined;
  try {
    return /\.json$/.test(file) || /^\s*\{/.test(text) ? await jsonError(text) : await yamlError(text);
  } catch {
    return undefined;
  }
}
