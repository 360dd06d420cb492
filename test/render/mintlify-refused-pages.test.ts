// Issue 44: a page Mintlify cannot render (its Icon without `icon`, a `.md` page that is not
// valid MDX) is built leniently here, with a warning at the place that fails it.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildProject } from '../support/build.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const config = JSON.stringify({ theme: 'mint', name: 'Refused', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'notes'] }] } });

describe('build warns where Mintlify fails a page', () => {
  test('an `<Icon name>` and a `.md` page with an HTML comment, each at its place; README is no page', async () => {
    const { root, out, result } = await buildProject({
      'docs.json': config,
      'index.mdx': '---\ntitle: Home\n---\n\nRemove the pot <Icon name="trash" /> first, then <Icon icon="leaf" />.\n',
      'notes.md': '---\ntitle: Notes\n---\n\nWater weekly.\n\n<!-- more later -->\n\nRepot in spring.\n',
      'README.md': '# Greenhouse\n\n<!-- not a page -->\n',
    }, { offline: true });
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.ruleId}`).sort()).toEqual([
      'index.mdx:5:16 warn component-render',
      'notes.md:7:2 warn page-mdx-syntax',
    ]);
    const icon = result.diagnostics.find((d) => d.ruleId === 'component-render');
    expect(icon?.message).toContain('expected `icon="trash"`');
    expect(result.errors).toBe(0);
    // Both pages are still built, the Markdown page with its text.
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Remove the pot');
    expect(readFileSync(join(out, 'notes.html'), 'utf8')).toContain('Repot in spring.');
  });
});
