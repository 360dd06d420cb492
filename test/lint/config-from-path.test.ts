// `lint <folder>` run beside a project reads that project's configuration, as markdownlint-cli2 and ESLint's flat
// config lookup read the one nearest the linted files: `lint legacy` from the corpus folder no longer ignores
// `legacy/.docwrightrc.yaml`. Paths under different configurations are linted with the current folder's, and say so.
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { tempProject } from '../support/project.js';

const PAGE = '---\ntitle: Kettles\n---\n\nBoil water.\n';
const DOCS = '{ "theme": "mint", "name": "K", "colors": { "primary": "#0D9373" }, "navigation": { "pages": ["page"] } }\n';

function corpus(): string {
  return tempProject({
    'kettles/.docwrightrc.yaml': 'rules:\n  frontmatter-description: "off"\n',
    'kettles/docs.json': DOCS,
    'kettles/page.mdx': PAGE,
    'teapots/docs.json': DOCS,
    'teapots/page.mdx': PAGE,
  });
}

const ids = (run: Awaited<ReturnType<typeof lint>>): string[] => run.results.flatMap((r) => r.findings.map((f) => f.ruleId));

describe('the configuration of a linted project folder', () => {
  test('applies when the folder is linted from its parent', async () => {
    const base = corpus();
    const run = await lint(['kettles'], { cwd: base, workers: 0 });
    expect(run.configFile).toBe(join(base, 'kettles', '.docwrightrc.yaml'));
    expect(ids(run)).not.toContain('frontmatter-description');
    expect(run.problems).toEqual([]);
  });

  test('applies to a file of the folder named from its parent', async () => {
    const base = corpus();
    const run = await lint(['kettles/page.mdx'], { cwd: base, workers: 0 });
    expect(run.configFile).toBe(join(base, 'kettles', '.docwrightrc.yaml'));
    expect(ids(run)).not.toContain('frontmatter-description');
  });

  test('a folder without one is linted as before (the recommended preset)', async () => {
    const base = corpus();
    const run = await lint(['teapots'], { cwd: base, workers: 0 });
    expect(run.configFile).toBeUndefined();
    expect(ids(run)).toContain('frontmatter-description');
  });

  test('paths under different configurations are linted with the current folder\'s, and a note says which', async () => {
    const base = corpus();
    const run = await lint(['kettles', 'teapots'], { cwd: base, workers: 0 });
    expect(run.configFile).toBeUndefined();
    expect(ids(run).filter((id) => id === 'frontmatter-description')).toHaveLength(2);
    expect(run.problems).toEqual([
      {
        pattern: 'kettles teapots',
        severity: 'warn',
        message:
          'Unexpected paths under different configurations (`kettles/.docwrightrc.yaml`, none), expected paths under one: every file is linted with the `recommended` preset (no configuration from the current folder)',
      },
    ]);
  });

  test('`--config` still wins', async () => {
    const base = corpus();
    const run = await lint(['kettles'], { cwd: base, workers: 0, config: false });
    expect(ids(run)).toContain('frontmatter-description');
  });
});
