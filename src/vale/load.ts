// A project's Vale setup: `.vale.ini` found and read, its styles' rule files validated and compiled once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isNotAFile, notAFileMessage, readRegularSync, realPathOrSame } from '../fs/paths.js';
import picomatch from 'picomatch';
import { load as loadYaml, YAMLException } from 'js-yaml';
import type { Finding } from '../findings/finding.js';
import { parseValeIni, VALE_LEVELS, type ValeIni, type ValeLevel } from './ini.js';
import { RUN_TYPES, UNSUPPORTED_TYPES, valeRuleSchema, type ValeRuleDef } from './rule-schema.js';
import { compileRule, type Check } from './checks.js';
import { compileVale } from './regex.js';

/** One runnable rule: its name (`Google.Passive`), level, link, scopes and check. */
export interface ValeRule {
  name: string;
  level: ValeLevel;
  /** The rule file's `message` (with `%s` where the match goes) and `description`, as written. */
  message: string;
  description?: string;
  /** A few plain words the rule reports (`existence` tokens), or `word → replacement` pairs (`substitution`), for a summary. */
  examples: readonly string[];
  link?: string;
  scopes: readonly string[];
  check: Check;
}

/** A loaded project: the config's folder, the config, rules by name (`undefined`: could not be loaded), and problems found loading. */
export interface ValeProject {
  dir: string;
  /** The configuration file read (`.vale.ini`, `_vale` …), for findings about it. */
  iniPath: string;
  ini: ValeIni;
  stylesPath: string | undefined;
  accepted: string[];
  rejected: string[];
  rules: Map<string, ValeRule | undefined>;
  /** Rule names of each style folder, read once. */
  styles: Map<string, string[]>;
  /** The compiled `TokenIgnores` and `BlockIgnores` patterns, each with the glob of its section. */
  ignores: IgnorePattern[];
  problems: Finding[];
}

/** One compiled ignore pattern: what no rule reads in the files its section's glob matches. */
export interface IgnorePattern {
  glob: string;
  kind: 'token' | 'block';
  re: RegExp;
}

/** The ignore patterns of every section compiled; a pattern that does not compile is an error at its line. */
function compileIgnores(iniPath: string, ini: ValeIni, problems: Finding[]): IgnorePattern[] {
  const out: IgnorePattern[] = [];
  for (const section of ini.sections) {
    for (const [kind, entries] of [['token', section.tokenIgnores], ['block', section.blockIgnores]] as const) {
      for (const { pattern, line } of entries) {
        const compiled = compileVale(pattern);
        if (compiled.ok) out.push({ glob: section.glob, kind, re: compiled.re });
        else problems.push(problem(iniPath, line, `Unexpected ${kind === 'token' ? '`TokenIgnores`' : '`BlockIgnores`'} pattern \`${pattern}\`: ${compiled.message}, so the text it would leave out is checked`));
      }
    }
  }
  return out;
}

const problem = (file: string, line: number, message: string, ruleId = 'vale-config'): Finding => ({ file, line, column: 1, ruleId, severity: 'error', message });

/**
 * The text of a file of the project's Vale setup, read as a regular file only (a named pipe would be waited on for
 * ever): one that is not is a problem at its path, and `undefined`.
 */
function readSetupFile(path: string, problems: Finding[]): string | undefined {
  try {
    return readRegularSync(path).toString('utf8');
  } catch (error) {
    if (!isNotAFile(error)) throw error;
    problems.push(problem(path, 1, notAFileMessage(basename(path), path)));
    return undefined;
  }
}

/** The words of the vocabularies `names` (Vale 3's `config/vocabularies/<name>/`, Vale 2's `Vocab/<name>/`). */
function readVocab(stylesPath: string, names: readonly string[], file: 'accept.txt' | 'reject.txt', problems: Finding[]): string[] {
  return names.flatMap((name) => {
    for (const folder of [join(stylesPath, 'config', 'vocabularies', name), join(stylesPath, 'Vocab', name)]) {
      const path = join(folder, file);
      // A line starting `# ` is a comment, as in Vale's `addWordList` (internal/core/config.go); `#hashtag` is a term.
      if (existsSync(path)) return (readSetupFile(path, problems) ?? '').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('# '));
    }
    return [];
  });
}

/**
 * The scopes docwright reads from a page (src/vale/blocks.ts and the rule runner): the rest of Vale's (`title`, `code`,
 * `comment`, `script`, an inline one such as `strong`) and names Vale has not are blocks docwright never extracts.
 */
const READ_SCOPES = new Set(['text', 'raw', 'sentence', 'summary', 'paragraph', 'list', 'blockquote', 'heading', 'table', 'table.header', 'table.cell', 'alt', ...[1, 2, 3, 4, 5, 6].map((n) => `heading.h${n}`)]);

/**
 * A warning at a rule's `scope:` line when entries of it read nothing docwright extracts (an entry with a part, not
 * negated, outside {@link READ_SCOPES}): the rule runs over the rest, or over nothing, never without a word.
 */
function unreadScopes(scopes: readonly string[], name: string, source: string, path: string): Finding | undefined {
  const unread = scopes.filter((entry) => entry.split('&').some((raw) => !raw.trim().startsWith('~') && !READ_SCOPES.has(raw.trim())));
  if (unread.length === 0) return undefined;
  const lines = source.split(/\r?\n/);
  const first = unread[0] ?? '';
  // The line of the first entry docwright cannot read (an item of a list), else the `scope:` key's.
  const item = lines.findIndex((text) => /^\s*-\s*/.test(text) && text.includes(first));
  const key = lines.findIndex((text) => /^scope\s*:/.test(text));
  const at = (scopes.length > 1 && item !== -1 ? item : key) + 1 || 1;
  const named = unread.map((entry) => `\`${entry.trim()}\``).join(', ');
  const known = ['text', 'heading', 'heading.h1', 'paragraph', 'list', 'blockquote', 'table.cell', 'sentence', 'alt', 'raw'].map((s) => `\`${s}\``).join(', ');
  const outcome = unread.length === scopes.length ? 'so the rule reads nothing and reports nothing' : 'so the rule reads only its other scopes';
  return { ...problem(path, at, `Unexpected ${unread.length === 1 ? `\`scope: ${first.trim()}\`` : `scopes ${named}`} in Vale rule \`${name}\`, expected a scope docwright reads (${known} …): docwright extracts no such block from a page, ${outcome}`), severity: 'warn' };
}

/** Load one rule file into a rule, or a problem at the file (bad YAML at its line, a bad field, an unsupported type). */
function loadRule(path: string, name: string, project: ValeProject): ValeRule | undefined {
  const { accepted, problems } = project;
  let data: unknown;
  const source = readSetupFile(path, problems);
  if (source === undefined) return undefined;
  try {
    data = loadYaml(source);
  } catch (error) {
    const line = error instanceof YAMLException ? error.mark.line + 1 : 1;
    problems.push(problem(path, line, `Unexpected YAML in Vale rule \`${name}\`: ${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)}`));
    return undefined;
  }
  const type = typeof data === 'object' && data !== null && 'extends' in data ? String(data.extends) : '';
  // A rule type docwright does not run is named at its `extends:` line, never passed over without a word.
  const unsupported = UNSUPPORTED_TYPES[type];
  const known = RUN_TYPES.includes(type);
  if (unsupported !== undefined || !known) {
    const at = source.split(/\r?\n/).findIndex((text) => /^extends\s*:/.test(text)) + 1 || 1;
    const expected = `expected a rule type docwright runs (${RUN_TYPES.map((t) => `\`${t}\``).join(', ')})`;
    const why = unsupported ?? (type === '' ? 'the rule names no type' : 'Vale has no such rule type');
    problems.push({ ...problem(path, at, `Unexpected \`extends: ${type}\` in Vale rule \`${name}\`, ${expected}: ${why}, so the rule does not run`), ...(unsupported !== undefined ? { severity: 'warn' as const } : {}) });
    return undefined;
  }
  const parsed = valeRuleSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.push(problem(path, 1, `Unexpected Vale rule \`${name}\`: \`${issue?.path.join('.') ?? ''}\` ${issue?.message ?? ''}`));
    return undefined;
  }
  const check = compileRule(parsed.data, accepted, { stylesPath: project.stylesPath, dir: project.dir });
  if (typeof check !== 'function') {
    const what = parsed.data.extends === 'spelling' ? 'Vale rule' : 'pattern in Vale rule';
    // A refused pattern (a nested repeat) is named at the first line that holds what it found.
    const at = check.ok || check.at === undefined ? -1 : source.split(/\r?\n/).findIndex((text) => text.includes(check.at ?? ''));
    problems.push(problem(path, at + 1 || 1, `Unexpected ${what} \`${name}\`: ${check.ok ? '' : check.message}`));
    return undefined;
  }
  const scope = parsed.data.scope ?? 'text';
  const def = parsed.data;
  const unread = unreadScopes(Array.isArray(scope) ? scope : [scope], name, source, path);
  if (unread) problems.push(unread);
  return { name, level: def.level, message: def.message, ...(def.description ? { description: def.description } : {}), examples: examplesOf(def), ...(def.link ? { link: def.link } : {}), scopes: Array.isArray(scope) ? scope : [scope], check };
}

/** Up to three plain words an `existence` rule reports, or `word → replacement` pairs of a `substitution` rule. */
function examplesOf(def: ValeRuleDef): string[] {
  const plain = (term: string): boolean => /^[\p{L}\p{Nd}][\p{L}\p{Nd} '-]*$/u.test(term);
  if (def.extends === 'existence') return def.tokens.filter(plain).slice(0, 3);
  if (def.extends === 'substitution') return Object.entries(def.swap).filter(([word]) => plain(word)).slice(0, 3).map(([word, use]) => `${word} → ${use}`);
  return [];
}

/** Whether `inner` is `outer` or inside it, links followed (a symbolic link out of the project is outside). */
function inside(outer: string, inner: string): boolean {
  const o = realPathOrSame(outer);
  const i = realPathOrSame(inner);
  return i === o || i.startsWith(o.endsWith(sep) ? o : o + sep);
}

/** Read `.vale.ini` at `iniPath`; `root` is the folder StylesPath must stay in. */
export function loadValeProject(iniPath: string, root: string): ValeProject {
  const dir = dirname(iniPath);
  const unreadIni: Finding[] = [];
  const { ini, problems: iniProblems } = parseValeIni(readSetupFile(iniPath, unreadIni) ?? '');
  const problems = [...unreadIni, ...iniProblems.map((p) => ({ ...problem(iniPath, p.line, p.message), ...(p.severity ? { severity: p.severity } : {}) }))];
  let stylesPath: string | undefined;
  const at = ini.lines.StylesPath ?? 1;
  if (ini.stylesPath !== undefined) {
    const candidate = resolve(dir, ini.stylesPath);
    if (!inside(resolve(root), candidate)) problems.push(problem(iniPath, at, `Unexpected \`StylesPath = ${ini.stylesPath}\` outside the project, expected a folder inside it`));
    else if (!existsSync(candidate) || !statSync(candidate).isDirectory()) problems.push(problem(iniPath, at, `Missing StylesPath folder \`${ini.stylesPath}\``));
    else stylesPath = candidate;
  }
  const accepted = stylesPath ? readVocab(stylesPath, ini.vocab, 'accept.txt', problems) : [];
  const rejected = stylesPath ? readVocab(stylesPath, ini.vocab, 'reject.txt', problems) : [];
  if (ini.stylesPath === undefined || stylesPath !== undefined) problems.push(...missingNames(iniPath, ini, stylesPath));
  const ignores = compileIgnores(iniPath, ini, problems);
  return { dir, iniPath, ini, stylesPath, accepted, rejected, rules: new Map(), styles: new Map(), ignores, problems };
}

/** Vale's built-in rules that docwright knows (`Vale.Terms` …). */
const BUILT_IN = new Set(['Vale.Avoid', 'Vale.Repetition', 'Vale.Spelling', 'Vale.Terms']);

/** Whether `folder` is a folder. */
const isFolder = (folder: string): boolean => existsSync(folder) && statSync(folder).isDirectory();

/** A style the sections name that has no folder under StylesPath, or a rule switched on that has no rule file: each at its line. */
function missingNames(iniPath: string, ini: ValeIni, stylesPath: string | undefined): Finding[] {
  const found: Finding[] = [];
  const reported = new Set<string>();
  const where = stylesPath === undefined ? 'no `StylesPath` is set' : `\`${ini.stylesPath ?? ''}\` has no folder \`%s\``;
  for (const section of ini.sections) {
    for (const style of section.basedOnStyles) {
      if (style === 'Vale' || reported.has(style) || (stylesPath !== undefined && isFolder(join(stylesPath, style)))) continue;
      reported.add(style);
      found.push({ ...problem(iniPath, section.lines[style] ?? 1, `Missing Vale style \`${style}\`, expected its folder of rules in StylesPath (${where.replace('%s', style)}; a style from \`Packages\` is there after \`vale sync\`), so none of its rules run`), column: section.columns[style] ?? 1 });
    }
    for (const [name, value] of Object.entries(section.rules)) {
      const [style = ''] = name.split('.');
      if (value === 'NO' || reported.has(name) || reported.has(style) || BUILT_IN.has(name)) continue;
      if (stylesPath !== undefined && existsSync(join(stylesPath, style, `${name.slice(style.length + 1)}.yml`))) continue;
      reported.add(name);
      found.push({ ...problem(iniPath, section.lines[name] ?? 1, `Unexpected Vale rule \`${name}\`, expected a rule file \`${style}/${name.slice(style.length + 1)}.yml\` in StylesPath, so it does not run`), severity: 'warn' });
    }
  }
  return found;
}

/** Whether a vocabulary term is a plain phrase, not a pattern: letters, digits, spaces and hyphens only (Vale's `IsPhrase`). */
const isPhrase = (term: string): boolean => /^[\p{L}\p{Nd} -]*$/u.test(term);

/** Vale's built-in rules that docwright runs, defined from the project's vocabulary (its entries are patterns, as in Vale). */
function builtIn(project: ValeProject, name: string): ValeRuleDef | undefined {
  switch (name) {
    case 'Vale.Terms':
      // Only the plain terms (letters, digits, spaces, hyphens: Vale's `IsPhrase`), each under its lower case, a later
      // vocabulary's spelling winning (`loadVocabRules` in Vale's internal/check/manager.go); a pattern only excepts.
      return project.accepted.length === 0 ? undefined : valeRuleSchema.parse({ extends: 'substitution', message: "Use '%s' instead of '%s'.", level: 'error', ignorecase: true, vocab: false, swap: Object.fromEntries(project.accepted.filter(isPhrase).map((w) => [w.toLowerCase(), w])) });
    case 'Vale.Avoid':
      return project.rejected.length === 0 ? undefined : valeRuleSchema.parse({ extends: 'existence', message: "Avoid using '%s'.", level: 'error', vocab: false, tokens: project.rejected });
    case 'Vale.Spelling':
      // Vale's own: the English dictionary, the vocabularies' accepted words excepted.
      return valeRuleSchema.parse({ extends: 'spelling', message: "Did you really mean '%s'?", level: 'error' });
    case 'Vale.Repetition':
      return valeRuleSchema.parse({ extends: 'repetition', message: "'%s' is repeated!", level: 'error', alpha: true, ignorecase: true, tokens: ['[^\\s]+'] });
    default:
      return undefined;
  }
}

/** A built-in rule compiled, or a problem at the configuration file. */
function loadBuiltIn(project: ValeProject, name: string): ValeRule | undefined {
  const def = builtIn(project, name);
  if (!def) return undefined;
  const check = def.extends === 'spelling' ? compileRule(def, project.accepted, { stylesPath: project.stylesPath, dir: project.dir }) : compileRule(def, []);
  if (typeof check !== 'function') {
    project.problems.push(problem(project.iniPath, 1, `Unexpected vocabulary entry for \`${name}\`: ${check.ok ? '' : check.message}`));
    return undefined;
  }
  return { name, level: def.level, message: def.message, examples: [], scopes: ['text'], check };
}

/** The rule `Style.Rule`, loaded on first use (`undefined` when missing or bad: a problem says why). */
export function ruleNamed(project: ValeProject, name: string): ValeRule | undefined {
  if (project.rules.has(name)) return project.rules.get(name);
  if (name.startsWith('Vale.')) {
    const rule = loadBuiltIn(project, name);
    project.rules.set(name, rule);
    return rule;
  }
  const [style = '', rule = ''] = name.split('.');
  let loaded: ValeRule | undefined;
  const path = project.stylesPath ? join(project.stylesPath, style, `${rule}.yml`) : undefined;
  if (path && inside(project.stylesPath ?? '', resolve(path)) && existsSync(path)) loaded = loadRule(path, name, project);
  project.rules.set(name, loaded);
  return loaded;
}

/** The rule names of a style folder (`Google` → `Google.Passive` …). */
function styleRules(project: ValeProject, style: string): string[] {
  const known = project.styles.get(style);
  if (known) return known;
  const names = readStyle(project, style);
  project.styles.set(style, names);
  return names;
}

/** The rule files of a style folder, as rule names. */
function readStyle(project: ValeProject, style: string): string[] {
  if (style === 'Vale') return ['Vale.Avoid', 'Vale.Repetition', 'Vale.Spelling', 'Vale.Terms'];
  if (!project.stylesPath) return [];
  const folder = join(project.stylesPath, style);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
  const files = readdirSync(folder).sort();
  for (const f of files.filter((name) => name.endsWith('.yaml'))) project.problems.push(yamlExtension(join(folder, f), `${style}/${f}`));
  return files.filter((f) => f.endsWith('.yml')).map((f) => `${style}.${basename(f, '.yml')}`);
}

/** A warning at a `<Style>/<Rule>.yaml` file: Vale loads only `.yml` rule files, so the rule does not run. */
const yamlExtension = (path: string, shown: string): Finding => ({
  ...problem(path, 1, `Unexpected rule file extension \`.yaml\` in \`${shown}\`, expected \`.yml\` (Vale loads only \`.yml\` rule files), so it does not run`),
  severity: 'warn',
});

/**
 * A section's glob as picomatch reads it. Vale's globs (gobwas/glob) take a brace of one alternative as that
 * alternative (`[*.{md}]` is `*.md`), where picomatch, as a shell does, keeps the braces as text and matches nothing.
 */
export const valeGlob = (glob: string): string => glob.replace(/\{([^{},]*)\}/g, '$1');

/** The `BasedOnStyles` of a file: the last matching section that names any, as Vale takes them. */
export function baseStylesFor(project: ValeProject, file: string): readonly string[] {
  const rel = relative(project.dir, file).split(sep).join('/');
  let styles: readonly string[] = [];
  for (const section of project.ini.sections) {
    if (section.basedOnStyles.length > 0 && picomatch.isMatch(rel, valeGlob(section.glob), { basename: !section.glob.includes('/'), dot: true })) styles = section.basedOnStyles;
  }
  return styles;
}

/** Whether a section's glob matches a file (`rel`: its path from the configuration's folder, with `/`). */
const sectionMatches = (glob: string, rel: string): boolean => picomatch.isMatch(rel, valeGlob(glob), { basename: !glob.includes('/'), dot: true });

/** The ignore patterns of the sections whose glob matches `file`. */
export function ignoresFor(project: ValeProject, file: string): IgnorePattern[] {
  const rel = relative(project.dir, file).split(sep).join('/');
  return project.ignores.filter((p) => sectionMatches(p.glob, rel));
}

/** The rules on for a file and their levels: sections whose glob matches, in order, later ones overriding. */
export function rulesFor(project: ValeProject, file: string): { rule: ValeRule; level: ValeLevel }[] {
  const rel = relative(project.dir, file).split(sep).join('/');
  const on = new Map<string, ValeLevel | undefined>();
  for (const section of project.ini.sections) {
    if (!picomatch.isMatch(rel, valeGlob(section.glob), { basename: !section.glob.includes('/'), dot: true })) continue;
    for (const style of section.basedOnStyles) for (const name of styleRules(project, style)) on.set(name, undefined);
    for (const [name, value] of Object.entries(section.rules)) {
      if (value === 'NO') on.delete(name);
      else on.set(name, value === 'YES' ? undefined : value);
    }
  }
  const min = VALE_LEVELS.indexOf(project.ini.minAlertLevel);
  return [...on].flatMap(([name, override]) => {
    const rule = ruleNamed(project, name);
    const level = override ?? rule?.level;
    return rule && level && VALE_LEVELS.indexOf(level) >= min ? [{ rule, level }] : [];
  });
}

/** Each project's rule and style names (see `valeNames`), read once. */
const NAMES = new WeakMap<ValeProject, ReadonlySet<string>>();

/**
 * Every name a comment may switch off in the project: Vale's built-in rules, and each style folder of StylesPath with
 * its rules (`Google`, `Google.Passive` …), whichever files the sections give them to.
 */
export function valeNames(project: ValeProject): ReadonlySet<string> {
  const known = NAMES.get(project);
  if (known) return known;
  const names = new Set<string>(['Vale', ...BUILT_IN]);
  const root = project.stylesPath;
  if (root !== undefined && isFolder(root)) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      names.add(entry.name);
      for (const file of readdirSync(join(root, entry.name))) if (file.endsWith('.yml')) names.add(`${entry.name}.${basename(file, '.yml')}`);
    }
  }
  NAMES.set(project, names);
  return names;
}
