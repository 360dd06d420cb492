// `npm run schema`: rewrite the committed JSON Schemas from the zod schemas.
import { writeFileAtomic } from '../fs/write.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateJsonSchemas } from './json-schema.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
for (const [path, text] of Object.entries(generateJsonSchemas())) {
  await writeFileAtomic(join(repo, path), text, { mkdir: true });
  process.stdout.write(`Wrote \`${path}\`\n`);
}
