import type { Command } from '../io.js';
import { EXIT } from '../io.js';

// Placeholder until the `dev` command lands; it says so and fails.
const run: Command = async (_argv, io) => {
  io.stderr.write('docwright dev: not available in this version\n');
  return EXIT.fatal;
};
export default run;
