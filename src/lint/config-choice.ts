// Which docwright configuration (`.docwrightrc*`, `docwright.config.*`, `package.json`'s `docwright`) the commands
// load, chosen once per command: the one found by searching (the default), none (`--no-config`) or one file
// (`--config <file>`); and whether a JavaScript configuration or plugin may run at all (`DOCWRIGHT_NO_JS_CONFIG`).
// `findConfig` (src/lint/check-settings.ts), the one place every command finds its configuration, honours it, and the
// CLI sets it from its flags (src/cli/options.ts): `check`, `build`, `dev`, `a11y`, `rules`, `lsp` and `mcp` need no
// option of their own threaded through.
import { LintConfigError } from './lint-config-error.js';

/** The configuration a command loads: the one found by searching, none, or the file named (absolute). */
export type ConfigChoice = { kind: 'search' } | { kind: 'none' } | { kind: 'file'; path: string };

/** The environment variable that makes every command refuse a JavaScript configuration file and plugins. */
export const NO_JS_CONFIG_ENV = 'DOCWRIGHT_NO_JS_CONFIG';

/** A configuration file that is code: cosmiconfig runs it (TypeScript too, given `--config`). */
export const JS_CONFIG_FILE = /\.(?:js|cjs|mjs|ts|cts|mts)$/i;

const SEARCH: ConfigChoice = Object.freeze({ kind: 'search' });

let chosen: ConfigChoice = SEARCH;
let refuseCode = false;

/** Set the configuration the commands of this process load, and whether code in it is refused; `resetConfigChoice` undoes it. */
export function chooseConfig(choice: ConfigChoice, options: { refuseCode?: boolean } = {}): void {
  chosen = choice;
  refuseCode = options.refuseCode === true;
}

/** Back to the default: the configuration found by searching, code allowed unless the process's environment says not. */
export function resetConfigChoice(): void {
  chosen = SEARCH;
  refuseCode = false;
}

/** The configuration chosen for this process (`search` unless a command said otherwise). */
export function configChoice(): ConfigChoice {
  return chosen;
}

/** The choice as it stands, to hand to a worker thread (whose modules start from the default): see `chooseConfig`. */
export function configState(): { choice: ConfigChoice; refuseCode: boolean } {
  return { choice: chosen, refuseCode };
}

/** Whether an environment asks for no configuration code: `DOCWRIGHT_NO_JS_CONFIG` set to anything but empty, `0` or `false`. */
export function refusesCode(env: NodeJS.ProcessEnv): boolean {
  const value = env[NO_JS_CONFIG_ENV]?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** Whether configuration code is refused now: the command said so, or the process's environment does (worker threads, the library). */
export function codeRefused(): boolean {
  return refuseCode || refusesCode(process.env);
}

/** What to do instead, in every refusal. */
const INSTEAD = `run with \`--no-config\`, or unset \`${NO_JS_CONFIG_ENV}\` for a repository you trust`;

/**
 * A JavaScript configuration file, or a plugin, refused because `DOCWRIGHT_NO_JS_CONFIG` is set: nothing of it ran.
 * Every command stops on it with exit code 2 (a `LintConfigError`, so `lint`, `format` and `rules` say it as they say
 * any configuration mistake; the CLI says it for the others).
 */
export class ConfigCodeRefusedError extends LintConfigError {
  constructor(
    /** The file refused (absolute). */
    readonly refused: string,
    /** The plugin as the configuration names it, when the file is a plugin's. */
    readonly plugin?: string,
  ) {
    super(
      plugin === undefined
        ? `Unexpected JavaScript configuration \`${refused}\` with \`${NO_JS_CONFIG_ENV}\` set, expected a JSON or YAML configuration: docwright runs no configuration code (${INSTEAD})`
        : `Unexpected plugin \`${plugin}\` (${refused}) with \`${NO_JS_CONFIG_ENV}\` set, expected a configuration without plugins: docwright runs no configuration code (${INSTEAD})`,
      refused,
    );
    this.name = 'ConfigCodeRefusedError';
  }
}
