// What `docwright score` reports, as findings: each failed check a `score-check` error at the
// file and line of the site it is about (`llms.txt`, `robots.txt`, the home page …), or, for a
// site-wide one (a file that is not there, the host's answers), on the site scored (its folder,
// or its URL), saying so; printed by the one reporter (src/findings/report/) with
// the score and every check as the report's `summary`.
import type { Finding } from '../findings/finding.js';
import { CHECKS } from './checks.js';
import type { ScoreRun } from './score.js';

const descriptions = new Map(CHECKS.map((check) => [check.name, check.description]));

/** `An llms.txt file` as `an llms.txt file`, to follow "expected": only an article or a capitalised word (`The`, `A`), never a name (`OpenAPI`) or code. */
function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]*\s)/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/**
 * Each failed check of a run as an error: `Unexpected failing check `name`, expected <what it checks>: <why it failed>`,
 * at the spot the check names (`at`: a file of the site and its line and column), else at the start of `site` (the
 * folder scored, absolute, or the URL) with `(site-wide: no one file of the site to point at)` after the name. Passed checks and
 * those docwright does not score (`skip`) are no findings.
 */
export function scoreFindings(run: ScoreRun, site: string): Finding[] {
  return run.checks
    .filter((check) => check.status === 'fail')
    .map((check) => {
      const expected = descriptions.get(check.name);
      // Said before the why, which may be long: a report shortens a long message at its end.
      const wide = check.at ? '' : ' (site-wide: no one file of the site to point at)';
      const message = `Unexpected failing check \`${check.name}\`${wide}, expected ${expected !== undefined ? lowerFirst(expected) : 'it to pass'}: ${check.why}`;
      if (check.at) return { ...check.at, ruleId: 'score-check', severity: 'error', message };
      return { file: site, line: 1, column: 1, ruleId: 'score-check', severity: 'error', message };
    });
}
