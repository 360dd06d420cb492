// `dev` reports the link findings `build` reports (`link-broken`, anchors), in the background once
// the site is complete and after each change: a page deleted breaks the links to it, restored it
// mends them. A real dev server on a copy of the fixture site.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/findings/finding.js';
import { createSite } from '../../src/render/site/site.js';
import { fetchText, terminal } from './http-helpers.js';
import { devTeardown } from './session.js';

// Long: it starts a dev server and builds the same project (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const teardown = devTeardown();

const SEEDS = '---\ntitle: Seeds\n---\n\nSow in spring.\n';
const LINKS = '\nRead [the guide](/guide), [the seeds](/seeds) and [the shed](/shed).\n';

/** The link checks a server reports (`onLinks`), one at a time, with a bound on how many are awaited. */
function linkChecks(): { hear: (findings: Finding[]) => void; until: (check: (findings: Finding[]) => boolean, what: string, steps?: number) => Promise<Finding[]> } {
  const heard: Finding[][] = [];
  let wake: (() => void) | undefined;
  let read = 0;
  return {
    hear(findings) {
      heard.push(findings);
      wake?.();
    },
    async until(check, what, steps = 20) {
      for (let step = 0; step < steps; step++) {
        while (read >= heard.length) await new Promise<void>((resolve) => (wake = resolve));
        const findings = heard[read++] ?? [];
        if (check(findings)) return findings;
      }
      throw new Error(`Unexpected ${steps} link checks without ${what}`);
    },
  };
}

const shown = (findings: readonly Finding[]): string[] => findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`).sort();

describe('docwright dev: link findings', () => {
  test('a broken link is reported as build reports it; deleting a linked page breaks its links, restoring it mends them', async () => {
    const root = await teardown.copy();
    await writeFile(join(root, 'seeds.mdx'), SEEDS);
    const index = join(root, 'index.mdx');
    const text = `${await readFile(index, 'utf8')}${LINKS}`;
    await writeFile(index, text);
    // Where the links to `/seeds` and `/shed` are written.
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('[the seeds]')) + 1;
    const seedsAt = `${index}:${line}:${(lines[line - 1] ?? '').indexOf('[the seeds]') + 1}`;
    const shedAt = `${index}:${line}:${(lines[line - 1] ?? '').indexOf('[the shed]') + 1}`;

    // What build reports of the same project.
    const out = await mkdtemp(join(tmpdir(), 'docwright-links-'));
    const built = await (await createSite({ root, cacheDir: false, workers: 0 })).build(join(out, 'site'));
    await rm(out, { recursive: true, force: true });
    const buildLinks = built.diagnostics.filter((d) => d.ruleId.startsWith('link-'));
    expect(shown(buildLinks).map((s) => s.split(' ')[0])).toEqual([shedAt]);

    const checks = linkChecks();
    const reported: Finding[] = [];
    const out2 = terminal();
    const err2 = terminal();
    const dev = await teardown.serve({ root, port: 0, quiet: false, stdout: out2, stderr: err2, debounceMs: 10, report: (f) => reported.push(...f), onLinks: checks.hear });
    const first = await checks.until((f) => f.length > 0, 'the broken link');
    expect(shown(first)).toEqual(shown(buildLinks));
    expect(shown(reported.filter((f) => f.ruleId.startsWith('link-')))).toEqual(shown(buildLinks));
    // The page with the broken link shows it; a page without shows no panel.
    const home = await fetchText(`${dev.url}/`);
    expect(home.text).toContain('id="__docwright-links"');
    expect(home.text).toContain('Unexpected link `/shed` to a page that does not exist');
    expect((await fetchText(`${dev.url}/guide`)).text).not.toContain('id="__docwright-links"');

    await unlink(join(root, 'seeds.mdx'));
    const broken = await checks.until((f) => f.some((d) => d.message.includes('`/seeds`')), 'the link to the deleted page');
    const seeds = broken.find((d) => d.message.includes('`/seeds`'));
    expect(seeds && `${seeds.file}:${seeds.line}:${seeds.column} ${seeds.ruleId}`).toBe(`${seedsAt} link-broken`);
    // Printed once: the finding already reported is not reported again.
    expect(reported.filter((f) => f.message.includes('`/shed`'))).toHaveLength(1);
    expect(reported.filter((f) => f.message.includes('`/seeds`'))).toHaveLength(1);

    await writeFile(join(root, 'seeds.mdx'), SEEDS);
    const mended = await checks.until((f) => !f.some((d) => d.message.includes('`/seeds`')), 'the mended link');
    expect(shown(mended)).toEqual(shown(buildLinks));
    // Said where the findings are printed: stderr, never stdout (docs/commands/dev.mdx).
    expect(err2.text()).toMatch(/docwright dev: \S*index\.mdx:\d+:\d+ fixed \(`link-broken`\)/);
    expect(out2.text()).not.toContain('fixed');
    expect(reported.filter((f) => f.message.includes('`/seeds`'))).toHaveLength(1);
  });

  test('a finding that only moved (text added before it, on its line or above) is neither fixed nor new', async () => {
    const root = await teardown.copy();
    const index = join(root, 'index.mdx');
    const text = await readFile(index, 'utf8');
    await writeFile(index, `${text}\nSee [broken anchor](#missing).\n`);
    const checks = linkChecks();
    const reported: Finding[] = [];
    const err = terminal();
    await teardown.serve({ root, port: 0, quiet: false, stdout: terminal(), stderr: err, debounceMs: 10, report: (f) => reported.push(...f), onLinks: checks.hear });
    const anchored = (findings: readonly Finding[]): Finding | undefined => findings.find((f) => f.ruleId === 'link-anchor-broken');
    const first = anchored(await checks.until((f) => anchored(f) !== undefined, 'the broken anchor'));
    // Text added before the link on its line: the same finding at another column.
    await writeFile(index, `${text}\nSee also, as said before, [broken anchor](#missing).\n`);
    const moved = anchored(await checks.until((f) => anchored(f)?.column !== first?.column, 'the finding at its new column'));
    expect(moved?.line).toBe(first?.line);
    // Lines added above it: the same finding on another line.
    await writeFile(index, `${text}\nOne.\n\nTwo.\n\nSee also, as said before, [broken anchor](#missing).\n`);
    const shifted = anchored(await checks.until((f) => anchored(f)?.line !== first?.line, 'the finding on its new line'));
    expect(shifted?.line).toBe((first?.line ?? 0) + 4);
    expect(err.text()).not.toContain('fixed');
    expect(reported.filter((f) => f.ruleId === 'link-anchor-broken')).toHaveLength(1);
    // Removed: now it is fixed, said once.
    await writeFile(index, text);
    await checks.until((f) => anchored(f) === undefined, 'the fixed anchor');
    expect(err.text().match(/fixed \(`link-anchor-broken`\)/g)).toHaveLength(1);
  });
});
