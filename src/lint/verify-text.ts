import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { presets } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';
import { explainParseError, mdxSyntaxMessage } from '../components/placeholder.js';
import { mdCompiledAsMdx, parsePage, type ParseError, type Syntax } from '../parse/index.js';
import { inUnreadFrontmatter } from '../parse/frontmatter.js';
import { isPublishedPage } from './files.js';
import type { RuleRegistry, RuleSettings } from './settings.js';
import { coveredCheckIds, pageDirectives, suppressor } from './directives.js';
import { markUsed, unknownValeNameFindings, unusedDirectiveFindings, UNUSED_DIRECTIVE_ID, type DirectiveUse, type KnownIds } from './unused-directives.js';
import type { FileResult, Finding } from '../findings/finding.js';
import { CHECKS, isCheckId } from '../findings/checks.js';
import { didYouMean } from '../did-you-mean.js';
import { fixPasses, withoutRingFixes } from './fix-passes.js';
import { keepVariableReferences } from './variable-fixes.js';
import type { Fix, Suggestion } from '../findings/finding.js';
import type { PageContext, Severity } from '../rule-kit/rule.js';
import type { PageLinkCheck } from '../rule-kit/page-context.js';
import { addParseTime, isTiming } from '../rule-kit/timing.js';
import { switchedNames, valeFindings, valeNames, valeSwitches, type ValeProject } from '../vale/index.js';
import { compareText } from '../fs/order.js';

export interface VerifyTextOptions {
  /** Shown in findings, and decides the syntax (`.mdx` is MDX). Default `stdin.mdx`. */
  filePath?: string;
  syntax?: Syntax;
  /** Rule settings (default: the `recommended` preset). */
  rules?: RuleSettings;
  /** The rules the settings may name, by id (default: docwright's own; a config's plugins add theirs). */
  registry?: RuleRegistry;
  /** Apply fixes: the fixed text is returned as `output` when it differs. */
  fix?: boolean;
  /**
   * Whether Mintlify publishes the page (rules such as `page-mdx-syntax` skip what it does not).
   * Default: judged from `filePath` (no dot folder, not left out by the project's ignore files).
   */
  published?: boolean;
  /** The page's links judged against its project (src/lint/project-links.ts), for `link-target`. */
  links?: PageLinkCheck;
  /** The docs.json `variables` replaced in the page (by default those of the project its absolute path lies in). */
  variables?: Readonly<Record<string, string>>;
  /** What the project's page index makes of the file (a page, a snippet, a document); judged from `filePath` when absent. */
  kind?: PageContext['kind'];
  /**
   * Report disable comments that turn off no finding, at this severity, with a fix that removes them. Default `off`
   * here; `lint`, `--stdin`, the language server and the MCP server pass the config's
   * `linterOptions.reportUnusedDisableDirectives` (default `warn`).
   */
  reportUnusedDisableDirectives?: Severity;
  /** The project's Vale styles (`.vale.ini`, src/vale/): their findings join the rules' (rule ids such as `Google.Passive`). */
  vale?: ValeProject;
}

/**
 * Ids of findings made by the engine rather than a rule. They cannot be configured:
 * - `parse-error`: the page is not valid MDX/Markdown;
 * - `read-error`: the file cannot be read, is binary or is not valid UTF-8;
 * - `internal-error`: a rule failed on this page (a bug: the other pages are still linted);
 * - `unused-disable-directive`: a disable comment turned off no finding (`reportUnusedDisableDirectives`).
 */
export const ENGINE_RULE_IDS = ['parse-error', 'read-error', 'internal-error', UNUSED_DIRECTIVE_ID] as const;

/** The engine's ids of pages that could not be linted. */
type FatalRuleId = 'parse-error' | 'read-error' | 'internal-error';

function normalise(setting: RuleSettings[string]): { severity: Severity; options: unknown } {
  if (Array.isArray(setting)) return { severity: setting[0], options: setting[1] };
  return { severity: setting, options: undefined };
}

const processorCaches = new WeakMap<RuleRegistry, Map<string, Processor<Root, Root, Root>>>();

function lintProcessor(settings: RuleSettings, registry: RuleRegistry): Processor<Root, Root, Root> {
  const key = JSON.stringify(settings);
  let processorCache = processorCaches.get(registry);
  if (!processorCache) {
    processorCache = new Map<string, Processor<Root, Root, Root>>();
    processorCaches.set(registry, processorCache);
  }
  let processor = processorCache.get(key);
  if (!processor) {
    const p = unified() as unknown as Processor<Root, Root, Root>;
    for (const [id, setting] of Object.entries(settings)) {
      const { severity, options } = normalise(setting);
      const rule = registry.get(id);
      if (!rule || severity === 'off') continue;
      p.use(rule.plugin, [severity === 'error' ? 2 : 1, options]);
    }
    processor = p.freeze();
    processorCache.set(key, processor);
  }
  return processor;
}

/** A finding the engine makes itself: the page could not be linted at all. */
/** Where the manual explains the findings of pages that cannot be linted (`parse-error`, `read-error`). */
export const UNLINTED_PAGE_URL = 'https://github.com/docwright/docwright/blob/main/docs/commands/lint.mdx#pages-that-cannot-be-linted';

export function fatalFinding(file: string, ruleId: FatalRuleId, message: string, line = 1, column = 1): Finding {
  return { file, line, column, ruleId, severity: 'error', message, fatal: true, ...(ruleId === 'internal-error' ? {} : { url: UNLINTED_PAGE_URL }) };
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

const TOO_DEEP = 'Unexpected nesting too deep to lint, expected fewer nested elements';

function toFinding(path: string, message: VFile['messages'][number], fix: Fix | undefined, suggestions: Suggestion[] | undefined): Finding {
  const start = message.place && 'start' in message.place ? message.place.start : message.place;
  const end = message.place && 'end' in message.place ? message.place.end : undefined;
  return {
    file: path,
    line: start?.line ?? 1,
    column: start?.column ?? 1,
    ...(end ? { endLine: end.line, endColumn: end.column } : {}),
    ruleId: message.ruleId ?? 'unknown',
    severity: message.fatal === true ? 'error' : 'warn',
    message: message.reason,
    ...(message.url ? { url: message.url } : {}),
    ...(fix ? { fix } : {}),
    ...(suggestions ? { suggestions } : {}),
  };
}

/**
 * Whether lint can tell a directive's `id` unused: not for an id of a finding only `check`, `build` and `dev` make
 * (`html-element-dropped`, not a rule of `registry`), nor for a rule whose directive switches off their findings too
 * (`link-target`: `link-broken`, src/lint/directives.ts `coveredCheckIds`) unless lint ran it against the project (the
 * rule on, the page's links given): those commands honour the comment (src/lint/disabled-findings.ts), and a comment
 * that switches a finding off in any command is not unused.
 */
function judgedIds(options: VerifyTextOptions): (id: string) => boolean {
  const registry = options.registry ?? rulesById;
  const settings = options.rules ?? presets.recommended.rules;
  const ran = (id: string): boolean => {
    const setting = settings[id];
    return setting !== undefined && normalise(setting).severity !== 'off' && registry.has(id);
  };
  return (id) => {
    if (!registry.has(id) && isCheckId(id)) return false;
    // A snippet's links are judged where it is shown (its check has only its imports): a directive there is not judged here.
    return coveredCheckIds(id).length === 0 || (ran(id) && options.links !== undefined && options.links.notPage !== true);
  };
}

/**
 * The ids a disable comment may name: the registry's rules (plugins' too), the ids of `check`, `build` and `dev`, the
 * comments' own id, and a Vale rule (`Style.Rule`): with the page's Vale setup, one of its styles' rules (whichever
 * files the sections give them to); without one, any id with a `.`.
 */
function knownIds(options: VerifyTextOptions): KnownIds {
  const registry = options.registry ?? rulesById;
  const vale = options.vale;
  const valeIds = (): string[] => (vale ? [...valeNames(vale)].filter((name) => name.includes('.')) : []);
  return {
    has: (id) => registry.has(id) || isCheckId(id) || id === UNUSED_DIRECTIVE_ID || (id.includes('.') && (vale === undefined || valeNames(vale).has(id))),
    suggest: (id) => didYouMean(id, id.includes('.') ? valeIds() : [...registry.keys(), ...Object.keys(CHECKS)]),
  };
}

/** The findings the page's disable comments leave, and those for the comments that turned off none (at `unused`) among the ids `judged`. */
function applyDirectives(path: string, findings: Finding[], tree: Root, text: string, syntax: Syntax, unused: Severity, judged: (id: string) => boolean, known?: KnownIds): Finding[] {
  const report = unused !== 'off';
  if ((findings.length === 0 && !report) || !text.includes('docwright-')) return findings;
  const directives = pageDirectives(tree, text, path, syntax);
  if (directives.length === 0) return findings;
  const use: DirectiveUse = new Map();
  const kept = findings.filter((finding) => {
    const by = suppressor(finding, directives);
    if (by) markUsed(use, by, finding.ruleId);
    return by === undefined;
  });
  return unused === 'off' ? kept : [...kept, ...unusedDirectiveFindings(path, text, directives, use, unused, judged, known)];
}

/**
 * The names the page's `vale` comments switch that the project's styles do not have (`vale Google.Latinn = NO`, a
 * misspelling: the comment switches nothing off), reported as a misspelt id in a disable comment is, with the
 * closest name the styles have; never with a fix.
 */
function unknownValeNames(path: string, tree: Root, text: string, options: VerifyTextOptions): Finding[] {
  const vale = options.vale;
  const unused = options.reportUnusedDisableDirectives ?? 'off';
  if (!vale || unused === 'off' || !/vale\s/.test(text)) return [];
  const names = valeNames(vale);
  const known: KnownIds = {
    has: (name) => names.has(name),
    suggest: (name) => didYouMean(name, [...names].filter((n) => n.includes('.') === name.includes('.'))),
  };
  return unknownValeNameFindings(path, text, switchedNames(valeSwitches(tree, text), text), unused, known);
}

/** The Vale styles' findings on a page; an error in a rule is the page's `internal-error` finding, never a crash. */
function runVale(vale: ValeProject, path: string, tree: Root, text: string): Finding[] {
  try {
    return valeFindings(vale, path, tree, text);
  } catch (error) {
    return [fatalFinding(path, 'internal-error', `Unexpected error while running the Vale styles: ${error instanceof Error ? error.message : String(error)}`)];
  }
}

/** Lint text that has no BOM. */
function lintBody(text: string, path: string, options: VerifyTextOptions): Finding[] {
  if (text.includes('\u0000')) return [fatalFinding(path, 'read-error', 'Unexpected binary file, expected UTF-8 text')];
  const file = new VFile({ path, value: text });
  const started = isTiming() ? performance.now() : 0;
  const parsed = parsePage(file, { ...(options.syntax ? { syntax: options.syntax } : {}), ...(options.variables ? { variables: options.variables } : {}) });
  if (started > 0) addParseTime(performance.now() - started);
  if (parsed.error) {
    const error = explainParseError(parsed.error);
    // A syntax error of the MDX parser in the words `check` and `build` use; a limit of docwright's own says the page is not linted.
    const message = /call stack/i.test(error.message) ? TOO_DEEP : parsed.error.cause !== undefined ? mdxSyntaxMessage(path, error, text) : `${error.message}: the page is not linted`;
    return [fatalFinding(path, 'parse-error', message, error.line, error.column)];
  }
  if (parsed.limit) {
    // Linting the tables as text would report what is not there: the limit is the finding.
    const message = parsed.limit.message.replace(/: the [^:]* read as text$/, ': the page is not linted');
    return [fatalFinding(path, 'parse-error', message, parsed.limit.line, parsed.limit.column)];
  }
  const fm = parsed.frontmatter;
  const page: PageContext = {
    syntax: parsed.syntax,
    frontmatter: fm,
    isApiPage: typeof fm.data.openapi === 'string' || typeof fm.data.api === 'string',
    // Asked only where a rule reads it: a `.md` page read as Markdown (it walks the folders up).
    published: options.published ?? (parsed.syntax === 'mdx' || !mdCompiledAsMdx(path) ? true : isPublishedPage(path)),
    ...(options.links ? { links: options.links } : {}),
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  };
  file.data.docwright = page;
  try {
    lintProcessor(options.rules ?? presets.recommended.rules, options.registry ?? rulesById).runSync(parsed.tree, file);
  } catch (error) {
    if (isStackOverflow(error)) return [fatalFinding(path, 'parse-error', TOO_DEEP)];
    const reason = error instanceof Error ? error.message : String(error);
    return [fatalFinding(path, 'internal-error', `Unexpected error while linting: ${reason}`)];
  }
  const fixes = new Map<object, Fix>((file.data.docwrightFixes ?? []).map(({ message, fix }) => [message, fix]));
  const suggested = new Map<object, Suggestion[]>((file.data.docwrightSuggestions ?? []).map(({ message, suggestions }) => [message, suggestions]));
  const vale = options.vale ? runVale(options.vale, path, parsed.tree, text) : [];
  // An import of a snippet the project lacks: `check`'s and `build`'s finding, from the page's own text.
  const imports = (options.links?.imports?.(text, parsed.tree) ?? []).map((p): Finding => ({ file: path, line: p.line, column: p.column, ruleId: p.ruleId, severity: p.severity ?? 'error', message: p.message }));
  const made = [...file.messages.map((message) => toFinding(path, message, fixes.get(message), suggested.get(message))), ...vale, ...imports];
  // Front matter the page shows as text: its lines are `frontmatter-yaml`'s one finding, not the body rules' too.
  const findings = applyDirectives(
    path,
    made.filter((finding) => !inUnreadFrontmatter(fm, finding.line, finding.ruleId)),
    parsed.tree,
    text,
    parsed.syntax,
    options.reportUnusedDisableDirectives ?? 'off',
    judgedIds(options),
    knownIds(options),
  );
  findings.push(...unknownValeNames(path, parsed.tree, text, options));
  findings.sort((a, b) => a.line - b.line || a.column - b.column || compareText(a.ruleId, b.ruleId));
  const kept = keepVariableReferences(text, path, options.variables, findings);
  return parsed.bounded ? boundedFindings(path, parsed.bounded, kept) : kept;
}

/**
 * A page with a paragraph past a cost limit (read with its marks as text): the limit as a
 * warning at its place, and the page's other findings without fixes (a fix computed on the
 * swapped text could write look-alikes into the file).
 */
function boundedFindings(path: string, bounded: ParseError, findings: Finding[]): Finding[] {
  const limit: Finding = { file: path, line: bounded.line, column: bounded.column, ruleId: 'parse-error', severity: 'warn', message: `${bounded.message}; the page is not fixed`, url: UNLINTED_PAGE_URL };
  const rest = findings.map(({ fix: _fix, suggestions: _suggestions, ...finding }) => finding);
  return [limit, ...rest].sort((a, b) => a.line - b.line || a.column - b.column || compareText(a.ruleId, b.ruleId));
}

/**
 * Lint one page's text. Never throws for bad page content: a page that cannot be parsed
 * gives one fatal `parse-error` finding with its position. A leading BOM is kept out of
 * positions and offsets, and kept in `output`.
 *
 * @throws TypeError when `text` is not a string (a JavaScript caller's mistake, not the page's).
 */
export function verifyTextSync(text: string, options: VerifyTextOptions = {}): FileResult {
  // The type says string; a JavaScript caller may pass anything: say so, not "charCodeAt is not a function".
  const given: unknown = text;
  if (typeof given !== 'string') throw new TypeError(`Unexpected ${given === null ? '`null`' : `\`${typeof given}\``} as the text, expected a string`);
  const path = options.filePath ?? 'stdin.mdx';
  const bom = text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const first = lintBody(body, path, options);
  if (!options.fix) return { file: path, findings: ringChecked(body, first, path, options) };
  if (first.some((f) => f.fatal)) return { file: path, findings: first };
  const passes = fixPasses(body, first, (next) => lintBody(next, path, options));
  if (passes.output !== body) return { file: path, findings: passes.findings, output: bom + passes.output };
  return { file: path, findings: passes.ring.size > 0 ? passes.findings : first };
}

/**
 * The findings of a page linted without `--fix`, a fix that `--fix` would undo again taken away so it is not called
 * fixable: `prose-terminology` and a Vale `substitution` rule that replace each other (`log in` → `sign in` →
 * `log in`). Vale settles its own rules' fixes among themselves (src/vale/index.ts); a ring across the two is found
 * by running `--fix`'s passes on the text (src/lint/fix-passes.ts), only on a page with both at work.
 */
function ringChecked(body: string, first: Finding[], path: string, options: VerifyTextOptions): Finding[] {
  const terminology = options.rules?.['prose-terminology'];
  if (!options.vale || terminology === undefined || normalise(terminology).severity === 'off' || first.some((f) => f.fatal) || !first.some((f) => f.fix)) return first;
  const fixOptions = { ...options, fix: true };
  return withoutRingFixes(body, first, fixPasses(body, first, (next) => lintBody(next, path, fixOptions)).ring);
}

/** Lint one page's text (see `verifyTextSync`). */
export function verifyText(text: string, options: VerifyTextOptions = {}): Promise<FileResult> {
  return Promise.resolve().then(() => verifyTextSync(text, options));
}
