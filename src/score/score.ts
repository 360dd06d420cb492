// `docwright score`: the agent readiness of a built site or of a server on this machine, with
// the checks of Mintlify's `mint score` (src/score/checks.ts). Each check passes or fails with
// why; a check whose dependency failed fails without running. The score is the weight of the
// passing checks over the weight of all, as a percentage.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CHECKS, NOT_SCORED, type CheckDefinition, type ScoreInput, type SiteSpot } from './checks.js';
import { configSummaryPlace, isMissingSummary } from './summary.js';
import { folderSource, urlSource, isLoopback, type SiteResponse, type SiteSource } from './source.js';

/** One check's result. */
export interface CheckResult {
  name: string;
  status: 'pass' | 'fail' | 'skip';
  weight: number;
  why: string;
  dependsOn: readonly string[];
  /** A failure in one file of the site: where (the file absolute in a folder, else its URL); none for a site-wide one. */
  at?: SiteSpot;
}

export interface ScoreRun {
  /** The folder or URL scored. */
  target: string;
  /** 0..100, rounded: the weight of the passing checks over the weight of the scored ones. */
  score: number;
  checks: CheckResult[];
}

/** A target `score` cannot read: not a folder, not a URL, or a URL off this machine without `online`. */
export class ScoreTargetError extends Error {}

export interface ScoreOptions {
  /** Folder paths resolve against this (default `process.cwd()`). */
  cwd?: string;
  /** Allow URLs off this machine (default false: loopback only). */
  online?: boolean;
}

/** The source for a target: an `http(s)://` URL, else a folder. */
export async function sourceFor(target: string, options: ScoreOptions = {}): Promise<SiteSource> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new ScoreTargetError(`Unexpected URL \`${target}\`, expected \`http://127.0.0.1:3000\` or a built site's folder`);
    }
    if (!/^https?:$/.test(url.protocol)) throw new ScoreTargetError(`Unexpected \`${url.protocol}\` URL \`${target}\`, expected \`http:\` or \`https:\``);
    if (!options.online && !isLoopback(url)) throw new ScoreTargetError(`Unexpected address \`${url.host}\` off this machine, expected a loopback address such as \`127.0.0.1\` (pass \`--online\` to score a site on the network)`);
    return urlSource(url, options.online === true);
  }
  const dir = resolve(options.cwd ?? process.cwd(), target);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new ScoreTargetError(`Unexpected \`${target}\` that is not a folder, expected a built site's folder (\`docwright build\` writes \`dist/\` by default) or a URL`);
  return folderSource(dir);
}

/** The source with each answer kept, so the checks share one request per path. */
function cached(source: SiteSource): ScoreInput {
  const answers = new Map<string, Promise<SiteResponse>>();
  return {
    source,
    get(path, accept) {
      const key = `${accept ?? ''} ${path}`;
      let answer = answers.get(key);
      if (!answer) answers.set(key, (answer = source.get(path, accept)));
      return answer;
    },
  };
}

/** Run one check, or fail it when a check it depends on failed. */
async function runCheck(check: CheckDefinition, input: ScoreInput, done: ReadonlyMap<string, CheckResult>): Promise<CheckResult> {
  const failed = check.dependsOn.filter((name) => done.get(name)?.status !== 'pass');
  const base = { name: check.name, weight: check.weight, dependsOn: check.dependsOn };
  if (failed.length > 0) return { ...base, status: 'fail', why: `Not run: ${failed.map((f) => `\`${f}\``).join(', ')} failed` };
  const verdict = await check.run(input);
  return { ...base, status: verdict.pass ? 'pass' : 'fail', why: verdict.why, ...(verdict.at ? { at: verdict.at } : {}) };
}

/** An `llms.txt` without its summary, from a built folder whose project has no `description`: the failure sits at the configuration (src/score/summary.ts). */
async function placeSummaryOnConfig(done: Map<string, CheckResult>, input: ScoreInput, cwd: string): Promise<void> {
  const valid = done.get('llmsTxtValid');
  const folder = input.source.folder;
  if (valid?.status !== 'fail' || !isMissingSummary(valid.why) || folder === undefined) return;
  const title = (await input.get('/llms.txt')).body.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const place = await configSummaryPlace(folder, cwd, title);
  if (place !== undefined) done.set(valid.name, { ...valid, why: place.why, at: place.at });
}

/** Score a site: `target` is a built site's folder or a URL (loopback unless `online`). Throws {@link ScoreTargetError} for a target it cannot read. */
export async function scoreSite(target: string, options: ScoreOptions = {}): Promise<ScoreRun> {
  const input = cached(await sourceFor(target, options));
  const done = new Map<string, CheckResult>();
  for (const check of CHECKS) done.set(check.name, await runCheck(check, input, done));
  await placeSummaryOnConfig(done, input, options.cwd ?? process.cwd());
  const checks = [...done.values(), ...NOT_SCORED.map((s) => ({ name: s.name, status: 'skip' as const, weight: 0, why: s.why, dependsOn: [] }))];
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const passed = checks.filter((c) => c.status === 'pass').reduce((sum, c) => sum + c.weight, 0);
  return { target, score: total === 0 ? 0 : Math.round((passed / total) * 100), checks };
}
