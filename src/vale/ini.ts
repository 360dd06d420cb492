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
});
export type ValeIni = z.infer<typeof valeIniSchema>;

/** A line of the file that could not be read, for a finding at `line`. */
export interface IniProblem {
  line: number;
  message: string;
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Read one `key = value` line into the section or the globals; a problem when the value is wrong. */
function readEntry(key: string, value: string, section: ValeSection, globals: Record<string, string>): string | undefined {
  if (key === 'BasedOnStyles') {
    section.basedOnStyles.push(...list(value));
    return undefined;
  }
  if (/^[\w-]+\.[\w-]+$/.test(key)) {
    const parsed = ruleSwitchSchema.safeParse(value);
    if (!parsed.success) return `Unexpected \`${key} = ${value}\`, expected \`YES\`, \`NO\` or a level`;
    section.rules[key] = parsed.data;
    return undefined;
  }
  globals[key] = value;
  return undefined;
}

/** Parse `.vale.ini` text: the settings docwright uses, and problems at their lines. Keys it does not use are ignored. */
export function parseValeIni(text: string): { ini: ValeIni; problems: IniProblem[] } {
  const problems: IniProblem[] = [];
  const globals: Record<string, string> = {};
  const sections: ValeSection[] = [{ glob: '*', basedOnStyles: [], rules: {} }];
  let current = sections[0] as ValeSection;
  let skip = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      const glob = (header[1] ?? '').trim();
      skip = glob === 'formats';
      current = { glob, basedOnStyles: [], rules: {} };
      if (!skip) sections.push(current);
      return;
    }
    const eq = line.indexOf('=');
    if (eq === -1) return void problems.push({ line: index + 1, message: `Unexpected \`${line}\`, expected \`key = value\`` });
    if (skip) return;
    const problem = readEntry(line.slice(0, eq).trim(), line.slice(eq + 1).trim(), current, current === sections[0] ? globals : {});
    if (problem) problems.push({ line: index + 1, message: problem });
  });
  const level = valeLevelSchema.safeParse((globals.MinAlertLevel ?? 'suggestion').toLowerCase());
  if (!level.success) problems.push({ line: 1, message: `Unexpected \`MinAlertLevel = ${globals.MinAlertLevel ?? ''}\`, expected \`suggestion\`, \`warning\` or \`error\`` });
  const ini = valeIniSchema.parse({
    ...(globals.StylesPath !== undefined ? { stylesPath: globals.StylesPath } : {}),
    minAlertLevel: level.success ? level.data : 'suggestion',
    vocab: list(globals.Vocab ?? ''),
    ...(globals.IgnoredScopes !== undefined ? { ignoredScopes: list(globals.IgnoredScopes) } : {}),
    sections,
  });
  return { ini, problems };
}
