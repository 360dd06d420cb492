// `dev` says a link finding is fixed only while its page exists: a page deleted or renamed takes its findings with it,
// and a renamed page's findings are reported again under the new name, never as fixed under the old one.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/findings/finding.js';
import { createLinkFindings, linkChecker } from '../../src/dev/link-findings.js';
import type { ReloadHub } from '../../src/dev/reload-hub.js';
import type { DevSite, PageFinding } from '../../src/dev/site-contract.js';

const root = mkdtempSync(join(tmpdir(), 'docwright-link-fixed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const broken = (file: string, line: number): PageFinding => ({
  route: '/',
  finding: { file, line, column: 5, ruleId: 'link-broken', severity: 'warn', message: 'Unexpected link `/gone` to a page that does not exist (no `gone.mdx`, `gone.md` or `gone/index.mdx` in the project), expected a link to a page that exists, or the page written as `gone.mdx`' },
});

describe('dev: fixed link findings', () => {
  test('a finding is said fixed when its page still exists, and not when the page went away', async () => {
    const kept = join(root, 'kept.mdx');
    const renamed = join(root, 'renamed.mdx');
    writeFileSync(kept, 'x');
    let found: PageFinding[] = [broken(kept, 3), broken(join(root, 'old-name.mdx'), 8)];
    const said: string[] = [];
    const reported: Finding[] = [];
    const hub = { numberChange: () => undefined, send: () => undefined } as unknown as ReloadHub;
    const site = { links: () => Promise.resolve(found) } as unknown as DevSite;
    // The site's answers are settled promises: their handlers have run once the promise jobs are done, before `setImmediate`.
    const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
    const check = linkChecker({
      site: () => site,
      closed: () => false,
      links: createLinkFindings(),
      hub,
      say: (text) => said.push(text),
      printError: () => undefined,
      placeOf: (finding) => `${finding.file.slice(root.length + 1)}:${finding.line}:${finding.column}`,
      report: (findings) => reported.push(...findings),
    });
    check();
    await settled();
    expect(reported).toHaveLength(2);
    // `old-name.mdx` renamed to `renamed.mdx` (not on disk under its old name), and `kept.mdx`'s link mended.
    writeFileSync(renamed, 'x');
    found = [broken(renamed, 8)];
    check();
    await settled();
    expect(said).toEqual(['kept.mdx:3:5 fixed (`link-broken`)']);
    expect(reported.map((f) => f.file)).toEqual([kept, join(root, 'old-name.mdx'), renamed]);
  });

  test('findings are paired by file, id and message, then by the nearest place: a moved one is the same, the one gone is fixed', () => {
    const links = createLinkFindings();
    const file = join(root, 'kept.mdx');
    const at = (line: number, column: number): PageFinding => ({ route: '/kept', finding: { ...broken(file, line).finding, column } });
    const place = (finding: Finding): string => `${finding.line}:${finding.column}`;
    expect(links.update([at(10, 5), at(20, 5)]).added.map(place)).toEqual(['10:5', '20:5']);
    // A line added above both, and text before the second: both moved, neither new nor fixed; their page shows the new places.
    const moved = links.update([at(11, 5), at(21, 9)]);
    expect({ added: moved.added, fixed: moved.fixed, routes: [...moved.routes] }).toEqual({ added: [], fixed: [], routes: ['/kept'] });
    expect(links.of('/kept').map(place)).toEqual(['11:5', '21:9']);
    // The first one mended: it is the one said fixed, not the one that stayed.
    const mended = links.update([at(21, 9)]);
    expect(mended.fixed.map(place)).toEqual(['11:5']);
    expect(mended.added).toEqual([]);
    // Nothing moved, nothing changed: no page reloads.
    expect([...links.update([at(21, 9)]).routes]).toEqual([]);
  });
});
