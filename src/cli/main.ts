import { isAbsolute, relative, sep } from 'node:path';
import { didYouMean } from '../did-you-mean.js';
import { escapeControl } from '../findings/terminal-text.js';
import type { Command, Io } from './io.js';
import type { CommandSpec } from './options.js';
import { EXIT, UsageError } from './io.js';

/** Each command is loaded only when asked for, so `docwright lint one.mdx` loads nothing else. */
export const commands: Record<string, { summary: string; load: () => Promise<{ default: Command; spec: CommandSpec }> }> = {
  lint: { summary: 'Lint pages', load: () => import('./commands/lint.js') },
  check: { summary: 'Validate docs.json and cross-check it against the files', load: () => import('./commands/check.js') },
  a11y: { summary: 'Check colour contrast and alt text as `mint a11y` does', load: () => import('./commands/a11y.js') },
  format: { summary: 'Rewrite pages in one canonical style (--check: only report)', load: () => import('./commands/format.js') },
  migrate: { summary: 'Rewrite a legacy mint.json, a Docusaurus sidebar or a Starlight site as docs.json', load: () => import('./commands/migrate.js') },
  new: { summary: 'Make a new project: docs.json, an index page, a quickstart and a snippet', load: () => import('./commands/new.js') },
  rules: { summary: 'Write the AI-editor rules file', load: () => import('./commands/rules.js') },
  score: { summary: 'Score the agent readiness of a built site or a local dev server', load: () => import('./commands/score.js') },
  build: { summary: 'Build the static site', load: () => import('./commands/build.js') },
  dev: { summary: 'Serve the site locally with live reload', load: () => import('./commands/dev.js') },
  lsp: { summary: 'Start the language server for editors (stdio)', load: () => import('./commands/lsp.js') },
  mcp: { summary: 'Run the MCP server for AI assistants (stdio)', load: () => import('./commands/mcp.js') },
};

/**
 * Other tools' names for a command (Docusaurus, Starlight, Mintlify's CLI, npm): a user coming from them is pointed at
 * docwright's, where spelling alone would suggest another (`init` is one letter from `lint`).
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  init: 'new',
  create: 'new',
  start: 'dev',
  serve: 'dev',
  preview: 'dev',
  validate: 'check',
  'broken-links': 'check --links',
  upgrade: 'migrate',
};

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`);
  return `Usage: docwright <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun \`docwright <command> --help\` for a command's options.\n`;
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage());
    return name === undefined ? EXIT.fatal : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    const { version } = await import('../version.js');
    io.stdout.write(`${version}\n`);
    return EXIT.ok;
  }
  const command = commands[name];
  if (!command) {
    const near = Object.hasOwn(OTHER_NAMES, name.toLowerCase()) ? OTHER_NAMES[name.toLowerCase()] : didYouMean(name, Object.keys(commands));
    io.stderr.write(`docwright: Unexpected command \`${escapeControl(name)}\`, expected one of ${Object.keys(commands).map((c) => `\`${c}\``).join(', ')}${near ? ` (did you mean \`${near}\`?)` : ''}\n`);
    return EXIT.fatal;
  }
  try {
    const { default: run } = await command.load();
    return await run(rest, io);
  } catch (error) {
    // A JavaScript configuration or plugin refused by `DOCWRIGHT_NO_JS_CONFIG` (src/lint/config-choice.ts), in a
    // command that has no place of its own to say it (`check`, `build`, `a11y`): by name, not to load the module here.
    if (error instanceof UsageError || (error instanceof Error && error.name === 'ConfigCodeRefusedError')) {
      io.stderr.write(`docwright ${name}: ${escapeControl(error.message)}\n`);
      return EXIT.fatal;
    }
    const failure = fileSystemFailure(error, io.cwd);
    if (failure !== undefined) {
      // The file system said no (a name too long, a busy mount, a full disk …): not a bug of docwright's.
      io.stderr.write(`docwright ${name}: ${escapeControl(failure)}\n`);
      return EXIT.fatal;
    }
    const text = error instanceof Error ? error.message : String(error);
    io.stderr.write(`docwright ${name}: internal error: ${escapeControl(text)}\n`);
    if (io.env.DOCWRIGHT_DEBUG) io.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
    return EXIT.fatal;
  }
}

/** A file system error as one line naming the path: "Unexpected failure on `x` (ENAMETOOLONG: name too long)". */
export function fileSystemFailure(error: unknown, cwd: string): string | undefined {
  // Not `instanceof Error`: errors of node's fs may come from another realm (jest's VM).
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, path, message } = error as Partial<NodeJS.ErrnoException>;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code) || typeof message !== 'string') return undefined;
  const reason = message.replace(/, \w+ '[^']*'( -> '[^']*')?$/, '');
  if (typeof path !== 'string') return `Unexpected failure (${reason})`;
  const rel = relative(cwd, path);
  const shown = rel === '' ? '.' : rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? path : rel;
  return `Unexpected failure on \`${shown}\` (${reason})`;
}
