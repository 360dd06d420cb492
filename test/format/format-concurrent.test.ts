// `docwright format` writes a page only over the very file it read: an edit saved while the
// page was being formatted is kept, with a finding (as `lint --fix` does). Here the "edit" is
// saved from inside the formatter, between the read and the write.
import { expect, jest, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const real = await import('../../src/format/format-text.js');
let onFormat: (() => void) | undefined;

jest.unstable_mockModule('../../src/format/format-text.js', () => ({
  ...real,
  formatText: (...args: Parameters<typeof real.formatText>) => {
    onFormat?.();
    return real.formatText(...args);
  },
}));

const { CHANGED_WHILE_FORMATTED, formatPages } = await import('../../src/format/format.js');

test('an edit saved while a page is formatted is kept, with an error; the next run formats it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-format-edit-'));
  writeFileSync(join(dir, 'docs.json'), '{"name": "Teas", "navigation": {"groups": [{"group": "Teas", "pages": ["green"]}]}}\n');
  const page = join(dir, 'green.mdx');
  writeFileSync(page, '---\ntitle: Green tea\n---\n\n* Steep for two minutes.\n');
  const edited = '---\ntitle: Green tea\n---\n\n* Steep for two minutes.\n* Use water below boiling.\n';
  onFormat = () => writeFileSync(page, edited);
  const run = await formatPages([page], { cwd: dir, config: false });
  onFormat = undefined;
  expect(run.changed).toEqual([]);
  expect(run.results[0]?.findings).toMatchObject([{ ruleId: 'read-error', severity: 'error', message: CHANGED_WHILE_FORMATTED }]);
  expect(readFileSync(page, 'utf8')).toBe(edited);
  expect(readdirSync(dir).sort()).toEqual(['docs.json', 'green.mdx']);
  const again = await formatPages([page], { cwd: dir, config: false });
  expect(again.changed).toEqual([page]);
  expect(readFileSync(page, 'utf8')).toBe('---\ntitle: Green tea\n---\n\n- Steep for two minutes.\n- Use water below boiling.\n');
});
