// The repository's own example rules file (docs/.cursor/rules.md) is generated: this test
// fails when it is stale, like the pre-commit hook `docwright rules docs --check`.
import { expect, jest, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));

test('docs/.cursor/rules.md is current', async () => {
  let stdout = '';
  let stderr = '';
  const code = await main(['rules', 'docs', '--check'], {
    cwd: repo,
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  if (code !== 0) throw new Error(`docs/.cursor/rules.md is stale: run \`npx tsx src/cli/bin.ts rules docs\` and commit the result\n${stderr}`);
  expect(stdout).toBe('`docs/.cursor/rules.md` is up to date\n');
  // A cold run of the whole command (config, registry, every lint rule): give a loaded machine room.
}, 300_000);
