// A navigation item whose name is blank (`" "`) is kept, as the platform keeps it: its header is
// blank, its pages stay in the sidebar, and the first of them is the home page.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateDocsConfig } from '../../../src/config/index.js';
import { createSite } from '../../../src/render/site/site.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../../fixtures/nav-blank-group/', import.meta.url));

/** A docs.json with one tab holding one group named `name`. */
function configNamed(name: string): string {
  return JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Canal Locks', colors: { primary: '#2563EB' }, navigation: { tabs: [{ tab: 'Handbook', groups: [{ group: name, pages: ['welcome'] }] }] } });
}

describe('a blank navigation name', () => {
  test('`check` accepts a group named with spaces only, and refuses an empty one', async () => {
    const blank = await validateDocsConfig(configNamed(' '), { root: '/nonexistent-project', path: 'docs.json' });
    expect(blank.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const empty = await validateDocsConfig(configNamed(''), { root: '/nonexistent-project', path: 'docs.json' });
    expect(empty.diagnostics.map((d) => d.message)).toContain('Unexpected value `` for `navigation.tabs[0].groups[0].group`, expected a group name, not an empty string');
  });

  test('the build keeps a blank group and its pages: a blank header, its page first in the sidebar and at `/`', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-blank-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics).toEqual([]);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('<title>Welcome - Canal Locks');
    const titles = [...home.matchAll(/<p class="dw-nav-group-title">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(titles).toEqual([' ', 'Operating']);
    // The nested blank group keeps its page too.
    expect(home).toContain('href="/sluices"');
    expect(home.indexOf('href="/welcome"')).toBeLessThan(home.indexOf('href="/gates"'));
  });
});
