// `.vale.ini`: the parts docwright reads, validated with zod.
import { z } from 'zod';

/** Vale's alert levels, lowest first. */
export const VALE_LEVELS = ['suggestion', 'warning', 'error'] as const;
export const valeLevelSchema = z.enum(VALE_LEVELS);
export type ValeLevel = z.infer<typeof valeLevelSchema>;

/** A rule switched in a section: `YES`, `NO` or a level. */
const ruleSwitchSchema = z.union([z.enum(['YES', 'NO']), valeLevelSchema]);

/** One `[glob]` section (the part before any section has the glob `*`). */
export const valeSectionSchema = z.object({
  glob: z.string().min(1),
  basedOnStyles: z.array(z.string().min(1)),
  rules: z.record(z.string(), ruleSwitchSchema),
  /** The line of `.vale.ini` that names each style of `basedOnStyles` and each rule of `rules` (1-based). */
  lines: z.record(z.string(), z.number().int().positive()).default({}),
  /** The column of each style's name on its `BasedOnStyles` line (1-based), for a finding at the name. */
  columns: z.record(z.string(), z.number().int().positive()).default({}),
  /** `TokenIgnores`: patterns whose matches no rule reads (Vale makes each match inline code). */
  tokenIgnores: z.array(z.object({ pattern: z.string().min(1), line: z.number().int().positive() })).default([]),
  /** `BlockIgnores` (and its old name `IgnorePatterns`): patterns whose matches no rule reads (Vale makes each a code block). */
  blockIgnores: z.array(z.object({ pattern: z.string().min(1), line: z.number().int().positive() })).default([]),
});
export type ValeSection = z.infer<typeof valeSectionSchema>;

/** The parsed `.vale.ini`. */
export const valeIniSchema = z.object({
  stylesPath: z.string().optional(),
  minAlertLevel: valeLevelSchema,
  vocab: z.array(z.string().min(1)),
  /** Inline scopes whose text no rule reads (`IgnoredScopes`; Vale's default is `code, tt`, which docwright always masks). */
  ignoredScopes: z.array(z.string().min(1)).default(['code', 'tt']),
  sections: z.array(valeSectionSchema),
  /** The line of each global setting that was read (`StylesPath`, `MinAlertLevel` …), for findings at it. */
  lines: z.record(z.string(), z.number().int().positive()).default({}),
});
export type ValeIni = z.infer<typeof valeIniSchema>;

/** A line of the file that could not be read, for a finding at `line`. */
export interface IniProblem {
  line: number;
  message: string;
  /** `warn` for a setting docwright leaves out; an error otherwise. */
  severity?: 'warn';
}

/** The global settings docwright reads; every other key is reported, never ignored without a word. */
const READ_GLOBALS = new Set(['StylesPath', 'MinAlertLevel', 'Vocab', 'IgnoredScopes']);
/** Settings with nothing to do here: `Packages` are what `vale sync` downloads into StylesPath, which docwright reads. */
const HARMLESS = new Set(['Packages']);
/** Settings that leave text out of the check in Vale: here that text is still checked. */
const SKIPS = new Set(['SkippedScopes', 'IgnoredClasses']);
/** The settings of ignore patterns, globally or in a section, and the list each fills (`IgnorePatterns` is Vale's old name of `BlockIgnores`). */
const IGNORES: Readonly<Record<string, 'tokenIgnores' | 'blockIgnores'>> = { TokenIgnores: 'tokenIgnores', BlockIgnores: 'blockIgnores', IgnorePatterns: 'blockIgnores' };

/** The warning for a Vale setting docwright does not apply, or `undefined` when it reads or needs none. */
function unreadSetting(key: string, inSection: boolean): string | undefined {
  if (HARMLESS.has(key) || (!inSection && READ_GLOBALS.has(key))) return undefined;
  const what = inSection ? `in a \`[glob]\` section` : 'globally';
  const read = inSection ? '`BasedOnStyles`, `TokenIgnores`, `BlockIgnores` and `Style.Rule`' : '`StylesPath`, `MinAlertLevel`, `Vocab`, `IgnoredScopes`, `TokenIgnores`, `BlockIgnores` or a section';
  return `Unexpected Vale setting \`${key}\` ${what}, expected ${read}: docwright does not apply it${SKIPS.has(key) ? ', so the text it leaves out is still checked' : ''}`;
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Read one `key = value` line into the section or the globals; a problem when the value is wrong. */
function readEntry(key: string, value: string, at: { line: number; column: number }, section: ValeSection, globals: Record<string, string> | undefined): IniProblem | undefined {
  const line = at.line;
  if (key === 'BasedOnStyles') {
    let from = 0;
    for (const style of list(value)) {
      from = value.indexOf(style, from);
      section.basedOnStyles.push(style);
      section.lines[style] = line;
      section.columns[style] = at.column + from;
      from += style.length;
    }
    return undefined;
  }
  const ignores = IGNORES[key];
  if (ignores !== undefined) {
    // Vale splits the value at commas and keeps each pattern once (`mergeValues` in its internal/core/ini.go).
    for (const pattern of list(value)) if (!section[ignores].some((p) => p.pattern === pattern)) section[ignores].push({ pattern, line });
    return undefined;
  }
  if (/^[\w-]+\.[\w-]+$/.test(key)) {
    const parsed = ruleSwitchSchema.safeParse(value);
    if (!parsed.success) return { line, message: `Unexpected \`${key} = ${value}\`, expected \`YES\`, \`NO\` or a level` };
    section.rules[key] = parsed.data;
    section.lines[key] = line;
    return undefined;
  }
  const unread = unreadSetting(key, globals === undefined);
  if (unread !== undefined) return { line, message: unread, severity: 'warn' };
  if (globals) globals[key] = value;
  return undefined;
}

/** Parse `.vale.ini` text: the settings docwright uses, and problems at their lines (a key it does not use is a warning). */
export function parseValeIni(text: string): { ini: ValeIni; problems: IniProblem[] } {
  const problems: IniProblem[] = [];
  const globals: Record<string, string> = {};
  const lines: Record<string, number> = {};
  const sections: ValeSection[] = [{ glob: '*', basedOnStyles: [], rules: {}, lines: {}, columns: {}, tokenIgnores: [], blockIgnores: [] }];
  let current = sections[0] as ValeSection;
  let skip = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      const glob = (header[1] ?? '').trim();
      skip = glob === 'formats';
      current = { glob, basedOnStyles: [], rules: {}, lines: {}, columns: {}, tokenIgnores: [], blockIgnores: [] };
      if (!skip) sections.push(current);
      return;
    }
    const eq = line.indexOf('=');
    if (eq === -1) return void problems.push({ line: index + 1, message: `Unexpected \`${line}\`, expected \`key = value\`` });
    if (skip) return;
    const key = line.slice(0, eq).trim();
    // The value's column in the line as written: after its `=` and the blanks that follow it.
    const afterEq = raw.indexOf('=') + 1;
    const column = afterEq + (raw.slice(afterEq).length - raw.slice(afterEq).trimStart().length) + 1;
    const problem = readEntry(key, line.slice(eq + 1).trim(), { line: index + 1, column }, current, current === sections[0] ? globals : undefined);
    if (problem) problems.push(problem);
    else if (current === sections[0]) lines[key] = index + 1;
  });
  // Without `MinAlertLevel`, Vale shows warnings and errors (`cfg.MinAlertLevel = 1` in its `NewConfig`): suggestions need `MinAlertLevel = suggestion`.
  const level = valeLevelSchema.safeParse((globals.MinAlertLevel ?? 'warning').toLowerCase());
  if (!level.success) problems.push({ line: lines.MinAlertLevel ?? 1, message: `Unexpected \`MinAlertLevel = ${globals.MinAlertLevel ?? ''}\`, expected \`suggestion\`, \`warning\` or \`error\`` });
  const ini = valeIniSchema.parse({
    ...(globals.StylesPath !== undefined ? { stylesPath: globals.StylesPath } : {}),
    // A value Vale would refuse is reported above; every finding is then shown, so the mistake hides none.
    minAlertLevel: level.success ? level.data : 'suggestion',
    vocab: list(globals.Vocab ?? ''),
    ...(globals.IgnoredScopes !== undefined ? { ignoredScopes: list(globals.IgnoredScopes) } : {}),
    sections,
    lines,
  });
  return { ini, problems };
}
