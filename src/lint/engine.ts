// `lint(patterns, options)`: the whole run. Files are found, each is read, linted and
// (with `fix`) written one at a time, on worker threads when there are many; only the
// findings are kept.
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { LintConfigError, lintConfigSchema, loadLintConfig, resolveLintConfig, validateLintConfigWithPlugins, ruleIsOn, configErrorFor, unknownRuleMessage, type LintConfig, type LintConfigInput, type RuleSettings, type ResolvedLintConfig } from './settings.js';
import { forgetValeProjects, valeFingerprint } from '../vale/index.js';
import { forgetProjectVariables, variablesFingerprint } from '../parse/variables.js';
import { countBySeverity, groupByFile, type FileResult, type Finding } from '../findings/finding.js';
import { findDocsRoot, findFiles, forgetPublishedPolicies, type FileProblem } from './files.js';
import { controlNameFinding } from '../project/skipped.js';
import { configSearch } from './config-search.js';
import type { LintFileOptions, LintFileResult } from './lint-file.js';
import { version } from '../version.js';
import { codeFingerprint } from '../code-fingerprint.js';
import { addTimings, startTiming, stopTiming, takeTimings, type Timings } from '../rule-kit/timing.js';

export interface LintOptions {
  /** Folder that paths, globs and the config search start from (default `process.cwd()`). */
  cwd?: string;
  /**
   * The config: a file path, a config object, or `false` for none (the `recommended` preset).
   * By default the nearest config file from `cwd` up to the project root.
   */
  config?: string | false | LintConfigInput;
  /** Rule settings applied last, to every file (`--rule`). */
  rules?: RuleSettings;
  /** Write fixes into the files. */
  fix?: boolean;
  /**
   * Apply fixes in memory only (`--fix-dry-run`): the findings are those that remain, each result whose text a fix
   * changed carries it as `output`, and nothing is written (it wins over `fix`).
   */
  fixDryRun?: boolean;
  /** Reuse findings of unchanged files (keyed by content, config, version and the code's fingerprint). */
  cache?: boolean;
  cacheLocation?: string;
  /**
   * Worker threads besides this one, which lints too: `0` lints in this thread only; by
   * default one less than the cores when there are more than 16 files and more than 2 cores
   * (defaultLintWorkers).
   */
  workers?: number;
  /** Time each rule and the parsing (`--timing`); the sums are in `LintRun.timings`. */
  timing?: boolean;
  /**
   * The severity of disable comments that turn off no finding (`--report-unused-disable-directives-severity`);
   * it wins over the config's `linterOptions.reportUnusedDisableDirectives` (default `warn`).
   */
  reportUnusedDisableDirectives?: 'off' | 'warn' | 'error';
}

export interface LintRun {
  /** One result per file, in path order, clean files included. */
  results: FileResult[];
  errorCount: number;
  warningCount: number;
  /** Files whose fixes were written. */
  fixedCount: number;
  /** Paths that did not exist (`error`) or matched no pages (`warn`). */
  problems: FileProblem[];
  /** The config file used, if any. */
  configFile?: string;
  /** No rule is on for any file linted (a configuration of only other keys, such as `format`), and no Vale style runs. */
  noRulesOn?: boolean;
  /** With `timing`: milliseconds by rule and in parsing, summed over threads (files from the cache take none). */
  timings?: Timings;
}

const POOL_THRESHOLD = 16;

/**
 * Worker threads by default. This thread lints too, so one worker per remaining core, for
 * more than 16 files; none on 2 cores or fewer: there the one worker was slower than this
 * thread alone and took 1.2-1.4x the memory (bench/README.md, `workers`).
 */
export function defaultLintWorkers(cores: number, files: number): number {
  return cores <= 2 || files <= POOL_THRESHOLD ? 0 : cores - 1;
}

/** The config with the run's own linter options over its `linterOptions` (so workers and the cache key see them). */
function withRunOptions(config: LintConfig, options: LintOptions): LintConfig {
  const level = options.reportUnusedDisableDirectives;
  return level === undefined ? config : { ...config, linterOptions: { ...config.linterOptions, reportUnusedDisableDirectives: level } };
}

async function resolveOptions(cwd: string, options: LintOptions, searchFrom = cwd): Promise<{ resolved: ResolvedLintConfig; config: LintConfig; baseDir: string; configFile?: string }> {
  const extra = options.rules ?? {};
  let found: { resolved: ResolvedLintConfig; config: LintConfig; baseDir: string; configFile?: string };
  if (typeof options.config === 'object') {
    const checked = await validateLintConfigWithPlugins(options.config, cwd);
    if (!checked.config) throw await configErrorFor(checked.issues, undefined, undefined);
    const config = withRunOptions(checked.config, options);
    found = { resolved: resolveLintConfig(config, cwd, extra, checked.plugins), config, baseDir: cwd };
  } else {
    const loaded = await loadLintConfig(options.config === undefined ? searchFrom : cwd, options.config, cwd);
    const config = withRunOptions(loaded.config, options);
    found = {
      resolved: resolveLintConfig(config, loaded.baseDir, extra, loaded.plugins),
      config,
      baseDir: loaded.baseDir,
      ...(loaded.filePath ? { configFile: loaded.filePath } : {}),
    };
  }
  // `--rule` ids are known only once the plugins are loaded.
  const unknown = Object.keys(extra).find((id) => !found.resolved.registry.has(id));
  if (unknown !== undefined) throw new LintConfigError(unknownRuleMessage(unknown, found.resolved.registry));
  return found;
}

/** Lint the pages matched by `patterns` (files, folders, globs; none means the docs root). */
export async function lint(patterns: readonly string[], options: LintOptions = {}): Promise<LintRun> {
  if (!options.timing) return lintRun(patterns, options);
  startTiming();
  try {
    return await lintRun(patterns, options);
  } finally {
    stopTiming();
  }
}

/** `lintFile`, with the projects an earlier run in this thread read forgotten (src/lint/project-links.ts reads each once a run). */
async function freshLintFile(): Promise<typeof import('./lint-file.js').lintFile> {
  // One after the other: lint-file.js imports project-links.js, and two imports linking the same modules at once
  // trip jest's ES module loader ("request for `node:crypto` is not in cache").
  const { lintFile } = await import('./lint-file.js');
  const { forgetProjectLinks } = await import('./project-links.js');
  forgetProjectLinks();
  return lintFile;
}

/** Lint `text` as the page at `path` through lint-file.ts's `lintPageText`, with the projects an earlier run read forgotten. */
async function lintTextAt(path: string, text: string, resolved: ResolvedLintConfig, fix: boolean): Promise<FileResult> {
  await freshLintFile();
  const { lintPageText } = await import('./lint-file.js');
  return lintPageText(path, text, resolved, fix);
}

async function lintRun(patterns: readonly string[], options: LintOptions): Promise<LintRun> {
  const cwd = resolve(options.cwd ?? process.cwd());
  // What an earlier run in this process read of the projects (ignore files, Vale styles; their files, docs.json and
  // pages' anchors in `freshLintFile`) is read again: a file edited between two calls of `lint` is seen.
  forgetValeProjects();
  forgetPublishedPolicies();
  forgetProjectVariables();
  const search = options.config === undefined ? await configSearch(cwd, patterns) : { from: cwd };
  const { resolved, config, baseDir, configFile } = await resolveOptions(cwd, options, search.from);
  const found = await findFiles(patterns, { cwd, isIgnored: (file) => resolved.isIgnored(file) });
  const { files } = found;
  const problems = search.note ? [search.note, ...found.problems] : found.problems;

  const results = new Array<LintFileResult | undefined>(files.length);
  const fixing: LintFileOptions = options.fix || options.fixDryRun ? { fix: true, ...(options.fixDryRun ? { dryRun: true } : {}) } : {};
  const { LintCache, defaultCacheLocation, sha256 } = options.cache ? await import('./cache.js') : { LintCache: undefined, defaultCacheLocation: undefined, sha256: undefined };
  const cacheFile = LintCache && defaultCacheLocation ? (options.cacheLocation ? resolve(cwd, options.cacheLocation) : defaultCacheLocation(cwd)) : undefined;
  // `link-target` reads other pages: with it on, the cache is keyed by the project's files too.
  const linksKey = cacheFile !== undefined && files.some((file) => ruleIsOn(resolved.ruleSettingsFor(file)['link-target'])) ? (await import('./project-links.js')).projectLinksFingerprint(files, cacheFile) : '';
  // A project's Vale styles (src/vale/) decide findings too: the cache is keyed by their files.
  const valeKey = cacheFile !== undefined ? valeFingerprint(files.flatMap((file) => resolved.textOptionsFor(file).vale ?? [])) : '';
  // A project's docs.json `variables` are replaced in its pages (src/parse/variables.ts): the cache is keyed by them too.
  const variablesKey = cacheFile !== undefined ? variablesFingerprint(files) : '';
  const cache = LintCache && cacheFile !== undefined ? await LintCache.open(cacheFile, resolved.key + linksKey + valeKey + variablesKey, `${version}\0${codeFingerprint()}`, options.cacheLocation !== undefined) : undefined;

  // With a cache, read each file once here: a hit needs no parse at all.
  const todo: number[] = [];
  const pages = new Map<number, import('./read-page.js').ReadPage>();
  const hashes = new Map<number, string>();
  if (cache && sha256) {
    const { readPage } = await import('./read-page.js');
    for (let i = 0; i < files.length; i++) {
      const file = files[i] ?? '';
      const page = await readPage(file);
      if (!page.ok) {
        todo.push(i);
        continue;
      }
      const hash = sha256(page.bytes);
      const hit = cache.get(file, hash);
      if (hit && !((options.fix || options.fixDryRun) && hit.some((f) => f.fix))) {
        results[i] = { file, findings: hit };
      } else {
        hashes.set(i, hash);
        todo.push(i);
        if (files.length <= POOL_THRESHOLD || options.workers === 0) pages.set(i, page);
      }
    }
  } else {
    for (let i = 0; i < files.length; i++) todo.push(i);
  }

  const record = (index: number, result: LintFileResult): void => {
    results[index] = result;
    const hash = hashes.get(index);
    if (!cache) return;
    if (result.fixed || result.output !== undefined || hash === undefined || result.findings.some((f) => f.fatal)) cache.delete(result.file);
    else cache.set(result.file, hash, result.findings);
  };

  const workers = options.workers ?? defaultLintWorkers(availableParallelism(), todo.length);
  let pooled = false;
  if (workers > 0 && todo.length > 1) {
    const init = { config, baseDir, extraRules: options.rules ?? {}, fix: fixing.fix === true, ...(fixing.dryRun ? { fixDryRun: true } : {}), timing: options.timing === true };
    let cloneable = true;
    try {
      structuredClone(init);
    } catch {
      cloneable = false; // a JS config with functions: lint in this thread
    }
    if (cloneable) {
      const [{ runPool }, lintFile] = await Promise.all([import('./pool.js'), freshLintFile()]);
      const paths = todo.map((i) => files[i] ?? '');
      const here = (path: string): Promise<LintFileResult> => lintFile(path, resolved, fixing);
      await runPool(paths, init, workers, (k, result) => record(todo[k] ?? 0, result), here);
      pooled = true;
    }
  }
  if (!pooled) {
    const [lintFile, { offeredPaths }] = await Promise.all([freshLintFile(), import('../parse/index.js')]);
    for (const i of offeredFirst(todo, files, offeredPaths)) {
      const page = pages.get(i);
      pages.delete(i);
      record(i, await lintFile(files[i] ?? '', resolved, { ...fixing, ...(page ? { page } : {}) }));
    }
  }
  await cache?.save().catch(() => undefined);

  // What the walk passed over that would have been linted (a page linking out of the project, a named pipe), and
  // ignore files that are no regular file: a finding at each path, unless the `ignores` setting leaves it out.
  const unread = groupByFile(found.unread.filter((finding) => !resolved.isIgnored(finding.file)));
  return { ...collect([...results, ...unread], options.timing === true), problems, ...(configFile ? { configFile } : {}), ...(noRulesOn(files, resolved) ? { noRulesOn: true } : {}) };
}

/** Whether files were linted with no rule on for any of them and no Vale style (a configuration of only `format`, say). */
function noRulesOn(files: readonly string[], resolved: ResolvedLintConfig): boolean {
  return files.length > 0 && !files.some((file) => Object.values(resolved.ruleSettingsFor(file)).some(ruleIsOn) || resolved.textOptionsFor(file).vale !== undefined);
}

/**
 * The files to lint in this thread, by index: in path order, except that a page parsed ahead of its turn (for
 * `link-target`'s anchors, src/parse `offerParsed`) comes next, so its tree is linted instead of parsed again.
 * Results are kept by index: the order of the work changes no output.
 */
function* offeredFirst(todo: readonly number[], files: readonly string[], offered: () => Iterable<string>): Generator<number> {
  const waiting = new Map<string, number>();
  for (const i of todo) if (!waiting.has(files[i] ?? '')) waiting.set(files[i] ?? '', i);
  const done = new Set<number>();
  for (const i of todo) {
    for (let ahead = pickOffered(waiting, offered); ahead !== undefined; ahead = pickOffered(waiting, offered)) {
      done.add(ahead);
      yield ahead;
    }
    if (done.has(i)) continue;
    waiting.delete(files[i] ?? '');
    yield i;
  }
}

/** The index of the oldest offered page still waiting, taken out of `waiting`. */
function pickOffered(waiting: Map<string, number>, offered: () => Iterable<string>): number | undefined {
  for (const path of offered()) {
    const index = waiting.get(path);
    if (index === undefined) continue;
    waiting.delete(path);
    return index;
  }
  return undefined;
}

/** The files' results as the run's: counts, files fixed, and the timings summed. */
function collect(results: ReadonlyArray<LintFileResult | undefined>, timing: boolean): Omit<LintRun, 'problems' | 'configFile'> {
  let fixedCount = 0;
  const timings: Timings | undefined = timing ? { parse: 0, rules: {} } : undefined;
  const done: FileResult[] = [];
  const elsewhere = new Map<string, Finding>();
  for (const result of results) {
    if (!result) continue;
    if (result.fixed) fixedCount++;
    if (timings && result.timings) addTimings(timings, result.timings);
    // Findings at another file (a Vale rule file, `.vale.ini`) come with every page that loaded it: once each.
    for (const f of result.findings) if (f.file !== result.file) elsewhere.set(`${f.file}:${f.line}:${f.column}:${f.ruleId}:${f.message}`, f);
    const own = result.findings.filter((f) => f.file === result.file);
    done.push({ file: result.file, findings: own, ...(result.output !== undefined ? { output: result.output } : {}) });
  }
  done.push(...groupByFile(elsewhere.values()));
  const { errors: errorCount, warnings: warningCount } = countBySeverity(done);
  return { results: done, errorCount, warningCount, fixedCount, ...(timings ? { timings } : {}) };
}

export interface LintTextOptions extends Pick<LintOptions, 'cwd' | 'config' | 'rules' | 'timing' | 'fixDryRun' | 'reportUnusedDisableDirectives'> {
  /** The text's file name, relative to `cwd`: decides the syntax and the overrides that apply (default `stdin.mdx`). */
  filePath?: string;
}

/**
 * Lint text that is not on disk (`lint --stdin`) as `lint` lints a file: with the config found from `cwd` (or
 * given), its plugins, and `rules` last. `results` holds the one result, under `filePath` resolved against `cwd`;
 * with `fixDryRun`, the findings that remain after the fixes and the fixed text as `output` when it changed.
 */
export async function lintText(text: string, options: LintTextOptions = {}): Promise<LintRun> {
  const cwd = resolve(options.cwd ?? process.cwd());
  if (options.timing) startTiming();
  try {
    const { resolved, configFile } = await resolveOptions(cwd, options);
    const path = resolve(cwd, options.filePath ?? 'stdin.mdx');
    // A page named with a control character is not read, as `lint` of the file says (src/project/skipped.ts).
    const unread = controlNameFinding(findDocsRoot(dirname(path)), path);
    // As `lint` lints the file: its links judged against the project `filePath` is in, its kind from the page index.
    const result = unread ? { file: path, findings: [unread] } : await lintTextAt(path, text, resolved, options.fixDryRun === true);
    const timings = options.timing ? (takeTimings() ?? { parse: 0, rules: {} }) : undefined;
    const results: FileResult[] = [result];
    const { errors: errorCount, warnings: warningCount } = countBySeverity(results);
    return { results, errorCount, warningCount, fixedCount: 0, problems: [], ...(configFile ? { configFile } : {}), ...(timings ? { timings } : {}) };
  } finally {
    if (options.timing) stopTiming();
  }
}

export { LintConfigError, lintConfigSchema };

/** The default lint cache: `.docwright-cache/lint.json` is written only inside `cwd` (a link out of it is not followed); `node_modules/.cache` is the tooling's own. */
