// `score`'s failed checks as findings (src/score/findings.ts), which every `--format` but `stylish` prints.
import { describe, expect, test } from '@jest/globals';
import { scoreFindings } from '../../src/score/findings.js';
import type { ScoreRun } from '../../src/score/score.js';

const run: ScoreRun = {
  target: 'dist',
  score: 50,
  checks: [
    { name: 'sitemapExists', status: 'fail', weight: 5, why: '`/sitemap.xml` answered 404', dependsOn: [] },
    { name: 'openApiSpec', status: 'fail', weight: 5, why: 'Missing an OpenAPI document', dependsOn: [] },
    { name: 'llmsTxtExists', status: 'pass', weight: 10, why: '`/llms.txt` is there', dependsOn: [] },
    { name: 'responseLatency', status: 'skip', weight: 0, why: 'not scored', dependsOn: [] },
  ],
};

describe('scoreFindings', () => {
  test('each failed check is one `score-check` error, saying what it expects and why it failed; a site-wide one at the start of the site, saying so', () => {
    expect(scoreFindings(run, '/p/dist')).toEqual([
      { file: '/p/dist', line: 1, column: 1, ruleId: 'score-check', severity: 'error', message: 'Unexpected failing check `sitemapExists` (site-wide: no one file of the site to point at), expected a `sitemap.xml` at the site root: `/sitemap.xml` answered 404' },
      {
        file: '/p/dist',
        line: 1,
        column: 1,
        ruleId: 'score-check',
        severity: 'error',
        message: expect.stringMatching(/^Unexpected failing check `openApiSpec` \(site-wide: no one file of the site to point at\), expected an OpenAPI document at a standard path \(.*\): Missing an OpenAPI document$/),
      },
    ]);
  });

  test('a failure in one file of the site is at its file, line and column, with no site-wide note', () => {
    const at = { file: '/p/dist/robots.txt', line: 2, column: 1, endLine: 2, endColumn: 12 };
    const robots: ScoreRun = { ...run, checks: [{ name: 'robotsTxtAllowsAI', status: 'fail', weight: 6, why: 'Unexpected `Disallow: /` for `GPTBot` in `robots.txt`, expected AI crawlers allowed', dependsOn: [], at }] };
    expect(scoreFindings(robots, '/p/dist')).toEqual([{ ...at, ruleId: 'score-check', severity: 'error', message: expect.not.stringContaining('site-wide') }]);
  });

  test('a passing run has none', () => {
    expect(scoreFindings({ ...run, checks: run.checks.filter((c) => c.status !== 'fail') }, '/p/dist')).toEqual([]);
  });
});
