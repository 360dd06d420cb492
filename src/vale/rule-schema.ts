// The zod schemas of a Vale rule file (`<StylesPath>/<Style>/<Rule>.yml`), one per rule type.
import { z } from 'zod';
import { valeLevelSchema } from './ini.js';

const strings = z.array(z.string());
const scope = z.union([z.string(), z.array(z.string())]).optional();

/** What every rule has (`extends` picks the type). */
const base = {
  message: z.string().default(''),
  description: z.string().optional(),
  link: z.string().optional(),
  level: valeLevelSchema.default('warning'),
  scope,
  limit: z.number().int().optional(),
  action: z.object({ name: z.string().optional(), params: strings.optional() }).optional(),
};
const caseAndVocab = { ignorecase: z.boolean().default(false), nonword: z.boolean().default(false), vocab: z.boolean().default(true), exceptions: strings.default([]) };

export const existenceSchema = z.object({ ...base, ...caseAndVocab, extends: z.literal('existence'), tokens: strings.default([]), raw: strings.default([]), append: z.boolean().default(false) });
export const substitutionSchema = z.object({
  ...base,
  ...caseAndVocab,
  extends: z.literal('substitution'),
  swap: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)),
  capitalize: z.boolean().default(false),
});
export const occurrenceSchema = z.object({ ...base, extends: z.literal('occurrence'), token: z.string(), max: z.number().int().default(0), min: z.number().int().default(0), ignorecase: z.boolean().default(false) });
export const repetitionSchema = z.object({ ...base, extends: z.literal('repetition'), tokens: strings, max: z.number().int().default(0), alpha: z.boolean().default(false), ignorecase: z.boolean().default(false) });
export const consistencySchema = z.object({ ...base, extends: z.literal('consistency'), either: z.record(z.string(), z.string()), ignorecase: z.boolean().default(false), nonword: z.boolean().default(false) });
export const conditionalSchema = z.object({ ...base, extends: z.literal('conditional'), first: z.string(), second: z.string(), exceptions: strings.default([]), vocab: z.boolean().default(true), ignorecase: z.boolean().default(false) });
export const capitalizationSchema = z.object({
  ...base,
  extends: z.literal('capitalization'),
  match: z.string(),
  style: z.string().optional(),
  exceptions: strings.default([]),
  indicators: strings.default([]),
  threshold: z.number().default(0.8),
  vocab: z.boolean().default(true),
  prefix: z.string().optional(),
});

export const spellingSchema = z.object({
  ...base,
  extends: z.literal('spelling'),
  custom: z.boolean().default(false),
  filters: strings.default([]),
  ignore: z.union([z.string().transform((s) => [s]), strings]).default([]),
  dicpath: z.string().optional(),
  dictionaries: strings.default([]),
  aff: z.string().optional(),
  dic: z.string().optional(),
  append: z.boolean().default(false),
  threshold: z.number().optional(),
});

export const metricSchema = z.object({ ...base, extends: z.literal('metric'), formula: z.string().min(1), condition: z.string().min(1) });

/** The rule types Vale has that docwright does not run, each with why. */
export const UNSUPPORTED_TYPES: Readonly<Record<string, string>> = {
  script: 'a `script` rule runs its Tengo code, and docwright runs no code a project brings',
  sequence: "a `sequence` rule needs a part-of-speech tagger giving the Penn Treebank tags of Vale's English model, which docwright does not ship",
  readability: 'readability grades are not computed yet (a `metric` rule with a formula runs)',
  lint: 'external linters are not run',
};

export const valeRuleSchema = z.discriminatedUnion('extends', [
  existenceSchema,
  substitutionSchema,
  occurrenceSchema,
  repetitionSchema,
  consistencySchema,
  conditionalSchema,
  capitalizationSchema,
  metricSchema,
  spellingSchema,
]);
export type ValeRuleDef = z.infer<typeof valeRuleSchema>;

/** The rule types docwright runs, as a finding names them. */
export const RUN_TYPES: readonly string[] = valeRuleSchema.options.map((o) => o.shape.extends.value);
