import type { Command } from '../io.js';
import { EXIT } from '../io.js';
import { defineCommand, withHelp } from '../options.js';
import { UsageError } from '../io.js';

export const spec = defineCommand({
  usage: 'docwright new [dir] [options]',
  description:
    'Make a new project in dir (default: the current folder): docs.json with the theme and\n' +
    'one navigation group, an index page, a quickstart and a snippet. It lints, checks and\n' +
    'builds clean. An existing file is never overwritten.',
  options: {
    theme: { type: 'string', arg: '<name>', help: 'The theme: mint (default), maple, palm, willow, linden, almond,\naspen, luma or sequoia' },
    name: { type: 'string', arg: '<text>', help: "The site's name (default: the folder's name)" },
    force: { type: 'boolean', default: false, help: 'Write into a folder that is not empty (files that exist are skipped)' },
  },
  footer: 'Exit codes: 0 made (skipped files are listed), 2 usage, a bad theme or a folder that is\nnot empty without --force.',
});

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  if (positionals.length > 1) throw new UsageError(`Unexpected arguments ${positionals.slice(1).map((p) => `\`${p}\``).join(' ')}, expected one folder`);
  const { newProject, NewProjectError } = await import('../../new/new-project.js');
  const nodePath = await import('node:path');
  const dir = positionals[0] ?? '.';
  try {
    const result = await newProject(nodePath.resolve(io.cwd, dir), {
      force: values.force,
      ...(values.theme !== undefined ? { theme: values.theme } : {}),
      ...(values.name !== undefined ? { name: values.name } : {}),
    });
    for (const file of result.written) io.stdout.write(`created ${nodePath.join(dir, file)}\n`);
    for (const file of result.skipped) io.stderr.write(`docwright new: skipped \`${nodePath.join(dir, file)}\`, which exists (left as it is)\n`);
    // What a new user runs next: the preview, from inside the project (a folder name a shell would split is quoted).
    const cd = dir === '.' ? '' : `  cd ${/^[\w@%+=:,./-]+$/.test(dir) ? dir : `'${dir.replaceAll("'", "'\\''")}'`}\n`;
    io.stdout.write(`\nNext steps:\n${cd}  npx docwright dev\n`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof NewProjectError)) throw error;
    io.stderr.write(`docwright new: ${error.message}\n`);
    return EXIT.fatal;
  }
});
export default run;
