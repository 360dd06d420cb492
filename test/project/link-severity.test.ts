import { describe, expect, it, jest } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempOutDir, tempProject } from '../support/project.js';

// Long: it builds a site twice and runs lint and check (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** A lighthouse project: one page with a broken anchor, a broken page link and a link written with `.mdx`. */
function lighthouse(): string {
  return tempProject({
    'docs.json': docsJson('Lighthouse', { groups: [{ group: 'Keeping', pages: ['index', 'lamp'] }] }),
    'index.mdx': '---\ntitle: Keeping\n---\n\nTrim [the wick](/lamp#wick), read [the log](/logbook), polish [the lens](/lamp.mdx).\n',
    'lamp.mdx': '---\ntitle: Lamp\n---\n\n## Lens\n\nClean it at dusk.\n',
  });
}

/** `ruleId severity` of each link finding, sorted. */
function severities(findings: readonly { ruleId: string; severity: string }[]): string[] {
  return findings.filter((f) => f.ruleId.startsWith('link-')).map((f) => `${f.ruleId} ${f.severity}`).sort();
}

describe('a broken anchor has one severity in every command', () => {
  it('is a warning in lint, check --links and build, and an error only with build --strict', async () => {
    const root = lighthouse();
    const checked = severities((await checkProject(root, { links: true })).findings);
    expect(checked).toEqual(['link-anchor-broken warn', 'link-broken error', 'link-extension warn']);
    const run = await lint([root], { config: false, workers: 0 });
    const linted = run.results.flatMap((result) => result.findings.filter((f) => f.ruleId === 'link-target').map((f) => `${/anchor/.test(f.message) ? 'anchor' : /extension/.test(f.message) ? 'extension' : 'target'} ${f.severity}`)).sort();
    expect(linted).toEqual(['anchor warn', 'extension warn', 'target error']);
    const built = severities((await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir())).diagnostics);
    // `build` is lenient about a page that does not exist; the anchor is the warning `check` and `lint` report.
    expect(built).toEqual(['link-anchor-broken warn', 'link-broken warn', 'link-extension warn']);
    const strict = severities((await (await createSite({ root, workers: 0, cacheDir: false, offline: true, strict: true })).build(tempOutDir())).diagnostics);
    expect(strict).toEqual(['link-anchor-broken error', 'link-broken error', 'link-extension warn']);
  }, 300_000);
});
