// Vale styles on the real MDX tree: a project's `.vale.ini`, its rules over each page's prose.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { Finding } from '../findings/finding.js';
import { lineColumnIndex } from '../text-position.js';
import { ALT_SCOPE, applyIgnores, exactRange, maskedTypes, sentences, sourceEndOffset, sourceOffset, valeBlocks, type SourceSpan, type ValeBlock } from './blocks.js';
import { switchedOff, valeSwitches } from './comments.js';
import { baseStylesFor, ignoresFor, loadValeProject, rulesFor, type IgnorePattern, type ValeProject, type ValeRule } from './load.js';
import { allMatches } from './regex.js';
import type { Hit } from './check-kit.js';

export type { ValeProject } from './load.js';
export { valeNames } from './load.js';
export { switchedNames, valeSwitches } from './comments.js';

const projects = new Map<string, ValeProject | undefined>();
/** The answer for each folder asked about (with its root), so a project without Vale costs one walk per folder. */
const byFolder = new Map<string, ValeProject | undefined>();

/** Forget the loaded setups, so the next run reads `.vale.ini` and the rule files again (each `lint` run starts so). */
export function forgetValeProjects(): void {
  projects.clear();
  byFolder.clear();
}

/**
 * The names Vale reads its configuration from, in the order it tries them in each folder (`configNames` in Vale's
 * `internal/core/config.go`): the first that is a file wins.
 */
export const VALE_CONFIG_NAMES: readonly string[] = ['.vale', '_vale', 'vale.ini', '.vale.ini', '_vale.ini'];

/**
 * Whether something other than a folder is at `path` (`.vale` is often a folder of styles, which Vale passes over): a
 * file, or a named pipe or device in a configuration's place, which is refused with a problem at it, not passed over.
 */
const isFile = (path: string): boolean => {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats !== undefined && !stats.isDirectory();
};

/**
 * The Vale setup that applies to `file`: the nearest Vale configuration (`.vale.ini`, or another of
 * `VALE_CONFIG_NAMES`) from the file's folder up to `root`, loaded once per process. `undefined` when there is none.
 */
export function valeProjectFor(file: string, root: string): ValeProject | undefined {
  const key = `${dirname(resolve(file))}\0${resolve(root)}`;
  if (byFolder.has(key)) return byFolder.get(key);
  const found = findProject(file, root);
  byFolder.set(key, found);
  return found;
}

/** Walk up from the file's folder to `root` for a Vale configuration file. */
function findProject(file: string, root: string): ValeProject | undefined {
  const top = resolve(root);
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    for (const name of VALE_CONFIG_NAMES) {
      const path = join(dir, name);
      if (projects.has(path)) return projects.get(path);
      if (isFile(path)) {
        const project = loadValeProject(path, top);
        projects.set(path, project);
        return project;
      }
    }
    if (dir === top || dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether a block is in one of a rule's scopes (`text` is every block, `~scope` leaves one out). An image's alt text
 * is no sentence of the page and not in its summary: Vale lints it on its own, with the rules of `text` and `alt`.
 */
function inScope(block: ValeBlock, scopes: readonly string[]): boolean {
  const wanted = scopes.filter((s) => !s.trim().startsWith('~') || s.includes('&'));
  if (scopes.some((s) => !s.includes('&') && s.trim().startsWith('~') && block.scopes.includes(s.trim().slice(1)))) return false;
  const alt = block.scopes.includes(ALT_SCOPE);
  const one = (s: string): boolean => s === 'text' || (!alt && (s === 'sentence' || s === 'summary')) || block.scopes.includes(s);
  // `heading & ~heading.h1`: every part, as Vale's `NewScope` splits an entry at `&` (a `~` part must not hold).
  const entry = (s: string): boolean =>
    s.split('&').every((raw) => {
      const part = raw.trim();
      return part.startsWith('~') ? !block.scopes.includes(part.slice(1)) : one(part);
    });
  return wanted.some(entry);
}

const SEVERITY = { error: 'error', warning: 'warn', suggestion: 'warn' } as const;

/** Run one rule over the blocks in its scope into findings (a single replacement over verbatim source is a fix). */
function runRule(file: string, rule: ValeRule, level: keyof typeof SEVERITY, blocks: readonly ValeBlock[], at: ReturnType<typeof lineColumnIndex>, rules: readonly ValeRule[], raw: ValeBlock): (Finding & { offset: number; match: string; raw: boolean })[] {
  // `raw` is the page as written, markup and code included (Vale joins the file's lines), read by the rules that name it.
  const others = rule.scopes.filter((s) => s.trim() !== 'raw');
  const inRule = [...(others.length < rule.scopes.length ? [raw] : []), ...(others.length > 0 ? blocks.filter((b) => inScope(b, others)) : [])];
  // A `sentence` rule reads each sentence on its own, as Vale does.
  const read = rule.scopes.includes('sentence') ? inRule.flatMap(sentences) : inRule;
  return settledHits(rule, read, rules).map((hit) => {
    const offset = sourceOffset(hit.block, hit.from);
    const end = hit.to > hit.from ? sourceEndOffset(hit.block, hit.to) : offset;
    const start = at(offset);
    const stop = at(Math.max(offset, end));
    const range = hit.replacement === undefined ? undefined : exactRange(hit.block, hit.from, hit.to);
    return {
      file,
      line: start.line,
      column: start.column,
      endLine: stop.line,
      endColumn: stop.column,
      ruleId: rule.name,
      severity: SEVERITY[level],
      // Vale writes each message on one line, a run of spaces as one (`WhitespaceToSpace` in internal/core/alert.go).
      message: hit.message.replace(/\n/g, ' ').replace(/ +/g, ' '),
      ...(rule.link ? { url: rule.link } : {}),
      ...(range && hit.replacement !== undefined ? { fix: { range, text: hit.replacement } } : {}),
      offset,
      match: hit.block.text.slice(hit.from, hit.to),
      raw: hit.block === raw,
    };
  });
}

/** Fixes applied at most this many times over one replaced text before it counts as never settling. */
const SETTLE_STEPS = 8;

/** `text` with the hits' replacements, left to right, an overlapping hit skipped (the first one wins), as `--fix` applies them. */
function replaced(text: string, hits: readonly Hit[]): string {
  let out = '';
  let end = 0;
  for (const hit of [...hits].sort((a, b) => a.from - b.from || a.to - b.to)) {
    if (hit.replacement === undefined || hit.from < end) continue;
    out += text.slice(end, hit.from) + hit.replacement;
    end = hit.to;
  }
  return out + text.slice(end);
}

/**
 * Whether a fix settles: the file's rules, run over the replaced text alone (in the block's scopes), stop changing it
 * within a few rounds instead of leading back to a text already written (rules that undo each other: `foo` → `bar`
 * and `bar` → `foo`). A fix that does not settle is no fix: `--fix` leaves it, and the finding is not called fixable.
 */
function settles(observed: string, replacement: string, scopes: readonly string[], rules: readonly ValeRule[]): boolean {
  const seen = new Set([observed]);
  let current = replacement;
  for (let step = 0; step < SETTLE_STEPS; step++) {
    if (seen.has(current)) return false;
    seen.add(current);
    const block: ValeBlock = { scopes, text: current, segments: [{ at: 0, src: 0, len: current.length, exact: true }], start: 0 };
    const hits = rules.flatMap((rule) => (inScope(block, rule.scopes) ? rule.check([block]) : [])).filter((hit) => hit.replacement !== undefined);
    if (hits.length === 0) return true;
    current = replaced(current, hits);
  }
  return false;
}

/** The hits of `rule` with each replacement that would not settle (see `settles`) taken away. */
function settledHits(rule: ValeRule, blocks: readonly ValeBlock[], rules: readonly ValeRule[]): Hit[] {
  return rule.check(blocks).map((hit) => {
    if (hit.replacement === undefined || settles(hit.block.text.slice(hit.from, hit.to), hit.replacement, hit.block.scopes, rules)) return hit;
    const { replacement: _dropped, ...rest } = hit;
    return rest;
  });
}

/** The source spans that the patterns of one kind match on the page, as Vale matches them on the file as written. */
const spansOf = (patterns: readonly IgnorePattern[], kind: IgnorePattern['kind'], text: string): SourceSpan[] =>
  patterns.filter((p) => p.kind === kind).flatMap((p) => allMatches(p.re, text).map((m): SourceSpan => [m.index, m.index + m[0].length]));

/** The blocks with the file's `TokenIgnores` and `BlockIgnores` applied (see `applyIgnores`). */
function ignoredBlocks(blocks: ValeBlock[], text: string, patterns: readonly IgnorePattern[]): ValeBlock[] {
  return patterns.length === 0 ? blocks : applyIgnores(blocks, spansOf(patterns, 'token', text), spansOf(patterns, 'block', text));
}

/** The Vale findings of one page: every rule on for the file, less what the page's `vale` comments switch off. */
export function valeFindings(project: ValeProject, file: string, tree: Root, text: string): Finding[] {
  const rules = rulesFor(project, file);
  if (rules.length === 0) return [];
  const blocks = ignoredBlocks(valeBlocks(tree, text, maskedTypes(project.ini.ignoredScopes)), text, ignoresFor(project, file));
  const switches = valeSwitches(tree, text);
  const at = lineColumnIndex(text);
  const raw: ValeBlock = { scopes: ['raw'], text, segments: [{ at: 0, src: 0, len: text.length, exact: true }], start: 0 };
  const all = rules.map(({ rule }) => rule);
  const baseStyles = switches.some((s) => !s.all && !('key' in s)) ? baseStylesFor(project, file) : [];
  return rules
    .flatMap(({ rule, level }) => runRule(file, rule, level, blocks, at, all, raw))
    // Vale lints the `raw` block after the page, past its comments: they switch no `raw` finding off.
    .filter((f) => f.raw || !switchedOff(switches, f.ruleId, f.offset, f.match, baseStyles))
    .map(({ offset: _offset, match: _match, raw: _raw, ...finding }) => finding);
}

/** Problems loading the project's config and rule files (each at its file and line). */
export function valeProblems(project: ValeProject): readonly Finding[] {
  return project.problems;
}

/**
 * A stamp of the Vale setups `projects` read: each `.vale.ini` and every file under its StylesPath, by path, size and
 * modification time. The lint cache keys on it, so editing a rule or a vocabulary re-lints the pages.
 */
export function valeFingerprint(projects: Iterable<ValeProject>): string {
  const parts: string[] = [];
  const stamp = (path: string): void => {
    const s = statSync(path, { throwIfNoEntry: false });
    if (s) parts.push(`${path}:${s.size}:${s.mtimeMs}`);
  };
  for (const project of new Set(projects)) {
    for (const name of VALE_CONFIG_NAMES) stamp(join(project.dir, name));
    if (project.stylesPath) for (const f of readdirSync(project.stylesPath, { recursive: true })) stamp(join(project.stylesPath, String(f)));
  }
  return parts.join('\n');
}

/** A Vale rule on for a file: its name (`Google.Passive`), the level it reports at, and its rule file's words. */
export interface ValeRuleInEffect {
  name: string;
  level: 'suggestion' | 'warning' | 'error';
  message: string;
  description?: string;
  examples: readonly string[];
}

/** The styles (`BasedOnStyles`) and rules a file is linted with, rules by name; the setup's problems aside. */
export function valeRulesInEffect(project: ValeProject, file: string): { styles: readonly string[]; rules: ValeRuleInEffect[] } {
  const rules = rulesFor(project, file)
    .map(({ rule, level }) => ({ name: rule.name, level, message: rule.message, ...(rule.description ? { description: rule.description } : {}), examples: rule.examples }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { styles: baseStylesFor(project, file), rules };
}
