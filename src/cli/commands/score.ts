import type { Command } from "../io.js";
const run: Command = () => Promise.resolve(2);
export default run;
export const spec = { usage: "", description: "", options: {} };
