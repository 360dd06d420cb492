import type { Command } from '../io.js';
import { EXIT } from '../io.js';

// Placeholder until the `migrate` command lands; it says so and fails.
const run: Command = async (_argv, io) => {
  io.stderr.write('docwright migrate: not available in this version\n');
  return EXIT.fatal;
};
export default run;
