import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { reporter } from 'vfile-reporter';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { presets } from '../../../presets/index.js';
import { lintText } from '../../lint/lint-text.js';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';

// Minimal first version: explicit files, recommended preset, stylish output.
const run: Command = async (argv, io) => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { format: { type: 'string', default: 'stylish' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const files: VFile[] = [];
  let errors = 0;
  for (const path of parsed.positionals) {
    const text = await readFile(path, 'utf8');
    const result = await lintText(text, { filePath: path, rules: presets.recommended.rules });
    const file = new VFile({ path });
    for (const f of result.findings) {
      const message = new VFileMessage(f.message, { place: { line: f.line, column: f.column }, ruleId: f.ruleId, source: 'docwright' });
      message.fatal = f.severity === 'error' ? true : false;
      file.messages.push(message);
      if (f.severity === 'error') errors++;
    }
    files.push(file);
  }
  io.stderr.write(reporter(files) + '\n');
  return errors > 0 ? EXIT.findings : EXIT.ok;
};
export default run;
