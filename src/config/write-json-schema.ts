// `npm run schema`: rewrite the committed JSON Schemas from the zod schemas.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateJsonSchemas } from './json-schema.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
for (const [path, text] of Object.entries(generateJsonSchemas())) {
  await mkdir(dirname(join(repo, path)), { recursive: true });
  await writeFile(join(repo, path), text);
  process.stdout.write(`Wrote \`${path}\`\n`);
}
