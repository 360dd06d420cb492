import { lstat } from 'node:fs/promises';
import { writeFileInside, WriteFailedError } from '../../fs/write.js';
import { join, relative, resolve } from 'node:path';
import { isRecord } from '../../guards.js';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { defineCommand, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright migrate [root] [--write | --stdout]',
  description:
    'Rewrite a legacy mint.json into the current docs.json shape. Every setting that has a\n' +
    'home moves there; settings with none are listed on stderr, never dropped silently.',
  options: {
    stdout: { type: 'boolean', default: false, help: 'Print the new docs.json (default)' },
    write: { type: 'boolean', default: false, help: 'Write docs.json next to mint.json (refused when docs.json exists)' },
  },
});

const run: Command = withHelp(spec, async (parsed, io) => {
  if (parsed.values.write && parsed.values.stdout) throw new UsageError('Unexpected `--write` with `--stdout`, expected one of them');
  if (parsed.positionals.length > 1) throw new UsageError('Unexpected extra arguments, expected one project root');
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const { loadDocsConfig } = await import('../../config/index.js');
  const loaded = await loadDocsConfig(root);
  const shown = (path: string): string => relative(io.cwd, path) || path;
  const raw = loaded.generation === 'legacy' && isRecord(loaded.resolved?.value) ? loaded.resolved.value : undefined;
  const { migrateMintJson } = await import('../../migrate/migrate.js');
  // Lenient: what the legacy schema refuses is named below and left out; the rest migrates.
  const migration = raw ? migrateMintJson(raw) : undefined;
  if (!migration) {
    if (loaded.generation === 'legacy' || loaded.diagnostics.some((d) => d.severity === 'error')) {
      for (const d of loaded.diagnostics) io.stderr.write(`${shown(d.file)}:${d.line}:${d.column} ${d.message}\n`);
      io.stderr.write('docwright migrate: fix the configuration first (`docwright check`)\n');
    } else {
      io.stderr.write(`docwright migrate: \`${shown(loaded.configPath ?? root)}\` is already in the current shape, nothing to migrate\n`);
    }
    return EXIT.fatal;
  }
  const text = `${JSON.stringify(migration.config, null, 2)}\n`;
  const { locate } = await import('../../config/json.js');
  const resolved = loaded.resolved;
  /** Where a key of mint.json is written, `file:line:col ` (the key itself, or the array entry). */
  const at = (path: readonly (string | number)[]): string => {
    if (!resolved) return '';
    const last = path.at(-1);
    const found = typeof last === 'string' ? locate(resolved, path.slice(0, -1), last) : locate(resolved, path);
    return found.at ? `${shown(found.file)}:${String(found.at.line)}:${String(found.at.column)} ` : `${shown(found.file)} `;
  };
  for (const { key, path, reason } of migration.dropped) io.stderr.write(`${at(path)}Unexpected \`${key}\` with no place in \`docs.json\`, expected a setting \`docs.json\` has: it is not carried over (${reason})\n`);
  for (const { key, path, reason } of migration.changed) io.stderr.write(`${at(path)}Unexpected \`${key}\` as \`mint.json\` has it, expected its \`docs.json\` form: ${reason}\n`);
  for (const { key, reason } of migration.refused) io.stderr.write(`docs.json: Unexpected \`${key}\` that \`docwright check\` refuses (${reason}), expected as Mintlify accepts it: it is kept as written\n`);
  if (parsed.values.write) {
    const target = join(root, 'docs.json');
    // `lstat`: a symlink named `docs.json`, even one to nothing, is something that exists.
    const exists = await lstat(target).then(
      () => true,
      () => false,
    );
    if (exists) {
      io.stderr.write(`docwright migrate: \`${shown(target)}\` exists already; remove it or use \`--stdout\`\n`);
      return EXIT.fatal;
    }
    try {
      // Still nothing there at the rename: a docs.json made meanwhile is never written over.
      await writeFileInside(root, target, text, { unchanged: 'missing' });
    } catch (error) {
      io.stderr.write(`docwright migrate: cannot write \`${shown(target)}\` (${error instanceof WriteFailedError ? error.reason : String(error)}), nothing was written\n`);
      return EXIT.fatal;
    }
    io.stdout.write(`Wrote \`${shown(target)}\` (the legacy \`mint.json\` is left in place: delete it once you are happy)\n`);
    return EXIT.ok;
  }
  io.stdout.write(text);
  return EXIT.ok;
});
export default run;
