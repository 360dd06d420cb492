// One table per command: node:util's parseArgs reads it, and the same table prints `--help`,
// so an option cannot exist without its help line, nor a help line without its option.
// Adding an option is one row in the command's `spec.options`, for example
//   format: { type: 'string', default: 'stylish', arg: '<name>', help: 'stylish (default), json, sarif or github' },
// and its value arrives typed in `parseOptions(spec, argv).values.format`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { didYouMean } from '../did-you-mean.js';
import { chooseConfig, refusesCode, resetConfigChoice, type ConfigChoice } from '../lint/config-choice.js';
import { EXIT, UsageError, type Command, type Io } from './io.js';

interface OptionBase {
  short?: string;
  /** The `--help` text; each `\n` starts a continuation line under the first. */
  help: string;
}
export interface StringOption extends OptionBase {
  type: 'string';
  /** The value's name in `--help`: `<dir>`. */
  arg: string;
  multiple?: boolean;
  default?: string;
}
export interface BooleanOption extends OptionBase {
  type: 'boolean';
  default?: boolean;
}
export type Option = StringOption | BooleanOption;
export type OptionTable = Readonly<Record<string, Option>>;

export interface CommandSpec<T extends OptionTable = OptionTable> {
  /** `docwright build [root] [options]` */
  usage: string;
  /** The paragraph under the usage line. */
  description: string;
  options: T;
  /** A paragraph after the options (exit codes). */
  footer?: string;
}

/** `-f, --format`: the reporter of commands that print findings (lint, a11y, format), stylish unless given. */
export const findingsFormat = { type: 'string', short: 'f', default: 'stylish', arg: '<name>', help: 'Stylish (default), json, sarif or github' } as const;

/**
 * `-c, --config <path>` and `--no-config`: the docwright configuration a command loads, in every command that loads it
 * (`lint`, `format`, `check`, `build`, `dev`, `a11y`, `rules`, `lsp`, `mcp`). `withHelp` reads them for the command
 * (src/lint/config-choice.ts): the command's body needs nothing more.
 */
export const configOptions = {
  config: { type: 'string', short: 'c', arg: '<path>', help: 'Load this configuration file (no search)' },
  'no-config': { type: 'boolean', default: false, help: 'Load no configuration file: none of its settings apply and no code in it runs' },
} as const;

/** The configuration the flags choose (`--config` resolved from `cwd`), or a UsageError for both flags or a missing file. */
export function configChoiceOf(values: { config?: unknown; 'no-config'?: unknown }, cwd: string): ConfigChoice {
  const file = typeof values.config === 'string' ? values.config : undefined;
  if (file !== undefined && values['no-config'] === true) throw new UsageError('Unexpected `--config` with `--no-config`, expected one of them');
  if (values['no-config'] === true) return { kind: 'none' };
  if (file === undefined) return { kind: 'search' };
  const path = resolve(cwd, file);
  if (!existsSync(path)) throw new UsageError(`Missing config file \`${file}\`, expected a file at that path (\`--config\`)`);
  return { kind: 'file', path };
}

/** Every command also takes `-h, --help`. */
const helpOption = { help: { type: 'boolean', short: 'h', default: false, help: 'Show this help' } } as const;

type WithHelp<T extends OptionTable> = T & typeof helpOption;

/** A command's table, with `--help` added. */
export function defineCommand<const T extends OptionTable>(spec: CommandSpec<T>): CommandSpec<WithHelp<T>> {
  return { ...spec, options: { ...spec.options, ...helpOption } };
}

interface Config<T extends OptionTable> {
  args: string[];
  options: T;
  allowPositionals: true;
  strict: true;
}

/** What parseArgs returns for the table: values typed by `type`, `multiple` and `default`. */
export type Parsed<T extends OptionTable> = ReturnType<typeof parseArgs<Config<T>>>;

function flagName(name: string, option: Option): string {
  return option.type === 'string' ? `--${name} ${option.arg}` : `--${name}`;
}

/** The `--help` text of a command. */
export function formatHelp(spec: CommandSpec): string {
  const entries = Object.entries(spec.options);
  const anyShort = entries.some(([, option]) => option.short !== undefined);
  const heads = entries.map(([name, option]) => {
    const short = option.short !== undefined ? `-${option.short}, ` : anyShort ? '    ' : '';
    return `  ${short}${flagName(name, option)}`;
  });
  const width = Math.max(...heads.map((head) => head.length)) + 2;
  const lines = entries.flatMap(([, option], index) => {
    const [first = '', ...rest] = option.help.split('\n');
    return [`${(heads[index] ?? '').padEnd(width)}${first}`, ...rest.map((line) => `${' '.repeat(width)}${line}`)];
  });
  const footer = spec.footer === undefined ? '' : `\n${spec.footer}\n`;
  return `Usage: ${spec.usage}\n\n${spec.description}\n\nOptions:\n${lines.join('\n')}\n${footer}`;
}

function messageOf(error: unknown): string {
  // parseArgs's errors may come from another realm (jest's VM): no `instanceof`.
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
}

/** parseArgs's complaint in the house form, with a did-you-mean for a misspelt flag. */
export function usageMessage(error: unknown, options: OptionTable): string {
  const message = messageOf(error);
  const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
  if (unknown !== undefined) {
    const flags = Object.keys(options).map((name) => `--${name}`);
    const near = unknown.startsWith('--') ? didYouMean(unknown.replace(/=.*$/, ''), flags) : undefined;
    return `Unexpected option \`${unknown}\`, expected one of ${flags.map((flag) => `\`${flag}\``).join(', ')}${near ? ` (did you mean \`${near}\`?)` : ''}`;
  }
  const missing = /^Option '(?:-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message)?.[1];
  if (missing !== undefined) return `Missing value for \`${missing}\`, expected \`${missing} <value>\``;
  const extra = /^Option '(?:-\w, )?(--[\w-]+)' does not take an argument/.exec(message)?.[1];
  if (extra !== undefined) return `Unexpected value for \`${extra}\`, expected none`;
  const ambiguous = /^Option '(?:-\w, )?(--[\w-]+)[^']*' argument is ambiguous/.exec(message)?.[1];
  if (ambiguous !== undefined) return `Unexpected value starting with \`-\` after \`${ambiguous}\`, expected \`${ambiguous}=<value>\` for a value that starts with a dash`;
  return (message.split('\n')[0] ?? message).replace(/\.$/, '');
}

/** Parse `argv` by the command's table; positionals are allowed, a bad flag is a UsageError. */
export function parseOptions<T extends OptionTable>(spec: CommandSpec<T>, argv: string[]): Parsed<T> {
  try {
    return parseArgs<Config<T>>({ args: argv, options: spec.options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error, spec.options));
  }
}

/**
 * A command from its table (made with `defineCommand`) and its body: `-h`/`--help` prints the table's help and
 * exits 0, anything else reaches the body with the options parsed (a bad flag is a UsageError).
 */
export function withHelp<T extends OptionTable>(spec: CommandSpec<WithHelp<T>>, body: (parsed: Parsed<WithHelp<T>>, io: Io) => Promise<number>): Command {
  return async (argv, io) => {
    const parsed = parseOptions(spec, argv);
    const { help }: { help?: boolean } = parsed.values;
    if (help === true) {
      io.stdout.write(formatHelp(spec));
      return EXIT.ok;
    }
    // The configuration the command loads (its `--config`/`--no-config`), and `DOCWRIGHT_NO_JS_CONFIG` of its
    // environment, for as long as it runs: every command, with those flags or without.
    const values: { config?: unknown; 'no-config'?: unknown } = parsed.values;
    chooseConfig(configChoiceOf(values, io.cwd), { refuseCode: refusesCode(io.env) });
    try {
      return await body(parsed, io);
    } finally {
      resetConfigChoice();
    }
  };
}

/**
 * `--max-warnings <n>` as `lint`, `check` and `build` read it: a whole number, or `-1` (ESLint's own
 * default) for no limit, so a script moved from ESLint keeps working. Undefined: no limit.
 * Throws a UsageError for anything else.
 */
export function maxWarningsOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '-1') return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`Unexpected \`--max-warnings ${value}\`, expected a whole number, or \`-1\` for no limit`);
  return Number(value);
}

/**
 * Whether a run's warnings exceed `--max-warnings`; when they do, says so on `stderr` as
 * `docwright <command>: Unexpected 3 warnings, expected at most 2 (`--max-warnings`)`.
 */
export function tooManyWarnings(command: string, warnings: number, max: number | undefined, stderr: { write(text: string): unknown }): boolean {
  if (max === undefined || warnings <= max) return false;
  stderr.write(`docwright ${command}: Unexpected ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, expected at most ${max} (\`--max-warnings\`)\n`);
  return true;
}

/** A flag's whole-number value (`--workers 2`, `--max-warnings 0`), read the same way by every command. */
export function wholeNumber(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`Unexpected \`--${flag} ${value}\`, expected a whole number`);
  return Number(value);
}
